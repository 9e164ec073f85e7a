"""Finding the JSON object in a model's plain-text answer."""

from __future__ import annotations

import json

from juryrigged.llm.reading.jsonfind import json_values
from juryrigged.llm.reading.text import THINKING


def _without_trailing_commas(text: str) -> str:
    """The text with each comma that only precedes a closing } or ] removed (outside strings).

    A trailing comma is the one slip of JSON with a single meaning, so it is read; anything
    else that is not JSON (single quotes, comments, missing commas) is left to fail.
    """
    out, in_string, escaped = [], False, False
    for i, ch in enumerate(text):
        if in_string:
            escaped = not escaped and ch == "\\"
            if ch == '"' and not escaped:
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "," and text[i + 1:].lstrip()[:1] in ("}", "]"):
            continue
        out.append(ch)
    return "".join(out)


def _loads(candidate: str) -> object:
    """json.loads, forgiving only trailing commas; raises json.JSONDecodeError (or RecursionError)."""
    try:
        return json.loads(candidate)
    except json.JSONDecodeError:
        repaired = _without_trailing_commas(candidate)
        if repaired == candidate:
            raise
        return json.loads(repaired)


def extract_json(text: str) -> object:
    """The one JSON value in a model's answer: the whole text, a fenced block, or a {...} span.

    Reasoning (`<think>…</think>`) is not the answer. Raises ValueError naming what
    was wrong when there is no JSON, or when there are different JSON objects (an
    example and the answer, or a first try and a correction): guessing which one is
    meant would be reading the answer wrong, so the door asks again instead.
    """
    text = THINKING.sub("", text)
    try:
        return _loads(text.strip())
    except (json.JSONDecodeError, RecursionError):
        pass
    distinct: dict[str, object] = {}
    for value in _values(text):
        distinct.setdefault(json.dumps(value, sort_keys=True), value)
    if len(distinct) > 1:
        raise ValueError(f"the answer contained {len(distinct)} different JSON objects; send exactly one")
    if distinct:
        return next(iter(distinct.values()))
    raise ValueError("the answer contained no valid JSON object")


def _values(text: str) -> list:
    """Every JSON value in fenced blocks and bare spans outside them, in order of appearance.

    Found by the kernel's reader (`juryrigged.llm.reading.jsonfind`), the one JSON finder of every
    answer. Near-JSON it repairs (single quotes, unquoted keys, a cut-off end) counts only when the
    answer holds no strict JSON at all: a repaired example beside a strict answer is not a second one.
    """
    found = json_values(text)
    strict = [f.value for f in found if not f.repaired]
    return strict if strict else [f.value for f in found]


def json_objects(text: str) -> list[dict]:
    """Every JSON object in the text (fenced blocks and bare {...} spans), in the order they appear.

    An object both fenced and bare is listed once.
    """
    return [value for value in _values(text) if isinstance(value, dict)]
