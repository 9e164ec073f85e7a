"""The batch API: one panel (a jury, or a rubric and three judges) over many items, its progress,
its results and how far to trust it; or a tournament (`mode: "tournament"`, items with two or more
candidates each, ranked by the panel: `evaluation.batch.tournaments`).

    POST /api/batches                       start: a CSV/JSONL `file` (multipart) or JSON `items` → 202
    POST /api/batches/estimate              the same body, nothing stored → the expected tokens and cost
    GET  /api/batches                       the caller's batches, newest first
    GET  /api/batches/{id}                  progress, spending, and the judge-the-judges report
    GET  /api/batches/{id}/items            results (?verdict= &criterion= &minScore= &maxScore= &sort= &page=)
    POST /api/batches/{id}/cancel           stop: nothing more is started
    GET  /api/batches/{id}/export?as=       every item with its verdict and scores, as CSV or JSONL

Logged-in users (session) or tokens; someone else's batch is a 404.
"""

from __future__ import annotations

from decimal import Decimal

from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.http import HttpResponse
from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter
from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from evaluation import modes
from evaluation.batch import exports, panels, selectors, services, tournaments
from evaluation.batch.intake import BatchFileError, Limits, read_items, read_json_items
from evaluation.compare.validation import juror_models_check
from evaluation.dialectic.personas import PERSONAS
from evaluation.errors import EvaluationError
from juryrigged.core.openapi import extend_schema
from juryrigged.core.pagination import Pagination

TAGS = ["evaluation batches"]


def _limits(mode: str, scale: panels.Scale | None) -> Limits:
    return Limits(max_bytes=settings.BATCH_MAX_FILE_BYTES, max_items=settings.BATCH_MAX_ITEMS,
                  max_content_chars=panels.max_content_chars(mode),
                  dimensions=scale.ids if scale else None,
                  score_range=(scale.low, scale.high) if scale else (1, 10))


def _number(data, name: str, errors: dict, *, default, low, high, kind=int):
    raw = data.get(name)
    if raw in (None, ""):
        return default
    try:
        value = kind(str(raw))
    except (ValueError, ArithmeticError):
        errors[name] = [f"Must be a number from {low} to {high}."]
        return default
    if not low <= value <= high:
        errors[name] = [f"Must be from {low} to {high}."]
        return default
    return value


def batch_request(data, files) -> dict:
    """Everything a batch needs from a request's data and files (the API's and the page's form alike),
    or a 400 listing every problem."""
    if not hasattr(data, "get"):
        raise modes.Invalid.naming({"request": ["Send a JSON object, or a multipart form with a file."]})
    mode = data.get("mode") or panels.JURY
    if mode not in panels.MODES:
        raise modes.Invalid.naming({"mode": ['A batch runs "jury", "dialectic" or "tournament" mode.']})
    if mode == panels.TOURNAMENT:
        return _tournament_request(data, files)
    errors: dict[str, list[str]] = {}
    try:
        panel = panels.panel_of(mode, data)
    except modes.Invalid as invalid:
        errors.update(invalid.fields)
        panel = None
    # Score labels are checked against the panel's dimensions (a dialectical rubric's criteria).
    scale = panels.scale_of(mode, panel) if panel is not None or mode == panels.JURY else None
    limits = _limits(mode, scale)
    upload = files.get("file")
    items = None
    try:
        if upload is not None:
            if upload.size > settings.BATCH_MAX_FILE_BYTES:
                raise BatchFileError([f"The file is {upload.size / 1e6:.1f} MB; a batch file may be at most "
                                      f"{settings.BATCH_MAX_FILE_BYTES / 1e6:.0f} MB."])
            items = read_items(upload.read(), filename=upload.name or "", limits=limits)
        elif isinstance(data.get("items"), list):
            items = read_json_items(data["items"], limits=limits)
        else:
            errors["file"] = ["Upload a CSV or JSONL file (or send `items` as a JSON list)."]
    except BatchFileError as problem:
        errors["file" if upload is not None else "items"] = problem.problems
    concurrency = _number(data, "concurrency", errors, default=settings.BATCH_DEFAULT_CONCURRENCY, low=1,
                          high=settings.BATCH_MAX_CONCURRENCY)
    budget_tokens = _number(data, "budgetTokens", errors, default=None, low=1000, high=10**12)
    # Every batch has a budget: the default money budget applies unless a token budget was named.
    budget_usd = _number(data, "budgetUsd", errors,
                         default=None if budget_tokens else Decimal(settings.BATCH_DEFAULT_BUDGET_USD),
                         low=Decimal("0.01"), high=Decimal(100000), kind=Decimal)
    position_check = _number(data, "positionCheck", errors, default=0, low=0, high=1000)
    try:
        panels.check_position(mode, position_check)
    except modes.Invalid as invalid:
        errors.update(invalid.fields)
    name = str(data.get("name") or (upload.name if upload else "") or "Batch").strip()[:200] or "Batch"
    if errors:
        raise modes.Invalid.naming(errors)
    return {"name": name, "mode": mode, "config": panel, "items": items, "concurrency": concurrency,
            "budget_usd": budget_usd, "budget_tokens": budget_tokens, "position_check": position_check}


