"""A run's life, for every mode: claim → (heartbeat, budget, calls)* → complete or fail.

A run is one assistant `Message` (its id is the run's `messageId`). `run_dispatch` is the one
driver (the Celery task, the sweeper's re-deliveries, a batch item and the demo call it): it
claims the run and calls its mode's `pipeline(message)`. A pipeline uses only this module for
the run's life; the mode's own stages are written by the mode's package. This module imports
the mode registry (`evaluation.modes`) but never a mode: modes import it, not the other way.

The API a pipeline uses, in the order a run meets it:

- `run_subject(message_id)`: the LLM door's `subject` for every model call of the run
  (`llm.usage_for` totals it; `usage_of_run` gives it as JSON).
- `run_budget_check(message=, calls=)`: raise `BudgetExceeded` if those calls could take the
  run past its budget; `run_dispatch` fails the run with the reason (between steps, never in
  the middle of storing one).
- `run_calls(message=, calls=, limit=, timeout=)`: `llm.as_completed`, beating the run's
  heartbeat while the calls are in flight.
- `run_heartbeat(message=)`: tell the sweeper the run is alive (as each stage ends).
- `run_title_set(message=, title=)`: name the run's conversation.
- `run_complete(message=, content=, verdict=, metadata=)` or `run_fail(message=, reason=)`:
  the run's end; each publishes the terminal event (`complete` / `error`) on `eval.<messageId>`
  and frees the user's running slot.

Liveness is a lease, not a guess. `run_claim` takes the run with one conditional UPDATE: it
writes a fresh owner token and an expiry (`lease_span`: MISSED_HEARTBEATS × EVAL_HEARTBEAT_S
ahead) only where the run is pending or its lease has lapsed, so two workers can never both
hold a live run. While the pipeline works, `run_dispatch` holds the lease (`RunLease`): a thread
renews it every EVAL_HEARTBEAT_S whatever the pipeline is doing, CPU-bound evidence extraction
included. A lease lapses only when its worker stopped renewing (killed, frozen, cut off from the
database); then `evaluation.sweeping` re-delivers the run and another worker's claim takes it.
A worker that finds its lease taken (`LeaseLost`, checked before each batch of model calls and at
each heartbeat) stops without touching the run.
"""

from __future__ import annotations

import logging
import threading
import uuid
from datetime import timedelta

from django.conf import settings
from django.db import DatabaseError, InterfaceError, OperationalError, connection, transaction
from django.db.models import DateTimeField, F, Q, Value
from django.db.models.functions import Coalesce
from django.utils import timezone

from evaluation import modes
from evaluation.batch import calls as batch_calls
from evaluation.models import Conversation, Message
from juryrigged import llm, realtime
from juryrigged.llm import spending

logger = logging.getLogger(__name__)

# Renewals a live worker may miss (a slow commit, a busy machine) before its lease lapses.
MISSED_HEARTBEATS = 3

BUDGET_EXCEEDED = "Budget exceeded"
RUN_EVALUATION = "evaluation.tasks.run_evaluation"  # the task that drives a run through `run_dispatch`


class BudgetExceeded(Exception):
    """The run's next model calls could take it past its budget; the message is the reason for the user."""


class LeaseLost(Exception):
    """Another worker holds this run now (this worker's lease lapsed): stop without touching the run."""


def run_subject(message_id) -> str:
    """The LLM door's subject for every model call of one run, in every mode (`llm.usage_for` totals it)."""
    return f"eval.message:{message_id}"


def usage_of_run(message_id) -> dict:
    """Model calls, tokens and cost of one run (every mode names its calls' subject `eval.message:<id>`)."""
    return llm.usage_for(run_subject(message_id)).as_json()


def lease_span() -> timedelta:
    """How long a claim or a renewal holds the run: MISSED_HEARTBEATS renewals of EVAL_HEARTBEAT_S.

    Derived from the heartbeat, not from model timeouts or the work's length: the lease's thread
    renews it every EVAL_HEARTBEAT_S while the worker lives, so a dead worker's run is taken up
    within seconds, and a live one is never taken however long a step computes.
    """
    return timedelta(seconds=settings.EVAL_HEARTBEAT_S * MISSED_HEARTBEATS)


def lease_lapsed(now) -> Q:
    """The runs another worker may take: pending, or running with a lapsed lease (a row from before leases:
    a silent heartbeat)."""
    running = Q(status=Message.Status.RUNNING)
    return (Q(status=Message.Status.PENDING) | running & Q(lease_expires_at__lte=now)
            | running & Q(lease_expires_at__isnull=True)
            & (Q(heartbeat_at__isnull=True) | Q(heartbeat_at__lte=now - lease_span())))


