"""Benchmark: fan-out of one court event to N viewers (websocket and SSE).

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_DB_NAME=test_courtroom \
    REDIS_URL=redis://127.0.0.1:6379/1 python -m pytest tests/bench/bench_court_fanout.py -s

The README's `uvicorn` lines, exactly as written (one per core; tests/support/production.py
reads them; with its 15 s SSE heartbeat and 20 s websocket pings), serve the viewers over Redis
pub/sub; the viewers are split across them and run in one client process per server. A `turn` is
published (stored, then broadcast once, pre-encoded) with its send time; each
viewer notes when the frame arrives. Printed: p50/p99 of that delay over all
viewers and rounds, the slowest delivery, and server memory per connection.
COURT_BENCH_VIEWERS (default "1000,5000,10000") and COURT_BENCH_KINDS
("websocket,sse") choose the runs. The machine's load average, and the trivial app's CPU per request
(measured at the start of the run: what the machine charges a request before any code of ours), are
printed beside every figure.

To compare in one run, interleaved so that both see the same load:
COURT_BENCH_TREES="after=.,before=/path/to/another/checkout@daphne" runs each size on the
servers of each tree in turn (a checkout of the code before a change; `@server` picks its server,
else COURT_BENCH_SERVER's: `@daphne`, `@uvicorn`, or `@uvicorn:websockets-sansio` for another of uvicorn's
websocket implementations than the production one), and
COURT_BENCH_NODE=http://127.0.0.1:3917 (with COURT_BENCH_NODE_PID for its memory and
CPU) adds the Node reference server's SSE (a driver with `POST /bench/emit/<id>`,
see the issue 14 note). Also printed, load-independent: server CPU milliseconds per
join and microseconds per delivered frame. Viewers join 100 at a time, each hundred after the
last; COURT_BENCH_RUSH=1000 makes it a rush (up to 1,000 joining at any moment, per client
process). COURT_BENCH_ROUNDS: events per run (5); COURT_BENCH_PROFILE (below): py-spy. Memory per
connection is counted after 20 viewers per server joined and left (COURT_BENCH_WARM_UP=0: from the
fresh process, which also counts what its first viewer loads).

`test_a_vote_to_the_last_viewer` (`-k vote`): the README's worker and beat as well, and COURT_BENCH_ROUNDS
lone votes (COURT_BENCH_QUIET_S apart, longer than COURT_TALLY_BROADCAST_MS) through the web processes in
turn; printed per size and kind: when the last viewer saw the tally counting each vote (p50 over the
votes, and each), and every viewer's p50/p99. With COURT_BENCH_NODE (and COURT_BENCH_NODE_PID), after ours at each
SSE size the Node peer's SSE viewers too, in the same run: its own session moved to the verdict vote through its
phase endpoint and voted on through its vote endpoint (start the driver without the auto-run and with
TRUST_PROXY=1: one voter per forwarded address, as ours).
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
import re
import signal
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from django.conf import settings
from django.db import transaction

from courtroom.models import CourtSession
from courtroom.services import session_create, session_step
from juryrigged import realtime
from juryrigged.celery import app
from tests.bench.bench_court_clients import (ROOT, Celery, SseViewer, Servers, WebsocketViewer, connect_many,
                                             cpu_seconds, machine, percentile, rss_kb, stop_processes,
                                             trivial_app_cpu_ms)

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(3600)]
ROUNDS = int(os.environ.get("COURT_BENCH_ROUNDS", "5"))
MARK = re.compile(rb'"bench":(\d+)')
TALLY = re.compile(rb'"type":"vote_updated".*?"total":(\d+)')  # a tally frame (websocket or SSE), its total
# Between the votes of test_a_vote_to_the_last_viewer: longer than COURT_TALLY_BROADCAST_MS, so each is a lone vote.
QUIET_S = float(os.environ.get("COURT_BENCH_QUIET_S", "1.5"))
TRIVIAL_MS: list[float] = []  # the trivial app's CPU per request, measured once at the start of the run
TURN_TEXT = ("Objection, Your Honour! The witness has described the stapler as red, yet the receipt "
             "plainly says crimson, and the defence will not let such a discrepancy slide.")


def viewers(kind: str, port: int, path: str, count: int, pipe, mark: re.Pattern = MARK) -> None:
    """A client process: connect `count` viewers, report, then record arrival times until told to stop (the
    first arrival of each number `mark` finds, per viewer)."""

    async def main():
        arrivals: dict[int, list[float]] = {}
        seen: dict[int, set[int]] = {}

        def on_text(viewer, data: bytes):
            now = time.time()
            mine = seen.setdefault(id(viewer), set())
            for match in mark.finditer(data):
                number = int(match.group(1))
                if number not in mine:
                    mine.add(number)
                    arrivals.setdefault(number, []).append(now)

        klass = WebsocketViewer if kind == "websocket" else SseViewer
        try:
            window = int(os.environ.get("COURT_BENCH_RUSH", "0")) or None
            connected = await connect_many(klass, port, path, count, on_text, window=window)
        except Exception as exc:  # reported to the parent, which fails the run
            pipe.send(("error", repr(exc)))
            return
        pipe.send(("ready", len(connected)))
        loop = asyncio.get_running_loop()
        while True:
            message = await loop.run_in_executor(None, pipe.recv)
            if message == "counts":
                pipe.send({k: len(v) for k, v in arrivals.items()})
            elif message == "stop":
                pipe.send(arrivals)
                for viewer in connected:
                    viewer.transport.close()
                return

    asyncio.run(main())


def publish(stream: str, number: int) -> float:
    with transaction.atomic():
        realtime.publish(stream, "turn", {"bench": number, "turn": {"speaker": "subrosa", "role": "prosecutor",
                                                                    "phase": "witness_exam", "dialogue": TURN_TEXT}})
        sent = time.time()
    return sent


class Ours:
    """Our servers (of one checkout) on the bench's session."""

    def __init__(self, servers: Servers, session):
        self.servers, self.session = servers, session
        self.ports = servers.ports

    def path(self, kind: str) -> str:
        stream = self.session.stream
        return (f"/ws/streams/{stream}/?after={realtime.last_seq(stream)}" if kind == "websocket"
                else f"/api/court/sessions/{self.session.pk}/stream")

    def publish(self, number: int) -> float:
        return publish(self.session.stream, number)

    def rss_kb(self) -> int:
        return sum(self.servers.rss_kb())

    def cpu_s(self) -> float:
        return self.servers.cpu_seconds()

    def pids(self) -> list[int]:
        return [process.pid for process in self.servers.processes]


