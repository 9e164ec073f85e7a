"""The engine's own answer (no model): the first sentence of the witness's story, whole.

A title or an initial does not end a sentence: the fallback once cut "Says he never saw Dr.
Marsh at the ventilator" at "Dr." (People v. Marsh's nurse), so the jury heard a witness say
nothing of the case.
"""

import pytest

from game.cases import shipped_cases
from game.trial.witness import fallback_answer
from game.trial.state import WitnessState


def witness(story: str, composure: float = 70) -> WitnessState:
    return WitnessState(id="w", name="W", side="prosecution", public_story=story, composure=composure)


@pytest.mark.parametrize(("story", "first"), [
    ("Says he never saw Dr. Marsh at the ventilator that evening.",
     "Says he never saw Dr. Marsh at the ventilator that evening."),
    ("Met Mrs. Okoye and Prof. Lund at 3 p.m. on the ward. Then he went home.",
     "Met Mrs. Okoye and Prof. Lund at 3 p.m. on the ward."),
    ("Signed for J. R. Tolkien's parcel at No. 4. It was empty.", "Signed for J. R. Tolkien's parcel at No. 4."),
    ("Saw the car leave at noon. The lights were off.", "Saw the car leave at noon."),
])
def test_the_fallback_answer_is_the_whole_first_sentence_of_the_story(story, first):
    assert fallback_answer(witness(story), {}) == first


def test_every_shipped_witness_answers_with_a_whole_sentence_of_their_story():
    # given every witness of every shipped case, steady and asked an open question
    for case in shipped_cases():
        for data in case["witnesses"]:
            answer = fallback_answer(witness(data["public_story"]), {})
            # then the answer ends a sentence and says at least one clause of the story
            assert answer.endswith((".", "!", "?", '."')), (case["slug"], data["key"], answer)
            assert data["public_story"].startswith(answer.rstrip(".")), (case["slug"], data["key"], answer)
            assert not answer.rstrip(".").endswith(("Dr", "Mr", "Mrs", "Ms", "St")), (case["slug"], answer)


def test_a_shaken_witness_and_a_confronted_one_keep_their_own_lines():
    assert fallback_answer(witness("Saw it all.", composure=10), {}).startswith("I... I don't know")
    assert fallback_answer(witness("Saw it all."), {"targets": "lie1"}) == "That's what I said, and I stand by it."
