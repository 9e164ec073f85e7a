"""Votes arriving together are committed together: one batch, one multi-row INSERT, each
request answered with its own result once the batch has committed."""

import asyncio
import re
from unittest import mock

import pytest
from channels.db import database_sync_to_async
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from courtroom import services
from courtroom.models import Vote
from courtroom.services.votes import Ballot, VoteError, VoteResult, votes_cast
from courtroom.voting import VoteBatcher
from tests.courtroom.conftest import in_phase, run_until

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def voting(new_session, settings):
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    return run_until(new_session(), in_phase("verdict_vote"))


def ballot(session, voter, choice="guilty", kind="verdict"):
    return Ballot(session.pk, kind, choice, voter, f"voter:{voter}", "198.51.100.7")


def test_concurrent_votes_in_one_process_are_cast_as_one_batch(voting, settings):
    settings.COURT_VOTE_BATCH_MS = 20
    cast = mock.Mock(wraps=services.votes_cast)

    async def crowd():
        batcher = VoteBatcher.current()
        return await asyncio.gather(*(batcher.cast(ballot(voting, f"v{n}", "guilty" if n % 4 else "not_guilty"))
                                      for n in range(40)))

    # when 40 voters vote at the same moment
    with mock.patch.object(services, "votes_cast", cast):
        results = asyncio.run(crowd())
    # then they were cast in one call, each answered with the tally after the batch, all stored
    assert cast.call_count == 1 and len(cast.call_args.args[0]) == 40
    assert all(isinstance(r, VoteResult) for r in results)
    assert {tuple(r.verdict_votes.items()) for r in results} == {(("guilty", 30), ("not_guilty", 10))}
    assert Vote.objects.filter(poll__session=voting).count() == 40


def test_a_batch_is_one_insert_and_each_ballot_gets_its_own_answer(voting, settings):
    settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW = 2
    ballots = [ballot(voting, "ann"), ballot(voting, "bob", "maybe"), ballot(voting, "cy", kind="sentence"),
               ballot(voting, "ann", "not_guilty"), ballot(voting, "ann"), ballot(voting, "dee")]
    with CaptureQueriesContext(connection) as queries:
        results = votes_cast(ballots)
    inserts = [q["sql"] for q in queries if re.match(r'\s*INSERT INTO "?courtroom_vote"?\s', q["sql"])]
    assert len(inserts) == 1
    codes = [r.code if isinstance(r, VoteError) else 200 for r in results]
    # bob's choice is not on the ballot, no sentence poll is open, ann's third attempt is over her limit
    assert codes == [200, "VOTE_REJECTED", "VOTE_REJECTED", 200, "VOTE_RATE_LIMITED", 200]
    # ann voted twice in the batch: her later choice stands, as two votes in a row would
    assert dict(Vote.objects.values_list("voter", "choice")) == {"ann": "not_guilty", "dee": "guilty"}
    assert results[-1].verdict_votes == {"guilty": 1, "not_guilty": 1}


def test_a_vote_through_the_endpoint_is_answered_after_its_batch_commits(voting):
    # when a vote is answered 200, then its row is already committed (visible to another connection)
    response = Client().post(f"/api/court/sessions/{voting.pk}/vote", {"type": "verdict", "choice": "guilty"},
                             content_type="application/json")
    assert response.status_code == 200
    assert asyncio.run(database_sync_to_async(Vote.objects.count)()) == 1


def test_the_vote_endpoint_stays_in_the_api_schema():
    schema = Client().get("/api/schema/").content.decode()
    assert "/api/court/sessions/{session_id}/vote" in schema
