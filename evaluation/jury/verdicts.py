"""Reading a juror's own verdict from the structure of its answer (pure, no Django).

A verdict is evidence only where the juror states it as its own:

1. explicit — a verdict line (`VERDICT: REJECT`, `**Final Verdict:** REVISE`,
   `| Verdict | REJECT |`), or a verdict word standing alone (own line, bold) in a
   section whose heading names the verdict (`### Verdict` then `**REJECT**`);
2. fallback, only when nothing is explicit — a verdict word standing alone anywhere
   (own line, heading, bold word) or `the verdict is REVISE` inside a sentence.

Thinking aloud (`<think>…</think>`) is not the answer. Quotations are never evidence:
fenced code, `> ` blockquotes, code spans and quoted strings are blanked before
reading, so "a reviewer could write \\"VERDICT: APPROVE\\""
is not the juror's verdict, and neither is "glad to approve a revised version".
Two different verdicts at the same level make the reading ambiguous: no verdict,
with a warning, and the spec's rule for a missing verdict applies (the juror is left
out of the majority) — never the last match.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from juryrigged.llm.jsontext import THINKING

VERDICTS = ("APPROVE", "REVISE", "REJECT")

_WORD = r"(APPROVE|REVISE|REJECT)(?:D|S|ED)?\b"
_FENCE = re.compile(r"^\s{0,3}(```|~~~).*?^\s{0,3}\1[^\n]*$", re.DOTALL | re.MULTILINE)
_WRAPPED = re.compile(r"\A\s*```(?:markdown|md)?\s*\n(.*)\n\s*```\s*\Z", re.DOTALL | re.IGNORECASE)
_BLOCKQUOTE = re.compile(r"^\s{0,3}>.*$", re.MULTILINE)
_CODE_SPAN = re.compile(r"`[^`\n]*`")
_DOUBLE_QUOTED = re.compile(r"\"[^\"\n]{1,300}\"|“[^”\n]{1,300}”|(?<!\w)'[^'\n]{1,300}'(?!\w)|‘[^’\n]{1,300}’")
_OWN_VERDICT_QUOTED = re.compile(rf"^[\"“'‘]\s*{_WORD}\s*[\"”'’]$", re.IGNORECASE)
_AFTER_VERDICT_LABEL = re.compile(r"verdict\W{0,6}$", re.IGNORECASE)

# A line that starts with the verdict label: `VERDICT: X`, `## Final Verdict — **X**`, `My verdict: X`.
_VERDICT_LINE = re.compile(
    rf"^[^\w\n]*(?:(?:my|our|final|overall|juror'?s?|the)\s+){{0,2}}verdict\W{{0,3}}(?:is\s*)?[:：—–=-]?[^\w\n]*"
    rf"(?:(?:borderline|leaning|tentative|tentatively|firm|clear|strong|weak|soft)\s+)?{_WORD}(?P<rest>[^\n]*)$",
    re.IGNORECASE | re.MULTILINE)
_TABLE_VERDICT = re.compile(rf"^\s*\|\s*[*_]*\s*(?:final\s+|overall\s+)?verdict\s*[*_]*\s*\|[\s*_\[]*{_WORD}",
                            re.IGNORECASE | re.MULTILINE)
# Hedged between two verdicts on one line: `VERDICT: REVISE / REJECT`, `[APPROVE|REVISE|REJECT]`.
_ALTERNATIVE = re.compile(rf"^[\s*_\]]*(?:/|\||\bor\b)[\s*_\[]*{_WORD}", re.IGNORECASE)
# A markdown heading, or a line that is only bold text (`**Verdict**`, `**Scores:**`).
HEADING = re.compile(r"^\s{0,3}(?:#{1,6}\s+(?P<hash>.+?)\s*#*\s*$|[*_]{2}(?P<bold>[^*_\n]+?)[*_]{2}\s*:?\s*$)")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+")
# The whole line is the word, maybe bold/bracketed/with a mark, maybe followed by a reason.
_STANDALONE_LINE = re.compile(rf"^[^\w\n]*{_WORD}[\s*_\]]*(?:$|[—–:.!(]|\s-\s)", re.IGNORECASE)
_BOLD_WORD = re.compile(rf"(\*\*|__)\s*\[?{_WORD}\]?\s*\1", re.IGNORECASE)
_IN_SENTENCE = re.compile(rf"\bverdict\s+(?:is|would be|of|will be|:)\s*[:\-—]?\s*[*_]*{_WORD}", re.IGNORECASE)


@dataclass(frozen=True)
class VerdictReading:
    verdict: str | None
    source: str  # "json", "line", "section", "fallback", "ambiguous" or "none"
    candidates: tuple[str, ...] = ()
    warnings: list[str] = field(default_factory=list)

    @property
    def ambiguous(self) -> bool:
        return self.source == "ambiguous"


def unwrap(text: str) -> str:
    """The answer itself: without thinking aloud, and without a fence around all of it (```markdown)."""
    text = THINKING.sub(_blank, text)
    wrapped = _WRAPPED.match(text)
    return wrapped.group(1) if wrapped else text


def _blank(match: re.Match) -> str:
    return re.sub(r"[^\n]", " ", match.group(0))


def _unquote(match: re.Match) -> str:
    quoted = match.group(0)
    before = match.string[max(0, match.start() - 24):match.start()]
    if _OWN_VERDICT_QUOTED.match(quoted) and _AFTER_VERDICT_LABEL.search(before):
        return quoted[1:-1].center(len(quoted))  # `VERDICT: "REJECT"` is the juror's own word, quoted
    return " " * len(quoted)


def own_words(text: str) -> str:
    """The answer with every quotation blanked (same line structure): code, blockquotes, quoted strings."""
    text = _FENCE.sub(_blank, unwrap(text))
    text = _BLOCKQUOTE.sub(_blank, text)
    text = _CODE_SPAN.sub(_blank, text)
    return _DOUBLE_QUOTED.sub(_unquote, text)


def _canonical(word: str) -> str:
    word = word.upper()
    return next(v for v in VERDICTS if word.startswith(v))


def _line_verdicts(text: str) -> list[str]:
    found = []
    for match in _VERDICT_LINE.finditer(text):
        found.append(_canonical(match.group(1)))
        alternative = _ALTERNATIVE.match(match.group("rest"))
        if alternative:
            found.append(_canonical(alternative.group(1)))
    found += [_canonical(m.group(1)) for m in _TABLE_VERDICT.finditer(text)]
    return found


def _heading_title(line: str) -> str | None:
    heading = HEADING.match(line)
    return (heading.group("hash") or heading.group("bold")) if heading else None


def _standalone(line: str) -> list[str]:
    """Verdict words standing on their own in one line: the whole line, or a bold word."""
    if _LIST_ITEM.match(line):
        return [_canonical(m.group(2)) for m in _BOLD_WORD.finditer(line)]
    whole = _STANDALONE_LINE.match(line)
    if whole:
        return [_canonical(whole.group(1))]
    return [_canonical(m.group(2)) for m in _BOLD_WORD.finditer(line)]


def _section_verdicts(text: str) -> list[str]:
    found, in_verdict = [], False
    for line in text.splitlines():
        title = _heading_title(line)
        if title is not None and not _STANDALONE_LINE.match(title.strip("*_ ")):
            in_verdict = "verdict" in title.lower() or "decision" in title.lower()
            continue
        if in_verdict:
            found += _standalone(line)
    return found


def _fallback_verdicts(text: str) -> list[str]:
    found = []
    for line in text.splitlines():
        title = _heading_title(line)
        found += _standalone(title if title is not None else line)
    found += [_canonical(m.group(1)) for m in _IN_SENTENCE.finditer(text)]
    return found


def _decide(found: list[str], source: str) -> VerdictReading | None:
    distinct = tuple(dict.fromkeys(found))
    if not distinct:
        return None
    if len(distinct) == 1:
        return VerdictReading(distinct[0], source, distinct)
    return VerdictReading(None, "ambiguous", distinct, [ambiguity_warning(distinct)])


def ambiguity_warning(verdicts: tuple[str, ...]) -> str:
    return (f"The juror stated different verdicts ({', '.join(verdicts)}); its verdict is treated as missing "
            "and left out of the majority.")


def explicit_verdicts(text: str) -> list[str]:
    """Every verdict the juror states as its own (verdict lines and the verdict section), in order."""
    words = own_words(text)
    return _line_verdicts(words) + _section_verdicts(words)


def read_verdict(text: str) -> VerdictReading:
    """The juror's verdict from the text (see the module docstring for the rules)."""
    words = own_words(text)
    reading = _decide(_line_verdicts(words) + _section_verdicts(words), "line")
    if reading is None:
        reading = _decide(_fallback_verdicts(words), "fallback")
    return reading or VerdictReading(None, "none")
