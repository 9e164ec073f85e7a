"""Call slots: at most N model calls in flight at once per key (a user, a provider), across every worker.

A unit of work declares its limits around what it runs:

    with slots.limited([slots.Limit("user:7", 16), slots.Limit("provider:openai", 32)]):
        ...   # every model call made here, in any thread of `as_completed`, holds a slot of each key

The door (`juryrigged.llm.door`) takes one slot of every declared key before a call starts
(all of them or none, so two keys never deadlock each other) and gives them back when the
call ends, retries included. The wait for a slot is not part of the call's deadline.

Where the count lives: in Redis when REDIS_URL is set (one sorted set of leases per key,
shared by every worker process; a lease expires at its call's deadline plus a margin, so a
killed worker's slots come back on their own), else in this process (without Redis the
worker runs inside the server's process, so one process holds every call).
"""

from __future__ import annotations

import contextvars
import random
import threading
import time
import uuid
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from django.conf import settings

# How long a lease outlives its call's own deadline before it is taken as lost (a killed worker).
LEASE_MARGIN_S = 30.0
# How often a waiting call asks again for a slot (with jitter, so waiters do not ask in step).
POLL_S = 0.02


@dataclass(frozen=True)
class Limit:
    key: str
    most: int


_limits: contextvars.ContextVar[tuple[Limit, ...]] = contextvars.ContextVar("llm_call_limits", default=())


@contextmanager
def limited(limits: Iterable[Limit]) -> Iterator[None]:
    """Every model call made inside (in this context, and in the threads the door starts from it) holds a slot."""
    token = _limits.set(_limits.get() + tuple(limits))
    try:
        yield
    finally:
        _limits.reset(token)


def current() -> tuple[Limit, ...]:
    return _limits.get()


@contextmanager
def slot(*, hold_s: float) -> Iterator[None]:
    """Hold one slot of every limit in force for one call expected to end within `hold_s` seconds."""
    limits = _limits.get()
    if not limits:
        yield
        return
    backend = _backend()
    lease = backend.acquire(limits, ttl_s=hold_s + LEASE_MARGIN_S)
    try:
        yield
    finally:
        backend.release(limits, lease)


class LocalSlots:
    """The in-process count (no Redis): a condition variable over each key's live leases."""

    def __init__(self):
        self.cond = threading.Condition()
        self.leases: dict[str, dict[str, float]] = {}

    def _purge(self, key: str, now: float) -> dict[str, float]:
        held = self.leases.setdefault(key, {})
        for lease in [k for k, until in held.items() if until <= now]:
            del held[lease]
        return held

    def acquire(self, limits: tuple[Limit, ...], *, ttl_s: float) -> str:
        lease = uuid.uuid4().hex
        with self.cond:
            while True:
                now = time.monotonic()
                if all(len(self._purge(limit.key, now)) < limit.most for limit in limits):
                    for limit in limits:
                        self.leases[limit.key][lease] = now + ttl_s
                    return lease
                self.cond.wait(POLL_S * 5)

    def release(self, limits: tuple[Limit, ...], lease: str) -> None:
        with self.cond:
            for limit in limits:
                self.leases.get(limit.key, {}).pop(lease, None)
            self.cond.notify_all()


# All or none: every key is checked (its expired leases dropped) before any is taken.
_ACQUIRE = """
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if redis.call('ZCARD', key) >= tonumber(ARGV[3 + i]) then return 0 end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[3])
  redis.call('PEXPIRE', key, math.ceil((tonumber(ARGV[2]) - tonumber(ARGV[1])) * 1000))
end
return 1
"""


class RedisSlots:
    """The shared count: a sorted set of leases per key, scored by when each lease expires."""

    def __init__(self, url: str, prefix: str):
        import redis  # redis-py (about 0.1 s to import): only where the slots are shared

        self.client = redis.Redis.from_url(url, socket_timeout=5)
        self.script = self.client.register_script(_ACQUIRE)
        self.prefix = prefix

    def _keys(self, limits) -> list[str]:
        return [f"{self.prefix}:llm-slots:{limit.key}" for limit in limits]

    def acquire(self, limits: tuple[Limit, ...], *, ttl_s: float) -> str:
        lease, keys = uuid.uuid4().hex, self._keys(limits)
        while True:
            now = time.time()
            if self.script(keys=keys, args=[now, now + ttl_s, lease, *[limit.most for limit in limits]]):
                return lease
            time.sleep(POLL_S * (0.5 + random.random()))

    def release(self, limits: tuple[Limit, ...], lease: str) -> None:
        pipe = self.client.pipeline(transaction=False)
        for key in self._keys(limits):
            pipe.zrem(key, lease)
        pipe.execute()


_backends: dict[str, object] = {}
_backends_lock = threading.Lock()


def _backend():
    url = settings.REDIS_URL
    with _backends_lock:
        if url not in _backends:
            prefix = settings.CACHES.get("default", {}).get("KEY_PREFIX") or "jr"
            _backends[url] = RedisSlots(url, prefix) if url else LocalSlots()
        return _backends[url]


def in_flight(key: str) -> int:
    """How many calls hold a slot of `key` now (for tests and the admin)."""
    backend = _backend()
    if isinstance(backend, RedisSlots):
        name = backend._keys([Limit(key, 0)])[0]
        backend.client.zremrangebyscore(name, "-inf", time.time())
        return int(backend.client.zcard(name))
    with backend.cond:
        return len(backend._purge(key, time.monotonic()))
