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


# Count one attempt under each key (KEYS), giving a new key its expiry (ARGV[1], seconds): one
# command for a whole batch, where SET NX + INCR per key cost the client two commands a key.
COUNT_SCRIPT = """
local counts = {}
for i, key in ipairs(KEYS) do
  counts[i] = redis.call('INCR', key)
  if counts[i] == 1 then redis.call('EXPIRE', key, ARGV[1]) end
end
return counts
"""


def _script(client):
    """COUNT_SCRIPT on `client` (run by its SHA, loaded again if the server lost it; a hash of 250 bytes a call)."""
    return client.register_script(COUNT_SCRIPT)


def window_counts(keys: list[str], window_ms: int) -> tuple[list[int], int]:
    """Count one attempt under each key, in order: (counts, ms until the window ends).

    On Redis the whole batch is one round trip and one command (COUNT_SCRIPT), so a
    batch of votes costs about the same as one; a key named twice counts twice.
    """
    backend = caches["default"]
    if not isinstance(backend, RedisCache):
        found = [window_count(key, window_ms) for key in keys]
        return [count for count, _ in found], (found[-1][1] if found else window_ms)
    raw_keys, timeout, remaining = _window_keys(keys, window_ms)
    counts = _script(backend._cache.get_client(write=True))(keys=raw_keys, args=[timeout]) if raw_keys else []
    return [int(n) for n in counts], remaining


async def awindow_counts(client, keys: list[str], window_ms: int) -> tuple[list[int], int]:
    """window_counts on the event loop, through `client` (a redis.asyncio client of the cache's Redis)."""
    raw_keys, timeout, remaining = _window_keys(keys, window_ms)
    counts = await _script(client)(keys=raw_keys, args=[timeout]) if raw_keys else []
    return [int(n) for n in counts], remaining
