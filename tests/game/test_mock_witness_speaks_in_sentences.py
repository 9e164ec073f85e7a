"""The offline witness speaks in sentences: every sentence of every mock answer starts with a
capital, whatever clause of the story, lie or secret it says ("Let me think. Yes. she walked
out…" was heard in People v. Whitfield: a clause cut after a ';' kept its lower case), and a
title is never a sentence's end ("It all happened so fast. Says he never saw Dr." was heard in
People v. Marsh: the story was cut at "Dr.")."""

import random
import re

import pytest
from sentencex import segment

from game.cases import shipped_cases
from game.trial import casedata, mock
from game.trial.state import WitnessState
from game.assess.text import said_sentences
from game.trial.witness import SHAKY_BELOW, answer_messages
from juryrigged.llm.providers import Request

COMPOSURES = (90, 45, SHAKY_BELOW - 5)  # calm, nervous, badly shaken
SEEDS = range(25)
FIRST_LETTER = re.compile(r"[A-Za-z0-9]")
# A title or an abbreviation that comes before a name or a number, not at a sentence's end.
TITLE_CUT = re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Mx|St|No|Prof)\.(?!\s+[A-Z0-9])")


def _answers(witness: WitnessState):
    """Every kind of answer the mock gives this witness: by composure, with and without a lie to
    hold to or defend, over many seeds."""
    lies = [None] + [dict(lie) for lie in witness.lies]
    for composure in COMPOSURES:
        witness.composure = composure
        for lie in lies:
            for exposed in ((False, True) if lie else (False,)):
                witness.exposed = [lie["id"]] if exposed else []
                messages = answer_messages(witness, question="What did you see that night?", examiner="Defense",
                                           exam_type="cross", case_title="T", lie=lie)
                request = Request(messages=tuple(messages), model="m", purpose="game.witness", timeout=5)
                for seed in SEEDS:
                    yield mock.witness(request, random.Random(seed))


def _witnesses():
    return [pytest.param(data, id=f"{case['slug']}:{data.get('key')}")
            for case in shipped_cases() for data in case["witnesses"]]


@pytest.mark.parametrize("data", _witnesses())
def test_every_sentence_of_every_mock_answer_starts_with_a_capital(data):
    # given a shipped case's witness
    witness = WitnessState.from_case(casedata._witness(data))
    # when the mock answers as them in every state, over many seeds
    answers = set(_answers(witness))
    # then every sentence of every answer starts (after any quote or ellipsis) with a capital or a figure
    assert len(answers) > 3
    for answer in answers:
        for sentence in (s.strip() for s in segment("en", answer) if s.strip()):
            first = FIRST_LETTER.search(sentence)
            assert first and not first.group().islower(), f"{sentence!r} in {answer!r}"


@pytest.mark.parametrize(("parts", "said"), [
    (("Let me think. Yes.", "she walked out without thinking;"), "Let me think. Yes. She walked out without thinking."),
    (("I... I think so.", "her late husband's watch was gone"), "I... I think so. Her late husband's watch was gone."),
    (("I'm certain of it.", "Says he never saw Dr. Marsh."), "I'm certain of it. Says he never saw Dr. Marsh."),
    (("Yes.", '"pumpkins that size burst".'), 'Yes. "Pumpkins that size burst".'),
])
def test_spoken_parts_are_joined_as_sentences(parts, said):
    assert mock.spoken(*parts) == said


@pytest.mark.parametrize("data", _witnesses())
def test_no_mock_answer_is_cut_at_a_title(data):
    # given a shipped case's witness (People v. Marsh's nurse: "Says he never saw Dr. Marsh at the ventilator")
    witness = WitnessState.from_case(casedata._witness(data))
    # when the mock answers as them in every state, over many seeds
    answers = set(_answers(witness))
    # then no title in any answer is left without the name it comes before
    assert len(answers) > 3
    cut = [a for a in answers if TITLE_CUT.search(a)]
    assert not cut, cut


def test_the_mock_says_each_sentence_or_clause_of_the_story_whole():
    # given a witness whose story names people by their titles
    story = "Says she never saw Dr. Okafor that night; Mrs. Lee left at nine. She called Ms. Adebayo at St. Luke's."
    witness = WitnessState(id="w", name="Ann Cole", side="defense", public_story=story, composure=90)
    messages = answer_messages(witness, question="What happened?", examiner="Prosecution", exam_type="cross",
                               case_title="T", lie=None)
    request = Request(messages=tuple(messages), model="m", purpose="game.witness", timeout=5)
    # when the calm witness answers over many seeds (an opener, then a part of the story)
    told = {_after_opener(mock.witness(request, random.Random(seed))) for seed in range(60)}
    # then each part said is a whole sentence or clause of the story
    assert told == {"Says she never saw Dr. Okafor that night.", "Mrs. Lee left at nine.",
                    "She called Ms. Adebayo at St. Luke's."}


def _after_opener(answer: str) -> str:
    opener = next(o for o in mock.CALM if answer.startswith(o))
    return answer[len(opener):].strip()


def test_said_sentences_do_not_end_at_a_title_the_segmenter_does_not_know():
    # sentencex 1.0.32 cuts "She saw Ms. | Okafor"; it knows Dr., Mrs., St. and No.
    assert said_sentences("She saw Ms. Okafor at No. 5. Dr. Marsh and Mx. Hale left.") == [
        "She saw Ms. Okafor at No. 5.", "Dr. Marsh and Mx. Hale left."]
