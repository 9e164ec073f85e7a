"""The shared writers of the evaluation app: starting, claiming, ending and filing runs.

Every mode's pipeline goes through these for the run's lifecycle (see `modes.py`);
mode-specific stages are written by the mode's own services (`evaluation/jury/services.py`).
"""

from __future__ import annotations

import logging
from datetime import timedelta
from decimal import Decimal

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from evaluation import limits, modes
from evaluation.batch import calls as batch_calls
from evaluation.models import Conversation, Message, RunStart
from evaluation.errors import EvaluationError
from evaluation.modes import Validated
from evaluation.selectors import conversation_for_user
from juryrigged import llm, realtime
from juryrigged.core.inputs import check_tree

logger = logging.getLogger(__name__)


def _policy() -> limits.Policy:
    return limits.Policy(per_minute=settings.EVAL_LIMIT_PER_MINUTE, per_hour=settings.EVAL_LIMIT_PER_HOUR,
                         per_day=settings.EVAL_LIMIT_PER_DAY, running=settings.EVAL_LIMIT_RUNNING)


def _check_limits(user) -> None:
    now = timezone.now()
    # Starts are counted from their own ledger, which deleting a conversation does not erase.
    started = list(RunStart.objects.filter(user=user, created_at__gt=now - timedelta(days=1))
                   .values_list("created_at", flat=True))
    # A batch's item runs have limits of their own (evaluation/batch): they take no single-run slot.
    running = Message.objects.filter(conversation__user=user, role=Message.Role.ASSISTANT,
                                     status__in=Message.ACTIVE, batch_item__isnull=True).count()
    refusal = limits.check(now=now, started=started, running=running, policy=_policy())
    if refusal:
        raise EvaluationError("RATE_LIMITED", refusal.message, status=429, retryAfterMs=refusal.retry_after_s * 1000)


def evaluation_start(*, user, mode: str, request: Validated) -> Message:
    """Create (or continue) a conversation with the user's content and a pending run; enqueue it.

    Guarantees: the per-user limits hold even under concurrent requests (the user's
    row is locked while counting); a `conversationId` must be the caller's own and of
    the same mode (else 404 / 400); text PostgreSQL cannot store (NUL, lone surrogates)
    is refused (400 INVALID_TEXT) before anything is written; uploads are stored raw with the
    run (`RunSource`), in the same transaction, for the worker to read;
    the run's task is enqueued only after commit. Returns the assistant message (its id is the run's `messageId`).
    """
    from evaluation.sources.records import run_sources_create
    from evaluation.sources.requests import split_uploads
    from evaluation.tasks import run_evaluation

    # Uploads' raw bytes go to their own rows (the worker reads them), not into the run's config.
    config, raws = split_uploads(request.config)
    # What a mode's validator accepted is stored as text and jsonb:
    # refuse what PostgreSQL cannot store before anything is written.
    check_tree({"question": request.question, "content": request.content, "modeConfig": config})
    with transaction.atomic():
        get_user_model().objects.select_for_update().filter(pk=user.pk).first()
        _check_limits(user)
        if request.conversation_id:
            conversation = conversation_for_user(user=user, conversation_id=request.conversation_id)
            if conversation.mode != mode:
                raise EvaluationError("MODE_MISMATCH", f"This conversation is a {conversation.mode} evaluation.")
            conversation.save(update_fields=["updated_at"])
        else:
            conversation = Conversation.objects.create(user=user, mode=mode)
        RunStart.objects.create(user=user, mode=mode)
        Message.objects.create(conversation=conversation, role=Message.Role.USER, mode=mode, content=request.content)
        run = Message.objects.create(
            conversation=conversation, role=Message.Role.ASSISTANT, mode=mode, status=Message.Status.PENDING,
            config={"question": request.question, "modeConfig": config,
                    "newConversation": not request.conversation_id},
        )
        run_sources_create(message=run, entries=config.get("sources") or [], raws=raws)
        transaction.on_commit(lambda: run_evaluation.delay(str(run.id)))
    return run


# Heartbeats a live worker may miss (a slow commit, a busy machine) before its run is taken as dead.
MISSED_HEARTBEATS = 3


BUDGET_EXCEEDED = "Budget exceeded"


class BudgetExceeded(Exception):
    """The run's next model calls could take it past its budget; the message is the reason for the user."""


def default_budget() -> llm.Budget:
    """The budget a new run gets (EVAL_BUDGET_TOKENS, EVAL_BUDGET_USD; 0 is no cap): the row's defaults."""
    return llm.Budget(tokens=settings.EVAL_BUDGET_TOKENS or None,
                      usd=Decimal(str(settings.EVAL_BUDGET_USD)) if settings.EVAL_BUDGET_USD else None)


