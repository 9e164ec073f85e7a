"""One error contract for every product: a domain error, answered in one JSON shape.

    {"code": "INVALID_TOPIC", "error": "A topic needs at least 10 characters.", ...extra}

Services and selectors raise `DomainError` (or a product's subclass: the courtroom's
`SessionInputError`, `VoteError`, `ControlError`; evaluation's `EvaluationError` and its
`modes.Invalid`; the game's `ActionError`). Every subclass is built the same way, with no
constructor of its own, only a default `status`:

    VoteError("POLL_CLOSED", "The poll is closed.", status=409, **fields)

(`code`, `message`, then keyword-only `status` and the extra JSON fields.) It is a plain
exception, not a DRF one, so domain code never imports the API layer. The API answers it
in one place, `api_exception_handler` (DRF's EXCEPTION_HANDLER); DRF's own exceptions
(parse errors, authentication, validation) are translated to the same shape, and
`json_error` gives plain Django views and middleware the same answer.
"""

from __future__ import annotations

import logging

from django.core.exceptions import PermissionDenied, RequestDataTooBig
from django.http import Http404, JsonResponse
from rest_framework import exceptions
from rest_framework.response import Response

logger = logging.getLogger(__name__)


class DomainError(Exception):
    """An error a client caused: a machine-readable `code`, a `message` a person can read,
    the HTTP `status` that answers it (the class's default unless given), and the extra
    fields added to the JSON body, kept in `extra` (`retryAfterMs` also sets the Retry-After
    header). Subclasses set only a default `status`: one constructor for every product."""

    status: int = 400

    def __init__(self, code: str, message: str, *, status: int | None = None, **extra):
        super().__init__(message)
        self.code = code
        self.message = message
        if status is not None:
            self.status = status
        self.extra = extra

    def as_json(self) -> dict:
        return {"code": self.code, "error": self.message, **self.extra}


def _retry_after(response, extra: dict) -> None:
    retry_ms = extra.get("retryAfterMs")
    if retry_ms is not None:
        response["Retry-After"] = str(max(1, -(-int(retry_ms) // 1000)))


def json_error(status: int, code: str, message: str, **extra) -> JsonResponse:
    """The error shape as a plain Django response (for views and middleware outside DRF)."""
    response = JsonResponse({"code": code, "error": message, **extra}, status=status)
    _retry_after(response, extra)
    return response


def domain_error_response(error: DomainError) -> JsonResponse:
    return json_error(error.status, error.code, error.message, **error.extra)


DRF_CODES = {
    exceptions.ParseError: "INVALID_JSON",
    exceptions.AuthenticationFailed: "AUTHENTICATION_FAILED",
    exceptions.NotAuthenticated: "NOT_AUTHENTICATED",
    exceptions.PermissionDenied: "FORBIDDEN",
    exceptions.NotFound: "NOT_FOUND",
    exceptions.MethodNotAllowed: "METHOD_NOT_ALLOWED",
    exceptions.NotAcceptable: "NOT_ACCEPTABLE",
    exceptions.UnsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
    exceptions.Throttled: "RATE_LIMITED",
    exceptions.ValidationError: "VALIDATION_ERROR",
}


def _first_message(detail) -> str:
    if isinstance(detail, dict):
        for key, value in detail.items():
            message = _first_message(value)
            return message if key in ("non_field_errors", "detail") else f"{key}: {message}"
        return "Invalid input."
    if isinstance(detail, list):
        return _first_message(detail[0]) if detail else "Invalid input."
    return str(detail)


def api_exception_handler(exc, context):
    """DRF's EXCEPTION_HANDLER: every error a client can cause, in the one JSON shape."""
    from rest_framework.views import exception_handler  # DRF's views load the parsers, which raise DomainError
    if isinstance(exc, DomainError):
        response = Response(exc.as_json(), status=exc.status)
        _retry_after(response, exc.extra)
        return response
    if isinstance(exc, RequestDataTooBig):
        return Response({"code": "BODY_TOO_LARGE", "error": "The request body is too large."}, status=413)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    response = exception_handler(exc, context)
    if response is None:
        return None  # an unexpected error: logged by Django, answered 500
    code = next((c for cls, c in DRF_CODES.items() if isinstance(exc, cls)), "ERROR")
    body = {"code": code, "error": _first_message(exc.detail)}
    if isinstance(exc, exceptions.ValidationError):
        body["fields"] = exc.detail
    if isinstance(exc, exceptions.Throttled) and exc.wait is not None:
        body["retryAfterMs"] = int(exc.wait * 1000)
    response.data = body
    return response


__all__ = ["DomainError", "api_exception_handler", "domain_error_response", "json_error"]
