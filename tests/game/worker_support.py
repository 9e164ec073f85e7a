"""Waiting on a real Celery worker in the game's worker tests."""

from __future__ import annotations

import time

from django.db import OperationalError


def wait_until(predicate, seconds: float = 60.0, interval: float = 0.05) -> bool:
    """True once `predicate()` holds, False after `seconds`. SQLite's shared in-memory
    database may report a table locked by the worker meanwhile: that is a retry."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if predicate():
                return True
        except OperationalError:
            pass
        time.sleep(interval)
    return False
