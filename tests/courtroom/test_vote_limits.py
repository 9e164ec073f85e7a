"""Vote limits for a real crowd: per voter, a much higher ceiling per address, refusals that write nothing."""

from datetime import timedelta

import pytest
from django.db import connection
from django.db.models import F
from django.test import Client
from django.test.utils import CaptureQueriesContext

from courtroom.models import Poll, Tally, Vote
from courtroom.services.tallies import votes_sweep
from juryrigged import realtime
from tests.courtroom.conftest import event_types, in_phase, run_until

pytestmark = pytest.mark.django_db


@pytest.fixture
def voting(new_session, settings):
    # A poll that stays open while hundreds of votes are sent one by one, however loaded the machine.
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    return run_until(new_session(), in_phase("verdict_vote"))


def vote(client, session, choice="guilty", **extra):
    return client.post(f"/api/court/sessions/{session.pk}/vote", {"type": "verdict", "choice": choice},
                       content_type="application/json", **extra)


def writes(queries) -> list[str]:
    return [q["sql"] for q in queries if q["sql"].lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE"))]


def test_a_venue_of_300_voters_behind_one_address_is_all_counted_with_default_settings(voting):
    # given 300 phones on one venue Wi-Fi (one public address), each voting once, some changing their mind
    phones = [Client(REMOTE_ADDR="198.51.100.20") for _ in range(300)]
    answers = [vote(phone, voting, "guilty" if n % 3 else "not_guilty") for n, phone in enumerate(phones)]
    answers += [vote(phone, voting, "not_guilty") for phone in phones[:30]]
    # then every vote is answered 200 and counted
    assert {r.status_code for r in answers} == {200}
    assert Vote.objects.count() == 300
    assert answers[-1].json()["verdictVotes"] == {"guilty": 200 - 20, "not_guilty": 100 + 20}


def test_one_voter_is_held_to_the_per_voter_limit_while_the_venue_still_votes(voting, settings):
    settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW = 10
    settings.VOTE_ADDRESS_MAX_PER_WINDOW = 20
    # given a spammer and honest neighbours on the same address
    spammer = Client(REMOTE_ADDR="198.51.100.20")
    spam = [vote(spammer, voting).status_code for _ in range(40)]
    # then the spammer gets 10 attempts, and its refused ones do not use up the address's ceiling
    assert spam == [200] * 10 + [429] * 30
    neighbours = [vote(Client(REMOTE_ADDR="198.51.100.20"), voting).status_code for _ in range(11)]
    assert neighbours == [200] * 10 + [429]


def test_a_refused_attempt_is_answered_429_and_writes_nothing(voting, settings):
    settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW = 2
    client = Client()
    vote(client, voting)
    vote(client, voting)
    # when the voter goes over its limit
    with CaptureQueriesContext(connection) as queries:
        refused = [vote(client, voting) for _ in range(5)]
    # then each attempt is refused with the wait, and the database is not written (nor even read)
    body = refused[0].json()
    assert [r.status_code for r in refused] == [429] * 5
    assert (body["code"], body["scope"], body["limit"]) == ("VOTE_RATE_LIMITED", "voter", 2)
    assert 0 < body["retryAfterMs"] <= settings.VOTE_SPAM_WINDOW_MS and refused[0]["Retry-After"]
    assert writes(queries) == []
    assert len(queries) == 0


def test_the_sweeper_records_refused_attempts_and_tells_staff_not_the_audience(voting, settings):
    settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW = 2
    client = Client(REMOTE_ADDR="10.9.9.9")
    for _ in range(5):
        vote(client, voting)
    assert "vote_spam_blocked" not in event_types(voting)
    # when the votes sweeper runs (twice: nothing new the second time)
    votes_sweep()
    votes_sweep()
    # then the session counts 3 refused attempts and staff heard once, without the address
    voting.refresh_from_db()
    assert voting.blocked_vote_attempts == 3
    staff = list(realtime.events_after(f"courtstaff.{voting.pk}", 0))
    assert [(e.type, e.payload["blockedAttempts"]) for e in staff] == [("vote_spam_blocked", 3)]
    assert "10.9.9.9" not in str(staff[0].payload)
    assert "vote_spam_blocked" not in event_types(voting)


def test_a_logged_in_user_is_one_voter_for_the_limit_whatever_cookie_it_sends(voting, settings, user):
    settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW = 2
    answers = []
    for _ in range(3):
        client = Client()  # a fresh voter cookie each time
        client.force_login(user)
        answers.append(vote(client, voting).status_code)
    assert answers == [200, 200, 429]


def test_a_poll_left_without_its_live_tally_is_published_by_the_sweeper(voting, settings):
    settings.COURT_TALLY_BROADCAST_MS = 0
    vote(Client(), voting)
    vote(Client(), voting, "not_guilty")
    Tally.objects.update(changed_at=F("changed_at") - timedelta(seconds=2))  # the votes' counts moved 2 s ago
    # given the tally broadcast never ran (its worker died), when the sweeper runs twice
    assert votes_sweep()["tallies"] == 1
    assert votes_sweep()["tallies"] == 0
    # then one live tally is on the stream
    updates = [e.payload for e in realtime.events_after(voting.stream, 0) if e.type == "vote_updated"]
    assert updates == [{"sessionId": voting.pk, "type": "verdict", "votes": {"guilty": 1, "not_guilty": 1},
                        "total": 2}]
    assert Poll.objects.get(session=voting, kind="verdict").tallied_at is not None
