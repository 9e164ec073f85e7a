"""Live tallies are coalesced: one pending broadcast per poll, never one event per vote; and only under load: a
vote after a quiet spell is broadcast at once."""

import time
from unittest import mock

import pytest
from django.core.cache import cache
from django.test import Client

from courtroom.models import Poll
from courtroom.services import tally_broadcast
from courtroom.services.votes import tally_last_key
from juryrigged import realtime
from tests.courtroom.conftest import event_types, in_phase, run_until

pytestmark = pytest.mark.django_db(transaction=True)


def test_many_votes_schedule_one_broadcast_which_publishes_the_current_tally(new_session):
    session = run_until(new_session(), in_phase("verdict_vote"))
    poll = Poll.objects.get(session=session, kind="verdict")
    with mock.patch("courtroom.tasks.broadcast_tally.apply_async") as scheduled:
        for choice in ["guilty"] * 4 + ["not_guilty"] * 2:
            Client().post(f"/api/court/sessions/{session.pk}/vote", {"type": "verdict", "choice": choice},
                          content_type="application/json")
    assert scheduled.call_count == 1
    assert scheduled.call_args.args == ((poll.pk,),)
    assert "vote_updated" not in event_types(session)
    # when the coalesced broadcast runs
    payload = tally_broadcast(poll_id=poll.pk)
    # then one event carries the current tally, and the next vote schedules another
    assert payload == {"sessionId": session.pk, "type": "verdict", "votes": {"guilty": 4, "not_guilty": 2}, "total": 6}
    assert event_types(session).count("vote_updated") == 1
    with mock.patch("courtroom.tasks.broadcast_tally.apply_async") as scheduled:
        Client().post(f"/api/court/sessions/{session.pk}/vote", {"type": "verdict", "choice": "guilty"},
                      content_type="application/json")
    assert scheduled.call_count == 1


def test_no_tally_is_broadcast_for_a_closed_poll(new_session):
    session = run_until(new_session(), in_phase("sentence_vote"))
    poll = Poll.objects.get(session=session, kind="verdict")
    assert tally_broadcast(poll_id=poll.pk) is None
    assert [e.type for e in realtime.events_after(session.stream, 0)].count("vote_updated") == 0


def test_a_vote_after_a_quiet_spell_is_broadcast_at_once_and_one_right_after_a_broadcast_waits(new_session, settings):
    settings.COURT_TALLY_BROADCAST_MS = 5000
    session = run_until(new_session(), in_phase("verdict_vote"))
    poll = Poll.objects.get(session=session, kind="verdict")

    def countdown_of_a_vote() -> float:
        with mock.patch("courtroom.tasks.broadcast_tally.apply_async") as scheduled:
            Client().post(f"/api/court/sessions/{session.pk}/vote", {"type": "verdict", "choice": "guilty"},
                          content_type="application/json")
        assert scheduled.call_count == 1
        return scheduled.call_args.kwargs["countdown"]

    # given no broadcast yet, the first vote's tally goes out at once
    assert countdown_of_a_vote() == 0
    # when that broadcast has just run, the next vote waits out (nearly) the whole interval
    tally_broadcast(poll_id=poll.pk)
    assert 4.0 < countdown_of_a_vote() <= 5.0
    # and once the interval has passed since the last broadcast, a vote goes out at once again
    tally_broadcast(poll_id=poll.pk)
    cache.set(tally_last_key(poll.pk), time.time() - 6)
    assert countdown_of_a_vote() == 0
    # (halfway through the interval: the rest of it)
    tally_broadcast(poll_id=poll.pk)
    cache.set(tally_last_key(poll.pk), time.time() - 2)
    assert 2.5 < countdown_of_a_vote() <= 3.0
