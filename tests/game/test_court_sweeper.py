from datetime import timedelta
from unittest import mock

import pytest
from django.core.cache import cache
from django.utils import timezone

from game.models import Trial
from game.services.sweeps import TRIAL_STEP, resume_key
from game.services.sweeps import trials_sweep as trial_sweep
from juryrigged.core.enqueue import enqueued_task_started
from tests.game.court_support import seat_jury, start_game

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _no_resume_marked_queued():
    """A resume these tests queue never runs (its sending is mocked), so its queued mark (`enqueue_once`) is cleared
    between tests: ids repeat on SQLite."""
    cache.clear()
    yield
    cache.clear()


def test_the_sweeper_re_enqueues_a_step_left_pending_too_long():
    # given a trial waiting on opposing counsel's statement whose task was lost
    game = seat_jury(start_game())
    Trial.objects.filter(game=game).update(pending_since=timezone.now() - timedelta(minutes=5))
    trial = Trial.objects.get(game=game)
    # when the sweeper runs
    with mock.patch("game.tasks.trial_step.apply_async") as delay:
        assert trial_sweep() == 1
    # then the step is enqueued again for the same version, and not again at once
    delay.assert_called_once_with((game.pk, trial.version), expires=60)
    assert Trial.objects.get(game=game).step_attempts == 1
    with mock.patch("game.tasks.trial_step.apply_async") as delay:
        assert trial_sweep() == 0


def test_the_sweeper_leaves_fresh_steps_alone():
    seat_jury(start_game())
    with mock.patch("game.tasks.trial_step.apply_async") as delay:
        assert trial_sweep() == 0
    delay.assert_not_called()


def test_a_step_that_never_completes_fails_the_game_with_a_reason(settings):
    from game.models import Game

    game = seat_jury(start_game())
    Trial.objects.filter(game=game).update(pending_since=timezone.now() - timedelta(minutes=5),
                                           step_attempts=settings.GAME_STEP_MAX_ATTEMPTS)
    with mock.patch("game.tasks.trial_step.apply_async") as delay:
        assert trial_sweep() == 0
    delay.assert_not_called()
    game.refresh_from_db()
    assert game.status == Game.Status.FAILED
    # (the judge's opening words to the jury are the first step the trial awaits)
    assert game.outcome_reason == "The trial stalled waiting for intervention after 5 attempts to resume it."


def test_sweeps_without_a_worker_queue_one_resume_and_count_one_attempt():
    # given a trial step left pending, and no worker to take its resume
    game = seat_jury(start_game())
    trial = Trial.objects.get(game=game)
    stale = timezone.now() - timedelta(minutes=5)
    with mock.patch("game.tasks.trial_step.apply_async") as delay:
        # when beat sweeps again and again
        for _ in range(6):
            Trial.objects.filter(game=game).update(pending_since=stale)
            trial_sweep()
        # then the queue holds the one resume, and the game was not failed for the worker's absence
        delay.assert_called_once_with((game.pk, trial.version), expires=60)
        assert Trial.objects.get(game=game).step_attempts == 1
        assert trial.game.__class__.objects.get(pk=game.pk).status == "active"
        # and once a worker starts it (and the step stalls again), the next sweep resumes it again
        enqueued_task_started(resume_key(TRIAL_STEP, game.pk, trial.version))
        Trial.objects.filter(game=game).update(pending_since=stale)
        assert trial_sweep() == 1
    assert Trial.objects.get(game=game).step_attempts == 2
