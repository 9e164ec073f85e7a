"""A verdict in words, read from where the answer commits to it. Pure.

A `Vocabulary` names each verdict and the words people use for it ("needs revision",
"request changes", "LGTM"). A phrase preceded by a negation ("cannot approve", "not
approved", "no reason to reject") is not that verdict; in a vocabulary of two verdicts it
is the other one, otherwise it says nothing — and a committed statement that says nothing
("Verdict: not approve" among three verdicts) leaves the verdict unread, with a warning, rather
than letting a weaker mention decide. A phrase given on a condition ("approve with minor
changes", "reject unless the figures are sourced", "conditionally accept") is its own reading:
the vocabulary's `conditional` verdict if it names one, otherwise unread with a warning; never
the unconditional verdict.

Where a verdict counts (in the answer's own words: thinking aloud, code, blockquotes and
quotations are not the answer):

1. committed — a label (`VERDICT: X`, `**Decision:** Needs revision`, `Final verdict — X`, or in
   the middle of a line after a separator: `…holds up. Verdict: reject.`; labels in es/fr/de/pt/it
   too: `Veredicto:`, `Décision :`, `Urteil:`); the clause after the label up to its sentence's end
   is read (`Verdict: not approved — it needs revision` is REVISE),
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
                       r"|\bwithout|\brather\s+than|\binstead\s+of|\b(?:would|should|could|do|does|did|will)n['’]t"
                       r"|\bnicht|\bkein|\bpas|\bnão|\bnon|\bnunca|\bjamais)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
_LABEL = (r"(?:verdict|decision|ruling|outcome|veredicto|veredito|verdetto|decisione|decisi[oó]n|decis[aã]o"
          r"|d[ée]cision|urteil|entscheidung|dictamen|parecer|giudizio)")
# A verdict given on a condition: after the phrase ("with minor changes", "unless …", "once …", "pending …"),
# or before it ("conditionally approve", "conditional accept").
_CONDITION_AFTER = re.compile(
    r"^[\s*_\])]*(?:[,;(—–-]\s*)?(?:but\s+)?(?:only\s+)?(?:"
    r"(?:with|after|following)\s+(?!no\b|zero\b)(?:[\w-]+\s+){0,2}(?:changes|revisions?|edits|fixes|corrections"
    r"|modifications|amendments|conditions|improvements|rewrites?)\b"
    r"|once|if|provided|providing|pending|subject\s+to|conditional(?:ly)?\b|on\s+(?:the\s+)?condition|unless"
    r"|as\s+long\s+as|assuming|contingent"
    r"|con\s+(?:\w+\s+){0,2}(?:cambios|correcciones|modificaciones)|a\s+condici[oó]n|siempre\s+que|salvo|si\b"
    r"|sous\s+r[ée]serve|avec\s+(?:\w+\s+){0,2}(?:modifications|corrections)|[àa]\s+condition|sauf|une\s+fois"
    r"|mit\s+(?:\w+\s+){0,2}(?:[äa]nderungen|korrekturen)|unter\s+(?:der\s+)?(?:vorbehalt|bedingung)|sofern|falls"
    r"|wenn|nachdem|com\s+(?:\w+\s+){0,2}(?:altera[cç][oõ]es|corre[cç][oõ]es)|desde\s+que|a\s+menos"
    r"|con\s+(?:\w+\s+){0,2}(?:modifiche|correzioni)|a\s+condizione|purch[ée]|salvo)", re.IGNORECASE)
_CONDITION_BEFORE = re.compile(r"\b(?:conditional(?:ly)?|provisional(?:ly)?|condicional(?:mente)?|sous\s+condition"
                               r"|bedingt|unter\s+vorbehalt|condizionat[oa]|condizionalmente)\W{0,3}$", re.IGNORECASE)
# Where a committed clause ends: the end of its sentence.
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n")
_QUALIFIER = r"(?:(?:borderline|leaning|tentative|tentatively|firm|clear|strong|weak|soft)\s+)?"


@dataclass(frozen=True)
class Said:
    """What one verdict phrase says in its place: `kind` is plain, negated (the only other verdict), open (a
    negation that does not say which other verdict), conditional (the vocabulary's conditional verdict) or
    conditional_unnamed (a condition, and no conditional verdict to read it as)."""

    verdict: str | None
    kind: str
    phrase: str


@dataclass(frozen=True)
class Vocabulary:
    """Verdicts and the phrases that mean each (case-insensitive, whole words)."""

    phrases: dict[str, tuple[str, ...]]
    conditional: str | None = None  # what a verdict given on a condition means (None: unread, with a warning)

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
        """The verdict a value names ("reject", "Needs revision", "**APPROVED**", "Approve with minor changes"
        when a conditional verdict is named); None otherwise."""
        if not isinstance(value, str):
            return None
        said = self.clause(value.strip().strip("*_[]`'\".!"))
        determined = {s.verdict for s in said if s.verdict}
        return determined.pop() if len(determined) == 1 else None

    def clause(self, text: str, start: int = 0) -> list[Said]:
        """What each phrase of one committed clause says, from `start` to the end of its sentence; the words of a
        condition ("unless it is approved by legal") are the condition's, not another verdict."""
        end = _SENTENCE_END.search(text, start)
        end = end.start() if end else len(text)
        said, alternative = [], re.compile(rf"[\s*_\]]*(?:/|\||\bor\b)[\s*_\[]*({self.phrase})", re.IGNORECASE)
        for match in re.finditer(f"({self.phrase})", text[start:end], re.IGNORECASE):
            one = self.meaning(text, start + match.start(1), start + match.end(1), end)
            said.append(one)
            if one.kind == "open":
                continue  # "not approved — it needs revision": the clause goes on to say which
            other = alternative.match(text, start + match.end(1), end) if one.kind != "conditional" else None
            if other:  # "APPROVE / REVISE", "REVISE or REJECT": two verdicts offered
                said.append(Said(self.canonical(other.group(1)), "plain", other.group(1)))
            break  # the first phrase that says a verdict is the clause's; what follows explains it
        return said

    def meaning(self, text: str, start: int, end: int, limit: int | None = None) -> Said:
        """What the phrase at text[start:end] says, with the negation before it and a condition around it."""
        phrase = text[start:end]
        verdict = self.canonical(phrase)
        line_start = text.rfind("\n", 0, start) + 1
        before = text[line_start:start]
        if _NEGATION.search(before[-40:]):
            other = self.negated(verdict)
            return Said(other, "negated" if other else "open", phrase)
        if limit is None:
            limit = text.find("\n", end)
        after = text[end:limit if limit >= 0 else len(text)]
        if _CONDITION_BEFORE.search(before[-30:]) or _CONDITION_AFTER.match(after):
            kind = "conditional" if self.conditional else "conditional_unnamed"
            return Said(self.conditional, kind, phrase)
        return Said(verdict, "plain", phrase)


@dataclass(frozen=True)
class VerdictReading:
    verdict: str | None
    source: str  # "json", "line", "fallback", "ambiguous", "undetermined" or "none"
    candidates: tuple[str, ...] = ()
    warnings: list[str] = field(default_factory=list)
    hedge: str | None = None  # the phrase of a verdict given on a condition ("Approve with minor changes")

    @property
    def explained(self) -> bool:
        """No verdict, and a warning says why."""
        return self.source in ("ambiguous", "undetermined")


def ambiguity_warning(verdicts: tuple[str, ...], who: str = "The answer") -> str:
    return (f"{who} stated different verdicts ({', '.join(verdicts)}); its verdict is treated as missing "
            "and left out of the majority.")


class _Patterns:
    """The regular expressions for one vocabulary (built once per vocabulary)."""

    def __init__(self, vocabulary: Vocabulary):
        w = vocabulary.phrase
        # A label at the start of a line (a separator optional), or in the middle of one after a separator.
        self.line = re.compile(
            rf"(?:^[^\w\n]*|(?<=[^\w\n'’-]))(?P<final>(?:(?:my|our|final|overall|juror'?s?|the|foreman'?s?|el|la|le|"
            rf"mon|mi|il|das|o|a)\s+){{0,2}}){_LABEL}(?P<sep>\W{{0,3}}(?:is\s*)?[:：—–=-]?)[^\w\n]*{_QUALIFIER}"
            rf"(?P<clause>[^\n]*)$", re.IGNORECASE | re.MULTILINE)
        self.table = re.compile(
            rf"^\s*\|\s*[*_]*\s*(?P<final>(?:final\s+|overall\s+)?){_LABEL}\s*[*_:]*\s*\|[\s*_\[]*(?P<word>{w})",
            re.IGNORECASE | re.MULTILINE)
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


def _word(vocabulary: Vocabulary, match: re.Match, group="word") -> Said:
    return vocabulary.meaning(match.string, match.start(group), match.end(group))


def _committed(words: str, vocabulary: Vocabulary) -> list[tuple[bool, Said]]:
    """(says final, what it says) for each phrase of each verdict label's clause and verdict table row, in order."""
    p, found = patterns(vocabulary), []
    for match in p.line.finditer(words):
        line_start = words.rfind("\n", 0, match.start()) + 1
        at_start = not re.search(r"\w", words[line_start:match.start()])
        if not at_start and not re.search(r"[:：—–=]", match.group("sep")):
            continue  # mid-line, a label counts only with a separator ("… holds up. Verdict: reject")
        final = "final" in match.group("final").lower()
        found += [(final, said) for said in vocabulary.clause(words, match.start("clause"))]
    for match in p.table.finditer(words):
        found.append(("final" in match.group("final").lower(), _word(vocabulary, match)))
    return found


def _standalone(line: str, vocabulary: Vocabulary) -> list[Said]:
    p = patterns(vocabulary)
    if not _LIST_ITEM.match(line):
        whole = p.standalone.match(line)
        if whole:
            return [vocabulary.meaning(line, whole.start(1), whole.end(1))]
    return [vocabulary.meaning(line, m.start(2), m.end(2)) for m in p.bold.finditer(line)]


def _in_verdict_sections(words: str, vocabulary: Vocabulary) -> list[Said]:
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


def _fallback(words: str, vocabulary: Vocabulary) -> list[Said]:
    found = []
    p = patterns(vocabulary)
    for line in words.splitlines():
        title = heading_title(line)
        found += _standalone(title if title is not None else line, vocabulary)
    found += [vocabulary.meaning(words, m.start(1), m.end(1)) for m in p.in_sentence.finditer(words)]
    return found


def _decide(found: list[Said], source: str, who: str) -> VerdictReading | None:
    """One verdict from what the phrases said; None when they said nothing at all (a weaker level may then)."""
    distinct = tuple(dict.fromkeys(s.verdict for s in found if s.verdict))
    hedge = next((s.phrase for s in found if s.kind == "conditional"), None)
    if len(distinct) == 1:
        return VerdictReading(distinct[0], source, distinct, hedge=hedge)
    if len(distinct) > 1:
        return VerdictReading(None, "ambiguous", distinct, [ambiguity_warning(distinct, who)])
    unsaid = [s for s in found if s.kind in ("open", "conditional_unnamed")]
    if unsaid:
        why = ("was given on a condition" if unsaid[0].kind == "conditional_unnamed"
               else "is a negation that does not say which other verdict is meant")
        return VerdictReading(None, "undetermined", (), [
            f"{who}'s verdict ('{unsaid[0].phrase}' …) {why}; it is treated as missing and left out of the majority."])
    return None


def committed_verdicts(words: str, vocabulary: Vocabulary) -> list[Said]:
    """What the answer commits to in its own words (label clauses, table rows, verdict sections); when one of
    them is labelled final, only the final ones."""
    lines = _committed(words, vocabulary)
    finals = [s for final, s in lines if final]
    if finals:
        return finals
    return [s for _, s in lines] + _in_verdict_sections(words, vocabulary)


def read_verdict(words: str, vocabulary: Vocabulary, *, json_verdict: str | None = None,
                 also_committed: list[str] = (), who: str = "The answer") -> VerdictReading:
    """The verdict of an answer's own words (see the module docstring); `json_verdict` and `also_committed`
    (verdicts found in other structures, such as a table's verdict column) count as committed."""
    given = [Said(v, "plain", v) for v in ([json_verdict] if json_verdict else []) + list(also_committed)]
    reading = _decide(given + committed_verdicts(words, vocabulary), "json" if json_verdict else "line", who)
    if reading is None:
        reading = _decide(_fallback(words, vocabulary), "fallback", who)
    return reading or VerdictReading(None, "none")
