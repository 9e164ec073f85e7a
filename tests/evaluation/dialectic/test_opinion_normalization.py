"""JudicialOpinion validation and the tolerant normalizer for real model output."""

import pytest
from pydantic import ValidationError

from evaluation.dialectic.schemas import JudicialOpinion, fallback_opinion, normalize, parse_score


def _valid(data, judge="Prosecutor", criterion_id="security"):
    return JudicialOpinion.model_validate(normalize(data, judge=judge, criterion_id=criterion_id))


def test_a_well_formed_opinion_passes_unchanged():
    # given
    data = {"judge": "Prosecutor", "criterionId": "security", "score": 2, "argument": "Eval on input.",
            "citedEvidence": ["a_SECURITY_VIOLATION_1"], "charges": ["security: eval"]}
    # when
    opinion = _valid(data)
    # then
    assert opinion.model_dump(exclude_none=True) == data


@pytest.mark.parametrize("wrapped", [
    {"opinion": {"score": 4, "argument": "ok"}},
    {"JudicialOpinion": {"score": 4, "argument": "ok"}},
    {"result": {"data": {"score": 4, "argument": "ok"}}},
    {"anything": {"score": 4, "argument": "ok"}},
    [{"score": 4, "argument": "ok"}],
])
def test_wrapper_keys_are_unwrapped(wrapped):
    assert _valid(wrapped).score == 4


def test_synonym_and_snake_case_keys_are_mapped():
    # given
    data = {"persona": "tech lead", "criterion_id": "tests", "rating": "4", "reasoning": "Solid.",
            "evidence": "a_claim_1, b_definition_2", "recommendations": ["Add tests", "Split module"]}
    # when
    opinion = _valid(data, judge="TechLead")
    # then
    assert (opinion.judge, opinion.criterionId, opinion.score, opinion.argument) == ("TechLead", "tests", 4, "Solid.")
    assert opinion.citedEvidence == ["a_claim_1", "b_definition_2"]
    assert opinion.remediation == "1. Add tests\n2. Split module"


@pytest.mark.parametrize("raw,expected", [
    ("4/5", 4), ("8/10", 4), ("3 out of 5", 3), (4.0, 4), (2.5, 3), ("3.5", 4), ("score: 2", 2), (5, 5),
    ("high", "high"),
])
def test_scores_are_read_from_common_forms(raw, expected):
    assert parse_score(raw) == expected


def test_missing_judge_and_criterion_are_filled_from_the_call():
    # when
    opinion = _valid({"score": "5/5", "argument": "Great."}, judge="Defense", criterion_id="scope")
    # then
    assert (opinion.judge, opinion.criterionId, opinion.score) == ("Defense", "scope", 5)


@pytest.mark.parametrize("data", [
    {"score": 7, "argument": "x"},
    {"score": 0, "argument": "x"},
    {"score": 3, "argument": "   "},
    {"argument": "no score"},
    {"score": "excellent", "argument": "x"},
])
def test_what_cannot_be_fixed_is_still_rejected(data):
    with pytest.raises(ValidationError):
        _valid(data)


def test_the_fallback_opinion_is_a_neutral_three_that_says_the_evaluation_failed():
    # when
    opinion = fallback_opinion("TechLead", "tests", ["score: Input should be less than or equal to 5"])
    # then
    assert (opinion.score, opinion.citedEvidence) == (3, [])
    assert opinion.argument.startswith("The TechLead's evaluation failed (score: Input should be less")
