"""The corpus of juror answers written as real models write them (`juror_answers/<model>.md`).

Each file holds cases, each opened by a header line:

    === <case id> | scores: 8 7 9 8 6 | verdict: APPROVE

Scores are in the order accuracy, completeness, clarity, relevance, actionability, `-`
for a score a careful reader would call missing. The verdict is APPROVE, REVISE or
REJECT, `none` (the juror gave none) or `ambiguous` (it gave two different ones).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from evaluation.jury.parsing import ParsedJuror
from evaluation.jury.rubric import DIMENSIONS

FOLDER = Path(__file__).parent / "juror_answers"
_HEADER = re.compile(r"^=== (?P<id>\S+) \| scores: (?P<scores>[-\d ]+?) \| verdict: (?P<verdict>\w+)\s*$", re.MULTILINE)


@dataclass(frozen=True)
class Case:
    id: str
    model: str
    text: str
    scores: dict[str, int | None]
    verdict: str  # APPROVE, REVISE, REJECT, none or ambiguous

    def misreadings(self, parsed: ParsedJuror) -> list[str]:
        """What the parser read differently from the expectation (empty when it read the answer right)."""
        wrong = [f"{d}: expected {self.scores[d]}, read {parsed.scores[d]}" for d in DIMENSIONS
                 if parsed.scores[d] != self.scores[d]]
        if self.verdict in ("none", "ambiguous"):
            if parsed.verdict is not None or bool(parsed.warnings) != (self.verdict == "ambiguous"):
                wrong.append(f"verdict: expected {self.verdict}, read {parsed.verdict} (warnings {parsed.warnings})")
        elif parsed.verdict != self.verdict or parsed.warnings:
            wrong.append(f"verdict: expected {self.verdict}, read {parsed.verdict} (warnings {parsed.warnings})")
        return wrong


def load() -> list[Case]:
    cases = []
    for path in sorted(FOLDER.glob("*.md")):
        content = path.read_text(encoding="utf-8")
        headers = list(_HEADER.finditer(content))
        for header, following in zip(headers, headers[1:] + [None], strict=False):
            body = content[header.end():following.start() if following else len(content)].strip("\n")
            values = header.group("scores").split()
            cases.append(Case(
                id=header.group("id"), model=path.stem, text=body,
                scores={d: None if v == "-" else int(v) for d, v in zip(DIMENSIONS, values, strict=True)},
                verdict=header.group("verdict")))
    return cases
