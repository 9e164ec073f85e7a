"""A broadcast's bytes on the wire, built once per process and written straight to each viewer's socket.

A frame reaches every local viewer of a stream as the same string. What goes on the wire
for it is the same bytes for every viewer of a kind: an unmasked websocket text frame (no
compression is negotiated, see `UVICORN_WS_OPTIONS`) or a chunked SSE chunk. So they are
built once per process, and when the server holds nothing unsent for a viewer, they are
written to its transport at once, past the server's per-message framing (py-spy put most
of a delivered frame's CPU there: wsproto or autobahn building the same frame again for
each viewer, twisted registering each socket for writing). Otherwise the ASGI `send`
carries the message, as for anything else.

This is also the one place that says how uvicorn serves websockets (`UVICORN_WS_OPTIONS`):
`manage.py serve` and the benchmarks use it, and the README's production command spells it.
"""

from __future__ import annotations

import struct
import sys
from collections import OrderedDict

# Chosen by measurement (README, "Fan-out"): wsproto's connection costs less memory and CPU per
# join than websockets' sans-I/O one. Per frame both are bypassed (`write_now`). Compression is off:
# per-message deflate compresses each frame again for each viewer, keeps a zlib context per
# connection (memory) and makes the wire bytes differ per viewer; the frames are short JSON.
UVICORN_WS = "wsproto"
UVICORN_WS_OPTIONS = {"ws": UVICORN_WS, "ws_per_message_deflate": False}
UVICORN_WS_ARGS = ["--ws", UVICORN_WS, "--ws-per-message-deflate", "false"]

_CACHE_MAX = 256
_WS_FRAMES: OrderedDict[str, bytes] = OrderedDict()
_CHUNKS: OrderedDict[bytes, bytes] = OrderedDict()


def remember(cache: OrderedDict, key, value):
    """Keep `value` under `key` in a bounded per-process cache (the oldest entry goes past _CACHE_MAX)."""
    cache[key] = value
    if len(cache) > _CACHE_MAX:
        cache.popitem(last=False)
    return value


def websocket_text_frame(text: str) -> bytes:
    """The unmasked, unfragmented, uncompressed frame a server sends for `text` (RFC 6455 §5.2), once per text."""
    found = _WS_FRAMES.get(text)
    if found is None:
        payload = text.encode()
        size = len(payload)
        if size < 126:
            head = bytes((0x81, size))
        elif size < 1 << 16:
            head = struct.pack("!BBH", 0x81, 126, size)
        else:
            head = struct.pack("!BBQ", 0x81, 127, size)
        found = remember(_WS_FRAMES, text, head + payload)
    return found


def http_chunk(body: bytes) -> bytes:
    """`body` framed for chunked transfer encoding, once per body."""
    found = _CHUNKS.get(body)
    if found is None:
        found = remember(_CHUNKS, body, b"%x\r\n" % len(body) + body + b"\r\n")
    return found


def write_now(send, body: bytes) -> bool:
    """Write an SSE body chunk or a websocket text frame's pre-built bytes to the connection behind `send`.

    True if written: the server had nothing pending and nothing waits to send on this
    connection, so nothing can be reordered. False: use `send`. `body` is the SSE text for an
    HTTP response, the output of `websocket_text_frame` for a websocket.
    """
    owner = getattr(send, "__self__", None)
    if owner is None:
        return direct_write(send, body)
    check = _ready_check(type(owner))
    if check is None or not check(owner):
        return False
    owner.transport.write(http_chunk(body) if check is _sse_ready else body)
    return True


def _sse_ready(cycle) -> bool:
    # uvicorn's httptools RequestResponseCycle: headers sent with chunked encoding, body open,
    # and not paused for a full write buffer (a send would wait; writing past it could reorder).
    return (cycle.response_started and not cycle.response_complete and not cycle.disconnected
            and cycle.chunked_encoding and not cycle.flow.write_paused and not cycle.transport.is_closing()
            and cycle.scope["method"] == "GET")


def _wsproto_ready(protocol) -> bool:
    return (protocol.handshake_complete and not protocol.close_sent and not protocol.disconnected
            and not protocol.response_started and protocol.writable.is_set()
            and not protocol.config.ws_per_message_deflate and not protocol.transport.is_closing()
            and protocol.conn.state is _WSPROTO_OPEN)


