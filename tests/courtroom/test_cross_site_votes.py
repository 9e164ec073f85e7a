"""Votes from other sites are refused: JSON only, and a foreign Origin or Referer is a 403."""

import pytest
from django.test import Client

from courtroom.models import Vote
from courtroom.voters import VOTER_COOKIE
from tests.courtroom.conftest import in_phase, run_until

pytestmark = pytest.mark.django_db
BALLOT = {"type": "verdict", "choice": "guilty"}


@pytest.fixture
def voting(new_session):
    return run_until(new_session(), in_phase("verdict_vote"))


def url(session):
    return f"/api/court/sessions/{session.pk}/vote"


def vote_json(session, **headers):
    return Client().post(url(session), BALLOT, content_type="application/json", **headers)


def assert_refused_without_trace(response, status, code):
    assert response.status_code == status
    assert response.json()["code"] == code
    assert VOTER_COOKIE not in response.cookies
    assert Vote.objects.count() == 0


def test_a_form_posted_from_another_site_is_refused(voting):
    response = Client().post(url(voting), BALLOT, HTTP_ORIGIN="http://evil.example")
    assert_refused_without_trace(response, 403, "CROSS_SITE_VOTE")


def test_a_form_encoded_vote_is_refused_even_without_an_origin(voting):
    response = Client().post(url(voting), BALLOT)
    assert_refused_without_trace(response, 415, "UNSUPPORTED_MEDIA_TYPE")


@pytest.mark.parametrize("headers", [
    {"HTTP_ORIGIN": "http://evil.example"},
    {"HTTP_ORIGIN": "null"},  # a sandboxed page or a data: URL
    {"HTTP_ORIGIN": "http://testserver.evil.example"},
    {"HTTP_REFERER": "https://evil.example/page"},
    {"HTTP_ORIGIN": "http://evil.example", "HTTP_REFERER": "http://testserver/court/1/"},
])
def test_a_json_vote_naming_another_site_is_refused(voting, headers):
    assert_refused_without_trace(vote_json(voting, **headers), 403, "CROSS_SITE_VOTE")


@pytest.mark.parametrize("headers", [
    {"HTTP_ORIGIN": "http://testserver"},
    {"HTTP_REFERER": "http://testserver/court/1/"},
    {"HTTP_ORIGIN": "http://localhost:8000"},  # listed in CSRF_TRUSTED_ORIGINS
    {},  # an API client sends neither: judged by its voter cookie and the limits
])
def test_a_vote_from_this_site_or_an_api_client_is_counted(voting, headers):
    response = vote_json(voting, **headers)
    assert response.status_code == 200
    assert VOTER_COOKIE in response.cookies
    assert Vote.objects.count() == 1


def test_an_api_client_without_origin_is_still_held_to_the_voter_limit(voting, settings):
    settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW = 1
    client = Client()
    statuses = [client.post(url(voting), BALLOT, content_type="application/json").status_code for _ in range(2)]
    assert statuses == [200, 429]
