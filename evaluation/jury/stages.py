"""Jury mode's stored stages: their names and order, and the readers that turn a stored row back into
the spec's shapes. The pipeline (`jury/services.py`) writes these rows; the result, the export and
batches read them through this module, so reading a result never imports the pipeline.

    stage_type     stage_order  position   what the row holds
    present        1            -          the content judged (and the original question)
    deliberation   2            juror      one juror's text; parsed scores, verdict, usage, warnings
    juror_summary  3            -          majority verdict, tally, dimension averages and ranges
    verdict        4            -          the foreman's report; its analysis and metadata
"""

from __future__ import annotations

from evaluation.models import DeliberationStage

PRESENT, DELIBERATION, JUROR_SUMMARY, VERDICT = "present", "deliberation", "juror_summary", "verdict"
ORDER = {PRESENT: 1, DELIBERATION: 2, JUROR_SUMMARY: 3, VERDICT: 4}


def juror_assessment(stage: DeliberationStage) -> dict:
    """The spec's `JurorAssessment` from a stored deliberation row."""
    data = stage.parsed_data or {}
    return {"model": stage.model, "assessmentText": stage.content, "scores": data.get("scores"),
            "average": data.get("average"), "verdict": data.get("verdict"),
            "recommendations": data.get("recommendations", []), "responseTimeMs": stage.response_time_ms,
            "parseSuccess": data.get("parseSuccess", False), "truncated": data.get("truncated", False)}


def juror_metadata(stage: DeliberationStage) -> dict:
    """Beside the spec's assessment: the juror's place, its cost and what could not be read right
    (an ambiguous verdict), for the juror card.

    (Pages fetch a juror's text as HTML only when a viewer opens it: rendering Markdown
    for every juror here would sit on the critical path when jurors finish together.)
    """
    data = stage.parsed_data or {}
    return {"position": stage.position, "usage": data.get("usage"), "warnings": data.get("warnings", [])}


def summary_from(stage: DeliberationStage) -> dict:
    """The spec's JurorSummary fields of a stored juror_summary row (without the metadata)."""
    return {k: v for k, v in (stage.parsed_data or {}).items() if k != "metadata"}
