"""The offline assessor reads what words say against a case record (pure, no database).

The case here is made up for these tests (none of the shipped cases), so the rules are
checked on wording they were not written against: a bakery break-in, a night baker who
saw someone, a locksmith the defense calls, exhibits for each side."""

from __future__ import annotations

from game.assess.assessor import assess_answer, assess_question, assess_speech, claims_of, proposition
from game.assess.record import WitnessFacts, case_record
from game.assess.text import KEEP_VECTORS, Space, bare_reply, clauses, negated

BAKER = WitnessFacts("baker", "Olive Grant", "prosecution", public_story=(
    "Saw a man in a red jacket climb out of the bakery's back window at midnight. "
    "Recognised the defendant by his limp."),
    secrets=("She had taken two sleeping pills before her night shift.",),
    lies=({"id": "lie1", "claim": "The alley light was on.", "truth": "The alley light had been broken for a week."},))
LOCKSMITH = WitnessFacts("locksmith", "Ivan Petrov", "defense", public_story=(
    "Changed the bakery's locks the week before; the back window latch was already broken."),
    secrets=("He owes the bakery's owner four thousand dollars.",))
EXHIBITS = [
    {"id": "footprint", "name": "Footprint cast", "description": "A size eleven boot print under the back window.",
     "side": "prosecution"},
    {"id": "work-log", "name": "Repair log", "description": "The alley lamp was reported broken on the third.",
     "side": "defense"},
]
THEORIES = {"prosecution": "He climbed out of the window with the cash box; a witness saw him.",
            "defense": "A witness on sleeping pills, in a dark alley, saw a red jacket and guessed the rest."}


def record(**kwargs):
    return case_record(witnesses=[BAKER, LOCKSMITH], exhibits=EXHIBITS, theories=THEORIES,
                       truth="The alley lamp was broken and the witness had taken sleeping pills.", **kwargs)


# --- the text layer ---------------------------------------------------------------------

def test_negation_flips_a_clause_and_a_double_negation_does_not():
    assert negated("I didn't see his face")
    assert negated("The light was never on")
    assert not negated("I saw his face")
    assert not negated("It is not true that I didn't look")


def test_a_bare_reply_says_yes_or_no_and_a_clause_with_content_is_not_one():
    assert bare_reply("Yes.") is True
    assert bare_reply("That's right.") is True
    assert bare_reply("No, never.") is False
    assert bare_reply("I saw him climb out") is None


def test_clauses_split_at_sentences_and_contrasts_but_not_at_titles():
    assert clauses("Dr. Grant saw him. It was dark, but I knew him.") == ["Dr. Grant saw him.", "It was dark",
                                                                        "I knew him."]


def test_a_leading_question_puts_forward_its_proposition():
    assert proposition("Isn't it true that you had taken sleeping pills, right?") == "you had taken sleeping pills"
    claims = claims_of("Yes.", "Isn't it true that you had taken sleeping pills?")
    assert [(c.text, c.negated) for c in claims] == [("you had taken sleeping pills", False)]
    claims = claims_of("No.", "Isn't it true that you had taken sleeping pills?")
    assert [(c.text, c.negated) for c in claims] == [("you had taken sleeping pills", True)]


def test_a_space_past_its_vector_limit_still_reads_earlier_testimony_with_a_new_answer():
    # given a space (shared by every game of a case in a process) that has read testimony,
    # then more texts than it keeps
    space = Space(["Saw a man in a red jacket at midnight.", "The back window latch was broken."])
    earlier = space.vectors(["I saw the red jacket by the window."])
    space.vectors([f"Answer {i} about the jacket." for i in range(KEEP_VECTORS)])
    # when the earlier testimony is read again beside words it has not seen
    rows = space.vectors(["I saw the red jacket by the window.", "The latch was already broken."])
    # then it forgets what it must, and still reads both: the testimony as before
    assert len(rows) == 2 and rows[0] == earlier[0] and rows[0]
    assert len(space.known) <= len(space.texts) + 2


# --- answers ------------------------------------------------------------------------------

def test_saying_yes_to_ones_own_secret_admits_it_and_helps_the_other_side():
    read = assess_answer(record(), witness_id="baker", question="Isn't it true you took sleeping pills that night?",
                         answer="Yes.")
    assert (read.finding, read.favors) == ("admits", "defense")
    assert read.strength > 0.5
    assert "secret:baker:0" in read.cites


