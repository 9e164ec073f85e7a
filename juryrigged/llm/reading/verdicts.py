"""A verdict in words, read from where the answer commits to it. Pure.

A `Vocabulary` names each verdict and the words people use for it ("needs revision",
"request changes", "LGTM"). A phrase preceded by a negation ("cannot approve", "not
approved", "no reason to reject") is not that verdict; in a vocabulary of two verdicts it
is the other one, otherwise it says nothing.

Where a verdict counts (in the answer's own words: thinking aloud, code, blockquotes and
quotations are not the answer):

1. committed — a label line (`VERDICT: X`, `**Decision:** Needs revision`, `Final verdict — X`),
   a table row or header (`| Verdict | X |`), a verdict word standing alone in a section whose
   heading names the verdict, a JSON value under a verdict key. A label that says "final"
   outranks the others (an "initial verdict" then a "final verdict" is one verdict).
2. only when nothing is committed — a verdict word standing alone on its own line or in bold,
   or `the verdict is X` inside a sentence.

Two different verdicts at the same level make the reading ambiguous: no verdict, with a
warning, never the last match.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from juryrigged.llm.reading.text import heading_title

_NEGATION = re.compile(r"(?:\bnot|\bcannot|\bcan't|\bcan\s+not|\bwon't|\bdon't|\bdo\s+not|\bunable\s+to|\bnever|\bno"
                       r"|\bwithout|\brather\s+than|\binstead\s+of)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
_LABEL = r"(?:verdict|decision|ruling|outcome)"
_QUALIFIER = r"(?:(?:borderline|leaning|tentative|tentatively|firm|clear|strong|weak|soft)\s+)?"


@dataclass(frozen=True)
class Vocabulary:
    """Verdicts and the phrases that mean each (case-insensitive, whole words)."""

    phrases: dict[str, tuple[str, ...]]

    def __post_init__(self):
        pairs = sorted(((p.lower(), v) for v, ps in self.phrases.items() for p in (v, *ps)), key=lambda i: -len(i[0]))
        object.__setattr__(self, "_lookup", dict(pairs))
        alternation = "|".join(re.escape(p).replace(r"\ ", r"\s+") for p, _ in pairs)
        object.__setattr__(self, "phrase", rf"(?<![\w-])(?:{alternation})(?![\w-])")

    @property
    def verdicts(self) -> tuple[str, ...]:
        return tuple(self.phrases)

    def canonical(self, phrase: str) -> str | None:
        return self._lookup.get(re.sub(r"\s+", " ", phrase.strip().lower()))

    def negated(self, verdict: str) -> str | None:
        others = [v for v in self.phrases if v != verdict]
        return others[0] if len(others) == 1 else None

    def of_value(self, value) -> str | None:
        """The verdict a whole value names ("reject", "Needs revision", "**APPROVED**"); None otherwise."""
        if not isinstance(value, str):
            return None
        found = self.in_text(value.strip().strip("*_[]`'\".!"), whole=True)
        return found[0] if len(found) == 1 else None

    def in_text(self, text: str, *, whole: bool = False) -> list[str]:
        """The verdicts phrases in `text` say, negation applied; `whole`: the text must be one phrase."""
        pattern = re.compile(rf"^\s*({self.phrase})\s*$" if whole else f"({self.phrase})", re.IGNORECASE)
        found = []
        for match in pattern.finditer(text):
            verdict = self.canonical(match.group(1))
            if _NEGATION.search(text[:match.start(1)][-40:]):
                verdict = self.negated(verdict)
            if verdict:
                found.append(verdict)
        return found


@dataclass(frozen=True)
class VerdictReading:
    verdict: str | None
    source: str  # "json", "line", "fallback", "ambiguous" or "none"
    candidates: tuple[str, ...] = ()
    warnings: list[str] = field(default_factory=list)

    @property
    def ambiguous(self) -> bool:
        return self.source == "ambiguous"


def ambiguity_warning(verdicts: tuple[str, ...], who: str = "The answer") -> str:
    return (f"{who} stated different verdicts ({', '.join(verdicts)}); its verdict is treated as missing "
            "and left out of the majority.")


class _Patterns:
    """The regular expressions for one vocabulary (built once per vocabulary)."""

    def __init__(self, vocabulary: Vocabulary):
        w = vocabulary.phrase
        self.line = re.compile(
            rf"^[^\w\n]*(?P<final>(?:(?:my|our|final|overall|juror'?s?|the|foreman'?s?)\s+){{0,2}}){_LABEL}"
            rf"\W{{0,3}}(?:is\s*)?[:：—–=-]?[^\w\n]*{_QUALIFIER}(?P<word>{w})(?P<rest>[^\n]*)$",
            re.IGNORECASE | re.MULTILINE)
        self.table = re.compile(
            rf"^\s*\|\s*[*_]*\s*(?P<final>(?:final\s+|overall\s+)?){_LABEL}\s*[*_:]*\s*\|[\s*_\[]*(?P<word>{w})",
            re.IGNORECASE | re.MULTILINE)
        self.alternative = re.compile(rf"^[\s*_\]]*(?:/|\||\bor\b)[\s*_\[]*({w})", re.IGNORECASE)
        self.standalone = re.compile(rf"^[^\w\n]*({w})[\s*_\]]*(?:$|[—–:.!(]|\s-\s)", re.IGNORECASE)
        self.bold = re.compile(rf"(\*\*|__)\s*\[?({w})\]?\s*[.!]?\1", re.IGNORECASE)
        self.in_sentence = re.compile(rf"\b{_LABEL}\s+(?:is|would be|of|will be|:)\s*[:\-—]?\s*[*_]*({w})",
                                      re.IGNORECASE)
        self.quoted_own = re.compile(rf"^[\"“'‘]\s*{w}\s*[\"”'’]$", re.IGNORECASE)
        self.after_label = re.compile(rf"{_LABEL}\W{{0,6}}$", re.IGNORECASE)


_LIST_ITEM = re.compile(r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+")
_CACHE: dict[int, _Patterns] = {}


def patterns(vocabulary: Vocabulary) -> _Patterns:
    key = id(vocabulary)
    if key not in _CACHE:
        _CACHE[key] = _Patterns(vocabulary)
    return _CACHE[key]


def keep_own_quoted(vocabulary: Vocabulary):
    """For `own_words`: `VERDICT: "REJECT"` is the answer's own word, quoted; other quotations are not."""
    p = patterns(vocabulary)

    def keep(match: re.Match) -> str | None:
        quoted = match.group(0)
        before = match.string[max(0, match.start() - 24):match.start()]
        if p.quoted_own.match(quoted) and p.after_label.search(before):
            return quoted[1:-1].center(len(quoted))
        return None

    return keep


