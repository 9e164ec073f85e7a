"""Tournament scheduling: fewer pairs than all, never a repeat, and the same ranking (pure)."""

from collections import Counter

from scipy.stats import kendalltau

from evaluation.compare.ratings import bradley_terry, ranking
from evaluation.compare.schedule import Pair, all_pairs, plan_round, run_tournament
from tests.evaluation.compare.scripted import FAIR_PANEL, Judge, World, strengths


def _tau(order, truth):
    return kendalltau([truth.index(c) for c in order], range(len(truth))).statistic


def test_a_round_pairs_each_candidate_at_most_once_per_item():
    candidates = {f"i{n}": list("abcdefgh") for n in range(5)}
    planned = plan_round(candidates, [], None, 0, seed=1)
    per_item = Counter(p.item for p in planned)
    assert set(per_item.values()) == {4}
    for item in candidates:
        seen = [c for p in planned if p.item == item for c in (p.a, p.b)]
        assert len(seen) == len(set(seen))


def test_swiss_rounds_never_repeat_a_pair_and_pair_neighbours_in_rating():
    candidates = {"i0": list("abcdefgh")}
    ratings = {c: 1000 - 10 * i for i, c in enumerate("abcdefgh")}
    first = plan_round(candidates, [], ratings, 0, seed=1)
    assert {frozenset((p.a, p.b)) for p in first} == {frozenset(x) for x in ("ab", "cd", "ef", "gh")}
    second = plan_round(candidates, first, ratings, 1, seed=1)
    assert {frozenset((p.a, p.b)) for p in second} == {frozenset(x) for x in ("bc", "de", "fg")}
    # a pair judged already is replaced by the nearest free partner
    third = plan_round(candidates, first + second, ratings, 2, seed=1)
    assert not {p.key for p in third} & {p.key for p in first + second}


def test_a_small_field_judges_all_pairs_once():
    candidates = {"i0": ["a", "b", "c"], "i1": ["a", "b"]}
    planned = plan_round(candidates, [], None, 0)
    assert {p.key for p in planned} == {p.key for p in all_pairs(candidates)}
    assert plan_round(candidates, planned, {"a": 1.0}, 1) == []


def test_a_tournament_ranks_as_well_as_all_pairs_for_under_a_third_of_the_calls():
    # given: 8 candidates of known strength, 50 items, a fair panel of three
    world = World(strengths(8), items=50, seed=11)
    everything, swiss = Judge(world, FAIR_PANEL), Judge(world, FAIR_PANEL)
    # when
    baseline = ranking(bradley_terry([everything(p) for p in all_pairs(world.candidates)], resamples=0))
    tournament = ranking(bradley_terry(run_tournament(world.candidates, swiss, seed=11), resamples=0))
    # then
    assert swiss.calls * 3 <= everything.calls
    assert _tau(tournament, world.true_order) >= _tau(baseline, world.true_order) - 0.08
    assert _tau(tournament, world.true_order) >= 0.85


def test_a_failed_judgement_is_not_retried_within_the_tournament():
    candidates = {"i0": list("abcdef")}
    asked = []

    def judge(pair: Pair):
        asked.append(pair.key)
        return None

    assert run_tournament(candidates, judge, rounds=2) == []
    assert len(asked) == len(set(asked))
