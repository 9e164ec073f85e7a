"""The host closes a poll early or gives the room more time, through the step function and the
phase rules; the close of an extended poll is still found by the sweeper if a worker dies."""

from datetime import timedelta
from unittest import mock

import pytest
from django.core.cache import cache
from django.test import Client
from django.utils import timezone

from courtroom.models import CourtSession, Poll, StaffAction
from courtroom.services import session_step
from courtroom.services.control import ControlError
from courtroom.services.poll_control import poll_control
from courtroom.tasks import sweep_sessions
from tests.courtroom.conftest import event_types, in_phase, run_until, step

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _no_resume_marked_queued():
    """A resume these tests queue never runs (its sending is mocked), so its queued mark (`enqueue_once`) is cleared
    between tests: ids repeat on SQLite."""
    cache.clear()
    yield
    cache.clear()


def test_the_host_closes_the_open_poll_early_and_the_trial_moves_on(new_session, staff):
    # given a session in its verdict vote (20 s window)
    session = run_until(new_session(), in_phase("verdict_vote"))
    cursor = session.cursor
    # when staff close the poll now
    poll = poll_control(session_id=session.pk, action="close", actor=staff)
    # then it is closed and decided, as at the end of its window, and the task scheduled for the
    # end of the window finds nothing to do
    assert poll.closed_at is not None and poll.snapshot["result"] == "not_guilty"
    assert "vote_closed" in event_types(session)
    assert session_step(session_id=session.pk, cursor=cursor) == "stale"
    assert StaffAction.objects.get().action == "poll_close"
    session.refresh_from_db()
    assert session.cursor == cursor + 1


def test_an_extended_poll_stays_open_until_its_new_time_and_the_sweeper_closes_it(new_session, user):
    # given the session's own host, in the verdict vote
    session = run_until(new_session(created_by=user), in_phase("verdict_vote"))
    before = Poll.objects.get(session=session, kind="verdict").closes_at
    old_due = session.next_step_at  # what the close step's task was enqueued for
    # when the host extends the poll by 30 s
    poll = poll_control(session_id=session.pk, action="extend", seconds=30, actor=user)
    # then the poll and the session's next step move together, and the room is told
    assert poll.closes_at == before + timedelta(seconds=30)
    session.refresh_from_db()
    assert session.next_step_at == poll.closes_at or abs(session.next_step_at - poll.closes_at) < timedelta(seconds=1)
    assert "poll_extended" in event_types(session)
    # and the task enqueued for the old time leaves it open
    assert session_step(session_id=session.pk, cursor=session.cursor, due=old_due.isoformat()) == "early"
    assert Poll.objects.get(pk=poll.pk).closed_at is None
    # when the new time has passed and the worker that held the new task died, the sweeper finds the
    # overdue step and it closes the poll
    late = timezone.now() + timedelta(seconds=31)
    Poll.objects.filter(pk=poll.pk).update(closes_at=timezone.now() - timedelta(seconds=1),
                                           opened_at=timezone.now() - timedelta(seconds=60))
    CourtSession.objects.filter(pk=session.pk).update(next_step_at=timezone.now() - timedelta(seconds=30))
    with mock.patch("courtroom.tasks.step_session.apply_async") as enqueued:
        assert sweep_sessions() == 1
    enqueued.assert_called_once_with((session.pk, session.cursor), expires=60)
    assert step(session) == "close_poll"
    assert Poll.objects.get(pk=poll.pk).closed_at is not None and late > timezone.now()


def test_only_staff_or_the_host_run_a_poll_and_only_an_open_one(new_session, user, staff):
    session = run_until(new_session(), in_phase("openings"))
    with pytest.raises(ControlError) as refused:
        poll_control(session_id=session.pk, action="close", actor=staff)
    assert (refused.value.code, refused.value.status) == ("NO_OPEN_POLL", 409)
    session = run_until(session, in_phase("verdict_vote"))
    with pytest.raises(ControlError) as refused:
        poll_control(session_id=session.pk, action="close", actor=user)  # not this session's host
    assert (refused.value.code, refused.value.status) == ("NOT_HOST", 403)
    with pytest.raises(ControlError) as refused:
        poll_control(session_id=session.pk, action="extend", seconds=600, actor=staff)
    assert refused.value.code == "INVALID_SECONDS"
    assert Poll.objects.get(session=session).closed_at is None and StaffAction.objects.count() == 0


def test_the_poll_api_answers_every_refusal_in_the_json_error_shape(new_session, user, staff):
    session = run_until(new_session(), in_phase("verdict_vote"))
    url = f"/api/court/sessions/{session.pk}/poll"
    anonymous = Client().post(url, {"action": "close"}, content_type="application/json")
    assert anonymous.status_code in (401, 403) and anonymous.json()["code"]
    host = Client()
    host.force_login(user)
    assert host.post(url, {"action": "close"}, content_type="application/json").json()["code"] == "NOT_HOST"
    host.force_login(staff)
    bad = host.post(url, {"action": "extend", "seconds": "many"}, content_type="application/json")
    assert (bad.status_code, bad.json()["code"]) == (400, "INVALID_SECONDS")
    bad = host.post(url, {"action": "pause"}, content_type="application/json")
    assert (bad.status_code, bad.json()["code"]) == (400, "INVALID_ACTION")
    missing = host.post("/api/court/sessions/999999/poll", {"action": "close"}, content_type="application/json")
    assert (missing.status_code, missing.json()["code"]) == (404, "SESSION_NOT_FOUND")
    extended = host.post(url, {"action": "extend", "seconds": 15}, content_type="application/json")
    assert extended.status_code == 200 and extended.json()["open"] is True
    closed = host.post(url, {"action": "close"}, content_type="application/json")
    assert closed.status_code == 200 and closed.json()["open"] is False and closed.json()["result"] == "not_guilty"
    again = host.post(url, {"action": "close"}, content_type="application/json")
    assert (again.status_code, again.json()["code"]) == (409, "NO_OPEN_POLL")


def test_a_step_task_does_nothing_only_once_its_step_was_rescheduled_later(new_session, user):
    # given the verdict vote's close step, enqueued for the end of the window
    session = run_until(new_session(created_by=user), in_phase("verdict_vote"))
    old_due = session.next_step_at.isoformat()
    # when the host extends the poll, which enqueues the close step for the new time
    poll_control(session_id=session.pk, action="extend", seconds=30, actor=user)
    session.refresh_from_db()
    # then the task for the old time does nothing, and the task for the new time closes the poll
    assert session_step(session_id=session.pk, cursor=session.cursor, due=old_due) == "early"
    assert session_step(session_id=session.pk, cursor=session.cursor,
                        due=session.next_step_at.isoformat()) == "close_poll"