def test_denying_ones_secret_helps_ones_side_a_little():
    read = assess_answer(record(), witness_id="baker", question="Isn't it true you took sleeping pills that night?",
                         answer="No, I never took any pills.")
    assert (read.finding, read.favors) == ("denies", "prosecution")
    assert read.strength < 0.5


def test_a_secret_nobody_asked_about_is_volunteered_and_weighs_more_than_an_admission():
    asked = assess_answer(record(), witness_id="baker", question="Had you taken sleeping pills?",
                          answer="I had taken two sleeping pills before my shift.")
    unasked = assess_answer(record(), witness_id="baker", question="What time did you arrive?",
                            answer="I had taken two sleeping pills before my shift.")
    assert asked.finding == "admits" and unasked.finding == "volunteers"
    assert unasked.strength > asked.strength


def test_telling_ones_story_supports_ones_side_in_other_words():
    read = assess_answer(record(), witness_id="baker", question="What did you see?",
                         answer="A man wearing a red jacket climbed out through the back window of the bakery.")
    assert (read.finding, read.favors) == ("supports", "prosecution")


def test_saying_the_opposite_of_ones_earlier_testimony_contradicts_it():
    said = [{"witness": "baker", "text": "I recognised his face clearly under the light.", "favors": "prosecution"}]
    read = assess_answer(record(testimony=said), witness_id="baker", question="Did you see his face?",
                         answer="I did not recognise his face.")
    assert (read.finding, read.favors) == ("contradicts", "defense")
    assert read.contradicts.startswith("testimony:")


def test_repeating_an_earlier_answer_is_not_contradicting_it_clause_by_clause():
    # given an earlier answer of two clauses, one of them negated
    said = [{"witness": "baker", "text": "I recognised his face clearly under the light. I didn't see his hands.",
             "favors": "prosecution"}]
    # when the witness says its first clause again
    read = assess_answer(record(testimony=said), witness_id="baker", question="Did you see his face?",
                         answer="I recognised his face clearly under the light.")
    # then that is their account, not a contradiction of the whole earlier answer's polarity
    assert (read.finding, read.favors) == ("supports", "prosecution")


def test_nervous_words_about_nothing_in_the_case_are_not_testimony_to_contradict():
    # given a shaken witness who said nothing about the case, only that they are unsure
    nerves = "I... I don't know anymore. I told you what I remember."
    said = [{"witness": "baker", "text": nerves, "favors": "neutral"}]
    # when they say it again, on direct
    read = assess_answer(record(testimony=said), witness_id="baker", question="What happened that night?",
                         answer=nerves)
    # then it neither contradicts nor supports anything: it is nerves, not evidence
    assert read.finding in ("evades", "irrelevant") and not read.contradicts
    assert read.favors != "prosecution"


def test_words_that_only_frame_testimony_say_nothing_of_the_case():
    # given a witness whose secret mentions remembering a conversation
    porter = WitnessFacts("porter", "Sam Reed", "defense", public_story="Swept the alley at dawn.",
                          secrets=("The owner asked him to make sure he would remember that conversation.",))
    rec = case_record(witnesses=[BAKER, porter], exhibits=EXHIBITS, theories=THEORIES)
    # when another witness only says they told what they remember, or that they no longer know
    for answer in ("I told you what I remember.", "I... I don't know anymore."):
        read = assess_answer(rec, witness_id="baker", question="What happened that night?", answer=answer)
        # then that is neither the secret said nor a "no" to the question
        assert read.finding in ("evades", "irrelevant"), (answer, read)
    assert bare_reply("I don't remember") is None and bare_reply("No, I don't remember that.") is False


def test_holding_to_a_lie_the_evidence_exposed_contradicts_the_evidence():
    exposed = WitnessFacts(**{**BAKER.__dict__, "exposed": ("lie1",)})
    rec = case_record(witnesses=[exposed, LOCKSMITH], exhibits=EXHIBITS, theories=THEORIES)
    before = assess_answer(record(), witness_id="baker", question="Was it dark?", answer="The alley light was on.")
    after = assess_answer(rec, witness_id="baker", question="Was it dark?", answer="The alley light was on.")
    assert (before.finding, before.favors) == ("supports", "prosecution")
    assert (after.finding, after.favors) == ("contradicts", "defense")


