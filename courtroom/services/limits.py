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


def _window_keys(keys: list[str], window_ms: int, backend=None) -> tuple[list[str], int, int]:
    """(the cache's raw keys of this window, their expiry in s, ms until the window ends), in `backend` (the
    default cache unless given)."""
    backend = backend or caches["default"]
    index, remaining = window_bounds(int(time.time() * 1000), window_ms)
    # make_key, not make_and_validate_key: these keys are ours (a prefix, digits, a hex hash), never a client's.
    return [backend.make_key(f"{key}:{index}") for key in keys], window_ms // 1000 + 2, remaining


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
# Pairs of counters (KEYS: the n first keys, then their n second keys; n = ARGV[3]): each first key counts an
# attempt, and its second key counts it too only if the first's count is at most ARGV[2] (an attempt refused by
# its first counter is not charged to its second). Expiry as COUNT_SCRIPT. Any KEYS after the pairs are flags,
# each set (to 1, for ARGV[4] seconds) unless it is set already. Returns the n first counts, the n second ones
# (0 where not counted), then 1 for each flag this call set and 0 for each already set.
COUNT_PAIRS_SCRIPT = """
local n = tonumber(ARGV[3])
local counts = {}
for i = 1, n do
  counts[i] = redis.call('INCR', KEYS[i])
  if counts[i] == 1 then redis.call('EXPIRE', KEYS[i], ARGV[1]) end
end
for i = 1, n do
  counts[n + i] = 0
  if counts[i] <= tonumber(ARGV[2]) then
    counts[n + i] = redis.call('INCR', KEYS[n + i])
    if counts[n + i] == 1 then redis.call('EXPIRE', KEYS[n + i], ARGV[1]) end
  end
end
for i = 2 * n + 1, #KEYS do
  counts[i] = redis.call('SET', KEYS[i], 1, 'EX', ARGV[4], 'NX') and 1 or 0
end
return counts
"""


def _script(client, script: str = COUNT_SCRIPT):
    """A script on `client` (run by its SHA, loaded again if the server lost it; a hash of 250 bytes a call)."""
    return client.register_script(script)


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


def window_count_pairs(firsts: list[str], seconds: list[str], window_ms: int,
                       first_max: int) -> tuple[list[int], list[int | None], int]:
    """Count one attempt under each first key, in order, and under its second key only if the first's count
    is at most `first_max`: (first counts, second counts (None where not counted), ms until the window ends).

    On Redis one round trip for the whole batch (COUNT_PAIRS_SCRIPT)."""
    backend = caches["default"]
    if not isinstance(backend, RedisCache):
        mine, remaining = window_counts(firsts, window_ms)
        theirs = [window_count(second, window_ms)[0] if count <= first_max else None
                  for count, second in zip(mine, seconds, strict=True)]
        return mine, theirs, remaining
    raw_keys, timeout, remaining = _window_keys([*firsts, *seconds], window_ms)
    client = backend._cache.get_client(write=True)
    counts = _script(client, COUNT_PAIRS_SCRIPT)(keys=raw_keys, args=[timeout, first_max, len(firsts), 0]) \
        if raw_keys else []
    return _pairs(counts, len(firsts), first_max) + (remaining,)


async def awindow_count_pairs(client, firsts: list[str], seconds: list[str], window_ms: int, first_max: int,
                              flags: list[str] = (), flag_s: int = 0, backend=None):
    """window_count_pairs on the event loop, through `client` (a redis.asyncio client of the cache's Redis, whose
    backend may be given), in the same round trip setting each of `flags` (raw keys) for `flag_s` seconds unless it
    is set: (first counts, second counts, ms until the window ends, whether each flag was set by this call)."""
    raw_keys, timeout, remaining = _window_keys([*firsts, *seconds], window_ms, backend)
    raw_keys += flags
    counts = await _script(client, COUNT_PAIRS_SCRIPT)(
        keys=raw_keys, args=[timeout, first_max, len(firsts), flag_s]) if raw_keys else []
    n = len(firsts)
    return _pairs(counts[:2 * n], n, first_max) + (remaining, [bool(int(c)) for c in counts[2 * n:]])


def _pairs(counts: list, n: int, first_max: int) -> tuple[list[int], list[int | None]]:
    mine = [int(count) for count in counts[:n]]
    return mine, [int(count) if first <= first_max else None for first, count in zip(mine, counts[n:], strict=True)]
