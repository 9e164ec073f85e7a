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


async def test_sse_viewers_share_one_hub_subscription_with_websockets_and_get_each_event_once(new_session, settings):
    settings.REALTIME_FANOUT_HUB = True
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
