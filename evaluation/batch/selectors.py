"""Reads of batches: the caller's own batch (404 otherwise), its rows, its results table and its report."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db.models import Count, F, Q, QuerySet
from django.db.models.fields.json import KeyTransform

from evaluation.batch import tournaments
from evaluation.batch.tournaments import TOURNAMENT
from evaluation.batch.models import Batch, BatchItem
from evaluation.batch.panels import Scale, scale_of
from evaluation.compare.tournament import results as tournament_results
from evaluation.errors import EvaluationError
from evaluation.modes import Invalid
from evaluation.selectors import parse_uuid

if TYPE_CHECKING:
    from evaluation.batch import stats

SORTS = {"index": ("index",), "-index": ("-index",), "overall": ("overall", "index"),
         "-overall": ("-overall", "index"), "verdict": ("verdict", "index"), "cost": ("cost_usd", "index"),
         "-cost": ("-cost_usd", "index")}
VERDICT_FILTERS = ("APPROVE", "REVISE", "REJECT", "FAILED")
# ?disagreement=: the panel's verdict against people's label, the panel within itself, or either.
DISAGREEMENTS = ("label", "panel", "any")


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


_LOOK_UP = object()  # batch_row's `run` when the caller has not loaded the tournament's run


def batch_row(batch: Batch, *, run=_LOOK_UP, judged: int | None = None) -> dict:
    """A batch as the API and pages show it. A tournament's progress is read from its run: pass `run` (None
    before it started) when already loaded, and `judged` when its pairs are already counted, so that it is not
    looked up again."""
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
        **({"pairs": tournament_progress(batch, run=run, judged=judged)} if batch.mode == TOURNAMENT else {}),
    }


def batch_rows(batches: list[Batch]) -> list[dict]:
    """`batch_row` of each batch of a list, the tournaments' runs and pairs judged read in one query."""
    runs = tournament_runs(batches)
    return [batch_row(b, **({"run": runs[b.pk][0], "judged": runs[b.pk][1]} if b.pk in runs else {}))
            for b in batches]


def tournament_run(batch: Batch):
    """A tournament batch's one run (None before it started)."""
    item = BatchItem.objects.filter(batch=batch).select_related("message").first()
    return item.message if item else None


def tournament_runs(batches: list[Batch]) -> dict:
    """{batch id: (its run or None, pairs judged)} for the tournaments among `batches`, in one query."""
    ids = [b.pk for b in batches if b.mode == TOURNAMENT]
    if not ids:
        return {}
    found = {i.batch_id: (i.message, i.judged) for i in BatchItem.objects.filter(batch_id__in=ids)
             .select_related("message").annotate(judged=Count("message__stages",
                                                              filter=Q(message__stages__stage_type="match")))
             .order_by("batch_id", "index")}
    return {pk: found.get(pk, (None, 0)) for pk in ids}


def tournament_progress(batch: Batch, *, run=_LOOK_UP, judged: int | None = None) -> dict:
    """{judged, budgetPairs, allPairs}: a tournament batch's progress in pairs (see `batch_row` for `run`)."""
    return tournaments.progress_of(tournament_run(batch) if run is _LOOK_UP else run, judged)


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
    disagreement = (params.get("disagreement") or "").strip() or None
    if disagreement and disagreement not in DISAGREEMENTS:
        errors["disagreement"] = [f"One of {', '.join(DISAGREEMENTS)}."]
    sort = (params.get("sort") or "index").strip()
    if sort not in SORTS and sort.lstrip("-") not in scale.ids:
        errors["sort"] = [f"One of {', '.join(SORTS)}, or a dimension ({', '.join(scale.ids)}), - for descending."]
    if errors:
        raise Invalid.naming(errors)
    return {"verdict": verdict, "criterion": criterion, "min_score": bounds.get("minScore"),
            "max_score": bounds.get("maxScore"), "sort": sort, "disagreement": disagreement}


