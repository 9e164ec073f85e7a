"""Reading juror assessments and foreman reports as real models write them.

Pure functions over text. The rules (spec §B "Score Parser" and §F, as the issue
sharpens them):

- A dimension's score comes from its markdown-table row (`| Accuracy | 8 |`, bold,
  `8/10`, `7.5` all accepted); without a usable row, from an inline form
  (`Accuracy: 8`, `**Accuracy**: 8/10`, `Accuracy — 8`, `1. **Accuracy** - 7.5/10`).
- A non-integer score is rounded half up (7.5 → 8). A score outside 1–10 (checked
  before rounding, so 0.6 and 10.5 are out) is missing for that dimension only; so
  is a fraction over anything but 10.
- The verdict is the LAST `VERDICT: X` (a juror may quote content that contains one);
  without one, the spec's keyword fallback over the last 500 characters (APPROVE,
  then REJECT, then REVISE).
- Recommendations are the items of the juror's `Recommendations` list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

DIMENSIONS = ("accuracy", "completeness", "clarity", "relevance", "actionability")
VERDICTS = ("APPROVE", "REVISE", "REJECT")

_NUMBER = r"(\d{1,3}(?:\.\d+)?)"
_DENOMINATOR = r"(?:\s*/\s*(\d{1,3}))?"
_VERDICT_LINE = re.compile(r"VERDICT\s*\**\s*:\s*\**\s*\[?\s*(APPROVE|REVISE|REJECT)\b", re.IGNORECASE)
_HEADING = re.compile(r"^\s{0,3}(?:#{1,6}\s+(?P<hash>.+?)\s*#*\s*$|\*\*(?P<bold>[^*]+?)\*\*\s*:?\s*$)")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+(?P<text>.*\S)\s*$")
_NOTHING = re.compile(r"^\W*(none|n/?a|no (further )?(recommendations|improvements)( needed| required)?|"
                      r"nothing( to add)?|not applicable)\W*$", re.IGNORECASE)


def _table_pattern(dimension: str) -> re.Pattern:
    return re.compile(
        rf"^\s*\|\s*(?:\d+\.\s*)?[*_]*\s*{dimension}\s*[*_]*\s*\|\s*[*_]*\s*{_NUMBER}{_DENOMINATOR}\s*[*_]*\s*\|",
        re.IGNORECASE | re.MULTILINE,
    )


def _inline_pattern(dimension: str) -> re.Pattern:
    # The name, then only separators (colon, dashes, bold, brackets) before the number,
    # so prose such as "accuracy is fine in 3 places" does not count.
    return re.compile(
        rf"\b{dimension}\b[*_]*(?:\s*\(?\s*score\s*\)?)?[\s:—–\-(=*_]+\**\s*{_NUMBER}{_DENOMINATOR}(?![\d.]*\s*%)",
        re.IGNORECASE,
    )


_TABLE = {d: _table_pattern(d) for d in DIMENSIONS}
_INLINE = {d: _inline_pattern(d) for d in DIMENSIONS}


def round_half_up(value, places: int = 0):
    """JavaScript's Math.round semantics (7.5 → 8, 7.65 → 7.7), not Python's banker's rounding."""
    quantum = Decimal(1).scaleb(-places)
    rounded = Decimal(str(value)).quantize(quantum, rounding=ROUND_HALF_UP)
    return int(rounded) if places == 0 else float(rounded)


def _score(number: str, denominator: str | None) -> int | None:
    """The 1–10 integer a matched number stands for, or None when it is out of range."""
    if denominator is not None and int(denominator) != 10:
        return None
    try:
        value = Decimal(number)
    except InvalidOperation:
        return None
    if value < 1 or value > 10:
        return None
    return round_half_up(value)


def parse_scores(text: str) -> dict[str, int | None]:
    """Each dimension's score (1–10) or None; a dimension never borrows another's number."""
    scores: dict[str, int | None] = {}
    for dimension in DIMENSIONS:
        row = _TABLE[dimension].search(text)
        if row:
            # A table row is the juror's explicit score: out of range means missing, not "look elsewhere".
            scores[dimension] = _score(row.group(1), row.group(2))
            continue
        scores[dimension] = None
        for match in _INLINE[dimension].finditer(text):
            scores[dimension] = _score(match.group(1), match.group(2))
            break
    return scores


def parse_verdict(text: str) -> str | None:
    """The last explicit `VERDICT:` line, else the spec's keyword fallback, else None."""
    explicit = _VERDICT_LINE.findall(text)
    if explicit:
        return explicit[-1].upper()
    tail = text[-500:]
    for keyword in ("APPROVE", "REJECT", "REVISE"):
        if re.search(rf"\b{keyword}\b", tail, re.IGNORECASE):
            return keyword
    return None


