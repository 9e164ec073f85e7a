"""The juror and foreman parsers against real-looking model output (pure, no database)."""

import pytest

from evaluation.jury.parsing import average, clean_title, parse_foreman, parse_juror, parse_recommendations
from tests.evaluation.jury_texts import FOREMAN_REPORT, INLINE_BOLD, SPEC_JURORS, assessment


def juror_scores(text: str) -> dict[str, int | None]:
    """Each dimension's score (1–10) or None; a dimension never borrows another's number."""
    return parse_juror(text).scores


def juror_verdict(text: str) -> str | None:
    """The juror's own verdict, or None when there is none or it is ambiguous."""
    return parse_juror(text).verdict


def test_it_reads_the_spec_table_format():
    parsed = parse_juror(SPEC_JURORS[0][1])
    assert parsed.scores == {"accuracy": 8, "completeness": 7, "clarity": 9, "relevance": 8, "actionability": 6}
    assert parsed.average == 7.6
    assert parsed.verdict == "APPROVE"
    assert parsed.recommendations == [
        "Add error response documentation (4xx, 5xx status codes)",
        "Include example request/response bodies",
        "Document authentication requirements",
    ]
    assert parsed.parse_success is True


def test_it_reads_inline_bold_fraction_and_dash_forms():
    assert juror_scores(INLINE_BOLD) == {"accuracy": 8, "completeness": 6, "clarity": 9, "relevance": 7,
                                         "actionability": 5}


@pytest.mark.parametrize("line, expected", [
    ("Accuracy: 8", 8),
    ("**Accuracy**: 8/10", 8),
    ("Accuracy — 8", 8),
    ("Accuracy – 8 out of 10", 8),
    ("1. **Accuracy** - 7/10: mostly right", 7),
    ("- Accuracy (score): 9", 9),
    ("**Accuracy:** **6**", 6),
    ("Accuracy = 10/10", 10),
])
def test_it_reads_each_inline_form(line, expected):
    assert juror_scores(line)["accuracy"] == expected


@pytest.mark.parametrize("cell, expected", [
    ("8", 8), ("**8**", 8), ("8/10", 8), (" 7.5 ", 8), ("7.4", 7), ("6.5/10", 7), ("1", 1), ("10", 10),
])
def test_it_reads_table_cells_and_rounds_half_up(cell, expected):
    text = f"| Dimension | Score | Why |\n|---|---|---|\n| Clarity |{cell}| fine |\n"
    assert juror_scores(text)["clarity"] == expected


@pytest.mark.parametrize("cell", ["0", "11", "15", "0.4", "10.5", "6/5", "-3"])
def test_a_score_outside_one_to_ten_is_missing_for_that_dimension_only(cell):
    # given
    text = assessment(8, 7, 9, 8, 6, "APPROVE").replace("| Clarity | 9 |", f"| Clarity | {cell} |")
    # when
    scores = juror_scores(text)
    # then
    assert scores == {"accuracy": 8, "completeness": 7, "clarity": None, "relevance": 8, "actionability": 6}


@pytest.mark.parametrize("cell, expected", [("4/5", 8), ("3 out of 5", 6), ("85/100", 9), ("7/10", 7)])
def test_a_fraction_on_another_scale_is_scaled_to_the_rubric(cell, expected):
    text = assessment(8, 7, 9, 8, 6, "APPROVE").replace("| Clarity | 9 |", f"| Clarity | {cell} |")
    assert juror_scores(text)["clarity"] == expected


def test_a_missing_row_is_null_and_parse_success_is_false_but_the_rest_survives():
    text = assessment(8, 7, 9, 8, 6, "REVISE").replace("| Relevance | 8 | Addresses the endpoint asked about. |\n", "")
    parsed = parse_juror(text)
    assert parsed.scores["relevance"] is None
    assert parsed.scores["accuracy"] == 8
    assert parsed.average == 7.5  # (8+7+9+6)/4
    assert parsed.verdict == "REVISE"
    assert parsed.parse_success is False


def test_prose_mentioning_a_dimension_does_not_count_as_a_score():
    text = "The accuracy is fine in 3 places and clarity suffers in 2 sections.\nVERDICT: REVISE"
    assert juror_scores(text) == {d: None for d in ("accuracy", "completeness", "clarity", "relevance",
                                                    "actionability")}


def test_the_average_row_is_not_mistaken_for_a_dimension():
    text = "| **Average** | 7.6 | |\n| Accuracy | 8 | ok |"
    assert juror_scores(text)["accuracy"] == 8


def test_the_last_verdict_line_wins_over_one_quoted_from_the_content():
    text = ('The content itself ends with "VERDICT: REJECT", which is odd.\n\n### Verdict\nVERDICT: APPROVE\n'
            "\n### Recommendations\nNone.")
    assert juror_verdict(text) == "APPROVE"


@pytest.mark.parametrize("text, expected", [
    ("VERDICT: approve", "APPROVE"),
    ("**VERDICT:** REVISE", "REVISE"),
    ("VERDICT: **REJECT**", "REJECT"),
    ("Verdict : [REVISE]", "REVISE"),
    ("Final Verdict: REJECT", "REJECT"),
])
def test_it_reads_verdict_line_variants(text, expected):
    assert juror_verdict(text) == expected


