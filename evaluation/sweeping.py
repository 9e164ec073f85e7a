"""The sweeper that resumes stale runs (the run itself is driven by `runs.run_dispatch`).

A run is stale when it is pending and no worker picked it up within
EVAL_STALE_AFTER_S (a lost queue message, a restart of the in-memory broker), or
running and its worker's lease has lapsed (`evaluation.runs`: a live worker's thread renews it
every EVAL_HEARTBEAT_S, whatever the work and the model timeouts). A stale run is enqueued again and its
pipeline resumes from what it stored; after EVAL_MAX_ATTEMPTS pick-ups it is
marked failed with a reason.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from evaluation.models import Message
from evaluation.runs import RUN_EVALUATION, lease_lapsed, run_fail
from juryrigged.core.enqueue import enqueue_once

logger = logging.getLogger(__name__)


def resume_key(message_id) -> str:
    """The key of a run's queued resume: one at a time (`enqueue_once`)."""
    return f"eval-resume:{message_id}"


def runs_sweep() -> int:
    """Resume or fail every stale run; returns how many were touched. A run whose resume is still
    queued (no worker has taken it yet) gets no second one."""
    now = timezone.now()
    unpicked = now - timedelta(seconds=settings.EVAL_STALE_AFTER_S)
    candidates = Message.objects.filter(status__in=Message.ACTIVE, role=Message.Role.ASSISTANT).filter(
        lease_lapsed(now)).exclude(status=Message.Status.PENDING, created_at__gte=unpicked)
    touched = 0
    for message in candidates:
        touched += 1
        if message.attempts >= settings.EVAL_MAX_ATTEMPTS:
            run_fail(message=message, reason=(
                f"The evaluation was interrupted {message.attempts} times (its worker stopped) and was given up."))
            continue
        if enqueue_once(RUN_EVALUATION, str(message.pk), key=resume_key(message.pk),
                        expires_s=settings.EVAL_RESUME_EXPIRES_S):
            logger.info("resuming stale evaluation %s (attempt %s)", message.pk, message.attempts + 1)
    return touched
