"""The per-process fan-out hub: the one way a broadcast reaches local viewers.

Each server process subscribes once per stream to the channel layer; the hub hands
the pre-encoded frame to every local viewer (websocket or SSE) in order. A viewer
still replaying its backlog, or seeing a gap in sequence numbers, catches up through
its Cursor.

The hub also knows the stream's last sequence number (read once when the process
subscribes, then advanced by every broadcast), so a joining viewer that is already
current needs no database read: a show's opening rush costs no query per viewer.
"""

from __future__ import annotations

import asyncio
import logging

from channels.db import database_sync_to_async
from django.conf import settings

from juryrigged.realtime import presence
from juryrigged.realtime.access import group_name
from juryrigged.realtime.publishing import last_seq

logger = logging.getLogger(__name__)


class Hub:
    """The local viewers of one stream in one process (and event loop)."""

    _hubs: dict[tuple[int, str], Hub] = {}

    def __init__(self, stream: str, layer):
        self.stream, self.layer = stream, layer
        self.members: set = set()
        self.channel = ""
        self.ready = asyncio.get_running_loop().create_future()
        self.task: asyncio.Task | None = None
        self.beat: asyncio.Task | None = None
        # The highest seq known committed: every event at or below it has been broadcast
        # (or was stored before the subscription); later ones reach the members.
        self.last_seq = 0
        # The room's headcount over every process, as last broadcast (None: not heard yet).
        self.headcount: int | None = None
        self.presence = presence.Presence.of_loop(layer) if presence.counted(stream) else None

    @classmethod
    def running(cls, stream: str) -> Hub | None:
        """This loop's subscribed hub for `stream`, if any."""
        hub = cls._hubs.get((id(asyncio.get_running_loop()), stream))
        return hub if hub is not None and hub.ready.done() and not hub.ready.exception() else None

    @classmethod
    async def join(cls, stream: str, member, layer) -> Hub:
        """Add a viewer; returns once the process is subscribed and knows the stream's last seq.

        The member is added before any await, so it receives every broadcast the hub
        receives from then on; `hub.last_seq` read after this returns covers the rest.
        """
        key = (id(asyncio.get_running_loop()), stream)
        hub = cls._hubs.get(key)
        if hub is None:
            hub = cls._hubs[key] = cls(stream, layer)
            hub.members.add(member)
            hub._count(joined=True)
            try:
                hub.channel = await layer.new_channel()
                await layer.group_add(group_name(stream), hub.channel)
                hub.task = asyncio.ensure_future(hub._run())
                hub.beat = asyncio.ensure_future(hub._heartbeat())
                # Read after subscribing: an event committed later is broadcast to us.
                stored = await database_sync_to_async(_stored_last_seq)(stream)
                hub.last_seq = max(hub.last_seq, stored)
            except Exception as exc:
                cls._hubs.pop(key, None)
                for task in (hub.task, hub.beat):
                    if task is not None:
                        task.cancel()
                hub.ready.set_exception(exc)
                raise
            hub.ready.set_result(True)
            return hub
        hub.members.add(member)
        hub._count(joined=True)
        await asyncio.shield(hub.ready)
        return hub

    def _count(self, *, joined: bool) -> None:
        if self.presence is not None:
            self.presence.changed(self.stream, len(self.members), joined=joined)

    async def leave(self, member) -> None:
        if member in self.members:
            self.members.discard(member)
            self._count(joined=False)
        if self.members:
            return
        key = (id(asyncio.get_running_loop()), self.stream)
        if self._hubs.get(key) is self:
            del self._hubs[key]
        for task in (self.task, self.beat):
            if task is not None:
                task.cancel()
        try:
            await self.layer.group_discard(group_name(self.stream), self.channel)
        except Exception:  # the subscription dies with its connection anyway
            logger.exception("hub unsubscribe from %s failed", self.stream)

    async def _run(self) -> None:
        while True:
            try:
                message = await self.layer.receive(self.channel)
            except asyncio.CancelledError:
                raise
            except Exception:  # a lost Redis connection: the layer reconnects; gaps are read back
                logger.exception("hub receive for %s failed; retrying", self.stream)
                await asyncio.sleep(1)
                continue
            seq, frame = message.get("seq"), message.get("frame")
            if seq is None:
                if message.get("type") == "stream.presence":
                    await self.note(message["count"])
                continue
            if seq > self.last_seq:
                self.last_seq = seq
            await self.deliver(seq, frame)

    async def _heartbeat(self) -> None:
        """One timer per stream, not per viewer: members that keep proxies awake (SSE) get a beat."""
        while True:
            await asyncio.sleep(settings.SSE_HEARTBEAT_S)
            for member in tuple(self.members):
                beat = getattr(member, "hub_beat", None)
                if beat is not None:
                    try:
                        pending = beat()
                        if pending is not None:
                            await pending
                    except Exception:
                        logger.exception("hub heartbeat on %s failed", self.stream)

    async def note(self, count: int) -> None:
        """The room's headcount, to the members that asked for it; outside the stream's sequence."""
        self.headcount = count
        text = presence.frame(count)
        for member in tuple(self.members):
            take = getattr(member, "hub_note", None)
            if take is None:
                continue
            try:
                pending = take(text)
                if pending is not None:
                    await pending
            except OSError:
                logger.debug("hub headcount on %s: the viewer had gone", self.stream)
            except Exception:
                logger.exception("hub headcount on %s failed", self.stream)

    async def deliver(self, seq: int, frame: str) -> None:
        """Hand the frame to every member in turn. A member writes it at once and returns None, or
        returns what to await (a `send` that does not wait for its peer: see `Viewer`)."""
        for member in tuple(self.members):
            try:
                pending = member.hub_deliver(seq, frame)
                if pending is not None:
                    await pending
            except OSError:  # the viewer left while its frame was on the way (uvicorn's ClientDisconnected)
                logger.debug("hub delivery of %s#%s: the viewer had gone", self.stream, seq)
            except Exception:  # one broken socket must not stop the others
                logger.exception("hub delivery of %s#%s failed", self.stream, seq)


def _stored_last_seq(stream: str) -> int:
    return last_seq(stream)
