from datetime import timedelta
from unittest import mock

import pytest
from django.utils import timezone

from game.models import Trial
from game.services.sweeps import trials_sweep as trial_sweep
from tests.game.court_support import seat_jury, start_game

pytestmark = pytest.mark.django_db


def test_the_sweeper_re_enqueues_a_step_left_pending_too_long():
    # given a trial waiting on opposing counsel's statement whose task was lost
    game = seat_jury(start_game())
    Trial.objects.filter(game=game).update(pending_since=timezone.now() - timedelta(minutes=5))
    trial = Trial.objects.get(game=game)
    # when the sweeper runs
    with mock.patch("game.tasks.trial_step.delay") as delay:
        assert trial_sweep() == 1
    # then the step is enqueued again for the same version, and not again at once
    delay.assert_called_once_with(game.pk, trial.version)
    assert Trial.objects.get(game=game).step_attempts == 1
    with mock.patch("game.tasks.trial_step.delay") as delay:
        assert trial_sweep() == 0


def test_the_sweeper_leaves_fresh_steps_alone():
    seat_jury(start_game())
    with mock.patch("game.tasks.trial_step.delay") as delay:
        assert trial_sweep() == 0
    delay.assert_not_called()


def test_a_step_that_never_completes_fails_the_game_with_a_reason(settings):
    from game.models import Game

    game = seat_jury(start_game())
    Trial.objects.filter(game=game).update(pending_since=timezone.now() - timedelta(minutes=5),
                                           step_attempts=settings.GAME_STEP_MAX_ATTEMPTS)
    with mock.patch("game.tasks.trial_step.delay") as delay:
        assert trial_sweep() == 0
    delay.assert_not_called()
    game.refresh_from_db()
    assert game.status == Game.Status.FAILED
    # (the judge's opening words to the jury are the first step the trial awaits)
    assert game.outcome_reason == "The trial stalled waiting for intervention after 5 attempts to resume it."