def run_claim(*, message_id) -> Message | None:
    """Take the run's lease for this worker, or None if it is finished or another worker holds a live lease.

    One conditional UPDATE (pending, or the lease lapsed → running, a new owner token, a new expiry,
    one more attempt): the database decides between two workers claiming at once, so at most one
    worker holds a run at a time. The returned message carries the token (`lease_owner`).
    """
    now = timezone.now()
    token = uuid.uuid4().hex
    claimed = Message.objects.filter(pk=message_id, role=Message.Role.ASSISTANT, status__in=Message.ACTIVE).filter(
        lease_lapsed(now)).update(
        status=Message.Status.RUNNING, lease_owner=token, lease_expires_at=now + lease_span(), heartbeat_at=now,
        started_at=Coalesce(F("started_at"), Value(now, output_field=DateTimeField())), attempts=F("attempts") + 1)
    if not claimed:
        return None
    return Message.objects.get(pk=message_id)


def _renew(message: Message) -> bool:
    """Push the lease forward if this worker still holds it; False if it does not (taken, or the run ended)."""
    now = timezone.now()
    held = Message.objects.filter(pk=message.pk, status=Message.Status.RUNNING)
    if message.lease_owner:
        held = held.filter(lease_owner=message.lease_owner)
    return bool(held.update(heartbeat_at=now, lease_expires_at=now + lease_span()))


class RunLease:
    """Holds a claimed run's lease while its pipeline runs: a thread renews it every EVAL_HEARTBEAT_S.

    A thread, not the pipeline's own beats, because a step may compute for minutes without reaching
    one (evidence extraction and ranking of a large repository); Python hands the thread the
    interpreter every few milliseconds however busy the pipeline is. A renewal that fails on the
    database (a restart) is tried again at the next beat: the lease covers MISSED_HEARTBEATS of them.
    A lease claimed inside an uncommitted transaction is left to the pipeline's own beats (another
    connection cannot see it).
    """

    def __init__(self, message: Message):
        self.message = message
        self._stop = threading.Event()
        self._thread = None

    def __enter__(self):
        if not connection.in_atomic_block:
            self._thread = threading.Thread(target=self._beat, name=f"lease-{self.message.pk}", daemon=True)
            self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=settings.EVAL_HEARTBEAT_S)
        return False

    def _beat(self):
        try:
            while not self._stop.wait(settings.EVAL_HEARTBEAT_S):
                try:
                    if not _renew(self.message):
                        return  # taken or ended: the pipeline's own beat or fence raises LeaseLost
                except DatabaseError:
                    logger.warning("renewing the lease of run %s failed; trying again", self.message.pk,
                                   exc_info=True)
                    connection.close()
        finally:
            connection.close()


def run_dispatch(*, message_id) -> None:
    """Run (or resume) one evaluation: claim it and drive its mode's pipeline to its end.

    The one driver of every mode (the Celery task, the sweeper's re-deliveries, a batch item
    and the demo call it). Guarantees: one worker at a time (`run_claim`); the run ends through
    `run_complete` (the pipeline's) or `run_fail`, whatever happens — an unknown mode and
    an unexpected error fail it with a reason — unless its conversation was deleted
    meanwhile (one of the mode's `gone` errors raised and the message no longer exists).
    """
    found = Message.objects.filter(pk=message_id, role=Message.Role.ASSISTANT).first()
    if found is None or found.status not in Message.ACTIVE:
        return
    spec = modes.get(found.mode)
    if spec is None:
        run_fail(message=found, reason=f"The {found.mode} mode is not available on this server.")
        return
    message = run_claim(message_id=message_id)
    if message is None:
        return
    noun, gone = spec.noun, spec.gone
    try:
        # a batch item's calls count against its batch's call limits
        # every call of the run counts against its owner's daily spending (`llm.spending`)
        payer = Conversation.objects.filter(pk=message.conversation_id).values_list("user_id", flat=True).first()
        with RunLease(message), batch_calls.for_run(message), llm.paid_by(payer):
            spec.pipeline(message)
    except LeaseLost:
        logger.warning("%s %s: another worker took the run (this worker's lease lapsed); stopping", noun, message_id)
    except BudgetExceeded as exc:
        run_fail(message=message, reason=str(exc))
    except (OperationalError, InterfaceError):
        # The database went away under the run (a restart, a failover): nothing about the run is wrong, so it
        # is not failed. What it stored stays; its lease is let go (if the database answers again) or lapses,
        # and the sweeper resumes it from its stored stages (`sweeping.runs_sweep`).
        logger.warning("%s %s: the database went away mid-run; left for the sweeper to resume", noun, message_id,
                       exc_info=True)
        _release(message)
    except Exception as exc:
        # A conversation deleted while its run went on: the run's writes fail on the foreign key.
        if isinstance(exc, gone) and not Message.objects.filter(pk=message.pk).exists():
            logger.info("%s %s was deleted while it ran", noun, message_id)
            return
        logger.exception("%s %s stopped on an unexpected error", noun, message_id)
        run_fail(message=message, reason=f"The {noun} stopped on an unexpected error.")


def _release(message: Message) -> None:
    """Let go of this worker's lease now so the next sweep resumes the run (best effort: the database may be
    down still, and then the lease simply lapses)."""
    if not connection.in_atomic_block:  # the broken connection goes; the next query opens a new one
        connection.close()
    try:
        Message.objects.filter(pk=message.pk, lease_owner=message.lease_owner, status__in=Message.ACTIVE).update(
            lease_expires_at=timezone.now())
    except DatabaseError:
        logger.warning("run %s: its lease could not be let go (the database is still away); it lapses", message.pk)


