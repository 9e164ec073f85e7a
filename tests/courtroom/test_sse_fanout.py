"""SSE viewers ride the same per-process fan-out hub as websockets, and a joining viewer's
snapshot is built once per change of the stream, not once per viewer."""

import asyncio
from unittest import mock

import pytest
from asgiref.sync import sync_to_async
from django.test import AsyncClient

from courtroom import selectors
from juryrigged.realtime.hub import Hub
from tests.courtroom.conftest import in_phase, run_until, step
from tests.courtroom.test_sse_stream import frames

pytestmark = pytest.mark.django_db(transaction=True)


async def open_stream(session):
    response = await AsyncClient().get(f"/api/court/sessions/{session.pk}/stream")
    iterator = response.streaming_content.__aiter__()
    first = await asyncio.wait_for(iterator.__anext__(), 5)
    return iterator, first.decode() if isinstance(first, bytes) else first


async def read_until(iterator, text: str) -> str:
    received = ""
    while text not in received:
        chunk = await asyncio.wait_for(iterator.__anext__(), 5)
        received += chunk.decode() if isinstance(chunk, bytes) else chunk
    return received


async def test_sse_viewers_share_one_hub_subscription_with_websockets_and_get_each_event_once(new_session):
    session = await sync_to_async(lambda: run_until(new_session(), in_phase("openings")))()
    # given two SSE viewers of a live session
    first, _ = await open_stream(session)
    second, _ = await open_stream(session)
    await asyncio.sleep(0.1)  # both past their backlog, waiting on the hub
    hubs = [hub for (loop, stream), hub in Hub._hubs.items() if stream == session.stream]
    assert len(hubs) == 1 and len(hubs[0].members) == 2
    # when a turn is published, then each viewer gets it exactly once
    await sync_to_async(step)(session)
    for viewer in (first, second):
        turns = [f for f in frames(await read_until(viewer, "event: turn")) if f["event"] == "turn"]
        assert len(turns) == 1 and turns[0]["data"]["payload"]["turn"]["phase"] == "openings"
    await first.aclose()
    await second.aclose()


async def test_a_joining_viewers_snapshot_is_built_once_per_change_of_the_stream(new_session):
    session = await sync_to_async(lambda: run_until(new_session(), in_phase("openings")))()
    built = mock.Mock(wraps=selectors.session_with_everything)
    with mock.patch.object(selectors, "session_with_everything", built):
        # when three viewers join with no change in between, then one more after a turn
        viewers = [await open_stream(session) for _ in range(3)]
        await sync_to_async(step)(session)
        viewers.append(await open_stream(session))
    # then the snapshot was built twice, and each viewer got the one current when it joined
    assert built.call_count == 2
    snapshots = [frames(first)[0]["data"] for _, first in viewers]
    assert [s["seq"] for s in snapshots[:3]] == [snapshots[0]["seq"]] * 3
    assert snapshots[3]["seq"] > snapshots[0]["seq"]
    assert len(snapshots[3]["session"]["turns"]) == len(snapshots[0]["session"]["turns"]) + 1
    for iterator, _ in viewers:
        await iterator.aclose()


async def test_a_rush_of_viewers_joins_with_one_snapshot_build_and_no_other_query(new_session):
    """The event-loop serving (what a browser's GET reaches): N viewers joining at once while the
    stream is unchanged cost one snapshot build between them and no per-viewer read."""
    from juryrigged.realtime import delivery
    from tests.support.asgi_http import open_stream

    session = await sync_to_async(lambda: run_until(new_session(), in_phase("openings")))()
    built = mock.Mock(wraps=selectors.session_with_everything)
    reads = mock.Mock(wraps=delivery.events_after)
    path = f"/api/court/sessions/{session.pk}/stream"
    with mock.patch.object(selectors, "session_with_everything", built), \
            mock.patch.object(delivery, "events_after", reads):
        # when 40 viewers arrive together
        viewers = await asyncio.gather(*(open_stream(path) for _ in range(40)))
        firsts = [await viewer.next() for viewer in viewers]
        # then one snapshot was built for all of them, and nothing stored was read per viewer
        assert built.call_count == 1
        assert reads.call_count == 0
        seqs = {frames(first)[0]["data"]["seq"] for first in firsts}
        assert len(seqs) == 1
        # and when a turn is published, each of them gets it once, next in sequence
        await sync_to_async(step)(session)
        for viewer in viewers:
            received = ""
            while "event: turn" not in received:
                received += await viewer.next()
            turns = [f for f in frames(received) if f["event"] == "turn"]
            assert len(turns) == 1 and frames(received)[0]["data"]["seq"] == min(seqs) + 1
        # and a viewer joining after the change gets a snapshot built once more
        late = await open_stream(path)
        assert frames(await late.next())[0]["data"]["seq"] > frames(firsts[0])[0]["data"]["seq"]
        assert built.call_count == 2
    for viewer in [*viewers, late]:
        await viewer.close()
