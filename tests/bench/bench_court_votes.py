"""Benchmark: sustained audience votes against PostgreSQL and Redis.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_DB_NAME=test_courtroom \
    REDIS_URL=redis://127.0.0.1:6379/1 python -m pytest tests/bench/bench_court_votes.py -s

The production shape as the README writes it (tests/support/production.py reads its command
lines): one of its `uvicorn` lines per core, exactly as written (log level included; COURT_BENCH_SERVER=daphne
to compare), its Celery worker (prefork, its concurrency and log level) and its one beat, behind a
pretend proxy (TRUSTED_PROXY_COUNT=1, every voter its own X-Forwarded-For address and no cookie, so
every vote is a new voter), and 1,000 viewers following the session: SSE, websocket, or each in turn
(COURT_BENCH_VIEWER_KINDS="sse,ws", the default: every tree is run with each).
Four phases of COURT_BENCH_VOTE_SECONDS each: honest voters alone, with a spammer twice
(SPAMMER_CONNECTIONS connections from one address, keeping the voter cookie it was
given, as fast as answers come), alone again, so that drift weighs on both alike.
COURT_BENCH_VOTE_RATE=2000 offers votes at that rate (open loop) instead of
COURT_BENCH_VOTE_CONCURRENCY voters voting again as soon as answered, and measures the trivial app at
that rate too (a request costs it more at 2,000/s than flat out): each run's CPU per vote is also
printed as that many trivial requests at the same rate.
Printed per phase: accepted votes per second, honest
voters' latency p50/p95/p99, what the spammer got, the load average and the trivial app's CPU per
request (measured at the start of the run, bench_court_clients.trivial_app_cpu_ms: what this machine
charges a request before any code of ours), and the CPU the web servers, the worker and beat, their
PostgreSQL backends and the clients spent per 1,000 votes; then tally
broadcasts received per viewer, and the check that the database holds exactly the
votes answered 200 (asserted; a voter's later vote replaces its earlier one, so the
spammer counts once per voter cookie it voted with).

COURT_BENCH_TREES="before=/path/to/checkout@daphne,after=.@uvicorn" runs each tree (its
servers and worker) in turn with the same client, COURT_BENCH_ROUNDS times interleaved,
and prints a summary: before and after in one run.

COURT_BENCH_NODE=http://127.0.0.1:3917 with COURT_BENCH_NODE_PID adds the Node reference server, in each round
after our trees, with SSE viewers only (it has no websocket stream): its own session moved to its verdict vote
through its phase endpoint, the same voters, spammer and phases through its vote endpoint, its one process's CPU
(no database: its store is in memory). Start its driver (bench_court_fanout's docstring) with TRUST_PROXY=1 and
no auto-run, so that each forwarded address is a voter, as ours. Checked: the votes its tally counts are the
votes it answered 200.
"""

from __future__ import annotations

import asyncio
import json
import math
import multiprocessing
import os
import subprocess
import time
from pathlib import Path

import pytest
from django.conf import settings

from courtroom.models import CourtSession, Poll, Vote
from courtroom.services import session_create, session_step
from juryrigged import realtime
from tests.bench.bench_court_clients import (ROOT, Celery, Servers, SseViewer, WebsocketViewer, connect_many,
                                             cpu_seconds, database_cpu_seconds, load_average, machine, percentile,
                                             trivial_app_cpu_ms)

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(3600)]
DURATION_S = float(os.environ.get("COURT_BENCH_VOTE_SECONDS", "20"))
CONCURRENCY = int(os.environ.get("COURT_BENCH_VOTE_CONCURRENCY", "32"))
VIEWERS = int(os.environ.get("COURT_BENCH_VIEWERS", "1000"))
WARM_UP_S = 5
SPAMMER_CONNECTIONS = int(os.environ.get("COURT_BENCH_SPAMMER_CONNECTIONS", "4"))
ROUNDS = int(os.environ.get("COURT_BENCH_ROUNDS", "1"))
# Votes offered per second (open loop, as a crowd votes: latency from when each was due); 0: CONCURRENCY
# voters each voting again as soon as answered (closed loop).
RATE = float(os.environ.get("COURT_BENCH_VOTE_RATE", "0"))
VIEWER_KINDS = os.environ.get("COURT_BENCH_VIEWER_KINDS", "sse,ws").split(",")
# What one tally frame looks like to each kind of viewer.
TALLY_MARK = {"ws": b'"vote_updated"', "sse": b"event: vote_updated"}
TRIVIAL_MS: list[float] = []  # the trivial app's CPU per request, measured once at the start of the run


