"""Reading juror assessments and foreman reports as real models write them.

Pure functions over text. The rules (spec §B "Score Parser" and §F, as the issues
sharpen them):

- The final machine-readable block (`answer_block`) is read first: its verdict and
  each score it gives in range; the text fills what the block lacks.
- Quotations are never evidence (`verdicts.own_words`: code, blockquotes, quoted strings).
- A dimension's score comes from its markdown-table row (`| Accuracy | 8 |`, bold,
  `8/10`, `7.5` all accepted); without a usable row, from the dimension's own heading
  (`### Accuracy` then `Score: 8/10`), then an inline form (`Accuracy: 8`,
  `**Accuracy**: 8/10`, `Accuracy — 8`, `Accuracy: 8 out of 10`), a line that starts
  with the dimension first, then prose (`accuracy earns a 7/10`, `8/10 for accuracy`).
- A non-integer score is rounded half up (7.5 → 8). A score outside 1–10 (checked
  before rounding, so 0.6 and 10.5 are out) is missing for that dimension only; so
  is a fraction over anything but 10, and a range ("6-7").
- The verdict is read from the answer's structure (`verdicts.read_verdict`); two
  different verdicts make it ambiguous: missing, with a warning.
- Recommendations are the items of the juror's `Recommendations` list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from evaluation.jury import answer_block
from evaluation.jury.answer_block import DIMENSIONS
from evaluation.jury.verdicts import HEADING, VERDICTS, ambiguity_warning, explicit_verdicts, own_words, read_verdict

__all__ = ["DIMENSIONS", "VERDICTS"]

_NUMBER = r"(\d{1,3}(?:\.\d+)?)"
_DENOMINATOR = r"(?:[*_]*\s*(?:/|out\s+of)\s*(\d{1,3}))?"
_NOT_RANGE = r"(?![\d.]*\s*%)(?!\s*(?:[-–]|to)\s*\d)"
_LIST_ITEM = re.compile(r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+(?P<text>.*\S)\s*$")
_NOTHING = re.compile(r"^\W*(none|n/?a|no (further )?(recommendations|improvements)( needed| required)?|"
                      r"nothing( to add)?|not applicable)\W*$", re.IGNORECASE)
_LEADING = re.compile(r"[^\w\n]*(?:\d{1,2}[.)])?[^\w\n]*")  # only bullets, numbering and markup before
_SCORE_LINE = re.compile(rf"^[^\w\n]*(?:score|rating)[*_]*\s*[:=—–-]\s*[*_]*\s*{_NUMBER}{_DENOMINATOR}{_NOT_RANGE}",
                         re.IGNORECASE | re.MULTILINE)


def _table_pattern(dimension: str) -> re.Pattern:
    return re.compile(
        rf"^\s*\|\s*(?:\d+\s*\|\s*)?(?:\d+\.\s*)?[^\w|\n]*[*_]*\s*{dimension}\s*[*_]*\s*(?:\([^)|\n]*\)\s*)?[*_]*\s*\|"
        rf"\s*[*_]*\s*{_NUMBER}{_DENOMINATOR}{_NOT_RANGE}\s*[*_]*\s*\|",
        re.IGNORECASE | re.MULTILINE,
    )


def _inline_pattern(dimension: str) -> re.Pattern:
    # The name, then only separators (colon, dashes, bold, brackets) before the number,
    # so prose such as "accuracy is fine in 3 places" does not count.
    return re.compile(
        rf"\b{dimension}\b[*_]*(?:\s*\(?\s*(?:score|rating)\s*\)?)?[\s:—–\-(=*_]+\**\s*{_NUMBER}{_DENOMINATOR}"
        rf"{_NOT_RANGE}",
        re.IGNORECASE,
    )


def _prose_pattern(dimension: str) -> re.Pattern:
    # "accuracy earns a 7/10", "I'd rate accuracy at 8 out of 10", "accuracy gets a 6." — a verb,
    # then a number that is plainly a score (a denominator, or the end of the clause).
    verbs = r"(?:is|as|at|gets|earns|receives|deserves|scores?|rated|merits)"
    return re.compile(
        rf"\b{dimension}\b[*_]*\s+(?:{verbs}\s+(?:an?\s+|a\s+solid\s+|only\s+)?|an?\s+)[*_]*{_NUMBER}"
        rf"(?:[*_]*\s*(?:/|out\s+of)\s*(\d{{1,3}})|(?=[*_]*\s*(?:[.,;)!]|$)))",
        re.IGNORECASE | re.MULTILINE,
    )


def _reversed_pattern(dimension: str) -> re.Pattern:
    return re.compile(rf"(?<![\d.]){_NUMBER}\s*(?:/|out\s+of)\s*(\d{{1,3}})\s+(?:for|on|in)\s+{dimension}\b",
                      re.IGNORECASE)


_TABLE = {d: _table_pattern(d) for d in DIMENSIONS}
_INLINE = {d: _inline_pattern(d) for d in DIMENSIONS}
_PROSE = {d: _prose_pattern(d) for d in DIMENSIONS}
_REVERSED = {d: _reversed_pattern(d) for d in DIMENSIONS}


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


def _heading_score(text: str, dimension: str) -> re.Match | None:
    """`### Accuracy` (or `**1. Accuracy**`) followed, before the next heading, by `Score: 8/10`."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        heading = HEADING.match(line)
        if not heading or not re.search(rf"\b{dimension}\b", heading.group("hash") or heading.group("bold"), re.I):
            continue
        body = []
        for following in lines[index + 1:]:
            if HEADING.match(following) and not _SCORE_LINE.match(following):
                break
            body.append(following)
        return _SCORE_LINE.search("\n".join(body))
    return None


