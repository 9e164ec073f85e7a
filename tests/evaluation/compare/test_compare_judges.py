"""Judging the judges of a comparison: agreement with people, position and length bias per juror (pure)."""

import pytest
from sklearn.metrics import cohen_kappa_score

from evaluation.compare.judges import agreement, agreement_with_people, biased_jurors, kappa, position_bias
from evaluation.compare.schedule import all_pairs
from tests.evaluation.compare.scripted import MIXED_PANEL, Judge, World, strengths


@pytest.fixture(scope="module")
def judged():
    world = World(strengths(6), items=40, seed=7)
    judge = Judge(world, MIXED_PANEL)
    for pair in all_pairs(world.candidates):
        judge(pair)
    return judge.judged


def test_the_biased_jurors_are_named_with_their_bias(judged):
    named = biased_jurors(judged)
    assert named == [{"juror": "positional", "bias": "position", "favours": "first"},
                     {"juror": "wordy", "bias": "length", "favours": "longer"}]


def test_a_fair_juror_flips_rarely_and_evenly(judged):
    report = {r["juror"]: r for r in position_bias(judged)}
    assert report["fair-1"]["flipRate"]["value"] < 0.05
    assert report["positional"]["flipRate"]["value"] > 0.2
    assert report["positional"]["flipsFavouringFirst"] > 10 * max(1, report["positional"]["flipsFavouringSecond"])


def test_agreement_figures_match_an_independent_computation(judged):
    report = agreement_with_people(judged)
    assert report["labelled"] == len(judged)
    for row in [{"juror": None, **report["panel"]}, *report["jurors"]]:
        pairs = [(p.human, p.panel if row["juror"] is None else p.jurors[row["juror"]].outcome) for p in judged]
        pairs = [(t, g) for t, g in pairs if g is not None]
        truth, guess = zip(*pairs, strict=True)
        assert row["n"] == len(pairs)
        assert row["accuracy"]["value"] == pytest.approx(sum(t == g for t, g in pairs) / len(pairs), abs=1e-4)
        assert row["kappa"]["value"] == pytest.approx(cohen_kappa_score(truth, guess), abs=1e-4)
        low, high = row["kappa"]["ci"]
        assert low < row["kappa"]["value"] < high
        low, high = row["accuracy"]["ci"]
        assert low < row["accuracy"]["value"] < high
    fair = next(r for r in report["jurors"] if r["juror"] == "fair-1")
    positional = next(r for r in report["jurors"] if r["juror"] == "positional")
    assert fair["kappa"]["value"] > positional["kappa"]["value"]


def test_kappa_of_perfect_and_of_constant_answers():
    assert kappa(["A", "B", "tie", "A", "B"], ["A", "B", "tie", "A", "B"])["value"] == 1.0
    assert kappa(["A"] * 6, ["A"] * 6)["value"] is None  # undefined when nobody ever says anything else
    assert agreement([("A", "A"), ("B", None)])["n"] == 1
