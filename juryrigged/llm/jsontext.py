"""Finding the JSON object in a model's plain-text answer."""

from __future__ import annotations

import json
import re

_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)


def _balanced_objects(text: str):
    """Yield each top-level {...} span, respecting strings and escapes."""
    depth, start, in_string, escaped = 0, None, False, False
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            in_string = True
        elif ch == "{":
            if depth == 0:
                start = i
            depth += 1
        elif ch == "}" and depth:
            depth -= 1
            if depth == 0:
                yield text[start : i + 1]


def extract_json(text: str) -> object:
    """The first JSON value found: the whole text, a fenced block, or a {...} span.

    Raises ValueError naming what was wrong when there is none.
    """
    candidates = [text.strip()] + [m.strip() for m in _FENCE.findall(text)] + list(_balanced_objects(text))
    for candidate in candidates:
        if not candidate:
            continue
        try:
            return json.loads(candidate)
        except json.JSONDecodeError:
            continue
    raise ValueError("the answer contained no valid JSON object")
