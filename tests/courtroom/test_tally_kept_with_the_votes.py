"""A poll's tally is kept, not counted (issue 28, services/vote_rows.py): the transaction that stores a batch's
votes moves the counts of their choices. So a tally shown is always the stored votes counted: it never counts a
vote that is not stored, a vote changed by its voter moves its count, and no reader of a tally reads the votes.
On SQLite and on PostgreSQL (the thread driver, `votes_cast`; the event loop's is in test_tally_concurrent_batches
and test_tally_after_a_cut_batch)."""

import logging
import random
import re
from unittest import mock

import pytest
from django.db import OperationalError, connection
from django.db.models import Count, Sum
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from courtroom import selectors
from courtroom.models import CourtSession, Poll, Tally, Vote
from courtroom.services import tally_broadcast
from courtroom.services import vote_rows
from courtroom.services import votes as votes_module
from courtroom.services.tallies import votes_sweep
from courtroom.services.turns import poll_close
from courtroom.services.votes import Ballot, VoteResult, votes_cast
from tests.courtroom.conftest import event_types, in_phase, run_until

pytestmark = pytest.mark.django_db(transaction=True)
READS_VOTES = re.compile(r'\b(FROM|JOIN)\s+"?courtroom_vote"?(\s|$)', re.IGNORECASE)


@pytest.fixture
def voting(new_session, settings):
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW = 10_000
    return run_until(new_session(), in_phase("verdict_vote"))


def kept(poll: Poll) -> dict[str, int]:
    return {choice: n for choice, n in Tally.objects.filter(poll=poll).values_list("choice").annotate(
        n=Sum("votes")).order_by() if n}


def counted(poll: Poll) -> dict[str, int]:
    return dict(Vote.objects.filter(poll=poll).values_list("choice").annotate(n=Count("id")).order_by())


def test_the_kept_tally_is_the_stored_votes_counted_after_every_batch(voting):
    # given a poll and a crowd of 25 voters voting, changing their votes, voting twice in a batch, voting the same
    # choice again, choosing what is not on the ballot or voting in a poll that is not open
    poll = Poll.objects.get(session=voting, kind="verdict")
    rng = random.Random(28)
    for _ in range(40):
        ballots = [Ballot(voting.pk, rng.choice(["verdict"] * 9 + ["sentence"]),
                          rng.choice(["guilty", "guilty", "not_guilty", "maybe"]), voter, f"voter:{voter}",
                          "198.51.100.7") for voter in rng.choices([f"v{n}" for n in range(25)], k=rng.randint(1, 12))]
        # when the batch is cast
        results = votes_cast(ballots)
        # then the kept counts are the stored votes counted, and every answer shows them
        assert kept(poll) == counted(poll)
        answers = [r.verdict_votes for r in results if isinstance(r, VoteResult)]
        assert all({c: n for c, n in answer.items() if n} == counted(poll) for answer in answers)
    assert sum(counted(poll).values()) == Vote.objects.filter(poll=poll).count() > 15
    assert Vote.objects.filter(poll=poll).exclude(previous_choice=None).exists()  # some votes were changed


def test_a_voter_who_changes_their_vote_moves_its_count_wherever_the_tally_is_shown(voting):
    poll = Poll.objects.get(session=voting, kind="verdict")
    phone, other = Client(), Client()
    url = f"/api/court/sessions/{voting.pk}/vote"
    assert other.post(url, {"type": "verdict", "choice": "guilty"}, content_type="application/json").status_code == 200
    assert phone.post(url, {"type": "verdict", "choice": "guilty"}, content_type="application/json").json()[
        "verdictVotes"] == {"guilty": 2, "not_guilty": 0}
    # when one voter changes their vote
    answer = phone.post(url, {"type": "verdict", "choice": "not_guilty"}, content_type="application/json").json()
    # then the count moves from the choice it left to the new one: in the answer, the live tally, the pages' tallies
    moved = {"guilty": 1, "not_guilty": 1}
    assert answer["verdictVotes"] == moved
    assert tally_broadcast(poll_id=poll.pk)["votes"] == moved
    assert selectors.tallies_for([voting])[voting.pk]["verdict"] == moved
    # and, voting the same choice again, it stays where it is
    assert phone.post(url, {"type": "verdict", "choice": "not_guilty"},
                      content_type="application/json").json()["verdictVotes"] == moved
    # and the final tally at the close is the same
    poll_close(CourtSession.objects.get(pk=voting.pk), "verdict", timezone.now())
    assert Poll.objects.get(pk=poll.pk).snapshot["votes"] == moved


