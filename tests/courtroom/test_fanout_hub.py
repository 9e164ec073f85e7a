"""The fan-out hub: one subscription per stream per process,
frames in order and exactly once, gaps read back from the database."""

import json

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator

from juryrigged import realtime
from juryrigged.asgi import application
from juryrigged.realtime.hub import Hub
from tests.courtroom.conftest import step

pytestmark = pytest.mark.django_db(transaction=True)


async def viewer(stream, after):
    communicator = WebsocketCommunicator(application, f"/ws/streams/{stream}/?after={after}",
                                         headers=[(b"origin", b"http://testserver")])
    connected, _ = await communicator.connect()
    assert connected
    return communicator


async def test_two_viewers_share_one_subscription_and_get_every_event_once_in_order(new_session):
    session = await sync_to_async(new_session)()
    first, second = await viewer(session.stream, 0), await viewer(session.stream, 1)
    hubs = [hub for (loop, stream), hub in Hub._hubs.items() if stream == session.stream]
    assert len(hubs) == 1 and len(hubs[0].members) == 2
    assert json.loads(await first.receive_from(timeout=5))["seq"] == 1  # its backlog
    await sync_to_async(step)(session)
    for communicator in (first, second):
        seqs = [json.loads(await communicator.receive_from(timeout=5))["seq"] for _ in range(2)]
        assert seqs == [2, 3]
        assert await communicator.receive_nothing(timeout=0.2)
    await first.disconnect()
    await second.disconnect()
    assert not [key for key in Hub._hubs if key[1] == session.stream]


async def test_a_viewer_that_misses_a_broadcast_reads_the_gap_back(new_session):
    session = await sync_to_async(new_session)()
    communicator = await viewer(session.stream, 1)
    hub = next(hub for (loop, stream), hub in Hub._hubs.items() if stream == session.stream)
    member = next(iter(hub.members))
    # two events are stored, but only the second one's broadcast reaches the viewer
    await sync_to_async(realtime.publish)(session.stream, "turn", {"n": 2})
    event = await sync_to_async(realtime.publish)(session.stream, "turn", {"n": 3})
    await communicator.receive_from(timeout=5)  # drain the live copies the layer did deliver
    await communicator.receive_from(timeout=5)
    assert member.hub_deliver(event.seq, "duplicate") is None  # already delivered: dropped
    assert await communicator.receive_nothing(timeout=0.2)
    member.cursor.last = 1  # pretend the broadcast of seq 2 and 3 never arrived
    pending = member.hub_deliver(event.seq, json.dumps({"seq": event.seq, "type": "turn"}))
    assert pending is None  # the gap is read back by the viewer's own task
    got = [json.loads(await communicator.receive_from(timeout=5))["seq"] for _ in range(2)]
    assert got == [2, 3]
    await communicator.disconnect()
