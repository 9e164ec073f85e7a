"""Labels and yes/no flags as models write them, mapped onto a fixed set of codes. Pure.

A label is matched case-insensitively by its code, the prompt's own wording for it, or a
synonym (`hate_speech`, "Self-harm", "threats or doxxing"); labels come as a list, a
comma-separated string, or an object of label → true/false. A flag is a boolean or its word
("yes", "true", "flagged").
"""

from __future__ import annotations

import re

from juryrigged.llm.reading.fields import Names

_YES = {"true", "yes", "y", "1", "flagged", "flag", "harmful", "unsafe", "block", "blocked", "hold"}
_NO = {"false", "no", "n", "0", "none", "clean", "safe", "ok", "allow", "allowed", "pass"}


def read_flag(value) -> bool | None:
    """True/False for a boolean or its word; None when the value says neither."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return bool(value) if value in (0, 1) else None
    if isinstance(value, str):
        word = value.strip().strip(".!*_\"'").lower()
        return True if word in _YES else False if word in _NO else None
    return None


def read_labels(value, names: Names) -> tuple[list[str], list[str]]:
    """(codes the value names, in order and once each; the labels that name no code)."""
    if isinstance(value, dict):
        items = [k for k, v in value.items() if read_flag(v) or (isinstance(v, (int, float)) and v > 0.5)]
    elif isinstance(value, str):
        items = [part for part in re.split(r"\s*(?:[,;|\n]|\band\b)\s*", value) if part.strip()]
    elif isinstance(value, list):
        items = [item for item in value if isinstance(item, str)]
        items += [item.get("category") or item.get("name") or "" for item in value if isinstance(item, dict)]
    else:
        return [], []
    codes, unknown = [], []
    for item in items:
        code = names.match(item)
        if code is None:
            unknown.append(item)
        elif code not in codes:
            codes.append(code)
    return codes, unknown
