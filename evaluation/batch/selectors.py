"""Reads of batches: the caller's own batch (404 otherwise), its rows, its results table and its report."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db.models import F, QuerySet
from django.db.models.fields.json import KeyTransform

from evaluation.batch import tournaments
from evaluation.batch.tournaments import TOURNAMENT
from evaluation.batch.models import Batch, BatchItem
from evaluation.batch.panels import Scale, scale_of
from evaluation.errors import EvaluationError
from evaluation.modes import Invalid
from evaluation.selectors import parse_uuid

if TYPE_CHECKING:
    from evaluation.batch import stats

SORTS = {"index": ("index",), "-index": ("-index",), "overall": ("overall", "index"),
         "-overall": ("-overall", "index"), "verdict": ("verdict", "index"), "cost": ("cost_usd", "index"),
         "-cost": ("-cost_usd", "index")}
VERDICT_FILTERS = ("APPROVE", "REVISE", "REJECT", "FAILED")


def batches_for(*, user) -> QuerySet[Batch]:
    return Batch.objects.filter(user=user).order_by("-created_at")


def access_batch(*, user, batch_id) -> Batch:
    """The caller's own batch (staff see every batch); one 404 for missing, malformed and someone else's."""
    pk = parse_uuid(batch_id)
    batches = Batch.objects.filter(pk=pk) if pk else Batch.objects.none()
    if not user.is_staff:
        batches = batches.filter(user=user)
    found = batches.first()
    if found is None:
        raise EvaluationError("BATCH_NOT_FOUND", "No such batch.", status=404)
    return found


def batch_row(batch: Batch) -> dict:
    finished = batch.done + batch.failed
    return {
        "id": str(batch.pk), "name": batch.name, "mode": batch.mode, "status": batch.status,
        "reason": batch.reason or None, "total": batch.total, "done": batch.done, "failed": batch.failed,
        "finished": finished, "concurrency": batch.concurrency, "panel": batch.config,
        "positionCheck": batch.position_check,
        "spentUsd": float(batch.spent_usd), "costUnknown": batch.cost_unknown, "spentTokens": batch.spent_tokens,
        "budgetUsd": float(batch.budget_usd) if batch.budget_usd is not None else None,
        "budgetTokens": batch.budget_tokens,
        "estimatedUsd": float(batch.item_estimate_usd * batch.total) if batch.item_estimate_usd is not None else None,
        "createdAt": batch.created_at.isoformat(),
        "finishedAt": batch.finished_at.isoformat() if batch.finished_at else None,
        **({"pairs": tournament_progress(batch)} if batch.mode == TOURNAMENT else {}),
    }


def tournament_run(batch: Batch):
    """A tournament batch's one run (None before it started)."""
    item = BatchItem.objects.filter(batch=batch).select_related("message").first()
    return item.message if item else None


def tournament_progress(batch: Batch) -> dict:
    """{judged, budgetPairs, allPairs}: a tournament batch's progress in pairs."""
    return tournaments.progress_of(tournament_run(batch))


def stats_items(batch: Batch) -> list[stats.Item]:
    # The statistics (numpy, SciPy, scikit-learn: ~100 MB) are the worker's: the report is computed in a task,
    # so the web process, which imports this module for the batch pages, never loads them (issue 28).
    from evaluation.batch import stats  # why here: see the comment above

    items = BatchItem.objects.filter(batch=batch, status=BatchItem.Status.DONE).order_by("index")
    return [stats.Item(index=i.index, length=len(i.content), jury_verdict=i.verdict or None, jury_scores=i.scores,
                       jurors=tuple(stats.Juror(j["model"], j.get("verdict"),
                                                {k: v for k, v in (j.get("scores") or {}).items() if v is not None},
                                                model_id=j.get("modelId"))
                                    for j in i.jurors),
                       label_verdict=i.label_verdict or None, label_scores=i.label_scores, metadata=i.metadata,
                       repeat_of=i.repeat_of)
            for i in items.only("index", "content", "verdict", "scores", "jurors", "label_verdict", "label_scores",
                                "metadata", "repeat_of")]


