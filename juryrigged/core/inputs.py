"""Where every request's input is checked once, so no product can crash on it.

- `JSONParser` (DRF's default parser here) and `json_loads` (for plain views) refuse
  what Python's json accepts but the rest of the stack cannot store or walk: NUL
  characters (PostgreSQL refuses them in text), lone surrogates (not encodable as
  UTF-8), nesting deeper than JSON_MAX_DEPTH (json recurses; so does every walker
  after it) and non-finite numbers (not JSON; jsonb refuses them).
- `InputGuardMiddleware` refuses a NUL character in the path, the query string, a
  cookie or a submitted form before any view or session lookup sees it. A body past
  DATA_UPLOAD_MAX_MEMORY_SIZE is a 413 in the JSON shape: here for forms, in the API's
  exception handler (or a product's own, more helpful refusal) for JSON bodies.

A form Django cannot read (multipart without a boundary, too many fields) is 400 INVALID_FORM.

Refusals are DomainErrors (400 INVALID_TEXT / INVALID_JSON / INVALID_FORM, 413 BODY_TOO_LARGE), in
the JSON error shape for the API and as the site's 400 page for pages.
"""

from __future__ import annotations

import json
import math

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, SuspiciousOperation
from django.http.multipartparser import MultiPartParserError
from django.shortcuts import render
from rest_framework import parsers

from juryrigged.core.errors import DomainError, domain_error_response
from juryrigged.core.middleware import HybridMiddleware

JSON_MAX_DEPTH = 64  # deeper than any body an endpoint accepts, far below Python's recursion limit
FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def text_problem(value: str) -> str | None:
    """Why `value` cannot be stored as text, or None."""
    if "\x00" in value:
        return "Text may not contain NUL characters (\\u0000)."
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return "Text may not contain lone surrogates (\\ud800-\\udfff)."
    return None


def _refuse_text(problem: str, where: str = "") -> DomainError:
    return DomainError("INVALID_TEXT", f"{where}: {problem}" if where else problem)


def check_tree(data, *, max_depth: int = JSON_MAX_DEPTH) -> None:
    """Raise INVALID_TEXT / INVALID_JSON for any unstorable string or too deep nesting (iterative walk)."""
    pending = [(data, 1, "")]
    while pending:
        node, depth, path = pending.pop()
        if isinstance(node, str):
            if problem := text_problem(node):
                raise _refuse_text(problem, path)
            continue
        if not isinstance(node, (dict, list)):
            continue
        if depth > max_depth:
            raise DomainError("INVALID_JSON", f"Nested more than {max_depth} levels deep.")
        if isinstance(node, dict):
            for key, value in node.items():
                if problem := text_problem(key):
                    raise _refuse_text(problem, path or "body")
                pending.append((value, depth + 1, f"{path}.{key}" if path else key))
        else:
            pending.extend((value, depth + 1, f"{path}.{i}" if path else str(i)) for i, value in enumerate(node))


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"number out of range: {text[:20]}")
    return number


def _no_constant(name: str):
    raise ValueError(f"{name} is not JSON")


# json.loads(text, parse_float=..., parse_constant=...) builds a decoder per call; one (stateless) serves all.
_DECODER = json.JSONDecoder(parse_float=_finite, parse_constant=_no_constant)


def json_loads(raw: bytes | str, encoding: str = "utf-8"):
    """Parse a request body as JSON that every part of the house can store; DomainError if not."""
    try:
        text = raw.decode(encoding) if isinstance(raw, bytes) else raw
        if text.startswith("\ufeff"):  # as json.loads words it
            raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
        data = _DECODER.decode(text)
    except RecursionError:
        raise DomainError("INVALID_JSON", f"Nested more than {JSON_MAX_DEPTH} levels deep.") from None
    except (ValueError, LookupError) as exc:  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        raise DomainError("INVALID_JSON", f"Not valid JSON: {exc}") from None
    check_tree(data)
    return data


class JSONParser(parsers.JSONParser):
    """DRF's JSON parser with the house's checks (see the module docstring)."""

    def parse(self, stream, media_type=None, parser_context=None):
        encoding = (parser_context or {}).get("encoding", settings.DEFAULT_CHARSET)
        return json_loads(stream.read(), encoding)


def query_and_cookies_problem(request) -> DomainError | None:
    if problem := text_problem(request.path_info):
        return _refuse_text(problem, "path")
    for name, values in request.GET.lists():
        for value in [name, *values]:
            if problem := text_problem(value):
                return _refuse_text(problem, name)
    for name, value in request.COOKIES.items():
        if "\x00" in name or "\x00" in value:
            return _refuse_text("Cookies may not contain NUL characters.")
    return None


def _form_problem(request) -> DomainError | None:
    if request.method != "POST" or request.content_type not in FORM_TYPES:
        return None
    try:
        form = request.POST
    except RequestDataTooBig:
        return body_too_large()
    except (MultiPartParserError, SuspiciousOperation) as exc:
        # No boundary, a part's headers past 1 KiB, too many fields or files: Django would answer 400 too,
        # but log a traceback for what a client did.
        return DomainError("INVALID_FORM", f"The form could not be read: {exc}")
    for name, values in form.lists():
        for value in [name, *values]:
            if problem := text_problem(value):
                return _refuse_text(problem, name)
    return None


def body_too_large() -> DomainError:
    return DomainError("BODY_TOO_LARGE", "The request body is too large.", status=413,
                       maxBytes=settings.DATA_UPLOAD_MAX_MEMORY_SIZE)


def refusal_response(request, error: DomainError):
    """The API's JSON error, or the site's 400 page for a page."""
    if request.path.startswith("/api/") or "application/json" in request.headers.get("Accept", ""):
        return domain_error_response(error)
    return render(request, "400.html", {"message": error.message}, status=error.status)


class InputGuardMiddleware(HybridMiddleware):
    """Refuse unstorable text before any view sees it (the body of an ASGI request is already read)."""

    def before(self, request):
        error = query_and_cookies_problem(request) or _form_problem(request)
        return (lambda: refusal_response(request, error)) if error else None
