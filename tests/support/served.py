"""A uvicorn server in a thread of the test process, and reading a raw socket up to a marker."""

import socket
import threading
import time
from collections.abc import Callable

import uvicorn

from tests.bench.bench_court_clients import free_port


class Served:
    """`with Served(lambda port: uvicorn.Config(...)) as served:` serves on `served.port` until the block ends."""

    def __init__(self, config_for: Callable[[int], uvicorn.Config], start_timeout: float = 20):
        self.port = free_port()
        self.server = uvicorn.Server(config_for(self.port))
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.start_timeout = start_timeout

    def __enter__(self):
        self.thread.start()
        deadline = time.monotonic() + self.start_timeout
        while not self.server.started:
            assert time.monotonic() < deadline, "uvicorn did not start"
            time.sleep(0.02)
        return self

    def __exit__(self, *exc):
        self.server.should_exit = True
        self.thread.join(timeout=self.start_timeout)


def read_until(sock: socket.socket, needle: bytes, timeout: float = 20, got: bytes = b"") -> bytes:
    """What `sock` sent (after `got`) up to and including `needle`; fails if it closes or times out first."""
    received, deadline = got, time.monotonic() + timeout
    while needle not in received:
        sock.settimeout(max(0.1, deadline - time.monotonic()))
        chunk = sock.recv(65536)
        assert chunk, f"closed before {needle!r}: {received[-300:]!r}"
        received += chunk
    return received
