"""One error shape for every API: {"code": "...", "error": "..."} plus extras.

Products raise ApiError with their own code (the courtroom's INVALID_TOPIC, ...);
DRF's own exceptions are translated so that no client ever sees a 500 for bad input.
"""

from __future__ import annotations

import logging

from django.core.exceptions import PermissionDenied
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler

logger = logging.getLogger(__name__)


class ApiError(exceptions.APIException):
    """An error a client caused, answered with its status, code and message."""

    def __init__(self, status_code: int, code: str, message: str, **extra):
        self.status_code = status_code
        self.code = code
        self.message = message
        self.extra = extra
        super().__init__(detail=message, code=code)


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
    if isinstance(exc, ApiError):
        body = {"code": exc.code, "error": exc.message, **exc.extra}
        response = Response(body, status=exc.status_code)
        retry_ms = exc.extra.get("retryAfterMs")
        if retry_ms is not None:
            response["Retry-After"] = str(max(1, -(-int(retry_ms) // 1000)))
        return response
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


def error_response(status_code: int, code: str, message: str, **extra) -> Response:
    return Response({"code": code, "error": message, **extra}, status=status_code)


__all__ = ["ApiError", "api_exception_handler", "error_response", "status"]
