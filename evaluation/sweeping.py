"""The sweeper that resumes stale runs (the run itself is driven by `runs.run_dispatch`).

A run is stale when it is pending and no worker picked it up within
EVAL_STALE_AFTER_S (a lost queue message, a restart of the in-memory broker), or
running and its worker missed 3 heartbeats (EVAL_HEARTBEAT_S; a live worker beats
while it waits for models too, so this does not depend on model timeouts). A stale run is enqueued again and its
pipeline resumes from what it stored; after EVAL_MAX_ATTEMPTS pick-ups it is
marked failed with a reason.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from evaluation.models import Message
from evaluation.runs import RUN_EVALUATION, run_fail, stale_after
from juryrigged.core.enqueue import enqueue_once

logger = logging.getLogger(__name__)


def _is_stale(message: Message, now) -> bool:
    if message.status == Message.Status.PENDING:
        return now - message.created_at > timedelta(seconds=settings.EVAL_STALE_AFTER_S)
    return message.heartbeat_at is None or now - message.heartbeat_at > stale_after()


def resume_key(message_id) -> str:
    """The key of a run's queued resume: one at a time (`enqueue_once`)."""
    return f"eval-resume:{message_id}"


def runs_sweep() -> int:
    """Resume or fail every stale run; returns how many were touched. A run whose resume is still
    queued (no worker has taken it yet) gets no second one."""
    now = timezone.now()
    unpicked = now - timedelta(seconds=settings.EVAL_STALE_AFTER_S)
    silent = now - stale_after()
    candidates = Message.objects.filter(status__in=Message.ACTIVE, role=Message.Role.ASSISTANT).filter(
        Q(status=Message.Status.PENDING, created_at__lt=unpicked)
        | Q(status=Message.Status.RUNNING, heartbeat_at__lt=silent)
        | Q(status=Message.Status.RUNNING, heartbeat_at__isnull=True))
    touched = 0
    for message in candidates:
        if not _is_stale(message, now):
            continue
        touched += 1
        if message.attempts >= settings.EVAL_MAX_ATTEMPTS:
            run_fail(message=message, reason=(
                f"The evaluation was interrupted {message.attempts} times (its worker stopped) and was given up."))
            continue
        if enqueue_once(RUN_EVALUATION, str(message.pk), key=resume_key(message.pk),
                        expires_s=settings.EVAL_RESUME_EXPIRES_S):
            logger.info("resuming stale evaluation %s (attempt %s)", message.pk, message.attempts + 1)
    return touched
