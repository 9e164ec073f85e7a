"""A compare run's result rebuilt from its stored stages, and its exports (Markdown, CSV rows, JSONL)."""

from __future__ import annotations

import csv
import io
import json

from evaluation.compare.stages import COMPARISON, PRESENT, SUMMARY, VERDICT, answer_of
from evaluation.models import DeliberationStage, Message
from evaluation.runs import usage_of_run
from evaluation.sources.services import sources_summary

OUTCOME_WORDS = {"A": "A", "B": "B", "tie": "tie", None: "—"}


def load_result(message: Message, stages: list[DeliberationStage] | None = None) -> dict:
    """The run as far as it got: candidates, every answer (both orders), the panel, the report."""
    stages = stages if stages is not None else list(message.stages.order_by("stage_order", "position"))
    config = message.config.get("modeConfig", {})
    present = next((s for s in stages if s.stage_type == PRESENT), None)
    summary = next((s for s in stages if s.stage_type == SUMMARY), None)
    verdict = next((s for s in stages if s.stage_type == VERDICT), None)
    candidates = (present.parsed_data or {}).get("candidates") if present else \
        [{"label": c["label"], "content": c["content"]} for c in config.get("candidates", [])]
    return {
        "candidates": candidates,
        "originalQuestion": config.get("originalQuestion"),
        "dimensions": config.get("dimensions", []),
        "jurorModels": config.get("jurorModels", []),
        "foremanModel": config.get("foremanModel"),
        "answers": [answer_of(s) for s in sorted((s for s in stages if s.stage_type == COMPARISON),
                                                   key=lambda s: s.position)],
        "summary": summary.parsed_data if summary else None,
        "winner": (summary.parsed_data or {}).get("winner") if summary else None,
        "foreman": {"model": verdict.model, "reportText": verdict.content,
                    "responseTimeMs": verdict.response_time_ms} if verdict else None,
        "title": message.conversation.title or None,
        "sources": sources_summary(message),
        "sourcesRead": None,
        "status": message.status,
        "error": message.error or None,
        "metadata": {"usage": usage_of_run(message.pk)},
    }


def verdict_rows(result: dict) -> list[dict]:
    """One row per juror (and the panel) per dimension: the table the CSV and JSONL exports carry."""
    summary = result["summary"]
    if not summary:
        return []
    answers = {(a["juror"], a["order"]): a for a in result["answers"]}
    rows = []
    for juror in summary["jurors"]:
        for dimension in summary["dimensions"]:
            verdict = juror["verdicts"][dimension]
            rows.append({
                "who": juror["model"], "dimension": dimension,
                "aFirst": (answers.get((juror["juror"], "AB")) or {}).get("positions", {}).get(dimension),
                "bFirst": (answers.get((juror["juror"], "BA")) or {}).get("positions", {}).get(dimension),
                "outcome": verdict["outcome"], "flipped": verdict["flipped"], "favoured": verdict["favoured"],
                "agreement": None})
    for dimension in summary["dimensions"]:
        panel = summary["panel"][dimension]
        rows.append({"who": "panel", "dimension": dimension, "aFirst": None, "bFirst": None,
                     "outcome": panel["winner"], "flipped": None, "favoured": None, "agreement": panel["agreement"]})
    return rows


def export_csv(result: dict) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=["who", "dimension", "aFirst", "bFirst", "outcome", "flipped",
                                             "favoured", "agreement"])
    writer.writeheader()
    for row in verdict_rows(result):
        writer.writerow({k: "" if v is None else v for k, v in row.items()})
    return out.getvalue()


def export_jsonl(result: dict) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in verdict_rows(result))


def _quote(text: str) -> str:
    return "\n".join("> " + line if line else ">" for line in (text or "").strip().splitlines())


def export_markdown(message: Message) -> str:
    result = load_result(message)
    labels = [c["label"] for c in result["candidates"] or []]
    lines = ["## Comparison", ""]
    if result["originalQuestion"]:
        lines += ["**The task:**", "", _quote(result["originalQuestion"]), ""]
    for letter, candidate in zip("AB", result["candidates"] or [], strict=False):
        lines += [f"**{letter}: {candidate['label']}**", "", _quote(candidate["content"]), ""]
    summary = result["summary"]
    if summary:
        winner = summary["winner"]
        name = {"A": f"A ({labels[0]})", "B": f"B ({labels[1]})", "tie": "a tie"}.get(winner, "no verdict")
        lines += [f"**Overall: {name}**", "", "| Dimension | Winner | Agreement | A | B | Tie |",
                  "|---|:-:|:-:|:-:|:-:|:-:|"]
        for dimension in summary["dimensions"]:
            panel = summary["panel"][dimension]
            lines.append(f"| {dimension.capitalize()} | {OUTCOME_WORDS[panel['winner']]} | "
                         f"{panel['agreeing']} of {panel['voting']} | {panel['votes']['A']} | {panel['votes']['B']} | "
                         f"{panel['votes']['tie']} |")
        lines.append("")
        for model, dims in summary["positionFlips"].items():
            lines += [f"> Position bias: {model} changed its verdict with the order on {', '.join(dims)} "
                      "(counted as ties).", ""]
        lines += ["| Juror | " + " | ".join(d.capitalize() for d in summary["dimensions"]) + " |",
                  "|---|" + ":-:|" * len(summary["dimensions"])]
        for juror in summary["jurors"]:
            cells = [OUTCOME_WORDS[juror["verdicts"][d]["outcome"]] + (" (flipped)" if juror["verdicts"][d]["flipped"]
                                                                        else "") for d in summary["dimensions"]]
            lines.append(f"| {juror['model']} | " + " | ".join(cells) + " |")
        lines.append("")
    if result["foreman"]:
        foreman = result["foreman"]
        lines += [f"### Foreman's report ({foreman['model']})", "", foreman["reportText"].strip(), ""]
    if result["status"] == Message.Status.FAILED:
        lines += [f"**This comparison failed:** {result['error']}", ""]
    return "\n".join(lines).rstrip() + "\n"
