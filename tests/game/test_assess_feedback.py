"""The line that tells the player how the court read their own question or speech is built
from the assessment's fields (pure, no database): a question on the facts and a nonsense one
read differently, evidence in play is named, secrets and unseen evidence never are.

The case is the made-up bakery break-in of the offline assessor's tests (none of the shipped
cases)."""

from __future__ import annotations

import copy

import pytest

from game.assess.assessor import Assessment, assess_answer, assess_question, assess_speech
from game.assess.feedback import ON_THE_FACTS, question_feedback, speech_feedback
from game.trial.casedata import exhibits
from game.trial.engine import CaseMeta
from tests.game.test_assess_offline import record
from tests.game.trial_support import CASE, advance_to, opened_trial, resolve_pending

ADMITTED = {"work-log", "footprint"}
ON_THE_LAMP = "Isn't it true that the alley lamp was reported broken on the third?"
NONSENSE = "Do you like bananas on Sundays?"


def _line(question: str, answer: str, *, admitted=frozenset(), side: str = "defense"):
    case = record(admitted=set(admitted))
    asked = assess_question(case, question=question, asker_side=side)
    public = assess_question(case.public(), question=question, asker_side=side)
    said = assess_answer(case, witness_id="baker", question=question, answer=answer)
    return question_feedback(case, asked=asked, public=public, answer=said, player_side=side)


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
    lines = [question_feedback(case, asked=a, public=a, answer=answer, player_side="defense").text
             for a in (on_point, touching, beside)]
    # then each says what its fields say
    assert lines == ["Your question went to the facts (Repair log) — the answer went your way.",
                     "Your question touched on the facts — the answer went your way.",
                     "The court found that question beside the point, so it counted for less — the answer went "
                     "your way."]
    # and an answer for the other side is said to be, whoever asked
    other = question_feedback(case, asked=on_point, public=on_point,
                              answer=Assessment("supports", "prosecution", 0.5, 0.9), player_side="defense")
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
    line = question_feedback(case, asked=asked, public=asked, answer=answer, player_side="prosecution")
    assert line.text == "Your question put to the witness the opposite of the evidence (Repair log)" + said
    assert line.tone == tone


def test_evidence_the_jury_has_not_seen_is_neither_named_nor_hinted_at():
    # given a question whose weight is the footprint cast, not yet admitted, then admitted
    question = "Was there a size eleven boot print under the back window?"
    unseen, seen = _line(question, "Yes, there was."), _line(question, "Yes, there was.", admitted=ADMITTED)
    # then before the jury has it the line says only what the jury heard (the court did weigh the question)
    assert assess_question(record(), question=question, asker_side="defense").relevance >= ON_THE_FACTS
    assert unseen.text == "The answer helped the other side."
    # and once the jury has it, the question went to the facts and the exhibit is named
    assert seen.text == "Your question went to the facts (Footprint cast) — the answer helped the other side."


SECRET = "Had you taken sleeping pills before your night shift?"  # the baker's secret, and the hidden truth's


@pytest.mark.parametrize("answer", ["No.", "Yes.", "I don't know what you mean."])
def test_a_question_hitting_only_a_witness_secret_gets_no_reach_claim(answer):
    # given a question on the baker's secret (the sleeping pills: also in the hidden truth), which
    # the court weighs as on the facts, with the jury's record holding nothing of it
    case = record(admitted=ADMITTED)
    asked = assess_question(case, question=SECRET, asker_side="defense")
    assert asked.relevance >= ON_THE_FACTS and any(c.startswith("secret:") for c in asked.cites)
    # when the answer comes
    line = _line(SECRET, answer, admitted=ADMITTED)
    # then the line says only what the jury saw: the answer and which way it went
    assert line.text.startswith("The answer ") and line.text.count(" — ") == 0
    # and nothing of its reach (a hint of the hidden), nor that it was beside the point (it was weighed)
    for hint in ("facts", "evidence", "beside", "little", "less", "pill", "secret", "Olive Grant"):
        assert hint.lower() not in line.text.lower(), line.text


@pytest.mark.parametrize("question, reach", [
    ("You took sleeping pills before the night shift, and the alley lamp was broken, wasn't it?", "went to"),
    ("Had you taken two sleeping pills before your night shift, with the lamp broken?", "touched on"),
])
def test_a_question_mixing_a_secret_with_the_record_is_told_only_of_the_record(question, reach):
    # given a question on the baker's secret and on the repair log in evidence, most about the secret
    case = record(admitted=ADMITTED)
    asked = assess_question(case, question=question, asker_side="defense")
    assert asked.relevance == 1.0 and not any(c.startswith("exhibit:") for c in asked.cites)
    # then its reach is what it is on the record the jury knows, naming the exhibit it used there
    line = _line(question, "No.", admitted=ADMITTED)
    assert line.text.startswith(f"Your question {reach} the facts (Repair log) — "), line.text
    assert "pill" not in line.text.lower()