def _sansio_ready(protocol) -> bool:
    return (protocol.handshake_complete and not protocol.close_sent and not protocol.disconnected
            and protocol.initial_response is None and protocol.writable.is_set()
            and not protocol.conn.extensions and not protocol.transport.is_closing()
            and protocol.conn.state is _SANSIO_OPEN)


# uvicorn's protocol classes and their checks, looked up in the modules uvicorn has loaded: it imports the protocols
# it serves with before it imports the app, and a connection's class is one of them. Never imported here: the
# websockets package alone is ~2 MB of a web process that serves websockets with wsproto (`--ws wsproto`, the README's
# line; issue 28). Each entry: (module, class, check, module and name of the open state its check compares with).
_UVICORN_PROTOCOLS = (
    ("uvicorn.protocols.http.httptools_impl", "RequestResponseCycle", _sse_ready, None),
    ("uvicorn.protocols.websockets.wsproto_impl", "WSProtocol", _wsproto_ready,
     ("wsproto.connection", "ConnectionState")),
    ("uvicorn.protocols.websockets.websockets_sansio_impl", "WebSocketsSansIOProtocol", _sansio_ready,
     ("websockets.protocol", "State")),
)
_UVICORN_READY: dict[type, object] = {}  # a connection's class -> its check, or None: not one of uvicorn's
_WSPROTO_OPEN = _SANSIO_OPEN = None  # set with the first connection of each kind (its library loaded by then)


def _ready_check(kind: type):
    """The readiness check for a connection of class `kind` (None: not a uvicorn protocol), found once per class."""
    try:
        return _UVICORN_READY[kind]
    except KeyError:
        pass
    global _WSPROTO_OPEN, _SANSIO_OPEN
    check = None
    for module, name, found, state in _UVICORN_PROTOCOLS:
        if getattr(sys.modules.get(module), name, None) is kind:
            check = found
            if state is not None:
                open_state = getattr(sys.modules[state[0]], state[1]).OPEN
                if found is _wsproto_ready:
                    _WSPROTO_OPEN = open_state
                else:
                    _SANSIO_OPEN = open_state
            break
    _UVICORN_READY[kind] = check
    return check


def direct_write(send, body: bytes) -> bool:
    """Write an SSE chunk straight to the viewer's socket under daphne; False: use `send`.

    py-spy put half of each delivered frame's CPU in Twisted registering the socket for
    writing (epoll) and unregistering it after the send, per viewer. When daphne serves the
    response over plain TCP with chunked encoding already started and Twisted holds nothing
    unsent for it, the chunk (framed once per event, shared) goes to the socket at once; what
    the socket does not take goes through Twisted's buffer, and so does everything after it.
    """
    server = getattr(getattr(send, "func", None), "__self__", None)
    if not isinstance(server, _daphne_server()) or not getattr(send, "args", None):
        return False
    request = send.args[0]
    transport = getattr(getattr(request, "channel", None), "transport", None)
    sock = getattr(transport, "socket", None)
    if (sock is None or getattr(transport, "TLS", False) or not transport.connected or transport.disconnecting
            or transport.dataBuffer or transport._tempDataBuffer or not request.startedWriting
            or not request.chunked or request.finished or request._disconnected
            or server.connections.get(request, {}).get("disconnected")):
        return False
    data = http_chunk(body)
    try:
        sent = sock.send(data)
    except BlockingIOError:
        sent = 0
    except OSError:
        return False  # Twisted's own write notices the broken connection
    if sent < len(data):
        transport.write(data[sent:])
    return True


def _daphne_server():
    """daphne's Server class when daphne serves this process (it loaded its server before the app), else ().

    Never imported here: under uvicorn that would load Twisted and autobahn (~24 MB) at the first SSE frame."""
    module = sys.modules.get("daphne.server")
    return getattr(module, "Server", ()) if module is not None else ()


def would_wait(send) -> bool:
    """True if `send` would wait for the peer to read (uvicorn paused writing for a full buffer)."""
    owner = getattr(send, "__self__", None)
    check = _ready_check(type(owner)) if owner is not None else None
    if check is None:
        return False  # daphne buffers without waiting
    if check is _sse_ready:
        return owner.flow.write_paused and not owner.disconnected
    return not owner.writable.is_set() and not owner.disconnected


def hang_up(send) -> None:
    """Close the connection behind `send` after what it already holds (a viewer too far behind reconnects)."""
    owner = getattr(send, "__self__", None)
    transport = getattr(owner, "transport", None)
    if transport is not None and not transport.is_closing():
        transport.close()
