"""A small OpenAI-compatible HTTP server on 127.0.0.1 for benchmarks and SDK tests.

    with FakeOpenAIServer(lambda body: ("answer text", 0.5)) as base_url:
        settings.LLM_BASE_URL = base_url   # and LLM_PROVIDER = "openai"

The responder gets the request body (model, messages, ...) and returns the text and
the delay in seconds before answering, or a `Reply` for more: an HTTP error status,
with its `error` message, the provider-reported cost (`usage.cost`, as OpenRouter sends it), or `hang=True` for
a model that never answers (it holds the connection until the server stops), or
`trickle=True` for one whose answer never ends (a space every 0.2 s).
Each request is served on its own thread; `requests` lists the bodies received (and `paths` their paths).

`POST /moderations` (OpenAI's moderation endpoint) answers 404, as most providers do, unless
a `moderations` responder is given: it gets the body (model, input) and returns a `Flags`.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from collections.abc import Callable


@dataclass
class Reply:
    text: str = ""
    delay: float = 0.0
    status: int = 200
    cost: float | None = None
    hang: bool = False
    # Answer 200 at once, then keep the body coming one space at a time and never finish it (as
    # OpenRouter keeps a slow request's connection alive with whitespace).
    trickle: bool = False
    prompt_tokens: int = 50
    completion_tokens: int | None = None
    error: str = ""  # the error message of a non-200 reply ("fake error <status>" when empty)
    finish_reason: str = "stop"  # "length": the answer was cut off at max_tokens


@dataclass
class Flags:
    """A moderation endpoint's answer: the categories it flags (OpenAI's names, e.g. "harassment/threatening")."""

    categories: tuple[str, ...] = ()
    delay: float = 0.0
    status: int = 200
    hang: bool = False
    cost: float | None = None  # a reported `usage.cost`, if the provider reports one


OPENAI_MODERATION_CATEGORIES = ("harassment", "harassment/threatening", "hate", "hate/threatening", "illicit",
                                "illicit/violent", "self-harm", "self-harm/intent", "self-harm/instructions",
                                "sexual", "sexual/minors", "violence", "violence/graphic")
Responder = Callable[[dict], "tuple[str, float] | Reply"]


class FakeOpenAIServer:
    def __init__(self, responder: Responder, moderations: Callable[[dict], Flags] | None = None):
        self.responder = responder
        self.moderations = moderations
        self.paths: list[str] = []
        self.requests: list[dict] = []
        self.request_times: list[float] = []
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def _reply(self, body: dict) -> Reply:
        answer = self.responder(body)
        if isinstance(answer, Reply):
            return answer
        text, delay = answer
        return Reply(text=text, delay=delay)

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                with fake._lock:
                    fake.requests.append(body)
                    fake.paths.append(self.path)
                    fake.request_times.append(time.monotonic())
                if self.path.rstrip("/").endswith("/moderations"):
                    self._moderate(body)
                    return
                reply = fake._reply(body)
                if reply.hang:
                    fake._stopping.wait()
                    return
                if reply.trickle:
                    self._trickle()
                    return
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.status != 200:
                    self._send(reply.status, {"error": {"message": reply.error or f"fake error {reply.status}",
                                                        "type": "server_error", "code": reply.status}})
                    return
                completion = reply.completion_tokens if reply.completion_tokens is not None \
                    else max(1, len(reply.text) // 4)
                usage = {"prompt_tokens": reply.prompt_tokens, "completion_tokens": completion,
                         "total_tokens": reply.prompt_tokens + completion}
                if reply.cost is not None:
                    usage["cost"] = reply.cost
                self._send(200, {
                    "id": "chatcmpl-fake", "object": "chat.completion", "created": int(time.time()),
                    "model": body.get("model", "fake"),
                    "choices": [{"index": 0, "finish_reason": reply.finish_reason,
                                 "message": {"role": "assistant", "content": reply.text}}],
                    "usage": usage,
                })

            def _moderate(self, body: dict):
                if fake.moderations is None:
                    self._send(404, {"error": {"message": "Not Found", "type": "invalid_request_error", "code": 404}})
                    return
                flags = fake.moderations(body)
                if flags.hang:
                    fake._stopping.wait()
                    return
                if flags.delay:
                    time.sleep(flags.delay)
                if flags.status != 200:
                    self._send(flags.status, {"error": {"message": f"fake error {flags.status}", "code": flags.status}})
                    return
                answer = {"id": "modr-fake", "model": body.get("model", "omni-moderation-latest"), "results": [{
                    "flagged": bool(flags.categories),
                    "categories": {c: c in flags.categories for c in OPENAI_MODERATION_CATEGORIES},
                    "category_scores": {c: 0.97 if c in flags.categories else 0.01
                                        for c in OPENAI_MODERATION_CATEGORIES}}]}
                if flags.cost is not None:
                    answer["usage"] = {"cost": flags.cost}
                self._send(200, answer)

            def _trickle(self):
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.end_headers()
                    while not fake._stopping.wait(0.2):
                        self.wfile.write(b" ")
                        self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def _send(self, status: int, data: dict):
                payload = json.dumps(data).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (its deadline passed): nothing to answer

        return Handler

    def __enter__(self) -> str:
        self.thread.start()
        return self.base_url

    def __exit__(self, *exc):
        self._stopping.set()
        self.server.shutdown()
        self.server.server_close()
        return False
