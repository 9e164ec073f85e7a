"""Fixed-window attempt counters in the cache, shared by the vote limits and session creation."""

from __future__ import annotations

import time

from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache

from courtroom.rules import window_bounds


def window_count(key: str, window_ms: int) -> tuple[int, int]:
    """Count one attempt under `key`: (attempts in this window including it, ms until the window ends).

    An atomic cache increment (Redis INCR in production), so concurrent workers never lose a count.
    """
    index, remaining = window_bounds(int(time.time() * 1000), window_ms)
    key, timeout = f"{key}:{index}", window_ms // 1000 + 2
    cache.add(key, 0, timeout=timeout)
    try:
        return cache.incr(key), remaining
    except ValueError:  # expired between add and incr: start again
        cache.add(key, 1, timeout=timeout)
        return 1, remaining


def _window_keys(keys: list[str], window_ms: int) -> tuple[list[str], int, int]:
    """(the cache's raw keys of this window, their expiry in s, ms until the window ends)."""
    backend = caches["default"]
    index, remaining = window_bounds(int(time.time() * 1000), window_ms)
    return [backend.make_and_validate_key(f"{key}:{index}") for key in keys], window_ms // 1000 + 2, remaining


def _count_in(pipeline, raw_keys: list[str], timeout: int):
    for raw in raw_keys:
        pipeline.set(raw, 0, ex=timeout, nx=True)
        pipeline.incr(raw)
    return pipeline


def window_counts(keys: list[str], window_ms: int) -> tuple[list[int], int]:
    """Count one attempt under each key, in order: (counts, ms until the window ends).

    On Redis the whole batch is one round trip (a pipeline of SET NX + INCR per key),
    so a batch of votes costs the same as one; a key named twice counts twice.
    """
    backend = caches["default"]
    if not isinstance(backend, RedisCache):
        found = [window_count(key, window_ms) for key in keys]
        return [count for count, _ in found], (found[-1][1] if found else window_ms)
    raw_keys, timeout, remaining = _window_keys(keys, window_ms)
    client = backend._cache.get_client(write=True)
    replies = _count_in(client.pipeline(transaction=False), raw_keys, timeout).execute()
    return [int(n) for n in replies[1::2]], remaining


async def awindow_counts(client, keys: list[str], window_ms: int) -> tuple[list[int], int]:
    """window_counts on the event loop, through `client` (a redis.asyncio client of the cache's Redis)."""
    raw_keys, timeout, remaining = _window_keys(keys, window_ms)
    replies = await _count_in(client.pipeline(transaction=False), raw_keys, timeout).execute()
    return [int(n) for n in replies[1::2]], remaining
