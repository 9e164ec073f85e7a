import asyncio
import logging

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.http import QueryDict

from juryrigged.core import metrics
from juryrigged.realtime import hub as hub_mod
from juryrigged.realtime.access import can_read, group_name
from juryrigged.realtime.delivery import Cursor, parse_after

logger = logging.getLogger(__name__)
CLOSE_FORBIDDEN = 4403


class StreamConsumer(AsyncWebsocketConsumer):
    """/ws/streams/<stream>/?after=<seq>: the stored events after seq, then live ones.

    Messages are handled one at a time, so broadcasts that arrive while the backlog
    is being sent wait in the channel and are de-duplicated by the cursor.
    """

    cursor: Cursor | None = None
    hub = None  # the process's fan-out hub when REALTIME_FANOUT_HUB is on
    _held: list | None = None  # broadcasts held back while replaying or catching up

    async def connect(self):
        stream = self.scope["url_route"]["kwargs"]["stream"]
        if not await database_sync_to_async(can_read)(self.scope.get("user"), stream):
            await self.close(code=CLOSE_FORBIDDEN)
            return
        query = QueryDict(self.scope.get("query_string", b"").decode("latin-1"))
        self.cursor = Cursor(stream, parse_after(query.get("after")))
        if hub_mod.enabled():
            self._held = []
            self.hub = await hub_mod.Hub.join(stream, self, self.channel_layer)
        else:
            await self.channel_layer.group_add(group_name(stream), self.channel_name)
        await self.accept()
        metrics.gauge_add("juryrigged_websocket_connections", 1)
        for frame in await self.cursor.backlog():
            await self.send(text_data=frame)
        if self.hub is not None:
            await self._release()

    async def disconnect(self, code):
        if self.cursor is not None:
            metrics.gauge_add("juryrigged_websocket_connections", -1)
            if self.hub is not None:
                await self.hub.leave(self)
            else:
                await self.channel_layer.group_discard(group_name(self.cursor.stream), self.channel_name)

    async def receive(self, text_data=None, bytes_data=None):
        # Viewers only listen; a "ping" gets a "pong" so clients can check liveness.
        if text_data == "ping":
            await self.send(text_data='{"type":"pong"}')

    async def stream_event(self, message):
        if self.cursor is None:
            return
        for frame in await self.cursor.accept(message["seq"], message["frame"]):
            await self.send(text_data=frame)

    async def hub_deliver(self, seq: int, frame: str) -> None:
        """Called by the hub for each broadcast: in order, exactly once, gaps read back."""
        if self._held is not None:
            self._held.append((seq, frame))
            return
        if seq > self.cursor.last + 1:
            # A gap is read back from the database: do it off the hub's loop over viewers.
            self._held = [(seq, frame)]
            asyncio.ensure_future(self._release())
            return
        for ready in await self.cursor.accept(seq, frame):  # no I/O without a gap
            await self.send(text_data=ready)

    async def _release(self) -> None:
        while self._held:
            seq, frame = self._held.pop(0)
            for ready in await self.cursor.accept(seq, frame):
                await self.send(text_data=ready)
        self._held = None
