import asyncio
import json

import pytest
from channels.db import database_sync_to_async
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token

from juryrigged import realtime
from tests.support.asgi_http import stream_request

pytestmark = pytest.mark.django_db(transaction=True)


async def sse(path, *, headers=(), frames=1, timeout=5):
    """(status, parsed frames) after `frames` frames (or when the server ends the stream)."""
    start, text = await stream_request("GET", path, headers=headers, timeout=timeout,
                                       until=lambda raw: raw.count(b"\n\n") >= frames)
    return start["status"], [_parse(chunk) for chunk in text.split("\n\n") if chunk.strip()]


def _parse(chunk):
    fields = {}
    for line in chunk.splitlines():
        key, _, value = line.partition(": ")
        fields[key] = value
    if "data" in fields:
        fields["data"] = json.loads(fields["data"])
    return fields


async def publish(stream, type_, payload=None):
    return await database_sync_to_async(realtime.publish)(stream, type_, payload or {})


async def test_sse_sends_stored_events_with_ids():
    await publish("rtpub.s1", "turn", {"n": 1})
    await publish("rtpub.s1", "turn", {"n": 2})
    status, frames = await sse("/api/streams/rtpub.s1/events", frames=2)
    assert status == 200
    assert [f["id"] for f in frames] == ["1", "2"]
    assert frames[1]["event"] == "turn" and frames[1]["data"]["payload"] == {"n": 2}


async def test_sse_resumes_after_last_event_id():
    for n in range(4):
        await publish("rtpub.s2", "turn", {"n": n})
    status, frames = await sse("/api/streams/rtpub.s2/events", headers=[(b"last-event-id", b"2")], frames=2)
    assert [f["id"] for f in frames] == ["3", "4"]


async def test_sse_delivers_live_events_and_ends_after_a_terminal_one():
    async def later():
        await asyncio.sleep(0.3)
        await publish("rtpub.s3", "turn", {"live": True})
        await publish("rtpub.s3", "done", {})

    asyncio.create_task(later())
    status, frames = await sse("/api/streams/rtpub.s3/events", frames=5)
    assert [f["event"] for f in frames] == ["turn", "done"]


async def test_sse_refuses_a_stream_the_viewer_may_not_read():
    status, _ = await sse("/api/streams/rtstaff.audit/events", frames=0)
    assert status == 404


async def test_sse_accepts_a_token_for_an_owner_only_stream():
    user = await database_sync_to_async(get_user_model().objects.create_user)("bob", password="x")
    token = await database_sync_to_async(Token.objects.create)(user=user)
    await publish("rtown.bob", "turn", {"mine": True})
    status, frames = await sse("/api/streams/rtown.bob/events",
                               headers=[(b"authorization", f"Token {token.key}".encode())], frames=1)
    assert status == 200 and frames[0]["data"]["payload"] == {"mine": True}
    bad_status, _ = await sse("/api/streams/rtown.bob/events", headers=[(b"authorization", b"Token nope")], frames=0)
    assert bad_status == 403


async def test_sse_keeps_receiving_live_events_after_a_heartbeat(settings):
    settings.SSE_HEARTBEAT_S = 0.2

    async def later():
        await asyncio.sleep(0.7)
        await publish("rtpub.s4", "turn", {"after_heartbeats": True})

    asyncio.create_task(later())
    status, frames = await sse("/api/streams/rtpub.s4/events", frames=4)
    heartbeats = [f for f in frames if f.get("") == "heartbeat"]
    events = [f for f in frames if f.get("event") == "turn"]
    assert len(heartbeats) >= 2
    assert events and events[0]["data"]["payload"] == {"after_heartbeats": True}
