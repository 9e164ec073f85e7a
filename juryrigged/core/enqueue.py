"""How services start background work: a task by its registered name, sent once the transaction commits.

An app's `tasks.py` is thin and imports the services it calls; the services name the tasks
instead of importing them, so the two never import each other. Celery's Django task class
gives every task `delay_on_commit` / `apply_async_on_commit`: a task never reads rows that
are not committed yet, nor runs for a change that was rolled back.

    task_named("evaluation.tasks.run_evaluation").delay_on_commit(str(run.pk))
"""

from __future__ import annotations

from celery import current_app


def task_named(name: str):
    """The registered Celery task `name` (e.g. "game.tasks.trial_step"); the first call loads every app's tasks."""
    return current_app.tasks[name]
