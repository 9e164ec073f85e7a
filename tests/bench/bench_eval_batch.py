"""Benchmark: batches judged by the offline mock at 200 ms a call, on a real worker.

    DATABASE_URL=postgres://... REDIS_URL=redis://... python -m pytest tests/bench/bench_eval_batch.py -s

Three runs, one after the other, so all see the same machine:

1. jury, 1,000 items (BENCH_BATCH_ITEMS), 16 items at once, call limits above what 16 items ask
   (48 = 16 × 3 jurors): the throughput of the batch machinery itself;
2. the same with a provider limit of 16 calls (BENCH_BATCH_CALLS): the limit counts calls, so at
   most 16 calls are in flight whatever the items ask, and the wall time is bounded by
   items × calls per item × latency ÷ 16;
3. dialectical, 200 items (BENCH_BATCH_DIALECTIC_ITEMS) with a two-criterion rubric (6 judge
   calls an item, all concurrent), 16 items at once, call limits 48.

Each prints items per second, the wall time against (items × calls per item × latency ÷
concurrency) and the most calls the provider saw at once (a counting wrapper around the mock).
Asserts what must hold at any speed: every item judged, one run each, the exact number of
calls, and the peak within the provider limit.
"""

from __future__ import annotations

import os
import time

import pytest
from celery.contrib.testing.worker import start_worker
from django.contrib.auth import get_user_model

from evaluation.batch import services
from evaluation.batch.intake import ItemSpec
from evaluation.models import DeliberationStage, Message
from juryrigged import llm
from juryrigged.llm.models import LLMCall
from juryrigged.llm.providers import MockProvider
from tests.support.counting import CountingProvider

ITEMS = int(os.environ.get("BENCH_BATCH_ITEMS", "1000"))
DIALECTIC_ITEMS = int(os.environ.get("BENCH_BATCH_DIALECTIC_ITEMS", "200"))
CONCURRENCY = int(os.environ.get("BENCH_BATCH_CONCURRENCY", "16"))
CALL_LIMIT = int(os.environ.get("BENCH_BATCH_CALLS", "16"))
LATENCY_MS = 200
PANEL = {"jurorModels": ["bench/juror-a", "bench/juror-b", "bench/juror-c"], "foremanModel": "bench/foreman",
         "timeoutMs": 30000}
RUBRIC = [{"id": "helpful", "name": "Helpful", "description": "The answer helps the customer.",
           "successPattern": "A helpful answer.", "failurePattern": "An unhelpful answer."},
          {"id": "accurate", "name": "Accurate", "description": "The answer is accurate.",
           "successPattern": "Accurate steps.", "failurePattern": "Wrong steps."}]
DIALECTIC = {"rubricName": "Bench", "rubric": RUBRIC, "timeoutMs": 30000,
             "judgeModels": {"Prosecutor": "bench/p", "Defense": "bench/d", "TechLead": "bench/t"}}


def run_batch(user, *, mode: str, config: dict, n: int, calls_each: int, purposes: list[str], provider_limit: int,
              settings) -> dict:
    from juryrigged.celery import app

    settings.BATCH_USER_CONCURRENCY = settings.BATCH_PROVIDER_CONCURRENCY = provider_limit
    items = [ItemSpec(content=f"Answer {k}: open Settings, then Account, then Reset password.", question="How?")
             for k in range(n)]
    provider = CountingProvider(MockProvider())
    app.control.purge()
    before = LLMCall.objects.filter(purpose__in=purposes).count()
    with llm.use_provider(provider), start_worker(app, pool="threads", concurrency=CONCURRENCY + 2,
                                                  perform_ping_check=False, shutdown_timeout=30, loglevel="WARNING"):
        started = time.perf_counter()
        batch = services.batch_create(user=user, name=f"bench {mode}", mode=mode, config=config, items=items,
                                      concurrency=CONCURRENCY, budget_usd=None, budget_tokens=None)
        deadline = started + 1800
        while time.perf_counter() < deadline:
            batch.refresh_from_db()
            if not batch.is_active:
                break
            time.sleep(0.25)
        wall = time.perf_counter() - started
    assert (batch.status, batch.done, batch.failed) == ("complete", n, 0), batch.reason
    assert Message.objects.filter(batch_item__batch=batch).count() == n
    calls = LLMCall.objects.filter(purpose__in=purposes).count() - before
    if mode == "dialectic":  # a criterion whose judges disagree by more than 2 is argued again: 3 more calls
        opinions = DeliberationStage.objects.filter(message__batch_item__batch=batch, stage_type="opinion").count()
        assert calls == opinions >= n * calls_each
    else:
        assert calls == n * calls_each
    assert provider.peak <= provider_limit
    return {"wall": wall, "calls": calls, "peak": provider.peak, "n": n}


def report(label: str, result: dict, concurrency: int, limit: int) -> None:
    calls_each = result["calls"] / result["n"]
    yardstick = result["calls"] * LATENCY_MS / 1000 / concurrency
    print(f"  {label}: {result['n']} items, {result['calls']} calls, wall {result['wall']:.1f} s, "
          f"{result['n'] / result['wall']:.1f} items/s; items × {calls_each:g} calls × {LATENCY_MS} ms ÷ {concurrency} "
          f"= {yardstick:.1f} s → ratio {result['wall'] / yardstick:.2f}; peak {result['peak']} calls at once "
          f"(limit {limit})")


@pytest.mark.timeout(3600)
@pytest.mark.django_db(transaction=True)
def test_batches_at_200_ms_a_call(settings):
    if not os.environ.get("DATABASE_URL"):
        pytest.skip("run the batch benchmark on PostgreSQL (DATABASE_URL): SQLite serializes the workers' writes")
    settings.LLM_MOCK_LATENCY_MS = LATENCY_MS
    settings.BATCH_MAX_CONCURRENCY = CONCURRENCY
    user = get_user_model().objects.create_user("bencher")
    load_before = os.getloadavg()
    jury = run_batch(user, mode="jury", config=PANEL, n=ITEMS, calls_each=4, purposes=["eval.juror", "eval.foreman"],
                     provider_limit=CONCURRENCY * 3, settings=settings)
    limited = run_batch(user, mode="jury", config=PANEL, n=ITEMS, calls_each=4,
                        purposes=["eval.juror", "eval.foreman"], provider_limit=CALL_LIMIT, settings=settings)
    audits = run_batch(user, mode="dialectic", config=DIALECTIC, n=DIALECTIC_ITEMS, calls_each=6,
                       purposes=["dialectic.opinion"], provider_limit=CONCURRENCY * 3, settings=settings)
    load_after = os.getloadavg()
    print(f"\nbatches, mock {LATENCY_MS} ms a call (0.5–1.5× per prompt), {CONCURRENCY} items at once "
          f"(load average {load_before[0]:.1f} before, {load_after[0]:.1f} after):")
    report("jury, call limit 48", jury, CONCURRENCY, CONCURRENCY * 3)
    critical = ITEMS / CONCURRENCY * 2 * LATENCY_MS / 1000
    print(f"    critical path (jurors concurrent, then the foreman) = {critical:.1f} s → ratio "
          f"{jury['wall'] / critical:.2f}")
    report(f"jury, provider limit {CALL_LIMIT} calls", limited, CALL_LIMIT, CALL_LIMIT)
    report("dialectical (2 criteria × 3 judges), call limit 48", audits, CONCURRENCY, CONCURRENCY * 3)
    assert limited["peak"] <= CALL_LIMIT
