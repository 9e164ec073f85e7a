"""How the services start background work: by the task's registered name.

`game.tasks` imports the services (a task is a thin call of one); the services name the
tasks instead of importing them, so the two never import each other.
"""

from __future__ import annotations

from celery import current_app
from django.db import transaction


def task_of(name: str):
    """The registered Celery task `name` (e.g. "game.tasks.trial_step")."""
    return current_app.tasks[name]


def task_enqueue(name: str, *args, countdown: float | None = None) -> None:
    """Enqueue `name(*args)` once the current transaction commits: a task never reads rows
    that are not committed yet, nor runs for a change that was rolled back."""
    task = task_of(name)
    transaction.on_commit(lambda: task.apply_async(args, countdown=countdown))
