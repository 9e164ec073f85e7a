"""Viewers follow a court session over the realtime door's websocket."""

import json

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator

from juryrigged.asgi import application
from tests.courtroom.conftest import step

pytestmark = pytest.mark.django_db(transaction=True)


async def test_an_anonymous_viewer_replays_and_then_receives_live_turns(new_session):
    session = await sync_to_async(new_session)()
    await sync_to_async(step)(session)
    communicator = WebsocketCommunicator(application, f"/ws/streams/court.{session.pk}/?after=0",
                                         headers=[(b"origin", b"http://testserver")])
    connected, _ = await communicator.connect()
    assert connected
    replayed = [json.loads(await communicator.receive_from(timeout=5))["type"] for _ in range(3)]
    assert replayed == ["session_created", "session_started", "phase_changed"]
    await sync_to_async(step)(session)
    live = json.loads(await communicator.receive_from(timeout=5))
    assert (live["type"], live["seq"], live["payload"]["turn"]["turnNumber"]) == ("turn", 4, 1)
    await communicator.disconnect()


async def test_the_staff_stream_refuses_anonymous_viewers(new_session):
    session = await sync_to_async(new_session)()
    communicator = WebsocketCommunicator(application, f"/ws/streams/courtstaff.{session.pk}/",
                                         headers=[(b"origin", b"http://testserver")])
    connected, code = await communicator.connect()
    assert (connected, code) == (False, 4403)
