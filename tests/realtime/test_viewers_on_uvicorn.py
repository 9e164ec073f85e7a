"""The production server's viewers, websocket and SSE, on one fan-out path: a crowd joins at once through
uvicorn as `manage.py serve` configures it, each viewer gets a published event exactly once, and every
delivery is the pre-built bytes written straight to its socket (no per-viewer framing by the server);
and a viewer that stops reading (uvicorn pauses writing to it) holds nobody up and is hung up on.

A plain test with uvicorn on its own thread and loop (an async test would run after the browser tests,
whose loop stays marked running in this thread), on the test database and Redis.
"""

import socket
import time
from pathlib import Path

import pytest

from juryrigged import realtime
from juryrigged.asgi import application
from juryrigged.core.management.commands.serve import server_config
from juryrigged.realtime import wire
from juryrigged.realtime.publishing import encode
from tests.support.served import Served, read_until

pytestmark = pytest.mark.django_db(transaction=True)
VIEWERS = 40  # of each kind
STREAM = "rtpub.crowd"


def production_server() -> Served:
    """The app on uvicorn exactly as `manage.py serve` and the README's production lines configure it."""
    return Served(lambda port: server_config(application, "127.0.0.1", port))


def open_viewer(port: int, kind: str) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port))
    if kind == "websocket":
        sock.sendall(f"GET /ws/streams/{STREAM}/?after=1 HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                     f"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                     f"Sec-WebSocket-Version: 13\r\nSec-WebSocket-Extensions: permessage-deflate\r\n"
                     f"Origin: http://127.0.0.1:{port}\r\n\r\n".encode())
    else:
        sock.sendall(f"GET /api/streams/{STREAM}/events?after=1 HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                     "Accept: text/event-stream\r\n\r\n".encode())
    return sock


def test_a_crowd_on_the_production_server_gets_each_event_once_written_straight_to_its_socket(
        require_postgres, require_redis, monkeypatch, settings):
    settings.ALLOWED_HOSTS = ["127.0.0.1", "localhost", "testserver"]
    written = []

    def counting(send, body):
        done = real_write_now(send, body)
        written.append(done)
        return done

    real_write_now = wire.write_now
    monkeypatch.setattr(wire, "write_now", counting)
    realtime.publish(STREAM, "turn", {"n": 0})  # the stream exists before the crowd
    with production_server() as served:
        # given a crowd of websocket and SSE viewers joining at once
        sockets = {kind: [open_viewer(served.port, kind) for _ in range(VIEWERS)] for kind in ("websocket", "sse")}
        rest = {}
        for kind, crowd in sockets.items():
            for sock in crowd:
                head, _, rest[sock] = read_until(sock, b"\r\n\r\n").partition(b"\r\n\r\n")
                assert (b" 101 " if kind == "websocket" else b" 200 ") in head.split(b"\r\n", 1)[0]
                assert b"permessage-deflate" not in head
        time.sleep(0.5)  # all of them joined the hub
        written.clear()
        # when one event is published
        event = realtime.publish(STREAM, "turn", {"n": 1, "text": "Order in the court!"})
        # then every viewer gets it exactly once, the same bytes for every viewer of a kind
        frame = encode(event.as_message())
        expected = {"websocket": wire.websocket_text_frame(frame),
                    "sse": wire.http_chunk(f"id: 2\nevent: turn\ndata: {frame}\n\n".encode())}
        for kind, crowd in sockets.items():
            for sock in crowd:
                assert read_until(sock, expected[kind][-8:], got=rest[sock]) == expected[kind]
        # and each delivery was the pre-built bytes written straight to the socket
        assert written == [True] * (2 * VIEWERS)
        for sock in sockets["websocket"] + sockets["sse"]:
            sock.close()


def test_a_viewer_that_stops_reading_is_hung_up_on_while_the_crowd_keeps_getting_every_event(
        require_postgres, require_redis, monkeypatch, settings):
    from juryrigged.realtime.transport import Viewer

    settings.ALLOWED_HOSTS = ["127.0.0.1", "localhost", "testserver"]
    monkeypatch.setattr(Viewer, "MAX_BEHIND", 8)
    realtime.publish(STREAM, "turn", {"n": 0})
    text = "x" * 200_000
    with production_server() as served:
        # given a viewer that reads and one that never does (a phone that went into a tunnel)
        reader = open_viewer(served.port, "websocket")
        stalled = socket.socket()
        stalled.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        stalled.connect(("127.0.0.1", served.port))
        stalled.sendall(_upgrade(served.port))
        got = read_until(reader, b"\r\n\r\n").partition(b"\r\n\r\n")[2]
        time.sleep(0.5)
        # when large events keep coming: more than the kernel buffers for the stalled one, and its outbox holds
        for n in range(1, _events_past_the_buffers(len(text)) + 1):
            realtime.publish(STREAM, "turn", {"n": n, "text": text})
            # then the reader gets each one while the stalled viewer's frames pile up behind it
            got = read_until(reader, f'"n":{n},'.encode(), got=got)
            got = got[got.index(f'"n":{n},'.encode()):]
        # and the server hung up on the stalled viewer after what it had buffered for it
        stalled.settimeout(20)
        while chunk := stalled.recv(1 << 20):
            assert chunk
        reader.close()
        stalled.close()


def _upgrade(port: int) -> bytes:
    return (f"GET /ws/streams/{STREAM}/?after=1 HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            f"Origin: http://127.0.0.1:{port}\r\n\r\n").encode()


def _events_past_the_buffers(size: int) -> int:
    try:  # the most the kernel may buffer for a socket it sends on (autotuned up to this)
        buffered = int(Path("/proc/sys/net/ipv4/tcp_wmem").read_text().split()[2])
    except (OSError, ValueError, IndexError):
        buffered = 4 << 20
    from juryrigged.realtime.transport import Viewer

    return max(60, buffered // size + 2 * Viewer.MAX_BEHIND + 10)