def test_denying_an_exhibit_in_evidence_contradicts_it_and_one_not_in_evidence_is_only_denied():
    question = "Was there a boot print under the window?"
    answer = "There was no boot print under the window."
    out = assess_answer(record(), witness_id="locksmith", question=question, answer=answer)
    admitted = assess_answer(record(admitted={"footprint"}), witness_id="locksmith", question=question,
                             answer=answer)
    assert out.finding == "denies" and out.favors == "defense"
    assert (admitted.finding, admitted.favors) == ("contradicts", "prosecution")


def test_an_answer_that_says_nothing_about_the_case_evades_a_question_about_it():
    about = assess_answer(record(), witness_id="baker", question="Had you taken sleeping pills before your shift?",
                          answer="I really couldn't say what you mean.")
    idle = assess_answer(record(), witness_id="baker", question="Do you like the weather here?",
                         answer="I really couldn't say what you mean.")
    assert (about.finding, about.favors) == ("evades", "defense")
    assert about.strength > 0
    assert idle.finding == "irrelevant" and idle.strength == 0


def test_the_same_words_are_read_the_same_way_every_time():
    first = assess_answer(record(), witness_id="locksmith", question="What did you find?",
                          answer="The latch on the back window was already broken when I changed the locks.")
    again = assess_answer(record(), witness_id="locksmith", question="What did you find?",
                          answer="The latch on the back window was already broken when I changed the locks.")
    assert first == again
    assert (first.finding, first.favors) == ("supports", "defense")


# --- questions and speeches ----------------------------------------------------------------

def test_a_question_on_the_facts_is_relevant_and_nonsense_of_the_same_form_is_not():
    facts = assess_question(record(), question="Isn't it true the alley lamp had been broken for a week?",
                            asker_side="defense")
    nonsense = assess_question(record(), question="Isn't it true the walrus kazoo had been velvet for a noodle?",
                               asker_side="defense")
    assert facts.relevance > 0.6
    assert nonsense.relevance < 0.3
    assert facts.finding == "relevant" and nonsense.finding == "irrelevant"


def test_a_question_using_an_exhibit_in_evidence_uses_the_evidence_in_play():
    question = "Isn't it true the lamp in the alley was reported broken on the third?"
    assert not assess_question(record(), question=question, asker_side="defense").uses_evidence
    assert assess_question(record(admitted={"Repair log"}), question=question, asker_side="defense").uses_evidence


def test_a_question_asserting_the_opposite_of_the_evidence_contradicts_the_record():
    question = "Isn't it true the alley lamp was never reported broken?"
    read = assess_question(record(admitted={"work-log"}), question=question, asker_side="prosecution")
    assert read.finding == "contradicts"
    assert read.contradicts == "exhibit:work-log"


def test_a_speech_about_nothing_helps_the_other_side_a_little_and_one_on_the_facts_helps_the_speaker():
    bananas = assess_speech(record(), text="Bananas.", speaker_side="prosecution", speaker="The prosecution")
    facts = assess_speech(record(admitted={"footprint"}), speaker_side="prosecution", speaker="The prosecution",
                          text="She saw a man in a red jacket climb out of the back window, and his size eleven "
                               "boot print was right under it.")
    assert (bananas.finding, bananas.favors) == ("irrelevant", "defense")
    assert (facts.finding, facts.favors) == ("argues", "prosecution")
    assert facts.uses_evidence and facts.strength > 0.6 > bananas.strength


def test_a_speech_asserting_the_opposite_of_unanswered_evidence_is_marked_and_weakened():
    fair = assess_speech(record(admitted={"work-log"}), speaker_side="prosecution", speaker="The prosecution",
                         text="The alley lamp was working that night.")
    wrong = assess_speech(record(admitted={"work-log"}), speaker_side="prosecution", speaker="The prosecution",
                          text="The alley lamp was never reported broken.")
    assert wrong.finding == "contradicts" and wrong.contradicts == "exhibit:work-log"
    assert fair.finding != "contradicts"
