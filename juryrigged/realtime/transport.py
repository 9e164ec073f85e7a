"""Viewers served straight on the event loop: websocket and SSE, one fan-out path.

A viewer of a live stream is a long-lived connection that mostly waits. Here it is
a bare ASGI app: no Channels consumer (no per-viewer channel-layer subscription, no
AuthMiddleware/session/close_old_connections thread hops on join) and, for SSE, no
Django request and middleware (each sync middleware is a thread hop per request).
A viewer is a member of its process's `Hub`; the hub hands it each broadcast frame,
whose bytes (an SSE chunk or a websocket frame, built once per process) go straight to
its socket when nothing is pending there (`wire`), else through the server's `send`.

A joining viewer of a public stream that is already current costs no database query
and no thread: the hub knows the stream's last seq. The user is resolved (one thread
hop, session or token) only for streams whose rule needs one.

The front door (`juryrigged/core/fast_routes.py`) routes the stream GETs here and everything
else to Django; the Django views of the same URLs remain for odd requests (other methods, NUL
bytes) and the test client, and answer the same.
"""

from __future__ import annotations

import asyncio
import json
import logging
from abc import ABC, abstractmethod
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable, Iterable
from http.cookies import SimpleCookie
from importlib import import_module
from urllib.parse import parse_qsl

from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings
from django.contrib.auth import get_user
from django.contrib.auth.models import AnonymousUser
from rest_framework.authtoken.models import Token

from juryrigged.core import metrics
from juryrigged.realtime import autobahn_logs, presence, wire
from juryrigged.realtime.access import PUBLIC, can_access_stream, kind_of, valid_name
from juryrigged.realtime.delivery import Cursor, parse_after
from juryrigged.realtime.hub import Hub

logger = logging.getLogger(__name__)
autobahn_logs.install()
CLOSE_FORBIDDEN = 4403
CLOSE_NOT_FOUND = 4404
GAP_RETRY_S = 0.5  # a viewer's gap read that failed (database unreachable) is tried again after this
SSE_HEADERS = [(b"content-type", b"text/event-stream"), (b"cache-control", b"no-cache"),
               (b"x-accel-buffering", b"no"), (b"x-content-type-options", b"nosniff")]

Render = Callable[[dict], str | None]


def default_render(message: dict) -> str:
    data = json.dumps(message, separators=(",", ":"))
    return f"id: {message['seq']}\nevent: {message['type']}\ndata: {data}\n\n"


_RENDERED: OrderedDict[tuple[Render, str], tuple[str, bytes | None]] = OrderedDict()


def rendered(frame: str, render: Render) -> tuple[str, bytes | None]:
    """(event type, SSE bytes) of a frame, decoded, rendered and encoded once per process.

    Every local viewer gets the same frame string from the hub; a string caches its
    hash, so the lookup costs next to nothing next to a JSON decode per viewer.
    """
    key = (render, frame)
    found = _RENDERED.get(key)
    if found is None:
        message = json.loads(frame)
        chunk = render(message)
        found = wire.remember(_RENDERED, key, (message["type"], chunk.encode() if chunk else None))
    return found


