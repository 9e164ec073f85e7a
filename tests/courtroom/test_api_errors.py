"""Every bad input gets its code and status, in the {"code", "error"} shape; never a 500."""

import pytest
from django.test import Client
from rest_framework.authtoken.models import Token

from tests.courtroom.conftest import in_phase, run_until

pytestmark = pytest.mark.django_db


@pytest.fixture
def api(user):
    token = Token.objects.create(user=user)
    client = Client(HTTP_AUTHORIZATION=f"Token {token.key}")
    return client


def post(client, url, body):
    return client.post(url, body, content_type="application/json")


@pytest.mark.parametrize("body,code,extra", [
    ({"topic": "short"}, "INVALID_TOPIC", {}),
    ({"topic": ["a list"]}, "INVALID_TOPIC", {}),
    ({"topic": "I will kill you all at the bake sale"}, "TOPIC_REJECTED", {"reasons": ["threat"]}),
    ({"participants": ["primus"]}, "INVALID_PARTICIPANTS", {}),
    ({"participants": "everyone"}, "INVALID_PARTICIPANTS", {}),
    ({"caseType": "maritime"}, "INVALID_CASE_TYPE", {}),
    ({"sentenceOptions": ["just one"]}, "INVALID_SENTENCE_OPTIONS", {}),
    ({"sentenceOptions": ["Probation", "kill yourself"]}, "SENTENCE_OPTIONS_REJECTED", {"reasons": ["self_harm"]}),
])
def test_creating_with_bad_input_is_400_with_its_code(api, body, code, extra):
    response = post(api, "/api/court/sessions", body)
    assert response.status_code == 400
    data = response.json()
    assert data["code"] == code
    assert isinstance(data["error"], str) and data["error"]
    for key, value in extra.items():
        assert data[key] == value


def test_creating_with_a_body_that_is_not_an_object_is_400(api):
    response = post(api, "/api/court/sessions", ["topic"])
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_JSON")
    response = api.post("/api/court/sessions", "{not json", content_type="application/json")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_JSON")


def test_creating_needs_a_user_or_a_token():
    response = post(Client(), "/api/court/sessions", {})
    assert response.status_code == 403  # session auth comes first: DRF answers 403, not 401
    assert response.json()["code"] == "NOT_AUTHENTICATED"
    bad = Client(HTTP_AUTHORIZATION="Token nope")
    assert post(bad, "/api/court/sessions", {}).json()["code"] == "AUTHENTICATION_FAILED"


def test_creating_is_rate_limited_per_user(api, settings):
    settings.COURT_CREATE_MAX_PER_WINDOW = 2
    codes = [post(api, "/api/court/sessions", {}).status_code for _ in range(3)]
    assert codes == [201, 201, 429]
    body = post(api, "/api/court/sessions", {}).json()
    assert body["code"] == "RATE_LIMITED" and body["retryAfterMs"] > 0


def test_a_created_session_is_answered_201_in_the_public_shape(api):
    response = post(api, "/api/court/sessions", {"topic": "The case of the missing left sock", "caseType": "civil",
                                                 "participants": ["primus", "subrosa", "chora", "thaum"],
                                                 "sentenceOptions": ["Buy new socks", "Apologise to the sock"]})
    assert response.status_code == 201
    session = response.json()["session"]
    assert set(session) == {"id", "topic", "status", "participants", "phase", "turnCount", "turns", "metadata",
                            "createdAt", "startedAt", "completedAt", "failureReason"}
    assert (session["status"], session["phase"], session["turnCount"], session["turns"]) == ("pending", None, 0, [])
    meta = session["metadata"]
    assert meta["caseType"] == "civil"
    assert meta["sentenceOptions"] == ["Buy new socks", "Apologise to the sock"]
    assert meta["roleAssignments"] == {"primus": "judge", "subrosa": "prosecutor", "chora": "defense",
                                       "thaum": "witness"}
    assert (meta["verdictVotes"], meta["sentenceVotes"], meta["voteSnapshots"]) == ({}, {}, {})
    assert meta["verdictVoteWindowMs"] == 20000 and meta["sentenceVoteWindowMs"] == 20000


@pytest.mark.parametrize("method,url", [
    ("get", "/api/court/sessions/9999"),
    ("post", "/api/court/sessions/9999/vote"),
    ("get", "/api/court/sessions/9999/stream"),
])
def test_an_unknown_session_is_404_session_not_found(method, url):
    client = Client()
    response = getattr(client, method)(url, {"type": "verdict", "choice": "guilty"} if method == "post" else None,
                                       content_type="application/json")
    assert response.status_code == 404
    assert response.json()["code"] == "SESSION_NOT_FOUND"


@pytest.mark.parametrize("body,status,code", [
    ({"type": "jury", "choice": "guilty"}, 400, "INVALID_VOTE_TYPE"),
    ({"choice": "guilty"}, 400, "INVALID_VOTE_TYPE"),
    ({"type": "verdict"}, 400, "MISSING_VOTE_CHOICE"),
    ({"type": "verdict", "choice": "  "}, 400, "MISSING_VOTE_CHOICE"),
    ({"type": "verdict", "choice": 3}, 400, "VOTE_REJECTED"),
    ({"type": "verdict", "choice": "maybe"}, 400, "VOTE_REJECTED"),
    ({"type": "sentence", "choice": "Karaoke"}, 409, "VOTE_REJECTED"),
])
def test_bad_votes_get_their_codes(new_session, body, status, code):
    session = run_until(new_session(), in_phase("verdict_vote"))
    response = post(Client(), f"/api/court/sessions/{session.pk}/vote", body)
    assert (response.status_code, response.json()["code"]) == (status, code)


def test_a_vote_body_that_is_not_an_object_is_400(new_session):
    session = new_session()
    response = post(Client(), f"/api/court/sessions/{session.pk}/vote", "guilty")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_JSON")


@pytest.mark.parametrize("body,status,code", [
    ({}, 400, "INVALID_PHASE"),
    ({"phase": "recess"}, 400, "INVALID_PHASE"),
    ({"phase": 3}, 400, "INVALID_PHASE"),
    ({"phase": "final_ruling"}, 409, "INVALID_PHASE_TRANSITION"),
    ({"phase": "case_prompt"}, 409, "INVALID_PHASE_TRANSITION"),
])
def test_bad_phase_requests_get_their_codes(new_session, staff, body, status, code):
    session = run_until(new_session(), in_phase("openings"))
    client = Client()
    client.force_login(staff)
    response = post(client, f"/api/court/sessions/{session.pk}/phase", body)
    assert (response.status_code, response.json()["code"]) == (status, code)


def test_phase_control_of_an_unknown_session_is_404(staff):
    client = Client()
    client.force_login(staff)
    response = post(client, "/api/court/sessions/9999/phase", {"phase": "openings"})
    assert (response.status_code, response.json()["code"]) == (404, "SESSION_NOT_FOUND")
