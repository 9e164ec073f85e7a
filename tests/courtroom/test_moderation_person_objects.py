"""A harm aimed at someone named by what they do is a threat, whatever the noun; a denial or a story clears an
accusation only when the sentence does not go on to assert it in a clause of its own (the review of lane 47's
precision step: "kill the president" and "I never said anything, but Judge X is a …" had been passed)."""

import pytest

from tests.courtroom.moderation_twins import held


@pytest.mark.parametrize("text", [
    "Tonight I'm going to kill the governor, mark my words.",
    "I will shoot the bookkeeper the moment he walks out.",
    "Voy a matar al panadero cuando salga del juicio.",
    "Je vais égorger le facteur demain matin.",
    "I'll set the barn on fire with you still inside it.",
])
def test_a_harm_aimed_at_someone_named_by_their_work_is_held(text):
    assert held(text)


@pytest.mark.parametrize("text", [
    "Counsel, kill the motion and let's move on.",
    "Vamos a matar el tiempo hasta el veredicto.",
    "The bailiff will kill the lights before the video exhibit.",
])
def test_a_harm_aimed_at_a_thing_is_still_not_a_threat(text):
    assert not held(text)


@pytest.mark.parametrize("text", [
    "I never claimed a thing, but Councillor Hargreave is a pedophile.",
    "In the novel Senator Okafor is a rapist, and in real life too.",
])
def test_a_denial_or_a_story_does_not_clear_an_accusation_asserted_in_its_own_clause(text):
    assert held(text)


@pytest.mark.parametrize("text", [
    "I never said that Councillor Hargreave is a pedophile.",
    "In the novel Senator Okafor is a rapist who gets caught in chapter three.",
])
def test_a_denied_saying_or_a_story_still_clears_the_accusation_it_frames(text):
    assert not held(text)