def panel_split(jurors: list[dict], scale: Scale) -> bool:
    """Did the panel disagree on this item? Its raters' verdicts differ, or on some dimension (criterion) their
    scores spread over more than a third of the scale — the jury's own "Disagreement" (a spread above 3 points
    of 1–10, `jury.rules.consensus`); on a 1–5 rubric, 2 points or more."""
    if len({j.get("verdict") for j in jurors if j.get("verdict")}) > 1:
        return True
    wide = (scale.high - scale.low) / 3
    for dimension in scale.ids:
        values = [(j.get("scores") or {}).get(dimension) for j in jurors]
        values = [v for v in values if v is not None]
        if values and max(values) - min(values) > wide:
            return True
    return False


def label_agrees(item: BatchItem) -> bool | None:
    """The pass/fail mark: does the panel's verdict match people's label? None without both."""
    if not item.label_verdict or not item.verdict:
        return None
    return item.label_verdict == item.verdict


def items_of(*, batch: Batch, verdict: str | None = None, criterion: str | None = None,
             min_score: float | None = None, max_score: float | None = None,
             sort: str = "index", disagreement: str | None = None) -> QuerySet[BatchItem]:
    items = BatchItem.objects.filter(batch=batch)
    if disagreement in ("label", "any"):
        with_label = items.exclude(label_verdict="").exclude(verdict="").exclude(verdict=F("label_verdict"))
    if disagreement in ("panel", "any"):
        # Read from each item's stored jurors (a batch holds at most BATCH_MAX_ITEMS).
        scale = scale_of(batch.mode, batch.config)
        split = [pk for pk, jurors in items.filter(status=BatchItem.Status.DONE).values_list("pk", "jurors")
                 if panel_split(jurors or [], scale)]
    if disagreement == "label":
        items = with_label
    elif disagreement == "panel":
        items = items.filter(pk__in=split)
    elif disagreement == "any":
        items = items.filter(Q(pk__in=split) | Q(pk__in=with_label.values("pk")))
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


