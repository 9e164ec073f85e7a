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


# --- SSE viewers ------------------------------------------------------------------------------------------


def sse_frames(text: str) -> list[dict]:
    """The SSE events in `text` as {field: value} (comments and heartbeats dropped)."""
    frames = []
    for chunk in text.split("\n\n"):
        fields = {}
        for line in chunk.splitlines():
            name, _, value = line.partition(": ")
            if name:
                fields[name] = value
        if "event" in fields:
            fields["data"] = json.loads(fields["data"])
            frames.append(fields)
    return frames


async def sse_read(stream, *, within: float) -> list[dict]:
    """Every SSE event an open stream sent within `within` seconds."""
    text, deadline = "", asyncio.get_running_loop().time() + within
    while (left := deadline - asyncio.get_running_loop().time()) > 0:
        try:
            text += await stream.next(timeout=left)
        except TimeoutError:
            break
    return sse_frames(text)


def counts(frames: list[dict]) -> list[int]:
    seen = []
    for frame in frames:
        if frame["event"] == "presence":
            assert "id" not in frame  # outside the stored sequence: no id, Last-Event-ID untouched
            assert frame["data"] == {"type": "presence", "count": frame["data"]["count"]}
            seen.append(frame["data"]["count"])
    return seen


async def test_an_sse_viewer_that_asks_hears_the_headcount_and_the_stored_sequence_is_unchanged():
    from channels.db import database_sync_to_async

    from juryrigged.realtime.models import StreamEvent
    from tests.support.asgi_http import open_stream

    publish = database_sync_to_async(realtime.publish)
    await publish("rtroom.e", "turn", {"n": 1})
    await publish("rtroom.e", "turn", {"n": 2})
    # given an SSE viewer that asks for the headcount, and one that does not
    asking = await open_stream("/api/streams/rtroom.e/events?after=0&presence=1")
    quiet = await open_stream("/api/streams/rtroom.e/events?after=0")
    assert asking.status == quiet.status == 200
    first, first_quiet = await sse_read(asking, within=0.8), await sse_read(quiet, within=0.1)
    # then the asking one gets the stored events with their ids, then the count of both
    assert [(f["event"], f.get("id")) for f in first if f["event"] != "presence"] == [("turn", "1"), ("turn", "2")]
    assert counts(first) == [2]
    # when a websocket viewer and two more SSE viewers join, and an event is stored meanwhile
    socket = await viewer("rtroom.e", wants=False)
    joiners = [await open_stream("/api/streams/rtroom.e/events?after=2") for _ in range(2)]
    await publish("rtroom.e", "turn", {"n": 3})
    joined = await sse_read(asking, within=0.8)
    # then it hears the five, coalesced, and the stored event keeps its id
    assert counts(joined) == [5]
    assert [(f["event"], f.get("id")) for f in joined if f["event"] != "presence"] == [("turn", "3")]
    # when two leave, it hears three
    for stream in joiners:
        await stream.close()
    assert counts(await sse_read(asking, within=0.8)) == [3]
    # and the one that did not ask got the events and not a single headcount
    heard_quiet = first_quiet + await sse_read(quiet, within=0.1)
    assert [f["event"] for f in heard_quiet] == ["turn", "turn", "turn"]
    # and nothing was stored for the headcount: the sequence is still 1, 2, 3; a resume from 2 replays 3 alone
    seqs = await database_sync_to_async(lambda: list(StreamEvent.objects.filter(stream="rtroom.e")
                                                     .values_list("seq", flat=True).order_by("seq")))()
    assert seqs == [1, 2, 3]
    resumed = await open_stream("/api/streams/rtroom.e/events", headers=[(b"last-event-id", b"2")])
    replay = await sse_read(resumed, within=0.3)
    assert [(f["event"], f.get("id")) for f in replay] == [("turn", "3")]
    for stream in (asking, quiet, resumed):
        await stream.close()
    await socket.disconnect()