class Viewer(ABC):
    """A hub member writing one stream to one connection: in order, exactly once, gaps read back.

    Broadcasts that arrive while the viewer is joining or reading a gap are held and
    sent after it, de-duplicated by the cursor. The hub never waits on one viewer: a frame
    goes to the socket at once (`wire.write_now`) or through `send` when that does not wait;
    when the peer reads too slowly (the server paused writing), frames queue in the viewer's
    outbox, which its own task drains, and a viewer `MAX_BEHIND` frames behind is hung up on
    (it reconnects and resumes from its last seq).
    """

    __slots__ = ("cursor", "_held", "closed", "hub", "send", "_outbox", "presence")
    MAX_BEHIND = 256

    def __init__(self, stream: str, send, presence: bool = False):
        self.presence = presence  # the client asked for the room's headcount (`?presence=1`, a counted stream)
        self.cursor = Cursor(stream, 0)
        self._held: list | None = []
        self.closed = False
        self.hub: Hub | None = None
        self.send = send
        self._outbox: deque | None = None

    def hub_note(self, frame: str) -> Awaitable | None:
        """The room's headcount (no seq): to a viewer that asked, once it is past its backlog
        (one still catching up hears the hub's last count after it: `websocket_stream`, `serve_sse`)."""
        if not self.presence or self.closed or self._held is not None:
            return None
        return self._offer(frame)

    @abstractmethod
    async def write(self, frame: str) -> None:
        """Send `frame` through the server's `send` (which may wait for the peer)."""

    @abstractmethod
    def write_now(self, frame: str) -> bool:
        """Write `frame`'s pre-built bytes to the socket if nothing is pending; False: it needs `write`."""

    async def join(self) -> Hub:
        self.hub = await Hub.join(self.cursor.stream, self, get_channel_layer())
        return self.hub

    async def leave(self) -> None:
        self.closed = True
        if self.hub is not None:
            hub, self.hub = self.hub, None
            await hub.leave(self)

    def hub_deliver(self, seq: int, frame: str) -> Awaitable | None:
        """Take a broadcast; an awaitable only when the server's `send` must carry it (and will not wait)."""
        if self._held is not None:
            self._held.append((seq, frame))
            return None
        last = self.cursor.last
        if seq <= last or self.closed:
            return None
        if seq > last + 1:
            # A gap is read back from the database: off the hub's loop over viewers.
            self._held = [(seq, frame)]
            asyncio.ensure_future(self._release())
            return None
        self.cursor.last = seq
        return self._offer(frame)

    def _offer(self, frame: str) -> Awaitable | None:
        outbox = self._outbox
        if outbox is not None:
            if len(outbox) >= self.MAX_BEHIND:
                logger.info("a viewer of %s is %d frames behind: hung up", self.cursor.stream, len(outbox))
                self.closed = True
                outbox.clear()
                wire.hang_up(self.send)
            else:
                outbox.append(frame)
            return None
        if self.write_now(frame):
            return None
        if wire.would_wait(self.send):
            self._outbox = deque((frame,))
            asyncio.ensure_future(self._drain())
            return None
        return self.write(frame)

    async def _drain(self) -> None:
        try:
            while self._outbox and not self.closed:
                await self.write(self._outbox.popleft())
        except Exception:  # the connection is gone; its receive() ends the viewer
            logger.debug("viewer outbox on %s stopped", self.cursor.stream, exc_info=True)
        finally:
            self._outbox = None

    async def _write_in_order(self, frame: str) -> None:
        if self._outbox is not None:
            self._outbox.append(frame)  # behind what the hub queued (no bound: it is our own backlog)
        else:
            await self.write(frame)

    async def catch_up(self) -> None:
        """Send what is stored after the cursor (no query if the hub says there is none), then what was held."""
        for frame in await self.cursor.backlog(known_last=self.hub.last_seq if self.hub else None):
            if self.closed:
                return
            await self._write_in_order(frame)
        await self._release()

    async def _release(self) -> None:
        try:
            while self._held and not self.closed:
                seq, frame = self._held[0]
                try:
                    frames = await self.cursor.accept(seq, frame)
                except Exception:
                    # The gap could not be read (the database restarting): keep what is held, in order, and try
                    # again. Dropped, a viewer whose held frame was the show's last would wait for ever.
                    logger.warning("reading back %s before #%s failed; trying again", self.cursor.stream, seq,
                                   exc_info=True)
                    await asyncio.sleep(GAP_RETRY_S)
                    continue
                self._held.pop(0)
                for ready in frames:
                    if self.closed:
                        break
                    await self._write_in_order(ready)
        finally:
            self._held = None


# --- websockets -------------------------------------------------------------------


class _SocketViewer(Viewer):
    __slots__ = ()

    async def write(self, frame: str) -> None:
        await self.send({"type": "websocket.send", "text": frame})

    def write_now(self, frame: str) -> bool:
        return wire.write_now(self.send, wire.websocket_text_frame(frame))


async def websocket_no_route(scope, receive, send) -> None:
    """A websocket path no route serves: refused before it is accepted (the client sees HTTP 403)."""
    if (await receive())["type"] == "websocket.connect":
        await send({"type": "websocket.close", "code": CLOSE_NOT_FOUND})


