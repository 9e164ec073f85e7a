"""Background recounts share one second connection: two started together open it once."""

import asyncio
from unittest import mock

from courtroom.services import votes_async


async def test_recounts_started_together_open_one_connection_and_count_in_one_query():
    # given a vote store (its Redis client is never used here) whose connection takes a moment to open
    with mock.patch.object(votes_async, "caches", {"default": mock.Mock(_servers=["redis://127.0.0.1:1/0"])}):
        store = votes_async.AsyncVoteStore()

    async def connect(**_):
        await asyncio.sleep(0.05)
        return mock.Mock(closed=False)

    counted = []

    async def count(db, sessions):
        counted.append(list(sessions))

    with mock.patch.object(votes_async.psycopg.AsyncConnection, "connect", side_effect=connect) as opened, \
            mock.patch.object(store, "_count", side_effect=count), \
            mock.patch.object(votes_async, "_connection_params", return_value={}):
        store.recounting.update({1, 2, 3})
        # when two recounts start before the connection is open, one of them for two sessions at once
        await asyncio.gather(store._recount([1, 2]), store._recount([3]))
    # then the connection is opened once (a second one would be left open, never closed)
    assert opened.call_count == 1
    # and a batch's stale sessions are counted together, and none is left marked as recounting
    assert sorted(map(sorted, counted)) == [[1, 2], [3]]
    assert store.recounting == set()
