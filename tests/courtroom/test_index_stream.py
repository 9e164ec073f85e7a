"""The public index stream (courtindex.all) carries a summary of every change the session
list shows, published by the same services, in the same transaction."""

import pytest
from django.test import Client
from django.db import transaction

from courtroom.models import CourtSession
from courtroom.phases import ENTER
from courtroom.services import session_control
from courtroom.services.index import INDEX_STREAM
from courtroom.services.steps import session_fail
from courtroom.services.turns import script_of
from juryrigged import realtime
from tests.courtroom.conftest import in_phase, run_until

pytestmark = pytest.mark.django_db


def index_events(session_id=None):
    return [(e.type, e.payload) for e in realtime.events_after(INDEX_STREAM, 0)
            if session_id is None or e.payload["sessionId"] == session_id]


def test_a_whole_session_publishes_its_summary_at_each_status_and_phase_change(new_session):
    # given a new session
    session = new_session()
    # when it runs to the end
    session = run_until(session, lambda s: s.status == "completed")
    # then the index saw it created, started, through every phase and completed
    events = index_events(session.pk)
    entered = [step.phase for step in script_of(session) if step.action == ENTER]
    assert [t for t, _ in events] == ["session_created", "session_started"] + ["phase_changed"] * len(entered) \
        + ["session_completed"]
    created = events[0][1]
    assert created == {
        "sessionId": session.pk, "topic": session.topic, "url": f"/court/{session.pk}/", "status": "pending",
        "statusLabel": "pending", "endedByStaff": False, "caseType": "criminal", "caseTypeLabel": "Criminal",
        "phase": None, "phaseLabel": "Waiting to start",
        "turnCount": 0, "votes": 0, "verdict": None, "verdictLabel": None, "createdAt": session.created_at.isoformat(),
    }
    assert [p["phase"] for t, p in events if t == "phase_changed"] == entered
    assert entered[0] == "case_prompt" and entered[-1] == "final_ruling"
    done = events[-1][1]
    assert (done["status"], done["turnCount"], done["verdict"], done["verdictLabel"]) == (
        "completed", session.turn_count, "not_guilty", "Not guilty")


def test_failure_staff_end_and_resume_reach_the_index(new_session, staff):
    # given two running sessions
    failing, ended = new_session(), new_session()
    run_until(failing, in_phase("openings"))
    run_until(ended, in_phase("openings"))
    # when one fails and is resumed by staff, and staff end the other
    with transaction.atomic():
        locked = CourtSession.objects.select_for_update().get(pk=failing.pk)
        session_fail(locked, "The model failed 3 times in a row: boom")
        locked.save()
    session_control(session_id=failing.pk, action="resume", actor=staff)
    session_control(session_id=ended.pk, action="end", actor=staff)
    # then the index carries each change with the session's new status
    assert [(t, p["status"]) for t, p in index_events(failing.pk)][-2:] == [
        ("session_failed", "failed"), ("session_resumed", "running")]
    assert [(t, p["status"], p["statusLabel"]) for t, p in index_events(ended.pk)][-1] == (
        "session_completed", "completed", "ended by the court")


def test_a_session_ended_by_staff_reads_ended_by_the_court_on_the_list_and_its_page(new_session, staff):
    # given a session staff ended and one that ran to its end
    ended, finished = new_session(topic="A cat stands accused of knocking a vase"), new_session()
    run_until(ended, in_phase("openings"))
    session_control(session_id=ended.pk, action="end", actor=staff)
    run_until(finished, lambda s: s.status == "completed")
    # when the audience opens the list and the session's page
    listing = Client().get("/court/").content.decode()
    page = Client().get(f"/court/{ended.pk}/").content.decode()
    # then the ended one says so, and the finished one is completed
    row = listing[listing.index(f'data-session-id="{ended.pk}"'):]
    assert '<span data-field="status" class="badge badge-warn">ended by the court</span>' in row[:600]
    row = listing[listing.index(f'data-session-id="{finished.pk}"'):]
    assert '<span data-field="status" class="badge badge-ok">completed</span>' in row[:600]
    assert 'id="status-badge" class="badge badge-warn">ended by the court<' in page
    assert "This session was ended by the court." in page


def test_a_rolled_back_change_publishes_nothing_to_the_index(new_session):
    # given a session
    session = new_session()
    before = realtime.last_seq(INDEX_STREAM)
    # when its failure is rolled back with the transaction that made it
    with pytest.raises(RuntimeError), transaction.atomic():
        session_fail(CourtSession.objects.select_for_update().get(pk=session.pk), "boom")
        raise RuntimeError("rolled back")
    # then the index stream has no event for it
    assert realtime.last_seq(INDEX_STREAM) == before


def test_the_index_page_passes_the_streams_last_seq_to_follow(client, new_session):
    new_session()
    html = client.get("/court/").content.decode()
    assert f'"after": {realtime.last_seq(INDEX_STREAM)}' in html
    assert '"stream": "courtindex.all"' in html


def test_anyone_may_read_the_index_stream():
    from django.contrib.auth.models import AnonymousUser

    assert realtime.can_access_stream(AnonymousUser(), INDEX_STREAM)
