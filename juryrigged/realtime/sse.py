"""Server-sent events over the same cursor the websocket uses.

`sse_response` is reusable: products pass a `render` that turns a stored event
into their own SSE frame, a `prelude` (e.g. a snapshot) and the event types after
which the response ends. Heartbeat comments keep proxies from closing idle streams.
"""

from __future__ import annotations

import asyncio
import json
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Iterable

from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings
from django.http import StreamingHttpResponse

from juryrigged.core import metrics
from juryrigged.realtime import hub as hub_mod
from juryrigged.realtime.access import group_name
from juryrigged.realtime.delivery import Cursor

Render = Callable[[dict], str | None]


def default_render(message: dict) -> str:
    data = json.dumps(message, separators=(",", ":"))
    return f"id: {message['seq']}\nevent: {message['type']}\ndata: {data}\n\n"


_RENDERED: OrderedDict[tuple[Render, str], tuple[str, str | None]] = OrderedDict()
_RENDERED_MAX = 256


def _rendered(frame: str, render: Render) -> tuple[str, str | None]:
    """(event type, SSE chunk) of a frame, decoded and rendered once per process, not per viewer.

    Every local viewer gets the same frame string from the hub; a string caches its hash,
    so the lookup costs next to nothing next to a JSON decode per viewer.
    """
    key = (render, frame)
    found = _RENDERED.get(key)
    if found is None:
        message = json.loads(frame)
        found = _RENDERED[key] = (message["type"], render(message))
        if len(_RENDERED) > _RENDERED_MAX:
            _RENDERED.popitem(last=False)
    return found


class _HubInbox:
    """An SSE viewer's place in its process's fan-out hub (one subscription per stream, as
    for websockets): the hub's delivery is a queue append; the response sends in order."""

    def __init__(self):
        self.queue: asyncio.Queue = asyncio.Queue()
        self.hub = None

    async def open(self, stream: str, layer) -> None:
        self.hub = await hub_mod.Hub.join(stream, self, layer)

    async def hub_deliver(self, seq: int, frame: str) -> None:
        self.queue.put_nowait((seq, frame))

    async def next(self, timeout: float):
        """The next (seq, frame), or None after `timeout` seconds without one."""
        try:
            return await asyncio.wait_for(self.queue.get(), timeout=timeout)
        except TimeoutError:
            return None

    async def close(self) -> None:
        if self.hub is not None:
            await self.hub.leave(self)


class _GroupInbox:
    """With the hub switched off: the viewer is a channel-layer group member of its own."""

    def __init__(self):
        self.layer, self.channel, self.group = None, "", ""
        # One receive stays pending across heartbeats: cancelling a receive on the Redis
        # pub/sub layer unsubscribes the channel, and live events would stop arriving.
        self.receiving = None

    async def open(self, stream: str, layer) -> None:
        self.layer, self.group = layer, group_name(stream)
        self.channel = await layer.new_channel()
        await layer.group_add(self.group, self.channel)

    async def next(self, timeout: float):
        if self.receiving is None:
            self.receiving = asyncio.ensure_future(self.layer.receive(self.channel))
        done, _ = await asyncio.wait({self.receiving}, timeout=timeout)
        if not done:
            return None
        message, self.receiving = self.receiving.result(), None
        return message["seq"], message["frame"]

    async def close(self) -> None:
        if self.receiving is not None:
            self.receiving.cancel()
        if self.channel:
            await self.layer.group_discard(self.group, self.channel)


async def _frames(stream: str, after: int, render: Render, prelude: Iterable[str],
                  terminal_types: frozenset) -> AsyncIterator[str]:
    inbox = _HubInbox() if hub_mod.enabled() else _GroupInbox()
    await inbox.open(stream, get_channel_layer())
    metrics.gauge_add("juryrigged_sse_connections", 1)
    cursor = Cursor(stream, after)
    try:
        for chunk in prelude:
            yield chunk
        pending = await cursor.backlog()
        while True:
            for frame in pending:
                kind, chunk = _rendered(frame, render)
                if chunk:
                    yield chunk
                if kind in terminal_types:
                    return
            broadcast = await inbox.next(settings.SSE_HEARTBEAT_S)
            if broadcast is None:
                pending = []
                yield ": heartbeat\n\n"
                continue
            pending = await cursor.accept(*broadcast)
    finally:
        metrics.gauge_add("juryrigged_sse_connections", -1)
        await inbox.close()


def sse_response(stream: str, after: int, *, render: Render = default_render,
                 prelude: Iterable[str] = (), terminal_types: Iterable[str] = ()) -> StreamingHttpResponse:
    response = StreamingHttpResponse(
        _frames(stream, after, render, list(prelude), frozenset(terminal_types)),
        content_type="text/event-stream",
    )
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response


async def request_user(request):
    """The session user, or the user of an `Authorization: Token <key>` header."""
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        from rest_framework.authtoken.models import Token

        key = header.removeprefix("Token ").strip()
        token = await sync_to_async(lambda: Token.objects.select_related("user").filter(key=key).first())()
        if token and token.user.is_active:
            return token.user
        return None
    return await request.auser()