async def websocket_stream(scope, receive, send) -> None:
    """/ws/streams/<stream>/?after=<seq>: the stored events after seq, then live ones; "ping" → pong."""
    stream = scope["url_route"]["kwargs"]["stream"]
    message = await receive()
    if message["type"] != "websocket.connect":
        return
    if not await _may_read(scope, stream):
        await send({"type": "websocket.close", "code": CLOSE_FORBIDDEN})
        return
    query = _query(scope)
    viewer = _SocketViewer(stream, send, presence=query.get("presence") == "1" and presence.counted(stream))
    viewer.cursor.last = parse_after(query.get("after"))
    metrics.gauge_add("juryrigged_websocket_connections", 1)
    try:
        await viewer.join()
        await send({"type": "websocket.accept"})
        try:
            await viewer.catch_up()
            if viewer.presence and viewer.hub is not None and viewer.hub.headcount is not None:
                await send({"type": "websocket.send", "text": presence.frame(viewer.hub.headcount)})
        except (RuntimeError, OSError):
            # The server closed the socket under us (the peer sent a frame that breaks the protocol, or left):
            # uvicorn refuses the next send with RuntimeError. Nothing is left to tell this viewer.
            return
        while True:
            message = await receive()
            kind = message["type"]
            if kind == "websocket.disconnect":
                return
            if kind == "websocket.receive" and message.get("text") == "ping":
                await send({"type": "websocket.send", "text": '{"type":"pong"}'})
    finally:
        metrics.gauge_add("juryrigged_websocket_connections", -1)
        await viewer.leave()


# --- server-sent events -------------------------------------------------------------


class _SseViewer(Viewer):
    __slots__ = ("render", "terminal_types")

    def __init__(self, stream: str, send, render: Render, terminal_types: frozenset, presence: bool = False):
        super().__init__(stream, send, presence)
        self.render, self.terminal_types = render, terminal_types

    async def write(self, frame: str) -> None:
        if presence.is_frame(frame):  # outside the sequence: not rendered, never terminal
            await self.send({"type": "http.response.body", "body": presence.sse_chunk(frame), "more_body": True})
            return
        kind, chunk = rendered(frame, self.render)
        if chunk and not wire.write_now(self.send, chunk):
            await self.send({"type": "http.response.body", "body": chunk, "more_body": True})
        if kind in self.terminal_types:
            # The response ends; the server then answers our receive() with http.disconnect.
            self.closed = True
            await self.send({"type": "http.response.body", "body": b"", "more_body": False})

    def write_now(self, frame: str) -> bool:
        if presence.is_frame(frame):
            return wire.write_now(self.send, presence.sse_chunk(frame))
        kind, chunk = rendered(frame, self.render)
        if kind in self.terminal_types:
            return False  # the response ends: through `send`
        return chunk is None or wire.write_now(self.send, chunk)

    def hub_beat(self) -> Awaitable | None:
        """A comment line, so that proxies do not close a quiet stream (sent by the hub's timer)."""
        if self.closed or self._held is not None or self._outbox is not None or wire.would_wait(self.send):
            return None
        if wire.write_now(self.send, HEARTBEAT):
            return None
        return self.send({"type": "http.response.body", "body": HEARTBEAT, "more_body": True})


HEARTBEAT = b": heartbeat\n\n"


# prelude(hub_last_seq) -> None for "no such stream" (404), else (body, after, over): the
# bytes sent first (e.g. a snapshot; shared by all the viewers that get the same one),
# the seq to follow from when the client sent none, and whether the stream is already
# over (the response ends after the prelude).
Prelude = Callable[[int], Awaitable[tuple[bytes, int, bool] | None]]
_TERMINAL: dict[frozenset, frozenset] = {}


async def serve_sse(scope, receive, send, stream: str, *, after: int | None, render: Render = default_render,
                    terminal_types: Iterable[str] = (), prelude: Prelude | None = None,
                    not_found: tuple[str, str] = ("STREAM_NOT_FOUND", "No such stream.")) -> None:
    """An SSE response following `stream` from `after`, as a hub member on this event loop.

    While it waits, a viewer holds no task, timer or buffer of its own: its coroutine waits
    for the client to leave, the hub writes its frames, and the hub's timer its heartbeats.
    With `?presence=1` on a counted stream, the room's headcount comes too (`presence.sse_chunk`).
    """
    terminal = frozenset(terminal_types)
    wants = _query(scope).get("presence") == "1" and presence.counted(stream)
    viewer = _SseViewer(stream, send, render, _TERMINAL.setdefault(terminal, terminal), presence=wants)
    metrics.gauge_add("juryrigged_sse_connections", 1)
    try:
        if not await _start_sse(viewer, send, after, prelude, not_found):
            return
        await viewer.catch_up()
        if viewer.presence and not viewer.closed and viewer.hub is not None and viewer.hub.headcount is not None:
            await viewer._write_in_order(presence.frame(viewer.hub.headcount))
        while (await receive())["type"] != "http.disconnect":
            pass
    finally:
        viewer.closed = True
        metrics.gauge_add("juryrigged_sse_connections", -1)
        await viewer.leave()


