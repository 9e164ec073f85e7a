"""A small OpenAI-compatible HTTP server on 127.0.0.1 for benchmarks and SDK tests.

    with FakeOpenAIServer(lambda body: ("answer text", 0.5)) as base_url:
        settings.LLM_BASE_URL = base_url   # and LLM_PROVIDER = "openai"

The responder gets the request body (model, messages, ...) and returns the text and
the delay in seconds before answering. Each request is served on its own thread.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable

Responder = Callable[[dict], tuple[str, float]]


class FakeOpenAIServer:
    def __init__(self, responder: Responder):
        self.responder = responder
        self.requests: list[dict] = []
        self._lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

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
                text, delay = fake.responder(body)
                if delay:
                    time.sleep(delay)
                payload = json.dumps({
                    "id": "chatcmpl-fake", "object": "chat.completion", "created": int(time.time()),
                    "model": body.get("model", "fake"),
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": text}}],
                    "usage": {"prompt_tokens": 50, "completion_tokens": max(1, len(text) // 4),
                              "total_tokens": 50 + max(1, len(text) // 4)},
                }).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        return Handler

    def __enter__(self) -> str:
        self.thread.start()
        return self.base_url

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()
        return False