def report_of(batch: Batch) -> dict:
    """The judge-the-judges report of what is judged so far, on the batch's own dimensions and scale (a
    tournament's figures — ratings, bias, agreement with people — are its run's report)."""
    from evaluation.batch import stats  # why here: worker-only statistics (see stats_items)

    if batch.mode == TOURNAMENT:
        return {"items": batch.done, "labelled": 0, "jury": None, "jurors": [], "mode": batch.mode}
    scale = scale_of(batch.mode, batch.config)
    return {**stats.judge_the_judges(stats_items(batch), dimensions=scale.ids), "mode": batch.mode,
            "scale": {"low": scale.low, "high": scale.high, "names": scale.names}}


def batch_report(batch: Batch) -> dict:
    """The stored judge-the-judges report (`services.batch_report_file` files it after each change, in a
    task): a poll never computes it. Empty until the first items are filed."""
    return batch.report or {"items": 0, "labelled": 0, "jury": None, "jurors": []}


def item_filters(params, scale: Scale | None = None) -> dict:
    """?verdict= &criterion= &minScore= &maxScore= &sort= → keyword arguments of `items_of`, or 400 with every
    problem. The score bounds apply to the overall score, or to one dimension's (`criterion`: a dialectical
    rubric's criterion id, or a jury dimension); `sort` also takes a dimension (`clarity`, `-security`)."""
    scale = scale or scale_of("jury", None)
    errors: dict[str, list[str]] = {}
    verdict = (params.get("verdict") or "").strip().upper() or None
    if verdict and verdict not in VERDICT_FILTERS:
        errors["verdict"] = [f"One of {', '.join(VERDICT_FILTERS)}."]
    criterion = (params.get("criterion") or "").strip() or None
    if criterion and criterion not in scale.ids:
        errors["criterion"] = [f"One of {', '.join(scale.ids)}."]
    bounds = {}
    for name in ("minScore", "maxScore"):
        raw = (params.get(name) or "").strip()
        if not raw:
            continue
        try:
            bounds[name] = float(raw)
        except ValueError:
            errors[name] = [f"A number from {scale.low:g} to {scale.high:g}."]
            continue
        if not 0 <= bounds[name] <= scale.high:
            errors[name] = [f"A number from {scale.low:g} to {scale.high:g}."]
    sort = (params.get("sort") or "index").strip()
    if sort not in SORTS and sort.lstrip("-") not in scale.ids:
        errors["sort"] = [f"One of {', '.join(SORTS)}, or a dimension ({', '.join(scale.ids)}), - for descending."]
    if errors:
        raise Invalid.naming(errors)
    return {"verdict": verdict, "criterion": criterion, "min_score": bounds.get("minScore"),
            "max_score": bounds.get("maxScore"), "sort": sort}


def items_of(*, batch: Batch, verdict: str | None = None, criterion: str | None = None,
             min_score: float | None = None, max_score: float | None = None,
             sort: str = "index") -> QuerySet[BatchItem]:
    items = BatchItem.objects.filter(batch=batch)
    if verdict == "FAILED":
        items = items.filter(status=BatchItem.Status.FAILED)
    elif verdict:
        items = items.filter(verdict=verdict)
    # A dimension's score lives in the item's `scores` JSON, keyed by the dimension (or criterion) id.
    score = KeyTransform(criterion, "scores") if criterion else F("overall")
    if min_score is not None:
        items = items.alias(score=score).filter(score__gte=min_score)
    if max_score is not None:
        items = items.alias(score=score).filter(score__lte=max_score)
    if sort in SORTS:
        return items.order_by(*SORTS[sort])
    key = KeyTransform(sort.lstrip("-"), "scores")
    return items.order_by(key.desc(nulls_last=True) if sort.startswith("-") else key.asc(nulls_last=True), "index")


PREVIEW_CHARS = 160


def item_row(item: BatchItem) -> dict:
    return {
        "index": item.index, "status": item.status, "contentPreview": item.content[:PREVIEW_CHARS],
        "question": item.question or None, "metadata": item.metadata,
        "label": {"verdict": item.label_verdict or None, "scores": item.label_scores} if
        (item.label_verdict or item.label_scores) else None,
        "verdict": item.verdict or None, "overall": round(item.overall, 2) if item.overall is not None else None,
        "scores": item.scores, "jurors": item.jurors, "error": item.error or None,
        "costUsd": float(item.cost_usd) if item.cost_usd is not None else None, "tokens": item.tokens,
        "repeatOf": item.repeat_of, "messageId": str(item.message_id) if item.message_id else None,
        "page": f"/evaluate/{item.message_id}/" if item.message_id else None,
    }
