"""What a compare juror and the foreman are asked, and the schema a juror answers in.

A juror sees the two candidates as "Response 1" and "Response 2", never by their labels, so a
label ("GPT-4o", "our new prompt") cannot sway it; it is asked twice, once in each order, and
answers in positions. The answer is one JSON object (the LLM door's structured path):

    {"verdicts": [{"dimension": "accuracy", "better": "first" | "second" | "tie", "reason": "..."}, ...,
                  {"dimension": "overall", ...}],
     "summary": "..."}
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from evaluation.compare.verdicts import OVERALL

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
    reason: str


class ComparisonAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    verdicts: list[DimensionVerdict]
    summary: str


_POSITION_WORDS = {"first": "first", "1": "first", "response 1": "first", "response1": "first", "one": "first",
                   "second": "second", "2": "second", "response 2": "second", "response2": "second",
                   "two": "second", "tie": "tie", "equal": "tie", "both": "tie", "neither": "tie", "same": "tie"}


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
                word = re.sub(r"[^a-z0-9 ]", "", str(better).strip().lower()) if better is not None else None
                item["better"] = _POSITION_WORDS.get(word, better)
                item["dimension"] = str(item.get("dimension", "")).strip().lower()
                item.setdefault("reason", "")
            fixed.append(item)
        data = {**data, "verdicts": fixed}
    return {"summary": "", **data}


def positions_of(answer: ComparisonAnswer, dimensions: list[str]) -> dict[str, str | None]:
    """{dimension: "first" | "second" | "tie" | None} for the asked dimensions and overall (first answer wins)."""
    found: dict[str, str] = {}
    for verdict in answer.verdicts:
        found.setdefault(verdict.dimension, verdict.better)
    return {d: found.get(d) for d in [*dimensions, OVERALL]}


def build_juror_prompt(first: str, second: str, question: str | None, dimensions: list[str]) -> str:
    rubric = "\n".join(f"- {d}: {DESCRIPTIONS[d]}" for d in [*dimensions, OVERALL])
    task = f"THE TASK BOTH RESPONSES ANSWER:\n{question.strip()}\n\n" if question and question.strip() else ""
    return (
        "You are a juror comparing two responses. Judge only their substance: the order they are shown in, "
        "their length and their style are not merits in themselves. If neither is better on a dimension, "
        "say tie.\n\n"
        f"{task}RESPONSE 1:\n<<<\n{first.strip()}\n>>>\n\nRESPONSE 2:\n<<<\n{second.strip()}\n>>>\n\n"
        f"For each dimension, say which response is better (first, second or tie) with a one-sentence reason:\n"
        f"{rubric}\n\n"
        'Answer with one JSON object only: {"verdicts": [{"dimension": "<name>", "better": "first|second|tie", '
        '"reason": "<one sentence>"}, ...], "summary": "<two or three sentences>"}'
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
