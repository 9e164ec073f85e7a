"""GAME_SEED fixes every new game's seed (reproducible runs); unset, each game draws its own."""

import pytest

from game.services.games import game_start
from tests.game.jury_support import make_player

pytestmark = pytest.mark.django_db


def test_game_seed_fixes_the_seed_of_every_new_game(cases, settings):
    settings.GAME_SEED = 7
    first = game_start(user=make_player("a"), case=cases["tutorial"])
    second = game_start(user=make_player("b"), case=cases["tutorial"])
    assert (first.seed, second.seed) == (7, 7)
    assert first.rng_state == second.rng_state


def test_without_game_seed_each_game_draws_its_own(cases, settings):
    settings.GAME_SEED = None
    seeds = {game_start(user=make_player(f"p{i}"), case=cases["tutorial"]).seed for i in range(3)}
    assert len(seeds) == 3
    assert game_start(user=make_player("x"), case=cases["tutorial"], seed=11).seed == 11
