"""A score as written on the rubric's range. Pure.

The scale is found from the way the score is written (a scale detector):
- a number (8, "8", "**7.5**"): on the scale the answer declared ("1–5 scale", a "Score (1-5)"
  column, a "scale": 5 key), else on the rubric's own;
- a fraction ("8/10", "7 out of 10", "4/5"): scaled to the rubric's top (4/5 on 1–10 is 8);
- a percentage ("85%", "85 percent"): out of 100, scaled the same way (85% is 9 on 1–10);
- stars: glyphs ("★★★★☆" is 4 of 5; "⭐⭐⭐" with no empty star is 3 of 5) or counted
  ("4 stars", "4/5 stars", "4 out of 5 stars"; a count alone is out of 5);
- a letter grade (A+ … F): its US grade points (A+ = A = 4.0, A− 3.7, B+ 3.3 … D− 0.7, F 0)
  spread over the rubric's whole range (F is the lowest score, A the highest);
- a word on a five-point scale (excellent 5, very good 4.5, good 4, fair 3, poor 2, very poor 1,
  and near synonyms), scaled like 3/5.
Everything is rounded half up. A value outside the rubric's range after scaling is not a score
(never clipped); a range ("6-7") is not a score, nor a form that says two different scores
("★★★★☆ (3/5)").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

_MARK = r"[*_`]*"
SCORE = (rf"(?:{_MARK}\s*)*(?P<number>\d{{1,3}}(?:\.\d+)?)\s*{_MARK}"
         rf"(?:\s*(?:/|out\s+of)\s*{_MARK}\s*(?P<out_of>\d{{1,3}}))?{_MARK}"
         r"(?![\d.]*\s*(?:%|percent\b|per\s+cent\b))(?!\s*(?:[-–]|to)\s*\d)(?!\.?\d)")
_WHOLE = re.compile(rf"^\s*{SCORE}\s*(?P<unit>points?|pts|stars?|★|⭐)?\s*{_MARK}\s*(?P<rest>.*)$",
                    re.IGNORECASE | re.DOTALL)
# What may follow a grade or a word in its cell or line: nothing, punctuation, a dash, a bracket.
_ENDS = r"(?=\s*$|\s*[.,;:!)(|—–]|\s+-\s)"
_PERCENT = re.compile(rf"^\s*(?:{_MARK}\s*)*(?P<number>\d{{1,3}}(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)\s*{_MARK}"
                      rf"{_ENDS}(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
_FILLED, _HALF, _EMPTY = "★⭐🌟", "½⯪⯨", "☆✩✰"
_GLYPH = rf"[{_FILLED}{_HALF}{_EMPTY}\ufe0f]"
_GLYPHS = re.compile(rf"^\s*(?:{_MARK}\s*)*(?P<glyphs>{_GLYPH}(?:\s?{_GLYPH})*)\s*{_MARK}"
                     rf"(?:{_ENDS}|(?=\s*[(\[]?\d))(?P<rest>.*)$", re.DOTALL)
LETTER_POINTS = {"A+": 4.0, "A": 4.0, "A-": 3.7, "B+": 3.3, "B": 3.0, "B-": 2.7, "C+": 2.3, "C": 2.0, "C-": 1.7,
                 "D+": 1.3, "D": 1.0, "D-": 0.7, "F": 0.0}
_LETTER = re.compile(rf"^\s*(?:{_MARK}\s*)*(?P<letter>[A-DF])\s?(?P<sign>[+\-−–]?)(?![\w+])\s*{_MARK}{_ENDS}"
                     r"(?P<rest>.*)$", re.DOTALL)
# A word on a five-point scale (points of 5).
WORD_POINTS = {"excellent": 5, "outstanding": 5, "exceptional": 5, "superb": 5, "very good": 4.5, "very strong": 4.5,
               "good": 4, "strong": 4, "solid": 4, "fair": 3, "adequate": 3, "average": 3, "acceptable": 3,
               "satisfactory": 3, "moderate": 3, "poor": 2, "weak": 2, "bad": 2,
               "very poor": 1, "very weak": 1, "very bad": 1, "terrible": 1, "unacceptable": 1}
_WORDS = "|".join(sorted((w.replace(" ", r"\s+") for w in WORD_POINTS), key=len, reverse=True))
_WORD = re.compile(rf"^\s*(?:{_MARK}\s*)*(?P<word>{_WORDS})\s*{_MARK}{_ENDS}(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
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

    `raw` is a value as written, or the `Written` form `starts_with_score` already found in it (not
    matched again). `loose` lets text follow the score in a cell ("8/10 — solid"); without it the value
    must be the score alone. `scale` is the declared scale for a bare number (None: the rubric's own).
    """
    if isinstance(raw, Written):
        return _on_range(raw, low=low, high=high, scale=scale, loose=loose)
    if isinstance(raw, bool) or raw is None:
        return None
    if isinstance(raw, (int, float)):
        number = Decimal(str(raw))
    elif isinstance(raw, str):
        written = starts_with_score(raw)
        return _on_range(written, low=low, high=high, scale=scale, loose=loose) if written else None
    else:
        return None
    return on_rubric(number, scale, low=low, high=high)