class Node:
    """The Node reference server (one process), already running with the bench driver."""

    def __init__(self, url: str, pid: int, clients: int):
        self.url, self.pid = url.rstrip("/"), pid
        self.ports = [int(url.rsplit(":", 1)[1].strip("/"))] * clients  # as many client processes as ours
        self.session_id = self._post("/api/court/sessions", {"topic": "A goose is accused of stealing the "
                                                                      "mayor's sandwich"})["session"]["id"]

    def _get(self, path: str) -> dict:
        with urllib.request.urlopen(self.url + path, timeout=30) as response:
            return json.loads(response.read())

    def _post(self, path: str, body: dict) -> dict:
        request = urllib.request.Request(self.url + path, data=json.dumps(body).encode(),
                                         headers={"content-type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())

    def path(self, kind: str) -> str:
        return f"/api/court/sessions/{self.session_id}/stream"

    def publish(self, number: int) -> float:
        return self._post(f"/bench/emit/{self.session_id}", {"n": number})["sentAt"] / 1000

    def rss_kb(self) -> int:
        return rss_kb(self.pid)

    def cpu_s(self) -> float:
        return cpu_seconds(self.pid)

    def pids(self) -> list[int]:
        return [self.pid]


def profile(pids: list[int], name: str, phase: str) -> list[subprocess.Popen]:
    """With COURT_BENCH_PROFILE=<dir>: py-spy on each server process while the frames are delivered, or with
    COURT_BENCH_PROFILE_PHASE=join while the viewers join (collapsed stacks, `<dir>/<label>-<kind>-<viewers>-<pid>.txt`;
    py-spy is a tool, not a dependency)."""
    folder = os.environ.get("COURT_BENCH_PROFILE")
    if not folder or os.environ.get("COURT_BENCH_PROFILE_PHASE", "frames") != phase:
        return []
    Path(folder).mkdir(parents=True, exist_ok=True)
    # --gil: only the thread running Python (not the idle pool threads); --nonblocking: do not pause the server
    return [subprocess.Popen(["py-spy", "record", "--pid", str(pid), "--rate", "250", "--format", "raw", "--gil",
                              "--nonblocking", "--output", f"{folder}/{name}-{pid}.txt"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for pid in pids]


def stop(profilers: list[subprocess.Popen]) -> None:
    stop_processes(profilers, signal.SIGINT, grace_s=60)  # py-spy writes its file on SIGINT


def warm_up(kind: str, ports: list[int], path: str, count: int = 20) -> None:
    """Join and leave `count` viewers on each server first, so that memory per connection counts the
    connections, not what a process loads or opens once, at its first viewer (modules, pools, the stream's hub)."""

    async def main():
        klass = WebsocketViewer if kind == "websocket" else SseViewer
        for port in sorted(set(ports)):
            for viewer in await connect_many(klass, port, path, count, lambda viewer, data: None):
                viewer.transport.close()

    asyncio.run(main())


def run(kind: str, total: int, target, label: str = "") -> dict:
    path = target.path(kind)
    if os.environ.get("COURT_BENCH_WARM_UP", "1") != "0":
        warm_up(kind, target.ports, path)
    time.sleep(1)  # let the servers settle before the baseline
    before_rss, before_cpu = target.rss_kb(), target.cpu_s()
    joining = profile(target.pids(), f"{label}-{kind}-{total}-join", "join")
    context = multiprocessing.get_context("fork")
    pipes, processes = [], []
    share = total // len(target.ports)
    started = time.monotonic()
    for port in target.ports:
        parent, child = context.Pipe()
        process = context.Process(target=viewers, args=(kind, port, path, share, child), daemon=True)
        process.start()
        pipes.append(parent)
        processes.append(process)
    for pipe in pipes:
        status, value = pipe.recv()
        assert status == "ready", value
    connect_s = time.monotonic() - started
    stop(joining)
    connected = share * len(pipes)
    joined_cpu = target.cpu_s()
    per_conn_kb = (target.rss_kb() - before_rss) / connected
    delivering = profile(target.pids(), f"{label}-{kind}-{total}", "frames")
    sent: dict[int, float] = {}
    for number in range(ROUNDS):
        sent[number] = target.publish(number)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            time.sleep(0.25)
            counts = [0, 0]
            for pipe in pipes:
                pipe.send("counts")
                got = pipe.recv()
                counts[0] += got.get(number, 0)
            if counts[0] >= connected:
                break
        time.sleep(0.5)
    delivered_cpu = target.cpu_s()
    stop(delivering)
    delays, missing, rounds = [], 0, {number: [] for number in sent}
    for pipe in pipes:
        pipe.send("stop")
        arrivals = pipe.recv()
        for number, at in sent.items():
            times = arrivals.get(number, [])
            missing += share - len(times)
            rounds[number] += [(t - at) * 1000 for t in times]
            delays += [(t - at) * 1000 for t in times]
    for process in processes:
        process.join(timeout=10)
    return {"kind": kind, "viewers": connected, "connect_s": connect_s, "p50": percentile(delays, 50),
            "p99": percentile(delays, 99), "max": max(delays), "missing": missing, "kb_per_conn": per_conn_kb,
            "join_cpu_ms": (joined_cpu - before_cpu) * 1000 / connected,
            "frame_cpu_us": (delivered_cpu - joined_cpu) * 1e6 / (connected * ROUNDS),
            "round_max": [max(times, default=float("nan")) for times in rounds.values()]}


def report(label: str, result: dict, processes: int) -> None:
    print(f"\n{label:6s} {result['kind']:9s} {result['viewers']:6d} viewers on {processes} server process(es): "
          f"p50 {result['p50']:7.1f} ms  p99 {result['p99']:7.1f} ms  max {result['max']:7.1f} ms  "
          f"missing {result['missing']}  memory {result['kb_per_conn']:.1f} KB/connection  "
          f"(connected in {result['connect_s']:.1f} s)  CPU {result['join_cpu_ms']:.2f} ms/join "
          f"{result['frame_cpu_us']:.1f} us/frame  {machine(TRIVIAL_MS[0] if TRIVIAL_MS else None)}  "
          f"(slowest per round: {' / '.join(f'{ms:.0f}' for ms in result['round_max'])} ms)", flush=True)


def test_fan_out_of_a_turn_to_many_viewers(require_postgres, require_redis):
    sizes = [int(n) for n in os.environ.get("COURT_BENCH_VIEWERS", "1000,5000,10000").split(",")]
    kinds = os.environ.get("COURT_BENCH_KINDS", "websocket,sse").split(",")
    trees = [entry.split("=", 1) for entry in os.environ.get("COURT_BENCH_TREES", f"ours={ROOT}").split(",")]
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
    db = settings.DATABASES["default"]
    url = f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"
    cores = os.cpu_count() or 1
    env = {"DATABASE_URL": url, "REDIS_URL": os.environ["REDIS_URL"]}
    TRIVIAL_MS[:] = [trivial_app_cpu_ms()]
    node = None
    if os.environ.get("COURT_BENCH_NODE"):
        node = Node(os.environ["COURT_BENCH_NODE"], int(os.environ["COURT_BENCH_NODE_PID"]), cores)
    results = []
    for kind in kinds:
        for size in sizes:
            for label, tree in trees:  # interleaved: every tree at this size before the next size
                tree, _, server = tree.partition("@")  # "before=/path@daphne": that tree on that server
                with Servers(cores, env, root=Path(tree), server=server or None) as servers:
                    result = run(kind, size, Ours(servers, session), label)
                results.append(result)
                report(label, result, cores)
                time.sleep(2)
            if node is not None and kind == "sse":
                result = run(kind, size, node, "node")
                results.append(result)
                report("node", result, 1)
                time.sleep(2)
    assert all(r["missing"] == 0 for r in results)


def send_vote(url: str, body: dict, number: int) -> float:
    """One vote from a new voter (its own forwarded address, no cookie) to `url`; the time it was sent."""
    request = urllib.request.Request(url, data=json.dumps(body).encode(),
                                     headers={"content-type": "application/json",
                                              "x-forwarded-for": f"10.9.{number // 256 % 256}.{number % 256}"})
    sent = time.time()
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.status == 200
    return sent


class OursVoting:
    """A vote through our README servers in turn, and the tally frame that counts it (its `total`)."""

    mark = TALLY

    def __init__(self, servers: Servers, session):
        self.ports, self.session = servers.ports, session

    def path(self, kind: str) -> str:
        stream = self.session.stream
        return (f"/ws/streams/{stream}/?after={realtime.last_seq(stream)}" if kind == "websocket"
                else f"/api/court/sessions/{self.session.pk}/stream")

    def cast(self, number: int) -> float:
        port = self.ports[number % len(self.ports)]
        return send_vote(f"http://127.0.0.1:{port}/api/court/sessions/{self.session.pk}/vote",
                         {"type": "verdict", "choice": "guilty" if number % 2 else "not_guilty"}, number)


class NodeVoting(Node):
    """The Node peer's own session, moved to its verdict vote through its own phase endpoint (the driver starts it
    without the auto-run), voted on through its own vote endpoint (every vote the same choice, so that the tally
    frame's count of that choice is the vote's number; its SSE frame carries no total). Run it with TRUST_PROXY=1
    so that each vote's forwarded address is its voter, as ours with TRUSTED_PROXY_COUNT=1."""

    def __init__(self, url: str, pid: int, clients: int):
        super().__init__(url, pid, clients)
        # the peer picks a session's case type itself: a civil case is voted liable / not_liable, a criminal one
        # guilty / not_guilty
        civil = self._get(f"/api/court/sessions/{self.session_id}")["session"]["metadata"].get("caseType") == "civil"
        self.choice = "liable" if civil else "guilty"
        self.mark = re.compile(rb'"type":"vote_updated".*?"verdictVotes":\{"' + self.choice.encode() + rb'":(\d+)')
        for phase in ("openings", "witness_exam", "evidence_reveal", "closings", "verdict_vote"):
            self._post(f"/api/court/sessions/{self.session_id}/phase", {"phase": phase, "durationMs": 600_000})

    def cast(self, number: int) -> float:
        return send_vote(f"{self.url}/api/court/sessions/{self.session_id}/vote",
                         {"type": "verdict", "choice": self.choice}, number)


def vote_to_last_viewer(kind: str, total: int, target) -> dict:
    """ROUNDS votes, each after a quiet spell (QUIET_S), through `target` (our servers in turn, or the Node peer):
    the delay from sending each to when each viewer sees the tally that counts it."""
    path = target.path(kind)
    context = multiprocessing.get_context("fork")
    pipes, processes = [], []
    share = total // len(target.ports)
    for port in target.ports:
        parent, child = context.Pipe()
        process = context.Process(target=viewers, args=(kind, port, path, share, child, target.mark), daemon=True)
        process.start()
        pipes.append(parent)
        processes.append(process)
    for pipe in pipes:
        status, value = pipe.recv()
        assert status == "ready", value
    connected = share * len(pipes)
    time.sleep(QUIET_S)
    sent: dict[int, float] = {}
    for number in range(1, ROUNDS + 1):
        sent[number] = target.cast(number)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            time.sleep(0.05)
            got = 0
            for pipe in pipes:
                pipe.send("counts")
                got += pipe.recv().get(number, 0)
            if got >= connected:
                break
        time.sleep(QUIET_S)
    delays, last, missing = [], [], 0
    per_round: dict[int, list[float]] = {number: [] for number in sent}
    for pipe in pipes:
        pipe.send("stop")
        arrivals = pipe.recv()
        for number, at in sent.items():
            times = arrivals.get(number, [])
            missing += share - len(times)
            per_round[number] += [(t - at) * 1000 for t in times]
    for process in processes:
        process.join(timeout=10)
    for times in per_round.values():
        delays += times
        last.append(max(times, default=float("nan")))
    return {"kind": kind, "viewers": connected, "p50": percentile(delays, 50), "p99": percentile(delays, 99),
            "last_p50": percentile(last, 50), "last": last, "missing": missing}


def report_vote(label: str, result: dict) -> None:
    print(f"\n{label:6s} {result['kind']:9s} {result['viewers']:6d} viewers: vote -> last viewer p50 "
          f"{result['last_p50']:.0f} ms (per vote: {' / '.join(f'{ms:.0f}' for ms in result['last'])}), "
          f"every viewer p50 {result['p50']:.0f} ms p99 {result['p99']:.0f} ms, missing "
          f"{result['missing']}  {machine(TRIVIAL_MS[0])}", flush=True)


def test_a_vote_to_the_last_viewer(require_postgres, require_redis, settings):
    """A vote after a quiet spell, through the README's web processes, worker and beat, until every viewer
    (COURT_BENCH_VIEWERS, COURT_BENCH_KINDS; COURT_BENCH_TREES to compare) sees the tally that counts it."""
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    sizes = [int(n) for n in os.environ.get("COURT_BENCH_VIEWERS", "1000,5000,10000").split(",")]
    kinds = os.environ.get("COURT_BENCH_KINDS", "websocket,sse").split(",")
    trees = [entry.split("=", 1) for entry in os.environ.get("COURT_BENCH_TREES", f"ours={ROOT}").split(",")]
    db = settings.DATABASES["default"]
    env = {"DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
           "REDIS_URL": os.environ["REDIS_URL"], "TRUSTED_PROXY_COUNT": "1"}
    TRIVIAL_MS[:] = [trivial_app_cpu_ms()]
    results = []
    for kind in kinds:
        for size in sizes:
            for label, tree in trees:  # interleaved: every tree at this size before the next size
                tree, _, server = tree.partition("@")
                session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
                while CourtSession.objects.get(pk=session.pk).phase != "verdict_vote":
                    current = CourtSession.objects.get(pk=session.pk)
                    session_step(session_id=current.pk, cursor=current.cursor)
                with Celery(env, root=Path(tree)), Servers(os.cpu_count() or 1, env, root=Path(tree),
                                                           server=server or None) as servers:
                    deadline = time.monotonic() + 120  # the worker is up before the first vote
                    while not app.control.ping(timeout=1) and time.monotonic() < deadline:
                        pass
                    result = vote_to_last_viewer(kind, size, OursVoting(servers, session))
                results.append(result)
                report_vote(label, result)
            if os.environ.get("COURT_BENCH_NODE") and kind == "sse":  # the peer has SSE viewers only
                time.sleep(2)
                node = NodeVoting(os.environ["COURT_BENCH_NODE"], int(os.environ["COURT_BENCH_NODE_PID"]),
                                  os.cpu_count() or 1)
                result = vote_to_last_viewer(kind, size, node)
                results.append(result)
                report_vote("node", result)
    assert all(r["missing"] == 0 for r in results)
