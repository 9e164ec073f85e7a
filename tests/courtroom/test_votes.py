"""Audience votes: open polls only, valid choices, one per voter, the spam guard, proxies."""

import pytest
from django.test import Client

from courtroom.models import CourtSession, Vote
from courtroom.voters import VOTER_COOKIE
from juryrigged import realtime
from tests.courtroom.conftest import in_phase, run_until, step

pytestmark = pytest.mark.django_db


@pytest.fixture
def voting(new_session):
    return run_until(new_session(), in_phase("verdict_vote"))


def vote(client, session, kind="verdict", choice="guilty", **extra):
    return client.post(f"/api/court/sessions/{session.pk}/vote", {"type": kind, "choice": choice},
                       content_type="application/json", **extra)


def test_a_vote_in_an_open_poll_is_counted_and_a_voter_cookie_is_issued(voting):
    client = Client()
    response = vote(client, voting)
    assert response.status_code == 200
    assert response.json() == {"sessionId": voting.pk, "verdictVotes": {"guilty": 1, "not_guilty": 0},
                               "sentenceVotes": {}}
    assert VOTER_COOKIE in response.cookies
    assert Vote.objects.count() == 1


def test_a_second_vote_from_the_same_voter_replaces_the_first(voting):
    client = Client()
    vote(client, voting, choice="guilty")
    response = vote(client, voting, choice="not_guilty")
    assert response.json()["verdictVotes"] == {"guilty": 0, "not_guilty": 1}
    assert Vote.objects.count() == 1
    assert VOTER_COOKIE not in response.cookies  # the cookie it already had is kept


def test_distinct_voters_are_counted_separately(voting):
    for choice in ("guilty", "guilty", "not_guilty"):
        vote(Client(), voting, choice=choice)
    assert Vote.objects.count() == 3
    assert vote(Client(), voting).json()["verdictVotes"] == {"guilty": 3, "not_guilty": 1}


def test_a_forged_voter_cookie_is_replaced_not_trusted(voting):
    client = Client()
    client.cookies[VOTER_COOKIE] = "someone-else"
    response = vote(client, voting)
    assert response.status_code == 200
    assert VOTER_COOKIE in response.cookies
    assert Vote.objects.get().voter != "someone-else"


def test_a_vote_when_no_poll_is_open_is_rejected(new_session):
    session = run_until(new_session(), in_phase("openings"))
    response = vote(Client(), session)
    assert response.status_code == 409
    assert response.json() == {"code": "VOTE_REJECTED", "error": "The verdict poll is not open."}


def test_a_vote_after_the_poll_closed_is_rejected_and_not_counted(voting):
    client = Client()
    vote(client, voting)
    step(voting)  # closes the verdict poll
    response = vote(client, voting, choice="not_guilty")
    assert response.status_code == 409
    assert response.json()["code"] == "VOTE_REJECTED"
    assert Vote.objects.get().choice == "guilty"


def test_a_choice_not_on_the_ballot_is_rejected(voting):
    response = vote(Client(), voting, choice="liable")
    assert response.status_code == 400
    assert response.json() == {"code": "VOTE_REJECTED", "error": "Unknown choice; choose one of: guilty, not_guilty."}


def test_the_sentence_poll_takes_the_sessions_options(new_session):
    session = run_until(new_session(sentence_options=["Sing a song", "Bake a pie"]), in_phase("verdict_vote"))
    vote(Client(), session)  # guilty: there is something to sentence
    session = run_until(session, in_phase("sentence_vote"))
    assert vote(Client(), session, "sentence", "Bake a pie").json()["sentenceVotes"] == {"Sing a song": 0,
                                                                                          "Bake a pie": 1}


def test_the_final_tally_is_snapshotted_when_the_poll_closes(voting):
    for choice in ("guilty", "not_guilty", "guilty"):
        vote(Client(), voting, choice=choice)
    step(voting)
    closed = [e for e in realtime.events_after(voting.stream, 0) if e.type == "vote_closed"][0]
    assert closed.payload["votes"] == {"guilty": 2, "not_guilty": 1}
    assert (closed.payload["result"], closed.payload["tied"]) == ("guilty", False)


def test_the_guard_counts_per_address_behind_a_trusted_proxy(voting, settings):
    settings.VOTE_ADDRESS_MAX_PER_WINDOW = 1
    settings.TRUSTED_PROXY_COUNT = 1
    first = vote(Client(), voting, HTTP_X_FORWARDED_FOR="203.0.113.1")
    second = vote(Client(), voting, HTTP_X_FORWARDED_FOR="203.0.113.2")
    again = vote(Client(), voting, HTTP_X_FORWARDED_FOR="203.0.113.1")
    assert [first.status_code, second.status_code, again.status_code] == [200, 200, 429]
    assert again.json()["scope"] == "address"


def test_a_forged_forwarded_for_does_not_escape_the_guard(voting, settings):
    settings.VOTE_ADDRESS_MAX_PER_WINDOW = 1
    settings.TRUSTED_PROXY_COUNT = 0
    first = vote(Client(), voting, HTTP_X_FORWARDED_FOR="198.51.100.1")
    second = vote(Client(), voting, HTTP_X_FORWARDED_FOR="198.51.100.2")
    assert [first.status_code, second.status_code] == [200, 429]


def test_a_client_prepending_addresses_cannot_escape_through_one_proxy(voting, settings):
    settings.VOTE_ADDRESS_MAX_PER_WINDOW = 1
    settings.TRUSTED_PROXY_COUNT = 1
    first = vote(Client(), voting, HTTP_X_FORWARDED_FOR="1.1.1.1, 203.0.113.7")
    second = vote(Client(), voting, HTTP_X_FORWARDED_FOR="2.2.2.2, 203.0.113.7")
    assert [first.status_code, second.status_code] == [200, 429]


def test_no_public_event_carries_a_voters_address_or_id(voting):
    client = Client()
    vote(client, voting, HTTP_X_FORWARDED_FOR="203.0.113.99", REMOTE_ADDR="10.9.9.9")
    from courtroom.services import tally_broadcast
    from courtroom.models import Poll
    tally_broadcast(poll_id=Poll.objects.get(session=voting, kind="verdict").pk)
    step(voting)
    voter = Vote.objects.get().voter
    everything = str([e.payload for e in realtime.events_after(voting.stream, 0)])
    assert "10.9.9.9" not in everything and "203.0.113.99" not in everything and voter not in everything


def test_a_vote_for_an_unknown_session_is_404():
    response = vote(Client(), CourtSession(pk=999))
    assert response.status_code == 404
    assert response.json()["code"] == "SESSION_NOT_FOUND"
