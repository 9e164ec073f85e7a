"""A jury that heard its trial once (tests/game/replay_once.py) deliberates exactly as one that hears it again."""

from game.jury import realism
from tests.game.replay_once import remember_replays


def test_remembered_replays_give_the_same_ballots_as_replaying_each_time(monkeypatch):
    # given 80 juries on synthetic trials, each trial heard anew
    fresh = realism.realism_figures(80, seed="once")
    # when the same juries deliberate with remembered replays, twice (the second run only from memory)
    kept: dict = {}
    remember_replays(monkeypatch, kept)
    first, again = realism.realism_figures(80, seed="once"), realism.realism_figures(80, seed="once")
    # then every jury's ballots, rounds and outcome are the ones the fresh replays gave
    assert len(kept) == 80
    assert first.ballots == fresh.ballots == again.ballots
    assert first.rounds == fresh.rounds == again.rounds and first.outcomes == fresh.outcomes == again.outcomes
