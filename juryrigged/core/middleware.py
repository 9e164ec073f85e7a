"""The house's own middleware, each usable under WSGI and ASGI (SSE streams stay on the event loop).

- `SiteNotFoundMiddleware`: with DEBUG on, a missing page still shows the site's own 404
  (Django would list every URL pattern). Production (DEBUG off) already answers through
  `handler404`; only HTML 404s are replaced, JSON and plain-text answers stay.
- `ApiErrorShapeMiddleware`: an error Django answers itself on an /api/ path (require_GET's 405,
  a 4xx page from a plain view) in the API's JSON error shape; CSRF refusals come from
  `views.csrf_failure` (CSRF_FAILURE_VIEW), which can say why.
- `juryrigged.core.inputs.InputGuardMiddleware` (bad input) is built on `HybridMiddleware` too.
"""

from __future__ import annotations

from collections.abc import Callable

from asgiref.sync import iscoroutinefunction, markcoroutinefunction, sync_to_async
from django.conf import settings
from django.http import HttpResponseBase, StreamingHttpResponse

from juryrigged.core.errors import json_error
from juryrigged.core.views import not_found

Answer = Callable[[], object] | None


class HybridMiddleware:
    """Subclasses decide without I/O; the answer they return (a thunk: it may render a page
    and read the session) runs on a thread under ASGI."""

    sync_capable = True
    async_capable = True

    def __init__(self, get_response):
        self.get_response = get_response
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)

    def before(self, request) -> Answer:
        """An answer instead of the view's, or None."""
        return None

    def after(self, request, response) -> Answer:
        """An answer replacing the view's response, or None."""
        return None

    def __call__(self, request):
        if self.is_async:
            return self.__acall__(request)
        if answer := self.before(request):
            return answer()
        response = self.get_response(request)
        answer = self.after(request, response)
        return answer() if answer else response

    async def __acall__(self, request):
        if answer := self.before(request):
            return await sync_to_async(answer)()
        response = await self.get_response(request)
        answer = self.after(request, response)
        return await sync_to_async(answer)() if answer else response


class SiteNotFoundMiddleware(HybridMiddleware):
    def after(self, request, response) -> Answer:
        if settings.DEBUG and response.status_code == 404 and response.get("Content-Type", "").startswith("text/html"):
            return lambda: not_found(request)
        return None


API_CODES = {400: "BAD_REQUEST", 401: "NOT_AUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND",
             405: "METHOD_NOT_ALLOWED", 413: "BODY_TOO_LARGE", 415: "UNSUPPORTED_MEDIA_TYPE"}


class ApiErrorShapeMiddleware(HybridMiddleware):
    def after(self, request, response: HttpResponseBase) -> Answer:
        if (response.status_code < 400 or not request.path.startswith("/api/")
                or isinstance(response, StreamingHttpResponse)
                or response.get("Content-Type", "").startswith("application/json")):
            return None
        return lambda: _json_shaped(response)


def _json_shaped(response: HttpResponseBase):
    status = response.status_code
    message = "Method not allowed." if status == 405 else f"{response.reason_phrase}."
    shaped = json_error(status, API_CODES.get(status, "ERROR"), message)
    for header in ("Allow", "WWW-Authenticate", "Retry-After"):
        if header in response:
            shaped[header] = response[header]
    return shaped
