"""Bradley–Terry ratings, intervals, win matrix and the length-controlled view (pure)."""

import math

import numpy as np
import pytest
from scipy.stats import kendalltau

from evaluation.compare.ratings import (
    Comparison,
    bradley_terry,
    juror_comparison,
    ranking,
    win_matrix,
    win_probability,
)
from evaluation.compare.schedule import all_pairs
from evaluation.compare.tournament.report import comparisons_of
from tests.evaluation.compare.scripted import FAIR_PANEL, Judge, Juror, World, strengths


def _hunter_mm(comparisons, names, iterations=5000):
    """Hunter's (2004) MM algorithm for Bradley–Terry on wins and losses: an independent fit."""
    index = {n: i for i, n in enumerate(names)}
    wins = np.zeros(len(names))
    games = np.zeros((len(names), len(names)))
    for c in comparisons:
        winner, loser = (c.a, c.b) if c.score == 1 else (c.b, c.a)
        wins[index[winner]] += 1
        games[index[c.a], index[c.b]] += 1
        games[index[c.b], index[c.a]] += 1
    p = np.ones(len(names))
    for _ in range(iterations):
        p = wins / (games / (p[:, None] + p[None, :])).sum(axis=1)
        p /= np.exp(np.log(p).mean())
    return np.log(p)


def test_ratings_match_an_independent_mm_fit():
    # given: decisive comparisons among four candidates with known strengths
    rng = np.random.default_rng(3)
    truth = {"w": 1.0, "x": 0.4, "y": 0.0, "z": -0.8}
    comparisons = []
    for _ in range(3000):
        a, b = rng.choice(list(truth), 2, replace=False)
        p = 1 / (1 + math.exp(truth[b] - truth[a]))
        comparisons.append(Comparison(str(a), str(b), 1.0 if rng.random() < p else 0.0))
    names = sorted(truth)
    # when
    fitted = bradley_terry(comparisons, names, resamples=0)
    # then: the same log-strengths (Elo scale) as the MM fit, within a rating point or two (the weak prior)
    mm = _hunter_mm(comparisons, names)
    ours = {r["candidate"]: (r["rating"] - 1000) * math.log(10) / 400 for r in fitted["ratings"]}
    for i, name in enumerate(names):
        assert ours[name] == pytest.approx(mm[i], abs=0.02)
    assert ranking(fitted) == ["w", "x", "y", "z"]


def test_ratings_recover_the_known_order_with_intervals():
    world = World(strengths(6), items=40, seed=2)
    judge = Judge(world, FAIR_PANEL)
    comparisons = [judge(pair) for pair in all_pairs(world.candidates)]
    result = bradley_terry(comparisons, resamples=100)
    assert ranking(result) == world.true_order
    for row in result["ratings"]:
        low, high = row["ci"]
        assert low <= row["rating"] <= high
        assert high - low > 0
    # the best and the worst are told apart: their intervals do not overlap
    assert result["ratings"][0]["ci"][0] > result["ratings"][-1]["ci"][1]


def test_an_unbeaten_candidate_keeps_a_finite_rating():
    result = bradley_terry([Comparison("a", "b", 1.0), Comparison("a", "c", 1.0), Comparison("b", "c", 0.5)],
                           resamples=20)
    assert ranking(result)[0] == "a"
    assert all(math.isfinite(r["rating"]) for r in result["ratings"])


def test_ties_count_half_in_the_win_matrix():
    comparisons = [Comparison("a", "b", 1.0), Comparison("b", "a", 0.5), Comparison("a", "c", 0.0)]
    matrix = win_matrix(comparisons, ["a", "b", "c"])
    assert matrix["winRate"][0] == [None, 0.75, 0.0]
    assert matrix["winRate"][1] == [0.25, None, None]
    assert matrix["n"][0] == [0, 2, 1]


def test_win_probability_is_ten_to_one_at_400_points():
    assert win_probability(1400, 1000) == pytest.approx(10 / 11)


