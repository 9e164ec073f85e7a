"""Tournament scheduling: fewer pairs than all, never a repeat, spent where the order is unsure (pure)."""

import random
from collections import Counter

from scipy.stats import kendalltau

from evaluation.compare import juror_model
from evaluation.compare.ratings import Comparison, estimate, ranking
from evaluation.compare.schedule import (Pair, all_pairs, budget, first_round, next_block, run_tournament,
                                         unsure_pairs)
from tests.evaluation.compare.scripted import FAIR_PANEL, Judge, World, strengths


def _tau(order, truth):
    return kendalltau([truth.index(c) for c in order], range(len(truth))).statistic


def _ranked(rows, world):
    return ranking(juror_model.bradley_terry(rows, sorted(world.strengths), resamples=0))


def test_the_first_round_pairs_each_candidate_once_per_item():
    candidates = {f"i{n}": list("abcdefgh") for n in range(5)}
    planned = first_round(candidates, seed=1)
    assert set(Counter(p.item for p in planned).values()) == {4}
    for item in candidates:
        seen = [c for p in planned if p.item == item for c in (p.a, p.b)]
        assert sorted(seen) == list("abcdefgh")


def _fit_where_b_and_c_are_close():
    # a ≫ b ≈ c ≫ d, each pair compared often enough for the fit to be sure of the clear gaps
    comparisons = []
    for _ in range(30):
        comparisons += [Comparison("a", "b", 1.0), Comparison("c", "d", 1.0), Comparison("b", "c", 1.0),
                        Comparison("b", "c", 0.0), Comparison("a", "c", 1.0), Comparison("b", "d", 1.0)]
    return estimate(comparisons, list("abcd"))


def test_the_least_certain_pair_is_judged_first_and_clear_ones_not_at_all():
    fit = _fit_where_b_and_c_are_close()
    planned = unsure_pairs("i0", list("abcd"), set(), fit, random.Random(0))
    assert [frozenset((p.a, p.b)) for p in planned] == [frozenset("bc")]
    # judged already on this item: nothing else there is unsure
    assert unsure_pairs("i0", list("abcd"), {frozenset("bc")}, fit, random.Random(0)) == []


def test_a_block_never_repeats_a_pair_judged_on_the_same_item():
    fit = _fit_where_b_and_c_are_close()
    candidates = {"i0": list("abcd"), "i1": list("abcd")}
    planned = next_block(candidates, [Pair("i0", "c", "b")], fit, ["i0", "i1"])
    assert [p.key for p in planned] == [("i1", frozenset("bc"))]


def test_a_small_field_judges_all_pairs_once():
    candidates = {"i0": ["a", "b", "c"], "i1": ["a", "b"]}
    asked = []
    run_tournament(candidates, lambda pair: asked.append(pair.key) or Comparison(pair.a, pair.b, 1.0))
    assert sorted(asked, key=str) == sorted((p.key for p in all_pairs(candidates)), key=str)


def test_a_tournament_ranks_as_well_as_all_pairs_for_under_a_third_of_the_calls():
    # given: 8 candidates of known strength, 50 items, a fair panel of three
    world = World(strengths(8), items=50, seed=11)
    everything, swiss = Judge(world, FAIR_PANEL, rows=True), Judge(world, FAIR_PANEL, rows=True)
    # when
    baseline = _ranked([row for p in all_pairs(world.candidates) for row in everything(p)], world)
    tournament = _ranked(run_tournament(world.candidates, swiss, seed=11), world)
    # then
    assert swiss.calls * 3 <= everything.calls
    assert len(swiss.judged) <= budget(world.candidates)  # it may stop early, once every order is clear
    assert _tau(tournament, world.true_order) >= _tau(baseline, world.true_order) - 0.08
    assert _tau(tournament, world.true_order) >= 0.85


def test_a_tournament_stops_early_once_every_order_is_clear():
    world = World(strengths(8, gap=3.0), items=50, seed=3)
    judge = Judge(world, FAIR_PANEL, rows=True)
    order = _ranked(run_tournament(world.candidates, judge, seed=3), world)
    assert order == world.true_order
    assert len(judge.judged) < budget(world.candidates)


def test_a_failed_judgement_is_not_asked_again():
    candidates = {f"i{n}": list("abcdef") for n in range(10)}
    asked = []

    def judge(pair: Pair):
        asked.append(pair.key)
        return None

    assert run_tournament(candidates, judge) == []
    assert len(asked) == len(set(asked))
