"""Two server processes cast batches at once, changing the same voters' votes (PostgreSQL, the event loop's
driver): each batch moves the count a vote leaves as the row it locked says, so the kept tally is the stored
votes counted however the batches interleave (services/vote_rows.py)."""

import asyncio
import random

import pytest
from channels.db import database_sync_to_async
from django.db.models import Count, Sum

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