def beside() -> str:
    """The load average and the trivial app's CPU per request, printed beside every figure."""
    return machine(TRIVIAL_MS[0] if TRIVIAL_MS else None)


def trees() -> list[tuple[str, Path, str | None]]:
    """(label, checkout, server) from COURT_BENCH_TREES ("label=path[@server],..."); this tree by default."""
    found = []
    for entry in os.environ.get("COURT_BENCH_TREES", f"ours={ROOT}").split(","):
        label, where = entry.split("=", 1)
        path, _, server = where.partition("@")
        found.append((label, Path(path).resolve(), server or None))
    return found


def viewer_process(kind: str, port: int, path: str, count: int, pipe, mark: bytes | None = None) -> None:
    mark = mark or TALLY_MARK[kind]

    async def main():
        frames = {"n": 0}

        def on_text(viewer, data):
            frames["n"] += data.count(mark)

        connected = await connect_many(SseViewer if kind == "sse" else WebsocketViewer, port, path, count, on_text)
        pipe.send(len(connected))
        await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
        pipe.send(frames["n"])

    asyncio.run(main())


def start_viewers(kind: str, ports: list[int], path: str, total: int, mark: bytes | None = None):
    """`total` viewers of `path`, split over one client process per port; (pipes, processes, connected)."""
    context = multiprocessing.get_context("fork")
    pipes, processes = [], []
    for port in ports:
        parent, child = context.Pipe()
        process = context.Process(target=viewer_process, daemon=True,
                                  args=(kind, port, path, total // len(ports), child, mark))
        process.start()
        pipes.append(parent)
        processes.append(process)
    return pipes, processes, sum(pipe.recv() for pipe in pipes)


def stop_viewers(pipes, processes) -> int:
    """Stops the viewers; the tally frames they received in all."""
    frames = 0
    for pipe in pipes:
        pipe.send("stop")
        frames += pipe.recv()
    for process in processes:
        process.join(timeout=10)
    return frames


async def post(reader, writer, port: int, path: str, body: bytes, ip: str,
               cookie: str = "") -> tuple[int, float, str]:
    """(status, ms, the Set-Cookie value if any) of one keep-alive POST."""
    started = time.perf_counter()
    extra = f"Cookie: {cookie}\r\n" if cookie else ""
    writer.write((f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
                  f"Content-Length: {len(body)}\r\nX-Forwarded-For: {ip}\r\n{extra}\r\n").encode() + body)
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    length, set_cookie = 0, ""
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
        elif line.lower().startswith(b"set-cookie:") and b"court_voter=" in line:
            set_cookie = line.split(b":", 1)[1].split(b";")[0].strip().decode()
    if length:
        await reader.readexactly(length)
    return status, (time.perf_counter() - started) * 1000, set_cookie


async def load(ports: list[int], session_id: int | str, spammer_on: bool, first_voter: int,
               seconds: float = DURATION_S, choices: tuple[str, str] = ("guilty", "not_guilty")) -> dict:
    path = f"/api/court/sessions/{session_id}/vote"
    stop = time.monotonic() + seconds
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    spam = {"sent": 0, "ok": 0, "blocked": 0, "cookie": "", "voters": set(), "fresh": 0}
    counter = {"n": first_voter}

    def ballot() -> tuple[bytes, str]:
        counter["n"] += 1
        n = counter["n"]
        body = json.dumps({"type": "verdict", "choice": choices[0] if n % 3 else choices[1]}).encode()
        return body, f"10.{n // 65536 % 256}.{n // 256 % 256}.{n % 256}"

    def answered(status: int, ms: float) -> None:
        statuses[status] = statuses.get(status, 0) + 1
        latencies.append(ms)

    async def voter(index: int):  # closed loop: the next vote when the last is answered
        port = ports[index % len(ports)]
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        while time.monotonic() < stop:
            answered(*(await post(reader, writer, port, path, *ballot()))[:2])
        writer.close()

    idle: dict[int, list] = {port: [] for port in ports}
    in_flight: set[asyncio.Task] = set()

    async def offered(due: float, port: int):  # open loop: the latency counts from when it was due
        vote = ballot()
        if idle[port]:
            connection = idle[port].pop()
            try:
                status, _, _ = await post(*connection, port, path, *vote)
            except (asyncio.IncompleteReadError, ConnectionError):  # the server closed it while idle (keep-alive)
                connection = None
        else:
            connection = None
        if connection is None:
            connection = await asyncio.open_connection("127.0.0.1", port)
            status, _, _ = await post(*connection, port, path, *vote)
        answered(status, (time.monotonic() - due) * 1000)
        idle[port].append(connection)

    async def crowd():  # RATE votes a second, each on a free keep-alive connection (a new one if none is)
        began, sent = time.monotonic(), 0
        while (now := time.monotonic()) < stop:
            while began + sent / RATE <= now:
                task = asyncio.ensure_future(offered(began + sent / RATE, ports[sent % len(ports)]))
                in_flight.add(task)
                task.add_done_callback(in_flight.discard)
                sent += 1
            await asyncio.sleep(0.001)
        if in_flight:
            await asyncio.gather(*in_flight)
        for connections in idle.values():
            for _, writer in connections:
                writer.close()

    async def spammer(index: int):
        port = ports[index % len(ports)]
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        while time.monotonic() < stop:
            sent_cookie = spam["cookie"]
            spam["fresh"] += not sent_cookie  # each attempt without the cookie is a new voter
            status, _, cookie = await post(reader, writer, port, path,
                                           json.dumps({"type": "verdict", "choice": choices[0]}).encode(),
                                           "198.51.100.66", sent_cookie)
            spam["cookie"] = spam["cookie"] or cookie  # a spammer keeps the voter it was given
            if status == 200:
                spam["voters"].add(cookie or sent_cookie)  # a voter's second vote replaces its first
            spam["sent"] += 1
            spam["ok" if status == 200 else "blocked"] += 1
        writer.close()

    began = time.monotonic()
    spammers = [spammer(i) for i in range(SPAMMER_CONNECTIONS)] if spammer_on else []
    voters = [crowd()] if RATE else [voter(i) for i in range(CONCURRENCY)]
    await asyncio.gather(*spammers, *voters)
    elapsed = time.monotonic() - began
    return {"elapsed": elapsed, "latencies": latencies, "statuses": statuses, "spam": spam, "last": counter["n"]}


def measured(servers: Servers, celery: Celery, database: str, viewers: list[int], label: str, *args) -> dict:
    """One load phase, with the CPU seconds the web servers, the worker and beat, their database backends and the
    clients spent on it."""
    print(f"\nphase {label} starting", flush=True)

    def clients() -> float:  # the voters' process (this one) and the viewers' processes
        return time.process_time() + sum(cpu_seconds(pid) for pid in viewers)

    def now() -> tuple[float, ...]:
        return servers.cpu_seconds(), celery.cpu_seconds(), database_cpu_seconds(database), clients()

    cpu = now()
    profilers = profile(servers, label)
    result = asyncio.run(load(*args))
    for profiler in profilers:
        profiler.wait(timeout=30)
    result["cpu"] = tuple(after - before for after, before in zip(now(), cpu, strict=True))
    return result


def profile(servers: Servers, label: str) -> list[subprocess.Popen]:
    """With COURT_BENCH_PROFILE=<dir>: py-spy on each server process for the phase (collapsed stacks,
    `<dir>/<label>-<pid>.txt`; py-spy is a tool, not a dependency)."""
    folder = os.environ.get("COURT_BENCH_PROFILE")
    if not folder:
        return []
    Path(folder).mkdir(parents=True, exist_ok=True)
    return [subprocess.Popen(["py-spy", "record", "--pid", str(process.pid), "--rate", "250", "--format", "raw",
                              "--duration", str(int(DURATION_S)), "--output", f"{folder}/{label}-{process.pid}.txt"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for process in servers.processes]


def report(label: str, result: dict, connected: int, kind: str = "ws") -> None:
    latencies, ok = result["latencies"], result["statuses"].get(200, 0)
    accepted = ok + result["spam"]["ok"]
    others = {k: v for k, v in result["statuses"].items() if k != 200}
    offered = f"{RATE:.0f}/s offered" if RATE else f"{CONCURRENCY} concurrent voters"
    print(f"\n{label}: {ok} votes accepted from distinct voters in {result['elapsed']:.1f} s = "
          f"{ok / result['elapsed']:.0f} votes/s, {offered}, {connected} {kind} viewers; "
          f"honest latency p50 {percentile(latencies, 50):.1f} ms p95 {percentile(latencies, 95):.1f} ms "
          f"p99 {percentile(latencies, 99):.1f} ms; other statuses {others}; spammer {result['spam']['sent']} "
          f"attempts, {result['spam']['ok']} accepted, {result['spam']['blocked']} refused; {beside()}", flush=True)
    # CPU time, unlike votes/s, does not depend on what else the shared machine is doing.
    servers_cpu, celery_cpu, database_cpu, clients_cpu = result["cpu"]
    per = 1000 / max(accepted, 1)
    print(f"  CPU per 1,000 accepted votes: web servers {servers_cpu * per:.2f} s, worker + beat "
          f"{celery_cpu * per:.2f} s, PostgreSQL backends {database_cpu * per:.2f} s, all ours "
          f"{(servers_cpu + celery_cpu + database_cpu) * per:.2f} s, clients {clients_cpu * per:.2f} s "
          f"({servers_cpu:.1f} + {celery_cpu:.1f} + {database_cpu:.1f} + {clients_cpu:.1f} s for {accepted} accepted, "
          f"{sum(result['statuses'].values()) + result['spam']['sent']} answered; clients used "
          f"{clients_cpu / result['elapsed'] * 100:.0f} % of a core)", flush=True)


def merged(first: dict, second: dict) -> dict:
    """Two phases' figures as one."""
    spam = {key: first["spam"][key] + second["spam"][key] for key in ("sent", "ok", "blocked", "fresh")}
    spam["voters"] = first["spam"]["voters"] | second["spam"]["voters"]
    statuses = {k: first["statuses"].get(k, 0) + second["statuses"].get(k, 0)
                for k in {*first["statuses"], *second["statuses"]}}
    cpu = tuple(a + b for a, b in zip(first["cpu"], second["cpu"], strict=True))
    return {"elapsed": first["elapsed"] + second["elapsed"], "latencies": first["latencies"] + second["latencies"],
            "statuses": statuses, "spam": spam, "cpu": cpu}


def spammer_bound(result: dict, seconds: float = DURATION_S) -> int:
    """The most votes the limits let the spammer have: each voter it started as (an attempt without the
    cookie) gets the per-voter limit in each fixed window the phase touches."""
    windows = 1 + math.ceil(seconds * 1000 / settings.VOTE_SPAM_WINDOW_MS)
    return settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW * result["spam"]["fresh"] * windows


def run_tree(label: str, root: Path, server: str | None, kind: str = "ws") -> dict:
    """Warm-up, honest voters alone, then with a spammer, against `root`'s production shape (README web processes,
    worker and beat) with `kind` viewers (sse or ws); its figures."""
    from juryrigged.celery import app

    # given a session whose verdict poll stays open for the whole run (and no stale tasks queued)
    app.control.purge()
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
    while CourtSession.objects.get(pk=session.pk).phase != "verdict_vote":
        current = CourtSession.objects.get(pk=session.pk)
        session_step(session_id=current.pk, cursor=current.cursor)
    db = settings.DATABASES["default"]
    env = {"DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
           "REDIS_URL": os.environ["REDIS_URL"], "TRUSTED_PROXY_COUNT": "1"}
    with Celery(env, root=root) as celery, Servers(os.cpu_count() or 1, env, root=root, server=server) as servers:
        deadline = time.monotonic() + 120  # the worker's start (its prefork children load the app) is not measured
        while not app.control.ping(timeout=1) and time.monotonic() < deadline:
            pass
        print(f"\n== {label}: {root} under {servers.server}, {kind} viewers, the README's worker and beat; "
              f"{beside()}", flush=True)
        after = realtime.last_seq(session.stream)
        path = (f"/api/court/sessions/{session.pk}/stream" if kind == "sse"
                else f"/ws/streams/{session.stream}/?after={after}")
        # the viewers are split across the servers
        pipes, processes, connected = start_viewers(kind, servers.ports, path, VIEWERS)
        viewers = [process.pid for process in processes]
        # when honest voters vote for DURATION_S, then again with a spammer (after an unmeasured warm-up:
        # first requests open pools and connections)
        warm = asyncio.run(load(servers.ports, session.pk, False, 0, seconds=WARM_UP_S))
        # in the order alone, spammed, spammed, alone, so that a drift (the table growing, the machine's
        # load) weighs on both alike
        phases, last = [], warm["last"]
        for n, spammer_on in enumerate((False, True, True, False)):
            phase = "spammed" if spammer_on else "alone"
            phases.append(measured(servers, celery, db["NAME"], viewers, f"{label}-{kind}-{phase}{n}", servers.ports,
                                   session.pk, spammer_on, last))
            last = phases[-1]["last"]
            report(f"{label} {'with a spammer   ' if spammer_on else 'without a spammer'}", phases[-1],
                   connected, kind)
        alone, spammed = merged(phases[0], phases[3]), merged(phases[1], phases[2])
        time.sleep(1.5)  # the last coalesced broadcast
        tally_frames = stop_viewers(pipes, processes)
    # then every vote answered 200 is in the database, and nothing else
    accepted = sum(r["statuses"].get(200, 0) + len(r["spam"]["voters"]) for r in (warm, *phases))
    stored = Vote.objects.filter(poll=Poll.objects.get(session=session, kind="verdict")).count()
    p95 = [percentile(r["latencies"], 95) for r in (alone, spammed)]
    print(f"{label}: honest p95 with the spammer / without: {p95[1] / p95[0]:.2f}; viewers received "
          f"{tally_frames / max(connected, 1):.1f} vote_updated frames each; database votes {stored} == "
          f"answers 200 {accepted}: {stored == accepted}; spammer accepted per phase "
          f"{[phase['spam']['ok'] for phase in phases[1:3]]} (bounds "
          f"{[spammer_bound(phase) for phase in phases[1:3]]})", flush=True)
    return {"label": label, "kind": kind, "alone": alone, "spammed": spammed, "phases": phases, "stored": stored,
            "accepted": accepted, "p95_ratio": p95[1] / p95[0], "load": load_average()}


def run_node(url: str, pid: int) -> dict:
    """The same phases against the Node peer (COURT_BENCH_NODE), with VIEWERS SSE viewers of its session."""
    from tests.bench.bench_court_fanout import NodeVoting

    node = NodeVoting(url, pid, os.cpu_count() or 1)
    ports = sorted(set(node.ports))
    choices = ("liable", "not_liable") if node.choice == "liable" else ("guilty", "not_guilty")
    print(f"\n== node: {url} (pid {pid}), sse viewers; {beside()}", flush=True)
    # as many client processes as ours, all on its one port
    pipes, processes, connected = start_viewers("sse", node.ports, node.path("sse"), VIEWERS, b'"type":"vote_updated"')
    viewers = [process.pid for process in processes]

    def clients() -> float:
        return time.process_time() + sum(cpu_seconds(v) for v in viewers)

    warm = asyncio.run(load(ports, node.session_id, False, 0, WARM_UP_S, choices))
    phases, last = [], warm["last"]
    for n, spammer_on in enumerate((False, True, True, False)):
        print(f"\nphase node-sse-{'spammed' if spammer_on else 'alone'}{n} starting", flush=True)
        cpu = cpu_seconds(pid), clients()
        phases.append(asyncio.run(load(ports, node.session_id, spammer_on, last, DURATION_S, choices)))
        phases[-1]["cpu"] = (cpu_seconds(pid) - cpu[0], 0.0, 0.0, clients() - cpu[1])
        last = phases[-1]["last"]
        report(f"node {'with a spammer   ' if spammer_on else 'without a spammer'}", phases[-1], connected, "sse")
    alone, spammed = merged(phases[0], phases[3]), merged(phases[1], phases[2])
    time.sleep(1.5)
    tally_frames = stop_viewers(pipes, processes)
    # the peer keeps no voter: each vote answered 200 is one more in its tally
    accepted = sum(r["statuses"].get(200, 0) + r["spam"]["ok"] for r in (warm, *phases))
    counted = sum(node._get(f"/api/court/sessions/{node.session_id}")["session"]["metadata"]["verdictVotes"].values())
    p95 = [percentile(r["latencies"], 95) for r in (alone, spammed)]
    print(f"node: honest p95 with the spammer / without: {p95[1] / p95[0]:.2f}; viewers received "
          f"{tally_frames / max(connected, 1):.1f} vote_updated frames each; its tally {counted} == answers 200 "
          f"{accepted}: {counted == accepted}", flush=True)
    return {"label": "node", "kind": "sse", "alone": alone, "spammed": spammed, "phases": phases, "stored": counted,
            "accepted": accepted, "p95_ratio": p95[1] / p95[0], "load": load_average(), "node": True}


def summary(runs: list[dict]) -> None:
    print(f"\nsummary (tree, viewers: votes/s, p50 / p99 ms, CPU s per 1,000 votes: web servers / worker + beat / "
          f"PostgreSQL; honest p95 with spammer / without), load average at the end of each run; trivial app "
          f"{TRIVIAL_MS[0]:.3f} ms CPU/request at the start:")
    for run in runs:
        alone, ok = run["alone"], run["alone"]["statuses"].get(200, 0)
        lat = alone["latencies"]
        per = 1000 / max(ok, 1)
        web, celery, database = (alone["cpu"][i] * per for i in range(3))
        print(f"  {run['label']:8s} {run['kind']:3s} {ok / alone['elapsed']:6.0f}/s  {percentile(lat, 50):6.1f} / "
              f"{percentile(lat, 99):6.1f} ms  CPU {web:.2f} / {celery:.2f} / {database:.2f} s  "
              f"p95 ratio {run['p95_ratio']:.2f}  [load {run['load']}]"
              + (f"  = {(web + celery + database) / TRIVIAL_MS[1]:.1f} trivial requests at {RATE:.0f}/s"
                 if RATE and len(TRIVIAL_MS) > 1 and not run.get("node") else ""))
    for label in dict.fromkeys(run["label"] for run in runs):
        ratios = sorted(run["p95_ratio"] for run in runs if run["label"] == label)
        print(f"  {label}: honest p95 ratio over {len(ratios)} run(s): min {ratios[0]:.2f}, median "
              f"{ratios[len(ratios) // 2]:.2f}, max {ratios[-1]:.2f}")


def test_sustained_votes_with_viewers_and_a_spammer(require_postgres, require_redis, settings):
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    TRIVIAL_MS[:] = [trivial_app_cpu_ms()] + ([trivial_app_cpu_ms(rate=RATE)] if RATE else [])
    print(f"\nthe machine: {beside()}", flush=True)
    if RATE:
        print(f"the trivial app at {RATE:.0f} requests/s (open loop): {TRIVIAL_MS[1]:.3f} ms CPU/request", flush=True)
    runs = []
    for _ in range(ROUNDS):
        for kind in VIEWER_KINDS:
            for label, root, server in trees():  # interleaved: every tree once before the next round
                runs.append(run_tree(label, root, server, kind))
            if kind == "sse" and os.environ.get("COURT_BENCH_NODE"):
                runs.append(run_node(os.environ["COURT_BENCH_NODE"], int(os.environ["COURT_BENCH_NODE_PID"])))
    summary(runs)
    for run in runs:
        assert run["stored"] == run["accepted"]
        if not run.get("node"):  # the peer's own limits are its own
            assert all(phase["spam"]["ok"] <= spammer_bound(phase) for phase in run["phases"])


def test_the_servers_own_ceiling_with_a_trivial_app():
    """The same client and servers, serving an app that only answers: what the server costs per request."""
    with Servers(os.cpu_count() or 1, {}, app="tests.bench.trivial_asgi:application") as servers:
        asyncio.run(load(servers.ports, 1, False, 0, seconds=WARM_UP_S))
        print(f"\nphase trivial starting ({servers.server})", flush=True)
        cpu = servers.cpu_seconds(), time.process_time()
        result = asyncio.run(load(servers.ports, 1, False, 0))
        result["cpu"] = servers.cpu_seconds() - cpu[0], 0.0, 0.0, time.process_time() - cpu[1]
        report(f"trivial ASGI app under {servers.server}", result, 0)
    assert result["statuses"] == {200: len(result["latencies"])}
