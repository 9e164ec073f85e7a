"""The sweeper resumes overdue deliberation rounds and unanswered challenges, and fails
a game it cannot resume, with the reason."""

from datetime import timedelta

import pytest
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
