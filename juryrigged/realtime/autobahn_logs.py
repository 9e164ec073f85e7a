"""autobahn (daphne's websocket protocol) formats its debug lines' arguments eagerly.

`WebSocketProtocol._connectionMade` pretty-prints its whole configuration and every
`sendData` highlights three values for a `log.debug` call, whether or not debug logging
is on. py-spy under the fan-out benchmark put 18 % of a server's CPU in that `pformat`
during a websocket join rush and ~30 % of each frame's delivery in `hltype`/`hlval`.

Here those helpers, as autobahn's protocol module sees them, return a lazy value that
does the same formatting only if a log line is actually written. Debug output is unchanged.
"""

from __future__ import annotations

import sys
from pprint import pformat


class _Lazy:
    __slots__ = ("fn", "args", "kwargs")

    def __init__(self, fn, args, kwargs):
        self.fn, self.args, self.kwargs = fn, args, kwargs

    def __str__(self) -> str:
        return str(self.fn(*self.args, **self.kwargs))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    __repr__ = __str__


def _lazy(fn):
    def deferred(*args, **kwargs):
        return _Lazy(fn, args, kwargs)

    deferred.__wrapped__ = fn
    return deferred


def install() -> None:
    """Make autobahn's websocket protocol format its debug arguments lazily (idempotent; a no-op until autobahn
    is loaded)."""
    # Only where autobahn is already loaded (daphne loads it before the app): the production server, uvicorn,
    # never needs it, and importing it here would load Twisted's stack (~24 MB) into every web process.
    protocol = sys.modules.get("autobahn.websocket.protocol")
    if protocol is None:
        return
    for name in ("pformat", "hltype", "hlval"):  # in that module, only ever log.debug arguments
        current = getattr(protocol, name, None)
        if current is not None and not hasattr(current, "__wrapped__"):
            setattr(protocol, name, _lazy(current))
    timings = getattr(protocol, "Timings", None)
    if timings is not None:  # its __str__ must stay a str
        timings.__str__ = lambda self: pformat(self._timings)
