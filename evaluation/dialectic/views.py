"""Pages of the dialectical mode: the audit form (and its live cost estimate) and the run's Markdown download.

The result page itself is the evaluation app's shared result page, which renders
this mode's `evaluation/dialectic/result.html` body for a dialectic run.
"""

from __future__ import annotations


from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, JsonResponse
from django.views.decorators.http import require_POST
from django.shortcuts import redirect, render
from django.urls import reverse

from evaluation import modes, selectors, services
from evaluation.dialectic.estimate import audit_estimate
from evaluation.dialectic.personas import PERSONAS
from evaluation.dialectic.evidence import redact_secrets
from evaluation.dialectic.results import document_of, export_markdown
from evaluation.dialectic.selectors import rubric_presets
from evaluation.sources.intake import form_context, form_sources
from juryrigged.core.errors import DomainError, domain_error_response, json_error
from juryrigged.core.inputs import json_loads

CUSTOM = "custom"


def body_from_form(post, files) -> tuple[dict, list[str]]:
    """The API body the form describes (uploads, a page URL, a repository → `sources`), and form problems."""
    problems: list[str] = []
    documents = [{"name": name.strip(), "text": text}
                 for name, text in zip(post.getlist("doc_name"), post.getlist("doc_text"), strict=False)
                 if name.strip() or text.strip()]
    config: dict = {"documents": documents, "sources": form_sources(post, files),
                    "judgeModels": {j: post.get(f"model_{j}", "").strip() for j in PERSONAS if post.get(f"model_{j}")}}
    if post.get("rubric_choice") == CUSTOM:
        try:
            config["rubric"] = json_loads(post.get("custom_rubric") or "")
        except DomainError as refused:  # not JSON, too deep, or text that cannot be stored
            config["rubric"] = []
            problems.append(f"The custom rubric is not valid JSON: {refused.message}" if refused.code == "INVALID_JSON"
                            else f"The custom rubric cannot be stored: {refused.message}")
    else:
        config["rubricPresetId"] = post.get("rubric_choice") or ""
    return {"mode": "dialectic", "question": post.get("question", ""), "modeConfig": config}, problems


def _context(request, *, errors=None, problems=None, values=None):
    presets = rubric_presets()
    values = values or {}
    documents = values.get("documents") or [{"name": "", "text": ""}]
    return {
        "presets": presets,
        "presets_json": [{"slug": p["slug"], "criteria": p["criteria"]} for p in presets],
        "judges": [_judge_choice(judge, (values.get("models") or {}).get(judge)) for judge in PERSONAS],
        "errors": errors or {},
        "problems": problems or [],
        "values": values,
        "documents": documents,
        "sources_form": form_context(values.get("post"), legend="Files, a web page or a repository"),
        "limits": {"documents": settings.EVAL_DIALECTIC_MAX_DOCUMENTS,
                   "document_chars": settings.EVAL_DIALECTIC_MAX_DOCUMENT_CHARS,
                   "total_chars": settings.EVAL_DIALECTIC_MAX_TOTAL_CHARS},
    }


def _judge_choice(judge: str, chosen: str | None) -> tuple[str, str, list[str]]:
    selected = chosen or settings.EVAL_DIALECTIC_JUDGE_MODELS[judge]
    choices = list(settings.EVAL_MODEL_CHOICES)
    if selected not in choices:
        choices.insert(0, selected)
    return judge, selected, choices


@login_required
def audit_new(request):
    """GET: the form. POST: validate like the API, start the run, go to its live page."""
    if request.method != "POST":
        return render(request, "evaluation/dialectic/new.html", _context(request, values={
            "rubric_choice": (rubric_presets() or [{"slug": ""}])[0]["slug"]}))
    body, problems = body_from_form(request.POST, request.FILES)
    values = {"question": body["question"], "documents": body["modeConfig"]["documents"],
              "rubric_choice": request.POST.get("rubric_choice", ""),
              "custom_rubric": request.POST.get("custom_rubric", ""),
              "models": body["modeConfig"]["judgeModels"], "post": request.POST}
    errors: dict[str, list[str]] = {}
    status = 400
    if not problems:
        spec = modes.get("dialectic")
        try:
            validated = spec.validate(body)
            run = services.evaluation_start(user=request.user, mode="dialectic", request=validated)
            return redirect(reverse("evaluation:result", args=[run.pk]))
        except modes.Invalid as invalid:
            errors = invalid.fields
        except DomainError as refused:  # rate limits, a foreign conversation
            problems, status = [refused.message], refused.status
    return render(request, "evaluation/dialectic/new.html",
                  _context(request, errors=errors, problems=problems, values=values), status=status)


@login_required
@require_POST
def audit_new_estimate(request):
    """The form's live estimate: the form's own fields and files, read exactly as a submit reads them, priced
    (`evaluation.dialectic.estimate`). 400 in the JSON error shape while the form is not yet valid."""
    body, problems = body_from_form(request.POST, request.FILES)
    if problems:
        return json_error(400, "VALIDATION_ERROR", problems[0])
    try:
        return JsonResponse(audit_estimate(modes.get("dialectic").validate(body).config))
    except DomainError as refused:  # a field error, a refused upload
        return domain_error_response(refused)


@login_required
def audit_markdown(request, message_id):
    """The run's report as a Markdown file (404 for anyone else's run)."""
    try:
        message = selectors.access_run(user=request.user, message_id=message_id)
    except DomainError:
        return HttpResponse("No such audit.", status=404, content_type="text/plain")
    response = HttpResponse(export_markdown(message), content_type="text/markdown; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="audit-{str(message.pk)[:8]}.md"'
    return response


@login_required
def audit_document(request, message_id):
    """One document of the audit (`?name=src/app.py`) as JSON, secrets redacted: the evidence dialog loads
    a source file when a reader opens its evidence (a repository's files are not all sent with the page)."""
    try:
        message = selectors.access_run(user=request.user, message_id=message_id)
    except DomainError:
        return JsonResponse({"code": "NOT_FOUND", "error": "No such audit."}, status=404)
    document = document_of(message, request.GET.get("name", ""))
    if document is None:
        return JsonResponse({"code": "NOT_FOUND", "error": "No such document in this audit."}, status=404)
    return JsonResponse({"name": document.name, "text": redact_secrets(document.text)})
