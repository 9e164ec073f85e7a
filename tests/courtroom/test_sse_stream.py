"""GET /api/court/sessions/{id}/stream: a snapshot first, then every event in the API's shape."""

import json

import pytest
from django.test import AsyncClient

from tests.courtroom.conftest import in_phase, run_until

pytestmark = pytest.mark.django_db(transaction=True)


def frames(text: str) -> list[dict]:
    found = []
    for block in text.strip().split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line and not line.startswith(":"))
        if "data" in fields:
            found.append({"event": fields.get("event"), "id": fields.get("id"), "data": json.loads(fields["data"])})
    return found


async def read_all(response) -> str:
    chunks = []
    async for chunk in response.streaming_content:
        chunks.append(chunk.decode() if isinstance(chunk, bytes) else chunk)
    return "".join(chunks)


async def test_a_finished_session_streams_its_snapshot_and_ends(new_session):
    from asgiref.sync import sync_to_async

    session = await sync_to_async(lambda: run_until(new_session(), lambda s: s.status == "completed"))()
    response = await AsyncClient().get(f"/api/court/sessions/{session.pk}/stream")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/event-stream"
    sent = frames(await read_all(response))
    assert [f["event"] for f in sent] == ["snapshot"]
    snapshot = sent[0]["data"]["session"]
    assert snapshot["status"] == "completed" and len(snapshot["turns"]) == 18


async def test_resuming_after_a_seq_replays_events_in_the_api_shape_until_the_end(new_session):
    from asgiref.sync import sync_to_async

    session = await sync_to_async(lambda: run_until(new_session(), lambda s: s.status == "completed"))()
    response = await AsyncClient().get(f"/api/court/sessions/{session.pk}/stream", headers={"Last-Event-ID": "3"})
    sent = frames(await read_all(response))
    assert sent[0]["event"] == "snapshot"
    events = sent[1:]
    assert events[0]["data"]["seq"] == 4
    assert events[-1]["event"] == "session_completed"
    first = events[0]["data"]
    assert set(first) == {"id", "seq", "sessionId", "type", "at", "payload"}
    assert first["sessionId"] == session.pk and events[0]["id"] == "4"
    assert [e["data"]["seq"] for e in events] == list(range(4, 4 + len(events)))


async def test_a_live_session_sends_the_snapshot_then_new_events(new_session, settings):
    import asyncio

    from asgiref.sync import sync_to_async

    from tests.courtroom.conftest import step

    settings.SSE_HEARTBEAT_S = 0.2
    session = await sync_to_async(lambda: run_until(new_session(), in_phase("openings")))()
    response = await AsyncClient().get(f"/api/court/sessions/{session.pk}/stream")
    iterator = response.streaming_content.__aiter__()
    first = await asyncio.wait_for(iterator.__anext__(), 5)
    assert "event: snapshot" in (first.decode() if isinstance(first, bytes) else first)
    await sync_to_async(step)(session)  # a new turn is published
    received = ""
    while "event: turn" not in received:
        chunk = await asyncio.wait_for(iterator.__anext__(), 5)
        received += chunk.decode() if isinstance(chunk, bytes) else chunk
    turn = [f for f in frames(received) if f["event"] == "turn"][0]["data"]
    assert turn["payload"]["turn"]["phase"] == "openings"
    await iterator.aclose()
