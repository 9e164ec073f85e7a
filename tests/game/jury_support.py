"""Helpers for part one's tests: shipped cases installed, a player, games in each phase."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import TestCase

from game.cases import cases_install
from game.models import Case, Game, JurorState, PlayerProfile


def make_player(username: str = "player", jury_reading: int = 3) -> object:
    user = get_user_model().objects.create_user(username, password="pw-123456")
    PlayerProfile.objects.create(user=user, jury_reading=jury_reading)
    return user


def run_on_commit():
    """Run transaction.on_commit callbacks (tasks are eager in these tests)."""
    return TestCase.captureOnCommitCallbacks(execute=True)


@pytest.fixture
def eager(settings):
    settings.CELERY_TASK_ALWAYS_EAGER = True
    settings.GAME_DELIBERATION_PAUSE_S = 0
    return settings


@pytest.fixture
def cases(db):
    cases_install()
    return {c.tier: c for c in Case.objects.all()}


@pytest.fixture
def player(db):
    return make_player()


def seated(game: Game) -> list[JurorState]:
    return list(game.jurors.select_related("persona").filter(status=JurorState.Status.SEATED).order_by("seat"))


def in_selection(user, case: Case, seed: int = 11) -> Game:
    from game.services import game_begin_jury_selection, game_start

    return game_begin_jury_selection(game=game_start(user=user, case=case, seed=seed))


def sworn(user, case: Case, seed: int = 11) -> Game:
    from game.voir_dire import voir_dire_pass

    game = in_selection(user, case, seed)
    for _ in range(5):
        if voir_dire_pass(game=game)["sworn"]:
            break
    game.refresh_from_db()
    assert game.phase == Game.Phase.OPENING
    return game
