"""The machine-readable block jurors and the foreman are asked to end with (pure, no Django).

The free-text assessment stays for people; the block is read first. Real models bend
the shape, so a block is accepted as `{"scores": {...}, "verdict": ...}` or flat
(`{"accuracy": 8, ..., "verdict": ...}`), with scores as numbers or "8/10", any key
case, and the verdict in any case. The last such block in the answer counts (an
earlier one is usually the content under evaluation, quoted).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from evaluation.jury.verdicts import VERDICTS, unwrap
from juryrigged.llm.jsontext import json_objects

DIMENSIONS = ("accuracy", "completeness", "clarity", "relevance", "actionability")

JUROR_BLOCK_REQUEST = """
After the assessment above, end your answer with this machine-readable block (the same
scores and verdict, integers 1-10), exactly once:

```json
{"scores": {"accuracy": <1-10>, "completeness": <1-10>, "clarity": <1-10>, "relevance": <1-10>, "actionability": <1-10>}, "verdict": "<APPROVE|REVISE|REJECT>"}
```"""  # noqa: E501 -- prompt text: a line break would change what the model reads

FOREMAN_BLOCK_REQUEST = """
After the report above, end your answer with this machine-readable block, exactly once:

```json
{"finalVerdict": "<APPROVE|REVISE|REJECT>", "keyStrengths": ["..."], "keyWeaknesses": ["..."], "recommendations": ["..."], "dissentingOpinions": ["..."]}
```"""  # noqa: E501 -- prompt text: a line break would change what the model reads

_NUMBER = re.compile(r"^\s*(-?\d{1,3}(?:\.\d+)?)\s*(?:(?:/|out of)\s*(\d{1,3}))?\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class JurorBlock:
    scores: dict[str, object]  # a dimension present in the block: its raw value; absent: not in the dict
    verdict: str | None  # None when the block's verdict is absent or not one of the three


def _keys(data: dict) -> dict[str, object]:
    return {re.sub(r"[^a-z]", "", str(k).lower()): v for k, v in data.items()}


def verdict_of(value) -> str | None:
    """APPROVE/REVISE/REJECT from a block value ("reject", "Approved"); None for anything else."""
    if not isinstance(value, str):
        return None
    word = value.strip().strip("*_[]").upper()
    return next((v for v in VERDICTS if word in (v, v + "D", v + "S", v + "ED")), None)


def score_text(value) -> tuple[str, str | None] | None:
    """(number, denominator) of a block score written 8, 7.5, "8" or "8/10"; None if it is not a score."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        return str(value), None
    if isinstance(value, str):
        match = _NUMBER.match(value)
        if match:
            return match.group(1), match.group(2)
    return None


def juror_block(text: str) -> JurorBlock | None:
    """The last JSON object in the answer that carries a verdict or at least three of the scores, else None."""
    for data in reversed(json_objects(unwrap(text))):
        keys = _keys(data)
        nested = keys.get("scores")
        scores = _keys(nested) if isinstance(nested, dict) else keys
        present = {d: scores[d] for d in DIMENSIONS if d in scores}
        # One dimension name alone is more likely the content's own data ({"accuracy": 0.93}) than a scorecard.
        if "verdict" in keys or len(present) >= 3:
            return JurorBlock(scores=present, verdict=verdict_of(keys.get("verdict")))
    return None


def foreman_block(text: str) -> dict | None:
    """The last JSON object in the report carrying `finalVerdict`, with its keys normalized, else None."""
    for data in reversed(json_objects(unwrap(text))):
        keys = _keys(data)
        if "finalverdict" in keys or "verdict" in keys:
            return keys
    return None
