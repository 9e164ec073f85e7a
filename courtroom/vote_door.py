"""The vote endpoint's own door: POST /api/court/sessions/{id}/vote served in front of Django's handler.

A crowd's votes are the hottest path of the site. Through Django's ASGI handler each
one paid for a new thread (ThreadSensitiveContext), the request_started/finished
signals (close_old_connections, run in threads), a spooled body file and eleven
middleware; py-spy showed that per-request machinery, not the vote, taking the
time. This door answers the vote URL itself, on the event loop, with what those
layers did for it and nothing else:

- the same request object (Django's ASGIRequest, so the same host, cookie, header
  and body rules), the input guard's check of the path, query and cookies, the body
  size limit and Django's 400 for a request it cannot read, in the JSON error shape;
- the same code after that: `voting.respond` (cross-site refusal, JSON only, fields,
  voter cookie, limits, group commit), cast on the event loop by services.votes_async
  when the database is PostgreSQL and the cache Redis, else as Django's URL would;
- the session, for a logged-in voter only (a request without a session cookie reads none);
- the response headers the security and clickjacking middleware add, the request
  counter of /api/metrics, and Django's own ASGI response encoding.

The usual vote (an anonymous POST of a plain JSON body, no query, an allowed Host, no session
cookie, not cross-site: `VoteDoor._plain`) does not build even those: the door reads the few headers
it needs from the scope with the same functions (`cross_site`, `voter_from`, `client_ip`, `json_loads`,
`plain_vote`, Django's own host check, remembered per Host), casts the same Ballot, and writes the 200's
bytes itself: the headers the two middleware add (asked of them once), the JSON body (encoded once per
batch), the metrics counter and the voter cookie as `set_voter_cookie` writes it. A refusal from the
batch is answered through Django's request and response as before; every other request takes the
full path above from the start, so what `_plain` does not take is answered exactly as before.
(py-spy, in-process: Django's request and response objects, the middleware and the cookie were half
of a vote's CPU.)

It is one of the kernel's fast routes (`juryrigged/core/fast_routes.py`), registered by
`CourtroomConfig.ready()`; every other request goes to Django untouched. An id of 19 digits
(only a bigint near its limit has one) is left to Django's URL, which runs the same
`voting.respond`.
"""

from __future__ import annotations

import io
import logging
import time
from importlib import import_module

from django.conf import settings
from django.core.exceptions import DisallowedHost, SuspiciousOperation
from django.core.handlers.asgi import ASGIHandler, ASGIRequest
from django.core.signals import setting_changed
from django.http import HttpRequest, HttpResponse
from django.http.cookie import parse_cookie
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.middleware.security import SecurityMiddleware

from courtroom import voting
from courtroom.rules import cross_site
from courtroom.services.votes import Ballot
from courtroom.voters import new_voter, voter_cookie_header, voter_from
from juryrigged.core import metrics
from juryrigged.core.addresses import client_ip
from juryrigged.core.errors import DomainError, domain_error_response
from juryrigged.core.inputs import body_too_large, json_loads, query_and_cookies_problem
from juryrigged.core.views import bad_request, server_error

logger = logging.getLogger(__name__)
# ASCII digits (\d would take other scripts' digits too), at most 18: every such id fits a bigint. Longer ids
# go to Django's URL (its <id:> converter answers one past a bigint with a 404, core.ids).
VOTE_PATH = r"/api/court/sessions/(?P<session_id>[0-9]{1,18})/vote"


def _unused(request):  # the middleware below are only asked for their process_response
    raise AssertionError("not called")


class _ResponseEncoder(ASGIHandler):
    """Django's own ASGI response encoding (`send_response`), without loading a second middleware chain."""

    def __init__(self):  # ASGIHandler's loads the middleware; only send_response (and chunk_bytes) is used
        pass


