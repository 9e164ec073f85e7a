"""A juror's own verdict, read by the kernel's verdict reader with the jury's vocabulary (pure, no Django).

The rules (committed statements first, quotations and thinking aloud never evidence, two
different verdicts ambiguous) are in `juryrigged.llm.reading.verdicts`.
"""

from __future__ import annotations

from evaluation.jury.rubric import VERDICTS, VOCABULARY
from juryrigged.llm.reading import own_words, read_verdict as _read
from juryrigged.llm.reading.verdicts import VerdictReading, ambiguity_warning, committed_verdicts, keep_own_quoted

__all__ = ["VERDICTS", "VerdictReading", "ambiguity_warning", "read_verdict", "explicit_verdicts"]


def _words(text: str) -> str:
    return own_words(text, keep_quoted=keep_own_quoted(VOCABULARY))


def explicit_verdicts(text: str) -> list[str]:
    """Every verdict the juror commits to in its own words, in order."""
    return committed_verdicts(_words(text), VOCABULARY)


def read_verdict(text: str) -> VerdictReading:
    """The juror's verdict from the text alone."""
    return _read(_words(text), VOCABULARY, who="The juror")
