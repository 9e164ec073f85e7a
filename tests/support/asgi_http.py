"""Driving the ASGI app like a streaming HTTP client (for SSE endpoints).

The Django test client buffers whole responses; an SSE stream never ends on its own,
so these helpers read chunks until `until(raw)` is true or the server closes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from juryrigged.asgi import application


async def stream_request(method: str, path: str, *, body: bytes = b"", headers=(), timeout: float = 20,
                         until: Callable[[bytes], bool] | None = None) -> tuple[dict, str]:
    """(the http.response.start message, the body text read) — then disconnects."""
    extra = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())] if body else []
    if any(name.lower() == b"content-type" for name, _ in headers):  # the caller's own type replaces the default
        extra = [(name, value) for name, value in extra if name != b"content-type"]
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method, "scheme": "http",
        "path": path, "raw_path": path.encode(), "query_string": b"", "root_path": "",
        "headers": [(b"host", b"testserver"), *extra, *headers],
        "client": ("127.0.0.1", 5000), "server": ("testserver", 80),
    }
    inbox, outbox = asyncio.Queue(), asyncio.Queue()
    await inbox.put({"type": "http.request", "body": body, "more_body": False})
    task = asyncio.create_task(application(scope, inbox.get, outbox.put))
    start = await asyncio.wait_for(outbox.get(), timeout)
    raw = b""
    try:
        while not (until and until(raw)):
            message = await asyncio.wait_for(outbox.get(), timeout)
            raw += message.get("body", b"")
            if not message.get("more_body", False):
                break
    finally:
        await inbox.put({"type": "http.disconnect"})
        await asyncio.sleep(0.05)
        task.cancel()
    return start, raw.decode()


class OpenStream:
    """A streaming GET on the ASGI app, read chunk by chunk (as a browser's EventSource would)."""

    def __init__(self, path: str, headers=()):
        path, _, query = path.partition("?")
        self.scope = {
            "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET", "scheme": "http",
            "path": path, "raw_path": path.encode(), "query_string": query.encode(), "root_path": "",
            "headers": [(b"host", b"testserver"), *headers],
            "client": ("127.0.0.1", 5000), "server": ("testserver", 80),
        }
        self.inbox, self.outbox = asyncio.Queue(), asyncio.Queue()
        self.status, self.headers, self.ended, self.task = 0, {}, False, None

    async def open(self, timeout: float = 10) -> OpenStream:
        await self.inbox.put({"type": "http.request", "body": b"", "more_body": False})
        self.task = asyncio.create_task(application(self.scope, self.inbox.get, self.outbox.put))
        start = await asyncio.wait_for(self.outbox.get(), timeout)
        self.status, self.headers = start["status"], {k.decode(): v.decode() for k, v in start.get("headers", [])}
        return self

    async def next(self, timeout: float = 5) -> str:
        """The next chunk of body text ("" once the server has ended the response)."""
        if self.ended:
            return ""
        message = await asyncio.wait_for(self.outbox.get(), timeout)
        self.ended = not message.get("more_body", False)
        return message.get("body", b"").decode()

    async def read_all(self, timeout: float = 5) -> str:
        text = ""
        while not self.ended:
            text += await self.next(timeout)
        return text

    async def close(self) -> None:
        await self.inbox.put({"type": "http.disconnect"})
        try:
            await asyncio.wait_for(self.task, 5)
        except TimeoutError:
            self.task.cancel()


async def open_stream(path: str, headers=()) -> OpenStream:
    return await OpenStream(path, headers).open()
