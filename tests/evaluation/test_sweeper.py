"""The sweeper resumes stale runs or marks them failed with a reason; claims keep one worker per run."""

from datetime import timedelta

import pytest
from django.core.cache import cache
from django.utils import timezone

from evaluation import runs
from evaluation.models import Message
from evaluation.sweeping import resume_key
from evaluation.tasks import sweep
from juryrigged.core.enqueue import enqueued_task_started
from juryrigged import realtime
from tests.evaluation.conftest import start

pytestmark = pytest.mark.django_db


@pytest.fixture
def enqueued(monkeypatch):
    sent = []
    def apply_async(args, **options):
        assert 0 < options["expires"] <= 600  # a resume left unread expires: none piles up without a worker
        sent.append(*args)

    monkeypatch.setattr("evaluation.tasks.run_evaluation.delay", lambda message_id: sent.append(message_id))
    monkeypatch.setattr("evaluation.tasks.run_evaluation.apply_async", apply_async)
    cache.clear()
    yield sent
    cache.clear()


def age(run, **fields):
    Message.objects.filter(pk=run.pk).update(**fields)


def test_a_pending_run_nobody_picked_up_is_enqueued_again(user, enqueued):
    run = start(user)
    age(run, created_at=timezone.now() - timedelta(minutes=5))
    assert sweep() == 1
    assert enqueued == [str(run.pk)]


def test_a_fresh_pending_run_is_left_alone(user, enqueued):
    start(user)
    assert sweep() == 0
    assert enqueued == []


def test_a_running_run_with_a_recent_heartbeat_is_left_alone(user, enqueued, settings):
    run = start(user)
    # a heartbeat two beats old: the worker is alive, whatever its model timeouts
    age(run, status="running", heartbeat_at=timezone.now() - timedelta(seconds=2 * settings.EVAL_HEARTBEAT_S))
    assert sweep() == 0


def test_a_sweep_that_finds_a_resume_still_queued_adds_none(user, enqueued, settings):
    # given a stale run whose resume the last sweep queued, and no worker has taken it yet
    run = start(user)
    age(run, status="running", attempts=1, heartbeat_at=timezone.now() - timedelta(minutes=5))
    sweep()
    # when the sweeper runs again and again (every SWEEP_INTERVAL_S without a worker)
    for _ in range(5):
        sweep()
    # then the queue holds the one resume
    assert enqueued == [str(run.pk)]
    # and once a worker takes it (and the run stalls again), the next sweep resumes it again
    enqueued_task_started(resume_key(run.pk))
    sweep()
    assert enqueued == [str(run.pk)] * 2


def test_a_running_run_whose_worker_went_silent_is_resumed(user, enqueued, settings):
    # given a run with the longest juror timeout, silent for 4 heartbeats (20 s)
    run = start(user)
    age(run, status="running", attempts=1,
        heartbeat_at=timezone.now() - timedelta(seconds=4 * settings.EVAL_HEARTBEAT_S),
        config={**run.config, "modeConfig": {**run.config["modeConfig"], "timeoutMs": 300000}})
    assert sweep() == 1
    assert enqueued == [str(run.pk)]


def test_a_run_interrupted_too_often_is_failed_with_a_reason(user, enqueued, settings):
    run = start(user)
    age(run, status="running", attempts=settings.EVAL_MAX_ATTEMPTS, heartbeat_at=timezone.now() - timedelta(hours=1))
    assert sweep() == 1
    run.refresh_from_db()
    assert run.status == "failed"
    assert run.error == "The evaluation was interrupted 3 times (its worker stopped) and was given up."
    assert realtime.events_after(run.stream)[-1].type == "error"
    assert enqueued == []


def test_a_claimed_run_cannot_be_claimed_by_a_second_worker(user):
    run = start(user)
    assert runs.run_claim(message_id=run.pk) is not None
    assert runs.run_claim(message_id=run.pk) is None
    run.refresh_from_db()
    assert (run.status, run.attempts) == ("running", 1)


def test_a_lapsed_claim_can_be_taken_over(user):
    run = start(user)
    runs.run_claim(message_id=run.pk)
    age(run, heartbeat_at=timezone.now() - timedelta(hours=1))
    assert runs.run_claim(message_id=run.pk) is None  # an old heartbeat is no lapse: the lease still runs
    age(run, lease_expires_at=timezone.now() - timedelta(seconds=1))
    assert runs.run_claim(message_id=run.pk).attempts == 2


def test_a_run_of_an_unknown_mode_fails_cleanly(user):
    run = start(user)
    age(run, mode="telepathy")
    runs.run_dispatch(message_id=run.pk)
    run.refresh_from_db()
    assert (run.status, run.error) == ("failed", "The telepathy mode is not available on this server.")
