"""Reading juror assessments and foreman reports, through the kernel's one reading path.

`juryrigged.llm.reading` finds the answer's structure (JSON anywhere, tables in either
orientation, headings, score lines, prose) and maps it onto the jury's rubric
(`evaluation.jury.rubric`: five dimensions on 1–10 with their synonyms, three verdicts in
words). A field it cannot find is unread — None, and named in the juror card's warnings —
never guessed. What the reader took from a JSON block is not read again as prose: the
recommendations and the foreman's sections come from the answer without it (`prose`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

from evaluation.jury.rubric import FOREMAN, JUROR, VOCABULARY
from juryrigged.llm import reading
from juryrigged.llm.reading import round_half_up
from juryrigged.llm.reading.fields import normalize
from juryrigged.llm.reading.text import heading_title

_LIST_ITEM = re.compile(r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+(?P<text>.*\S)\s*$")
_NOTHING = re.compile(r"^\W*(none|n/?a|no (further )?(recommendations|improvements)( needed| required)?|"
                      r"nothing( to add)?|not applicable)\W*$", re.IGNORECASE)


def structured_answer(text: str) -> dict | None:
    """A juror's answer given in its answer schema (`answer_block.JurorAnswer`): the answer is one JSON object
    with a written assessment (keys normalized); None for any other answer."""
    values = reading.json_values(reading.unwrap(text))
    if len(values) != 1 or not isinstance(values[0].value, dict):
        return None
    found = values[0]
    if text[:found.start].strip(" \n`json") or text[found.end:].strip(" \n`"):
        return None  # prose around it: a free-text answer with a block, not the schema's answer
    keys = {normalize(k).replace(" ", ""): v for k, v in found.value.items()}
    return keys if isinstance(keys.get("assessment"), str) else None


def _schema_answer_markdown(answer: dict) -> str:
    parts = [answer["assessment"].strip()]
    scores = answer.get("scores") if isinstance(answer.get("scores"), dict) else {}
    rows = [f"| {str(name).capitalize()} | {value} |" for name, value in scores.items()
            if isinstance(value, (int, float)) and not isinstance(value, bool)]
    if rows:
        parts.append("| Dimension | Score |\n|---|---|\n" + "\n".join(rows))
    if isinstance(answer.get("verdict"), str):
        parts.append(f"**Verdict:** {answer['verdict']}")
    items = _block_list(answer, "recommendations") or []
    if items:
        parts.append("### Recommendations\n" + "\n".join(f"{number}. {item}" for number, item in enumerate(items, 1)))
    return "\n\n".join(part for part in parts if part)


def prose(text: str) -> str:
    """A juror's or the foreman's answer for people: without the JSON block the reader took its fields from.
    An answer in the juror's answer schema is written out as Markdown: its assessment, its scores as a
    table, its verdict and its recommendations."""
    answer = structured_answer(text)
    if answer is not None:
        return _schema_answer_markdown(answer)
    found = reading.read(text, JUROR)
    spans = list(found.structure)
    if not spans:
        spans = _foreman_block_spans(text)
    return reading.prose_of(text, spans=spans)


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
        title = heading_title(line)
        if title is not None:
            title = title.strip().strip("*_ ").rstrip(":").lower()
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
    warnings: list[str] = field(default_factory=list)  # what was read wrong-footed: two verdicts, two scores
    unread: list[str] = field(default_factory=list)  # fields not found in the answer (left out, not guessed)
    truncated: bool = False  # the answer was cut off (ran out of room), even when asked again
    notes: list[str] = field(default_factory=list)  # the card's warnings: the above, the cut-off, the unread

    @property
    def parse_success(self) -> bool:
        """True when all five scores and the verdict were read."""
        return self.verdict is not None and all(v is not None for v in self.scores.values())


def parse_juror(text: str, *, finish_reason: str | None = None) -> ParsedJuror:
    """Scores, verdict and recommendations of one juror's answer (the kernel reader; see the module docstring)."""
    found = reading.read(text, JUROR, finish_reason=finish_reason)
    answer = structured_answer(text)
    listed = _block_list(answer, "recommendations") if answer is not None else None
    recommendations = listed if listed is not None else parse_recommendations(reading.prose_of(text, found))
    return ParsedJuror(scores=found.scores, average=average(found.scores), verdict=found.verdict,
                       recommendations=recommendations, warnings=found.warnings,
                       unread=found.unread, truncated=found.truncated, notes=found.notes("The juror's answer"))


_UNANIMOUS = re.compile(r"\b(jury|verdict|decision|vote)\s+(was|is)\s+unanimous\b|^\W*unanimous\W*$", re.IGNORECASE)
_FOREMAN_KEYS = {"keystrengths": "key strengths", "keyweaknesses": "key weaknesses",
                 "recommendations": "recommendations", "dissentingopinions": "dissenting opinions"}


@dataclass(frozen=True)
class ParsedForeman:
    stated_verdict: str | None
    key_strengths: list[str]
    key_weaknesses: list[str]
    recommendations: list[str]
    dissenting_opinions: list[str]


def _foreman_block(text: str) -> tuple[dict | None, tuple[int, int] | None]:
    """The last JSON object of the report that states a verdict or lists a section, keys normalized."""
    for found in reversed(reading.json_values(reading.unwrap(text))):
        if not isinstance(found.value, dict):
            continue
        keys = {normalize(k).replace(" ", ""): v for k, v in found.value.items()}
        if {"finalverdict", "verdict"} & set(keys) or set(_FOREMAN_KEYS) & set(keys):
            return keys, (found.start, found.end)
    return None, None


def _foreman_block_spans(text: str) -> list[tuple[int, int]]:
    _, span = _foreman_block(text)
    return [span] if span else []


def _block_list(block: dict | None, key: str) -> list[str] | None:
    items = (block or {}).get(key)
    if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
        return None
    return [_clean_item(i) for i in items if _clean_item(i) and not _NOTHING.match(_clean_item(i))]


def parse_foreman(text: str) -> ParsedForeman:
    """The report's JSON block fields first, else the sections of a `## Jury Verdict Report`.

    The sections are read from the report without the JSON block, so the block is never an item.
    A unanimous jury has no dissenting opinions.
    """
    block, span = _foreman_block(text)
    words = reading.prose_of(text, spans=[span] if span else [])
    block_verdict = VOCABULARY.of_value((block or {}).get("finalverdict") or (block or {}).get("verdict"))
    stated = reading.read(words, FOREMAN).verdict_reading
    stated_verdict = block_verdict or (stated.verdict if stated and stated.source != "fallback" else None)

    def listed(key: str, *headings: str) -> list[str]:
        from_block = _block_list(block, key)
        return from_block if from_block is not None else list_items(section(words, *headings))

    dissent = [item for item in listed("dissentingopinions", "dissenting opinion", "dissent")
               if not _UNANIMOUS.search(item)]
    return ParsedForeman(
        stated_verdict=stated_verdict,
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
