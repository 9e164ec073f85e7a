"""Aggregation: the spec's three-juror example reproduces its summary exactly; edge cases."""

import pytest

from evaluation.jury.parsing import parse_juror
from evaluation.jury.rules import (
    ALL_SCORES_FAILED, VERDICT_INFERRED, JurorScores, consensus, dimension_analysis, overall_average, summarize,
)
from tests.evaluation.jury_texts import SPEC_JURORS

SPEC_SUMMARY = {
    "jurorCount": 3,
    "successfulJurors": 3,
    "majorityVerdict": "APPROVE",
    "voteTally": {"approve": 2, "revise": 1, "reject": 0},
    "dimensionAverages": {"accuracy": 7.7, "completeness": 6.3, "clarity": 8.3, "relevance": 8.0,
                          "actionability": 5.7},
    "dimensionRanges": {
        "accuracy": {"min": 7, "max": 8},
        "completeness": {"min": 5, "max": 7},
        "clarity": {"min": 7, "max": 9},
        "relevance": {"min": 7, "max": 9},
        "actionability": {"min": 4, "max": 7},
    },
}


def _jurors(texts):
    parsed = [parse_juror(text) for text in texts]
    return parsed, [JurorScores(p.scores, p.average, p.verdict) for p in parsed]


def test_the_spec_example_reproduces_its_summary_exactly():
    # given the spec's three jurors (8/7/9/8/6, 7/5/7/7/4, 8/7/9/9/7) as model text
    parsed, jurors = _jurors([text for _, text in SPEC_JURORS])
    # when
    summary = summarize(jurors, juror_count=3)
    # then
    assert [p.average for p in parsed] == [7.6, 6.0, 8.0]
    assert [p.verdict for p in parsed] == ["APPROVE", "REVISE", "APPROVE"]
    assert summary.as_dict() == SPEC_SUMMARY
    assert summary.warnings == []


def test_the_dimension_analysis_comes_from_juror_scores_with_spread_consensus():
    _, jurors = _jurors([text for _, text in SPEC_JURORS])
    rows = dimension_analysis(summarize(jurors, juror_count=3))
    assert rows == [
        {"dimension": "Accuracy", "avgScore": 7.7, "minScore": 7, "maxScore": 8, "consensus": "Strong agreement"},
        {"dimension": "Completeness", "avgScore": 6.3, "minScore": 5, "maxScore": 7, "consensus": "Mixed"},
        {"dimension": "Clarity", "avgScore": 8.3, "minScore": 7, "maxScore": 9, "consensus": "Mixed"},
        {"dimension": "Relevance", "avgScore": 8.0, "minScore": 7, "maxScore": 9, "consensus": "Mixed"},
        {"dimension": "Actionability", "avgScore": 5.7, "minScore": 4, "maxScore": 7, "consensus": "Mixed"},
    ]


@pytest.mark.parametrize("low, high, expected", [
    (8, 8, "Strong agreement"), (7, 8, "Strong agreement"), (5, 7, "Mixed"), (4, 7, "Mixed"),
    (3, 7, "Disagreement"), (1, 10, "Disagreement"), (None, None, "No scores"),
])
def test_consensus_from_the_spread(low, high, expected):
    assert consensus(low, high) == expected


def test_a_missing_dimension_is_averaged_over_the_jurors_who_scored_it():
    jurors = [
        JurorScores({"accuracy": 8, "completeness": None, "clarity": 6, "relevance": 7, "actionability": 5}, 6.5,
                    "REVISE"),
        JurorScores({"accuracy": 6, "completeness": 4, "clarity": 7, "relevance": 7, "actionability": 5}, 5.8,
                    "REVISE"),
    ]
    summary = summarize(jurors, juror_count=3)
    assert summary.dimension_averages["completeness"] == 4.0
    assert summary.dimension_ranges["completeness"] == {"min": 4, "max": 4}
    assert summary.dimension_averages["accuracy"] == 7.0
    assert (summary.juror_count, summary.successful_jurors) == (3, 2)


def test_when_all_score_parsing_fails_averages_are_null_and_a_warning_is_raised():
    jurors = [JurorScores({d: None for d in ("accuracy", "completeness", "clarity", "relevance", "actionability")},
                          None, v) for v in ("REJECT", "REJECT", "REVISE")]
    summary = summarize(jurors, juror_count=3)
    assert summary.as_dict()["dimensionAverages"] == {"accuracy": None, "completeness": None, "clarity": None,
                                                      "relevance": None, "actionability": None}
    assert summary.as_dict()["dimensionRanges"]["clarity"] is None
    assert summary.majority.verdict == "REJECT"
    assert summary.warnings == [ALL_SCORES_FAILED]
    assert overall_average(summary) is None
    assert dimension_analysis(summary)[0] == {"dimension": "Accuracy", "avgScore": None, "minScore": None,
                                              "maxScore": None, "consensus": "No scores"}


def test_when_all_verdicts_fail_the_summary_says_it_was_inferred():
    _, jurors = _jurors([text.replace("VERDICT: ", "My call: ").replace("APPROVE", "thumbs up")
                        .replace("REVISE", "meh") for _, text in SPEC_JURORS])
    summary = summarize(jurors, juror_count=3)
    assert summary.majority.verdict == "APPROVE"  # mean of 7.6, 6.0, 8.0 is 7.2
    assert summary.metadata()["verdictInferred"] is True
    assert summary.warnings == [VERDICT_INFERRED]


def test_overall_average_is_the_mean_of_dimension_averages():
    _, jurors = _jurors([text for _, text in SPEC_JURORS])
    assert overall_average(summarize(jurors, juror_count=3)) == 7.2  # (7.7+6.3+8.3+8.0+5.7)/5 = 7.2
