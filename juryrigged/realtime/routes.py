"""Which GETs are served on the event loop (the viewers' streams), and the door that routes them.

`FastStreams` wraps Django's ASGI app: a GET whose path matches a registered route goes to
that route's bare ASGI handler (`transport.stream_events`, the court's session stream, ...);
everything else, and any request the input guard would refuse, goes to Django.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

from juryrigged.realtime import transport

Handler = Callable[..., Awaitable[None]]
_routes: list[tuple[re.Pattern, Handler]] = []


def fast_route(pattern: str, handler: Handler) -> None:
    """Serve `GET <pattern>` (a full-match regex with named groups) with a bare ASGI handler."""
    compiled = re.compile(pattern)
    if all(existing.pattern != compiled.pattern for existing, _ in _routes):
        _routes.append((compiled, handler))


fast_route(r"/api/streams/(?P<stream>[A-Za-z0-9_.-]{1,90})/events", transport.stream_events)


class FastStreams:
    """ASGI http: stream GETs served here on the event loop, everything else by Django.

    A request with anything the input guard would refuse (a NUL byte in the query or
    cookies) goes to Django, which answers it as for any other endpoint.
    """

    def __init__(self, django_app):
        self.django_app = django_app

    async def __call__(self, scope, receive, send):
        found = _route(scope) if scope["method"] == "GET" else None
        if found is None:
            return await self.django_app(scope, receive, send)
        handler, kwargs = found
        return await handler(scope, receive, send, **kwargs)


def _route(scope) -> tuple[Handler, dict] | None:
    """The stream handler for this GET, if its path is a stream's and its input is clean (the
    inputs are read only then: every other GET goes to Django, whose guard reads them anyway)."""
    path = scope["path"]
    for pattern, handler in _routes:
        match = pattern.fullmatch(path)
        if match:
            return (handler, match.groupdict()) if _clean(scope) else None
    return None


def _clean(scope) -> bool:
    query = scope.get("query_string", b"")
    if b"\x00" in query or b"%00" in query:
        return False
    return all(b"\x00" not in value for _, value in scope.get("headers") or ())
