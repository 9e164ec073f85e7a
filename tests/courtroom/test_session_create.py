"""Creating sessions: what is stored, what is published, what is refused."""

import random

import pytest

from courtroom.models import CasePrompt, CourtSession, RoleAssignment
from courtroom.services import SessionInputError, session_create
from tests.courtroom.conftest import event_types

pytestmark = pytest.mark.django_db


def test_it_stores_a_pending_session_with_its_cast_and_publishes_session_created(user):
    # when
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich", created_by=user)
    # then
    session.refresh_from_db()
    assert session.status == CourtSession.Status.PENDING
    assert session.cursor == 0 and session.turn_count == 0
    assert session.next_step_at is not None
    assert session.participants == ["primus", "mux", "subrosa", "chora", "thaum", "praxis"]
    roles = dict(RoleAssignment.objects.filter(session=session).values_list("agent_id", "role"))
    assert roles == {"primus": "judge", "subrosa": "prosecutor", "chora": "defense", "mux": "bailiff",
                     "thaum": "witness", "praxis": "witness"}
    assert session.case_prompt == ("The court hears the following charge: "
                                   "A goose is accused of stealing the mayor's sandwich")
    assert event_types(session) == ["session_created"]
    assert session.created_by == user


def test_without_a_topic_a_case_comes_from_the_prompt_bank():
    session = session_create(case_type="civil", rng=random.Random(3))
    titles = set(CasePrompt.objects.filter(case_type="civil").values_list("title", flat=True))
    assert session.topic in titles
    assert session.case_type == "civil"
    assert session.sentence_options == ["Pay damages of one thousand dollars",
                                        "Issue a public apology in rhyming verse",
                                        "Replace the item and buy everyone lunch"]


def test_custom_sentence_options_are_kept_in_order():
    session = session_create(topic="The case of the missing left sock", sentence_options=["Sing a song", "Bake a pie"])
    assert session.sentence_options == ["Sing a song", "Bake a pie"]


@pytest.mark.parametrize("kwargs,code", [
    ({"topic": "too short"}, "INVALID_TOPIC"),
    ({"topic": 12345678901}, "INVALID_TOPIC"),
    ({"topic": "x" * 301}, "INVALID_TOPIC"),
    ({"topic": "The witness says I will kill you at the trial"}, "TOPIC_REJECTED"),
    ({"case_type": "traffic"}, "INVALID_CASE_TYPE"),
    ({"participants": ["primus", "mux"]}, "INVALID_PARTICIPANTS"),
    ({"participants": ["primus", "mux", "subrosa", "nobody"]}, "INVALID_PARTICIPANTS"),
    ({"sentence_options": ["only one"]}, "INVALID_SENTENCE_OPTIONS"),
    ({"sentence_options": ["same", "Same"]}, "INVALID_SENTENCE_OPTIONS"),
    ({"sentence_options": ["ok option", "y" * 121]}, "INVALID_SENTENCE_OPTIONS"),
    ({"sentence_options": "a,b"}, "INVALID_SENTENCE_OPTIONS"),
    ({"sentence_options": ["Probation", "Watch porn videos all day"]}, "SENTENCE_OPTIONS_REJECTED"),
])
def test_bad_input_is_refused_before_anything_is_written(kwargs, code):
    with pytest.raises(SessionInputError) as caught:
        session_create(**kwargs)
    assert caught.value.code == code
    assert CourtSession.objects.count() == 0


def test_a_rejected_topic_reports_the_filter_reasons():
    with pytest.raises(SessionInputError) as caught:
        session_create(topic="Why all immigrants are vermin, a trial")
    assert caught.value.reasons == ["hate"]
    assert "hate speech" in caught.value.message
