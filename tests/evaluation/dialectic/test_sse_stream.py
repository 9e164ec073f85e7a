"""The shared SSE endpoint with mode "dialectic", end to end with a real worker and the mock model."""

import json

import pytest
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token

from tests.support.asgi_http import stream_request
from tests.evaluation.dialectic.support import body

pytestmark = pytest.mark.django_db(transaction=True)
TWO = [{"id": "arch", "name": "Architecture", "description": "Components and data flow."},
       {"id": "security", "name": "Security", "description": "No eval, shell injection or secrets."}]


async def post_sse(path, payload: bytes, *, headers=(), timeout=30):
    """POST to the ASGI app and read the SSE body until the server ends it."""
    return await stream_request("POST", path, body=payload, headers=headers, timeout=timeout)


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