def average(scores: dict[str, int | None]) -> float | None:
    """Mean of the parsed scores, one decimal (half up), or None when none parsed."""
    values = [v for v in scores.values() if v is not None]
    if not values:
        return None
    return round_half_up(Decimal(sum(values)) / Decimal(len(values)), 1)


def sections(text: str) -> dict[str, str]:
    """Markdown sections by lower-cased heading text (`### Key Strengths (Consensus)` → body)."""
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        heading = _HEADING.match(line)
        if heading:
            title = (heading.group("hash") or heading.group("bold")).strip().strip("*_ ").rstrip(":").lower()
            current = found.setdefault(title, [])
            continue
        if current is not None:
            current.append(line)
    return {title: "\n".join(lines).strip() for title, lines in found.items()}


def section(text: str, *names: str) -> str | None:
    """The body of the first section whose heading starts with one of `names` (case-insensitive)."""
    bodies = sections(text)
    for name in names:
        for title, body in bodies.items():
            if title.startswith(name.lower()):
                return body
    return None


def _clean_item(text: str) -> str:
    text = re.sub(r"(\*\*|__)(.+?)\1", r"\2", text)
    return re.sub(r"\s+", " ", text).strip()


def list_items(body: str | None) -> list[str]:
    """The items of a bulleted or numbered list; wrapped lines join their item.

    A body without list markers counts as one item per paragraph; "None", "N/A" and
    the like count as no items.
    """
    if not body:
        return []
    items: list[str] = []
    in_list = False
    for line in body.splitlines():
        item = _LIST_ITEM.match(line)
        if item:
            items.append(item.group("text"))
            in_list = True
        elif line.strip() and in_list and line.startswith((" ", "\t")):
            items[-1] += " " + line.strip()
        elif not line.strip():
            continue
        elif in_list:
            in_list = False
    if not items:
        items = [p for p in re.split(r"\n\s*\n", body) if p.strip()]
    cleaned = [_clean_item(i) for i in items]
    return [i for i in cleaned if i and not _NOTHING.match(i) and not set(i) <= set("-|:[] ")]


def parse_recommendations(text: str) -> list[str]:
    return list_items(section(text, "recommendations", "improvement recommendations"))


@dataclass(frozen=True)
class ParsedJuror:
    scores: dict[str, int | None]
    average: float | None
    verdict: str | None
    recommendations: list[str] = field(default_factory=list)

    @property
    def parse_success(self) -> bool:
        """True when all five scores and the verdict were read."""
        return self.verdict is not None and all(v is not None for v in self.scores.values())


def parse_juror(text: str) -> ParsedJuror:
    scores = parse_scores(text)
    return ParsedJuror(scores=scores, average=average(scores), verdict=parse_verdict(text),
                       recommendations=parse_recommendations(text))


_FINAL_VERDICT = re.compile(r"final\s+verdict\s*\**\s*:?\s*\**\s*(APPROVE|REVISE|REJECT)\b", re.IGNORECASE)
_UNANIMOUS = re.compile(r"\b(jury|verdict|decision|vote)\s+(was|is)\s+unanimous\b|^\W*unanimous\W*$", re.IGNORECASE)


@dataclass(frozen=True)
class ParsedForeman:
    stated_verdict: str | None
    key_strengths: list[str]
    key_weaknesses: list[str]
    recommendations: list[str]
    dissenting_opinions: list[str]


def parse_foreman(text: str) -> ParsedForeman:
    """The sections of a `## Jury Verdict Report`. A unanimous jury has no dissenting opinions."""
    stated = _FINAL_VERDICT.findall(text)
    dissent = [item for item in list_items(section(text, "dissenting opinion", "dissent"))
               if not _UNANIMOUS.search(item)]
    return ParsedForeman(
        stated_verdict=stated[-1].upper() if stated else None,
        key_strengths=list_items(section(text, "key strengths", "strengths")),
        key_weaknesses=list_items(section(text, "key weaknesses", "weaknesses")),
        recommendations=list_items(section(text, "improvement recommendations", "recommendations")),
        dissenting_opinions=dissent,
    )


def clean_title(text: str, *, max_chars: int = 80) -> str:
    """A one-line title from a model's answer: first line, no quotes, markdown or end punctuation."""
    line = next((l for l in text.strip().splitlines() if l.strip()), "")
    line = re.sub(r"^\s*(#+\s*|title\s*:\s*)", "", line, flags=re.IGNORECASE)
    line = line.strip().strip("\"'“”‘’*_`").strip()
    line = re.sub(r"[.!?:;,]+$", "", line).strip()
    line = re.sub(r"\s+", " ", line)
    if len(line) > max_chars:
        line = line[:max_chars].rsplit(" ", 1)[0]
    return line
