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
from django.core.exceptions import SuspiciousOperation
from django.core.handlers.asgi import ASGIHandler, ASGIRequest
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.middleware.security import SecurityMiddleware

from courtroom import voting
from juryrigged.core import metrics
from juryrigged.core.errors import domain_error_response
from juryrigged.core.inputs import body_too_large, query_and_cookies_problem
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
        response = bad_request(request)
        for middleware in self.headers:
            response = middleware.process_response(request, response)
        response.headers.setdefault("Content-Length", str(len(response.content)))
        self.metrics._count(request, response, started)
        await self.encoder.send_response(response, send)

    async def vote(self, scope, receive, send, session_id: int) -> None:
        started = time.perf_counter()
        body = await _read_body(receive, settings.DATA_UPLOAD_MAX_MEMORY_SIZE)
        if body is None:  # the client left before sending its vote
            return
        request = ASGIRequest(scope, io.BytesIO(body or b""))
        try:
            response = await self._respond(request, session_id, too_large=body is False)
        except SuspiciousOperation as exc:  # a host not in ALLOWED_HOSTS, say: Django's 400, in our shape
            response = bad_request(request, exc)
        except Exception:
            logger.exception("vote on session %s failed", session_id)
            response = server_error(request)
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
