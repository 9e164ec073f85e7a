"""The sweeper resumes running sessions whose next step is overdue, and nothing else."""

from datetime import timedelta
from unittest import mock

import pytest
from django.core.cache import cache
from django.utils import timezone

from courtroom.models import CourtSession
from courtroom.services import session_step
from courtroom.services.steps import step_resume_key
from courtroom.tasks import sweep_sessions
from juryrigged.core.enqueue import enqueued_task_started
from tests.courtroom.conftest import in_phase, run_until

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _no_resume_marked_queued():
    """A resume these tests queue never runs (its sending is mocked), so its queued mark (`enqueue_once`) is cleared
    between tests: ids repeat on SQLite."""
    cache.clear()
    yield
    cache.clear()


def test_an_overdue_session_is_re_enqueued_at_its_cursor(new_session):
    session = run_until(new_session(), in_phase("openings"))
    CourtSession.objects.filter(pk=session.pk).update(next_step_at=timezone.now() - timedelta(seconds=30))
    with mock.patch("courtroom.tasks.step_session.apply_async") as enqueued:
        assert sweep_sessions() == 1
    enqueued.assert_called_once_with((session.pk, session.cursor), expires=60)


def test_sessions_on_time_leased_or_over_are_left_alone(new_session):
    on_time = new_session()
    leased = new_session()
    over = new_session()
    past = timezone.now() - timedelta(seconds=30)
    CourtSession.objects.filter(pk=leased.pk).update(next_step_at=past,
                                                     lease_until=timezone.now() + timedelta(seconds=60))
    CourtSession.objects.filter(pk=over.pk).update(next_step_at=past, status="completed")
    with mock.patch("courtroom.tasks.step_session.apply_async") as enqueued:
        assert sweep_sessions() == 0
    enqueued.assert_not_called()
    assert on_time.next_step_at > past


def test_an_expired_lease_is_taken_over(new_session):
    session = new_session()
    past = timezone.now() - timedelta(seconds=30)
    CourtSession.objects.filter(pk=session.pk).update(next_step_at=past, lease_until=past)
    with mock.patch("courtroom.tasks.step_session.apply_async") as enqueued:
        assert sweep_sessions() == 1
    enqueued.assert_called_once_with((session.pk, 0), expires=60)


def test_the_late_original_task_still_performs_a_step_the_sweeper_resumed(new_session):
    # given a step whose task was due 10 s ago, and the sweeper, finding it overdue, moved its due time to now
    session = run_until(new_session(), in_phase("openings"))
    due = (timezone.now() - timedelta(seconds=10)).isoformat()
    CourtSession.objects.filter(pk=session.pk).update(next_step_at=timezone.now())
    # when the original task runs at last, before the sweeper's
    done = session_step(session_id=session.pk, cursor=session.cursor, due=due)
    # then it performs the step (the sweeper's finds the cursor moved on)
    assert done == "turn"
    assert CourtSession.objects.get(pk=session.pk).cursor == session.cursor + 1


def test_sweeps_without_a_worker_queue_one_resume_per_step(new_session, settings):
    # given an overdue step, and no worker to take its resume
    session = run_until(new_session(), in_phase("openings"))
    overdue = timezone.now() - timedelta(seconds=30)
    with mock.patch("courtroom.tasks.step_session.apply_async") as enqueued:
        # when beat sweeps again and again, each time after the grace period
        for _ in range(5):
            CourtSession.objects.filter(pk=session.pk).update(next_step_at=overdue)
            sweep_sessions()
        # then the queue holds the one resume, which expires unread if no worker comes
        enqueued.assert_called_once_with((session.pk, session.cursor), expires=60)
        # and once a worker starts it (and the step stalls again), the next sweep resumes it again
        enqueued_task_started(step_resume_key(session.pk, session.cursor))
        CourtSession.objects.filter(pk=session.pk).update(next_step_at=overdue)
        assert sweep_sessions() == 1
    assert enqueued.call_count == 2
