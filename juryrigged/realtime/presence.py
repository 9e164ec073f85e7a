"""How many are in the room: a live headcount of a stream's viewers, across server processes.

Each event loop (one per server process) knows how many local viewers each stream has: the
members of its `Hub`. It reports that number to a shared store under its own token, with an
expiry, and reads back the sum over every process. With Redis (`REDIS_URL`) the store is one
hash per stream, read and written by one script: a process killed without leaving stops
refreshing its entry, which expires, so it leaves no ghosts. Without Redis there is one
process, and the store is a dict.

Changes are pushed coalesced: a join or leave marks the stream, and at most once per
`REALTIME_PRESENCE_MS` the loop reports and, if the total changed (or someone joined, who
has not heard it yet), broadcasts `{"type": "presence", "count": N}` to the stream's group,
outside the stored sequence (nothing is written to the database, no seq is used). Every
`REALTIME_PRESENCE_TTL_S / 3` the loop refreshes its entries, which also notices expired ones.

Only streams whose kind is registered with `presence=True` are counted (the courtroom's), and
only viewers that ask (`?presence=1`) get the frames: a websocket text frame, or an SSE
`event: presence` with no `id:` line (`sse_chunk`), so Last-Event-ID replay is unaffected.
Nothing here touches the vote path.
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
import weakref

from django.conf import settings

from juryrigged.realtime.access import group_name, kind_of

logger = logging.getLogger(__name__)


def counted(stream: str) -> bool:
    kind = kind_of(stream)
    return kind is not None and kind.presence


def frame(count: int) -> str:
    return f'{{"type":"presence","count":{int(count)}}}'


FRAME_PREFIX = '{"type":"presence",'  # a stored event's frame starts with '{"stream":'


def is_frame(text: str) -> bool:
    return text.startswith(FRAME_PREFIX)


def sse_chunk(text: str) -> bytes:
    """A headcount frame as an SSE event: `event: presence`, and no `id:` line, so the client's
    last event id (its Last-Event-ID on reconnect) stays the last stored event's."""
    return f"event: presence\ndata: {text}\n\n".encode()


# --- stores: report(stream, token, count, ttl_ms) -> the total over live entries ------------------------


class MemoryStore:
    """One process: the entries of every event loop in it (tests run more than one)."""

    rooms: dict[str, dict[str, tuple[int, float]]] = {}

    async def report(self, stream: str, token: str, count: int, ttl_ms: int) -> int:
        now = time.monotonic()
        room = self.rooms.setdefault(stream, {})
        if count > 0:
            room[token] = (count, now + ttl_ms / 1000)
        else:
            room.pop(token, None)
        for other, (_, expires) in tuple(room.items()):
            if expires <= now:
                del room[other]
        if not room:
            self.rooms.pop(stream, None)
        return sum(n for n, _ in room.values())


# Atomic: write this process's entry, drop the expired ones, sum the rest. Redis's own clock, so
# processes on machines whose clocks differ agree on what has expired.
_REPORT = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[3])
if tonumber(ARGV[2]) > 0 then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ':' .. (now + ttl))
else
  redis.call('HDEL', KEYS[1], ARGV[1])
end
local total = 0
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  local count, expires = string.match(all[i + 1], '^(%d+):(%d+)$')
  if count and tonumber(expires) > now then
    total = total + tonumber(count)
  else
    redis.call('HDEL', KEYS[1], all[i])
  end
end
if total > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
return total
"""


class RedisStore:
    def __init__(self, url: str):
        import redis.asyncio as aioredis  # optional at import: only with REDIS_URL

        self.client = aioredis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)
        self.script = self.client.register_script(_REPORT)

    async def report(self, stream: str, token: str, count: int, ttl_ms: int) -> int:
        return int(await self.script(keys=[key(stream)], args=[token, count, ttl_ms]))


def key(stream: str) -> str:
    return f"jr:presence:{stream}"


# --- the per-loop room keeper -----------------------------------------------------------------------------


class Presence:
    """The headcounts of one event loop's hubs, reported and broadcast coalesced."""

    _by_loop: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def __init__(self, layer):
        self.layer = layer
        self.token = uuid.uuid4().hex
        self.store = RedisStore(settings.REDIS_URL) if settings.REDIS_URL else MemoryStore()
        self.local: dict[str, int] = {}
        self.sent: dict[str, int] = {}
        self.dirty: set[str] = set()
        self.joined: set[str] = set()
        self.flush_task: asyncio.Task | None = None
        self.refresh_task: asyncio.Task | None = None

    @classmethod
    def of_loop(cls, layer) -> Presence:
        loop = asyncio.get_running_loop()
        found = cls._by_loop.get(loop)
        if found is None or found.layer is not layer:
            found = cls._by_loop[loop] = cls(layer)
        return found

    def changed(self, stream: str, count: int, *, joined: bool) -> None:
        """The local viewers of `stream` are now `count`: report it within REALTIME_PRESENCE_MS."""
        self.local[stream] = count
        self.dirty.add(stream)
        if joined:
            self.joined.add(stream)
        if self.flush_task is None or self.flush_task.done():
            self.flush_task = asyncio.ensure_future(self._flush_later())
        if self.refresh_task is None or self.refresh_task.done():
            self.refresh_task = asyncio.ensure_future(self._refresh())

    async def _flush_later(self) -> None:
        await asyncio.sleep(settings.REALTIME_PRESENCE_MS / 1000)
        streams, self.dirty = self.dirty, set()
        for stream in streams:
            await self._report(stream, force=stream in self.joined)
            self.joined.discard(stream)

    async def _refresh(self) -> None:
        """Keep this loop's entries alive, and notice the ones a killed process left to expire."""
        while self.local:
            await asyncio.sleep(settings.REALTIME_PRESENCE_TTL_S / 3)
            for stream in tuple(self.local):
                await self._report(stream, force=False)

    async def _report(self, stream: str, *, force: bool) -> None:
        count = self.local.get(stream, 0)
        if count == 0:
            self.local.pop(stream, None)
        try:
            total = await self.store.report(stream, self.token, count, int(settings.REALTIME_PRESENCE_TTL_S * 1000))
        except Exception:  # a headcount is a nicety: a lost store must not disturb the viewers
            logger.warning("presence report for %s failed", stream, exc_info=True)
            return
        if count == 0:
            self.sent.pop(stream, None)
        elif not force and self.sent.get(stream) == total:
            return
        else:
            self.sent[stream] = total
        try:
            await self.layer.group_send(group_name(stream), {"type": "stream.presence", "count": total})
        except Exception:
            logger.warning("presence broadcast for %s failed", stream, exc_info=True)
