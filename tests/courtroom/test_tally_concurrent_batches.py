"""Two server processes cast batches at once, changing the same voters' votes (PostgreSQL, the event loop's
driver): each batch moves the count a vote leaves as the row it locked says, so the kept tally is the stored
votes counted however the batches interleave (services/vote_rows.py). Each store moves count rows of its own
(Tally.shard): one never waits for another's, and every reader sums them."""

import asyncio
import random

import psycopg
import pytest
from channels.db import database_sync_to_async
from django.db import connection
from django.db.models import Count, Sum

from courtroom import selectors
from courtroom.models import Poll, Tally, Vote
from courtroom.services import votes_async
from courtroom.services.votes import Ballot, VoteResult
from tests.courtroom.conftest import in_phase, run_until
from tests.support.ci_guard import skip_without_service

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def voting(new_session, settings):
    if not votes_async.available():
        skip_without_service("the event-loop driver needs PostgreSQL and Redis")
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW = 100_000
    return run_until(new_session(), in_phase("verdict_vote"))


def tallies(poll: Poll) -> tuple[dict, dict]:
    kept = {choice: n for choice, n in Tally.objects.filter(poll=poll).values_list("choice").annotate(
        n=Sum("votes")).order_by() if n}  # a choice's shares (one per store) summed
    counted = dict(Vote.objects.filter(poll=poll).values_list("choice").annotate(n=Count("id")).order_by())
    return kept, counted


async def test_batches_changing_the_same_voters_at_once_keep_the_tally_the_stored_votes_counted(voting):
    poll = await database_sync_to_async(Poll.objects.get)(session=voting, kind="verdict")
    stores = [votes_async.AsyncVoteStore(), votes_async.AsyncVoteStore()]  # two processes' connections
    rng = random.Random(28)
    voters = [f"v{n}" for n in range(12)]
    try:
        for _ in range(60):
            # when each store casts a batch at the same moment, the same voters voting or changing their votes
            batches = [[Ballot(voting.pk, "verdict", rng.choice(["guilty", "not_guilty"]), voter, f"voter:{voter}",
                               f"198.51.100.{n}") for voter in rng.sample(voters, 8)] for n in range(2)]
            results = await asyncio.gather(*(store.cast(batch) for store, batch in zip(stores, batches, strict=True)))
            assert all(isinstance(r, VoteResult) for batch in results for r in batch)
        # then the kept tally is the stored votes counted
        kept, counted = await database_sync_to_async(tallies)(poll)
        assert kept == counted
        assert sum(counted.values()) == len(voters)
        changed = await database_sync_to_async(Vote.objects.exclude(previous_choice=None).count)()
        assert changed == len(voters)  # every voter changed or repeated a vote
    finally:
        for store in stores:
            await store.close()


def database_url() -> str:
    db = connection.settings_dict
    return f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"


async def test_a_store_never_waits_for_another_stores_counts_and_its_answers_count_both(voting):
    poll = await database_sync_to_async(Poll.objects.get)(session=voting, kind="verdict")
    first, second = votes_async.AsyncVoteStore(), votes_async.AsyncVoteStore()  # two web processes' stores

    def ballot(voter: str) -> Ballot:
        return Ballot(voting.pk, "verdict", "guilty", voter, f"voter:{voter}", "198.51.100.9")

    try:
        # given a vote stored through one store, and a transaction holding that store's count rows (as its own
        # batch would until its commit is flushed)
        assert isinstance((await first.cast([ballot("ann")]))[0], VoteResult)
        with psycopg.connect(database_url()) as holder:
            holder.execute("SELECT * FROM courtroom_tally WHERE poll_id = %s AND shard = %s FOR UPDATE",
                           [poll.pk, first.shard])
            # when the other store casts a vote for the same choice
            answer = (await asyncio.wait_for(second.cast([ballot("bob")]), timeout=10))[0]
            holder.rollback()
        # then it did not wait for those rows, and its answer counts both stores' votes
        assert answer.verdict_votes == {"guilty": 2, "not_guilty": 0}
        kept, counted = await database_sync_to_async(tallies)(poll)
        assert kept == counted == {"guilty": 2}
        assert await database_sync_to_async(lambda: selectors.poll_tally(poll))() == {"guilty": 2, "not_guilty": 0}
    finally:
        for store in (first, second):
            await store.close()
