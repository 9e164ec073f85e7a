"""A jury evaluation as Markdown: content, each juror's scorecard, the summary and the foreman's report."""

from __future__ import annotations

from evaluation.jury.parsing import prose
from evaluation.jury.rubric import DIMENSIONS
from evaluation.jury.results import load_result
from evaluation.models import Message


def _cell(value) -> str:
    return "—" if value is None else str(value)


def export_markdown(message: Message) -> str:
    result = load_result(message)
    meta = result["metadata"]
    lines = ["## Jury evaluation", ""]
    presentation = result["presentation"] or {"content": message.config.get("modeConfig", {}).get("content", "")}
    if presentation.get("originalQuestion"):
        lines += ["**Original question:**", "", _quote(presentation["originalQuestion"]), ""]
    lines += ["**Content under evaluation:**", "", _quote(presentation["content"]), ""]
    if result["jurorSummary"]:
        summary = result["jurorSummary"]
        tally = summary["voteTally"]
        lines += [f"**Majority verdict: {summary['majorityVerdict']}** "
                  f"(approve {tally['approve']}, revise {tally['revise']}, reject {tally['reject']}; "
                  f"{summary['successfulJurors']} of {summary['jurorCount']} jurors answered)", ""]
        agreement = meta.get("agreement", {})
        lines += ["| Dimension | Average | Min | Max | Agreement |", "|---|:-:|:-:|:-:|:-:|"]
        for d in DIMENSIONS:
            span = summary["dimensionRanges"].get(d) or {}
            lines.append(f"| {d.capitalize()} | {_cell(summary['dimensionAverages'].get(d))} "
                         f"| {_cell(span.get('min'))} | {_cell(span.get('max'))} | {_cell(agreement.get(d))} |")
        lines += ["", f"Overall average: {_cell(meta.get('overallAverage'))} · Jurors' agreement on this item, "
                      f"Krippendorff's α (1 = alike, 0 = chance): {_cell(meta.get('overallAlpha'))}", ""]
        for warning in meta.get("warnings", []):
            lines += [f"> Warning: {warning}", ""]
    if result["foreman"]:
        lines += [f"### Foreman's report ({result['foreman']['model']})", "",
                  prose(result["foreman"]["reportText"]), ""]
    usage_by_juror = meta.get("jurorUsage", [])
    warnings_by_juror = meta.get("jurorWarnings", [])
    for number, juror in enumerate(result["jurors"], start=1):
        usage = usage_by_juror[number - 1] if number <= len(usage_by_juror) else {}
        lines += [f"### Juror {number}: {juror['model']} — {juror['verdict'] or 'no verdict'} "
                  f"(average {_cell(juror['average'])}, {juror['responseTimeMs']} ms{_usage(usage)})", ""]
        for warning in warnings_by_juror[number - 1] if number <= len(warnings_by_juror) else []:
            lines += [f"> Warning: {warning}", ""]
        lines += [prose(juror["assessmentText"]), ""]
    for failure in meta.get("failedJurors", []):
        lines += [f"*Juror {failure['model']} did not answer: {failure['error']}*", ""]
    total = meta.get("usage") or {}
    if total.get("calls"):
        lines += [f"*{total['calls']} model calls{_usage(total)}.*", ""]
    if result["status"] == Message.Status.FAILED:
        lines += [f"**This evaluation failed:** {result['error']}", ""]
    return "\n".join(lines).rstrip() + "\n"


def _usage(usage: dict) -> str:
    if not usage or "promptTokens" not in usage:
        return ""
    tokens = usage["promptTokens"] + usage["completionTokens"]
    cost = usage.get("costUsd")
    return f", {tokens:,} tokens, {'cost unknown' if cost is None else f'${cost:.4f}'}"


def _quote(text: str) -> str:
    return "\n".join("> " + line if line else ">" for line in text.strip().splitlines())
