"""Benchmark: fan-out of one court event to N viewers (websocket and SSE).

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_DB_NAME=test_courtroom \
    REDIS_URL=redis://127.0.0.1:6379/1 python -m pytest tests/bench/bench_court_fanout.py -s

One daphne process per core serves the viewers over Redis pub/sub; the viewers
are split across them and run in one client process per server. A `turn` is
published (stored, then broadcast once, pre-encoded) with its send time; each
viewer notes when the frame arrives. Printed: p50/p99 of that delay over all
viewers and rounds, the slowest delivery, and server memory per connection.
COURT_BENCH_VIEWERS (default "1000,5000,10000"), COURT_BENCH_KINDS
("websocket,sse") and COURT_BENCH_HUB ("on", or "off,on": the realtime door's
per-process fan-out hub, REALTIME_FANOUT_HUB, which serves websockets and SSE alike)
choose the runs. The machine's load average is printed beside every figure.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import re
import time

import pytest
from django.conf import settings
from django.db import transaction

from courtroom.services import session_create
from juryrigged import realtime
from tests.bench.bench_court_clients import (SseViewer, Servers, WebsocketViewer, connect_many, load_average,
                                             percentile)

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(3600)]
ROUNDS = 5
MARK = re.compile(rb'"bench":(\d+)')
TURN_TEXT = ("Objection, Your Honour! The witness has described the stapler as red, yet the receipt "
             "plainly says crimson, and the defence will not let such a discrepancy slide.")


def viewers(kind: str, port: int, path: str, count: int, pipe) -> None:
    """A client process: connect `count` viewers, report, then record arrival times until told to stop."""

    async def main():
        arrivals: dict[int, list[float]] = {}

        def on_text(viewer, data: bytes):
            now = time.time()
            for match in MARK.finditer(data):
                arrivals.setdefault(int(match.group(1)), []).append(now)

        klass = WebsocketViewer if kind == "websocket" else SseViewer
        try:
            connected = await connect_many(klass, port, path, count, on_text)
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


def run(kind: str, total: int, session, servers: Servers) -> dict:
    stream = session.stream
    after = realtime.last_seq(stream)
    path = (f"/ws/streams/{stream}/?after={after}" if kind == "websocket"
            else f"/api/court/sessions/{session.pk}/stream")
    before_rss = sum(servers.rss_kb())
    context = multiprocessing.get_context("fork")
    pipes, processes = [], []
    share = total // len(servers.ports)
    started = time.monotonic()
    for port in servers.ports:
        parent, child = context.Pipe()
        process = context.Process(target=viewers, args=(kind, port, path, share, child), daemon=True)
        process.start()
        pipes.append(parent)
        processes.append(process)
    for pipe in pipes:
        status, value = pipe.recv()
        assert status == "ready", value
    connect_s = time.monotonic() - started
    connected = share * len(pipes)
    per_conn_kb = (sum(servers.rss_kb()) - before_rss) / connected
    sent: dict[int, float] = {}
    for number in range(ROUNDS):
        sent[number] = publish(stream, number)
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
    delays, missing = [], 0
    for pipe in pipes:
        pipe.send("stop")
        arrivals = pipe.recv()
        for number, at in sent.items():
            times = arrivals.get(number, [])
            missing += share - len(times)
            delays += [(t - at) * 1000 for t in times]
    for process in processes:
        process.join(timeout=10)
    return {"kind": kind, "viewers": connected, "connect_s": connect_s, "p50": percentile(delays, 50),
            "p99": percentile(delays, 99), "max": max(delays), "missing": missing, "kb_per_conn": per_conn_kb}


def test_fan_out_of_a_turn_to_many_viewers(require_postgres, require_redis):
    sizes = [int(n) for n in os.environ.get("COURT_BENCH_VIEWERS", "1000,5000,10000").split(",")]
    kinds = os.environ.get("COURT_BENCH_KINDS", "websocket,sse").split(",")
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
    db = settings.DATABASES["default"]
    url = f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"
    cores = os.cpu_count() or 1
    results = []
    for hub in os.environ.get("COURT_BENCH_HUB", "on").split(","):
        env = {"DATABASE_URL": url, "REDIS_URL": os.environ["REDIS_URL"], "SSE_HEARTBEAT_S": "600",
               "REALTIME_FANOUT_HUB": "true" if hub == "on" else "false"}
        for kind in kinds:
            with Servers(cores, env) as servers:  # fresh servers per kind: one run's teardown never weighs on the next
                for size in sizes:
                    result = run(kind, size, session, servers)
                    results.append(result)
                    print(f"\n{kind:9s} hub {hub:3s} {result['viewers']:6d} viewers on {cores} server process(es): "
                          f"p50 {result['p50']:7.1f} ms  p99 {result['p99']:7.1f} ms  max {result['max']:7.1f} ms  "
                          f"missing {result['missing']}  memory {result['kb_per_conn']:.1f} KB/connection  "
                          f"(connected in {result['connect_s']:.1f} s)  load average {load_average()}", flush=True)
                    time.sleep(2)
    assert all(r["missing"] == 0 for r in results)
