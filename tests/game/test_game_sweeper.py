"""The sweeper resumes overdue deliberation rounds and unanswered challenges, and fails
a game it cannot resume, with the reason."""

from datetime import timedelta
from unittest import mock

import pytest
from django.core.cache import cache
from django.utils import timezone

from game.services.deliberation import deliberation_start
from game.models import Game, GameEvent
from game.tasks import sweep
from game.services.voir_dire import voir_dire_challenge
from tests.game.jury_support import in_selection, run_on_commit, seated, sworn

pytestmark = pytest.mark.django_db


def test_an_overdue_deliberation_is_resumed_to_its_verdict(cases, player, eager):
    # given a deliberation whose first step was lost (no on_commit ran)
    game = sworn(player, cases["mid"])
    deliberation_start(game=game)
    Game.objects.filter(pk=game.pk).update(next_step_at=timezone.now() - timedelta(seconds=1))
    # when the sweeper runs
    with run_on_commit():
        assert sweep() == 1
    # then the rounds ran to a verdict
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED and game.outcome in ("guilty", "not_guilty", "hung")


def test_a_game_that_keeps_stalling_is_failed_with_a_reason(cases, player, settings):
    game = sworn(player, cases["mid"])
    deliberation_start(game=game)
    Game.objects.filter(pk=game.pk).update(next_step_at=timezone.now() - timedelta(seconds=1),
                                           step_attempts=settings.GAME_STEP_MAX_ATTEMPTS)
    sweep()
    game.refresh_from_db()
    assert game.status == Game.Status.FAILED
    assert game.outcome_reason == "Deliberation stalled at round 0 after 5 attempts to resume it."


def test_a_challenge_left_unanswered_is_ruled(cases, player, eager):
    game = in_selection(player, cases["tutorial"])
    voir_dire_challenge(game=game, juror_id=seated(game)[0].persona_id, reason="bias")
    GameEvent.objects.filter(kind="voir_dire.challenge").update(created_at=timezone.now() - timedelta(minutes=5))
    sweep()
    assert GameEvent.objects.get(kind="voir_dire.challenge").payload["status"] == "granted"


def test_nothing_due_means_nothing_done(cases, player):
    sworn(player, cases["mid"])
    assert sweep() == 0


def test_sweeps_without_a_worker_queue_one_resume_of_a_round_and_of_a_challenge(cases, player):
    # given an overdue deliberation and an unanswered challenge, and no worker
    cache.clear()
    game = sworn(player, cases["mid"])
    deliberation_start(game=game)
    other = in_selection(player, cases["tutorial"])
    voir_dire_challenge(game=other, juror_id=seated(other)[0].persona_id, reason="bias")
    GameEvent.objects.filter(kind="voir_dire.challenge").update(created_at=timezone.now() - timedelta(minutes=5))
    sent = []
    with mock.patch("celery.app.task.Task.apply_async", lambda task, args, **options: sent.append(task.name)):
        # when beat sweeps again and again
        for _ in range(7):
            Game.objects.filter(pk=game.pk).update(next_step_at=timezone.now() - timedelta(seconds=1))
            sweep()
    cache.clear()
    # then one resume of each was queued, one attempt counted, and the game lives
    assert sorted(sent) == ["game.tasks.deliberation_step", "game.tasks.rule_for_cause"]
    game.refresh_from_db()
    assert (game.step_attempts, game.status) == (1, Game.Status.ACTIVE)
