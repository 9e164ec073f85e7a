"""A broadcast's pre-built bytes go straight to a uvicorn connection only when nothing can be reordered
or misframed; otherwise the ASGI send carries it. Real uvicorn servers, real sockets.

Plain tests that run their event loops in a thread of their own: an async test would run after the
browser tests in CI's order, where sync Playwright leaves its loop marked running in this thread.
"""

import socket
import time

import pytest
import uvicorn
from wsproto.frame_protocol import FrameProtocol

from juryrigged.realtime import wire
from tests.support.served import Served, read_until


@pytest.mark.parametrize("size", [0, 5, 125, 126, 300, 65535, 65536, 70000])
def test_a_prebuilt_text_frame_is_byte_for_byte_what_wsproto_sends(size):
    text = ("é" + "x" * size)[:size] if size else ""
    assert wire.websocket_text_frame(text) == bytes(FrameProtocol(client=False, extensions=[]).send_data(text, True))


def test_an_sse_chunk_is_framed_for_chunked_encoding():
    assert wire.http_chunk(b"event: turn\n\n") == b"d\r\nevent: turn\n\n\r\n"


def serving(app, **options) -> Served:
    """`app` on uvicorn with the production websocket options unless overridden."""
    return Served(lambda port: uvicorn.Config(app, host="127.0.0.1", port=port, lifespan="off", log_level="warning",
                                              loop="asyncio", http="httptools",
                                              **{**wire.UVICORN_WS_OPTIONS, **options}))


def websocket_client(port: int, path: str = "/") -> tuple[socket.socket, bytes]:
    """A connected websocket (offering compression, as browsers do) and what followed the handshake."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                 "Sec-WebSocket-Extensions: permessage-deflate\r\n\r\n".encode())
    head, _, rest = read_until(sock, b"\r\n\r\n").partition(b"\r\n\r\n")
    assert b" 101 " in head
    return sock, rest


def wait_done(results: dict, timeout: float = 5.0) -> None:
    """Until the app under test says it is done (or `timeout` passes)."""
    deadline = time.monotonic() + timeout
    while "done" not in results and time.monotonic() < deadline:
        time.sleep(0.02)


def checks_app(results: dict, state_checks):
    """An ASGI app that, once its response or websocket is open, records write_now's answer in each state."""

    async def app(scope, receive, send):
        if scope["type"] == "websocket":
            await receive()
            results["before accept"] = wire.write_now(send, wire.websocket_text_frame("early"))
            await send({"type": "websocket.accept"})
        else:
            results["before start"] = wire.write_now(send, b"early")
            await send({"type": "http.response.start", "status": 200, "headers": results.get("headers", [])})
        for name, enter, leave in state_checks:
            enter(send.__self__)
            body = wire.websocket_text_frame(name) if scope["type"] == "websocket" else name.encode()
            results[name] = wire.write_now(send, body)
            leave(send.__self__)
        results["open"] = wire.write_now(send, wire.websocket_text_frame("open!") if scope["type"] == "websocket"
                                         else b"open!")
        results["done"] = True
        while (await receive())["type"] not in ("websocket.disconnect", "http.disconnect"):
            pass

    return app


def _nothing(owner):
    pass


def test_a_websocket_frame_is_written_at_once_only_on_an_open_uncompressed_connection_with_nothing_pending():
    results = {}

    def pause(p):
        p.writable.clear()

    def resume(p):
        p.writable.set()

    checks = [("paused for a full buffer", pause, resume)]
    with serving(checks_app(results, checks)) as served:
        sock, rest = websocket_client(served.port)
        got = read_until(sock, b"open!", got=rest)
        sock.close()
    assert results["open"] is True
    assert got == wire.websocket_text_frame("open!")  # nothing else was written: not "early", not the paused one
    assert results["before accept"] is False and results["paused for a full buffer"] is False


def test_a_compressed_connection_gets_no_prebuilt_frame():
    results = {}
    with serving(checks_app(results, []), ws_per_message_deflate=True) as served:
        sock, _ = websocket_client(served.port)
        wait_done(results)
        sock.close()
    assert results["open"] is False


def test_the_other_websocket_implementation_is_checked_alike():
    results = {}

    def pause(p):
        p.writable.clear()

    def resume(p):
        p.writable.set()

    with serving(checks_app(results, [("paused", pause, resume)]), ws="websockets-sansio") as served:
        sock, rest = websocket_client(served.port)
        got = read_until(sock, b"open!", got=rest)
        sock.close()
    assert results == {"before accept": False, "paused": False, "open": True, "done": True}
    assert got == wire.websocket_text_frame("open!")


def test_an_sse_chunk_is_written_at_once_only_into_an_open_chunked_body_with_nothing_pending():
    results = {"headers": [(b"content-type", b"text/event-stream")]}

    def pause(cycle):
        cycle.flow.write_paused = True

    def resume(cycle):
        cycle.flow.write_paused = False

    with serving(checks_app(results, [("paused", pause, resume)])) as served:
        sock = socket.create_connection(("127.0.0.1", served.port))
        sock.sendall(b"GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        got = read_until(sock, b"open!")
        sock.close()
    assert results == {"headers": results["headers"], "before start": False, "paused": False, "open": True,
                       "done": True}
    assert got.endswith(b"\r\n\r\n5\r\nopen!\r\n")  # the headers, then only the one chunk


def test_a_body_with_a_content_length_gets_no_chunk():
    results = {"headers": [(b"content-length", b"100")]}
    with serving(checks_app(results, [])) as served:
        sock = socket.create_connection(("127.0.0.1", served.port))
        sock.sendall(b"GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        wait_done(results)
        sock.close()
    assert results["open"] is False


def test_a_send_of_another_server_is_left_to_itself():
    async def send(message):
        raise AssertionError("not called")

    assert not wire.write_now(send, b"x") and not wire.would_wait(send)

