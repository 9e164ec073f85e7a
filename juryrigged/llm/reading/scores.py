"""A score as written (8, "8", "8/10", "7 out of 10", "4/5", "**7.5**") on the rubric's range. Pure.

A fraction is scaled to the rubric's top (4/5 on a 1–10 rubric is 8); a bare number is on
the scale the answer declared ("1–5 scale", a "Score (1-5)" column, a "scale": 5 key), else
on the rubric's own. A value outside the rubric's range after scaling is not a score (never
clipped); a range ("6-7") or a percentage is not a score.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

_MARK = r"[*_`]*"
SCORE = (rf"(?:{_MARK}\s*)*(?P<number>\d{{1,3}}(?:\.\d+)?)\s*{_MARK}"
         rf"(?:\s*(?:/|out\s+of)\s*{_MARK}\s*(?P<out_of>\d{{1,3}}))?{_MARK}"
         r"(?![\d.]*\s*%)(?!\s*(?:[-–]|to)\s*\d)(?!\.?\d)")
_WHOLE = re.compile(rf"^\s*{SCORE}\s*(?:points?|pts)?\s*{_MARK}\s*(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
_RANGE = r"[01]\s*(?:-|–|to)\s*(\d{1,3})"
# In prose a scale is declared only in words about scores: "on a 1–5 scale", "scale of 1 to 5", "scores out of 5".
_DECLARED_IN_PROSE = re.compile(
    rf"\b{_RANGE}[- ](?:point\s+)?scale\b|\bscale\s+(?:of|from)\s+{_RANGE}\b"
    r"|\b(?:scores?|ratings?)\s+(?:are\s+)?(?:out\s+of|/)\s*(\d{1,3})\b", re.IGNORECASE)
# In a column header or a key's value, the range alone says it: "Score (1-5)", "scale": "1-5".
_DECLARED_IN_LABEL = re.compile(rf"\(\s*{_RANGE}\s*\)|^\s*{_RANGE}\s*$|/\s*(\d{{1,3}})\s*\)?\s*$",
                                re.IGNORECASE)


def round_half_up(value, places: int = 0):
    """JavaScript's Math.round semantics (7.5 → 8, 7.65 → 7.7), not Python's banker's rounding."""
    quantum = Decimal(1).scaleb(-places)
    rounded = Decimal(str(value)).quantize(quantum, rounding=ROUND_HALF_UP)
    return int(rounded) if places == 0 else float(rounded)


def declared_scale(text, *, label: bool = False) -> int | None:
    """The top of the scale an answer's prose (or, with `label`, a column header or a key's value) declares."""
    if isinstance(text, (int, float)) and not isinstance(text, bool):
        return int(text) if 2 <= text <= 100 else None
    if not isinstance(text, str):
        return None
    match = (_DECLARED_IN_LABEL if label else _DECLARED_IN_PROSE).search(text)
    if not match:
        return None
    top = int(next(group for group in match.groups() if group))
    return top if 2 <= top <= 100 else None


def parse_score(raw, *, low: float, high: float, scale: int | None = None, loose: bool = False) -> int | None:
    """The rubric's integer score a written value stands for, or None.

    `loose` lets text follow the score in a cell ("8/10 — solid"); without it the value must be
    the score alone. `scale` is the declared scale for a bare number (None: the rubric's own).
    """
    if isinstance(raw, bool) or raw is None:
        return None
    if isinstance(raw, (int, float)):
        number, out_of = Decimal(str(raw)), None
    elif isinstance(raw, str):
        match = _WHOLE.match(raw)
        if not match or (match.group("rest").strip(" *_.") and not loose) or re.search(r"\d", match.group("rest")
                                                                                           [:12]):
            return None
        try:
            number = Decimal(match.group("number"))
        except InvalidOperation:
            return None
        out_of = int(match.group("out_of")) if match.group("out_of") else None
    else:
        return None
    return on_rubric(number, out_of or scale, low=low, high=high)


def on_rubric(number: Decimal, out_of: int | None, *, low: float, high: float) -> int | None:
    if out_of is not None and out_of <= 0:
        return None
    if out_of is not None and out_of != high:
        if number > out_of:
            return None
        number = number * Decimal(str(high)) / Decimal(out_of)
    if number < Decimal(str(low)) or number > Decimal(str(high)):
        return None
    return round_half_up(number)
