"""Fixed-window attempt counters in the cache, shared by the vote spam guard and session creation."""

from __future__ import annotations

import time

from django.core.cache import cache

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
