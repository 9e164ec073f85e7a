"""Registers jury mode with the evaluation app's mode registry (imported from AppConfig.ready)."""

from django.conf import settings

from evaluation import modes
from evaluation.jury.export import export_markdown
from evaluation.jury.results import load_result
from evaluation.jury.services import jury_run
from evaluation.jury.validation import validate_request


def _validate(body):
    return validate_request(body, max_content_chars=settings.EVAL_MAX_CONTENT_CHARS)


modes.register(modes.ModeSpec(
    name="jury",
    label="Jury",
    validate=_validate,
    run=jury_run,
    result=load_result,
    export=export_markdown,
    template="evaluation/jury/result.html",
))
