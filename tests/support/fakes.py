"""Fake model providers for tests: scripted answers, delays, failures."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from juryrigged.llm import ProviderError, ProviderTimeout, RawCompletion, Request


class ScriptedProvider:
    """Answers from `answers` in order (a str, an Exception to raise, or a callable of the request).

    When the list runs out, `default` answers (a str or callable). `delays` maps a
    purpose (or "*") to seconds to wait; a wait longer than the request's timeout
    raises ProviderTimeout at the call's deadline, as a real client would.
    """

    name = "fake"

    def __init__(self, answers=None, default: str | Callable[[Request], str] = "ok", delays=None):
        self.answers = list(answers or [])
        self.default = default
        self.delays: dict[str, float] = dict(delays or {})
        self.requests: list[Request] = []
        self._lock = threading.Lock()

    def generate(self, request: Request) -> RawCompletion:
        with self._lock:
            self.requests.append(request)
            answer = self.answers.pop(0) if self.answers else self.default
        delay = self.delays.get(request.purpose, self.delays.get("*", 0))
        if delay > request.time_left():
            time.sleep(request.time_left())
            raise ProviderTimeout(f"timed out after {request.timeout:g}s")
        if delay:
            time.sleep(delay)
        if isinstance(answer, Exception):
            raise answer if isinstance(answer, ProviderError) else ProviderError(str(answer))
        text = answer(request) if callable(answer) else answer
        if isinstance(text, RawCompletion):  # a whole provider answer (e.g. one cut off: finish_reason "length")
            return text
        return RawCompletion(text=text, model=request.model, prompt_tokens=10, completion_tokens=len(text) // 4)

    def purposes(self) -> list[str]:
        return [r.purpose for r in self.requests]
