"""GET /api/court/sessions/{id}/stream: a snapshot first, then every event in the API's shape.

Each test runs against both servings of the URL: the event-loop one the ASGI app routes a
viewer's GET to (the front door, `juryrigged/core/fast_routes.py`) and the Django view (other requests).
"""

import asyncio
import json

import pytest
from django.test import AsyncClient

from tests.courtroom.conftest import in_phase, run_until
from tests.support.asgi_http import open_stream

pytestmark = pytest.mark.django_db(transaction=True)


class _DjangoStream:
    """The Django view's response read like tests.support.asgi_http.OpenStream."""

    def __init__(self, response):
        self.status, self.headers = response.status_code, {"content-type": response.get("Content-Type")}
        self.iterator = response.streaming_content.__aiter__() if response.streaming else None
        self.content = "" if response.streaming else response.content.decode()
        self.ended = False

    async def next(self, timeout=5):
        if self.iterator is None:
            text, self.content, self.ended = self.content, "", True
            return text
        if self.ended:
            return ""
        try:
            chunk = await asyncio.wait_for(self.iterator.__anext__(), timeout)
        except StopAsyncIteration:
            self.ended = True
            return ""
        return chunk.decode() if isinstance(chunk, bytes) else chunk

    async def read_all(self, timeout=5):
        text = ""
        while not self.ended:
            text += await self.next(timeout)
        return text

    async def close(self):
        if self.iterator is not None:
            await self.iterator.aclose()


@pytest.fixture(params=["fast", "django"])
def get_stream(request):
    """GET a stream through the ASGI app's fast path or through the Django view."""

    async def get(path, headers=None):
        headers = headers or {}
        if request.param == "fast":
            return await open_stream(path, [(k.lower().encode(), v.encode()) for k, v in headers.items()])
        return _DjangoStream(await AsyncClient().get(path, headers=headers))

    return get


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


async def test_a_finished_session_streams_its_snapshot_and_ends(new_session, get_stream):
    from asgiref.sync import sync_to_async

    session = await sync_to_async(lambda: run_until(new_session(), lambda s: s.status == "completed"))()
    response = await get_stream(f"/api/court/sessions/{session.pk}/stream")
    assert response.status == 200
    assert response.headers["content-type"] == "text/event-stream"
    sent = frames(await response.read_all())
    assert [f["event"] for f in sent] == ["snapshot"]
    snapshot = sent[0]["data"]["session"]
    assert snapshot["status"] == "completed" and len(snapshot["turns"]) == 18


async def test_resuming_after_a_seq_replays_events_in_the_api_shape_until_the_end(new_session, get_stream):
    from asgiref.sync import sync_to_async

    session = await sync_to_async(lambda: run_until(new_session(), lambda s: s.status == "completed"))()
    response = await get_stream(f"/api/court/sessions/{session.pk}/stream", headers={"Last-Event-ID": "3"})
    sent = frames(await response.read_all())
    assert sent[0]["event"] == "snapshot"
    events = sent[1:]
    assert events[0]["data"]["seq"] == 4
    assert events[-1]["event"] == "session_completed"
    first = events[0]["data"]
    assert set(first) == {"id", "seq", "sessionId", "type", "at", "payload"}
    assert first["sessionId"] == session.pk and events[0]["id"] == "4"
    assert [e["data"]["seq"] for e in events] == list(range(4, 4 + len(events)))


async def test_a_live_session_sends_the_snapshot_then_new_events(new_session, settings, get_stream):
    from asgiref.sync import sync_to_async

    from tests.courtroom.conftest import step

    settings.SSE_HEARTBEAT_S = 0.2
    session = await sync_to_async(lambda: run_until(new_session(), in_phase("openings")))()
    response = await get_stream(f"/api/court/sessions/{session.pk}/stream")
    assert "event: snapshot" in await response.next()
    await sync_to_async(step)(session)  # a new turn is published
    received = ""
    while "event: turn" not in received:
        received += await response.next()
    turn = [f for f in frames(received) if f["event"] == "turn"][0]["data"]
    assert turn["payload"]["turn"]["phase"] == "openings"
    await response.close()


async def test_an_unknown_session_is_a_404_in_the_json_shape(get_stream):
    response = await get_stream("/api/court/sessions/987654/stream")
    assert response.status == 404
    assert json.loads(await response.read_all())["code"] == "SESSION_NOT_FOUND"


async def test_a_live_session_sends_the_headcount_to_a_viewer_that_asks_with_no_id(new_session, settings, get_stream):
    from asgiref.sync import sync_to_async

    settings.REALTIME_PRESENCE_MS = 150
    session = await sync_to_async(new_session)()
    path = f"/api/court/sessions/{session.pk}/stream"
    asking = await get_stream(path + "?presence=1")
    quiet = await get_stream(path)

    async def heard(response, within):
        text, deadline = "", asyncio.get_running_loop().time() + within
        while (left := deadline - asyncio.get_running_loop().time()) > 0:
            try:
                text += await response.next(timeout=left)
            except TimeoutError:
                break
        return frames(text)

    # (the Django view's viewer joins when its body is first read, and leaves when a read is cancelled
    # by a timeout: the quiet one's snapshot is read first and at once, its rest at the end)
    sent_quiet = frames(await quiet.next())
    sent = await heard(asking, 1.0)
    sent_quiet += await heard(quiet, 0.2)
    # the snapshot, then the two viewers (the quiet one is counted too), as an event with no id
    assert sent[0]["event"] == "snapshot"
    presence = [f for f in sent if f["event"] == "presence"]
    assert presence and presence[-1]["data"] == {"type": "presence", "count": 2} and presence[-1]["id"] is None
    assert [f["event"] for f in sent_quiet] == ["snapshot"]
    await asking.close()
    await quiet.close()
