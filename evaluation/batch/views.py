"""Pages of batches: /evaluate/batches/ (your batches and a new one) and /evaluate/batches/<id>/
(live progress, the results table, and how far the jury can be trusted)."""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse

from evaluation.batch import panels, selectors, services
from evaluation.batch.api import batch_request, rerun_request
from evaluation.compare.tournament import results as tournament_results
from evaluation.compare.tournament import views as tournament_views
from evaluation.compare.prompts import DESCRIPTIONS
from evaluation.compare.verdicts import OVERALL
from evaluation.dialectic.personas import PERSONAS
from evaluation.dialectic.selectors import rubric_presets
from evaluation.errors import EvaluationError
from evaluation.modes import Invalid
from juryrigged import realtime
from juryrigged.core.errors import DomainError

ITEMS_PAGE_SIZE = 25
TOURNAMENT_DIMENSIONS = [d for d in DESCRIPTIONS if d != OVERALL]
FIELD_NAMES = {"modeConfig.foremanModel": "foremanModel", "modeConfig.timeoutMs": "timeoutMs",
               "modeConfig.dimensions": "dimensions",
               "modeConfig.rubricPresetId": "rubricPresetId", "modeConfig.rubric": "rubricPresetId"}


def _form_context(post=None, errors=None) -> dict:
    judges = settings.EVAL_DIALECTIC_JUDGE_MODELS
    presets = rubric_presets()
    return {
        "model_choices": settings.EVAL_MODEL_CHOICES,
        "chosen_jurors": post.getlist("jurorModels") if post else settings.EVAL_JURY_DEFAULT_JURORS,
        "foreman": post.get("foremanModel") if post else settings.EVAL_JURY_DEFAULT_FOREMAN,
        "mode": (post.get("mode") if post else None) or "jury",
        "presets": presets,
        "preset": (post.get("rubricPresetId") if post else None) or (str(presets[0]["id"]) if presets else ""),
        "judges": [(j, (post.get(f"judgeModels.{j}") if post else None) or judges[j],
                    sorted(set(settings.EVAL_MODEL_CHOICES) | {judges[j]})) for j in PERSONAS],
        "dimensions": TOURNAMENT_DIMENSIONS,
        "chosen_dimensions": post.getlist("dimensions") if post else [],
        "values": post or {}, "errors": errors or {},
        "defaults": {"concurrency": settings.BATCH_DEFAULT_CONCURRENCY, "budgetUsd": settings.BATCH_DEFAULT_BUDGET_USD,
                     "maxConcurrency": settings.BATCH_MAX_CONCURRENCY,
                     "maxMb": settings.BATCH_MAX_FILE_BYTES // (1024 * 1024), "maxItems": settings.BATCH_MAX_ITEMS},
    }


def _field_errors(fields: dict) -> dict:
    errors: dict[str, list[str]] = {}
    for path, problems in fields.items():
        if path.startswith("modeConfig.jurorModels"):
            name = "jurorModels"
        elif path.startswith("modeConfig.judgeModels"):
            name = "judgeModels"
        elif path.startswith("modeConfig.rubric"):
            name = "rubricPresetId"
        else:
            name = FIELD_NAMES.get(path, path)
        errors.setdefault(name, []).extend(problems)
    return errors


@login_required
def batches(request):
    """GET: your batches and the form; POST: start a batch from the uploaded file and go to its page."""
    batches_shown = list(selectors.batches_for(user=request.user)[:50])
    runs = selectors.tournament_runs(batches_shown)  # a tournament's progress is in pairs, read from its run
    for b in batches_shown:
        if b.pk in runs:
            b.pairs = selectors.tournament_progress(b, run=runs[b.pk][0], judged=runs[b.pk][1])
    context = {"batches": batches_shown}
    if request.method == "POST":
        try:
            spec = batch_request(request.POST, request.FILES)
            batch = services.batch_create(user=request.user, **spec)
        except Invalid as invalid:
            context.update(_form_context(request.POST, _field_errors(invalid.fields)))
            return render(request, "evaluation/batch/index.html", context, status=400)
        except DomainError as error:
            messages.error(request, error.message)
            context.update(_form_context(request.POST))
            return render(request, "evaluation/batch/index.html", context, status=error.status)
        return redirect("evaluation:batch", batch_id=batch.pk)
    context.update(_form_context())
    if request.GET.get("mode") in panels.MODES:
        context["mode"] = request.GET["mode"]
    return render(request, "evaluation/batch/index.html", context)


@login_required
def batch_page(request, batch_id):
    after = realtime.last_seq(f"batch.{batch_id}")  # read before the state: no change is missed
    try:
        batch = selectors.access_batch(user=request.user, batch_id=batch_id)
    except EvaluationError:
        raise Http404("No such batch.") from None
    if request.method == "POST" and request.POST.get("action") == "cancel":
        services.batch_cancel(batch=batch)
        messages.success(request, "The batch was cancelled: nothing more will be started.")
        return redirect("evaluation:batch", batch_id=batch.pk)
    if request.method == "POST" and request.POST.get("action") == "rerun":
        try:
            rerun = services.batch_rerun(batch=batch, user=request.user, **rerun_request(batch, request.POST))
        except DomainError as error:
            problems = [p for ps in (error.extra.get("fields") or {}).values() for p in ps]
            messages.error(request, "Not re-run: " + (" ".join(problems) or error.message))
            return redirect("evaluation:batch", batch_id=batch.pk)
        messages.success(request, "Re-running with the other panel; the two runs are compared below as items finish.")
        return redirect("evaluation:batch", batch_id=rerun.pk)
    if batch.mode == panels.TOURNAMENT:
        return _tournament_page(request, batch, after)
    scale = panels.scale_of(batch.mode, batch.config)
    try:
        filters = selectors.item_filters(request.GET, scale)
    except Invalid:
        filters = selectors.item_filters({}, scale)
    page = Paginator(selectors.items_of(batch=batch, **filters), ITEMS_PAGE_SIZE).get_page(request.GET.get("page"))
    query = request.GET.copy()
    query.pop("page", None)
    sort_query = request.GET.copy()
    sort_query.pop("sort", None)
    sort_query.pop("page", None)
    row = selectors.batch_row(batch)
    report = selectors.batch_report(batch)
    dialectic = batch.mode == panels.DIALECTIC
    rows = [selectors.item_row(item, scale) for item in page.object_list]
    for r in rows:  # the table's cells, in the scale's order
        r["cells"] = [r["scores"].get(d) for d in scale.ids]
    return render(request, "evaluation/batch/detail.html", {
        "batch": batch, "row": row, "report": report, "shown": report_view(report, scale), "page": page,
        "rows": rows, "filters": filters, "dialectic": dialectic, "scale": scale,
        "criteria": [(d, scale.names.get(d, d)) for d in scale.ids] if dialectic else [],
        "words": WORDS[batch.mode if dialectic else panels.JURY],
        "query": query.urlencode(), "sort_query": sort_query.urlencode(), "dimensions": scale.ids,
        "percent": round(100 * row["finished"] / row["total"]) if row["total"] else 0,
        "rerun": _rerun_context(batch), "reruns": list(batch.reruns.order_by("-created_at")[:10]),
        "live": {"stream": batch.stream, "after": after, "active": batch.is_active,
                 "api": reverse("evaluation:api-batch", args=[batch.pk])},
    })


def _rerun_context(batch) -> dict:
    """The re-run form's choices: other jurors and a foreman (jury), or other judges (dialectical)."""
    judges = batch.config.get("judgeModels") or {}
    return {"model_choices": settings.EVAL_MODEL_CHOICES, "jurors": batch.config.get("jurorModels") or [],
            "foreman": batch.config.get("foremanModel"),
            "judges": [(j, judges.get(j), sorted(set(settings.EVAL_MODEL_CHOICES) | {judges.get(j) or ""} - {""}))
                       for j in PERSONAS]}


@login_required
def batch_compare_page(request, batch_id):
    """A re-run beside the batch it re-ran, item by item."""
    try:
        batch = selectors.access_batch(user=request.user, batch_id=batch_id)
        if batch.rerun_of_id is None:
            raise Http404("This batch re-runs no other batch.")
        original = selectors.access_batch(user=request.user, batch_id=batch.rerun_of_id)
    except EvaluationError:
        raise Http404("No such batch.") from None
    if batch.mode == panels.TOURNAMENT:
        return render(request, "evaluation/batch/compare_tournament.html", {
            "batch": batch, "original": original, "compared": selectors.tournaments_compared(batch, original),
            "panels": [", ".join(b.config.get("jurorModels") or []) for b in (original, batch)]})
    compared = selectors.runs_compared(batch, original)
    only_changed = request.GET.get("changed") == "1"
    rows = [r for r in compared["rows"] if r["changed"]] if only_changed else compared["rows"]
    page = Paginator(rows, ITEMS_PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "evaluation/batch/compare.html", {
        "batch": batch, "original": original, "compared": compared, "page": page, "only_changed": only_changed,
        "panels": [_panel_text(original), _panel_text(batch)],
        "same_share": round(100 * compared["sameVerdict"] / compared["bothJudged"]) if compared["bothJudged"] else None,
    })


def _panel_text(batch) -> str:
    if batch.mode == panels.DIALECTIC:
        return ", ".join(f"{j} {m}" for j, m in (batch.config.get("judgeModels") or {}).items())
    return ", ".join(batch.config.get("jurorModels") or []) + f"; foreman {batch.config.get('foremanModel')}"


def _tournament_page(request, batch, after):
    """A tournament batch: the batch's figures, cancel and exports, and its run's live ratings."""
    message = selectors.tournament_run(batch)
    result = tournament_results.load_result(message) if message is not None else None
    row = selectors.batch_row(batch, run=message, judged=result["judged"] if result else None)
    context = {"batch": batch, "row": row, "message": message, "embedded": True, "rerun": _rerun_context(batch),
               "reruns": list(batch.reruns.order_by("-created_at")[:10]),
               "live": {"stream": batch.stream, "after": after, "active": batch.is_active,
                        "api": reverse("evaluation:api-batch", args=[batch.pk])}}
    if result is not None:
        context.update(tournament_views.page_context(message, result, realtime.last_seq(message.stream)))
        matches = Paginator(result["matches"], ITEMS_PAGE_SIZE).get_page(request.GET.get("page"))
        context.update(results=tournament_views.results_rows(result["report"]), matches=matches)
    return render(request, "evaluation/batch/tournament.html", context)


def figure_text(figure: dict | None, *, percent: bool = False) -> str:
    """"0.62 (95 % CI 0.41–0.80, n = 40)"; "not enough data (n = 2)" when a figure is undefined."""
    if not figure or figure.get("value") is None:
        return f"not enough data (n = {figure.get('n', 0) if figure else 0})"

    def number(x):
        return f"{x * 100:.0f} %" if percent else f"{x:+.2f}" if x < 0 else f"{x:.2f}"
    ci = figure.get("ci")
    interval = f"95 % CI {number(ci[0])} to {number(ci[1])}, " if ci and ci[0] is not None else ""
    return f"{number(figure['value'])} ({interval}n = {figure['n']})"


def _agreement_rows(agreement: dict) -> list[tuple[str, str]]:
    return [("Accuracy (verdict matches the label)", figure_text(agreement.get("accuracy"), percent=True)),
            ("Cohen's κ (verdicts)", figure_text(agreement.get("kappa"))),
            ("Cohen's κ, linearly weighted", figure_text(agreement.get("weightedKappa"))),
            ("Krippendorff's α (verdicts, ordinal)", figure_text(agreement.get("alphaVerdict")))]


# How the page names the panel and its raters, by mode.
WORDS = {
    panels.JURY: {"panel": "jury", "Panel": "The jury", "rater": "juror", "Raters": "Jurors",
                  "rater_model": "Juror model", "dimension": "Dimension"},
    panels.DIALECTIC: {"panel": "chief justice", "Panel": "The chief justice", "rater": "judge", "Raters": "Judges",
                       "rater_model": "Judge (model)", "dimension": "Criterion"},
}


def report_view(report: dict, scale: panels.Scale | None = None) -> dict:
    """The report as the page shows it: every figure as text with its interval and sample size."""
    names = scale.names if scale else {}
    jury = report.get("jury")
    shown = {"items": report.get("items", 0), "labelled": report.get("labelled", 0), "jury": None, "jurors": [],
             "inter_rater": [], "bias": []}
    if jury and jury.get("n"):
        confusion = jury.get("confusion") or {}
        shown["jury"] = {
            "rows": _agreement_rows(jury), "n": jury["n"],
            "confusion": list(zip(confusion.get("labels", []), confusion.get("matrix", []), strict=False)),
            "labels": confusion.get("labels", []),
            "dimensions": [(names.get(d, d.title()), figure_text(v["spearman"]), figure_text(v["alpha"]))
                           for d, v in (jury.get("dimensions") or {}).items()],
        }
    elif jury:
        shown["jury"] = {"rows": [], "n": 0, "confusion": [], "labels": [],
                         "dimensions": [(names.get(d, d.title()), figure_text(v["spearman"]),
                                         figure_text(v["alpha"])) for d, v in (jury.get("dimensions") or {}).items()]}
    for juror in report.get("jurors", []):
        shown["jurors"].append({"model": juror["model"], "n": juror.get("n", 0),
                                "accuracy": figure_text(juror.get("accuracy"), percent=True),
                                "kappa": figure_text(juror.get("kappa"))})
    inter = report.get("interRater") or {}
    shown["inter_rater"] = [(names.get(d, d.title()), figure_text(f))
                            for d, f in (inter.get("dimensions") or {}).items()]
    if inter.get("verdict"):
        shown["inter_rater"].append(("verdict (ordinal)", figure_text(inter["verdict"])))
    bias = report.get("bias") or {}
    if bias:
        position = bias.get("position") or {}
        shown["bias"] = [
            ("Length bias", "Spearman's ρ between content length and the overall score (> 0: longer scores higher)",
             figure_text(bias.get("length"))),
            ("Self-preference", "A rater's score of an item its own model wrote, minus the other raters' mean",
             figure_text(bias.get("selfPreference"))),
        ]
        if report.get("mode") != panels.DIALECTIC:  # an audit has no instructions-then-content order to swap
            shown["bias"] += [
                ("Position bias", "Change in the overall score when the content comes after the instructions",
                 figure_text(position)),
                ("Position: verdicts that flipped", "Share of re-judged items whose verdict changed",
                 figure_text(position.get("verdictFlips"), percent=True)),
            ]
    return shown
