"""The step function: one step at a time, exactly once, in script order."""

import pytest
from django.db import IntegrityError, transaction

from courtroom.models import CourtSession, Poll, Turn
from courtroom.services import session_step
from tests.courtroom.conftest import event_types, in_phase, run_until, step

pytestmark = pytest.mark.django_db


def test_the_first_step_starts_the_session_and_enters_the_case_prompt(new_session):
    session = new_session()
    assert step(session) == "enter_phase"
    session.refresh_from_db()
    assert (session.status, session.phase, session.cursor) == ("running", "case_prompt", 1)
    assert session.started_at is not None
    assert event_types(session) == ["session_created", "session_started", "phase_changed"]


def test_a_turn_step_stores_one_turn_and_publishes_it(new_session):
    session = new_session()
    step(session)
    assert step(session) == "turn"
    turn = Turn.objects.get(session=session)
    assert (turn.turn_number, turn.speaker, turn.role, turn.phase, turn.kind) == (1, "mux", "bailiff", "case_prompt",
                                                                                   "announce")
    assert "mayor's sandwich" in turn.dialogue
    assert event_types(session)[-1] == "turn"


def test_a_replayed_step_does_nothing(new_session):
    # given a step that has been performed
    session = new_session()
    step(session)
    session.refresh_from_db()
    done_cursor = session.cursor
    step(session)
    # when the same cursor is delivered again (a duplicate or late task)
    result = session_step(session_id=session.pk, cursor=done_cursor)
    # then
    assert result == "stale"
    assert Turn.objects.filter(session=session).count() == 1
    assert event_types(session).count("turn") == 1


def test_the_database_refuses_a_second_turn_with_the_same_number(new_session):
    session = new_session()
    step(session)
    step(session)
    with pytest.raises(IntegrityError), transaction.atomic():
        Turn.objects.create(session=session, turn_number=1, speaker="mux", role="bailiff", phase="case_prompt",
                            dialogue="again")


def test_a_step_of_a_turn_being_generated_elsewhere_is_left_alone(new_session):
    session = new_session()
    step(session)
    session.refresh_from_db()
    from datetime import timedelta

    from django.utils import timezone
    CourtSession.objects.filter(pk=session.pk).update(lease_until=timezone.now() + timedelta(seconds=60))
    assert session_step(session_id=session.pk, cursor=session.cursor) == "busy"
    assert Turn.objects.filter(session=session).count() == 0


def test_entering_the_verdict_vote_opens_the_poll_with_its_window(new_session, settings):
    settings.VERDICT_VOTE_WINDOW_MS = 7000
    session = run_until(new_session(), in_phase("verdict_vote"))
    poll = Poll.objects.get(session=session, kind="verdict")
    assert poll.choices == ["guilty", "not_guilty"]
    assert int((poll.closes_at - poll.opened_at).total_seconds() * 1000) == 7000
    assert session.phase_duration_ms == 7000
    # the next step (closing the poll) is due when the window ends
    assert abs((session.next_step_at - poll.closes_at).total_seconds()) < 1


def test_a_whole_session_completes_with_numbered_turns_and_a_final_ruling(new_session):
    session = run_until(new_session(), lambda s: s.status == "completed")
    numbers = list(Turn.objects.filter(session=session).values_list("turn_number", flat=True))
    assert numbers == list(range(1, len(numbers) + 1))
    assert session.turn_count == len(numbers) == 18
    assert session.final_ruling["verdict"] == "not_guilty"
    assert session.final_ruling["verdictTied"] is True
    last = Turn.objects.filter(session=session).last()
    assert (last.speaker, last.kind) == ("primus", "ruling")
    assert "burden of proof was not met" in last.dialogue
    types = event_types(session)
    assert types[-1] == "session_completed"
    assert types.count("vote_closed") == 1  # acquitted on the tie: no sentence vote
    assert [t for t in types if t == "phase_changed"].__len__() == 8


def test_pacing_delays_the_next_step_by_the_length_of_the_line(new_session, settings):
    settings.COURT_PACE_MS_PER_CHAR = 10
    session = new_session()
    step(session)
    step(session)
    session.refresh_from_db()
    line = Turn.objects.get(session=session).dialogue
    delay_ms = (session.next_step_at - Turn.objects.get(session=session).created_at).total_seconds() * 1000
    assert abs(delay_ms - len(line) * 10) < 500