def _tournament_request(data, files) -> dict:
    """A tournament batch: its items and panel by the tournament's rules, a money budget (the run keeps it,
    block by block), one run at a time."""
    errors: dict[str, list[str]] = {}
    upload = files.get("file")
    name = str(data.get("name") or (upload.name if upload else "") or "Tournament").strip()[:200] or "Tournament"
    try:
        config, items = tournaments.tournament_request(data, files, name=name)
    except modes.Invalid as invalid:
        errors.update(invalid.fields)
        config, items = None, None
    if data.get("budgetTokens") not in (None, ""):
        errors["budgetTokens"] = ["A tournament's budget is in US dollars (budgetUsd)."]
    budget_usd = _number(data, "budgetUsd", errors, default=Decimal(settings.BATCH_DEFAULT_BUDGET_USD),
                         low=Decimal("0.01"), high=Decimal(10000), kind=Decimal)
    position_check = _number(data, "positionCheck", errors, default=0, low=0, high=1000)
    try:
        panels.check_position(panels.TOURNAMENT, position_check)
    except modes.Invalid as invalid:
        errors.update(invalid.fields)
    if errors:
        raise modes.Invalid.naming(errors)
    config["budgetUsd"] = str(budget_usd)
    return {"name": name, "mode": panels.TOURNAMENT, "config": config, "items": items, "concurrency": 1,
            "budget_usd": budget_usd, "budget_tokens": None, "position_check": 0}


def rerun_request(batch, data) -> dict:
    """Another panel for `batch` (its mode's fields, as a new batch takes them; a dialectical batch keeps its
    rubric) and, optionally, which items (`items`: indexes, or a form's `item`): the keyword arguments of
    `services.batch_rerun`, or a 400 listing every problem."""
    if not hasattr(data, "get"):
        raise modes.Invalid.naming({"request": ["Send a JSON object, or a form."]})
    errors: dict[str, list[str]] = {}
    config = None
    try:
        if batch.mode == panels.TOURNAMENT:
            config = _tournament_panel(batch, data)
        elif batch.mode == panels.DIALECTIC:
            given = data["modeConfig"].get("judgeModels") if isinstance(data.get("modeConfig"), dict) else \
                {j: data.get(f"judgeModels.{j}") for j in PERSONAS if data.get(f"judgeModels.{j}")}
            timeout = {"timeoutMs": batch.config["timeoutMs"]} if batch.config.get("timeoutMs") else {}
            config = panels.dialectic_panel({"modeConfig": {"rubric": batch.config["rubric"],
                                                            "judgeModels": given or {}, **timeout}})
            config["rubricName"] = batch.config.get("rubricName", config.get("rubricName"))
        else:
            config = panels.jury_panel(data)
    except modes.Invalid as invalid:
        errors.update(invalid.fields)
    if config is not None and _panel_of(batch.mode, config) == _panel_of(batch.mode, batch.config):
        errors["judgeModels" if batch.mode == panels.DIALECTIC else "jurorModels"] = [
            "That is the batch's own panel: choose other models to compare with."]
    raw = data.get("items") if "items" in data else ([data.get("item")] if data.get("item") not in (None, "") else None)
    indexes = None
    if raw is not None:
        try:
            indexes = sorted({int(str(i)) for i in raw})
            if not indexes or min(indexes) < 0 or isinstance(raw, str):
                raise ValueError
        except (TypeError, ValueError):
            errors["items"] = ["A list of item indexes (0 is the first item)."]
    if errors:
        raise modes.Invalid.naming(errors)
    return {"config": config, "indexes": indexes}