class VoteDoor:
    """The vote URL's fast route: `await VoteDoor()(scope, receive, send, session_id="42")`, any method."""

    def __init__(self):
        self.headers = [SecurityMiddleware(_unused), XFrameOptionsMiddleware(_unused)]
        self.metrics = metrics.RequestMetricsMiddleware(_unused)
        self.encoder = _ResponseEncoder()
        self.hosts: dict[str, bool] = {}  # Host header -> whether Django's get_host() takes it
        self.added: dict[bool, list[tuple[bytes, bytes]]] = {}  # is_secure -> the two middleware's headers
        setting_changed.connect(self._forget)  # weakly: a door dropped (a test's) is disconnected

    def _forget(self, **kwargs) -> None:
        self.headers = [SecurityMiddleware(_unused), XFrameOptionsMiddleware(_unused)]
        self.hosts.clear()
        self.added.clear()

    async def __call__(self, scope, receive, send, session_id: str) -> None:
        query = scope.get("query_string") or b""
        try:
            if isinstance(query, bytes):
                query.decode()
        except UnicodeDecodeError:  # ASGIRequest would raise; Django's handler answers it 400 (create_request)
            return await self.unreadable({**scope, "query_string": b""}, send)
        await self.vote(scope, receive, send, int(session_id))

    async def unreadable(self, scope, send) -> None:
        """Django's 400 for a request it cannot read (a query string not in UTF-8), in the JSON error shape."""
        started = time.perf_counter()
        request = ASGIRequest(scope, io.BytesIO(b""))
        await self._finish(request, bad_request(request), send, started)

    async def vote(self, scope, receive, send, session_id: int) -> None:
        started = time.perf_counter()
        body = await _read_body(receive, settings.DATA_UPLOAD_MAX_MEMORY_SIZE)
        if body is None:  # the client left before sending its vote
            return
        try:
            plain = self._plain(scope, body) if body is not False else None
        except Exception:  # whatever it could not read, the full path reads (and answers) as before
            plain = None
        if plain is None:  # anything but an anonymous JSON vote of the usual shape: Django's request and rules
            return await self._answer(scope, body, send, started, session_id)
        fields, voter, issued, ip, secure = plain
        ballot = Ballot(session_id, fields.get("type"), fields.get("choice"), voter, f"voter:{voter}", ip,
                        fields.get("joinCode"))
        try:
            result = await voting.VoteBatcher.current(on_loop=True).cast(ballot)
        except DomainError as refusal:  # refused by the limits or the poll: the refusal's usual response
            return await self._finish(ASGIRequest(scope, io.BytesIO(body)), domain_error_response(refusal), send,
                                      started)
        except Exception:
            logger.exception("vote on session %s failed", session_id)
            request = ASGIRequest(scope, io.BytesIO(body))
            return await self._finish(request, server_error(request), send, started)
        content = result.content
        headers = [(b"Content-Type", b"application/json"), *self._added(secure),
                   (b"Content-Length", str(len(content)).encode()),
                   (b"Server-Timing", f"app;dur={(time.perf_counter() - started) * 1000:.1f}".encode())]
        if issued:
            headers.append((b"Set-Cookie", voter_cookie_header(voter).encode()))
        metrics.incr("juryrigged_http_requests_total", {"method": "POST", "status": 200})
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": content, "more_body": False})

    def _plain(self, scope, body: bytes) -> tuple | None:
        """(the vote's fields, voter, issued, client address, is_secure) of an anonymous JSON vote of the usual
        shape that Django's request would read the same way and `voting.respond` would cast; None for anything
        else (another method, a query, an unknown or forwarded host, a session, a cookie or body in doubt, a
        cross-site sender, another content type or body shape), which takes the full path and its answer."""
        if scope["method"] != "POST" or scope.get("query_string") or settings.USE_X_FORWARDED_HOST \
                or settings.SECURE_PROXY_SSL_HEADER:
            return None
        found: dict[bytes, str] = {}
        for name, value in scope.get("headers") or ():
            if name in _READ:
                text = value.decode("latin1")
                found[name] = f"{found[name]},{text}" if name in found else text  # as Django joins repeats
            elif not name.islower():  # Django reads header names in any case; these are lower case by ASGI
                return None
        host, length = found.get(b"host"), found.get(b"content-length")
        if host is None or found.get(b"content-type") != "application/json" or not self._host_allowed(host):
            return None
        if length is not None and not (length.isascii() and length.isdigit()
                                       and int(length) <= settings.DATA_UPLOAD_MAX_MEMORY_SIZE):
            return None  # Django refuses a body by its declared length too
        scheme = scope.get("scheme") or "http"
        if cross_site(found.get(b"origin"), found.get(b"referer"), f"{scheme}://{host}",
                      settings.CSRF_TRUSTED_ORIGINS):
            return None
        voter = None
        if (cookie := found.get(b"cookie")) is not None:
            if "\x00" in cookie:
                return None
            cookies = parse_cookie(cookie)
            if any("\x00" in name or "\x00" in value for name, value in cookies.items()):
                return None  # unquoted to a NUL ('a="\\000"'): the full path refuses it (query_and_cookies_problem)
            if settings.SESSION_COOKIE_NAME in cookies:  # a logged-in voter is limited as its user
                return None
            request = HttpRequest()
            request.COOKIES = cookies
            voter = voter_from(request)
        try:
            fields = voting.plain_vote(json_loads(body))
        except DomainError:
            return None
        if fields is None:
            return None
        client = scope.get("client")
        ip = client_ip(client[0] if client else "", found.get(b"x-forwarded-for"), settings.TRUSTED_PROXY_COUNT)
        return fields, voter or new_voter(), voter is None, ip, scheme == "https"

    def _host_allowed(self, host: str) -> bool:
        """Whether Django's get_host() takes this Host header (ALLOWED_HOSTS), remembered per header."""
        allowed = self.hosts.get(host)
        if allowed is None:
            request = HttpRequest()
            request.META["HTTP_HOST"] = host
            try:
                request.get_host()
                allowed = True
            except DisallowedHost:
                allowed = False
            if len(self.hosts) >= 64:  # any client names any host: keep a few
                self.hosts.clear()
            self.hosts[host] = allowed
        return allowed

    def _added(self, secure: bool) -> list[tuple[bytes, bytes]]:
        """The headers the security and clickjacking middleware add to a vote's 200 (so on a secure request)."""
        added = self.added.get(secure)
        if added is None:
            request, response = HttpRequest(), HttpResponse(b"", content_type="application/json")
            request.is_secure = lambda: secure
            for middleware in self.headers:
                response = middleware.process_response(request, response)
            added = self.added[secure] = [(name.encode("ascii"), value.encode("latin1"))
                                          for name, value in response.items() if name != "Content-Type"]
        return added

    async def _answer(self, scope, body: bytes | bool, send, started: float, session_id: int) -> None:
        """The vote through Django's request object, rules and response (every request `_plain` does not take)."""
        request = ASGIRequest(scope, io.BytesIO(body or b""))
        try:
            response = await self._respond(request, session_id, too_large=body is False)
        except SuspiciousOperation as exc:  # a host not in ALLOWED_HOSTS, say: Django's 400, in our shape
            response = bad_request(request, exc)
        except Exception:
            logger.exception("vote on session %s failed", session_id)
            response = server_error(request)
        await self._finish(request, response, send, started)

    async def _finish(self, request, response, send, started: float) -> None:
        for middleware in self.headers:
            response = middleware.process_response(request, response)
        response.headers.setdefault("Content-Length", str(len(response.content)))  # as CommonMiddleware does
        self.metrics._count(request, response, started)
        await self.encoder.send_response(response, send)

    async def _respond(self, request, session_id: int, too_large: bool):
        if problem := query_and_cookies_problem(request):
            return domain_error_response(problem)
        if too_large:
            return domain_error_response(body_too_large())
        if settings.SESSION_COOKIE_NAME in request.COOKIES:  # a logged-in voter is limited as its user
            engine = import_module(settings.SESSION_ENGINE)
            request.session = engine.SessionStore(request.COOKIES[settings.SESSION_COOKIE_NAME])
        return await voting.respond(request, session_id, voting.VoteBatcher.current(on_loop=True))


# The headers `_plain` reads (ASGI names them in lower case); any other is left unread, as Django leaves it unused.
_READ = frozenset({b"host", b"content-type", b"content-length", b"origin", b"referer", b"cookie",
                   b"x-forwarded-for"})


async def _read_body(receive, limit: int) -> bytes | bool | None:
    """The request body; False if it is longer than `limit`; None if the client disconnected."""
    chunks, size = [], 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        chunk = message.get("body", b"")
        size += len(chunk)
        if limit is not None and size > limit:
            return False  # the rest is not read: the answer is a 413
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)
