"""Making model output fit to be spoken or shown as plain text."""

import json
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


# The fields a model that wraps its line in JSON puts it under ({"statement": "..."}).
_LINE_KEYS = ("statement", "text", "line", "answer", "response", "speech", "reply", "content", "dialogue", "message")
_FENCED = re.compile(r"^\s*```(?:json|JSON)?\s*(.*?)```\s*$", re.DOTALL)
# A refusal to play the part ("I'm sorry, but I can't help with that", "As an AI language model..."), never a
# character's own words: "I'm sorry, but I can't convict him on this" is a juror speaking, and stays.
_REFUSAL = re.compile(
    r"^\W*(?:(?:i'?m|i am) sorry|sorry|i apologi[sz]e|unfortunately)\b[^.!?\n]{0,40}?\bi (?:can(?:no|')t|won'?t|"
    r"am unable to|am not able to) (?:help|assist|comply|fulfil|fulfill|provide|engage|participate|role-?play|"
    r"continue|do that|write|generate|create)\b"
    r"|\bas an ai\b|\b(?:an )?ai (?:language )?model\b|\blanguage model\b", re.IGNORECASE)


def spoken_text(answer: str, *, max_chars: int | None = None) -> str:
    """The line a character says, read from a model's plain-text answer; "" when there is none to read.

    Thinking is dropped; a line wrapped in a JSON object is taken from its one line field (any
    other JSON is not a line); a refusal to play the part is not a line. "" tells the caller to
    use its scripted line instead of speaking something the character never said.
    """
    text = THINKING.sub("", answer or "").strip()
    fenced = _FENCED.match(text)
    candidate = fenced.group(1).strip() if fenced else text
    if candidate.startswith("{"):
        try:
            data = json.loads(re.sub(r",\s*([}\]])", r"\1", candidate))  # small models' trailing commas
        except json.JSONDecodeError:
            return ""  # broken JSON is not a line: never say its braces and keys aloud
        if isinstance(data, dict):
            lines = [v for k, v in data.items() if str(k).lower() in _LINE_KEYS and isinstance(v, str) and v.strip()]
            if len(lines) != 1:
                return ""
            text = lines[0]
    if _REFUSAL.search(text):
        return ""
    return sanitize_spoken(text, max_chars=max_chars)
