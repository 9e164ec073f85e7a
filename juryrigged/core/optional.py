"""Start a web process without optional libraries that the libraries it imports look for but it never uses.

Some libraries try an import at their own import and fall back when it fails. Three of them cost a web process
about 8 MB for nothing (issue 28, measured on one uvicorn process): Django's admindocs utilities (imported by
DRF's schema generators) load docutils to render docstrings in admindocs' own pages, which are not installed;
DRF's `compat` loads requests (with urllib3, idna and charset-normalizer) for `RequestsClient`, a test helper,
and Pygments to colour a ``` block in a view's docstring on the browsable API (no view docstring of ours has
one, so its pages lose only Pygments' unused stylesheet; the reports' Markdown, evaluation/rendering.py, does
not highlight). None is a dependency of ours.

Two more, about 2 MB and 40 ms of a start: PyYAML, which kombu loads to offer a YAML message codec (Celery
accepts JSON only, its default) and DRF's `compat` for its own OpenAPI renderer (the schema is drf-spectacular's,
whose renderer imports PyYAML itself when a schema is asked for); and greenlet, which Celery's `utils.threads`
prefers to the thread's id for its context stacks (greenlet is not a dependency of ours: Playwright, a test tool,
brings it; without it Celery uses the thread's id, as in production). The Celery app is imported by the
`juryrigged` package itself, before the ASGI module sets Django up, so it is imported under the same block
(juryrigged/__init__.py); a process that imported Celery first (`celery -A juryrigged worker`, beat) already
has them and is unchanged.

And Markdown (with xml.etree, about 2 MB): DRF's `compat` loads it to render a view's docstring on the browsable
API, which `juryrigged.core.descriptions` (the VIEW_DESCRIPTION_FUNCTION setting) does as DRF does, loading Markdown
with the first page that shows one; the reports' Markdown (evaluation/rendering.py) loads it at their first too.

`absent(*names)` makes those imports fail while the app is set up (the import system's own rule: a module set
to None in `sys.modules` raises ModuleNotFoundError), then lifts the block, so that code importing them later
still can. Only names no module has imported yet are blocked.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager

# What a web process is set up without (see the module docstring for who looks for them and why).
NOT_AT_START = ("docutils", "requests", "pygments", "yaml", "greenlet", "markdown")


@contextmanager
def absent(*names: str):
    blocked = [name for name in names if name not in sys.modules]
    for name in blocked:
        sys.modules[name] = None
    try:
        yield
    finally:
        for name in blocked:
            if name in sys.modules and sys.modules[name] is None:
                del sys.modules[name]