@pytest.mark.parametrize("failing", [
    lambda: mock.patch.object(vote_rows, "tally_moves", side_effect=OperationalError("server closed")),  # votes written
    lambda: mock.patch.object(votes_module.transaction, "on_commit", side_effect=OperationalError("server closed")),
], ids=["after-its-votes", "after-its-counts"])
def test_a_batch_that_fails_before_its_commit_stores_and_counts_nothing(voting, failing):
    poll = Poll.objects.get(session=voting, kind="verdict")
    votes_cast([Ballot(voting.pk, "verdict", "guilty", "ann", "voter:ann", "198.51.100.7")])
    # when a batch (a new vote and ann's change) fails after its votes are written, or after its counts moved,
    # before its commit
    with failing(), pytest.raises(OperationalError):
        votes_cast([Ballot(voting.pk, "verdict", "not_guilty", "ann", "voter:ann", "198.51.100.7"),
                    Ballot(voting.pk, "verdict", "not_guilty", "bob", "voter:bob", "198.51.100.7")])
    # then nothing of it is stored and nothing of it is counted: the tally is the stored votes counted
    assert counted(poll) == kept(poll) == {"guilty": 1}
    assert tally_broadcast(poll_id=poll.pk)["votes"] == {"guilty": 1, "not_guilty": 0}


def test_no_reader_of_a_tally_reads_the_votes(voting, settings):
    # given a poll with votes, its last live tally published a while ago
    settings.COURT_TALLY_BROADCAST_MS = 0
    poll = Poll.objects.get(session=voting, kind="verdict")
    votes_cast([Ballot(voting.pk, "verdict", "guilty", f"v{n}", f"voter:v{n}", "198.51.100.7") for n in range(5)])
    Tally.objects.update(changed_at=timezone.now() - votes_module.TALLY_CLOCK_MARGIN * 3)
    # when votes are answered, the live tally broadcast, the sweeper runs and the pages read the tallies
    with CaptureQueriesContext(connection) as queries:
        answer = votes_cast([Ballot(voting.pk, "verdict", "not_guilty", "v1", "voter:v1", "198.51.100.7")])[0]
        Tally.objects.update(changed_at=timezone.now() - votes_module.TALLY_CLOCK_MARGIN * 3)
        swept = votes_sweep()
        broadcast = tally_broadcast(poll_id=poll.pk)
        shown = selectors.tallies_for([voting])[voting.pk]["verdict"]
        page = Client().get(f"/api/court/sessions/{voting.pk}").json()
    # then each shows the votes counted, and none of them read a vote: they read a row per choice
    assert answer.verdict_votes == broadcast["votes"] == shown == {"guilty": 4, "not_guilty": 1}
    assert swept["tallies"] == 1
    assert page
    read = [q["sql"] for q in queries if READS_VOTES.search(q["sql"])]
    assert read == []
    assert any("courtroom_tally" in q["sql"] for q in queries)


def test_the_final_tally_is_the_votes_counted_and_sets_a_kept_count_written_around_it(voting, caplog):
    # given a vote written by hand, past the statement that keeps the tally
    poll = Poll.objects.get(session=voting, kind="verdict")
    votes_cast([Ballot(voting.pk, "verdict", "guilty", "ann", "voter:ann", "198.51.100.7")])
    Vote.objects.create(poll=poll, voter="by-hand", choice="not_guilty")
    # when the poll closes
    with caplog.at_level(logging.ERROR, logger="courtroom.services.vote_rows"):
        poll_close(CourtSession.objects.get(pk=voting.pk), "verdict", timezone.now())
    # then its final tally counts every stored vote, the kept counts are set to it, and the difference is logged
    assert Poll.objects.get(pk=poll.pk).snapshot["votes"] == {"guilty": 1, "not_guilty": 1}
    assert kept(poll) == counted(poll) == {"guilty": 1, "not_guilty": 1}
    assert "differs from its votes" in caplog.text
    assert "vote_closed" in event_types(voting)