async def _start_sse(viewer: _SseViewer, send, after: int | None, prelude: Prelude | None,
                     not_found: tuple[str, str]) -> bool:
    """Join the hub, send the headers and the prelude; False if the response is already complete."""
    hub = await viewer.join()
    body, start, over = b"", 0, False
    if prelude is not None:
        planned = await prelude(hub.last_seq)
        if planned is None:
            viewer.closed = True
            await json_error(send, 404, *not_found)
            return False
        body, start, over = planned
    viewer.cursor.last = after if after is not None else start
    await send({"type": "http.response.start", "status": 200, "headers": SSE_HEADERS})
    if over:
        viewer.closed = True
        await send({"type": "http.response.body", "body": body, "more_body": False})
        return False
    if body:
        await send({"type": "http.response.body", "body": body, "more_body": True})
    return True


async def json_error(send, status: int, code: str, message: str) -> None:
    body = json.dumps({"code": code, "error": message}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


async def stream_events(scope, receive, send, stream: str) -> None:
    """GET /api/streams/<stream>/events (the fast twin of realtime.views.stream_events)."""
    refused = await _refusal(scope, stream)
    if refused is not None:
        await json_error(send, *refused)
        return
    kind = kind_of(stream)
    await serve_sse(scope, receive, send, stream, after=_last_event_id(scope),
                    terminal_types=kind.terminal_types if kind else ())


async def _refusal(scope, stream: str) -> tuple[int, str, str] | None:
    headers = dict(scope.get("headers") or ())
    if headers.get(b"authorization", b"").startswith(b"Token ") or not _public(stream):
        user = await database_sync_to_async(_user_of)(headers)
        if user is None:
            return 403, "AUTHENTICATION_FAILED", "Invalid token."
        allowed = await database_sync_to_async(can_access_stream)(user, stream)
    else:
        allowed = can_access_stream(None, stream)
    # One answer for "does not exist" and "not yours": do not reveal which.
    return None if allowed else (404, "STREAM_NOT_FOUND", "No such stream.")


def _last_event_id(scope) -> int:
    for name, value in scope.get("headers") or ():
        if name == b"last-event-id" and value:
            return parse_after(value.decode("latin-1"))
    return parse_after(_query(scope).get("after"))


# --- who is asking ------------------------------------------------------------------


def _public(stream: str) -> bool:
    kind = kind_of(stream) if valid_name(stream) else None
    return kind is not None and kind.rule == PUBLIC


async def _may_read(scope, stream: str) -> bool:
    if _public(stream):  # the show's viewers: no session, no user, no thread
        return True
    if not valid_name(stream) or kind_of(stream) is None:
        return False
    if "user" in scope:  # set by an outer auth middleware (or a test): use it
        return await database_sync_to_async(can_access_stream)(scope["user"], stream)
    headers = dict(scope.get("headers") or ())
    return await database_sync_to_async(lambda: can_access_stream(_user_of(headers), stream))()


def _user_of(headers: dict):
    """The user of an `Authorization: Token` header (None if the token is bad), else of the session cookie."""
    authorization = headers.get(b"authorization", b"").decode("latin-1")
    if authorization.startswith("Token "):
        key = authorization.removeprefix("Token ").strip()
        token = Token.objects.select_related("user").filter(key=key).first()
        return token.user if token and token.user.is_active else None
    cookie = SimpleCookie()
    try:
        cookie.load(headers.get(b"cookie", b"").decode("latin-1"))
    except Exception:
        return AnonymousUser()
    morsel = cookie.get(settings.SESSION_COOKIE_NAME)
    if morsel is None:
        return AnonymousUser()
    store = import_module(settings.SESSION_ENGINE).SessionStore(morsel.value)

    class _Request:  # what django.contrib.auth.get_user reads
        session = store

    return get_user(_Request())


def _query(scope) -> dict:
    return dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
