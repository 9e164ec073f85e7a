"""A gap read back while the database is restarting is tried again, not dropped (issue 31). A viewer that saw
a broadcast after a gap read the gap from the database; when that read failed (PostgreSQL down), the held
frames were dropped, and a viewer whose held frame was the show's last (`session_completed`) waited forever."""

import asyncio

from django.db import OperationalError

from juryrigged.realtime import transport
from juryrigged.realtime.transport import Viewer


class Recorder(Viewer):
    __slots__ = ("written",)

    def __init__(self):
        super().__init__("court.1", send=None)
        self.written = []

    async def write(self, frame):
        self.written.append(frame)

    def write_now(self, frame):
        self.written.append(frame)
        return True


async def test_a_gap_read_that_fails_is_tried_again_and_nothing_is_dropped(monkeypatch):
    monkeypatch.setattr(transport, "GAP_RETRY_S", 0.01)
    reads = []

    async def read(cursor, until=None, limit=None):
        reads.append(until)
        if len(reads) == 1:
            raise OperationalError("the database system is shutting down")
        cursor.last = until - 1
        return [f"frame{seq}" for seq in range(2, until)]

    monkeypatch.setattr(transport.Cursor, "_read", read)
    viewer = Recorder()
    viewer.cursor.last, viewer._held = 1, None  # caught up at seq 1
    viewer.hub_deliver(4, "frame4")  # 2 and 3 were stored but their broadcasts lost
    viewer.hub_deliver(5, "frame5")  # arrives while the gap is being read
    for _ in range(200):
        if viewer._held is None:
            break
        await asyncio.sleep(0.01)
    assert viewer.written == ["frame2", "frame3", "frame4", "frame5"]
    assert reads == [4, 4]
