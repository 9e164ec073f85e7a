"""A staff redaction is gone from everything a viewer can read, and a restore brings it back.

Readers: the session API, the session page (and its replay data), the session's SSE
stream (with Last-Event-ID 0), the realtime door's SSE (`/api/streams/court.N/events`)
and its websocket replay (`?after=0`).
"""

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.test import AsyncClient

from courtroom.models import StaffAction, Turn
from courtroom.services import turn_redact, turn_restore
from juryrigged import realtime
from juryrigged.asgi import application
from tests.courtroom.conftest import run_until
from tests.courtroom.test_sse_stream import read_all

pytestmark = pytest.mark.django_db(transaction=True)


async def _sse(path: str, **headers) -> str:
    return await read_all(await AsyncClient().get(path, headers=headers))


async def _websocket_replay(stream: str) -> str:
    count = await sync_to_async(lambda: len(realtime.events_after(stream, 0)))()
    communicator = WebsocketCommunicator(application, f"/ws/streams/{stream}/?after=0",
                                         headers=[(b"origin", b"http://testserver")])
    connected, _ = await communicator.connect()
    assert connected
    frames = [await communicator.receive_from(timeout=5) for _ in range(count)]
    await communicator.disconnect()
    return "".join(frames)


async def _everything_a_viewer_reads(session) -> dict[str, str]:
    client = AsyncClient()
    return {
        "api": (await client.get(f"/api/court/sessions/{session.pk}")).content.decode(),
        "page": (await client.get(f"/court/{session.pk}/")).content.decode(),
        "session sse": await _sse(f"/api/court/sessions/{session.pk}/stream", **{"Last-Event-ID": "0"}),
        "stream sse": await _sse(f"/api/streams/{session.stream}/events?after=0"),
        "websocket": await _websocket_replay(session.stream),
    }


@pytest.fixture
def finished(new_session, scripted_llm):
    """A finished session whose every line carries its own marker (line7x), so a line is findable."""
    numbers = iter(range(1, 1000))
    scripted_llm.default = lambda request: f"I saw the goose take the sandwich, line{next(numbers)}x."

    def make():
        session = run_until(new_session(), lambda s: s.status == "completed")
        witness_line = Turn.objects.filter(session=session, role="witness").first()
        return session, witness_line

    return make


def _marker(turn) -> str:
    return turn.dialogue.split(", ")[-1].rstrip(".")


async def test_a_redacted_line_is_absent_from_every_reader_and_back_after_a_restore(finished, staff):
    # given a finished session whose history every reader has served once (warm caches)
    session, turn = await sync_to_async(finished)()
    original = _marker(turn)
    before = await _everything_a_viewer_reads(session)
    assert all(original in text for text in before.values())

    # when staff redact the line
    await sync_to_async(turn_redact)(turn_id=turn.pk, actor=staff, reason="rude")

    # then no reader carries it, and each carries the placeholder
    after = await _everything_a_viewer_reads(session)
    for reader, text in after.items():
        assert original not in text, reader
        assert "The witness statement has been redacted" in text, reader

    # when staff restore it, it is back everywhere
    await sync_to_async(turn_restore)(turn_id=turn.pk, actor=staff)
    restored = await _everything_a_viewer_reads(session)
    for reader, text in restored.items():
        assert original in text, reader


async def test_staff_still_see_the_original_with_who_redacted_it_and_when(finished, staff, client):
    # given a redacted line
    session, turn = await sync_to_async(finished)()
    original = _marker(turn)
    await sync_to_async(turn_redact)(turn_id=turn.pk, actor=staff, reason="rude")

    # when staff open the moderation queue item
    await sync_to_async(client.force_login)(await sync_to_async(lambda: type(staff).objects.create_superuser(
        "chief", password="a-long-pass-2026"))())
    page = await sync_to_async(lambda: client.get(f"/admin/courtroom/flaggedturn/{turn.pk}/change/"))()

    # then the original, the staff member and the time are on it
    text = page.content.decode()
    action = await sync_to_async(StaffAction.objects.get)(action="turn_redacted")
    assert page.status_code == 200
    assert original in text
    assert "clerk" in text
    assert action.at.strftime("%Y") in text
