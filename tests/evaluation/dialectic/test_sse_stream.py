"""The shared SSE endpoint with mode "dialectic", end to end with a real worker and the mock model."""

import asyncio
import json

import pytest
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token

from juryrigged.asgi import application
from tests.evaluation.dialectic.support import body

pytestmark = pytest.mark.django_db(transaction=True)
TWO = [{"id": "arch", "name": "Architecture", "description": "Components and data flow."},
       {"id": "security", "name": "Security", "description": "No eval, shell injection or secrets."}]


async def post_sse(path, payload: bytes, *, headers=(), timeout=30):
    """POST to the ASGI app and read the SSE body until the server ends it."""
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST", "scheme": "http",
        "path": path, "raw_path": path.encode(), "query_string": b"", "root_path": "",
        "headers": [(b"host", b"testserver"), (b"content-type", b"application/json"),
                    (b"content-length", str(len(payload)).encode()), *headers],
        "client": ("127.0.0.1", 5000), "server": ("testserver", 80),
    }
    inbox, outbox = asyncio.Queue(), asyncio.Queue()
    await inbox.put({"type": "http.request", "body": payload, "more_body": False})
    task = asyncio.create_task(application(scope, inbox.get, outbox.put))
    start = await asyncio.wait_for(outbox.get(), timeout)
    raw = b""
    try:
        while True:
            message = await asyncio.wait_for(outbox.get(), timeout)
            raw += message.get("body", b"")
            if not message.get("more_body", False):
                break
    finally:
        await inbox.put({"type": "http.disconnect"})
        await asyncio.sleep(0.05)
        task.cancel()
    return start, raw.decode()


def lines(raw: str) -> list[dict]:
    return [json.loads(chunk.removeprefix("data: ")) for chunk in raw.split("\n\n") if chunk.startswith("data: ")]


@pytest.fixture
def token(transactional_db):
    user = get_user_model().objects.create_user("sse-auditor", password="pw-auditor-2026")
    return Token.objects.create(user=user).key


async def test_the_audit_streams_each_layer_to_complete(celery_worker, token):
    # when
    start, raw = await post_sse("/api/council/stream",
                                json.dumps(body(rubricPresetId=None, rubric=TWO)).encode(),
                                headers=[(b"authorization", f"Token {token}".encode())], timeout=30)
    # then
    assert start["status"] == 200
    events = lines(raw)
    types = [e["type"] for e in events]
    assert types[0] == "evidence_complete" and types[-2:] == ["report_complete", "complete"]
    opinions = [e for e in events if e["type"] == "opinion_complete"]
    reargued = types.count("reevaluation_start")
    assert len(opinions) == 6 + 3 * reargued
    assert types.count("criterion_complete") == 2
    for event in events:
        if event["type"] == "criterion_complete":
            cid = event["data"]["criterion_id"]
            ruled_at = events.index(event)
            assert sum(1 for e in events[:ruled_at] if e["type"] == "opinion_complete"
                       and e["data"]["criterionId"] == cid) in (3, 6)
    report = events[-2]["data"]
    assert [c["criterion_id"] for c in report["criteria"]] == ["arch", "security"]
    assert set(opinions[0]["data"]) >= {"judge", "criterionId", "score", "argument", "citedEvidence", "round",
                                        "isFallback", "attempts"}
