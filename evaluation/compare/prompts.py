"""What a compare juror and the foreman are asked, and the schema a juror answers in.

A juror sees the two candidates as "Response 1" and "Response 2", never by their labels, so a
label ("GPT-4o", "our new prompt") cannot sway it; it is asked twice, once in each order, and
answers in positions, and says by how much, as Arena-Hard-Auto's judges do (A>>B / A>B / A=B): a
preference is "much" or "slightly" better. The answer is one JSON object (the LLM door's structured path):

    {"verdicts": [{"dimension": "accuracy", "better": "first" | "second" | "tie", "by": "much" | "slightly",
                   "reason": "..."}, ..., {"dimension": "overall", ...}],
     "summary": "..."}

`normalize` reads the ways models write a graded preference ("first strongly", "1>>2", "[[A>>B]]",
"Response 2 is significantly better", a `strength` field); a preference without a readable strength is
a slight one, so an old-style answer in positions alone still reads.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from evaluation.compare.verdicts import OVERALL, STRONGLY

DESCRIPTIONS = {
    "accuracy": "factual correctness; no errors or misleading claims",
    "completeness": "covers what the task needs, including edge cases",
    "clarity": "well organised and easy to follow",
    "relevance": "addresses the task asked, without detours",
    "actionability": "a reader can act on it right away",
    OVERALL: "which response is better as a whole",
}


class DimensionVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")
    dimension: str
    better: Literal["first", "second", "tie"]
    by: Literal["much", "slightly"] = "slightly"
    reason: str

    @property
    def graded(self) -> str:
        """"first" / "second" / "tie", or "first strongly" / "second strongly" for a much better one."""
        return self.better + STRONGLY if self.by == "much" and self.better != "tie" else self.better


class ComparisonAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    verdicts: list[DimensionVerdict]
    summary: str


_POSITION_WORDS = {"first": "first", "1": "first", "response 1": "first", "response1": "first", "one": "first",
                   "second": "second", "2": "second", "response 2": "second", "response2": "second",
                   "two": "second", "tie": "tie", "equal": "tie", "both": "tie", "neither": "tie", "same": "tie"}


_STRONG_WORDS = r"much|strongly|significantly|substantially|considerably|far|greatly|vastly|strong|large|big|major"
_SLIGHT_WORDS = r"slightly|slight|somewhat|marginally|little|bit|small|minor|weak|weakly"
_ARROW = re.compile(r"^\[*\s*(?P<x>[12ab])\s*(?P<op>>>|>|=|<<|<)\s*(?P<y>[12ab])\s*\]*$")  # "1>>2", "[[A>B]]"
_FIRST, _SECOND = {"1", "a"}, {"2", "b"}


def _graded(better: Any) -> tuple[Any, str | None]:
    """A preference as written → (position word or the value unread, "much" / "slightly" / None if not said)."""
    if better is None:
        return None, None
    text = str(better).strip().lower()
    arrow = _ARROW.match(text.replace(" ", ""))
    if arrow:
        x, op, y = arrow["x"], arrow["op"], arrow["y"]
        if op == "=" or {x, y} <= _FIRST or {x, y} <= _SECOND:
            return "tie", None
        first_wins = (x in _FIRST) == op.startswith(">")
        return ("first" if first_wins else "second"), ("much" if len(op) == 2 else "slightly")
    strength = "much" if re.search(rf"\b({_STRONG_WORDS})\b", text) else \
        "slightly" if re.search(rf"\b({_SLIGHT_WORDS})\b", text) else None
    word = re.sub(r"[^a-z0-9 ]", "", text)
    word = re.sub(rf"\b({_STRONG_WORDS}|{_SLIGHT_WORDS}|better|is|a|the|clearly|wins)\b", " ", word)
    word = re.sub(r"\s+", " ", word).strip()
    return _POSITION_WORDS.get(word, better), strength


def _strength(value: Any) -> str | None:
    """A separate strength field ("much", "strong", "significant", "slight", …) → "much" / "slightly"."""
    if value is None:
        return None
    text = str(value).strip().lower()
    if re.search(rf"\b({_STRONG_WORDS}|significant|substantial|considerable)\b", text):
        return "much"
    return "slightly" if text else None


def normalize(data: Any) -> Any:
    """Common deviations, reshaped before validation: a wrapper object, a {dimension: answer} mapping,
    "Response 1" / 1 / "equal" for the positions. What cannot be read is left for pydantic to refuse."""
    if isinstance(data, dict) and "verdicts" not in data and len(data) == 1:
        inner = next(iter(data.values()))
        if isinstance(inner, dict):
            data = inner
    if not isinstance(data, dict):
        return data
    verdicts = data.get("verdicts")
    if isinstance(verdicts, dict):
        verdicts = [{"dimension": k, **(v if isinstance(v, dict) else {"better": v, "reason": ""})}
                    for k, v in verdicts.items()]
    if isinstance(verdicts, list):
        fixed = []
        for item in verdicts:
            if isinstance(item, dict):
                item = dict(item)
                better = item.get("better", item.get("winner"))
                item.pop("winner", None)
                item["better"], said = _graded(better)
                by = _strength(next((item.pop(k) for k in ("by", "strength", "margin", "degree") if k in item), None))
                item["by"] = by or said or "slightly"
                item["dimension"] = str(item.get("dimension", "")).strip().lower()
                item.setdefault("reason", "")
            fixed.append(item)
        data = {**data, "verdicts": fixed}
    return {"summary": "", **data}


def positions_of(answer: ComparisonAnswer, dimensions: list[str]) -> dict[str, str | None]:
    """{dimension: "first" | "second" | "tie" | "first strongly" | "second strongly" | None} for the asked
    dimensions and overall (the first answer for a dimension counts)."""
    found: dict[str, str] = {}
    for verdict in answer.verdicts:
        found.setdefault(verdict.dimension, verdict.graded)
    return {d: found.get(d) for d in [*dimensions, OVERALL]}


def build_juror_prompt(first: str, second: str, question: str | None, dimensions: list[str]) -> str:
    rubric = "\n".join(f"- {d}: {DESCRIPTIONS[d]}" for d in [*dimensions, OVERALL])
    task = f"THE TASK BOTH RESPONSES ANSWER:\n{question.strip()}\n\n" if question and question.strip() else ""
    return (
        "You are a juror comparing two responses. Judge only their substance: the order they are shown in, "
        "their length and their style are not merits in themselves. If neither is better on a dimension, "
        "say tie.\n\n"
        f"{task}RESPONSE 1:\n<<<\n{first.strip()}\n>>>\n\nRESPONSE 2:\n<<<\n{second.strip()}\n>>>\n\n"
        "For each dimension, say which response is better (first, second or tie), whether it is much better "
        "or only slightly better, and give a one-sentence reason. Say much better only when the difference "
        f"is large and plain, not for a small edge:\n{rubric}\n\n"
        'Answer with one JSON object only: {"verdicts": [{"dimension": "<name>", "better": "first|second|tie", '
        '"by": "much|slightly", "reason": "<one sentence>"}, ...], "summary": "<two or three sentences>"}'
    )


def build_foreman_prompt(labels: tuple[str, str], question: str | None, panel_lines: list[str],
                         reasons: list[str]) -> str:
    task = f"The task: {question.strip()}\n\n" if question and question.strip() else ""
    return (
        f"You are the foreman of a jury that compared two candidates, {labels[0]} (A) and {labels[1]} (B). "
        "Each juror judged both orders; a verdict that changed with the order counts as a tie. The panel's "
        "winners below are final: report them, do not change them.\n\n"
        f"{task}THE PANEL'S VERDICTS:\n" + "\n".join(panel_lines) + "\n\n"
        "THE JURORS' REASONS:\n" + "\n".join(reasons) + "\n\n"
        "Write a short report in Markdown: `## Comparison Report`, then the winner and why in two or three "
        "sentences, `### Where A is better`, `### Where B is better`, `### Where the jurors disagreed`."
    )


def build_title_prompt(labels: tuple[str, str], question: str | None) -> str:
    about = f" answering: {question.strip()[:300]}" if question else ""
    return f"Write a 3 to 6 word title for a comparison of {labels[0]} and {labels[1]}{about}. Only the title."
