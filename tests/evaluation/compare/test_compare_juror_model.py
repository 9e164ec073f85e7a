"""Bradley–Terry with juror-specific terms (`juror_model`): each juror's discrimination and length preference are
read from its verdicts, and what a length-biased juror's preference explains no longer moves the ratings (pure)."""

import random
from itertools import combinations

import pytest

from evaluation.compare import juror_model
from evaluation.compare.ratings import bradley_terry, ranking
from evaluation.compare.schedule import all_pairs
from evaluation.compare.tournament.report import tournament_report, verdicts_of
from evaluation.compare.verdicts import score_for_a
from tests.evaluation.compare.scripted import Judge, Juror, World, graded, strengths

# three fair jurors and two that pick the longer answer 70 % of the time, grading as Arena-Hard's judges do
PANEL = graded((Juror("fair-1"), Juror("fair-2"), Juror("fair-3"), Juror("wordy-1", "length"),
                Juror("wordy-2", "length")))


def _long_weak_world(seed: int) -> World:
    """Six candidates; the three weakest write longer answers (so a length-biased juror favours them)."""
    known = strengths(6, 0.35)
    weakest = sorted(known, key=known.get)[:3]
    return World(known, 30, seed=seed, long_candidates=tuple(weakest))


def _matches(world: World, judge: Judge) -> list[dict]:
    """The judged pairs in the shape a tournament stores them (`tournament.services._match_store`)."""
    for pair in all_pairs(world.candidates):
        judge(pair)
    return [{"item": p.item, "a": p.a, "b": p.b, "panel": p.panel, "human": None,
             "lengthA": p.length_a, "lengthB": p.length_b,
             "jurors": {j: {"outcome": v.outcome, "flipped": v.flipped, "favoured": v.favoured, "strong": v.strong}
                        for j, v in p.jurors.items()}} for p in judge.judged]


@pytest.mark.parametrize("seed", range(5))
def test_the_known_order_is_recovered_where_length_biased_jurors_favour_the_weak(seed):
    world = _long_weak_world(seed)
    rows = [row for pair in all_pairs(world.candidates) for row in Judge(world, PANEL, rows=True)(pair)]
    fitted = juror_model.bradley_terry(rows, sorted(world.strengths), resamples=0)
    assert ranking(fitted) == world.true_order
    terms = {j["juror"]: j for j in fitted["jurors"]}
    for fair in ("fair-1", "fair-2", "fair-3"):
        assert terms[fair]["discrimination"] > 0.7 and abs(terms[fair]["lengthPreference"]) < 0.6
    for wordy in ("wordy-1", "wordy-2"):
        assert terms[wordy]["discrimination"] < 0.4 and terms[wordy]["lengthPreference"] > 2


def test_the_plain_fit_is_misled_in_the_same_worlds():
    """What the juror terms are for: counting every verdict alike, most of these worlds come out misordered."""
    misordered = 0
    for seed in range(5):
        world = _long_weak_world(seed)
        judge = Judge(world, PANEL, per_juror=True)
        plain = ranking(bradley_terry([judge(p) for p in all_pairs(world.candidates)], resamples=0))
        misordered += plain != world.true_order
    assert misordered >= 3


def test_the_report_rates_with_juror_terms_and_reports_them_with_intervals():
    world = _long_weak_world(0)
    report = tournament_report(_matches(world, Judge(world, PANEL, per_juror=True)), resamples=30)
    assert report["estimator"] == "juror terms"
    assert [r["candidate"] for r in report["ratings"]["ratings"]] == world.true_order
    terms = {j["juror"]: j for j in report["ratings"]["jurors"]}
    assert set(terms) == {"fair-1", "fair-2", "fair-3", "wordy-1", "wordy-2"}
    for wordy in ("wordy-1", "wordy-2"):
        low, high = terms[wordy]["lengthPreferenceCi"]
        assert 0 < low <= terms[wordy]["lengthPreference"] <= high
        assert terms[wordy]["discriminationCi"][1] < min(terms[f]["discrimination"] for f in ("fair-1", "fair-2"))
    assert max(t["discrimination"] for t in terms.values()) == 1.0  # the scale is the most discriminating juror's
    for row in report["ratings"]["ratings"]:
        assert row["ci"][0] <= row["rating"] <= row["ci"][1]


def test_verdicts_of_gives_one_row_per_juror_verdict_with_its_weight_and_pair():
    match = {"item": "i", "a": "x", "b": "y", "lengthA": 3, "lengthB": 4,
             "jurors": {"j1": {"outcome": "A", "flipped": False, "favoured": None, "strong": 2},
                        "j2": {"outcome": "tie", "flipped": True, "favoured": "first"},
                        "j3": {"outcome": None}}}
    rows = verdicts_of([match, match])
    assert [(r.juror, r.score, r.weight, r.group) for r in rows] == [
        ("j1", score_for_a("A"), 3.0, 0), ("j2", 0.5, 1.0, 0), ("j1", 1.0, 3.0, 1), ("j2", 0.5, 1.0, 1)]


def test_the_fit_reaches_the_known_order_on_separable_verdicts_whatever_pairs_were_drawn():
    """Two jurors that never err and one that always picks the longer answer, the weaker half writing longer (the
    tournament tests' panel): the verdicts separate perfectly, where a fit begun far out once overshot to ratings
    of ±160 log-odds and kept them. On every draw of 54 of the 180 pairs whose fair verdicts imply the order, the
    fit gives that order."""
    strength = {"model-d": 6, "model-b": 5, "model-f": 4, "model-a": 3, "model-e": 2, "model-c": 1}
    known = sorted(strength, key=lambda n: -strength[n])
    every = [(i, a, b) for i in range(12) for a, b in combinations(strength, 2)]
    misordered = []
    for seed in range(240):
        pairs = random.Random(seed).sample(every, 54)
        if not _implied(known, [(a, b) if strength[a] > strength[b] else (b, a) for _, a, b in pairs]):
            continue
        rows = []
        for group, (i, a, b) in enumerate(pairs):
            length_a, length_b = (40 + (60 + 70 * ((i + strength[n]) % 4) if strength[n] <= 3 else 0) for n in (a, b))
            rows += [juror_model.Verdict(a, b, juror, float(strength[a] > strength[b]), 1.0, length_a, length_b,
                                         group) for juror in ("fair-1", "fair-2")]
            rows.append(juror_model.Verdict(a, b, "wordy", float(length_a > length_b), 1.0, length_a, length_b, group))
        fitted = juror_model.fit(rows, sorted(strength))
        if sorted(fitted.names, key=lambda n: -fitted.theta[fitted.names.index(n)]) != known:
            misordered.append(seed)
    assert misordered == []


def _implied(known: list[str], wins: list[tuple[str, str]]) -> bool:
    """Each candidate beat the next one down, directly or through others."""
    above = {n: {loser for winner, loser in wins if winner == n} for n in known}
    for _ in known:
        above = {n: below | {x for m in below for x in above[m]} for n, below in above.items()}
    return all(known[k + 1] in above[known[k]] for k in range(len(known) - 1))