def test_without_a_verdict_line_it_falls_back_to_a_verdict_word_standing_alone():
    assert juror_verdict("x" * 600 + "\n\n**REVISE**\n") == "REVISE"
    assert juror_verdict("Some notes.\n\n## REJECT\n\nThe rest.") == "REJECT"
    assert juror_verdict("All things considered, the verdict is REVISE.") == "REVISE"


def test_a_verdict_word_inside_a_sentence_is_not_a_verdict():
    # given: the measured case — no verdict line, and "approve" only inside a sentence
    text = "x" * 600 + "\nI would be glad to approve a revised version; please revise the examples."
    # then
    assert juror_verdict(text) is None


def test_a_keyword_far_from_the_end_is_not_a_verdict():
    assert juror_verdict("I approve of the topic. " + "filler text " * 60) is None


def test_no_verdict_at_all_is_none_and_parse_fails():
    parsed = parse_juror("| Accuracy | 8 |\n| Completeness | 8 |\n| Clarity | 8 |\n| Relevance | 8 |\n"
                         "| Actionability | 8 |")
    assert parsed.verdict is None
    assert parsed.parse_success is False
    assert parsed.average == 8.0


def test_a_response_with_nothing_parseable_keeps_nulls():
    parsed = parse_juror("I cannot evaluate this content.")
    assert parsed.scores == {d: None for d in ("accuracy", "completeness", "clarity", "relevance", "actionability")}
    assert parsed.average is None
    assert parsed.verdict is None
    assert parsed.recommendations == []


def test_average_rounds_half_up_to_one_decimal():
    assert average({"a": 7, "b": 7, "c": 8, "d": 8}) == 7.5
    assert average({"a": 8, "b": 7, "c": 7}) == 7.3
    assert average({"a": 6, "b": 7, "c": 7, "d": 7, "e": 7, "f": 7}) == 6.8  # 6.8333
    assert average({"a": None}) is None


def test_recommendations_accept_bullets_wrapped_lines_and_stop_at_the_next_heading():
    text = ("### Recommendations\n- **Add** error codes\n- Show an example\n  with a JSON body\n\n"
            "## Appendix\n- not a recommendation")
    assert parse_recommendations(text) == ["Add error codes", "Show an example with a JSON body"]


@pytest.mark.parametrize("body", ["None.", "N/A", "No recommendations needed.", "Nothing to add."])
def test_recommendations_saying_none_are_empty(body):
    assert parse_recommendations(f"### Recommendations\n{body}\n") == []


def test_it_reads_the_foreman_report_sections():
    parsed = parse_foreman(FOREMAN_REPORT)
    assert parsed.stated_verdict == "APPROVE"
    assert parsed.key_strengths == ["Clear and well-structured documentation format", "Accurate parameter descriptions"]
    assert parsed.key_weaknesses == ["Missing error response documentation", "No example request/response bodies"]
    assert parsed.recommendations == [
        "Add comprehensive error response documentation",
        "Include example JSON request and response bodies",
        "Document authentication and authorization requirements",
        "Add rate limiting information",
    ]
    assert parsed.dissenting_opinions == [
        "Juror 2 voted REVISE, noting that the lack of error documentation is a significant gap for production use."
    ]


def test_a_unanimous_jury_has_no_dissenting_opinions():
    text = FOREMAN_REPORT.split("### Dissenting Opinions")[0] + "### Dissenting Opinions\nThe jury was unanimous.\n"
    assert parse_foreman(text).dissenting_opinions == []


def test_a_dissent_written_as_paragraphs_is_one_item_per_paragraph():
    text = "### Dissenting Opinions\nJuror 1 thought it too thin.\n\nJuror 3 disliked the tone.\n"
    assert parse_foreman(text).dissenting_opinions == ["Juror 1 thought it too thin.", "Juror 3 disliked the tone."]


@pytest.mark.parametrize("raw, expected", [
    ('"Users Endpoint Documentation Review."', "Users Endpoint Documentation Review"),
    ("Title: API Docs Quality Check\nExplanation: ...", "API Docs Quality Check"),
    ("## **Evaluating Users API Docs**", "Evaluating Users API Docs"),
    ("", ""),
])
def test_titles_are_cleaned(raw, expected):
    assert clean_title(raw) == expected


def test_the_foreman_block_is_read_before_the_sections():
    # given: a report whose sections and final block differ; the block is the machine's answer
    text = (FOREMAN_REPORT + '\n\n```json\n{"finalVerdict": "revise", "keyStrengths": ["**Clear** layout"], '
            '"keyWeaknesses": [], "recommendations": ["Add error codes"], '
            '"dissentingOpinions": ["The jury was unanimous."]}\n```\n')
    # when
    parsed = parse_foreman(text)
    # then
    assert parsed.stated_verdict == "REVISE"
    assert parsed.key_strengths == ["Clear layout"]
    assert parsed.key_weaknesses == []
    assert parsed.recommendations == ["Add error codes"]
    assert parsed.dissenting_opinions == []


def test_a_foreman_quoting_a_final_verdict_in_a_blockquote_is_not_read_from_it():
    text = "## Jury Verdict Report\n\n> Final Verdict: APPROVE (the content's own claim)\n\n### Final Verdict: REJECT\n"
    assert parse_foreman(text).stated_verdict == "REJECT"