def _tournament_panel(batch, data) -> dict:
    """A tournament's other jurors (3–6, the tournament's rule); its dimensions, timeout and budget are kept."""
    given = data["modeConfig"].get("jurorModels") if isinstance(data.get("modeConfig"), dict) else (
        data.getlist("jurorModels") if hasattr(data, "getlist") else data.get("jurorModels"))
    errors: dict[str, list[str]] = {}
    jurors = juror_models_check({"jurorModels": given}, errors)
    if errors:
        raise modes.Invalid.naming({path.removeprefix("modeConfig."): problems for path, problems in errors.items()})
    return {**batch.config, "jurorModels": jurors}


def _panel_of(mode: str, config: dict):
    if mode == panels.DIALECTIC:
        return sorted((config.get("judgeModels") or {}).items())
    if mode == panels.TOURNAMENT:
        return sorted(config.get("jurorModels") or [])
    return sorted(config.get("jurorModels") or []), config.get("foremanModel")


def batch_links(batch) -> dict:
    return {"batchId": str(batch.pk), "stream": batch.stream, "websocket": f"/ws/streams/{batch.stream}/",
            "events": reverse("stream-events", args=[batch.stream]),
            "page": reverse("evaluation:batch", args=[batch.pk]),
            "result": reverse("evaluation:api-batch", args=[batch.pk])}


class BatchesView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="batches_list", responses={200: OpenApiTypes.OBJECT}, parameters=[
        OpenApiParameter("page", int), OpenApiParameter("pageSize", int)], description="The caller's batches.")
    def get(self, request):
        paginator = Pagination()
        page = paginator.paginate_queryset(selectors.batches_for(user=request.user), request, view=self)
        return paginator.get_paginated_response(selectors.batch_rows(list(page)))

    @extend_schema(tags=TAGS,
                   request={"multipart/form-data": OpenApiTypes.OBJECT, "application/json": OpenApiTypes.OBJECT},
                   responses={202: OpenApiTypes.OBJECT, 400: OpenApiTypes.OBJECT, 429: OpenApiTypes.OBJECT},
                   description="Start a batch: `file` (CSV or JSONL) or `items`, the panel (`modeConfig` or "
                               "`jurorModels`/`foremanModel`/`timeoutMs` form fields), `concurrency`, `budgetUsd`, "
                               "`budgetTokens`, `positionCheck` (items judged again with the content last).")
    def post(self, request):
        spec = batch_request(request.data, request.FILES)
        estimate = services.batch_estimate(config=spec["config"], items=spec["items"],
                                           position_check=spec["position_check"], mode=spec["mode"])
        batch = services.batch_create(user=request.user, estimate=estimate, **spec)
        return Response({**batch_links(batch), "status": batch.status, "estimate": estimate.as_json()},
                        status=status.HTTP_202_ACCEPTED)


class BatchEstimateView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS,
                   request={"multipart/form-data": OpenApiTypes.OBJECT, "application/json": OpenApiTypes.OBJECT},
                   responses={200: OpenApiTypes.OBJECT, 400: OpenApiTypes.OBJECT},
                   description="What the batch would cost (tokens, and US dollars or null when a model's price is "
                               "unknown); nothing is stored.")
    def post(self, request):
        spec = batch_request(request.data, request.FILES)
        estimate = services.batch_estimate(config=spec["config"], items=spec["items"],
                                           position_check=spec["position_check"], mode=spec["mode"])
        budget = spec["budget_usd"]
        within = budget is None or (estimate.usd is not None and estimate.usd <= budget)
        return Response({**estimate.as_json(), "budgetUsd": None if budget is None else float(budget),
                         "withinBudget": within})


