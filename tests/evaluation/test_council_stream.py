"""POST /api/council/stream: the spec's SSE lines, end to end with a real worker and the mock model."""

import json

import pytest
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token

from evaluation.models import Message
from tests.support.asgi_http import stream_request
from tests.evaluation.conftest import jury_body

pytestmark = pytest.mark.django_db(transaction=True)


async def post_sse(path, body: bytes, *, headers=(), timeout=20, stop_after=None):
    until = (lambda raw: stop_after.encode() in raw) if stop_after else None
    return await stream_request("POST", path, body=body, headers=headers, timeout=timeout, until=until)


def lines(raw: str) -> list[dict]:
    return [json.loads(chunk.removeprefix("data: ")) for chunk in raw.split("\n\n") if chunk.startswith("data: ")]


@pytest.fixture
def token(transactional_db):
    user = get_user_model().objects.create_user("streamer")
    return Token.objects.create(user=user).key


async def test_it_streams_the_spec_sequence_to_complete(celery_worker, token):
    start, raw = await post_sse("/api/council/stream", json.dumps(jury_body()).encode(),
                                headers=[(b"authorization", f"Token {token}".encode())])
    assert start["status"] == 200
    assert dict(start["headers"])[b"Content-Type"] == b"text/event-stream"
    events = lines(raw)
    assert [e["type"] for e in events] == [
        "jury_start", "present_start", "present_complete", "deliberation_start",
        "juror_complete", "juror_complete", "juror_complete", "all_jurors_complete",
        "verdict_start", "verdict_complete", "title_complete", "complete",
    ]
    assert events[0]["mode"] == "jury"
    assert set(events[4]["data"]) >= {"model", "assessmentText", "scores", "average", "verdict", "recommendations",
                                      "responseTimeMs", "parseSuccess"}
    assert events[9]["data"]["finalVerdict"] in ("APPROVE", "REVISE", "REJECT")
    assert events[10]["data"]["title"]


async def test_a_client_that_disconnects_does_not_stop_the_evaluation(celery_worker, token):
    # given a client that leaves right after jury_start
    _, raw = await post_sse("/api/council/stream", json.dumps(jury_body()).encode(),
                            headers=[(b"authorization", f"Token {token}".encode())], stop_after="jury_start")
    message_id = lines(raw)[0]["messageId"]
    # when it follows the run again later (no polling: SQLite's shared cache locks tables against the worker)
    start, raw = await get_sse(f"/api/streams/eval.{message_id}/events", token)
    # then the run went on to the end
    assert start["status"] == 200
    assert [json.loads(chunk.split("data: ", 1)[1])["type"] for chunk in raw.split("\n\n")
            if "data: " in chunk][-1] == "complete"


async def get_sse(path, token, timeout=20):
    return await stream_request("GET", path, headers=[(b"authorization", f"Token {token}".encode())], timeout=timeout)


async def test_invalid_input_is_a_json_400_before_any_stream(token):
    body = jury_body(jurorModels=["a", "b"])
    start, raw = await post_sse("/api/council/stream", json.dumps(body).encode(),
                                headers=[(b"authorization", f"Token {token}".encode())])
    assert start["status"] == 400
    assert json.loads(raw)["fields"] == {"modeConfig.jurorModels": ["Jury mode requires at least 3 juror models"]}


MULTIPART = b"multipart/form-data; boundary=B"


@pytest.mark.parametrize("content_type, body", [
    (MULTIPART, b'--B\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{}\r\n--B--\r\n'),
    (MULTIPART, b'--B\r\nContent-Disposition: form-data; name="f"; filename="a\x00.txt"\r\n\r\nhello\r\n--B--\r\n'),
    (b"application/x-www-form-urlencoded", b"mode=jury"),
    (b"text/plain", b"{}"),
])
async def test_a_body_that_is_not_json_is_a_415_never_a_500(token, content_type, body):
    # given a form or file upload (which the input guard reads before the view), when it is posted to the stream
    start, raw = await stream_request("POST", "/api/council/stream", body=body, headers=[
        (b"authorization", f"Token {token}".encode()), (b"content-type", content_type)])
    # then it is refused in the error shape, and nothing runs
    assert start["status"] == 415 and json.loads(raw)["code"] == "UNSUPPORTED_MEDIA_TYPE"
    assert not await Message.objects.aexists()


async def test_anonymous_callers_are_refused(transactional_db):
    start, raw = await post_sse("/api/council/stream", json.dumps(jury_body()).encode())
    assert start["status"] == 403
    assert json.loads(raw)["code"] == "NOT_AUTHENTICATED"


def test_a_browser_session_must_send_its_csrf_token(transactional_db):
    from django.test import Client

    user = get_user_model().objects.create_user("sessioned")
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(user)
    response = browser.post("/api/council/stream", json.dumps(jury_body()), content_type="application/json")
    assert response.status_code == 403
    assert response.json() == {"code": "FORBIDDEN", "error": "CSRF check failed."}
    assert not Message.objects.exists()
