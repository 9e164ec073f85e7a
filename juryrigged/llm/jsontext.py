"""Finding the JSON object in a model's plain-text answer."""

from __future__ import annotations

import json
import re

_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)


def _balanced_objects(text: str):
    """Yield each top-level {...} span, respecting strings and escapes."""
    for _, span in _balanced_spans(text):
        yield span


def _balanced_spans(text: str):
    """Yield (start, span) for each top-level {...} span."""
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
                yield start, text[start : i + 1]


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


def json_objects(text: str) -> list[dict]:
    """Every JSON object in the text (fenced blocks and bare {...} spans), in the order they appear.

    An object both fenced and bare is listed once.
    """
    found: list[tuple[int, str]] = [(m.start(), m.group(1).strip()) for m in _FENCE.finditer(text)]
    fenced = [(m.start(1), m.end(1)) for m in _FENCE.finditer(text)]
    found += [(start, span) for start, span in _balanced_spans(text)
              if not any(a <= start < b for a, b in fenced)]
    objects = []
    for _, candidate in sorted(found, key=lambda item: item[0]):
        try:
            value = json.loads(candidate)
        except (json.JSONDecodeError, RecursionError):
            continue
        if isinstance(value, dict):
            objects.append(value)
    return objects
