"""How services start background work: a task by its registered name, sent once the transaction commits.

An app's `tasks.py` is thin and imports the services it calls; the services name the tasks
instead of importing them, so the two never import each other. Celery's Django task class
gives every task `delay_on_commit` / `apply_async_on_commit`: a task never reads rows that
are not committed yet, nor runs for a change that was rolled back.

    task_named("evaluation.tasks.run_evaluation").delay_on_commit(str(run.pk))
"""

from __future__ import annotations

from celery import current_app
from django.core.cache import cache


def task_named(name: str):
    """The registered Celery task `name` (e.g. "game.tasks.trial_step"); the first call loads every app's tasks."""
    return current_app.tasks[name]


def _queued_key(key: str) -> str:
    return f"queued:{key}"


def enqueue_once(name: str, *args, key: str, expires_s: float) -> bool:
    """Send task `name` with `args` unless one sent under `key` may still be waiting in the queue; True if sent.

    A sweeper that finds the same stale work every few seconds must not queue a resume each time: with
    no worker for minutes, hundreds piled up and a new worker ground through them first. The message
    expires after `expires_s` (a worker drops it unread), and the mark that it is queued (an atomic
    cache add: Redis in production) lives as long, or until the task starts (`enqueued_task_started`).
    So at most one live message per key is ever queued, and a lost one is replaced after `expires_s`.
    """
    if not cache.add(_queued_key(key), 1, timeout=expires_s):
        return False
    task_named(name).apply_async(args, expires=expires_s)
    return True


def enqueued_task_started(key: str) -> None:
    """The task sent under `key` is running: the next sweep that finds the work stale may queue it again."""
    cache.delete(_queued_key(key))
