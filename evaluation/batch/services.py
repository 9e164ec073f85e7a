"""The writers of batches: create one, keep it moving (`batch_pump`), finish items, cancel.

How a batch runs. `batch_pump` is the one place that decides what runs next: under the
batch's row lock it files the items whose runs ended, then starts queued items while the
batch's items-at-once and its budget allow. The user's and the provider's limits count
model calls, not items, and are held call by call (`evaluation.batch.calls`). Each
started item gets its own evaluation run (a conversation and an assistant message, created
once under that lock, so no item is ever judged twice), enqueued after commit as
`evaluation.tasks.run_batch_item`. That task drives the run like any evaluation and pumps the
batch again when it ends. Nothing waits on a worker's memory: the sweeper pumps every running
batch, and the evaluation sweeper resumes any item run whose worker died; so a batch spread
over many workers, or left by a killed one, goes on where it was.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Count, Max, Q, Sum
from django.utils import timezone

from evaluation import spending
from evaluation.batch import panels, tournaments
from evaluation.batch.intake import ItemSpec
from evaluation.batch.models import Batch, BatchItem
from evaluation.batch.selectors import report_of
from evaluation.errors import EvaluationError
from evaluation.models import Conversation, Message
from evaluation.runs import BUDGET_EXCEEDED, run_dispatch, run_fail, run_subject
from juryrigged import realtime
from juryrigged.core.enqueue import enqueue_once, task_named
from juryrigged.llm.models import LLMCall
from juryrigged.llm import spending as llm_spending
from juryrigged.llm.recording import usage_for, usage_totals

REPORT_EXPIRES_S = 300  # a queued report task older than this is dropped; the next change asks again

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Estimate:
    """What a batch is expected to cost before it starts (None: some model's price is unknown)."""

    items: int
    calls_per_item: int
    tokens_per_item: int
    usd_per_item: Decimal | None
    # The most calls an item may make (a dialectical item's re-evaluated criteria ask their judges again).
    calls_up_to: int | None = None
    # A tournament's pairs: what its schedule judges at most, and all pairs.
    pairs: dict | None = None

    @property
    def usd(self) -> Decimal | None:
        return None if self.usd_per_item is None else self.usd_per_item * self.items

    def as_json(self) -> dict:
        return {"items": self.items, "callsPerItem": self.calls_per_item,
                "callsPerItemUpTo": self.calls_up_to or self.calls_per_item, "tokensPerItem": self.tokens_per_item,
                "tokens": self.tokens_per_item * self.items,
                "usdPerItem": None if self.usd_per_item is None else float(self.usd_per_item),
                "usd": None if self.usd is None else float(self.usd), **(self.pairs or {})}


def batch_estimate(*, config: dict, items: list[ItemSpec], position_check: int = 0,
                   mode: str = panels.JURY) -> Estimate:
    """Tokens and price of judging every item with this panel, from the items' sizes and the models' prices."""
    count = len(items) + min(position_check, len(items))
    cost = panels.item_cost(mode, config, items)
    pairs = None
    if mode == panels.TOURNAMENT:
        found = tournaments.cost(config, items)
        pairs = {"pairs": found.pairs, "allPairs": found.all_pairs}
    return Estimate(count, cost.calls, cost.tokens, cost.usd, cost.calls_up_to, pairs)


def batch_create(*, user, name: str, mode: str, config: dict, items: list[ItemSpec], concurrency: int,
                 budget_usd: Decimal | None, budget_tokens: int | None, position_check: int = 0,
                 estimate: Estimate | None = None, indexes: list[int] | None = None,
                 rerun_of: Batch | None = None) -> Batch:
    """Store a batch and its items and start it (`estimate`: the caller's `batch_estimate` of the same
    items, when it already made one to show; else it is made here).

    Guarantees: all items are stored or none (one transaction); the budget fits the daily spending
    limits and the panel names known models (`evaluation.spending`); a user has at most
    BATCH_LIMIT_ACTIVE running batches (their row is locked while counting); the first
    items are started after commit by `batch_pump`.
    """
    estimate = estimate or batch_estimate(config=config, items=items, position_check=position_check, mode=mode)
    spending.models_check(config)
    with transaction.atomic():
        get_user_model().objects.select_for_update().filter(pk=user.pk).first()
        spending.budget_check(user, usd=budget_usd, tokens=budget_tokens)
        active = Batch.objects.filter(user=user, status__in=Batch.ACTIVE).count()
        if active >= settings.BATCH_LIMIT_ACTIVE:
            raise EvaluationError("RATE_LIMITED", f"You have {active} batches running; wait for one to finish or "
                                  "cancel it.", status=429, retryAfterMs=30000)
        repeats = items[:min(position_check, len(items))]
        batch = Batch.objects.create(
            user=user, name=name[:200], mode=mode, config=config, concurrency=concurrency,
            budget_usd=budget_usd, budget_tokens=budget_tokens, position_check=len(repeats),
            item_estimate_usd=(None if estimate.usd_per_item is None
                               else estimate.usd_per_item.quantize(Decimal("0.000001"))),
            item_estimate_tokens=estimate.tokens_per_item, total=len(items) + len(repeats), rerun_of=rerun_of)
        rows = [_item_row(batch, indexes[n] if indexes else n, spec) for n, spec in enumerate(items)]
        rows += [_item_row(batch, len(items) + n, spec, repeat_of=n) for n, spec in enumerate(repeats)]
        BatchItem.objects.bulk_create(rows, batch_size=500)
        task_named("evaluation.tasks.pump_batch").delay_on_commit(str(batch.pk))
    return batch


def batch_rerun(*, batch: Batch, user, config: dict, indexes: list[int] | None = None) -> Batch:
    """Judge a batch again with another panel (`config`, checked by the caller): all its items, or those at
    `indexes`, under the same indexes, labels, budget and items-at-once, so the two runs compare item by item
    (`selectors.runs_compared`). A whole re-run repeats the position check. A tournament is re-run whole (its one
    item is the whole field), compared by its ratings (`selectors.tournaments_compared`).

    Raises EvaluationError (400) for an index the batch does not have, or items of a tournament."""
    if batch.mode == panels.TOURNAMENT and indexes is not None:
        raise EvaluationError("NOT_RERUNNABLE", "A tournament is re-run whole.", fields={"items": ["Re-run it whole."]})
    originals = BatchItem.objects.filter(batch=batch, repeat_of__isnull=True).order_by("index")
    if indexes is not None:
        wanted = set(indexes)
        originals = originals.filter(index__in=wanted)
        missing = wanted - set(originals.values_list("index", flat=True))
        if missing:
            raise EvaluationError("VALIDATION_ERROR", "No such item in this batch.",
                                  fields={"items": [f"No item #{i + 1}" for i in sorted(missing)]})
    originals = list(originals)
    specs = [ItemSpec(content=i.content, question=i.question, metadata=i.metadata,
                      label_verdict=i.label_verdict or None, label_scores=i.label_scores) for i in originals]
    whole = indexes is None
    what = "" if whole else \
        (f" · item {originals[0].index + 1}" if len(originals) == 1 else f" · {len(originals)} items")
    return batch_create(user=user, name=f"{batch.name} · re-run{what}"[:200], mode=batch.mode, config=config,
                        items=specs, concurrency=batch.concurrency, budget_usd=batch.budget_usd,
                        budget_tokens=batch.budget_tokens, position_check=batch.position_check if whole else 0,
                        indexes=[i.index for i in originals], rerun_of=batch)


def _item_row(batch: Batch, index: int, spec: ItemSpec, repeat_of: int | None = None) -> BatchItem:
    return BatchItem(batch=batch, index=index, content=spec.content, question=spec.question, metadata=spec.metadata,
                     label_verdict=spec.label_verdict or "", label_scores=spec.label_scores, repeat_of=repeat_of)


def batch_cancel(*, batch: Batch) -> Batch:
    """Stop a batch: no queued item starts again, and runs in flight end at their next stage.

    Guarantees: idempotent; what was judged stays, with its statistics.
    """
    with transaction.atomic():
        locked = Batch.objects.select_for_update().get(pk=batch.pk)
        if not locked.is_active:
            return locked
        _end(locked, Batch.Status.CANCELLED, "Cancelled by its owner.")
    _announce_end(locked.pk)
    locked.refresh_from_db()
    return locked


def _end(batch: Batch, status: str, reason: str) -> None:
    """Under the batch's lock: queued items are cancelled, running runs are failed (their workers stop
    at the next stage, see `run_fail`) and the totals are filed. The caller announces the end once the
    lock is released (`_announce_end`)."""
    now = timezone.now()
    BatchItem.objects.filter(batch=batch, status=BatchItem.Status.QUEUED).update(
        status=BatchItem.Status.CANCELLED, finished_at=now)
    running = list(BatchItem.objects.filter(batch=batch, status=BatchItem.Status.RUNNING).select_related("message"))
    for item in running:
        if item.message is not None:
            run_fail(message=item.message, reason=reason)
        _file_item(item)
    batch.status, batch.reason, batch.finished_at = status, reason, now
    batch.save(update_fields=["status", "reason", "finished_at"])
    _refresh_totals(batch)


def _announce_end(batch_id) -> None:
    """After the batch's transaction: file its final report (the lock released: its bootstrap resamples
    take seconds to minutes, and inside the transaction they held SQLite's one write lock all that time,
    so every login and write on the embedded default failed), then publish the end, so that a viewer
    reloading on it finds the report."""
    batch_report_file(batch_id=batch_id)
    batch = Batch.objects.get(pk=batch_id)
    realtime.publish(batch.stream, "batch_end", {"status": batch.status, "reason": batch.reason, **progress(batch)})


def report_key(batch_id) -> str:
    """The key of a batch's queued report task: one at a time (`enqueue_once`)."""
    return f"batch-report:{batch_id}"


def _report_after_commit(batch: Batch) -> None:
    """Have the live report computed by a task once this transaction commits, never inside it."""
    batch_id = str(batch.pk)
    transaction.on_commit(lambda: enqueue_once("evaluation.tasks.report_batch", batch_id,
                                               key=report_key(batch_id), expires_s=REPORT_EXPIRES_S))


def batch_report_file(*, batch_id) -> bool:
    """Compute and store the batch's report for what is judged now; True if stored.

    Guarantees: runs outside any transaction (the computation holds no lock); once per change (a
    report already filed for the same done/failed counts is not computed again); a report whose
    counts moved while it was computed is not stored (the change that moved them asks for another).
    """
    batch = Batch.objects.filter(pk=batch_id).first()
    if batch is None:
        return False
    basis = {"done": batch.done, "failed": batch.failed}
    if batch.report and batch.report.get("basis") == basis:
        return False
    report = {**report_of(batch), "basis": basis}
    return bool(Batch.objects.filter(pk=batch.pk, **basis).update(report=report))


def batch_pump(*, batch_id) -> int:
    """File ended items and start queued ones within the limits and the budget; returns how many started.

    Guarantees: one pump at a time per batch (row lock); an item is started at most once
    (its run is created under the lock and the item marked running with it); the batch
    ends (complete, or stopped with a reason) exactly once, and its report is computed after the lock.
    """
    started, ended = _pump_locked(batch_id)
    if ended:
        _announce_end(batch_id)
    return started


def _pump_locked(batch_id) -> tuple[int, bool]:
    """`batch_pump`'s work under the batch's lock: (items started, whether the batch ended)."""
    with transaction.atomic():
        batch = Batch.objects.select_for_update().filter(pk=batch_id).first()
        if batch is None or not batch.is_active:
            return 0, False
        filed = _file_ended(batch)
        _refresh_totals(batch)
        if _over_budget(batch, extra_items=0):
            _end(batch, Batch.Status.STOPPED, _budget_reason(batch))
            return 0, True
        refusal = llm_spending.refusal(batch.user_id)
        if refusal:  # a daily spending limit reached: the batch stops with it, not item by item
            _end(batch, Batch.Status.STOPPED, refusal.message)
            return 0, True
        running = BatchItem.objects.filter(batch=batch, status=BatchItem.Status.RUNNING).count()
        # Items at once are the batch's own knob; the user's and the provider's limits count model calls
        # in flight and are held call by call (`evaluation.batch.calls`), whichever worker makes them.
        room = batch.concurrency - running
        started = []
        queued = BatchItem.objects.filter(batch=batch, status=BatchItem.Status.QUEUED).order_by("index")
        for item in queued[:max(0, room)]:
            if _over_budget(batch, extra_items=running + len(started) + 1):
                break
            started.append(_start(batch, item))
        if not started and running == 0 and not queued.exists():
            _end(batch, *_ending(batch))
            return 0, True
        if not started and running == 0 and queued.exists() and room > 0:
            # Nothing runs and the next item would pass the budget: stop here, cleanly.
            _end(batch, Batch.Status.STOPPED, _budget_reason(batch))
            return 0, True
        if filed:
            _report_after_commit(batch)  # the live report follows the items as they are filed
        if filed or started:
            realtime.publish(batch.stream, "batch_progress", progress(batch))
        for item in started:
            task_named("evaluation.tasks.run_batch_item").delay_on_commit(item.pk)
    return len(started), False


def _start(batch: Batch, item: BatchItem) -> BatchItem:
    title = f"{batch.name} · item {item.index + 1}" + (" (content last)" if item.repeat_of is not None else "")
    conversation = Conversation.objects.create(user=batch.user, mode=batch.mode, title=title[:200])
    Message.objects.create(conversation=conversation, role=Message.Role.USER, mode=batch.mode, content=item.content)
    config = panels.item_config(batch.mode, batch.config, index=item.index, content=item.content,
                                question=item.question, metadata=item.metadata,
                                content_last=item.repeat_of is not None)
    message = Message.objects.create(
        conversation=conversation, role=Message.Role.ASSISTANT, mode=batch.mode, status=Message.Status.PENDING,
        config={"question": item.question or title, "modeConfig": config, "newConversation": False,
                "batch": str(batch.pk)})
    item.status, item.message, item.started_at = BatchItem.Status.RUNNING, message, timezone.now()
    item.save(update_fields=["status", "message", "started_at"])
    return item


def _ending(batch: Batch) -> tuple[str, str]:
    """How a batch whose items have all ended ends: complete; a tournament whose run stopped at its budget
    is stopped, and one whose run failed says why."""
    if batch.mode == panels.TOURNAMENT and batch.failed:
        error = BatchItem.objects.filter(batch=batch).values_list("error", flat=True).first() or ""
        return (Batch.Status.STOPPED if error.startswith(BUDGET_EXCEEDED) else Batch.Status.COMPLETE), error
    return Batch.Status.COMPLETE, ""


def _over_budget(batch: Batch, *, extra_items: int) -> bool:
    """Would `extra_items` more items in flight pass a budget? Each reserves what the dearest item so
    far cost (or, before any finished, the estimate), so spending stays inside the budget. A tournament's
    one run keeps the budget itself, block by block (it stops at it with what it judged), so it reserves
    nothing."""
    if batch.mode == panels.TOURNAMENT:
        extra_items = 0
    tokens_each, usd_each = _reservation(batch) if extra_items else (0, Decimal(0))
    if batch.budget_tokens is not None and batch.spent_tokens + extra_items * tokens_each > batch.budget_tokens:
        return True
    if batch.budget_usd is not None:
        if usd_each is None and extra_items:
            return True  # an unknown price cannot be promised to fit a money budget
        if batch.spent_usd + (usd_each or 0) * extra_items > batch.budget_usd:
            return True
    return False


def _reservation(batch: Batch) -> tuple[int, Decimal | None]:
    finished = BatchItem.objects.filter(batch=batch, status__in=[BatchItem.Status.DONE, BatchItem.Status.FAILED])
    row = finished.aggregate(most_tokens=Max("tokens"), most_cost=Max("cost_usd"), n=Count("pk"),
                             unpriced=Count("pk", filter=Q(cost_usd__isnull=True, tokens__gt=0)))
    if not row["n"]:
        return batch.item_estimate_tokens, batch.item_estimate_usd
    usd = None if row["unpriced"] else (row["most_cost"] or Decimal(0))
    return row["most_tokens"] or 0, usd


def _budget_reason(batch: Batch) -> str:
    if batch.budget_usd is not None and _reservation(batch)[1] is None:
        return ("A chosen model's price is unknown, so a money budget cannot be kept: choose models with known "
                "prices, or give the batch a token budget instead.")
    spent = f"${batch.spent_usd:.4f}" + (" (some prices unknown)" if batch.cost_unknown else "")
    return (f"Budget reached: spent {spent} and {batch.spent_tokens:,} tokens on {batch.done + batch.failed} items; "
            "the next item would exceed the batch's budget.")


def _file_ended(batch: Batch) -> int:
    ended = BatchItem.objects.filter(batch=batch, status=BatchItem.Status.RUNNING).filter(
        Q(message__isnull=True) | Q(message__status__in=[Message.Status.COMPLETE, Message.Status.FAILED])
    ).select_related("message")
    count = 0
    for item in ended:
        _file_item(item)
        count += 1
    return count


def _file_item(item: BatchItem) -> None:
    """Copy an ended run's verdict, scores, jurors (or judges) and cost onto its item (`panels.outcome`)."""
    message = item.message
    usage = usage_for(run_subject(message.pk)) if message else None
    item.cost_usd = usage.cost_usd if usage and usage.cost_known else None
    item.tokens = usage.total_tokens if usage else 0
    item.finished_at = timezone.now()
    if message is None or message.status != Message.Status.COMPLETE:
        item.status = BatchItem.Status.FAILED
        item.error = (message.error if message else "") or "The item's evaluation was deleted."
    else:
        result = panels.outcome(message)
        item.status = BatchItem.Status.DONE
        item.verdict, item.scores, item.overall, item.jurors = result.verdict, result.scores, result.overall, \
            result.jurors
    item.save(update_fields=["status", "verdict", "scores", "overall", "jurors", "error", "cost_usd", "tokens",
                             "finished_at"])


def _refresh_totals(batch: Batch) -> None:
    """Counts and spending: filed items carry their own totals; runs in flight are read from their calls
    (a handful at a time), so a pump costs the same for 20 items or 10,000."""
    filed = BatchItem.objects.filter(batch=batch, status__in=[BatchItem.Status.DONE, BatchItem.Status.FAILED])
    row = filed.aggregate(done=Count("pk", filter=Q(status=BatchItem.Status.DONE)),
                          failed=Count("pk", filter=Q(status=BatchItem.Status.FAILED)),
                          token_total=Sum("tokens"), cost=Sum("cost_usd"),
                          unpriced=Count("pk", filter=Q(cost_usd__isnull=True, tokens__gt=0)))
    subjects = [run_subject(pk) for pk in BatchItem.objects.filter(batch=batch, status=BatchItem.Status.RUNNING)
                .exclude(message__isnull=True).values_list("message_id", flat=True)]
    live = usage_totals(LLMCall.objects.filter(subject__in=subjects)) if subjects else None
    batch.done, batch.failed = row["done"], row["failed"]
    batch.spent_tokens = (row["token_total"] or 0) + (live.total_tokens if live else 0)
    batch.spent_usd = (row["cost"] or Decimal(0)) + (live.cost_usd if live else Decimal(0))
    batch.cost_unknown = bool(row["unpriced"]) or bool(live and not live.cost_known)
    Batch.objects.filter(pk=batch.pk).update(done=batch.done, failed=batch.failed, spent_tokens=batch.spent_tokens,
                                             spent_usd=batch.spent_usd, cost_unknown=batch.cost_unknown)


def progress(batch: Batch) -> dict:
    """The batch's progress as its page and its stream show it."""
    finished = batch.done + batch.failed
    elapsed = (timezone.now() - batch.created_at).total_seconds()
    left = None
    if finished and batch.is_active:
        left = round(elapsed / finished * (batch.total - finished))
    return {"total": batch.total, "done": batch.done, "failed": batch.failed, "status": batch.status,
            "spentUsd": float(batch.spent_usd), "costUnknown": batch.cost_unknown, "spentTokens": batch.spent_tokens,
            "secondsLeft": left, "reason": batch.reason}


def item_run(*, item_id) -> str | None:
    """Drive one item's evaluation run (claimed like any run: a second delivery does nothing while
    one is alive); returns its batch's id so the caller can pump it, or None if the item is gone."""
    item = BatchItem.objects.filter(pk=item_id).only("batch_id", "message_id", "status").first()
    if item is None:
        return None
    if item.status == BatchItem.Status.RUNNING and item.message_id:
        run_dispatch(message_id=item.message_id)
    return str(item.batch_id)


def batch_items_sweep() -> int:
    """Pump every running batch (the safety net for a lost task or a killed worker); returns how many."""
    ids = list(Batch.objects.filter(status__in=Batch.ACTIVE).values_list("pk", flat=True))
    for batch_id in ids:
        batch_pump(batch_id=batch_id)
    return len(ids)


__all__ = ["Estimate", "batch_cancel", "batch_create", "batch_estimate", "batch_items_sweep", "batch_pump",
           "batch_report_file", "batch_rerun", "item_run", "progress", "report_key"]
