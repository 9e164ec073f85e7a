"""Model text to safe HTML: Markdown through `markdown`, then `nh3.clean` (no raw HTML from a model survives)."""

from __future__ import annotations

ALLOWED_TAGS = {"p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "em", "b", "i", "code", "pre",
                "blockquote", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td", "a", "del", "sup", "sub"}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "th": {"align", "style"}, "td": {"align", "style"}}


def markdown_html(text: str) -> str:
    """Sanitized HTML for a model's Markdown: tables and lists kept; scripts, styles, handlers and raw HTML dropped.

    Raw HTML in the text is escaped by the Markdown step (its HTML handlers are removed),
    then anything not on the allow-list is removed; links get rel="noopener noreferrer nofollow".
    """
    import markdown as markdown_lib  # lazy: a report's first page or the worker's report (issue 28: ~2 MB at idle)
    import nh3  # lazy: with Markdown (its compiled core is ~1.5 MB of a process's memory)

    md = markdown_lib.Markdown(extensions=["tables", "sane_lists", "fenced_code"])
    # Raw HTML in a model's text is shown as text, never interpreted.
    md.preprocessors.deregister("html_block")
    md.inlinePatterns.deregister("html")
    html = md.convert(text or "")
    return nh3.clean(html, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES, url_schemes={"http", "https", "mailto"},
                     link_rel="noopener noreferrer nofollow", filter_style_properties={"text-align"})
