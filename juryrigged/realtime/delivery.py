"""Turning stored events and live broadcasts into one gapless, ordered feed.

Both the websocket consumer and the SSE view use a Cursor: it replays what is
stored after the viewer's last seq, then accepts broadcasts, dropping ones it has
already sent and reading back from the database any it missed.
"""

from __future__ import annotations

from channels.db import database_sync_to_async

from juryrigged.realtime.publishing import encode, events_after

REPLAY_BATCH = 500


def parse_after(raw) -> int:
    try:
        return max(0, int(raw))
    except (TypeError, ValueError):
        return 0


class Cursor:
    __slots__ = ("stream", "last")

    def __init__(self, stream: str, after: int = 0):
        self.stream = stream
        self.last = after

    async def _read(self, until: int | None = None, limit: int | None = REPLAY_BATCH) -> list[str]:
        events = await database_sync_to_async(events_after)(self.stream, self.last, limit, until)
        frames = [encode(event.as_message()) for event in events]
        if events:
            self.last = events[-1].seq
        return frames

    async def backlog(self, known_last: int | None = None) -> list[str]:
        """Everything stored after the cursor, in order (a batch at a time).

        `known_last`: the stream's last seq as the process's hub knows it; a cursor
        already there has nothing stored to read, so no query is made.
        """
        if known_last is not None and self.last >= known_last:
            return []
        frames: list[str] = []
        while True:
            batch = await self._read()
            frames.extend(batch)
            if len(batch) < REPLAY_BATCH:
                return frames

    async def accept(self, seq: int, frame: str) -> list[str]:
        """Frames to send for a broadcast of `seq`: none if already sent, the gap first if any."""
        if seq <= self.last:
            return []
        frames = []
        if seq > self.last + 1:
            frames = await self._read(until=seq, limit=None)
        self.last = seq
        return frames + [frame]
