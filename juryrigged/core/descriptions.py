"""A view's description on the browsable API, rendered from Markdown as DRF renders it, with Markdown loaded by the
first page that shows one rather than at a web process's start (issue 28).

DRF's `compat` imports Markdown (and with it xml.etree: about 2 MB of a web process) when it is imported, to render a
view's docstring on its browsable API pages. A web process is set up without it (juryrigged/core/optional.py), so
DRF's own `apply_markdown` is None there; this function, the `VIEW_DESCRIPTION_FUNCTION` setting, renders the same
HTML as DRF's: the table-of-contents extension with headers from <h2> (DRF's syntax highlighting needs Pygments,
which a web process is also set up without, so it adds nothing in either).
"""

from __future__ import annotations

from django.utils.safestring import SafeString, mark_safe
from rest_framework.views import get_view_description

_TOC = "markdown.extensions.toc"


def view_description(view, html: bool = False) -> str | SafeString:
    """DRF's `get_view_description`, its HTML rendered from Markdown as DRF's `apply_markdown` renders it."""
    description = get_view_description(view, html=False)
    if not html:
        return description
    import markdown  # lazy: only a browsable API page shows a description (see the module docstring)

    md = markdown.Markdown(extensions=[_TOC], extension_configs={_TOC: {"baselevel": "2"}})
    return mark_safe(md.convert(description))
