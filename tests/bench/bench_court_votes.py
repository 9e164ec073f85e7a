"""Benchmark: sustained audience votes against PostgreSQL and Redis.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_DB_NAME=test_courtroom \
    REDIS_URL=redis://127.0.0.1:6379/1 python -m pytest tests/bench/bench_court_votes.py -s

One daphne process per core behind a pretend proxy (TRUSTED_PROXY_COUNT=1, every
voter its own X-Forwarded-For address and no cookie, so every vote is a new
voter), a Celery worker for the coalesced tally broadcasts and 1,000 websocket
viewers following the session. Two phases of COURT_BENCH_VOTE_SECONDS each: honest
voters alone, then with a spammer (SPAMMER_CONNECTIONS connections from one address,
keeping the voter cookie it was given, as fast as answers come). Printed per phase:
accepted votes per second, honest voters' latency p50/p95/p99, what the spammer got,
the load average; then tally broadcasts received per viewer, and the check that the
database holds exactly the votes answered 200 (asserted; a voter's later vote replaces
its earlier one, so the spammer counts once per voter cookie it voted with).
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
import subprocess
import sys
import time

import pytest

from courtroom.models import CourtSession, Poll, Vote
from courtroom.services import session_create, session_step
from juryrigged import realtime
from tests.bench.bench_court_clients import (ROOT, Servers, WebsocketViewer, connect_many, database_cpu_seconds,
                                             load_average, percentile)

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(3600)]
DURATION_S = float(os.environ.get("COURT_BENCH_VOTE_SECONDS", "20"))
CONCURRENCY = int(os.environ.get("COURT_BENCH_VOTE_CONCURRENCY", "32"))
VIEWERS = int(os.environ.get("COURT_BENCH_VIEWERS", "1000"))
WARM_UP_S = 5
SPAMMER_CONNECTIONS = int(os.environ.get("COURT_BENCH_SPAMMER_CONNECTIONS", "4"))


def viewer_process(port: int, path: str, count: int, pipe) -> None:
    async def main():
        frames = {"n": 0}

        def on_text(viewer, data):
            if b'"vote_updated"' in data:
                frames["n"] += 1

        connected = await connect_many(WebsocketViewer, port, path, count, on_text)
        pipe.send(len(connected))
        await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
        pipe.send(frames["n"])

    asyncio.run(main())


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


async def load(ports: list[int], session_id: int, spammer_on: bool, first_voter: int,
               seconds: float = DURATION_S) -> dict:
    path = f"/api/court/sessions/{session_id}/vote"
    stop = time.monotonic() + seconds
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    spam = {"sent": 0, "ok": 0, "blocked": 0, "cookie": "", "voters": set()}
    counter = {"n": first_voter}

    async def voter(index: int):
        port = ports[index % len(ports)]
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        while time.monotonic() < stop:
            counter["n"] += 1
            n = counter["n"]
            ip = f"10.{n // 65536 % 256}.{n // 256 % 256}.{n % 256}"
            body = json.dumps({"type": "verdict", "choice": "guilty" if n % 3 else "not_guilty"}).encode()
            status, ms, _ = await post(reader, writer, port, path, body, ip)
            statuses[status] = statuses.get(status, 0) + 1
            latencies.append(ms)
        writer.close()

    async def spammer(index: int):
        port = ports[index % len(ports)]
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        while time.monotonic() < stop:
            sent_cookie = spam["cookie"]
            status, _, cookie = await post(reader, writer, port, path, b'{"type":"verdict","choice":"guilty"}',
                                           "198.51.100.66", sent_cookie)
            spam["cookie"] = spam["cookie"] or cookie  # a spammer keeps the voter it was given
            if status == 200:
                spam["voters"].add(cookie or sent_cookie)  # a voter's second vote replaces its first
            spam["sent"] += 1
            spam["ok" if status == 200 else "blocked"] += 1
        writer.close()

    began = time.monotonic()
    spammers = [spammer(i) for i in range(SPAMMER_CONNECTIONS)] if spammer_on else []
    await asyncio.gather(*spammers, *(voter(i) for i in range(CONCURRENCY)))
    elapsed = time.monotonic() - began
    return {"elapsed": elapsed, "latencies": latencies, "statuses": statuses, "spam": spam, "last": counter["n"]}


def measured(servers: Servers, database: str, label: str, *args) -> dict:
    """One load phase, with the CPU seconds the servers and their database backends spent on it."""
    print(f"\nphase {label} starting", flush=True)
    cpu = servers.cpu_seconds(), database_cpu_seconds(database)
    result = asyncio.run(load(*args))
    result["cpu"] = servers.cpu_seconds() - cpu[0], database_cpu_seconds(database) - cpu[1]
    return result


def report(label: str, result: dict, connected: int) -> None:
    latencies, ok = result["latencies"], result["statuses"].get(200, 0)
    accepted = ok + result["spam"]["ok"]
    others = {k: v for k, v in result["statuses"].items() if k != 200}
    print(f"\n{label}: {ok} votes accepted from distinct voters in {result['elapsed']:.1f} s = "
          f"{ok / result['elapsed']:.0f} votes/s, {CONCURRENCY} concurrent voters, {connected} websocket viewers; "
          f"honest latency p50 {percentile(latencies, 50):.1f} ms p95 {percentile(latencies, 95):.1f} ms "
          f"p99 {percentile(latencies, 99):.1f} ms; other statuses {others}; spammer {result['spam']['sent']} "
          f"attempts, {result['spam']['ok']} accepted, {result['spam']['blocked']} refused; "
          f"load average {load_average()}", flush=True)
    # CPU time, unlike votes/s, does not depend on what else the shared machine is doing.
    servers_cpu, database_cpu = result["cpu"]
    print(f"  CPU per 1,000 accepted votes: servers {servers_cpu * 1000 / max(accepted, 1):.2f} s, PostgreSQL "
          f"backends {database_cpu * 1000 / max(accepted, 1):.2f} s ({servers_cpu:.1f} s + {database_cpu:.1f} s "
          f"for {accepted} accepted, {sum(result['statuses'].values()) + result['spam']['sent']} answered)",
          flush=True)


def test_sustained_votes_with_viewers_and_a_spammer(require_postgres, require_redis, settings):
    from juryrigged.celery import app

    # given a session whose verdict poll stays open for the whole run (and no stale tasks queued)
    app.control.purge()
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
    while CourtSession.objects.get(pk=session.pk).phase != "verdict_vote":
        current = CourtSession.objects.get(pk=session.pk)
        session_step(session_id=current.pk, cursor=current.cursor)
    db = settings.DATABASES["default"]
    env = {"DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
           "REDIS_URL": os.environ["REDIS_URL"], "TRUSTED_PROXY_COUNT": "1",
           "REALTIME_FANOUT_HUB": "false" if os.environ.get("COURT_BENCH_HUB") == "off" else "true"}
    worker = subprocess.Popen([sys.executable, "-m", "celery", "-A", "juryrigged", "worker", "-P", "threads", "-c",
                               "2", "--loglevel", "WARNING", "--without-heartbeat", "--without-mingle",
                               "--without-gossip"], cwd=ROOT, env={**os.environ, **env},
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        with Servers(os.cpu_count() or 1, env) as servers:
            context = multiprocessing.get_context("fork")
            after = realtime.last_seq(session.stream)
            pipes, processes = [], []
            for port in servers.ports:  # the viewers are split across the servers
                parent, child = context.Pipe()
                process = context.Process(target=viewer_process, daemon=True, args=(
                    port, f"/ws/streams/{session.stream}/?after={after}", VIEWERS // len(servers.ports), child))
                process.start()
                pipes.append(parent)
                processes.append(process)
            connected = sum(pipe.recv() for pipe in pipes)
            # when honest voters vote for DURATION_S, then again with a spammer (after an unmeasured warm-up:
            # first requests open pools and connections)
            warm = asyncio.run(load(servers.ports, session.pk, False, 0, seconds=WARM_UP_S))
            alone = measured(servers, db["NAME"], "alone", servers.ports, session.pk, False, warm["last"])
            report("without a spammer", alone, connected)
            spammed = measured(servers, db["NAME"], "spammed", servers.ports, session.pk, True, alone["last"])
            report("with a spammer   ", spammed, connected)
            time.sleep(1.5)  # the last coalesced broadcast
            tally_frames = 0
            for pipe in pipes:
                pipe.send("stop")
                tally_frames += pipe.recv()
            for process in processes:
                process.join(timeout=10)
    finally:
        worker.terminate()
        worker.wait(timeout=15)
    # then every vote answered 200 is in the database, and nothing else
    accepted = sum(r["statuses"].get(200, 0) + len(r["spam"]["voters"]) for r in (warm, alone, spammed))
    stored = Vote.objects.filter(poll=Poll.objects.get(session=session, kind="verdict")).count()
    p95 = [percentile(r["latencies"], 95) for r in (alone, spammed)]
    print(f"honest p95 with the spammer / without: {p95[1] / p95[0]:.2f}; viewers received "
          f"{tally_frames / max(connected, 1):.1f} vote_updated frames each; database votes {stored} == "
          f"answers 200 {accepted}: {stored == accepted}")
    assert stored == accepted
    assert spammed["spam"]["ok"] <= settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW * (
        1 + int(DURATION_S * 1000 // settings.VOTE_SPAM_WINDOW_MS) + 1)


def test_the_servers_own_ceiling_with_a_trivial_app():
    """The same client and servers, serving an app that only answers: what daphne costs per request."""
    with Servers(os.cpu_count() or 1, {}, app="tests.bench.trivial_asgi:application") as servers:
        asyncio.run(load(servers.ports, 1, False, 0, seconds=WARM_UP_S))
        print("\nphase trivial starting", flush=True)
        cpu = servers.cpu_seconds()
        result = asyncio.run(load(servers.ports, 1, False, 0))
        result["cpu"] = servers.cpu_seconds() - cpu, 0.0
        report("trivial ASGI app under the same servers", result, 0)
    assert result["statuses"] == {200: len(result["latencies"])}