def test_a_question_weighed_for_a_secret_that_drew_a_little_on_the_evidence_says_only_that():
    # given a question the court weighed as on the facts for a secret, whose reading against the
    # jury's record touches the repair log only a little (below the line of the beside-the-point)
    case = record(admitted=ADMITTED)
    asked = Assessment("relevant", "defense", 0.9, 0.9, uses_evidence=True, cites=("secret:baker:0", "truth:0"))
    public = Assessment("relevant", "defense", 0.25, 0.25, uses_evidence=True, cites=("exhibit:work-log",))
    line = question_feedback(case, asked=asked, public=public, answer=Assessment("admits", "defense", 0.3, 0.8),
                             player_side="defense")
    # then the line says it drew on the evidence in play, by its name, and nothing of the facts' reach
    assert line.text == "Your question drew on the evidence in play (Repair log) — the answer went your way."


# What the player reads of the case before the trial (the synopsis on the case's card): about the
# break-in, nothing of the baker's pills or the lamp.
SUMMARY = "The bakery's cash box was taken at midnight. The prosecution says the defendant climbed out of the window."


def _speech(text: str, kind: str, *, admitted=frozenset(), held=frozenset()):
    """The line after the player's speech, read as the trial reads it: the court weighs it on the
    whole record; the line reads it against the jury's record at the closing, against what the
    player knows (the synopsis, the exhibits they hold) at the opening."""
    case = record(admitted=set(admitted))
    read = assess_speech(case, text=text, speaker_side="defense", speaker="The defense")
    known = case.public() if kind == "closing argument" else case.as_known_to_player(held=held, summary=SUMMARY)
    return speech_feedback(known, read=read, player_side="defense", kind=kind,
                           known=assess_speech(known, text=text, speaker_side="defense", speaker="The defense"))


def test_a_speech_on_the_evidence_and_a_nonsense_one_read_differently():
    strong = _speech("The repair log shows the alley lamp was broken; the witness saw nothing.", "closing argument",
                     admitted=ADMITTED)
    assert strong.text == ("Your closing argument argued the facts from the evidence (Repair log) — it went strongly "
                           "your way.")
    line = _speech("Bananas.", "opening statement")
    assert line.text == "The court found your opening statement beside the point — it helped the other side a little."
    assert line.tone == "against"


ON_PILLS = "She had taken two sleeping pills, so she saw nothing."
HINTS = ("facts", "evidence", "beside", "little", "pill", "secret", "Olive Grant", "Repair", "Footprint")


# (an opening on "the baker ... taken ... at night" would touch on the synopsis' "bakery ... taken at
# midnight": what the player read, not the secret, so not a case of this test)
@pytest.mark.parametrize("text, kind", [(ON_PILLS, "closing argument"), (ON_PILLS, "opening statement"),
                                        ("The baker had taken two sleeping pills before her night shift.",
                                         "closing argument")])
def test_a_speech_hitting_only_a_witness_secret_gets_no_reach_claim(text, kind):
    # given a speech on the baker's secret (the sleeping pills), which the court weighs as on the
    # facts, with the jury's record (the repair log, the footprint cast) and the player's case file
    # (the synopsis, the repair log they hold) holding nothing of it
    case = record(admitted=ADMITTED)
    read = assess_speech(case, text=text, speaker_side="defense", speaker="The defense")
    assert read.relevance >= ON_THE_FACTS and any(c.startswith("secret:") for c in read.cites)
    # when the player says it at the closing, or at the opening
    line = _speech(text, kind, admitted=ADMITTED if kind == "closing argument" else (), held={"work-log"})
    # then the line says only which way it went (the court did weigh it: not beside the point)
    assert line.text == f"Your {kind} went your way." and line.tone == "for"
    for hint in HINTS:
        assert hint.lower() not in line.text.lower(), line.text


@pytest.mark.parametrize("text, reach", [
    ("She had taken two sleeping pills before her night shift, and the alley lamp was broken.", "argued"),
    ("The alley light had been broken for a week and she had taken sleeping pills.", "touched on"),
])
def test_a_closing_mixing_a_secret_with_the_evidence_is_told_of_the_evidence(text, reach):
    # given a closing on the baker's secret and on the repair log in evidence, weighed whole for the secret
    case = record(admitted=ADMITTED)
    read = assess_speech(case, text=text, speaker_side="defense", speaker="The defense")
    assert read.relevance == 1.0 and not any(c.startswith("exhibit:") for c in read.cites)
    # then its reach is what it is on the jury's record, and the exhibit it argued from is named
    line = _speech(text, "closing argument", admitted=ADMITTED)
    assert line.text == (f"Your closing argument {reach} the facts from the evidence (Repair log) — it went strongly "
                         "your way.")


