"""Spoken lines are read through the reader's structure-first path (`reading.spoken`): JSON found anywhere,
a cut-off line ended at its last full sentence, words with braces or brackets left as they are."""

import pytest

from juryrigged import llm
from juryrigged.llm.reading.spoken import spoken_line


@pytest.mark.parametrize("answer, line", [
    ('Here is my line:\n{"statement": "I saw him at the station."}', "I saw him at the station."),
    ('Juror 4:\n```json\n{"Line": "The receipt settles it."}\n```', "The receipt settles it."),
    ("{'statement': 'Order in the court.'}", "Order in the court."),  # near-JSON, repaired
    ("[Clears throat] Your honour, I object.", "[Clears throat] Your honour, I object."),
    ("I read the {redacted} file twice.", "I read the {redacted} file twice."),
    ('I stand by it. {"emotion": "calm"}', "I stand by it."),  # a strict JSON aside is not said
])
def test_the_line_is_found_by_the_answers_structure(answer, line):
    assert spoken_line(answer) == line


@pytest.mark.parametrize("answer", [
    'Here is my line:\n{"statement": "Guilty.", "text": "Not guilty."}',  # two lines: which one?
    '{"statement": "Order in the court. Counsel, approach',  # cut off mid-JSON
    '{"vote": "guilty"}',
])
def test_json_without_one_line_says_nothing(answer):
    assert spoken_line(answer) == ""


@pytest.mark.django_db
def test_a_cut_off_line_ends_at_its_last_full_sentence_through_the_door(scripted_llm):
    # given a model cut off at max_tokens mid-sentence
    scripted_llm.answers = [llm.RawCompletion(text="I saw him at nine. Then he went to the", model="m",
                                              finish_reason="length")]
    completion = llm.complete("Speak.", purpose="court.turn", max_tokens=20)
    # when / then
    assert spoken_line(completion.text, finish_reason=completion.finish_reason) == "I saw him at nine."
    assert spoken_line(completion.text) == "I saw him at nine. Then he went to the"  # not known as cut off


def test_a_cut_off_line_with_no_full_sentence_trails_off():
    assert spoken_line("Your honour, the witness has", finish_reason="length") == "Your honour, the witness has…"
