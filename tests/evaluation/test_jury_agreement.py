"""Krippendorff's alpha (interval): the textbook coefficient and the per-dimension scale agreement."""

import pytest

from evaluation.jury.agreement import overall_alpha, scale_agreement


def test_identical_scores_agree_perfectly():
    assert scale_agreement([8, 8, 8]) == 1.0


def test_per_dimension_agreement_uses_the_scales_chance_disagreement():
    # pairs of (6,4,7): squared differences 4, 1, 9 → mean over ordered pairs 28/6; 1 - (28/6)/16.5
    assert scale_agreement([6, 4, 7]) == pytest.approx(0.72, abs=0.005)
    assert scale_agreement([1, 10]) == pytest.approx(1 - 81 / 16.5, abs=0.005)


def test_fewer_than_two_scores_have_no_agreement_figure():
    assert scale_agreement([7, None, None]) is None


def test_textbook_alpha_on_a_hand_computed_example():
    # coders A, B over units u1..u3: (1,2), (3,3), (5,4); n = 6 values
    # D_o = (1/6) * [2*1/1 + 0 + 2*1/1] = 4/6
    # pooled 1,2,3,3,5,4: unordered pairs' squared diffs = 6*64 - 18^2 = 60, ordered 120 → D_e = 120 / 30 = 4
    alpha = overall_alpha([[1, 3, 5], [2, 3, 4]])
    assert alpha == 0.833  # 1 - (4/6) / 4


def test_alpha_ignores_missing_values_and_unpairable_units():
    with_gap = overall_alpha([[1, 3, 5, None], [2, 3, 4, 9]])
    assert with_gap == overall_alpha([[1, 3, 5], [2, 3, 4]])


def test_alpha_is_undefined_without_variation():
    assert overall_alpha([[8, 8, 8, 8, 8], [8, 8, 8, 8, 8]]) is None
    assert overall_alpha([]) is None


def test_alpha_is_read_as_meaningless_only_when_every_dimension_sits_within_a_point():
    from evaluation.jury.rules import alpha_reading
    tight = {"accuracy": {"min": 8, "max": 9}, "clarity": {"min": 7, "max": 7}, "relevance": None}
    spread = {**tight, "clarity": {"min": 4, "max": 9}}
    # then a low alpha over scores within a point says little; elsewhere it reads as usual
    assert alpha_reading(-0.05, tight) == "little-variation"
    assert alpha_reading(-0.05, spread) == "usual"
    assert alpha_reading(0.9, tight) == "usual"
    assert alpha_reading(None, tight) == "none"
    assert alpha_reading(0.1, {"accuracy": None}) == "usual"