class BatchView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: OpenApiTypes.OBJECT, 404: OpenApiTypes.OBJECT},
                   description="Progress, spending and (as items finish) agreement with people and among the "
                               "jurors, and the bias checks, each with its sample size and 95 % interval.")
    def get(self, request, batch_id):
        batch = selectors.access_batch(user=request.user, batch_id=batch_id)
        return Response({**selectors.batch_row(batch), **batch_links(batch), "report": selectors.batch_report(batch)})


class BatchCancelView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={200: OpenApiTypes.OBJECT, 404: OpenApiTypes.OBJECT})
    def post(self, request, batch_id):
        batch = services.batch_cancel(batch=selectors.access_batch(user=request.user, batch_id=batch_id))
        return Response(selectors.batch_row(batch))


class BatchItemsView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: OpenApiTypes.OBJECT, 400: OpenApiTypes.OBJECT}, parameters=[
        OpenApiParameter("verdict", str, description="APPROVE, REVISE, REJECT or FAILED (a dialectical item's "
                                                     "global score in the same words)"),
        OpenApiParameter("criterion", str, description="a dimension (jury) or criterion id (dialectical): the "
                                                       "score bounds then apply to its score, not the overall"),
        OpenApiParameter("minScore", float), OpenApiParameter("maxScore", float),
        OpenApiParameter("sort", str, description="index, -index, overall, -overall, verdict, cost, -cost, or a "
                                                  "dimension / criterion id (- for descending)"),
        OpenApiParameter("page", int), OpenApiParameter("pageSize", int)])
    def get(self, request, batch_id):
        batch = selectors.access_batch(user=request.user, batch_id=batch_id)
        scale = panels.scale_of(batch.mode, batch.config)
        items = selectors.items_of(batch=batch, **selectors.item_filters(request.query_params, scale))
        paginator = Pagination()
        page = paginator.paginate_queryset(items, request, view=self)
        return paginator.get_paginated_response([selectors.item_row(item, scale) for item in page])


class BatchExportView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, parameters=[OpenApiParameter("as", str, description="csv (default) or jsonl; a "
                                                                                 "tournament's also md")],
                   responses={(200, "text/csv"): OpenApiTypes.STR, (200, "application/x-ndjson"): OpenApiTypes.STR,
                              (200, "text/markdown"): OpenApiTypes.STR},
                   description="A jury or dialectical batch: one row per item. A tournament: one row per judged "
                               "pair (winner overall and per dimension, agreement, people's preference, each "
                               "juror's verdict and flip), or `md`, the ratings report.")
    def get(self, request, batch_id):
        batch = selectors.access_batch(user=request.user, batch_id=batch_id)
        # (`?format=` is DRF's renderer override, hence `?as=`.)
        kind = request.query_params.get("as", "csv")
        kinds = ("csv", "jsonl", "md") if batch.mode == panels.TOURNAMENT else ("csv", "jsonl")
        if kind not in kinds:
            raise EvaluationError("VALIDATION_ERROR", f"as must be {' or '.join(kinds)}.",
                                  fields={"as": [" or ".join(kinds)]})
        if batch.mode == panels.TOURNAMENT:
            body, content_type = exports.tournament_export(selectors.tournament_run(batch), kind)
        else:
            rows = selectors.items_of(batch=batch, sort="index")
            scale = panels.scale_of(batch.mode, batch.config)
            body, content_type = (exports.as_csv(rows, scale), "text/csv") if kind == "csv" else \
                (exports.as_jsonl(rows, batch), "application/x-ndjson")
        response = HttpResponse(body, content_type=f"{content_type}; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{exports.filename(batch, kind)}"'
        return response


class BatchRerunView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, request={"application/json": OpenApiTypes.OBJECT},
                   responses={202: OpenApiTypes.OBJECT, 400: OpenApiTypes.OBJECT, 404: OpenApiTypes.OBJECT,
                              429: OpenApiTypes.OBJECT},
                   description="Judge the batch again with another panel (`modeConfig`: a jury's `jurorModels` and "
                               "`foremanModel`, a tournament's `jurorModels` (re-run whole), or a dialectical batch's "
                               "`judgeModels`, its rubric kept), all its "
                               "items or `items` (indexes); a new batch linked to this one, to compare with it.")
    def post(self, request, batch_id):
        batch = selectors.access_batch(user=request.user, batch_id=batch_id)
        rerun = services.batch_rerun(batch=batch, user=request.user, **rerun_request(batch, request.data))
        return Response({**batch_links(rerun), "status": rerun.status, "rerunOf": str(batch.pk),
                         "compare": reverse("evaluation:api-batch-compare", args=[rerun.pk])},
                        status=status.HTTP_202_ACCEPTED)


