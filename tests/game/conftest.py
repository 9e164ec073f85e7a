"""Fixtures shared by the game's tests: the shipped cases, a player, eager tasks."""

import pytest

from game.cases import cases_install
from game.models import Case
from tests.game.jury_support import make_player
@pytest.fixture
def eager(settings):
    """Celery tasks run in the test's thread, deliberation rounds without a pause."""
    settings.CELERY_TASK_ALWAYS_EAGER = True
    settings.GAME_DELIBERATION_PAUSE_S = 0
    return settings


@pytest.fixture
def cases(db):
    """The shipped cases, installed, by tier: tutorial, mid, hard."""
    cases_install()
    return {c.tier: c for c in Case.objects.all()}


@pytest.fixture
def player(db):
    return make_player()
