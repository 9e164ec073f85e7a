"""The scale detector and the verdict's hedges and negations (pure, no database)."""

import pytest

from evaluation.jury.parsing import parse_juror
from evaluation.jury.rubric import JUROR
from juryrigged.llm import reading
from juryrigged.llm.reading import fields as finders
from juryrigged.llm.reading.scores import Written, parse_score, starts_with_score


@pytest.mark.parametrize("written, expected", [
    ("85%", 9), ("85 percent", 9), ("40 %", 4),
    ("★★★★☆", 8), ("⭐⭐⭐", 6), ("★★★½☆", 7), ("4/5 stars", 8), ("4 stars", 8), ("4 out of 5 stars", 8),
    ("A+", 10), ("A", 10), ("A-", 9), ("A−", 9), ("B+", 8), ("B", 8), ("C", 6), ("D", 3), ("F", 1),
    ("excellent", 10), ("Very good", 9), ("GOOD", 8), ("fair", 6), ("poor", 4), ("very poor", 2),
])
def test_a_score_is_read_on_the_scale_its_form_says(written, expected):
    assert parse_score(written, low=1, high=10) == expected


@pytest.mark.parametrize("written", [
    "90% of the claims check out",  # a proportion of something, not a score
    "★★★★☆ (3/5)",  # two different scores in one
    "A solid answer",  # the article, not a grade
    "Good overall, 6/10",  # a word then a number: which one is meant is not clear
    "G", "E+",
])
def test_what_is_not_a_score_is_not_read_as_one(written):
    assert parse_score(written, low=1, high=10, loose=True) is None


def test_a_letter_grade_spans_the_rubric_whatever_its_range():
    assert parse_score("A", low=1, high=5) == 5
    assert parse_score("F", low=1, high=5) == 1
    assert parse_score("C", low=0, high=100) == 50


def test_stars_after_a_bare_name_are_read():
    text = ("Accuracy ⭐⭐⭐⭐\nCompleteness ⭐⭐⭐\nClarity ★★★★★\nRelevance ★★★★☆\nActionability ⭐⭐\n\n"
            "Verdict: Accept")
    parsed = parse_juror(text)
    assert parsed.scores == {"accuracy": 8, "completeness": 6, "clarity": 10, "relevance": 8, "actionability": 4}


def test_labels_in_other_languages_are_read_with_or_without_accents():
    text = ("**Precision:** 8/10\n**Exhaustividad:** 6/10\n**Clarté :** 7/10\n**Relevanz:** 5/10\n"
            "**Aplicabilidade:** 4/10\n\n**Veredicto:** RECHAZAR")
    parsed = parse_juror(text)
    assert parsed.scores == {"accuracy": 8, "completeness": 6, "clarity": 7, "relevance": 5, "actionability": 4}
    assert parsed.verdict == "REJECT"


@pytest.mark.parametrize("line, expected", [
    ("All told, the piece holds. Verdict: reject. The rest is detail.", "REJECT"),
    ("Scores above — my final decision: **Approve**, given the sources.", "APPROVE"),
    ("Verdict: not approved — it needs revision.", "REVISE"),
    ("Verdict: Do not approve; reject.", "REJECT"),
])
def test_a_verdict_label_counts_anywhere_in_a_line(line, expected):
    assert reading.read(f"Accuracy: 8/10\n\n{line}", JUROR).verdict == expected


@pytest.mark.parametrize("line, phrase", [
    ("Verdict: Approve with minor changes.", "Approve"),
    ("Verdict: Reject unless the figures are sourced.", "Reject"),
    ("Decision: conditionally approve, once section 3 is rewritten", "approve"),
    ("Verdict: APPROVE (pending a fact-check)", "APPROVE"),
])
def test_a_hedged_verdict_is_its_own_reading_not_the_unconditional_one(line, phrase):
    found = reading.read(line, JUROR)
    # the jury's vocabulary reads a verdict on a condition as REVISE ("needs improvement before use")
    assert found.verdict == "REVISE"
    assert found.verdict_reading.hedge == phrase


def test_without_a_conditional_verdict_a_hedged_one_is_unread_and_said_so():
    vocabulary = reading.Vocabulary({"APPROVE": (), "REVISE": (), "REJECT": ()})
    rubric = reading.Rubric(scores={}, verdicts=vocabulary, who="The juror")
    found = reading.read("Verdict: Approve with minor changes", rubric)
    assert found.verdict is None
    assert "verdict" in found.unread
    assert any("on a condition" in warning for warning in found.warnings)


@pytest.mark.parametrize("line", ["Verdict: Approve with no changes needed.", "Verdict: Approve after all.",
                                  "Verdict: APPROVE. If the author wants, a summary would help."])
def test_an_approval_with_no_condition_is_not_hedged(line):
    found = reading.read(line, JUROR)
    assert found.verdict == "APPROVE"
    assert found.verdict_reading.hedge is None


def test_a_negation_that_does_not_say_which_verdict_is_unread_and_said_so():
    # "not approve" among three verdicts could be REVISE or REJECT; no weaker mention decides instead
    found = reading.read("Accuracy: 5/10\n\nVerdict: Not approve.\n\nRevise the intro, or reject it.", JUROR)
    assert found.verdict is None
    assert "verdict" in found.unread
    assert any("negation" in warning for warning in found.warnings)
    unread_note = [note for note in found.notes("The juror") if note.startswith("Not read")]
    assert "verdict" not in unread_note[0]  # named once, by the warning that explains it


@pytest.mark.parametrize("written", ["8/10", "85%", "★★★★☆", "B+", "very good", "7 — solid", "G"])
def test_the_form_a_finder_found_is_read_without_being_matched_again(written):
    # given the form the scale detector finds at the start of a cell (or none)
    found = starts_with_score(written)

    # then that form, handed on, reads as the text itself does
    assert (found is None) == (parse_score(written, low=1, high=10, loose=True) is None)
    if found is not None:
        assert parse_score(found, low=1, high=10, loose=True) == parse_score(written, low=1, high=10, loose=True)


def test_heading_line_and_table_finders_hand_on_the_form_they_found():
    # given scores under a heading, on labelled lines, and in tables of each shape whose score cells the finder
    # had to check (a column found by its cells, not by a "Score" header)
    names = JUROR.names
    heading = finders.heading_candidates("### Accuracy\nScore: 8/10\n", names, None)
    lines = finders.line_candidates("- **Clarity:** 7/10 — clear\n- **Relevance:** B+\n", names, None)
    (narrow,) = finders.tables("| Accuracy | 8/10 |\n| Clarity | ★★★★☆ |\n")
    (wide,) = finders.tables("| Accuracy | Clarity |\n|---|---|\n| 8/10 | 7 |\n")

    # when the finders read them
    candidates = [*heading, *lines, *finders.table_candidates(narrow, names, 0, None)[0],
                  *finders.table_candidates(wide, names, 1, None)[0]]

    # then each candidate carries the form already found, so the score is not matched a second time
    assert len(candidates) == 7
    assert all(isinstance(c.raw, Written) for c in candidates)
    assert [parse_score(c.raw, low=1, high=10, loose=True) for c in candidates] == [8, 7, 8, 8, 8, 8, 7]