class BatchCompareView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: OpenApiTypes.OBJECT, 400: OpenApiTypes.OBJECT, 404: OpenApiTypes.OBJECT},
                   description="A re-run beside the batch it re-ran, item by item: each panel's verdict and score, "
                               "which verdicts changed, how often the panels agreed (and Cohen's κ between them) and "
                               "each panel's accuracy against people's labels on the same items. A tournament: each "
                               "candidate's rank, rating and win rate in both, Kendall's τ between the rankings and "
                               "the pairs both judged with the same winner.")
    def get(self, request, batch_id):
        batch = selectors.access_batch(user=request.user, batch_id=batch_id)
        if batch.rerun_of_id is None:
            raise EvaluationError("NOT_A_RERUN", "This batch re-runs no other batch: nothing to compare it with.")
        original = selectors.access_batch(user=request.user, batch_id=batch.rerun_of_id)
        if batch.mode == panels.TOURNAMENT:
            return Response(selectors.tournaments_compared(batch, original))
        return Response(selectors.runs_compared(batch, original))


# `POST /api/evaluations` with `"mode": "tournament"` comes here: a tournament is always a batch (one path).
_EVALUATION_FIELDS = {"items": "modeConfig.items", "file": "modeConfig.items", "budgetUsd": "modeConfig.budgetUsd",
                      "name": "question", "budgetTokens": "modeConfig.budgetTokens"}


def tournament_from_evaluation(user, body: dict) -> tuple:
    """A tournament asked of the evaluation API, started as the tournament batch `POST /api/batches` starts
    (the same checks, the same batch, in the user's one list of batches); the batch's first pump runs here,
    so the run exists and its id can be answered. Returns (batch, run). Field errors keep the evaluation
    API's paths (`modeConfig.items`, `modeConfig.budgetUsd`, …)."""
    config = body.get("modeConfig") if isinstance(body.get("modeConfig"), dict) else {}
    uploads = [s for s in config.get("sources") or [] if isinstance(s, dict) and "data" in s]
    if len(uploads) > 1 or (uploads and config.get("items")):
        raise modes.Invalid.naming({"modeConfig.items": ["One file or items, not both"]})
    data = {"mode": panels.TOURNAMENT, "name": body.get("question") or "",
            "modeConfig": {k: config[k] for k in tournaments.PANEL_KEYS if k in config},
            "budgetUsd": config.get("budgetUsd"), "items": config.get("items")}
    files = {"file": SimpleUploadedFile(uploads[0].get("name") or "items.csv", uploads[0]["data"])} if uploads else {}
    try:
        spec = batch_request(data, files)
    except modes.Invalid as invalid:
        raise modes.Invalid.naming({_EVALUATION_FIELDS.get(path, path if path.startswith(("modeConfig", "question"))
                                                           else f"modeConfig.{path}"): problems
                                    for path, problems in invalid.fields.items()}) from None
    batch = services.batch_create(user=user, **spec)
    services.batch_pump(batch_id=batch.pk)  # starts its one run now (a pump at a time: the task's later pump is idle)
    return batch, selectors.tournament_run(batch)
