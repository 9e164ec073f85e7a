"""An SSE chunk goes straight to the viewer's socket under daphne only when nothing can be reordered."""

import functools
import socket

import pytest
from daphne.server import Server

from juryrigged.realtime.wire import direct_write


class _Transport:
    def __init__(self, sock):
        self.socket, self.TLS, self.connected, self.disconnecting = sock, False, 1, False
        self.dataBuffer, self._tempDataBuffer, self.written = b"", [], []

    def write(self, data):
        self.written.append(data)


class _Channel:
    def __init__(self, transport):
        self.transport = transport


class _Request:  # what daphne's WebRequest (a twisted Request) exposes
    startedWriting, chunked, finished, _disconnected = 1, 1, 0, False

    def __init__(self, transport):
        self.channel = _Channel(transport)


@pytest.fixture
def wire():
    ours, theirs = socket.socketpair()
    ours.setblocking(False)
    server = Server.__new__(Server)
    server.connections = {}
    transport = _Transport(ours)
    request = _Request(transport)
    server.connections[request] = {}
    yield functools.partial(server.handle_reply, request), request, transport, theirs
    ours.close()
    theirs.close()


def test_a_chunk_goes_to_the_socket_framed_for_chunked_encoding(wire):
    send, _, transport, theirs = wire
    assert direct_write(send, b"event: turn\n\n")
    assert theirs.recv(100) == b"d\r\nevent: turn\n\n\r\n"
    assert transport.written == []


@pytest.mark.parametrize("state", ["buffered", "tls", "headers not sent", "finished", "disconnected", "closing"])
def test_anything_that_could_reorder_or_misframe_falls_back_to_send(wire, state):
    send, request, transport, theirs = wire
    if state == "buffered":
        transport.dataBuffer = b"earlier"
    elif state == "tls":
        transport.TLS = True
    elif state == "headers not sent":
        request.startedWriting, request.chunked = 0, 0
    elif state == "finished":
        request.finished = 1
    elif state == "disconnected":
        send.func.__self__.connections[request] = {"disconnected": 1.0}
    else:
        transport.disconnecting = True
    assert not direct_write(send, b"event: turn\n\n")
    theirs.setblocking(False)
    with pytest.raises(BlockingIOError):
        theirs.recv(100)


def test_a_send_that_is_not_daphnes_is_left_alone():
    # A plain test: direct_write is synchronous, and an async test here would run after the browser tests,
    # whose sync Playwright leaves its event loop marked running in this thread (pytest-asyncio then refuses).
    async def send(message):
        raise AssertionError("not called")

    assert not direct_write(send, b"x")
