"""Staff phase control goes through the step function: tasks and staff never disagree."""

import pytest
from django.test import Client

from courtroom.models import CourtSession, Poll, StaffAction, Turn
from courtroom.services import session_control, session_step
from courtroom.services.control import ControlError
from tests.courtroom.conftest import event_types, in_phase, run_until, step

pytestmark = pytest.mark.django_db


def test_staff_skip_the_evidence_reveal_from_witnesses_to_closings(new_session, staff):
    session = run_until(new_session(), in_phase("witness_exam"))
    session_control(session_id=session.pk, action="advance", phase="closings", actor=staff)
    session.refresh_from_db()
    assert session.phase == "closings"
    step(session)
    assert Turn.objects.filter(session=session).last().kind in ("closing", "recap")
    log = StaffAction.objects.get()
    assert (log.actor, log.action, log.detail["before"]["phase"], log.detail["after"]["phase"]) == (
        staff, "session_advance", "witness_exam", "closings")


def test_a_task_scheduled_before_a_staff_action_does_nothing_after_it(new_session, staff):
    session = run_until(new_session(), in_phase("openings"))
    old_cursor = session.cursor
    session_control(session_id=session.pk, action="advance", actor=staff)
    turns_before = Turn.objects.filter(session=session).count()
    assert session_step(session_id=session.pk, cursor=old_cursor) == "stale"
    assert Turn.objects.filter(session=session).count() == turns_before
    session.refresh_from_db()
    assert session.phase == "witness_exam"


def test_advancing_out_of_a_vote_closes_the_poll_with_its_snapshot(new_session, staff):
    session = run_until(new_session(), in_phase("verdict_vote"))
    session_control(session_id=session.pk, action="advance", actor=staff)
    poll = Poll.objects.get(session=session, kind="verdict")
    assert poll.closed_at is not None and poll.snapshot["votes"] == {"guilty": 0, "not_guilty": 0}
    session.refresh_from_db()
    assert session.phase == "sentence_vote"


def test_a_refused_transition_changes_nothing(new_session, staff):
    session = run_until(new_session(), in_phase("openings"))
    with pytest.raises(ControlError) as caught:
        session_control(session_id=session.pk, action="advance", phase="verdict_vote", actor=staff)
    assert caught.value.code == "INVALID_PHASE_TRANSITION"
    session.refresh_from_db()
    assert session.phase == "openings"
    assert StaffAction.objects.count() == 0


def test_ending_a_session_stops_its_testimony_at_once(new_session, staff):
    session = run_until(new_session(), in_phase("witness_exam"))
    cursor, turns = session.cursor, session.turn_count
    session_control(session_id=session.pk, action="end", actor=staff)
    session.refresh_from_db()
    assert (session.status, session.ended_by_staff) == ("completed", True)
    assert session_step(session_id=session.pk, cursor=cursor) == "stale"
    assert Turn.objects.filter(session=session).count() == turns
    assert event_types(session)[-1] == "session_completed"


def test_a_failed_session_is_resumed_from_where_it_stopped(new_session, staff, scripted_llm, settings):
    from juryrigged.llm import ProviderError

    settings.COURT_TURN_ATTEMPTS = 1
    session = run_until(new_session(), in_phase("openings"))
    turns = session.turn_count
    scripted_llm.answers = [ProviderError("down")]
    step(session)
    session.refresh_from_db()
    assert session.status == "failed"
    session_control(session_id=session.pk, action="resume", actor=staff)
    session.refresh_from_db()
    assert (session.status, session.failure_reason) == ("running", "")
    scripted_llm.default = "Members of the jury, listen closely."
    step(session)
    assert Turn.objects.filter(session=session).count() == turns + 1
    assert "session_resumed" in event_types(session)


def test_only_failed_sessions_can_be_resumed_and_over_sessions_cannot_advance(new_session, staff):
    session = new_session()
    with pytest.raises(ControlError):
        session_control(session_id=session.pk, action="resume", actor=staff)
    session_control(session_id=session.pk, action="end", actor=staff)
    with pytest.raises(ControlError):
        session_control(session_id=session.pk, action="advance", actor=staff)
    assert CourtSession.objects.get().status == "completed"


def test_a_session_with_no_cast_is_refused_with_409_not_a_500(staff):
    # given: a session stored without its role assignments (as the admin or a fixture can)
    session = CourtSession.objects.create(topic="A session nobody was cast in", case_type="criminal")
    client = Client()
    client.force_login(staff)
    # when
    response = client.post(f"/api/court/sessions/{session.pk}/phase", {"phase": "closings"},
                           content_type="application/json")
    # then
    assert response.status_code == 409
    assert response.json()["code"] == "SESSION_NOT_CAST"


def test_a_step_of_a_session_with_no_cast_fails_it_with_its_reason():
    # given
    session = CourtSession.objects.create(topic="A session nobody was cast in", case_type="criminal")
    # when
    outcome = session_step(session_id=session.pk, cursor=session.cursor)
    # then: failed once and for all, not left for the sweeper to retry forever
    session.refresh_from_db()
    assert (outcome, session.status) == ("failed", CourtSession.Status.FAILED)
    assert "no judge, prosecutor, defense assigned" in session.failure_reason