def run_heartbeat(*, message: Message) -> None:
    """Tell the sweeper this run is alive and renew its lease (call it as each stage or participant ends).

    Raises LeaseLost if another worker holds the run now (this worker stalled past its lease).
    """
    if not _renew(message) and message.lease_owner and Message.objects.filter(
            pk=message.pk, status=Message.Status.RUNNING).exclude(lease_owner=message.lease_owner).exists():
        raise LeaseLost()


def run_budget(message_id, lease_owner: str = "") -> llm.Budget:
    """The run's budget as its row holds it now (staff may have changed it while the run went on).

    With `lease_owner`, raises LeaseLost if another worker holds the run now.
    """
    tokens, usd, status, owner = Message.objects.filter(pk=message_id).values_list(
        "budget_tokens", "budget_usd", "status", "lease_owner").get()
    if lease_owner and status == Message.Status.RUNNING and owner != lease_owner:
        raise LeaseLost()
    return llm.Budget(tokens=tokens, usd=usd)


def run_budget_check(*, message: Message, calls: list) -> tuple[llm.Budget, llm.Usage]:
    """Raise BudgetExceeded if `calls` could take the run past its budget (call before making them).

    Also the fence before model calls: raises LeaseLost if another worker holds the run now; and the daily
    spending limits (`llm.spending`: the run's owner's and the site's) are checked against the calls' forecast.

    The budget is read from the run's row each time. The reason says what the run spent
    so far. `run_dispatch` fails the run with it, so the run stops between steps, never
    in the middle of storing one (`evaluation.services.run_resume` takes it up again once staff raise it).
    Returns the budget and the spending it checked against, for a caller that plans more inside them.
    """
    budget = run_budget(message.pk, message.lease_owner)
    check = llm.calls_check(subject=run_subject(message.pk), budget=budget, payer=spending.current_payer(),
                            calls=calls)
    if check.over:
        raise BudgetExceeded(f"{BUDGET_EXCEEDED}: {check.over}. Spent so far: {check.spent.describe()}.")
    if check.refused:
        raise BudgetExceeded(f"{BUDGET_EXCEEDED}: {check.refused.message}")
    return budget, check.spent


def run_calls(*, message: Message, calls: list, limit: int, timeout: float | None, on_start=None):
    """`llm.as_completed` for a run: beats the run's heartbeat every EVAL_HEARTBEAT_S while calls are in flight."""
    return llm.as_completed(calls, limit=limit, timeout=timeout, on_start=on_start,
                            on_wait=lambda: run_heartbeat(message=message), wait_every=settings.EVAL_HEARTBEAT_S)


def run_title_set(*, message: Message, title: str) -> None:
    """Name the run's conversation (the history lists it by this title)."""
    Conversation.objects.filter(pk=message.conversation_id).update(title=title[:200])


def run_complete(*, message: Message, content: str, verdict: str = "", metadata: dict | None = None) -> None:
    """End a run successfully: store the report, copy the verdict to the conversation, publish `complete`.

    Call inside the pipeline's last transaction so the `complete` event and the rows
    land together. `metadata` (e.g. the run's usage) rides on the event as `{"metadata": ...}`.
    Does nothing if the run already ended: a run failed or cancelled while its last step ran stays
    so (the conditional update is the guard, so two finishers cannot both win).
    """
    now = timezone.now()
    with transaction.atomic():
        mine = Message.objects.filter(pk=message.pk, status__in=Message.ACTIVE)
        if message.lease_owner:  # a worker whose lease another took does not end the run under it
            mine = mine.filter(lease_owner=message.lease_owner)
        ended = mine.update(
            status=Message.Status.COMPLETE, content=content, verdict=verdict, finished_at=now, heartbeat_at=now,
            error="", lease_owner="", lease_expires_at=None)
        if ended:
            Conversation.objects.filter(pk=message.conversation_id).update(verdict=verdict, updated_at=now)
            realtime.publish(message.stream, "complete", {"metadata": metadata} if metadata else {})


def run_fail(*, message: Message, reason: str) -> None:
    """End a run as failed with a reason the user can read; publish `error` with it.

    Whatever the pipeline stored before failing (presentation, jurors, summary) stays.
    Does nothing if the run already ended.
    """
    now = timezone.now()
    with transaction.atomic():
        ended = Message.objects.filter(pk=message.pk, status__in=Message.ACTIVE).update(
            status=Message.Status.FAILED, error=reason, finished_at=now, heartbeat_at=now, lease_owner="",
            lease_expires_at=None)
        if ended:
            Conversation.objects.filter(pk=message.conversation_id).update(updated_at=now)
            realtime.publish(message.stream, "error", {"message": reason})
    if ended:
        logger.info("evaluation %s failed: %s", message.pk, reason)
