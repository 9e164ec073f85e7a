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


# The three cases the tests were written against, by tier (more cases share those tiers now).
TIER_CASES = {"tutorial": "state-v-whitfield", "mid": "state-v-reyes", "hard": "people-v-marsh"}


@pytest.fixture
def cases(db):
    """The shipped cases installed; the tutorial, mid and hard cases the tests name, by tier,
    and every case by its slug."""
    cases_install()
    by_slug = {c.slug: c for c in Case.objects.all()}
    return {**by_slug, **{tier: by_slug[slug] for tier, slug in TIER_CASES.items()}}


@pytest.fixture
def player(db):
    return make_player()
