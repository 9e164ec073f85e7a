"""The line that tells the player how the court read their own question or speech is built
from the assessment's fields (pure, no database): a question on the facts and a nonsense one
read differently, evidence in play is named, secrets and unseen evidence never are.

The case is the made-up bakery break-in of the offline assessor's tests (none of the shipped
cases)."""

from __future__ import annotations

import pytest

from game.assess.assessor import Assessment, assess_answer, assess_question, assess_speech
from game.assess.feedback import question_feedback, speech_feedback
from tests.game.test_assess_offline import record

ADMITTED = {"work-log", "footprint"}
ON_THE_LAMP = "Isn't it true that the alley lamp was reported broken on the third?"
NONSENSE = "Do you like bananas on Sundays?"


def _line(question: str, answer: str, *, admitted=frozenset(), side: str = "defense"):
    case = record(admitted=set(admitted))
    asked = assess_question(case, question=question, asker_side=side)
    said = assess_answer(case, witness_id="baker", question=question, answer=answer)
    return question_feedback(case, asked=asked, answer=said, player_side=side)


def test_a_question_on_the_facts_and_a_nonsense_one_read_differently():
    # given the repair log in evidence, a question on it and one about nothing
    strong = _line(ON_THE_LAMP, "Yes.", admitted=ADMITTED)
    nonsense = _line(NONSENSE, "I like bananas.", admitted=ADMITTED)
    # then the first went to the facts, named the evidence it used and went the player's way
    assert strong.text == "Your question went to the facts (Repair log) — the answer went strongly your way."
    assert strong.tone == "for"
    # and the second was beside the point
    assert nonsense.text == "The court found that question beside the point — it counted for little."
    assert nonsense.tone == "flat"


def test_the_line_follows_the_fields_not_the_words():
    # given the same question read three ways (only the assessments' fields differ)
    case = record(admitted=ADMITTED)
    answer = Assessment("admits", "defense", 0.3, 0.8)
    on_point = Assessment("relevant", "defense", 0.8, 0.8, uses_evidence=True, cites=("exhibit:work-log",))
    touching = Assessment("relevant", "defense", 0.4, 0.4)
    beside = Assessment("irrelevant", "defense", 0.1, 0.1)
    lines = [question_feedback(case, asked=a, answer=answer, player_side="defense").text
             for a in (on_point, touching, beside)]
    # then each says what its fields say
    assert lines == ["Your question went to the facts (Repair log) — the answer went your way.",
                     "Your question touched on the facts — the answer went your way.",
                     "The court found that question beside the point, so it counted for less — the answer went "
                     "your way."]
    # and an answer for the other side is said to be, whoever asked
    other = question_feedback(case, asked=on_point, answer=Assessment("supports", "prosecution", 0.5, 0.9),
                              player_side="defense")
    assert other.text.endswith("— the answer helped the other side.") and other.tone == "against"


@pytest.mark.parametrize("answer, said, tone", [
    (Assessment("denies", "prosecution", 0.3, 0.5), ", so it counted for half — the answer went your way.", "flat"),
    # witness.answer_effect halves only an answer that went the asker's way: nothing is said to count for half here
    (Assessment("supports", "defense", 0.3, 0.5), " — the answer helped the other side.", "against"),
])
def test_a_question_against_the_evidence_counts_for_half_only_when_its_answer_went_the_askers_way(answer, said,
                                                                                                   tone):
    case = record(admitted=ADMITTED)
    asked = Assessment("contradicts", "prosecution", 0.4, 0.8, contradicts="exhibit:work-log",
                       cites=("exhibit:work-log",))
    line = question_feedback(case, asked=asked, answer=answer, player_side="prosecution")
    assert line.text == "Your question put to the witness the opposite of the evidence (Repair log)" + said
    assert line.tone == tone


def test_evidence_the_jury_has_not_seen_is_not_named():
    # given the footprint cast not yet admitted, then admitted
    unseen = _line("Was there a size eleven boot print under the back window?", "Yes, there was.")
    seen = _line("Was there a size eleven boot print under the back window?", "Yes, there was.", admitted=ADMITTED)
    # then it is named only once the jury has it
    assert "Footprint" not in unseen.text and unseen.text.startswith("Your question went to the facts — ")
    assert seen.text.startswith("Your question went to the facts (Footprint cast) — ")


def test_a_witness_secret_and_the_hidden_truth_are_never_named():
    # given a question on the baker's secret (the sleeping pills: also in the hidden truth)
    case = record(admitted=ADMITTED)
    question = "Had you taken sleeping pills before your night shift?"
    asked = assess_question(case, question=question, asker_side="defense")
    assert any(c.startswith("secret:") for c in asked.cites)  # the assessor did read it as about the secret
    line = question_feedback(case, asked=asked, answer=assess_answer(case, witness_id="baker", question=question,
                                                                     answer="No."), player_side="defense")
    # then the line says the question went to the facts and nothing of the secret
    assert line.text.startswith("Your question went to the facts — ")
    assert "pill" not in line.text.lower() and "secret" not in line.text.lower()


def test_a_speech_on_the_evidence_and_a_nonsense_one_read_differently():
    case = record(admitted=ADMITTED)
    strong = assess_speech(case, text="The repair log shows the alley lamp was broken; the witness saw nothing.",
                           speaker_side="defense", speaker="The defense")
    nonsense = assess_speech(case, text="Bananas.", speaker_side="defense", speaker="The defense")
    assert speech_feedback(case, read=strong, player_side="defense", kind="closing argument").text == (
        "Your closing argument argued the facts from the evidence (Repair log) — it went strongly your way.")
    line = speech_feedback(case, read=nonsense, player_side="defense", kind="opening statement")
    assert line.text == "The court found your opening statement beside the point — it helped the other side a little."
    assert line.tone == "against"
