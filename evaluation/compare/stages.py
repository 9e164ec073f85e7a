"""Compare mode's stored stages and the readers that turn rows back into the result's shapes.

    stage_type       stage_order  position          what the row holds
    present          1            -                 both candidates as judged (labels, texts, the task)
    comparison       2            juror × 2 + order one juror's answer in one order ("AB": A shown first)
    compare_summary  3            0                 every juror's verdicts and the panel's, per dimension
    verdict          4            -                 the foreman's report

The pipeline (`compare/services.py`) writes them; the result, the export and the page read them here.
"""

from __future__ import annotations

from evaluation.compare.verdicts import OVERALL, JurorVerdict, PanelVerdict, juror_verdict
from evaluation.models import DeliberationStage

PRESENT, COMPARISON, SUMMARY, VERDICT = "present", "comparison", "compare_summary", "verdict"
ORDER = {PRESENT: 1, COMPARISON: 2, SUMMARY: 3, VERDICT: 4}
ORDERS = ("AB", "BA")


def slot(juror: int, order: str) -> int:
    """The row's position: each juror has two, one per order."""
    return juror * 2 + ORDERS.index(order)


def juror_and_order(position: int) -> tuple[int, str]:
    return position // 2, ORDERS[position % 2]


def answer_of(stage: DeliberationStage) -> dict:
    """One stored answer as the page and the API show it."""
    juror, order = juror_and_order(stage.position or 0)
    data = stage.parsed_data or {}
    return {"juror": juror, "model": stage.model, "order": order, "positions": data.get("positions") or {},
            "reasons": data.get("reasons") or {}, "summary": data.get("summary", ""),
            "readable": data.get("readable", False), "responseTimeMs": stage.response_time_ms,
            "usage": data.get("usage")}


def juror_verdict_json(verdict: JurorVerdict) -> dict:
    return {"outcome": verdict.outcome, "flipped": verdict.flipped, "favoured": verdict.favoured,
            "strong": verdict.strong}


def juror_verdicts(ab: dict, ba: dict, dimensions: list[str]) -> dict[str, JurorVerdict]:
    """A juror's verdict per dimension and overall, from its answers' positions with A first (`ab`) and B first."""
    return {d: juror_verdict(ab.get(d), ba.get(d)) for d in [*dimensions, OVERALL]}


def juror_json(juror: int, model: str, verdicts: dict[str, JurorVerdict]) -> dict:
    """One juror's verdicts as `juror_complete` carries them (the summary and the page's state too)."""
    return {"juror": juror, "model": model, "verdicts": {d: juror_verdict_json(v) for d, v in verdicts.items()}}


def panel_verdict_json(verdict: PanelVerdict) -> dict:
    return {"winner": verdict.winner, "votes": verdict.votes, "agreeing": verdict.agreeing,
            "voting": verdict.voting,
            "agreement": round(verdict.agreement, 4) if verdict.agreement is not None else None}
