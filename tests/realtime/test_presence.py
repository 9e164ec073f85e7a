"""The room's live headcount: viewers of a counted stream, across processes, pushed coalesced, no ghosts."""

import asyncio
import json

import pytest
from channels.testing import WebsocketCommunicator

from juryrigged import realtime
from juryrigged.asgi import application
from juryrigged.realtime import access, presence

pytestmark = pytest.mark.django_db(transaction=True)
ORIGIN = [(b"origin", b"http://testserver")]


@pytest.fixture(autouse=True)
def counted_stream(settings):
    """`rtroom.*`: public and counted, pushed every 150 ms here."""
    settings.REALTIME_PRESENCE_MS = 150
    realtime.register("rtroom", realtime.PUBLIC, presence=True)
    yield
    access._registry.pop("rtroom", None)


async def viewer(stream: str, *, wants: bool = True) -> WebsocketCommunicator:
    query = "?after=0&presence=1" if wants else "?after=0"
    communicator = WebsocketCommunicator(application, f"/ws/streams/{stream}/{query}", headers=ORIGIN)
    connected, _ = await communicator.connect()
    assert connected
    return communicator


async def headcounts(communicator, *, within: float = 1.5) -> list[int]:
    """Every headcount frame the viewer got within `within` seconds (asgiref cancels the app on a
    receive timeout, so wait first, then drain what arrived)."""
    await asyncio.sleep(within)
    seen = []
    while not await communicator.receive_nothing(timeout=0.01):
        message = json.loads(await communicator.receive_from(timeout=1))
        if message["type"] == "presence":
            assert set(message) == {"type", "count"}  # no seq: outside the stream's sequence
            seen.append(message["count"])
    return seen


async def test_viewers_hear_how_many_are_in_the_room_and_joins_are_pushed_coalesced():
    # given one viewer who asked for the headcount
    first = await viewer("rtroom.a")
    assert await headcounts(first, within=0.6) == [1]
    # when four more join at once
    others = [await viewer("rtroom.a") for _ in range(4)]
    # then the first hears one push with all five, not one per join
    assert await headcounts(first, within=0.8) == [5]
    # and when two leave, the rest hear three
    for communicator in others[:2]:
        await communicator.disconnect()
    assert await headcounts(first, within=0.8) == [3]
    for communicator in (first, *others[2:]):
        await communicator.disconnect()


async def test_a_viewer_that_did_not_ask_is_counted_but_gets_no_headcount_frames():
    # given a viewer that asks, and one that does not (an API client reading the sequence)
    asking = await viewer("rtroom.b")
    quiet = await viewer("rtroom.b", wants=False)
    # then the quiet one is counted, and receives nothing outside the sequence
    assert (await headcounts(asking, within=0.8))[-1] == 2
    assert await quiet.receive_nothing(timeout=0.5)
    await asking.disconnect()
    await quiet.disconnect()


async def test_an_uncounted_stream_sends_no_headcount_even_when_asked():
    communicator = WebsocketCommunicator(application, "/ws/streams/rtpub.room/?presence=1", headers=ORIGIN)
    assert (await communicator.connect())[0]
    assert await communicator.receive_nothing(timeout=0.5)
    await communicator.disconnect()


async def test_a_killed_process_leaves_no_ghosts_in_the_redis_count(settings, require_redis):
    # given the Redis store, a short expiry, and a process that reported 5 viewers, then died
    settings.REDIS_URL = require_redis
    settings.REALTIME_PRESENCE_TTL_S = 0.9
    store = presence.RedisStore(require_redis)
    await store.client.delete(presence.key("rtroom.c"))
    assert await store.report("rtroom.c", "dead-process", 5, 900) == 5
    # when a live viewer joins here
    communicator = await viewer("rtroom.c")
    # then it first hears the dead process's 5 with itself, then, once that entry expired
    # (this process refreshes every 0.3 s and notices), itself alone
    seen = await headcounts(communicator, within=2.0)
    assert seen[0] == 6 and seen[-1] == 1, seen
    # and the hash holds only the live entry
    assert list(await store.client.hkeys(presence.key("rtroom.c"))) != [b"dead-process"]
    assert len(await store.client.hkeys(presence.key("rtroom.c"))) == 1
    await communicator.disconnect()
    await store.client.aclose()


async def test_the_memory_store_sums_live_entries_and_drops_expired_ones():
    store = presence.MemoryStore()
    assert await store.report("rtroom.d", "p1", 3, 60_000) == 3
    assert await store.report("rtroom.d", "p2", 2, 1) == 5
    await asyncio.sleep(0.01)
    assert await store.report("rtroom.d", "p1", 4, 60_000) == 4  # p2 expired
    assert await store.report("rtroom.d", "p1", 0, 60_000) == 0
    assert "rtroom.d" not in store.rooms
