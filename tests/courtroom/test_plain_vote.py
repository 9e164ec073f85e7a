"""The vote body's fast check (voting.plain_vote) agrees with the VoteRequest serializer: it accepts
only what the serializer accepts, as the serializer returns it, and leaves everything else to it."""

import pytest

from courtroom.serializers import VoteRequest
from courtroom.voting import plain_vote
from juryrigged.core.errors import DomainError
from juryrigged.core.serializers import validated

USUAL = [
    {"type": "verdict", "choice": "guilty"},
    {"type": "sentence", "choice": "  Sing a song  "},
    {"type": "verdict", "choice": ""},
    {"type": "verdict", "choice": None},
    {"type": "verdict"},
    {"type": "verdict", "choice": "not_guilty", "joinCode": None},
    {"type": "verdict", "choice": "guilty", "extra": [1, 2]},
    {"type": "sentence", "choice": "Ćwiczenia 🎤"},
]
LEFT_TO_THE_SERIALIZER = [
    [], "verdict", {}, {"type": "jury", "choice": "guilty"}, {"type": None, "choice": "guilty"},
    {"type": ["verdict"], "choice": "guilty"}, {"type": "verdict", "choice": 42},
    {"type": "verdict", "choice": ["guilty"]}, {"type": "verdict", "choice": "guilty", "joinCode": "ABC123"},
    {"type": "verdict", "choice": "guilty", "joinCode": 7}, {"choice": "guilty"},
]


def serializer(data):
    try:
        return validated(VoteRequest, data, codes=VoteRequest.CODES)
    except DomainError as refused:
        return refused.code


@pytest.mark.parametrize("data", USUAL)
def test_a_usual_body_passes_as_the_serializer_would_pass_it(data):
    assert plain_vote(data) == serializer(data)


@pytest.mark.parametrize("data", LEFT_TO_THE_SERIALIZER)
def test_anything_else_is_left_to_the_serializer(data):
    assert plain_vote(data) is None