def _text_score(text: str, dimension: str) -> int | None:
    row = _TABLE[dimension].search(text)
    if row:
        # A table row is the juror's explicit score: out of range means missing, not "look elsewhere".
        return _score(row.group(1), row.group(2))
    under_heading = _heading_score(text, dimension)
    if under_heading:
        return _score(under_heading.group(1), under_heading.group(2))
    inline = list(_INLINE[dimension].finditer(text))
    # A line that starts with the dimension is its score line; a mention mid-sentence comes second.
    leading = [m for m in inline if _LEADING.fullmatch(_line_before(text, m.start()))]
    for match in leading + inline + list(_PROSE[dimension].finditer(text)) + list(_REVERSED[dimension].finditer(text)):
        return _score(match.group(1), match.group(2))
    return None


def _line_before(text: str, position: int) -> str:
    return text[text.rfind("\n", 0, position) + 1:position]


def parse_scores(text: str) -> dict[str, int | None]:
    """Each dimension's score (1–10) or None; a dimension never borrows another's number."""
    words = own_words(text)
    return {dimension: _text_score(words, dimension) for dimension in DIMENSIONS}


def parse_verdict(text: str) -> str | None:
    """The juror's own verdict, or None when there is none or it is ambiguous."""
    return read_verdict(text).verdict


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
        heading = HEADING.match(line)
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
    warnings: list[str] = field(default_factory=list)
    source: str = "text"  # "block": the machine-readable block gave the verdict

    @property
    def parse_success(self) -> bool:
        """True when all five scores and the verdict were read."""
        return self.verdict is not None and all(v is not None for v in self.scores.values())


def _block_scores(block: answer_block.JurorBlock | None) -> dict[str, int | None]:
    scores = {}
    for dimension, raw in (block.scores.items() if block else ()):
        number = answer_block.score_text(raw)
        if number is not None and _score(*number) is not None:
            scores[dimension] = _score(*number)
    return scores


def _verdict_with_block(text: str, block: answer_block.JurorBlock | None):
    """(verdict, source, warnings): the block's verdict unless the text states a different one."""
    if block is None or block.verdict is None:
        reading = read_verdict(text)
        return reading.verdict, "text", reading.warnings
    stated = tuple(dict.fromkeys([block.verdict] + explicit_verdicts(text)))
    if len(stated) > 1:
        return None, "block", [ambiguity_warning(stated)]
    return block.verdict, "block", []


def parse_juror(text: str) -> ParsedJuror:
    """Scores, verdict and recommendations of one juror's answer; the final JSON block is read first."""
    block = answer_block.juror_block(text)
    scores = {**parse_scores(text), **_block_scores(block)}
    verdict, source, warnings = _verdict_with_block(text, block)
    return ParsedJuror(scores=scores, average=average(scores), verdict=verdict,
                       recommendations=parse_recommendations(text), warnings=warnings, source=source)


_FINAL_VERDICT = re.compile(r"final\s+verdict\s*\**\s*:?\s*\**\s*(APPROVE|REVISE|REJECT)\b", re.IGNORECASE)
_UNANIMOUS = re.compile(r"\b(jury|verdict|decision|vote)\s+(was|is)\s+unanimous\b|^\W*unanimous\W*$", re.IGNORECASE)


@dataclass(frozen=True)
class ParsedForeman:
    stated_verdict: str | None
    key_strengths: list[str]
    key_weaknesses: list[str]
    recommendations: list[str]
    dissenting_opinions: list[str]


def _block_list(block: dict | None, key: str) -> list[str] | None:
    items = (block or {}).get(key)
    if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
        return None
    return [_clean_item(i) for i in items if _clean_item(i) and not _NOTHING.match(_clean_item(i))]


def parse_foreman(text: str) -> ParsedForeman:
    """The final JSON block's fields first, else the sections of a `## Jury Verdict Report`.

    A unanimous jury has no dissenting opinions.
    """
    block = answer_block.foreman_block(text)
    words = own_words(text)
    stated = [answer_block.verdict_of((block or {}).get("finalverdict") or (block or {}).get("verdict"))]
    stated += [v.upper() for v in _FINAL_VERDICT.findall(words)]

    def listed(key: str, *headings: str) -> list[str]:
        from_block = _block_list(block, key)
        return from_block if from_block is not None else list_items(section(text, *headings))

    dissent = [item for item in listed("dissentingopinions", "dissenting opinion", "dissent")
               if not _UNANIMOUS.search(item)]
    return ParsedForeman(
        stated_verdict=next((v for v in stated if v), None),
        key_strengths=listed("keystrengths", "key strengths", "strengths"),
        key_weaknesses=listed("keyweaknesses", "key weaknesses", "weaknesses"),
        recommendations=listed("recommendations", "improvement recommendations", "recommendations"),
        dissenting_opinions=dissent,
    )



def clean_title(text: str, *, max_chars: int = 80) -> str:
    """A one-line title from a model's answer: first line, no quotes, markdown or end punctuation."""
    line = next((candidate for candidate in text.strip().splitlines() if candidate.strip()), "")
    line = re.sub(r"^\s*(#+\s*|title\s*:\s*)", "", line, flags=re.IGNORECASE)
    line = line.strip().strip("\"'“”‘’*_`").strip()
    line = re.sub(r"[.!?:;,]+$", "", line).strip()
    line = re.sub(r"\s+", " ", line)
    if len(line) > max_chars:
        line = line[:max_chars].rsplit(" ", 1)[0]
    return line
