"""Registers dialectical mode with the evaluation app's mode registry (imported from AppConfig.ready)."""

from django.db import IntegrityError

from evaluation import modes
from evaluation.dialectic import admin, mock  # noqa: F401  (staff's preset editor; offline answers)
from evaluation.dialectic.results import export_markdown, load_result
from evaluation.dialectic.selectors import find_preset
from evaluation.dialectic.services import RunGone, dialectic_pipeline
from evaluation.dialectic.validation import validate_request
from evaluation.sources.intake import request_sources


def _validate(body):
    return validate_request(body, find_preset=find_preset, sources=request_sources(body))


modes.register(modes.ModeSpec(
    name="dialectic",
    label="Dialectical",
    validate=_validate,
    pipeline=dialectic_pipeline,
    noun="audit",
    gone=(RunGone, IntegrityError),
    result=load_result,
    export=export_markdown,
    template="evaluation/dialectic/result.html",
))
