"""Every JSON value in a model's answer, with where it stands. Pure.

Found in fenced blocks and in bare `{…}` / `[{…}]` spans outside them, in order. Strict
JSON first; a fenced block or a `{…}` span that is not strict JSON is given to the
`json-repair` library (single quotes, unquoted keys, trailing commas, comments, a cut-off
end), so a model's near-JSON is read; a repair that yields no object is not a value.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

_FENCED = re.compile(r"```[ \t]*(?:json|JSON|json5|javascript|js)?[ \t]*\n?(.*?)(?:```|\Z)", re.DOTALL)
_MAX_REPAIR_CHARS = 40_000  # json-repair is pure Python: a huge non-JSON span is not worth it


@dataclass(frozen=True)
class Found:
    start: int  # the span in the text, fences included
    end: int
    value: object
    repaired: bool = False


def _balanced(text: str, opener: str, closer: str):
    """(start, end) of each top-level opener…closer span, strings respected."""
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
        if ch == '"' and depth:
            in_string = True
        elif ch == opener:
            if depth == 0:
                start = i
            depth += 1
        elif ch == closer and depth:
            depth -= 1
            if depth == 0:
                yield start, i + 1


def _load(candidate: str, *, repair: bool) -> tuple[object, bool] | None:
    try:
        return json.loads(candidate), False
    except (json.JSONDecodeError, RecursionError):
        pass
    if not repair or len(candidate) > _MAX_REPAIR_CHARS or not candidate.lstrip().startswith(("{", "[")):
        return None
    import json_repair  # lazy: only an answer that is not strict JSON needs it (~0.8 MB a web process never idles with)

    try:
        value = json_repair.repair_json(candidate, return_objects=True, skip_json_loads=True)
    except (ValueError, RecursionError):  # the library raises little, but a parser of model text must not crash
        return None
    if isinstance(value, dict) and value or isinstance(value, list) and any(isinstance(v, dict) for v in value):
        return value, True
    return None


def json_values(text: str) -> list[Found]:
    """Every JSON object or list of objects in the text, fenced or bare, in order of appearance."""
    found: list[Found] = []
    fences = [(m.start(), m.end(), m.group(1)) for m in _FENCED.finditer(text)]
    for start, end, body in fences:
        loaded = _load(body.strip(), repair=True)
        if loaded and isinstance(loaded[0], (dict, list)):
            found.append(Found(start, end, *loaded))
    inside = [(s, e) for s, e, _ in fences]
    for opener, closer in (("{", "}"), ("[", "]")):
        for start, end in _balanced(text, opener, closer):
            if any(s <= start < e for s, e in inside) or any(f.start <= start < f.end for f in found):
                continue
            loaded = _load(text[start:end], repair=opener == "{")
            if loaded is None:
                continue
            value = loaded[0]
            if isinstance(value, dict) or isinstance(value, list) and any(isinstance(v, dict) for v in value):
                found.append(Found(start, end, *loaded))
    # An object inside a list already found is part of that list, not a value of its own.
    outer = [f for f in found if not any(o is not f and o.start <= f.start and f.end <= o.end for o in found)]
    return sorted(outer, key=lambda f: f.start)