def test_a_closing_weighed_for_a_secret_that_drew_a_little_on_the_evidence_says_only_that():
    # given a closing the court weighed as on the facts for a secret, whose reading against the
    # jury's record touches the repair log only a little
    case = record(admitted=ADMITTED).public()
    read = Assessment("argues", "defense", 1.0, 0.9, uses_evidence=True, cites=("secret:baker:0", "truth:0"))
    known = Assessment("argues", "defense", 0.5, 0.25, uses_evidence=True, cites=("exhibit:work-log",))
    line = speech_feedback(case, read=read, known=known, player_side="defense", kind="closing argument")
    # then the line says it drew on the evidence, by its name, and nothing of the facts' reach
    assert line.text == "Your closing argument drew on the evidence (Repair log) — it went your way."


def test_a_speech_is_never_told_it_reached_further_than_the_court_weighed_it():
    # given an opening the court weighed as saying little, which reads wide against the synopsis
    # the player read (not in the court's record)
    case = record().as_known_to_player(held=(), summary=SUMMARY)
    read = Assessment("argues", "defense", 0.2, 0.2)
    known = Assessment("argues", "defense", 0.9, 0.9)
    line = speech_feedback(case, read=read, known=known, player_side="defense", kind="opening statement")
    # then it is told it said little, as the court weighed it
    assert line.text == "Your opening statement said little about the facts — it went your way." and line.tone == "flat"


def test_an_opening_promising_an_exhibit_the_player_holds_names_it():
    # given nothing in evidence yet, and the repair log among the player's cards (or not)
    opening = "The repair log will show the alley lamp was broken; the witness saw nothing."
    held, unseen = (_speech(opening, "opening statement", held=held) for held in ({"work-log"}, ()))
    # then promising the exhibit they hold went to the facts, and the exhibit is named as theirs
    assert held.text == ("Your opening statement argued the facts from your evidence (Repair log) — it went strongly "
                         "your way.")
    # and an exhibit they have not seen is neither named nor claimed
    assert unseen.text == "Your opening statement went your way."


def test_an_opening_on_the_case_summary_the_player_read_went_to_the_facts():
    # given the synopsis the player read (the cash box, the window), nothing in evidence
    line = _speech("The prosecution says he climbed out of the window with the cash box at midnight.",
                   "opening statement")
    # then an opening on it is told it went to the facts, with no evidence claimed
    assert line.text.startswith(("Your opening statement argued the facts — ",
                                 "Your opening statement touched on the facts — ")), line.text


def test_the_players_opening_in_a_trial_names_the_exhibits_in_their_hand_only():
    # given a trial at the defense's opening, the second till receipt among the player's cards
    engine = opened_trial()
    engine.meta = CaseMeta(title=CASE["title"], exhibits=exhibits(CASE["evidence"]))  # (the assessor's exhibits)
    advance_to(engine, "statement")
    words = "A receipt for a watch at 3:01 pm, at the other till."
    receipt = "case_receipt_copy"

    def opening_line(in_hand: bool) -> str:
        trial = copy.deepcopy(engine)
        piles = [trial.state.hand, trial.state.deck, trial.state.discard]
        for pile in piles:
            if receipt in pile:
                pile.remove(receipt)
        (trial.state.hand if in_hand else trial.state.deck).append(receipt)
        out = trial.make_statement(trial.state.themes[1], text=words)
        return next(line["text"] for line in out.lines if line.get("role") == "assessment")

    # then the receipt is named when its card is in hand, and not when it is still in the draw pile
    assert "(Second till receipt)" in opening_line(True)
    assert "receipt" not in opening_line(False).lower()


def test_the_players_question_in_a_trial_on_a_witness_secret_is_told_only_which_way_it_went():
    # given a trial at the defense's cross-examination of the clerk, her phone log not in evidence
    engine = opened_trial()
    engine.meta = CaseMeta(title=CASE["title"], exhibits=exhibits(CASE["evidence"]))  # (the assessor's exhibits)
    advance_to(engine, "question")
    assert engine.state.exam.witness_id == "clerk" and engine.state.exam.type == "cross"
    on_her_secret = "Were you on your phone when the alarm rang?"  # her secret: on her phone until the alarm
    assert assess_question(engine.case_record(), question=on_her_secret, asker_side="defense").finding != "irrelevant"

    # when the player asks about it and the witness answers
    trial = copy.deepcopy(engine)
    outcomes = [trial.ask_question(text=on_her_secret)]
    resolve_pending(trial, outcomes)
    [line] = [line["text"] for out in outcomes for line in out.lines if line.get("role") == "assessment"]

    # then the line says only which way the answer went: no reach (a hint of the hidden), nothing of the phone
    assert line.startswith("The answer "), line
    for hint in ("facts", "evidence", "beside", "phone"):
        assert hint not in line.lower(), line
