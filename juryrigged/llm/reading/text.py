"""The answer's own words: thinking aloud, quotations and code blanked, line structure kept. Pure.

Blanking (spaces for every character but newlines) keeps each position where it was, so a
structure found in the blanked text has the same span in the answer itself.
"""

from __future__ import annotations

import re

# Reasoning models (DeepSeek R1, QwQ) think aloud before answering; the thinking is not the answer.
THINKING = re.compile(r"<(think|thinking|reasoning)>.*?(?:</\1>|\Z)", re.DOTALL | re.IGNORECASE)
FENCE = re.compile(r"^\s{0,3}(```|~~~)[^\n]*\n.*?^\s{0,3}\1[^\n]*$", re.DOTALL | re.MULTILINE)
_WRAPPED = re.compile(r"\A(\s*```(?:markdown|md)?[ \t]*\n)(.*)\n\s*```\s*\Z", re.DOTALL | re.IGNORECASE)
_BLOCKQUOTE = re.compile(r"^\s{0,3}>.*$", re.MULTILINE)
_CODE_SPAN = re.compile(r"`[^`\n]*`")
_QUOTED = re.compile(r"\"[^\"\n]{1,300}\"|“[^”\n]{1,300}”|(?<!\w)'[^'\n]{1,300}'(?!\w)|‘[^’\n]{1,300}’")
# A markdown heading, or a line that is only bold text (`**Verdict**`, `**Scores:**`).
HEADING = re.compile(r"^\s{0,3}(?:#{1,6}\s+(?P<hash>.+?)\s*#*\s*$|[*_]{2}(?P<bold>[^*_\n]+?)[*_]{2}\s*:?\s*$)")


def blank(match: re.Match | str) -> str:
    text = match.group(0) if isinstance(match, re.Match) else match
    return re.sub(r"[^\n]", " ", text)


def unwrap(text: str) -> str:
    """The answer without thinking aloud and without a fence around all of it (```markdown), same length."""
    text = THINKING.sub(blank, text)
    wrapped = _WRAPPED.match(text)
    if wrapped:
        end = wrapped.end(2)
        return blank(wrapped.group(1)) + wrapped.group(2) + blank(text[end:])
    return text


def own_words(text: str, *, keep_quoted=None) -> str:
    """The answer with every quotation blanked: fenced code, blockquotes, code spans, quoted strings.

    `keep_quoted(match)` may return the text to keep for a quoted string (a verdict quoted
    after its own label is the answer's own word).
    """
    text = FENCE.sub(blank, unwrap(text))
    text = _BLOCKQUOTE.sub(blank, text)
    text = _CODE_SPAN.sub(blank, text)

    def quoted(match: re.Match) -> str:
        kept = keep_quoted(match) if keep_quoted else None
        return kept if kept is not None else blank(match)

    return _QUOTED.sub(quoted, text)


def heading_title(line: str) -> str | None:
    heading = HEADING.match(line)
    return (heading.group("hash") or heading.group("bold")) if heading else None


def without_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with each span cut out (overlapping spans merged); blank lines left behind are squeezed."""
    out, position = [], 0
    for start, end in sorted(spans):
        if end <= position:
            continue
        out.append(text[position:max(position, start)])
        position = end
    out.append(text[position:])
    return re.sub(r"\n{3,}", "\n\n", "".join(out)).strip()