def _rest_ok(rest: str, loose: bool, score: int | None, *, low: float, high: float) -> bool:
    """Text after a score: nothing (or any text with `loose`), and no other number soon after it — except the
    same score restated ("★★★★☆ (4/5)", "B+ (8/10)")."""
    rest = rest.strip()
    if not rest.strip(" *_."):
        return True
    if not re.search(r"\d", rest[:12]):
        return loose
    restated = re.match(r"^[(\[]?\s*(\d{1,3}(?:\.\d+)?\s*(?:/|out\s+of)\s*\d{1,3}|\d{1,3}\s*%)\s*[)\]]?", rest, re.I)
    if not restated or score is None:
        return False
    again = parse_score(restated.group(1), low=low, high=high)
    return again == score and (loose or not rest[restated.end():].strip(" *_."))


def _on_range(written: Written, *, low: float, high: float, scale: int | None, loose: bool) -> int | None:
    """The scale detector's form put on the rubric's range (None when what follows it, or its value, rules it out)."""
    form, match = written.form, written.match
    if form == "number":
        unit = (match.group("unit") or "").lower()
        out_of = int(match.group("out_of")) if match.group("out_of") else (5 if unit[:1] in ("s", "★", "⭐") else None)
        try:
            number = Decimal(match.group("number"))
        except InvalidOperation:
            return None
        rest = match.group("rest")
        if (rest.strip(" *_.") and not loose) or re.search(r"\d", rest[:12]):
            return None
        return on_rubric(number, out_of or scale, low=low, high=high)
    if form == "percent":
        score = on_rubric(Decimal(match.group("number")), 100, low=low, high=high)
        return score if _rest_ok(match.group("rest"), loose, score, low=low, high=high) else None
    if form == "glyphs":
        glyphs = match.group("glyphs")
        filled = sum(glyphs.count(g) for g in _FILLED)
        half = sum(glyphs.count(g) for g in _HALF)
        empty = sum(glyphs.count(g) for g in _EMPTY)
        out_of = filled + half + empty if empty or half else 5
        if not filled + half or filled + half > out_of:
            return None
        score = on_rubric(Decimal(filled) + Decimal("0.5") * half, out_of, low=low, high=high)
        return score if _rest_ok(match.group("rest"), loose, score, low=low, high=high) else None
    if form == "letter":
        sign = match.group("sign").replace("−", "-").replace("–", "-")
        points = LETTER_POINTS.get(match.group("letter") + sign)
        if points is None:
            return None
        score = round_half_up(Decimal(str(low)) + Decimal(str(points)) / 4 * (Decimal(str(high)) - Decimal(str(low))))
        return score if _rest_ok(match.group("rest"), loose, score, low=low, high=high) else None
    points = WORD_POINTS[re.sub(r"\s+", " ", match.group("word").lower())]  # form == "word"
    score = on_rubric(Decimal(str(points)), 5, low=low, high=high)
    return score if _rest_ok(match.group("rest"), loose, score, low=low, high=high) else None


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


@dataclass(frozen=True)
class Written:
    """A score as the scale detector found it at the start of a text: its form and the match, not yet on a range."""
    form: str  # "number", "percent", "glyphs", "letter", "word"
    match: re.Match


_FORMS = (("number", _WHOLE), ("percent", _PERCENT), ("glyphs", _GLYPHS), ("letter", _LETTER), ("word", _WORD))


def starts_with_score(text: str) -> Written | None:
    """The score the text starts with, in the first form the scale detector knows (that form decides how it is
    read), or None. `parse_score` takes what this returns and puts it on a range without matching again."""
    if not isinstance(text, str):
        return None
    for form, pattern in _FORMS:
        match = pattern.match(text)
        if match:
            return Written(form, match)
    return None
