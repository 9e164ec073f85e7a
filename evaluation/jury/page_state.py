"""What the live jury page starts from: the stored result in the shape its events carry."""

from __future__ import annotations

from evaluation.models import Message
from evaluation.jury.rules import alpha_reading
from evaluation.jury.parsing import prose
from evaluation.rendering import markdown_html


def jury_state(message: Message, result: dict, last_seq: int) -> dict:
    """The page's initial state: stored jurors/summary/report plus the stream position to resume after.

    Jurors carry the same `metadata` as a `juror_complete` event (position, usage, warnings), so
    the page renders stored and live jurors with one function.
    """
    config = message.config.get("modeConfig", {})
    jurors = []
    # `jurorUsage` lists the same jurors in the same order (by position) as `jurors`.
    warnings = result["metadata"].get("jurorWarnings") or [[] for _ in result["jurors"]]
    for juror, usage, notes in zip(result["jurors"], result["metadata"].get("jurorUsage", []), warnings, strict=False):
        cost = {k: usage[k] for k in ("promptTokens", "completionTokens", "costUsd") if k in usage}
        jurors.append({"data": juror, "metadata": {"position": usage["position"], "usage": cost or None,
                                                   "warnings": notes}})
    summary = None
    if result["jurorSummary"]:
        summary = {"data": result["jurorSummary"],
                   "metadata": {k: v for k, v in result["metadata"].items()
                                if k in ("agreement", "overallAlpha", "verdictInferred", "warnings", "overallAverage",
                                         "failedJurors", "alphaReading")}}
        if "alphaReading" not in summary["metadata"]:  # a result stored before the reading was
            summary["metadata"]["alphaReading"] = alpha_reading(result["metadata"].get("overallAlpha"),
                                                                result["jurorSummary"].get("dimensionRanges") or {})
    foreman = None
    if result["foreman"]:
        foreman = {"data": result["foreman"],
                   "metadata": {**(result["metadata"].get("foreman") or {}),
                                "reportHtml": markdown_html(prose(result["foreman"]["reportText"]))}}
    return {
        "messageId": str(message.pk), "stream": message.stream, "lastSeq": last_seq, "status": message.status,
        "error": message.error or None, "title": result.get("title"),
        "jurorModels": config.get("jurorModels", []), "foremanModel": config.get("foremanModel"),
        "jurors": jurors, "summary": summary, "foreman": foreman, "usage": result["metadata"].get("usage"),
    }
