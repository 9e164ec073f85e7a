"""The spec's `JuryResult`, rebuilt from the stored deliberation_stages rows (spec §G, loadJuryResult)."""

from __future__ import annotations

from evaluation.jury.stages import DELIBERATION, JUROR_SUMMARY, PRESENT, VERDICT, juror_assessment, summary_from
from evaluation.models import DeliberationStage, Message
from evaluation.runs import usage_of_run
from evaluation.sources.services import sources_context, sources_summary


def load_result(message: Message, stages: list[DeliberationStage] | None = None) -> dict:
    """The JuryResult of a run, as far as it got: parts not stored yet are None / empty.

    Beside the spec's fields: `metadata` (agreement figures, warnings, failed jurors,
    per-juror usage) and the run's `status` / `error`.
    """
    stages = stages if stages is not None else list(message.stages.order_by("stage_order", "position", "created_at"))
    present = next((s for s in stages if s.stage_type == PRESENT), None)
    jurors = sorted((s for s in stages if s.stage_type == DELIBERATION), key=lambda s: s.position or 0)
    summary_stage = next((s for s in stages if s.stage_type == JUROR_SUMMARY), None)
    verdict = next((s for s in stages if s.stage_type == VERDICT), None)
    summary = summary_from(summary_stage) if summary_stage else None
    config = message.config.get("modeConfig", {})
    presentation = None
    if present:
        presentation = {"content": present.content}
        if (present.parsed_data or {}).get("originalQuestion"):
            presentation["originalQuestion"] = present.parsed_data["originalQuestion"]
    result = {
        "presentation": presentation,
        "jurors": [juror_assessment(j) for j in jurors],
        "jurorSummary": summary,
        "foreman": _foreman(verdict),
        "majorityVerdict": summary["majorityVerdict"] if summary else None,
        "voteTally": summary["voteTally"] if summary else None,
        "dimensionAverages": summary["dimensionAverages"] if summary else None,
        "title": message.conversation.title or None,
        "sources": sources_summary(message),
        "sourcesRead": sources_context(message) or None,
        "status": message.status,
        "error": message.error or None,
        "metadata": {
            **((summary_stage.parsed_data or {}).get("metadata", {}) if summary_stage else {}),
            "jurorModels": config.get("jurorModels", []),
            "foremanModel": config.get("foremanModel"),
            "jurorUsage": [{"position": j.position, "model": j.model, **((j.parsed_data or {}).get("usage") or {})}
                           for j in jurors],
            "jurorWarnings": [(j.parsed_data or {}).get("warnings", []) for j in jurors],
            "foreman": (verdict.parsed_data or {}).get("metadata") if verdict else None,
            "usage": usage_of_run(message.pk),
        },
    }
    return result


def _foreman(stage: DeliberationStage | None) -> dict | None:
    if stage is None:
        return None
    data = stage.parsed_data or {}
    return {"model": stage.model, "reportText": stage.content, "finalVerdict": data.get("finalVerdict"),
            "dimensionAnalysis": data.get("dimensionAnalysis", []), "keyStrengths": data.get("keyStrengths", []),
            "keyWeaknesses": data.get("keyWeaknesses", []), "recommendations": data.get("recommendations", []),
            "dissentingOpinions": data.get("dissentingOpinions", []), "responseTimeMs": stage.response_time_ms}
