"""A batch on a real Celery worker process that is killed (SIGKILL, its whole process group) while an item is
half-way through its model calls: a dialectical audit with part of its judges' opinions stored, or a jury with
part of its jurors'. A second worker takes over: the sweepers resume the dead worker's runs from what they
stored and pump the batch, which completes with every item judged once: one run per item, each opinion (judge,
criterion, round) or juror's assessment stored once, one report or verdict each, and no item lost."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse, urlunparse

import pytest
from django.contrib.auth import get_user_model
from django.db.models import Count

from evaluation.batch import selectors
from evaluation.batch.models import Batch, BatchItem
from evaluation.models import DeliberationStage, Message
from juryrigged.llm.models import LLMCall
from tests.evaluation.batch_support import JURORS, RUBRIC, create, create_dialectic, dialectic_items, items

pytestmark = pytest.mark.django_db(transaction=True)

ROOT = Path(__file__).resolve().parents[2]
ITEMS, AT_ONCE = 6, 3
OPINIONS_PER_ROUND = 3 * len(RUBRIC)
# What each mode stores per answered call, and how many an item stores before its last step.
MODES = {"dialectic": ("opinion", OPINIONS_PER_ROUND, ["dialectic.opinion"]),
         "jury": ("deliberation", len(JURORS), ["eval.juror", "eval.foreman"])}


def worker(env: dict) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "celery", "-A", "juryrigged", "worker", "-B", "-P", "threads",
                             "-c", "6", "--loglevel", "WARNING", "--without-heartbeat", "--without-mingle",
                             "--without-gossip", "-s", f"/tmp/jr-test-beat-{os.getpid()}"],
                            cwd=ROOT, env={**os.environ, **env}, start_new_session=True,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def kill(process: subprocess.Popen | None) -> None:
    if process is not None and process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)


def wait_until(predicate, limit: float):
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    return None


def half_way(batch, stage: str, full: int) -> Message | None:
    """A running item of the batch with some, not all, of its first answers stored."""
    counts = (DeliberationStage.objects.filter(message__batch_item__batch=batch, message__status="running",
                                               stage_type=stage)
              .values("message").annotate(n=Count("pk")).filter(n__gte=1, n__lt=full).order_by("message"))
    row = counts.first()
    return Message.objects.get(pk=row["message"]) if row else None


@pytest.mark.timeout(300)
@pytest.mark.parametrize("mode", ["dialectic", "jury"])
def test_a_killed_worker_loses_and_repeats_no_item_of_a_batch(require_postgres, require_redis, settings, mode):
    from juryrigged.celery import app

    stage, full, purposes = MODES[mode]
    app.control.purge()
    database = urlparse(os.environ["DATABASE_URL"])._replace(path=f"/{settings.DATABASES['default']['NAME']}")
    env = {"DATABASE_URL": urlunparse(database), "REDIS_URL": os.environ["REDIS_URL"], "LLM_PROVIDER": "mock",
           # judges answer in 0.6–1.8 s (the mock's spread), so an audit is caught half-way
           "LLM_MOCK_LATENCY_MS": "1200",
           # a dead worker's audit is stale after 3 missed 2 s heartbeats (shorter ones take a live worker on a
           # busy machine for dead); the sweepers run every second
           "EVAL_HEARTBEAT_S": "2", "EVAL_STALE_AFTER_S": "6", "SWEEP_INTERVAL_S": "1"}
    settings.EVAL_HEARTBEAT_S = 2
    user = get_user_model().objects.create_user("auditor")
    first = second = None
    try:
        # given a dialectical batch running on a worker process
        first = worker(env)
        qualities = [5, 4, 3, 2, 1, 4][:ITEMS]
        batch = (create_dialectic(user, dialectic_items(qualities), concurrency=AT_ONCE) if mode == "dialectic"
                 else create(user, items(qualities), concurrency=AT_ONCE))
        # when the worker is killed while an item has only part of its judges' (or jurors') answers stored
        caught = wait_until(lambda: half_way(batch, stage, full), 120)
        assert caught is not None, "no item was caught half-way"
        kill(first)
        stored_before = DeliberationStage.objects.filter(message=caught, stage_type=stage).count()
        assert 1 <= stored_before < full
        assert Batch.objects.get(pk=batch.pk).is_active
        # and a new worker starts
        second = worker(env)
        ended = wait_until(lambda: not Batch.objects.get(pk=batch.pk).is_active, 180)
    finally:
        kill(first)
        kill(second)
    assert ended, "the batch never ended after the new worker started"
    batch = Batch.objects.get(pk=batch.pk)
    # then the batch completed: every item judged, none lost
    errors = list(BatchItem.objects.filter(batch=batch, status="failed").values_list("error", flat=True))
    assert (batch.status, batch.done, batch.failed) == ("complete", ITEMS, 0), errors
    assert BatchItem.objects.filter(batch=batch, status="done").count() == ITEMS
    # and nothing judged twice: one run per item, each opinion (judge, criterion, round) once, one report each
    runs = Message.objects.filter(batch_item__batch=batch)
    assert runs.count() == ITEMS
    for run in runs:
        stages = DeliberationStage.objects.filter(message=run)
        if mode == "dialectic":
            report = stages.get(stage_type="report").parsed_data
            expected = OPINIONS_PER_ROUND + 3 * report["counts"]["reevaluated"]
            assert stages.filter(stage_type="opinion").count() == expected, run.pk
            assert stages.filter(stage_type="criterion").count() == len(RUBRIC)
        else:
            assert stages.filter(stage_type="deliberation").count() == len(JURORS), run.pk
            assert stages.filter(stage_type="verdict").count() == 1
    # and the item caught half-way was resumed (a second pick-up), keeping the answers stored before the kill
    caught.refresh_from_db()
    assert caught.status == "complete" and caught.attempts >= 2
    assert DeliberationStage.objects.filter(message=caught, stage_type=stage).count() >= stored_before
    # and the only calls asked again are the ones in flight when the worker died (their answers never stored)
    answers = DeliberationStage.objects.filter(message__in=runs, stage_type__in=["opinion", "deliberation",
                                                                                  "verdict"]).count()
    calls = LLMCall.objects.filter(purpose__in=purposes, subject__in=[f"eval.message:{r.pk}" for r in runs])
    assert answers <= calls.count() <= answers + AT_ONCE * full
    # and every item's result was filed from its audit
    assert selectors.stats_items(batch) and all(i.scores for i in BatchItem.objects.filter(batch=batch))