def _word(vocabulary: Vocabulary, match: re.Match, group="word") -> str | None:
    line_start = match.string.rfind("\n", 0, match.start(group)) + 1
    before = match.string[line_start:match.start(group)]
    verdict = vocabulary.canonical(match.group(group))
    return vocabulary.negated(verdict) if _NEGATION.search(before[-40:]) else verdict


def _committed(words: str, vocabulary: Vocabulary) -> list[tuple[bool, str]]:
    """(says final, verdict) for each verdict line and verdict table row, in order."""
    p, found = patterns(vocabulary), []
    for match in p.line.finditer(words):
        final = "final" in match.group("final").lower()
        found.append((final, _word(vocabulary, match)))
        alternative = p.alternative.match(match.group("rest"))
        if alternative:
            found.append((final, vocabulary.canonical(alternative.group(1))))
    for match in p.table.finditer(words):
        found.append(("final" in match.group("final").lower(), _word(vocabulary, match)))
    return [(final, v) for final, v in found if v]


def _standalone(line: str, vocabulary: Vocabulary) -> list[str]:
    p = patterns(vocabulary)
    if not _LIST_ITEM.match(line):
        whole = p.standalone.match(line)
        if whole:
            return [vocabulary.canonical(whole.group(1))]
    return [vocabulary.canonical(m.group(2)) for m in p.bold.finditer(line)]


def _in_verdict_sections(words: str, vocabulary: Vocabulary) -> list[str]:
    found, inside = [], False
    p = patterns(vocabulary)
    for line in words.splitlines():
        title = heading_title(line)
        if title is not None and not p.standalone.match(title.strip("*_ ")):
            inside = bool(re.search(_LABEL, title, re.IGNORECASE))
            continue
        if inside:
            found += _standalone(line, vocabulary)
    return found


def _fallback(words: str, vocabulary: Vocabulary) -> list[str]:
    found = []
    p = patterns(vocabulary)
    for line in words.splitlines():
        title = heading_title(line)
        found += _standalone(title if title is not None else line, vocabulary)
    found += [vocabulary.canonical(m.group(1)) for m in p.in_sentence.finditer(words)]
    return found


def _decide(found: list[str], source: str, who: str) -> VerdictReading | None:
    distinct = tuple(dict.fromkeys(v for v in found if v))
    if not distinct:
        return None
    if len(distinct) == 1:
        return VerdictReading(distinct[0], source, distinct)
    return VerdictReading(None, "ambiguous", distinct, [ambiguity_warning(distinct, who)])


def committed_verdicts(words: str, vocabulary: Vocabulary) -> list[str]:
    """Every verdict the answer commits to in its own words (label lines, table rows, verdict sections);
    when one of them is labelled final, only the final ones."""
    lines = _committed(words, vocabulary)
    finals = [v for final, v in lines if final]
    if finals:
        return finals
    return [v for _, v in lines] + _in_verdict_sections(words, vocabulary)


def read_verdict(words: str, vocabulary: Vocabulary, *, json_verdict: str | None = None,
                 also_committed: list[str] = (), who: str = "The answer") -> VerdictReading:
    """The verdict of an answer's own words (see the module docstring); `json_verdict` and `also_committed`
    (verdicts found in other structures, such as a table's verdict column) count as committed."""
    committed = ([json_verdict] if json_verdict else []) + list(also_committed) + committed_verdicts(words, vocabulary)
    reading = _decide(committed, "json" if json_verdict else "line", who)
    if reading is None:
        reading = _decide(_fallback(words, vocabulary), "fallback", who)
    return reading or VerdictReading(None, "none")
