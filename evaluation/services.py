"""The writers behind the evaluation API: start a run, resume one stopped at its budget, rename and
delete conversations.

A run's life once started (claim, heartbeat, budget, calls, complete, fail) is `evaluation.runs`;
each mode's stages are written by the mode's own package (`evaluation/jury/services.py`).
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from evaluation import limits, spending
from evaluation.errors import EvaluationError
from evaluation.models import Conversation, Message, RunStart
from evaluation.modes import Validated
from evaluation.runs import BUDGET_EXCEEDED, RUN_EVALUATION
from evaluation.selectors import access_conversation
from evaluation.sources.records import run_sources_create
from evaluation.sources.requests import split_uploads
from juryrigged.core.enqueue import task_named
from juryrigged.core.inputs import check_tree


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
    row is locked while counting); the daily spending limits and the known model ids hold
    (`evaluation.spending`: 429 SPENDING_LIMIT, 400 UNKNOWN_MODEL); a `conversationId` must be the caller's own and of
    the same mode (else 404 / 400); text PostgreSQL cannot store (NUL, lone surrogates)
    is refused (400 INVALID_TEXT) before anything is written; uploads are stored raw with the
    run (`RunSource`), in the same transaction, for the worker to read;
    the run's task is enqueued only after commit. Returns the assistant message (its id is the run's `messageId`).
    """
    # Uploads' raw bytes go to their own rows (the worker reads them), not into the run's config.
    config, raws = split_uploads(request.config)
    # What a mode's validator accepted is stored as text and jsonb:
    # refuse what PostgreSQL cannot store before anything is written.
    check_tree({"question": request.question, "content": request.content, "modeConfig": config})
    spending.models_check(config)
    with transaction.atomic():
        get_user_model().objects.select_for_update().filter(pk=user.pk).first()
        _check_limits(user)
        spending.spending_check(user)
        if request.conversation_id:
            conversation = access_conversation(user=user, conversation_id=request.conversation_id)
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
        task_named(RUN_EVALUATION).delay_on_commit(str(run.id))
    return run


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
            status=Message.Status.PENDING, error="", finished_at=None, attempts=0, heartbeat_at=now,
            lease_owner="", lease_expires_at=None)
        if resumed:
            task_named(RUN_EVALUATION).delay_on_commit(str(message_id))
    return bool(resumed)


def conversation_rename(*, user, conversation_id, title: str) -> Conversation:
    """Rename the caller's own conversation (404 for anyone else's)."""
    conversation = access_conversation(user=user, conversation_id=conversation_id)
    conversation.title = title.strip()[:200]
    conversation.save(update_fields=["title", "updated_at"])
    return conversation


def conversation_delete(*, user, conversation_id) -> None:
    """Delete the caller's own conversation with its messages and stages (404 for anyone else's).

    A run still going on finds its message gone and stops at its next write.
    """
    access_conversation(user=user, conversation_id=conversation_id).delete()
