"""`realism.row_spread` measures how far a row of Kalven & Zeisel's table (the 6-6 row) moves
between disjoint sets of trials, beside how far it moves when the same trials are heard by
fresh juries (issue 27: "the 6-6 row within ±8 points between any two sets of 100 trials")."""

import random

import pytest

from game.jury import realism


def test_the_rows_come_from_disjoint_sets_of_trials_and_fresh_juries_on_the_first(monkeypatch):
    # given 250 trials and a stand-in for the juries that records what each row was computed on
    trials = [realism.synthetic_trial(random.Random(i)) for i in range(250)]
    heard = []

    def figures_of(juries, *, seed, played):
        heard.append((juries, seed, [id(t) for t in played]))
        return realism.Figures()
    monkeypatch.setattr(realism, "realism_figures", figures_of)
    # when the row is measured on sets of 100 trials, 3 juries a trial
    spread = realism.row_spread(trials, set_size=100, juries_per_trial=3)
    # then two disjoint sets of 100 (the last 50 trials dropped), each trial heard by 3 juries
    sets, draws = heard[:2], heard[2:]
    assert [len(ids) for _, _, ids in sets] == [100, 100] and not set(sets[0][2]) & set(sets[1][2])
    assert all(juries == 300 for juries, _, _ in heard)
    # and as many draws as sets, each the first set again with juries drawn from another seed
    assert len(draws) == 2 and all(ids == sets[0][2] for _, _, ids in draws)
    assert len({seed for _, seed, _ in heard}) == 4
    assert len(spread.by_set) == 2 and len(spread.by_draw) == 2


def test_the_spread_is_the_sample_sd_and_widest_gap_of_the_share():
    # given the 6-6 row on three sets: 40 %, 50 % and 60 % convictions (and an empty set, ignored)
    spread = realism.RowSpread((6,), 100, 10, by_set=[(50, 0.4, 0.6, 0.0), (60, 0.5, 0.5, 0.0),
                                                      (40, 0.6, 0.4, 0.0), (0, 0.0, 0.0, 0.0)], by_draw=[])
    # then the mean is 50 %, the sample sd 10 points, the widest gap 20 points
    mean, sd, widest = spread.between_sets()
    assert (mean, sd, widest) == pytest.approx((0.5, 0.1, 0.2))
    assert "sd 10.0 points, widest gap 20.0 points" in spread.table()


def test_too_few_trials_for_one_set_is_refused():
    with pytest.raises(ValueError):
        realism.row_spread([realism.synthetic_trial(random.Random(1))], set_size=100)
