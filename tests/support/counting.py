"""A provider wrapper that counts the model calls in flight at once (the peak is what call limits bound)."""

from __future__ import annotations

import threading
import time


class CountingProvider:
    """Forwards to `inner` after `delay_s`, keeping the peak number of calls inside `generate` at once."""

    def __init__(self, inner, delay_s: float = 0.0):
        self.inner, self.delay_s = inner, delay_s
        self.name = getattr(inner, "name", "counting")
        self.lock = threading.Lock()
        self.now = self.peak = self.total = 0

    def generate(self, request):
        with self.lock:
            self.now += 1
            self.total += 1
            self.peak = max(self.peak, self.now)
        try:
            if self.delay_s:
                time.sleep(self.delay_s)
            return self.inner.generate(request)
        finally:
            with self.lock:
                self.now -= 1
