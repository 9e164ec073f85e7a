"""A live tally is published before its poll's `vote_closed` or not at all (issue 31). A tally task held up
(by a PostgreSQL or Redis restart, say) used to check that the poll was open, then count, then publish: a poll
closed meanwhile got a `vote_updated` after its `vote_closed`, and a sentence poll's could land after
`session_completed`, where no SSE viewer (gone at the end of the show) would ever receive it."""

from unittest import mock

import pytest
from django.utils import timezone

from courtroom.models import CourtSession, Poll
from courtroom.services import votes as votes_module
from courtroom.services.turns import poll_close
from courtroom.services.votes import Ballot, tally_broadcast, votes_cast
from tests.courtroom.conftest import event_types, in_phase, run_until

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def voting(new_session, settings):
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    return run_until(new_session(), in_phase("verdict_vote"))


def test_a_poll_closed_while_its_tally_is_counted_gets_no_live_tally_after_its_close(voting):
    votes_cast([Ballot(voting.pk, "verdict", "guilty", f"v{n}", f"voter:v{n}", "198.51.100.7") for n in range(3)])
    poll = Poll.objects.get(session=voting, kind="verdict")
    counted = votes_module.poll_tally

    def closed_meanwhile(poll):
        tally = counted(poll)
        poll_close(CourtSession.objects.get(pk=voting.pk), "verdict", timezone.now())  # the close step commits
        return tally

    with mock.patch.object(votes_module, "poll_tally", closed_meanwhile):
        tally_broadcast(poll_id=poll.pk)
    types = event_types(voting)
    assert "vote_closed" in types
    assert "vote_updated" not in types[types.index("vote_closed"):], types[-4:]


def test_an_open_polls_tally_is_still_published(voting):
    votes_cast([Ballot(voting.pk, "verdict", "guilty", "ann", "voter:ann", "198.51.100.7")])
    poll = Poll.objects.get(session=voting, kind="verdict")
    payload = tally_broadcast(poll_id=poll.pk)
    assert payload == {"sessionId": voting.pk, "type": "verdict", "votes": {"guilty": 1, "not_guilty": 0}, "total": 1}
    assert event_types(voting)[-1] == "vote_updated"
    assert Poll.objects.get(pk=poll.pk).tallied_at is not None
