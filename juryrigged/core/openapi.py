"""The API's OpenAPI annotations, applied when a schema is asked for rather than at process start (issue 28).

drf-spectacular's `extend_schema` builds each view's schema class at decoration time, on its `AutoSchema`, whose
module imports `rest_framework.test` and so `django.test` (with unittest and jinja2): about 4.5 MB that every
web process held while only `/api/schema/`, `/api/docs/`, the `spectacular` command and Django's deploy check
read them. Views here are decorated with `extend_schema` from this module instead: it notes the view and its
arguments, and `annotate()` hands them to drf-spectacular's own decorator, in the order they were written, the
first time a schema is generated (`SchemaGenerator` in `openapi_schema`, the project's DEFAULT_GENERATOR_CLASS).
The schema is the same as decorating at import (tests/core/test_openapi_schema.py).

`schema_view` and `docs_view` are the two schema pages, imported with the URLconf but loading drf-spectacular's
views only at their first request.
"""

from __future__ import annotations

import threading
from functools import cache

from django.views.decorators.csrf import csrf_exempt

_pending: list[tuple[object, dict, bool]] = []
_lock = threading.Lock()


def extend_schema(**kwargs):
    """drf-spectacular's `extend_schema(**kwargs)`, applied at the first schema generation (see the module)."""

    def note(view):
        # A function view given a `cls` after decoration (the vote's schema class) was decorated without one.
        _pending.append((view, kwargs, hasattr(view, "cls")))
        return view

    return note


def annotate() -> None:
    """Apply every noted annotation once, in the order written (idempotent, thread-safe: a caller returns only when
    every annotation noted so far is applied, also while another caller is applying the last of them)."""
    with _lock:
        if not _pending:
            return
        from drf_spectacular.utils import extend_schema as spectacular  # why here: the schema machinery, on demand

        while _pending:
            view, kwargs, had_cls = _pending.pop(0)
            later_cls = None if had_cls or isinstance(view, type) else view.__dict__.pop("cls", None)
            try:
                spectacular(**kwargs)(view)
            finally:
                if later_cls is not None:
                    view.cls = later_cls


def pending() -> int:
    """How many annotations are still to apply (0 once a schema was generated)."""
    return len(_pending)


def _on_first_request(name: str, **initkwargs):
    @cache
    def real():
        from drf_spectacular import views  # why here: see the module

        return getattr(views, name).as_view(**initkwargs)

    @csrf_exempt  # as DRF's views are (read-only pages)
    def view(request, *args, **kwargs):
        return real()(request, *args, **kwargs)

    return view


schema_view = _on_first_request("SpectacularAPIView")
docs_view = _on_first_request("SpectacularSwaggerView", url_name="schema")
