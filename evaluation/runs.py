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

Liveness: a running run whose worker missed MISSED_HEARTBEATS beats (`stale_after`) is taken
as dead; `run_claim` then lets another worker take it and `evaluation.sweeping` re-delivers it.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from evaluation import modes
from evaluation.batch import calls as batch_calls
from evaluation.models import Conversation, Message
from juryrigged import llm, realtime

logger = logging.getLogger(__name__)

# Heartbeats a live worker may miss (a slow commit, a busy machine) before its run is taken as dead.
MISSED_HEARTBEATS = 3

BUDGET_EXCEEDED = "Budget exceeded"
RUN_EVALUATION = "evaluation.tasks.run_evaluation"  # the task that drives a run through `run_dispatch`


class BudgetExceeded(Exception):
    """The run's next model calls could take it past its budget; the message is the reason for the user."""


def run_subject(message_id) -> str:
    """The LLM door's subject for every model call of one run, in every mode (`llm.usage_for` totals it)."""
    return f"eval.message:{message_id}"


def usage_of_run(message_id) -> dict:
    """Model calls, tokens and cost of one run (every mode names its calls' subject `eval.message:<id>`)."""
    return llm.usage_for(run_subject(message_id)).as_json()


def stale_after() -> timedelta:
    """How long a running run may go without a heartbeat before it is taken as dead.

    Derived from the heartbeat, not from model timeouts: a worker beats every
    EVAL_HEARTBEAT_S while it waits for models too (`run_calls`), so a dead
    worker's run is resumed within seconds whatever its calls' timeouts.
    """
    return timedelta(seconds=settings.EVAL_HEARTBEAT_S * MISSED_HEARTBEATS)


def run_claim(*, message_id) -> Message | None:
    """Take the run for this worker, or None if it is finished or another worker is alive on it.

    Guarantees: at most one worker runs a message at a time (a fresh heartbeat means
    someone is on it); each claim counts one attempt.
    """
    now = timezone.now()
    with transaction.atomic():
        message = Message.objects.select_for_update().filter(pk=message_id, role=Message.Role.ASSISTANT).first()
        if message is None or message.status not in Message.ACTIVE:
            return None
        if message.status == Message.Status.RUNNING and message.heartbeat_at and \
                now - message.heartbeat_at < stale_after():
            return None
        message.status = Message.Status.RUNNING
        message.started_at = message.started_at or now
        message.heartbeat_at = now
        message.attempts = F("attempts") + 1
        message.save(update_fields=["status", "started_at", "heartbeat_at", "attempts"])
    message.refresh_from_db()
    return message


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
        with batch_calls.for_run(message):  # a batch item's calls count against its batch's call limits
            spec.pipeline(message)
    except BudgetExceeded as exc:
        run_fail(message=message, reason=str(exc))
    except Exception as exc:
        # A conversation deleted while its run went on: the run's writes fail on the foreign key.
        if isinstance(exc, gone) and not Message.objects.filter(pk=message.pk).exists():
            logger.info("%s %s was deleted while it ran", noun, message_id)
            return
        logger.exception("%s %s stopped on an unexpected error", noun, message_id)
        run_fail(message=message, reason=f"The {noun} stopped on an unexpected error.")


def run_heartbeat(*, message: Message) -> None:
    """Tell the sweeper this run is alive (call it as each stage or participant ends)."""
    Message.objects.filter(pk=message.pk, status=Message.Status.RUNNING).update(heartbeat_at=timezone.now())


def run_budget(message_id) -> llm.Budget:
    """The run's budget as its row holds it now (staff may have changed it while the run went on)."""
    tokens, usd = Message.objects.filter(pk=message_id).values_list("budget_tokens", "budget_usd").get()
    return llm.Budget(tokens=tokens, usd=usd)


def run_budget_check(*, message: Message, calls: list) -> tuple[llm.Budget, llm.Usage]:
    """Raise BudgetExceeded if `calls` could take the run past its budget (call before making them).

    The budget is read from the run's row each time. The reason says what the run spent
    so far. `run_dispatch` fails the run with it, so the run stops between steps, never
    in the middle of storing one (`evaluation.services.run_resume` takes it up again once staff raise it).
    Returns the budget and the spending it checked against, for a caller that plans more inside them.
    """
    budget, usage = run_budget(message.pk), llm.usage_for(run_subject(message.pk))
    reason = llm.over_budget(budget, spent_tokens=usage.total_tokens, spent_usd=usage.cost_usd,
                             next_=llm.forecast(calls))
    if reason:
        raise BudgetExceeded(f"{BUDGET_EXCEEDED}: {reason}. Spent so far: {usage.describe()}.")
    return budget, usage


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
        ended = Message.objects.filter(pk=message.pk, status__in=Message.ACTIVE).update(
            status=Message.Status.COMPLETE, content=content, verdict=verdict, finished_at=now, heartbeat_at=now,
            error="")
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
            status=Message.Status.FAILED, error=reason, finished_at=now, heartbeat_at=now)
        if ended:
            Conversation.objects.filter(pk=message.conversation_id).update(updated_at=now)
            realtime.publish(message.stream, "error", {"message": reason})
    if ended:
        logger.info("evaluation %s failed: %s", message.pk, reason)
