"""Pages of tournaments: the upload form, and the result page's state (the shared result page renders it)."""

from __future__ import annotations

from django.conf import settings
from django.shortcuts import render

from evaluation.views import start_from_form


def tournament_body_from_form(post, files) -> dict:
    jurors = [m for m in post.getlist("jurorModels") if m.strip()]
    jurors += [m.strip() for m in post.get("extraJurors", "").split(",") if m.strip()]
    cap = settings.EVAL_SOURCE_MAX_UPLOAD_BYTES
    config = {"jurorModels": jurors,
              "sources": [{"kind": "file", "name": f.name, "data": f.read(cap + 1)} for f in files.getlist("file")]}
    if post.get("budgetUsd", "").strip():
        config["budgetUsd"] = post["budgetUsd"].strip()
    return {"mode": "tournament", "question": post.get("name", ""), "modeConfig": config}


def _context(post=None, errors=None) -> dict:
    return {"model_choices": settings.EVAL_MODEL_CHOICES,
            "chosen_jurors": post.getlist("jurorModels") if post else settings.EVAL_JURY_DEFAULT_JURORS,
            "values": post or {}, "errors": errors or {}}


def tournament_new(request):
    """GET: the tournament form; POST: start one and go to its live page."""
    def refused(fields, status):
        return render(request, "evaluation/compare/tournament_form.html", _context(request.POST, fields), status=status)

    if request.method == "POST":
        return start_from_form(request, body_from_form=tournament_body_from_form, render_form=refused)
    return render(request, "evaluation/compare/tournament_form.html", _context())


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
