"""Benchmark: does recording model calls serialise site-wide on the daily spending ledger? (PostgreSQL)

    DATABASE_URL=postgres://... python -m pytest tests/bench/bench_spend_ledger.py -s

Every recorded call (`llm.recording.record`) adds to today's site-wide `DailySpend` row. A row update holds
that row's lock until its transaction ends, so one caller recording inside a long transaction would make every
other recorder on the site wait for it. This runs BENCH_LEDGER_THREADS (8) recorders, each recording
BENCH_LEDGER_CALLS (150) calls one at a time (as workers do, each its own user), twice: alone, and while one
more caller records a call inside a transaction it then holds open for BENCH_LEDGER_HOLD_S (3) s. It prints
calls per second and each record's latency (p50, p99, max) in both rounds, how many records waited longer than
half the hold, how many rows the site's day is kept in, and the load average. It asserts only that every
call was counted on the site's day.
"""

from __future__ import annotations

import os
import statistics
import threading
import time

import pytest
from django.contrib.auth import get_user_model
from django.db import connection, connections, transaction

from juryrigged.llm import spending
from juryrigged.llm.models import DailySpend
from juryrigged.llm.recording import record
from tests.support.spending import priced_call

THREADS = int(os.environ.get("BENCH_LEDGER_THREADS", "8"))
CALLS = int(os.environ.get("BENCH_LEDGER_CALLS", "150"))
HOLD_S = float(os.environ.get("BENCH_LEDGER_HOLD_S", "3"))

pytestmark = pytest.mark.django_db(transaction=True)


def _recorder(user_id: int, latencies: list[float], start: threading.Event) -> None:
    start.wait()
    try:
        with spending.paid_by(user_id):
            for _ in range(CALLS):
                began = time.perf_counter()
                record([priced_call("0.0001", 100, purpose="bench.ledger", subject="bench", completion_tokens=20)])
                latencies.append(time.perf_counter() - began)
    finally:
        connections.close_all()


def _holder(user_id: int, start: threading.Event, holding: threading.Event) -> None:
    """A caller recording one call inside a transaction it keeps open (a long step's transaction)."""
    start.wait()
    try:
        with spending.paid_by(user_id), transaction.atomic():
            record([priced_call("0.0001", 100, purpose="bench.ledger", subject="bench", completion_tokens=20)])
            holding.set()
            time.sleep(HOLD_S)
    finally:
        connections.close_all()


def _round(users: list[int], *, hold: bool) -> tuple[float, list[float]]:
    start, holding = threading.Event(), threading.Event()
    latencies: list[list[float]] = [[] for _ in users]
    threads = [threading.Thread(target=_recorder, args=(u, latencies[i], start)) for i, u in enumerate(users)]
    if hold:
        holder = threading.Thread(target=_holder, args=(users[0], start, holding))
        holder.start()
        start.set()
        holding.wait(timeout=30)  # the recorders start once the holder holds its transaction open
    for thread in threads:
        thread.start()
    began = time.perf_counter()
    start.set()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - began
    if hold:
        holder.join()
    return wall, [x for xs in latencies for x in xs]


def _line(name: str, wall: float, latencies: list[float]) -> str:
    ordered = sorted(latencies)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    slow = sum(1 for x in ordered if x > HOLD_S / 2)
    return (f"  {name}: {len(ordered)} records in {wall:.2f} s ({len(ordered) / wall:,.0f}/s); per record "
            f"p50 {statistics.median(ordered) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
            f"max {ordered[-1] * 1000:.0f} ms; waited > {HOLD_S / 2:.1f} s: {slow}")


@pytest.mark.timeout(600)
def test_recording_calls_while_one_caller_holds_a_long_transaction():
    if connection.vendor != "postgresql":
        pytest.skip("the row-lock question is PostgreSQL's (SQLite serialises every write anyway)")
    users = [get_user_model().objects.create_user(f"ledger-{k}").pk for k in range(THREADS)]
    load_before = os.getloadavg()
    alone = _round(users, hold=False)
    held = _round(users, hold=True)
    load_after = os.getloadavg()
    print(f"\nspending ledger on PostgreSQL: {THREADS} recorders x {CALLS} calls, one caller holding "
          f"{HOLD_S:.0f} s in round 2")
    print(f"  load average before {load_before[0]:.1f} / {load_before[1]:.1f} / {load_before[2]:.1f}, "
          f"after {load_after[0]:.1f} / {load_after[1]:.1f} / {load_after[2]:.1f}")
    print(_line("alone          ", *alone))
    print(_line("with the holder", *held))
    shards = DailySpend.objects.filter(payer=spending.SITE).count()
    print(f"  the site's day is kept in {shards} row(s)")
    site = spending.spent_today(spending.SITE)[spending.SITE]
    assert site.tokens == (2 * THREADS * CALLS + 1) * 120
