"""A worker killed right after votes arrive (one of them a changed vote): on a real worker, the coalesced tally
broadcast is taken by a thread that freezes inside it and never comes back (as after SIGKILL: its
countdown message is neither run nor acknowledged, and the broker would redeliver it only
after its visibility timeout, long after the poll closed). The votes sweeper, run by beat on
the worker, still publishes the live tally while the poll is open: the stored votes counted, the changed
vote moved (it finds the poll by its kept counts' last change, never by reading the votes)."""

import threading
from unittest import mock

import pytest
from django.db.models import Count
from django.test import Client
from django.utils import timezone

from courtroom.models import CourtSession, Poll, Vote
from courtroom.services import session_create
from courtroom.tasks import sweep_votes
from juryrigged import realtime
from tests.support.waiting import wait_for

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_worker_killed_holding_the_tally_broadcast_still_yields_a_live_tally_before_the_poll_closes(
        celery_worker, settings):
    settings.COURT_TALLY_BROADCAST_MS = 300
    settings.VERDICT_VOTE_WINDOW_MS = 20000
    from courtroom import tasks  # the worker's task calls the broadcast through this name

    killed, released = threading.Event(), threading.Event()

    def dies_in_the_broadcast(*, poll_id):
        killed.set()
        released.wait(timeout=60)  # frozen: nothing after the kill point runs

    # given a session on the worker with its verdict poll open
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
    wait_for(lambda: CourtSession.objects.get(pk=session.pk).phase == "verdict_vote")
    poll = Poll.objects.get(session=session, kind="verdict")
    with mock.patch.object(tasks, "tally_broadcast", dies_in_the_broadcast):
        try:
            # when votes arrive (one voter changing theirs) and the worker taking their tally broadcast dies
            phone = Client()
            for client, choice in ((phone, "guilty"), (Client(), "guilty"), (Client(), "not_guilty"),
                                   (phone, "not_guilty")):
                assert client.post(f"/api/court/sessions/{session.pk}/vote", {"type": "verdict", "choice": choice},
                                   content_type="application/json").status_code == 200
            assert killed.wait(timeout=10)
            assert not [e for e in realtime.events_after(session.stream, 0) if e.type == "vote_updated"]
            # and beat runs the votes sweeper on the worker once the votes are settled
            def swept():
                sweep_votes.delay()
                return [e for e in realtime.events_after(session.stream, 0) if e.type == "vote_updated"]

            wait_for(swept, timeout=10, interval=1)
        finally:
            released.set()
    # then the live tally is on the stream, published before the poll closed: the stored votes counted
    update = [e for e in realtime.events_after(session.stream, 0) if e.type == "vote_updated"][0]
    assert update.payload == {"sessionId": session.pk, "type": "verdict", "votes": {"guilty": 1, "not_guilty": 2},
                              "total": 3}
    assert dict(Vote.objects.filter(poll=poll).values_list("choice").annotate(n=Count("id")).order_by()) == {
        "guilty": 1, "not_guilty": 2}
    assert update.at < poll.closes_at
    assert Poll.objects.get(pk=poll.pk).closed_at is None or update.at < Poll.objects.get(pk=poll.pk).closed_at
    assert timezone.now() < poll.closes_at, "the test ran too slowly to prove anything about the live tally"
