"""Server-sent events over the same cursor the websocket uses.

`sse_response` is reusable: products pass a `render` that turns a stored event
into their own SSE frame, a `prelude` (e.g. a snapshot) and the event types after
which the response ends. Heartbeat comments keep proxies from closing idle streams.
"""

from __future__ import annotations

import asyncio
import json
from typing import AsyncIterator, Callable, Iterable

from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings
from django.http import StreamingHttpResponse

from juryrigged.core import metrics
from juryrigged.realtime.access import group_name
from juryrigged.realtime.delivery import Cursor

Render = Callable[[dict], str | None]


def default_render(message: dict) -> str:
    data = json.dumps(message, separators=(",", ":"))
    return f"id: {message['seq']}\nevent: {message['type']}\ndata: {data}\n\n"


async def _frames(stream: str, after: int, render: Render, prelude: Iterable[str],
                  terminal_types: frozenset) -> AsyncIterator[str]:
    layer = get_channel_layer()
    channel = await layer.new_channel()
    group = group_name(stream)
    await layer.group_add(group, channel)
    metrics.gauge_add("juryrigged_sse_connections", 1)
    cursor = Cursor(stream, after)
    # One receive stays pending across heartbeats: cancelling a receive on the Redis
    # pub/sub layer unsubscribes the channel, and live events would stop arriving.
    receiving = None
    try:
        for chunk in prelude:
            yield chunk
        pending = await cursor.backlog()
        while True:
            for frame in pending:
                message = json.loads(frame)
                chunk = render(message)
                if chunk:
                    yield chunk
                if message["type"] in terminal_types:
                    return
            pending = []
            if receiving is None:
                receiving = asyncio.ensure_future(layer.receive(channel))
            done, _ = await asyncio.wait({receiving}, timeout=settings.SSE_HEARTBEAT_S)
            if not done:
                yield ": heartbeat\n\n"
                continue
            broadcast, receiving = receiving.result(), None
            pending = await cursor.accept(broadcast["seq"], broadcast["frame"])
    finally:
        if receiving is not None:
            receiving.cancel()
        metrics.gauge_add("juryrigged_sse_connections", -1)
        await layer.group_discard(group, channel)


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
