"""Pages of the jury mode: the jury form (the evaluation app's front page) and one juror's assessment.

The result page itself is the evaluation app's shared result page, which renders this
mode's `evaluation/jury/result.html` body with `page_context`'s live state.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import render

from evaluation import selectors
from evaluation.jury import page_state
from evaluation.jury.parsing import prose
from evaluation.rendering import markdown_html
from evaluation.sources.intake import form_context as sources_form_context, form_sources
from evaluation.views import start_from_form, timeout_ms_from_form
from juryrigged.core.errors import DomainError


def _recent(user, limit=5):
    return list(selectors.conversations_for(user=user)[:limit]) if user.is_authenticated else []


def jury_body_from_form(post, files=None) -> dict:
    """The API body (spec JuryStreamRequest) a submitted jury form describes (uploads, URLs → `sources`)."""
    jurors = [m for m in post.getlist("jurorModels") if m.strip()]
    jurors += [m.strip() for m in post.get("extraJurors", "").split(",") if m.strip()]
    content = post.get("content", "")
    config = {"content": content, "jurorModels": jurors, "foremanModel": post.get("foremanModel", "").strip()}
    if post.get("originalQuestion", "").strip():
        config["originalQuestion"] = post["originalQuestion"]
    timeout_ms = timeout_ms_from_form(post)
    if timeout_ms is not None:
        config["timeoutMs"] = timeout_ms
    sources = form_sources(post, files) if files is not None else []
    if sources:
        config["sources"] = sources
    return {"question": content, "mode": "jury", "modeConfig": config}


def _form_context(post=None, errors=None) -> dict:
    chosen = post.getlist("jurorModels") if post else settings.EVAL_JURY_DEFAULT_JURORS
    return {
        "model_choices": settings.EVAL_MODEL_CHOICES,
        "chosen_jurors": chosen,
        "foreman": (post.get("foremanModel") if post else settings.EVAL_JURY_DEFAULT_FOREMAN),
        "values": post or {},
        "errors": errors or {},
        "timeout_default_s": settings.EVAL_JURY_TIMEOUT_MS // 1000,
        "sources_form": sources_form_context(post),
    }


def index(request):
    """GET: the jury form (and recent history); POST: start a jury run and go to its live page."""
    context = {"recent": _recent(request.user)}

    def refused(fields, status):
        context.update(_form_context(request.POST, _form_errors(fields)))
        return render(request, "evaluation/index.html", context, status=status)

    if request.method == "POST":
        return start_from_form(request, body_from_form=jury_body_from_form, render_form=refused)
    context.update(_form_context())
    return render(request, "evaluation/index.html", context)


def _form_errors(fields: dict) -> dict:
    """API field paths → form field names (juror list errors, by index, go to the juror fieldset)."""
    names = {"question": "content", "modeConfig.content": "content", "modeConfig.originalQuestion": "originalQuestion",
             "modeConfig.foremanModel": "foremanModel", "modeConfig.timeoutMs": "timeoutSeconds", "mode": "form",
             "conversationId": "form", "files": "sources"}
    errors: dict[str, list[str]] = {}
    for path, problems in fields.items():
        name = "jurorModels" if path.startswith("modeConfig.jurorModels") else \
            "sources" if path.startswith("modeConfig.sources") else names.get(path, "form")
        for problem in problems:
            if name == "timeoutSeconds":
                problem = _seconds(problem)
            if problem not in errors.get(name, []):
                errors.setdefault(name, []).append(problem)
    return errors


def _seconds(problem: str) -> str:
    return (problem.replace("greater than or equal to 10000", "at least 10 seconds")
            .replace("less than or equal to 300000", "at most 300 seconds"))


@login_required
def juror_assessment(request, message_id, position):
    """One juror's full assessment as sanitized HTML (the result page loads it when a viewer opens it)."""
    try:
        message = selectors.access_run(user=request.user, message_id=message_id)
    except DomainError:
        raise Http404("No such evaluation.") from None
    stage = message.stages.filter(stage_type="deliberation", position=position).first()
    if stage is None:
        raise Http404("No such juror.")
    # What the reader took from the answer's JSON block is on the card already: not shown again as prose.
    return HttpResponse(markdown_html(prose(stage.content)), content_type="text/html; charset=utf-8")


def page_context(message, result: dict, last_seq: int) -> dict:
    """What the shared result page's jury body needs beyond the result: the live state and the foreman's report."""
    state = page_state.jury_state(message, result, last_seq)
    return {"state": state, "foreman_html": state["foreman"]["metadata"]["reportHtml"] if state["foreman"] else ""}
