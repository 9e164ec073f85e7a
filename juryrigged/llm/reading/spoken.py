"""The line a character says, read from a model's plain-text answer by the answer's structure. Pure.

Used for every spoken line (courtroom turns, the game's witnesses, counsel, jurors and the judge's
own words). Thinking aloud is not the line. JSON is found anywhere, as the reader finds it
(`jsonfind`: fenced, bare, after a lead-in such as "Here is my line:", near-JSON repaired):
an answer that is its JSON says the one line field of its one object (`{"statement": "…"}`,
any case). Two line fields, no line field, or JSON that cannot be read say nothing, because a
character never says braces and keys aloud. A refusal to play the part says nothing either.
A line cut off at `max_tokens` ends at its last full sentence, or trails off with "…" if it has
none. "" tells the caller to use its scripted line.
"""

from __future__ import annotations

import re

from juryrigged.llm.reading import CUT_OFF
from juryrigged.llm.reading.jsonfind import json_values
from juryrigged.llm.reading.text import unwrap, without_spans
from juryrigged.llm.sanitize import sanitize_spoken

# The fields a model that wraps its line in JSON puts it under ({"statement": "..."}).
LINE_KEYS = ("statement", "text", "line", "answer", "response", "speech", "reply", "content", "dialogue", "message")
# A refusal to play the part ("I'm sorry, but I can't help with that", "As an AI language model..."), never a
# character's own words: "I'm sorry, but I can't convict him on this" is a juror speaking, and stays.
_REFUSAL = re.compile(
    r"^\W*(?:(?:i'?m|i am) sorry|sorry|i apologi[sz]e|unfortunately)\b[^.!?\n]{0,40}?\bi (?:can(?:no|')t|won'?t|"
    r"am unable to|am not able to) (?:help|assist|comply|fulfil|fulfill|provide|engage|participate|role-?play|"
    r"continue|do that|write|generate|create)\b"
    r"|\bas an ai\b|\b(?:an )?ai (?:language )?model\b|\blanguage model\b", re.IGNORECASE)
# What may stand before an answer's JSON without being said: "Here is my line:", "Juror 4:".
_LEAD_IN = re.compile(r"^[^\n]{0,120}:\s*$")
_SENTENCE_END = re.compile(r"[.!?…][\"'”’)]*(?=\s|$)")


def _lines_in(value) -> list[str]:
    if not isinstance(value, dict):
        return []
    return [v for k, v in value.items() if str(k).lower() in LINE_KEYS and isinstance(v, str) and v.strip()]


def _finished(line: str) -> str:
    """A cut-off line up to its last full sentence; without one, the line trailing off."""
    ends = list(_SENTENCE_END.finditer(line))
    if ends:
        return line[:ends[-1].end()]
    return line.rstrip(" ,;:-—–") + "…"


def spoken_line(answer: str, *, max_chars: int | None = None, finish_reason: str | None = None) -> str:
    """The line a character says in a model's answer (see the module docstring); "" when there is none."""
    text = unwrap(answer or "").strip()
    if not text:
        return ""
    found = json_values(text)
    rest = without_spans(text, [(f.start, f.end) for f in found]).strip().strip("`").strip()
    if found and (not rest or _LEAD_IN.match(rest)):
        # The answer is its JSON: its one object's one line field, or nothing to say.
        lines = _lines_in(found[0].value) if len(found) == 1 else []
        if len(lines) != 1:
            return ""
        line = lines[0]
    elif text.startswith("{") and not found:
        return ""  # JSON that cannot be read (cut off mid-object): not a line to say
    else:
        # Words with some JSON beside them: the words, without any strict JSON object (a repaired "{…}" span in
        # the words is more likely the words' own braces).
        line = without_spans(text, [(f.start, f.end) for f in found if not f.repaired])
    if _REFUSAL.search(line):
        return ""
    if finish_reason in CUT_OFF:
        line = _finished(line.strip())
    return sanitize_spoken(line, max_chars=max_chars)
