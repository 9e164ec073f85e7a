"""Server-sent events through Django, over the same hub and cursor the websocket uses.

The live viewers' endpoints are served without Django by the front door
(`juryrigged/core/fast_routes.py`); this is the Django side of the same URLs (other
requests, the test client) and of streams a product answers inside a Django view (a POST that starts a run).
`sse_response` is reusable: products pass a `render` that turns a stored event
into their own SSE frame, a `prelude` (e.g. a snapshot) and the event types after
which the response ends. Heartbeat comments keep proxies from closing idle streams.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterable

from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings
from django.http import StreamingHttpResponse
from rest_framework.authtoken.models import Token

from juryrigged.core import metrics
from juryrigged.realtime import hub as hub_mod
from juryrigged.realtime import presence
from juryrigged.realtime.delivery import Cursor
from juryrigged.realtime.transport import Render, default_render, rendered


class _HubInbox:
    """An SSE viewer's place in its process's fan-out hub: the hub's delivery is a queue
    append; the response sends in order."""

    def __init__(self, presence: bool = False):
        self.queue: asyncio.Queue = asyncio.Queue()
        self.hub = None
        self.presence = presence

    async def open(self, stream: str, layer) -> None:
        self.hub = await hub_mod.Hub.join(stream, self, layer)

    def hub_deliver(self, seq: int, frame: str) -> None:
        self.queue.put_nowait((seq, frame))

    def hub_note(self, frame: str) -> None:
        """The room's headcount (no seq), queued in order with the events, for a viewer that asked."""
        if self.presence:
            self.queue.put_nowait((None, frame))

    async def next(self, timeout: float):
        """The next (seq, frame), or None after `timeout` seconds without one."""
        try:
            return await asyncio.wait_for(self.queue.get(), timeout=timeout)
        except TimeoutError:
            return None

    async def close(self) -> None:
        if self.hub is not None:
            await self.hub.leave(self)


async def _frames(stream: str, after: int, render: Render, prelude: Iterable[str],
                  terminal_types: frozenset, wants_presence: bool) -> AsyncIterator[bytes | str]:
    inbox = _HubInbox(wants_presence and presence.counted(stream))
    await inbox.open(stream, get_channel_layer())
    metrics.gauge_add("juryrigged_sse_connections", 1)
    cursor = Cursor(stream, after)
    try:
        for chunk in prelude:
            yield chunk
        pending = await cursor.backlog(known_last=inbox.hub.last_seq)
        if inbox.presence and inbox.hub.headcount is not None:
            inbox.queue.put_nowait((None, presence.frame(inbox.hub.headcount)))
        while True:
            for frame in pending:
                kind, chunk = rendered(frame, render)
                if chunk:
                    yield chunk
                if kind in terminal_types:
                    return
            broadcast = await inbox.next(settings.SSE_HEARTBEAT_S)
            if broadcast is None:
                pending = []
                yield ": heartbeat\n\n"
                continue
            if broadcast[0] is None:  # a headcount: outside the sequence, no id
                pending = []
                yield presence.sse_chunk(broadcast[1])
                continue
            pending = await cursor.accept(*broadcast)
    finally:
        metrics.gauge_add("juryrigged_sse_connections", -1)
        await inbox.close()


def sse_response(stream: str, after: int, *, render: Render = default_render,
                 prelude: Iterable[str] = (), terminal_types: Iterable[str] = (),
                 presence: bool = False) -> StreamingHttpResponse:
    """`presence`: the client asked (`?presence=1`); a counted stream then sends its headcount too."""
    response = StreamingHttpResponse(
        _frames(stream, after, render, list(prelude), frozenset(terminal_types), presence),
        content_type="text/event-stream",
    )
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response


async def request_user(request):
    """The session user, or the user of an `Authorization: Token <key>` header."""
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        key = header.removeprefix("Token ").strip()
        token = await sync_to_async(lambda: Token.objects.select_related("user").filter(key=key).first())()
        if token and token.user.is_active:
            return token.user
        return None
    return await request.auser()
