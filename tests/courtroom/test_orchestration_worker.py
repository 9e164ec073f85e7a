"""A whole session on a real Celery worker with short vote windows, and recovery after
the worker is killed mid-session (no duplicate or lost turn)."""

import time

import pytest
from celery.contrib.testing.worker import start_worker
from django.test import Client

from courtroom.models import CourtSession, Turn, Vote
from courtroom.phases import TURN
from courtroom.services import session_create, sessions_sweep
from courtroom.services.turns import script_of
from juryrigged.celery import app
from juryrigged import realtime
from tests.support.waiting import wait_for
from tests.courtroom.conftest import event_types

pytestmark = pytest.mark.django_db(transaction=True)


def reload(session):
    return CourtSession.objects.get(pk=session.pk)


def assert_complete_transcript(session):
    """Turn numbers 1..N without a gap, one per spoken step of the script."""
    numbers = list(Turn.objects.filter(session=session).values_list("turn_number", flat=True))
    assert numbers == list(range(1, len(numbers) + 1))
    spoken = [s for s in script_of(session) if s.action == TURN]
    assert len(numbers) == len(spoken)
    types = event_types(session)
    assert types.count("turn") == len(numbers)
    assert types[-1] == "session_completed"


def verdict_totals(session) -> list[int]:
    return [e.payload["total"] for e in realtime.events_after(session.stream, 0)
            if e.type == "vote_updated" and e.payload["type"] == "verdict"]


def test_a_whole_session_runs_on_the_worker_and_the_audience_verdict_decides(celery_worker, settings):
    from courtroom.tasks import step_session

    # Long windows so that voting never races the clock on a loaded machine; the test fires
    # each poll's closing step itself once the votes are in, as its countdown would.
    settings.VERDICT_VOTE_WINDOW_MS = 60_000
    settings.SENTENCE_VOTE_WINDOW_MS = 60_000
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich",
                             sentence_options=["Feed the ducks", "Write an apology"])
    wait_for(lambda: reload(session).phase == "verdict_vote")
    for choice in ("guilty", "guilty", "not_guilty"):
        response = Client().post(f"/api/court/sessions/{session.pk}/vote", {"type": "verdict", "choice": choice},
                                 content_type="application/json")
        assert response.status_code == 200
    # The coalesced tally broadcast ran on the worker and counted all three votes (a broadcast may run
    # between two of them on a slow machine; the next vote schedules the next one).
    wait_for(lambda: verdict_totals(session)[-1:] == [3])
    step_session.delay(session.pk, reload(session).cursor)
    wait_for(lambda: reload(session).phase == "sentence_vote")
    response = Client().post(f"/api/court/sessions/{session.pk}/vote",
                             {"type": "sentence", "choice": "Write an apology"}, content_type="application/json")
    assert response.status_code == 200
    step_session.delay(session.pk, reload(session).cursor)
    wait_for(lambda: reload(session).status == "completed")
    session = reload(session)
    assert_complete_transcript(session)
    assert session.final_ruling["verdict"] == "guilty"
    assert session.final_ruling["sentence"] == "Write an apology"
    assert Vote.objects.filter(poll__session=session).count() == 4
    ruling = Turn.objects.filter(session=session).last()
    assert "Write an apology" in ruling.dialogue
    updates = [e.payload for e in realtime.events_after(session.stream, 0)
               if e.type == "vote_updated" and e.payload["type"] == "verdict"]
    assert updates[-1]["votes"] == {"guilty": 2, "not_guilty": 1}


def test_a_session_survives_its_worker_being_killed_mid_session(transactional_db, settings):
    settings.VERDICT_VOTE_WINDOW_MS = 300
    settings.SENTENCE_VOTE_WINDOW_MS = 300
    settings.COURT_STEP_GRACE_MS = 0
    app.control.purge()
    # given a session running on a worker
    with start_worker(app, pool="threads", concurrency=2, perform_ping_check=False, shutdown_timeout=10,
                      loglevel="WARNING"):
        session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
        wait_for(lambda: reload(session).turn_count >= 4)
    # when the worker dies and its queued and scheduled steps are lost
    app.control.purge()
    stopped = reload(session)
    assert stopped.status == "running"
    turns_before = list(Turn.objects.filter(session=session).values_list("turn_number", "dialogue"))
    time.sleep(0.1)
    # then a new worker's start-up sweep resumes it from where it stopped
    with start_worker(app, pool="threads", concurrency=2, perform_ping_check=False, shutdown_timeout=10,
                      loglevel="WARNING"):
        sessions_sweep()
        wait_for(lambda: reload(session).status == "completed")
    session = reload(session)
    assert_complete_transcript(session)
    kept = list(Turn.objects.filter(session=session, turn_number__lte=len(turns_before))
                .values_list("turn_number", "dialogue"))
    assert kept == turns_before


def test_duplicated_step_tasks_on_the_worker_create_no_duplicate_turn(celery_worker, settings):
    from courtroom.tasks import step_session

    settings.VERDICT_VOTE_WINDOW_MS = 200
    settings.SENTENCE_VOTE_WINDOW_MS = 200
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
    # every step is delivered four times over while the session runs
    for _ in range(30):
        current = reload(session)
        if current.status == "completed":
            break
        for _ in range(3):
            step_session.delay(current.pk, current.cursor)
        time.sleep(0.05)
    wait_for(lambda: reload(session).status == "completed")
    assert_complete_transcript(reload(session))
