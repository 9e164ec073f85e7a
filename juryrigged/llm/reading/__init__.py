"""One reading path for every model answer: find the structure first, then the rubric's fields in it.

    rubric = reading.Rubric(scores={"accuracy": ("correctness",), ...}, low=1, high=10,
                            verdicts=reading.Vocabulary({"APPROVE": ("LGTM", ...), ...}))
    found = reading.read(text, rubric)        # found.scores, found.verdict, found.unread, found.warnings

The structures, in the order they are trusted: JSON anywhere (fenced, bare, wrapped in prose,
nested, an object per field, a list of records, an unnamed list in the rubric's order; the last
JSON value that holds the fields counts, an earlier one is usually quoted content), Markdown
tables (fields as rows in any column order, or as columns), headings with scores, lines that
start with a field's name, then the name mid-sentence. Scores are scaled to the rubric's range
(`scores.parse_score`). Thinking aloud, fenced code and quotations are not the answer.

A field that cannot be found, or that two structures of the same rank give differently, is
*unread*: None, and named in `unread` and in the warnings. It is never guessed. A cut-off
answer (`finish_reason="length"`) is `truncated`, and every field it did not finish is unread.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from juryrigged.llm.reading import fields as finders
from juryrigged.llm.reading.jsonfind import Found, json_values
from juryrigged.llm.reading.scores import declared_scale, parse_score, round_half_up
from juryrigged.llm.reading.text import THINKING, own_words, unwrap, without_spans
from juryrigged.llm.reading.verdicts import Vocabulary, VerdictReading, ambiguity_warning, keep_own_quoted, read_verdict

__all__ = ["Rubric", "Reading", "Vocabulary", "VerdictReading", "read", "read_verdict", "round_half_up",
           "own_words", "unwrap", "json_values", "prose_of", "ambiguity_warning", "THINKING", "CUT_OFF"]

# finish_reason values that mean the model stopped because it ran out of room, not because it was done.
CUT_OFF = frozenset({"length", "max_tokens", "max_output_tokens"})
_RANK = ("json", "table", "heading", "line", "inline", "prose")


@dataclass(frozen=True)
class Rubric:
    """What an answer should hold: scores by name (with synonyms) on low–high, and a verdict vocabulary."""

    scores: dict[str, tuple[str, ...]]
    low: float = 1
    high: float = 10
    verdicts: Vocabulary | None = None
    who: str = "The answer"  # how warnings name the one who answered ("The juror")
    names: finders.Names = field(init=False, repr=False, compare=False)  # matched against labels; built once

    def __post_init__(self):
        object.__setattr__(self, "names", finders.Names(self.scores))


@dataclass
class Reading:
    scores: dict[str, int | None]
    verdict: str | None = None
    reason: str | None = None
    unread: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    truncated: bool = False
    sources: dict[str, str] = field(default_factory=dict)  # field -> the structure it was read from
    structure: list[tuple[int, int]] = field(default_factory=list)  # spans of the JSON the fields came from
    verdict_reading: VerdictReading | None = None
    explained: list[str] = field(default_factory=list)  # unread fields a warning already explains (two values)

    @property
    def complete(self) -> bool:
        return not self.unread

    def notes(self, who: str = "The answer") -> list[str]:
        """The warnings, then what a reader of the card must know: a cut-off answer, the unread fields."""
        notes = list(self.warnings)
        if self.truncated:
            notes.append(f"{who} was cut off (it ran out of room, even when asked again); what it did not "
                         "finish is unread.")
        unexplained = [name for name in self.unread if name not in self.explained]
        if unexplained:
            notes.append(f"Not read from the answer: {', '.join(unexplained)} — left out, not guessed.")
        return notes


def _json_reading(text: str, rubric: Rubric, scale: int | None):
    """(score candidates of the last JSON value holding at least two fields, its span; the last JSON verdict,
    its span; the last reason) — from the answer without its thinking aloud."""
    names, scores, verdict, reason = rubric.names, ([], None), (None, None), None
    for index, found in enumerate(json_values(unwrap(text))):
        candidates, verdicts, reasons = finders.json_candidates(found.value, names, index, scale)
        if len({c.field for c in candidates}) >= min(2, len(rubric.scores)):
            scores = (candidates, (found.start, found.end))
        if verdicts and rubric.verdicts:
            said = [rubric.verdicts.of_value(v) for v in verdicts]
            if any(said):
                verdict = (next(v for v in reversed(said) if v), (found.start, found.end))
        if reasons:
            reason = reasons[-1]
    return scores, verdict, reason


def _decide(rubric: Rubric, candidates: list[finders.Candidate]) -> tuple[dict, dict, list[str], list[str]]:
    """Per field, the value of the most trusted structure that gives one; two values there: unread."""
    values, sources, warnings, explained = {}, {}, [], []
    for name in rubric.scores:
        for rank in _RANK:
            here = [c for c in candidates if c.field == name and c.source == rank]
            if not here:
                continue
            read = {parse_score(c.raw, low=rubric.low, high=rubric.high, scale=c.scale, loose=c.loose) for c in here}
            distinct = sorted(read - {None})
            if len(distinct) == 1:
                values[name], sources[name] = distinct[0], rank
                break
            if len(distinct) > 1:
                warnings.append(f"{name} is given different scores ({', '.join(map(str, distinct))}); "
                                "it is treated as missing.")
                explained.append(name)
                break
            if rank in ("json", "table", "heading"):
                break  # written where a score belongs, but not a score on the range: missing, not looked for elsewhere
    return values, sources, warnings, explained


def read(text: str, rubric: Rubric, *, finish_reason: str | None = None) -> Reading:
    """The rubric's fields in one answer (see the module docstring)."""
    vocabulary = rubric.verdicts
    words = own_words(text, keep_quoted=keep_own_quoted(vocabulary) if vocabulary else None)
    scale = declared_scale(words)
    (json_scores, score_span), (json_verdict, verdict_span), reason = _json_reading(text, rubric, scale)
    names = rubric.names
    candidates, table_verdicts = list(json_scores), []
    for index, table in enumerate(finders.tables(words)):
        found, said = finders.table_candidates(table, names, index, scale)
        candidates += found
        table_verdicts += said
    candidates += finders.heading_candidates(words, names, scale)
    candidates += finders.line_candidates(words, names, scale)
    candidates += finders.prose_candidates(words, names, rubric.scores, scale)
    values, sources, warnings, explained = _decide(rubric, candidates)
    reading = Reading(scores={name: values.get(name) for name in rubric.scores}, reason=reason, sources=sources,
                      structure=[span for span in (score_span, verdict_span) if span], explained=explained)
    if vocabulary:
        in_tables = [v for v in map(vocabulary.of_value, table_verdicts) if v]
        verdict = read_verdict(words, vocabulary, json_verdict=json_verdict, also_committed=in_tables, who=rubric.who)
        reading.verdict, reading.verdict_reading = verdict.verdict, verdict
        warnings += verdict.warnings
        if verdict.explained:
            explained.append("verdict")
    reading.truncated = finish_reason in CUT_OFF
    if reading.truncated:
        # A cut-off answer was still being written: what it says so far is not its answer.
        reading.scores = dict.fromkeys(rubric.scores)
        reading.verdict = None
    reading.unread = [name for name, value in reading.scores.items() if value is None]
    if vocabulary and reading.verdict is None:
        reading.unread.append("verdict")
    reading.warnings = warnings
    return reading


def prose_of(text: str, reading: Reading | None = None, spans: list[tuple[int, int]] | None = None) -> str:
    """The answer for people: without the machine-readable JSON the reader took the fields from."""
    return without_spans(text, spans if spans is not None else (reading.structure if reading else []))


__all__ += ["Found", "declared_scale", "parse_score"]
