"""A web process's start: no full passes of the cyclic collector over what it sets up, and the heap it freed given
back to the system (issue 28).

Setting Django up makes some 120,000 objects tracked by the cyclic garbage collector, nearly all of which live as
long as the process (modules, classes, functions, models, URL patterns). With the collector's default thresholds a
start ran about 300 collections, two of them over everything made so far: 0.21-0.24 s of CPU of a 2.1 s start,
measured. `setting_up()` collects the youngest objects less often and never all of them while the process sets up,
then freezes what it made (`gc.freeze`: later collections, in requests, no longer walk it) and restores the
thresholds.

Setting Django up and loading the URLconf at the first request allocate and free a great deal; glibc's malloc
keeps the freed pages. `malloc_trim(0)` returns them (about 2 MB of an idle process, measured). Called once,
after the first request has been answered; a no-op where the C library has no `malloc_trim` (not glibc).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
from contextlib import contextmanager

from django.core.signals import request_finished


# While setting up: the youngest generation collected every 10,000 net allocations instead of 700 (its garbage, such
# as an import's temporary cycles, still goes early), the oldest never.
SETTING_UP_THRESHOLDS = (10_000, 10, 1_000_000)


@contextmanager
def setting_up():
    """Set a process up without the collector's full passes over it; freeze what it made (see the module)."""
    thresholds = gc.get_threshold()
    gc.set_threshold(*SETTING_UP_THRESHOLDS)
    try:
        yield
    finally:
        gc.freeze()
        gc.set_threshold(*thresholds)


def trim() -> bool:
    """Return the free heap to the system; whether the C library could."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.malloc_trim(0))
    except (OSError, AttributeError):
        return False


def _after_first_request(**_kwargs) -> None:
    request_finished.disconnect(_after_first_request)
    trim()


def trim_after_first_request() -> None:
    request_finished.connect(_after_first_request, weak=False)
