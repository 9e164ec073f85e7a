"""Registers jury mode with the evaluation app's mode registry (imported from AppConfig.ready)."""

from dataclasses import replace

from django.conf import settings

from evaluation import modes
from evaluation.jury.export import export_markdown
from evaluation.jury.results import load_result
from evaluation.jury.services import jury_pipeline
from evaluation.jury.validation import validate_request
from evaluation.jury.views import page_context
from evaluation.sources.intake import request_sources
from evaluation.sources.requests import sources_label


def _validate(body):
    sources = request_sources(body)
    if not sources:
        return validate_request(body, max_content_chars=settings.EVAL_MAX_CONTENT_CHARS)
    # The jury judges the user's text and the sources together: with sources, the text may be empty.
    label = sources_label(sources)
    config = dict(body["modeConfig"])
    own = config.get("content")
    from_sources = not (isinstance(own, str) and own.strip())
    if from_sources:
        config["content"] = f"The attached sources: {label}"
    question = body.get("question")
    body = {**body, "modeConfig": config,
            "question": question if isinstance(question, str) and question.strip() else config["content"]}
    validated = validate_request(body, max_content_chars=settings.EVAL_MAX_CONTENT_CHARS)
    clean = {**validated.config, "sources": sources, "contentFromSources": from_sources}
    content = validated.content if from_sources else f"{validated.content}\n\nAttached: {label}"
    return replace(validated, config=clean, content=content)


modes.register(modes.ModeSpec(
    name="jury",
    label="Jury",
    validate=_validate,
    pipeline=jury_pipeline,
    result=load_result,
    export=export_markdown,
    template="evaluation/jury/result.html",
    page_context=page_context,
))
