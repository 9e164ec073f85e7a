import json

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.contrib.auth import get_user_model

from juryrigged import realtime
from juryrigged.asgi import application

pytestmark = pytest.mark.django_db(transaction=True)
ORIGIN = [(b"origin", b"http://testserver")]


async def publish(stream, type_, payload):
    return await database_sync_to_async(realtime.publish)(stream, type_, payload)


async def receive(communicator, timeout=3):
    return json.loads(await communicator.receive_from(timeout=timeout))


async def test_a_viewer_gets_stored_events_then_live_ones_in_order():
    # given two events already stored
    await publish("rtpub.ws1", "turn", {"n": 1})
    await publish("rtpub.ws1", "turn", {"n": 2})
    communicator = WebsocketCommunicator(application, "/ws/streams/rtpub.ws1/", headers=ORIGIN)
    connected, _ = await communicator.connect()
    assert connected
    # when a third is published live
    first, second = await receive(communicator), await receive(communicator)
    await publish("rtpub.ws1", "vote_updated", {"n": 3})
    third = await receive(communicator)
    # then
    assert [first["seq"], second["seq"], third["seq"]] == [1, 2, 3]
    assert third["type"] == "vote_updated" and third["payload"] == {"n": 3}
    assert set(third) == {"stream", "seq", "type", "payload", "at"}
    await communicator.disconnect()


async def test_a_reconnecting_viewer_replays_only_what_it_missed():
    for n in range(1, 6):
        await publish("rtpub.ws2", "turn", {"n": n})
    communicator = WebsocketCommunicator(application, "/ws/streams/rtpub.ws2/?after=3", headers=ORIGIN)
    await communicator.connect()
    seqs = [(await receive(communicator))["seq"] for _ in range(2)]
    assert seqs == [4, 5]
    assert await communicator.receive_nothing(timeout=0.3)
    await communicator.disconnect()


async def test_an_unregistered_stream_is_refused():
    communicator = WebsocketCommunicator(application, "/ws/streams/secret.1/", headers=ORIGIN)
    connected, code = await communicator.connect()
    assert not connected
    assert code == 4403


async def test_an_owner_only_stream_refuses_anonymous_viewers():
    await database_sync_to_async(get_user_model().objects.create_user)("alice", password="x")
    communicator = WebsocketCommunicator(application, "/ws/streams/rtown.alice/", headers=ORIGIN)
    connected, code = await communicator.connect()
    assert (connected, code) == (False, 4403)


async def test_a_staff_stream_refuses_non_staff():
    communicator = WebsocketCommunicator(application, "/ws/streams/rtstaff.log/", headers=ORIGIN)
    connected, _ = await communicator.connect()
    assert not connected


async def test_a_foreign_origin_is_refused():
    communicator = WebsocketCommunicator(application, "/ws/streams/rtpub.ws3/",
                                         headers=[(b"origin", b"http://evil.example")])
    connected, _ = await communicator.connect()
    assert not connected


async def test_a_public_stream_viewer_joins_without_a_user_lookup():
    from unittest import mock

    from juryrigged.realtime import transport

    with mock.patch.object(transport, "_user_of", side_effect=AssertionError("no user lookup for a public stream")):
        communicator = WebsocketCommunicator(application, "/ws/streams/rtpub.ws9/", headers=ORIGIN)
        connected, _ = await communicator.connect()
        assert connected
        await publish("rtpub.ws9", "turn", {"n": 1})
        assert (await receive(communicator))["payload"] == {"n": 1}
        await communicator.disconnect()


async def test_an_owner_only_stream_admits_its_owner_by_the_session_cookie():
    from django.test import AsyncClient

    user = await database_sync_to_async(get_user_model().objects.create_user)("carol", password="x")
    client = AsyncClient()
    await client.aforce_login(user)
    cookie = f"sessionid={client.cookies['sessionid'].value}".encode()
    await publish("rtown.carol", "turn", {"mine": True})
    communicator = WebsocketCommunicator(application, "/ws/streams/rtown.carol/",
                                         headers=[*ORIGIN, (b"cookie", cookie)])
    connected, _ = await communicator.connect()
    assert connected
    assert (await receive(communicator))["payload"] == {"mine": True}
    await communicator.disconnect()
    # and someone else's cookie is refused
    other = await database_sync_to_async(get_user_model().objects.create_user)("dave", password="x")
    await client.aforce_login(other)
    cookie = f"sessionid={client.cookies['sessionid'].value}".encode()
    communicator = WebsocketCommunicator(application, "/ws/streams/rtown.carol/",
                                         headers=[*ORIGIN, (b"cookie", cookie)])
    assert await communicator.connect() == (False, 4403)


async def test_a_websocket_path_with_no_route_is_refused_not_a_server_error():
    # given a path no websocket route serves (channels' router raised ValueError: uvicorn's 500 and a traceback)
    communicator = WebsocketCommunicator(application, "/ws/nope/", headers=ORIGIN)
    # when a client opens it, then it is closed before the handshake completes
    connected, code = await communicator.connect()
    assert not connected and code == 4404


async def test_a_viewer_whose_socket_the_server_closed_mid_catch_up_ends_quietly():
    # given stored events, and a server that closed the socket because the peer sent a broken frame
    # (uvicorn then raises RuntimeError on the app's next websocket.send)
    from juryrigged.realtime.transport import websocket_stream

    for n in range(1, 4):
        await publish("rtpub.ws9", "turn", {"n": n})
    inbox = [{"type": "websocket.connect"}]
    sent = []

    async def receive():
        return inbox.pop(0) if inbox else {"type": "websocket.disconnect", "code": 1002}

    async def send(message):
        if message["type"] == "websocket.send":
            raise RuntimeError("Unexpected ASGI message 'websocket.send', after sending 'websocket.close'.")
        sent.append(message["type"])

    scope = {"type": "websocket", "path": "/ws/streams/rtpub.ws9/", "query_string": b"", "headers": ORIGIN,
             "url_route": {"args": (), "kwargs": {"stream": "rtpub.ws9"}}}
    # when the viewer catches up, then it ends without raising
    await websocket_stream(scope, receive, send)
    assert sent == ["websocket.accept"]
