"""Judging the judges: a labelled batch run through the real services against scripted jurors gives
the κ, α, accuracy and confusion matrix computed here independently, by hand."""

from __future__ import annotations

import itertools

import pytest

from evaluation.batch import stats
from tests.evaluation.batch_support import JURORS, band, create, drive, items

pytestmark = pytest.mark.django_db

QUALITIES = [2, 5, 8, 9, 2, 5, 8, 9, 3, 7]
LABELS = ["REJECT", "REVISE", "APPROVE", "REVISE", "REJECT", "APPROVE", "APPROVE", "APPROVE", "REVISE", "APPROVE"]
PEOPLE_ACCURACY = [2, 6, 8, 8, 3, 5, 9, 9, 3, 6]


def cohen_kappa(a: list[str], b: list[str]) -> float:
    n = len(a)
    observed = sum(x == y for x, y in zip(a, b, strict=False)) / n
    expected = sum((a.count(c) / n) * (b.count(c) / n) for c in set(a) | set(b))
    return (observed - expected) / (1 - expected)


def interval_alpha(coder_a: list[float], coder_b: list[float]) -> float:
    """Krippendorff's α, interval metric, two coders, no missing values: 1 - D_o / D_e."""
    values = coder_a + coder_b
    n = len(values)
    observed = sum((x - y) ** 2 for x, y in zip(coder_a, coder_b, strict=False)) * 2 / n
    expected = sum((x - y) ** 2 for x, y in itertools.permutations(values, 2)) / (n * (n - 1))
    return 1 - observed / expected


def test_a_labelled_batch_reports_the_agreement_computed_by_hand(user, scripted_llm):
    # given a labelled batch judged by scripted jurors whose scores follow each item
    from tests.evaluation.batch_support import answer

    scripted_llm.default = answer
    batch = drive(create(user, items(QUALITIES, LABELS, PEOPLE_ACCURACY)))
    # then every item was judged, and the jury's verdicts are the scripted ones
    assert (batch.status, batch.done, batch.failed) == ("complete", 10, 0)
    jury = [band(q) for q in QUALITIES]
    report = batch.report["jury"]
    # accuracy, κ and the confusion matrix, by hand
    agree = sum(j == p for j, p in zip(jury, LABELS, strict=False))
    assert report["accuracy"]["value"] == pytest.approx(agree / 10, abs=1e-4)
    assert report["accuracy"]["n"] == 10
    assert report["kappa"]["value"] == pytest.approx(cohen_kappa(LABELS, jury), abs=1e-4)
    low, high = report["kappa"]["ci"]
    assert low <= report["kappa"]["value"] <= high
    order = ["APPROVE", "REVISE", "REJECT"]
    expected = [[sum(1 for p, j in zip(LABELS, jury, strict=False) if p == row and j == col) for col in order]
                for row in order]
    assert report["confusion"]["matrix"] == expected
    # α between people and jury on the accuracy dimension (the jury's average score, to one decimal as the
    # jury reports it: the last juror is one point lower)
    jury_accuracy = [round((q + q + max(1, q - 1)) / 3, 1) for q in QUALITIES]
    assert report["dimensions"]["accuracy"]["alpha"]["value"] == pytest.approx(
        interval_alpha([float(x) for x in PEOPLE_ACCURACY], jury_accuracy), abs=1e-4)
    # each juror model has its own figures
    assert [j["model"] for j in batch.report["jurors"]] == JURORS
    last = batch.report["jurors"][-1]
    assert last["kappa"]["value"] == pytest.approx(cohen_kappa(LABELS, [band(max(1, q - 1)) for q in QUALITIES]),
                                                   abs=1e-4)


def test_agreement_among_jurors_is_alpha_across_items():
    # given three jurors over four items: two agree exactly, the third is one point lower
    items = [stats.Item(index=i, length=10, jury_verdict="REVISE", jury_scores={"clarity": q},
                        jurors=(stats.Juror("a", "REVISE", {"clarity": q}), stats.Juror("b", "REVISE", {"clarity": q}),
                                stats.Juror("c", "REVISE", {"clarity": q - 1})))
             for i, q in enumerate([2, 5, 8, 9])]
    # then α among the jurors on clarity is high but below 1, and undefined for dimensions nobody scored
    figure = stats.inter_rater(items)["dimensions"]["clarity"]
    assert 0.8 < figure["value"] < 1 and figure["n"] == 4
    assert stats.inter_rater(items)["dimensions"]["accuracy"]["value"] is None


def test_a_tiny_sample_shows_no_interval():
    figure = stats.agreement_with_people([("APPROVE", "APPROVE"), ("REJECT", "REVISE"), ("REVISE", "REVISE")], {})
    assert figure["kappa"]["n"] == 3 and figure["kappa"]["ci"] is None


def test_self_preference_compares_a_model_with_the_others_on_its_own_items():
    def item(i, own, others):
        return stats.Item(index=i, length=5, jury_verdict="REVISE", jury_scores={"clarity": 5},
                          jurors=(stats.Juror("m", "REVISE", {"clarity": own}),
                                  stats.Juror("x", "REVISE", {"clarity": others})), metadata={"model": "m"})
    figure = stats.self_preference([item(i, 8, 6) for i in range(6)])
    assert figure["value"] == pytest.approx(2.0) and figure["n"] == 6


def test_length_bias_is_the_rank_correlation_of_length_and_score():
    items = [stats.Item(index=i, length=100 * (i + 1), jury_verdict=None, jury_scores={"clarity": float(i)})
             for i in range(8)]
    figure = stats.length_bias(items)
    assert figure["value"] == pytest.approx(1.0) and figure["n"] == 8
