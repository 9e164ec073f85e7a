"""Making model output fit to be spoken or shown as plain text."""

import re

from juryrigged.llm.reading.text import THINKING

_TAG = re.compile(r"</?[A-Za-z][\w:-]*(\s[^<>]*)?/?>")
_URL = re.compile(r"(https?://|www\.)\S+", re.IGNORECASE)
_MD_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_MD_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_MD_EMPHASIS = re.compile(r"(\*\*|__|\*|_|~~|`+)(?=\S)(.+?)(?<=\S)\1")
_MD_LINE_PREFIX = re.compile(r"^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)", re.MULTILINE)
_SPACES = re.compile(r"[ \t]+")


def sanitize_spoken(text: str, *, max_chars: int | None = None) -> str:
    """Strip a reasoning model's thinking, XML-like tags, markdown formatting and URLs; collapse spaces; cap length."""
    text = THINKING.sub("", text or "")
    text = _MD_IMAGE.sub(r"\1", text)
    text = _MD_LINK.sub(r"\1", text)
    text = _TAG.sub("", text)
    text = _URL.sub("", text)
    for _ in range(2):  # nested emphasis such as ***word***
        text = _MD_EMPHASIS.sub(r"\2", text)
    text = _MD_LINE_PREFIX.sub("", text)
    text = "\n".join(_SPACES.sub(" ", line).strip() for line in text.splitlines())
    text = re.sub(r"\n{3,}", "\n\n", text).strip()
    if max_chars is not None and len(text) > max_chars:
        cut = text[:max_chars].rsplit(" ", 1)[0].rstrip(",;:-")
        text = cut + "…"
    return text
