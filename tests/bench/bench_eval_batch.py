"""Benchmark: a batch of 1,000 items judged by the offline mock at 200 ms a call, on real workers.

    DATABASE_URL=postgres://... REDIS_URL=redis://... python -m pytest tests/bench/bench_eval_batch.py -s

Three jurors (concurrent within an item) and a foreman per item: 4 calls, 2 of them on the
critical path (0.4 s). Items run BATCH concurrency at a time as Celery tasks on a real worker
(threads), pumped by the batch service. Prints items per second and the wall time against
(items × calls per item × latency ÷ concurrency), the issue's yardstick, and against the
critical-path bound (items ÷ concurrency × 0.4 s). Asserts what must hold at any speed: every item judged,
exactly one run each, exactly 4 calls each.
"""

from __future__ import annotations

import os
import time

import pytest
from celery.contrib.testing.worker import start_worker
from django.contrib.auth import get_user_model

from evaluation.batch import services
from evaluation.batch.intake import ItemSpec
from evaluation.models import Message
from juryrigged.llm.models import LLMCall

ITEMS = int(os.environ.get("BENCH_BATCH_ITEMS", "1000"))
CONCURRENCY = int(os.environ.get("BENCH_BATCH_CONCURRENCY", "16"))
LATENCY_MS = 200
CALLS_PER_ITEM = 4
PANEL = {"jurorModels": ["bench/juror-a", "bench/juror-b", "bench/juror-c"], "foremanModel": "bench/foreman",
         "timeoutMs": 30000}


@pytest.mark.django_db(transaction=True)
def test_a_thousand_items_at_200_ms_a_call(settings):
    if not os.environ.get("DATABASE_URL"):
        pytest.skip("run the batch benchmark on PostgreSQL (DATABASE_URL): SQLite serializes the workers' writes")
    from juryrigged.celery import app

    settings.LLM_MOCK_LATENCY_MS = LATENCY_MS
    settings.BATCH_MAX_CONCURRENCY = settings.BATCH_USER_CONCURRENCY = settings.BATCH_PROVIDER_CONCURRENCY = CONCURRENCY
    user = get_user_model().objects.create_user("bencher")
    items = [ItemSpec(content=f"Answer {n}: open Settings, then Account, then Reset password.", question="How?")
             for n in range(ITEMS)]
    app.control.purge()
    with start_worker(app, pool="threads", concurrency=CONCURRENCY + 2, perform_ping_check=False,
                      shutdown_timeout=30, loglevel="WARNING"):
        started = time.perf_counter()
        batch = services.batch_create(user=user, name="bench", mode="jury", config=PANEL, items=items,
                                      concurrency=CONCURRENCY, budget_usd=None, budget_tokens=None)
        deadline = started + 900
        while time.perf_counter() < deadline:
            batch.refresh_from_db()
            if not batch.is_active:
                break
            time.sleep(0.25)
        wall = time.perf_counter() - started
    assert (batch.status, batch.done, batch.failed) == ("complete", ITEMS, 0), batch.reason
    assert Message.objects.filter(batch_item__batch=batch).count() == ITEMS
    calls = LLMCall.objects.filter(purpose__in=["eval.juror", "eval.foreman"]).count()
    assert calls == ITEMS * CALLS_PER_ITEM
    yardstick = ITEMS * CALLS_PER_ITEM * LATENCY_MS / 1000 / CONCURRENCY
    critical = ITEMS / CONCURRENCY * 2 * LATENCY_MS / 1000
    load = os.getloadavg()[0]
    print(f"\nbatch of {ITEMS} items, {CONCURRENCY} at once, mock {LATENCY_MS} ms a call, {calls} calls "
          f"(load average {load:.1f}):")
    print(f"  wall {wall:.1f} s · {ITEMS / wall:.1f} items/s")
    print(f"  items × calls × latency ÷ concurrency = {yardstick:.1f} s → ratio {wall / yardstick:.2f}")
    print(f"  critical path (jurors concurrent, then the foreman) = {critical:.1f} s → ratio {wall / critical:.2f}")