def item_row(item: BatchItem, scale: Scale | None = None) -> dict:
    scale = scale or scale_of(item.batch.mode, item.batch.config)
    return {
        "labelAgrees": label_agrees(item),
        "panelSplit": item.status == BatchItem.Status.DONE and panel_split(item.jurors or [], scale),
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


def runs_compared(batch: Batch, other: Batch) -> dict:
    """Two runs of the same items with different panels, item by item (matched by index): each run's verdict
    and overall score, whether the verdict changed, and the summary — how often the two panels gave the same
    verdict (with Cohen's κ between them) and each panel's accuracy against people's labels on the same items."""
    theirs = {i.index: i for i in BatchItem.objects.filter(batch=other)}
    rows = []
    for mine in BatchItem.objects.filter(batch=batch, index__in=list(theirs)).order_by("index"):
        them = theirs[mine.index]
        both = bool(mine.verdict and them.verdict)
        rows.append({"index": mine.index, "contentPreview": mine.content[:PREVIEW_CHARS],
                     "label": mine.label_verdict or None,
                     "runs": [{"verdict": i.verdict or None, "status": i.status,
                               "overall": round(i.overall, 2) if i.overall is not None else None,
                               "labelAgrees": label_agrees(i),
                               "page": f"/evaluate/{i.message_id}/" if i.message_id else None} for i in (them, mine)],
                     "changed": both and mine.verdict != them.verdict})
    judged = [r for r in rows if r["runs"][0]["verdict"] and r["runs"][1]["verdict"]]
    first, second = [r["runs"][0]["verdict"] for r in judged], [r["runs"][1]["verdict"] for r in judged]
    kappa = _kappa(first, second) if len(judged) >= 2 else None
    labelled = [r for r in judged if r["label"]]

    def accuracy(which: int) -> dict:
        hits = sum(r["runs"][which]["verdict"] == r["label"] for r in labelled)
        return {"value": round(hits / len(labelled), 4) if labelled else None, "n": len(labelled)}

    return {"batches": [batch_row(other), batch_row(batch)], "items": len(rows), "bothJudged": len(judged),
            "sameVerdict": sum(not r["changed"] for r in judged), "kappa": kappa,
            "accuracy": [accuracy(0), accuracy(1)], "rows": rows}


def _kappa(first: list[str], second: list[str]) -> float | None:
    """Cohen's κ between two raters' labels (None when chance agreement is total). Written out rather than
    scikit-learn's `cohen_kappa_score` (which the tests check it against) because this runs in the web
    process, which loads no scikit-learn (issue 28)."""
    n = len(first)
    labels = set(first) | set(second)
    observed = sum(a == b for a, b in zip(first, second, strict=True)) / n
    expected = sum((first.count(label) / n) * (second.count(label) / n) for label in labels)
    return None if expected == 1 else round((observed - expected) / (1 - expected), 4)


def tournaments_compared(batch: Batch, other: Batch) -> dict:
    """Two tournament batches of the same items with different jurors (`other` first, the re-run second): each
    candidate's rank, rating with its interval and win rate in each; how far the two rankings agree (Kendall's
    τ over the candidates ranked by both, whether the same one ranks first) and, on the pairs both judged
    (same item, same two candidates), how often the two panels named the same winner."""
    runs = [tournament_run(other), tournament_run(batch)]
    results = [tournament_results.load_result(m) if m is not None else None for m in runs]
    judged = [len(r["matches"]) if r is not None else None for r in results]
    reports = [(r or {}).get("report") or {} for r in results]
    ratings = [{x["candidate"]: x for x in (rep.get("ratings") or {}).get("ratings", [])} for rep in reports]
    rates = [rep.get("winRate") or {} for rep in reports]
    names = list(dict.fromkeys([*ratings[0], *ratings[1]]))
    rows = []
    for name in names:
        cells = [{"rank": r[name]["rank"], "rating": r[name]["rating"], "ci": r[name]["ci"],
                  "winRate": (w.get(name) or {}).get("value")} if name in r else None
                 for r, w in zip(ratings, rates, strict=True)]
        moved = cells[1]["rank"] - cells[0]["rank"] if all(cells) else None
        rows.append({"candidate": name, "runs": cells, "moved": moved})
    rows.sort(key=lambda row: (row["runs"][1] or row["runs"][0] or {}).get("rank", 999))
    both = [n for n in names if n in ratings[0] and n in ratings[1]]
    winners = [{(m["item"], frozenset((m["a"], m["b"]))): {"A": m["a"], "B": m["b"]}.get(m.get("panel"), "tie")
                for m in (r or {}).get("matches", []) if m.get("panel")} for r in results]
    shared = [key for key in winners[0] if key in winners[1]]
    rows_of = [batch_row(b, run=run, judged=n) for b, run, n in zip((other, batch), runs, judged, strict=True)]
    return {"batches": rows_of, "rows": rows,
            "tau": _kendall([ratings[0][n]["rank"] for n in both], [ratings[1][n]["rank"] for n in both]),
            "sameTop": bool(both) and rows[0]["runs"][0] is not None and rows[0]["runs"][0]["rank"] == 1,
            "final": [bool(r and r["final"]) for r in results],
            "pairs": {"both": len(shared), "sameWinner": sum(winners[0][k] == winners[1][k] for k in shared)},
            "runs": [str(m.pk) if m else None for m in runs]}


def _kendall(first: list[int], second: list[int]) -> float | None:
    """Kendall's τ-a between two rankings of the same candidates (None with fewer than two). Written out:
    the web process loads no SciPy (issue 28)."""
    n = len(first)
    if n < 2:
        return None
    score = 0
    for i in range(n):
        for j in range(i + 1, n):
            product = (first[i] - first[j]) * (second[i] - second[j])
            score += (product > 0) - (product < 0)
    return round(score / (n * (n - 1) / 2), 4)
