"""Pages of compare mode: the form (two candidates side by side) and the result page's live state.

The result page is the evaluation app's shared one; it renders `evaluation/compare/result.html`
with `page_context`'s state, and the page follows the run's stream like jury mode's.
"""

from __future__ import annotations

from django.conf import settings
from django.shortcuts import render

from evaluation.compare.stages import juror_json, juror_verdicts
from evaluation.jury.rubric import DIMENSIONS
from evaluation.rendering import markdown_html
from evaluation.sources.intake import ACCEPT
from evaluation.views import start_from_form, timeout_ms_from_form

SIDES = ("a", "b")


def _candidate_from_form(post, files, side: str, default_label: str) -> dict:
    cap = settings.EVAL_SOURCE_MAX_UPLOAD_BYTES
    sources = [{"kind": "file", "name": f.name, "data": f.read(cap + 1)} for f in files.getlist(f"{side}_files")]
    if post.get(f"{side}_url", "").strip():
        sources.append({"kind": "url", "url": post[f"{side}_url"].strip()})
    if post.get(f"{side}_repository", "").strip():
        sources.append({"kind": "repository", "url": post[f"{side}_repository"].strip()})
    candidate = {"label": post.get(f"{side}_label", "").strip() or default_label,
                 "content": post.get(f"{side}_content", "")}
    if sources:
        candidate["sources"] = sources
    return candidate


def compare_body_from_form(post, files) -> dict:
    """The API body a submitted compare form describes."""
    jurors = [m for m in post.getlist("jurorModels") if m.strip()]
    jurors += [m.strip() for m in post.get("extraJurors", "").split(",") if m.strip()]
    config = {"candidates": [_candidate_from_form(post, files, "a", "Candidate A"),
                             _candidate_from_form(post, files, "b", "Candidate B")],
              "jurorModels": jurors, "foremanModel": post.get("foremanModel", "").strip(),
              "dimensions": post.getlist("dimensions") or list(DIMENSIONS)}
    if post.get("originalQuestion", "").strip():
        config["originalQuestion"] = post["originalQuestion"]
    timeout_ms = timeout_ms_from_form(post)
    if timeout_ms is not None:
        config["timeoutMs"] = timeout_ms
    return {"mode": "compare", "modeConfig": config}


def _form_errors(fields: dict) -> dict:
    """API field paths → the form's fields (a candidate's problems go to its column)."""
    errors: dict[str, list[str]] = {}
    for path, problems in fields.items():
        if path.startswith("modeConfig.candidates."):
            name = "a" if path.split(".")[2] == "0" else "b"
        elif path.startswith("modeConfig.jurorModels"):
            name = "jurorModels"
        else:
            name = {"modeConfig.foremanModel": "foremanModel", "modeConfig.timeoutMs": "timeoutSeconds",
                    "modeConfig.dimensions": "dimensions",
                    "modeConfig.originalQuestion": "originalQuestion"}.get(path, "form")
        for problem in problems:
            if problem not in errors.get(name, []):
                errors.setdefault(name, []).append(problem)
    return errors


def _context(post=None, errors=None) -> dict:
    return {
        "model_choices": settings.EVAL_MODEL_CHOICES,
        "chosen_jurors": post.getlist("jurorModels") if post else settings.EVAL_JURY_DEFAULT_JURORS,
        "foreman": post.get("foremanModel") if post else settings.EVAL_JURY_DEFAULT_FOREMAN,
        "dimensions": DIMENSIONS, "chosen_dimensions": post.getlist("dimensions") if post else DIMENSIONS,
        "values": post or {}, "errors": errors or {}, "accept": ACCEPT,
        "timeout_default_s": settings.EVAL_JURY_TIMEOUT_MS // 1000,
        "sides": [("a", "A", "Candidate A"), ("b", "B", "Candidate B")],
    }


def compare_new(request):
    """GET: the compare form; POST: start a comparison and go to its live page."""
    def refused(fields, status):
        return render(request, "evaluation/compare/form.html", _context(request.POST, _form_errors(fields)),
                      status=status)

    if request.method == "POST":
        return start_from_form(request, body_from_form=compare_body_from_form, render_form=refused)
    return render(request, "evaluation/compare/form.html", _context())


def _juror_verdicts(result: dict) -> list[dict]:
    """Each juror whose two orders are both in, with its verdict per dimension (what `juror_complete` carries)."""
    by_juror: dict[int, dict] = {}
    for answer in result["answers"]:
        by_juror.setdefault(answer["juror"], {})[answer["order"]] = answer["positions"]
    return [juror_json(juror, result["jurorModels"][juror],
                       juror_verdicts(orders["AB"], orders["BA"], result["dimensions"]))
            for juror, orders in sorted(by_juror.items()) if set(orders) == {"AB", "BA"}]


def page_context(message, result: dict, last_seq: int) -> dict:
    """The live page's starting state: everything stored, in the shapes its events carry."""
    foreman = result["foreman"]
    state = {
        "messageId": str(message.pk), "stream": message.stream, "lastSeq": last_seq, "status": message.status,
        "error": message.error or None, "candidates": result["candidates"], "dimensions": result["dimensions"],
        "jurorModels": result["jurorModels"], "foremanModel": result["foremanModel"], "answers": result["answers"],
        "jurorVerdicts": _juror_verdicts(result),
        "summary": result["summary"], "usage": result["metadata"].get("usage"),
        "foreman": {"data": foreman, "metadata": {"reportHtml": markdown_html(foreman["reportText"])}}
        if foreman else None,
    }
    return {"state": state, "foreman_html": state["foreman"]["metadata"]["reportHtml"] if foreman else ""}
