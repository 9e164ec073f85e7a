"""Pages of tournaments: the result page's state (the shared result page and a tournament batch's page
render it). A tournament is started from the batch page (`/evaluate/batches/?mode=tournament`)."""

from __future__ import annotations

from django.shortcuts import redirect
from django.urls import reverse


def tournament_new(request):
    """Tournaments start from the batch page (one list of batches): the old address leads there."""
    return redirect(f"{reverse('evaluation:batches')}?mode=tournament")


def page_context(message, result: dict, last_seq: int) -> dict:
    state = {key: result[key] for key in ("name", "items", "candidates", "jurorModels", "budgetPairs", "allPairs",
                                          "judged", "planned", "report", "final", "status", "error")}
    state.update(messageId=str(message.pk), stream=message.stream, lastSeq=last_seq,
                 usage=result["metadata"].get("usage"))
    return {"state": state, "dimension_tables": dimension_tables(result["report"])}


def dimension_tables(report: dict | None) -> list[dict]:
    """The per-dimension ratings as the page's tables show them (rank, rating, interval, win rate)."""
    tables = []
    for dimension, shown in ((report or {}).get("dimensions") or {}).items():
        rows = [{**r, "winRate": shown["winRate"].get(r["candidate"], {})} for r in shown["ratings"]["ratings"]]
        tables.append({"dimension": dimension, "decided": shown["decided"], "agreement": shown["agreement"],
                       "rows": rows})
    return tables


def results_rows(report: dict | None) -> list[dict]:
    """The overall results table: each candidate's rank, rating with its interval and win rate (pairs won by the
    panel, ties half, of how many it had)."""
    rates = (report or {}).get("winRate") or {}
    ratings = ((report or {}).get("ratings") or {}).get("ratings", [])
    return [{**r, "winRate": rates.get(r["candidate"], {})} for r in ratings]
