"""Registers tournaments with the evaluation app's mode registry (imported from AppConfig.ready)."""

from evaluation import modes
from evaluation.compare.tournament.results import export_markdown, load_result
from evaluation.compare.tournament.services import tournament_pipeline
from evaluation.compare.tournament.validation import validate_request
from evaluation.compare.tournament.views import page_context

modes.register(modes.ModeSpec(
    name="tournament",
    label="Tournament",
    validate=validate_request,
    pipeline=tournament_pipeline,
    noun="tournament",
    result=load_result,
    export=export_markdown,
    template="evaluation/compare/tournament.html",
    page_context=page_context,
))
