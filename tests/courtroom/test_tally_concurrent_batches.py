"""Two server processes cast batches at once, changing the same voters' votes (PostgreSQL, the event loop's
driver): each batch moves the count a vote leaves as the row it locked says, so the kept tally is the stored
votes counted however the batches interleave (services/vote_rows.py), and each answer counts the votes committed
before it."""

import asyncio
import random
import threading
import time

import psycopg
import pytest
from channels.db import database_sync_to_async
from django.db import connection
from django.db.models import Count, Sum
from django.utils import timezone

from courtroom.models import Poll, Tally, Vote
from courtroom.selectors import tallies_by_session
from courtroom.services import votes_async
from courtroom.services.vote_rows import STORE, store_params
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
        n=Sum("votes")).order_by() if n}
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


def test_a_vote_replaced_through_another_store_while_its_first_commit_waits_is_answered_right(voting):
    """Two web processes' stores: the first has stored a voter's vote and not yet committed; the second changes
    that voter's vote, so its upsert waits for the first commit and then replaces the committed choice. Its answer
    must count the first store's vote too (with a share of the counts per store, read from a snapshot taken
    before that commit, it answered guilty -1)."""
    poll = Poll.objects.get(session=voting, kind="verdict")
    now = timezone.now()
    with psycopg.connect(database_url()) as first, psycopg.connect(database_url()) as second:
        first.execute(STORE, store_params({(poll.pk, "ann"): "guilty"}, [voting.pk], now)).fetchall()
        answered = {}

        def change_her_vote():
            rows = second.execute(STORE, store_params({(poll.pk, "ann"): "not_guilty"}, [voting.pk], now)).fetchall()
            second.commit()
            answered.update(tallies_by_session(rows))

        changing = threading.Thread(target=change_her_vote)
        changing.start()
        time.sleep(0.5)  # the second statement waits for the first commit
        assert changing.is_alive()
        first.commit()
        changing.join(10)
    assert answered[voting.pk][0] == {"guilty": 0, "not_guilty": 1}
    kept, counted = tallies(poll)
    assert kept == counted == {"not_guilty": 1}
