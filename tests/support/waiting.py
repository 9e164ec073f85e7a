"""Waiting on a real Celery worker from a test thread."""

from __future__ import annotations

import time

from django.db import OperationalError


def wait_until(predicate, seconds: float = 60.0, interval: float = 0.05) -> bool:
    """True once `predicate()` holds, False after `seconds`. A database briefly locked
    by the worker (SQLite) is a retry, not a failure."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if predicate():
                return True
        except OperationalError:
            pass
        time.sleep(interval)
    return False


def wait_for(predicate, timeout: float = 60.0, interval: float = 0.2):
    """The first truthy value of `predicate()`; fails the test after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)  # gently: on SQLite every read contends with the worker for the lock
    raise AssertionError("timed out waiting")
