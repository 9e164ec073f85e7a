"""Registers compare mode with the evaluation app's mode registry (imported from AppConfig.ready)."""

from evaluation import modes
from evaluation.compare import mock  # noqa: F401  (offline answers for eval.compare.*)
from evaluation.compare.results import export_markdown, load_result
from evaluation.compare.services import compare_pipeline
from evaluation.compare.validation import validate_request
from evaluation.compare.views import page_context

modes.register(modes.ModeSpec(
    name="compare",
    label="Compare",
    validate=validate_request,
    pipeline=compare_pipeline,
    noun="comparison",
    result=load_result,
    export=export_markdown,
    template="evaluation/compare/result.html",
    page_context=page_context,
))