def run_budget(message_id) -> llm.Budget:
    """The run's budget as its row holds it now (staff may have changed it while the run went on)."""
    tokens, usd = Message.objects.filter(pk=message_id).values_list("budget_tokens", "budget_usd").get()
    return llm.Budget(tokens=tokens, usd=usd)


def run_budget_check(*, message: Message, calls: list) -> None:
    """Raise BudgetExceeded if `calls` could take the run past its budget (call before making them).

    The budget is read from the run's row each time. The reason says what the run spent
    so far. `run_dispatch` fails the run with it, so the run stops between steps, never
    in the middle of storing one (`run_resume` takes it up again once staff raise it).
    """
    usage = llm.usage_for(run_subject(message.pk))
    reason = llm.over_budget(run_budget(message.pk), spent_tokens=usage.total_tokens, spent_usd=usage.cost_usd,
                             next_=llm.forecast(calls))
    if reason:
        raise BudgetExceeded(f"{BUDGET_EXCEEDED}: {reason}. Spent so far: {usage.describe()}.")


def run_resume(*, message_id) -> bool:
    """Take up again a run that stopped at its budget (after staff raised it): True if it was queued.

    Only a failed run whose reason is its budget: it goes back to pending with fresh attempts,
    and the worker resumes it from its stored stages, asking only for what is missing (and
    checking the budget again before each step: a budget still too small stops it again, with
    the same kind of reason). A run that failed for any other reason is left as it is.
    """
    now = timezone.now()
    with transaction.atomic():
        resumed = Message.objects.filter(pk=message_id, role=Message.Role.ASSISTANT, status=Message.Status.FAILED,
                                         error__startswith=BUDGET_EXCEEDED).update(
            status=Message.Status.PENDING, error="", finished_at=None, attempts=0, heartbeat_at=now)
        if resumed:
            from evaluation.tasks import run_evaluation

            transaction.on_commit(lambda: run_evaluation.delay(str(message_id)))
    return bool(resumed)


def stale_after() -> timedelta:
    """How long a running run may go without a heartbeat before it is taken as dead.

    Derived from the heartbeat, not from model timeouts: a worker beats every
    EVAL_HEARTBEAT_S while it waits for models too (`run_waiting`), so a dead
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


def run_subject(message_id) -> str:
    """The LLM door's subject for every model call of one run, in every mode (`llm.usage_for` totals it)."""
    return f"eval.message:{message_id}"


def run_dispatch(*, message_id) -> None:
    """Run (or resume) one evaluation: claim it and drive its mode's pipeline to its end.

    The one driver of every mode (the Celery task, the sweeper's re-deliveries and the
    demo call it). Guarantees: one worker at a time (`run_claim`); the run ends through
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


def run_calls(*, message: Message, calls: list, limit: int, timeout: float | None, on_start=None):
    """`llm.as_completed` for a run: beats the run's heartbeat every EVAL_HEARTBEAT_S while calls are in flight."""
    return llm.as_completed(calls, limit=limit, timeout=timeout, on_start=on_start,
                            on_wait=lambda: run_heartbeat(message=message), wait_every=settings.EVAL_HEARTBEAT_S)


def run_complete(*, message: Message, content: str, verdict: str = "", metadata: dict | None = None) -> None:
    """End a run successfully: store the report, copy the verdict to the conversation, publish `complete`.

    Call inside the pipeline's last transaction so the `complete` event and the rows
    land together. `metadata` (e.g. the run's usage) rides on the event as `{"metadata": ...}`.
    """
    now = timezone.now()
    with transaction.atomic():
        Message.objects.filter(pk=message.pk).update(status=Message.Status.COMPLETE, content=content,
                                                     verdict=verdict, finished_at=now, heartbeat_at=now, error="")
        Conversation.objects.filter(pk=message.conversation_id).update(verdict=verdict, updated_at=now)
        realtime.publish(message.stream, "complete", {"metadata": metadata} if metadata else {})


def usage_of_run(message_id) -> dict:
    """Model calls, tokens and cost of one run (every mode names its calls' subject `eval.message:<id>`)."""
    return llm.usage_for(run_subject(message_id)).as_json()


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


def conversation_set_title(*, conversation_id, title: str) -> None:
    Conversation.objects.filter(pk=conversation_id).update(title=title[:200])


def conversation_rename(*, user, conversation_id, title: str) -> Conversation:
    """Rename the caller's own conversation (404 for anyone else's)."""
    conversation = conversation_for_user(user=user, conversation_id=conversation_id)
    conversation.title = title.strip()[:200]
    conversation.save(update_fields=["title", "updated_at"])
    return conversation


def conversation_delete(*, user, conversation_id) -> None:
    """Delete the caller's own conversation with its messages and stages (404 for anyone else's).

    A run still going on finds its message gone and stops at its next write.
    """
    conversation_for_user(user=user, conversation_id=conversation_id).delete()
