"""The front door: the few requests served on the event loop before Django's handler, and the table of them.

The kernel names no app. Each app registers its own fast routes in its `AppConfig.ready()`:

    fast_route(r"/api/court/sessions/(?P<session_id>[0-9]{1,18})/stream", session_stream_fast)
    fast_route(VOTE_PATH, VoteDoor(), methods=None, guarded=False)   # any method; it checks its own inputs

`FastRoutes` (the ASGI http application, `juryrigged/asgi.py`) sends a request whose method
and path match a route to that route's bare ASGI handler, `handler(scope, receive, send, **groups)`
(the pattern's named groups, as strings); everything else goes to Django. A fast route is for
a hot path whose per-request Django machinery (a thread, signals, middleware) costs more than the
work: the live viewers' streams and the crowd's votes. The same URLs stay in the URLconf, served
by the same code, for the test client and for the requests a route leaves to Django.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

Handler = Callable[..., Awaitable[None]]


@dataclass(frozen=True)
class FastRoute:
    pattern: re.Pattern
    handler: Handler
    methods: frozenset[str] | None  # None: every method (the handler answers the ones it refuses)
    guarded: bool  # a NUL in the query or the cookies sends the request to Django, whose input guard answers it


_routes: list[FastRoute] = []


def fast_route(pattern: str, handler: Handler, *, methods: tuple[str, ...] | None = ("GET",),
               guarded: bool = True) -> None:
    """Serve `<methods> <pattern>` (a full-match regex; its named groups are the handler's keywords) with
    `handler`, a bare ASGI callable. `guarded=False` for a handler that checks the query and cookies itself.
    Registering the same pattern again (a second `ready()`, as tests do) changes nothing."""
    compiled = re.compile(pattern)
    if all(route.pattern.pattern != compiled.pattern for route in _routes):
        _routes.append(FastRoute(compiled, handler, None if methods is None else frozenset(methods), guarded))


def fast_routes() -> list[str]:
    """The registered patterns, in the order they are tried."""
    return [route.pattern.pattern for route in _routes]


class FastRoutes:
    """ASGI http: the registered fast routes here, on the event loop; everything else to `django_app`."""

    def __init__(self, django_app):
        self.django_app = django_app

    async def __call__(self, scope, receive, send):
        found = _route(scope)
        if found is None:
            return await self.django_app(scope, receive, send)
        handler, kwargs = found
        return await handler(scope, receive, send, **kwargs)


def _route(scope) -> tuple[Handler, dict] | None:
    """The handler for this request, if a route takes its method and path (and, for a guarded route, its
    inputs are clean: they are read only then; every other request goes to Django, whose guard reads them)."""
    path, method = scope["path"], scope["method"]
    for route in _routes:
        if route.methods is not None and method not in route.methods:
            continue
        match = route.pattern.fullmatch(path)
        if match:
            return (route.handler, match.groupdict()) if not route.guarded or _clean(scope) else None
    return None


def _clean(scope) -> bool:
    query = scope.get("query_string", b"")
    if b"\x00" in query or b"%00" in query:
        return False
    return all(b"\x00" not in value for _, value in scope.get("headers") or ())
