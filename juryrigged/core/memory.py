"""Give the heap that a web process's start freed back to the system (issue 28).

Setting Django up and loading the URLconf at the first request allocate and free a great deal; glibc's malloc
keeps the freed pages. `malloc_trim(0)` returns them (about 2 MB of an idle process, measured). Called once,
after the first request has been answered; a no-op where the C library has no `malloc_trim` (not glibc).
"""

from __future__ import annotations

import ctypes
import ctypes.util

from django.core.signals import request_finished


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