def test_the_length_controlled_view_undoes_a_preference_for_long_answers():
    # given: jurors who mostly pick the longer answer, and a weaker candidate whose answers run long
    names = strengths(5, 0.4)
    wordy = list(names)[3]
    world = World(names, items=80, seed=1, long_candidates=(wordy,))
    judge = Judge(world, (Juror("w1", "length"), Juror("w2", "length"), Juror("fair")))
    comparisons = [judge(pair) for pair in all_pairs(world.candidates)]
    # when
    plain = bradley_terry(comparisons, resamples=0)
    controlled = bradley_terry(comparisons, resamples=50, length_controlled=True)
    # then: plain ratings lift the long-winded candidate above its place; controlled ones put it back
    assert ranking(plain).index(wordy) < world.true_order.index(wordy)
    assert ranking(controlled) == world.true_order
    assert controlled["lengthCoefficient"]["ci"][0] > 0


def test_kendall_tau_of_a_fair_panel_on_all_pairs_is_high():
    world = World(strengths(8), items=30, seed=5)
    judge = Judge(world, FAIR_PANEL)
    order = ranking(bradley_terry([judge(p) for p in all_pairs(world.candidates)], resamples=0))
    tau = kendalltau([world.true_order.index(c) for c in order], range(8)).statistic
    assert tau >= 0.85


def test_a_pair_rated_on_its_jurors_is_the_fit_of_every_verdict_and_resampled_whole():
    # given: pairs judged by three jurors each, split and unanimous, and the same verdicts one row each
    rng = np.random.default_rng(7)
    names = ["p", "q", "r"]
    pairs, rows = [], []
    for _ in range(200):
        a, b = (str(x) for x in rng.choice(names, 2, replace=False))
        scores = [float(rng.choice([1.0, 0.5, 0.0], p=[0.5 + 0.2 * (a < b), 0.1, 0.4 - 0.2 * (a < b)]))
                  for _ in range(3)]
        pairs.append(juror_comparison(a, b, scores))
        rows += [Comparison(a, b, s) for s in scores]
    # when
    grouped = bradley_terry(pairs, names, resamples=0)
    separate = bradley_terry(rows, names, resamples=0)
    # then: the same point ratings (the weighted row is the same likelihood as its verdicts)
    assert {r["candidate"]: r["rating"] for r in grouped["ratings"]} == \
        pytest.approx({r["candidate"]: r["rating"] for r in separate["ratings"]}, abs=0.05)
    assert ranking(grouped) == ["p", "q", "r"]
    # a split panel (2 of 3) is a mean score, weighted by its jurors; no verdict is no row
    assert juror_comparison("p", "q", [1.0, 1.0, 0.0]) == Comparison("p", "q", 2 / 3, weight=3.0)
    assert juror_comparison("p", "q", []) is None


def test_the_tournament_report_rates_jurors_and_counts_the_panels_wins():
    def verdict(outcome):
        return {"outcome": outcome, "flipped": outcome == "tie", "favoured": "first" if outcome == "tie" else None}

    match = {"item": "i", "a": "x", "b": "y", "panel": "A", "lengthA": 3, "lengthB": 4,
             "jurors": {"j1": verdict("A"), "j2": verdict("A"), "j3": verdict("B")},
             "dimensions": {"clarity": {"panel": "tie", "jurors": {"j1": verdict("A"), "j2": verdict("tie"),
                                                                   "j3": verdict(None)}}}}
    assert comparisons_of([match]) == [Comparison("x", "y", 2 / 3, 3, 4, weight=3.0)]
    assert comparisons_of([match], "clarity") == [Comparison("x", "y", 0.75, 3, 4, weight=2.0)]
    assert comparisons_of([match], panel_only=True) == [Comparison("x", "y", 1.0, 3, 4)]


def test_a_strong_preference_counts_more_in_the_ratings():
    # given: p beats q slightly on three items, q beats p much (both orders) on two — three jurors agreeing each time
    def match(winner, strong):
        verdict = {"outcome": winner, "flipped": False, "favoured": None, "strong": strong}
        return {"item": "i", "a": "p", "b": "q", "panel": winner, "jurors": {j: verdict for j in ("x", "y", "z")}}
    matches = [match("A", 0)] * 3 + [match("B", 2)] * 2
    # then: counted as Arena-Hard counts them (3 slight wins against 2 × 3), q is rated above p
    assert ranking(bradley_terry(comparisons_of(matches), resamples=0)) == ["q", "p"]
    # while a count of wins alone (the strength dropped) puts p first
    plain = [{**m, "jurors": {j: {**v, "strong": 0} for j, v in m["jurors"].items()}} for m in matches]
    assert ranking(bradley_terry(comparisons_of(plain), resamples=0)) == ["p", "q"]
