"""Celery tasks of the trial: thin and idempotent, each calls one service."""

from celery import shared_task
from django.db import OperationalError


# A step is idempotent (it applies only to the trial version it was asked for), so a
# transient database error (a lock timeout) is simply retried.
@shared_task(name="game.court.tasks.trial_step", autoretry_for=(OperationalError,), retry_backoff=0.5,
             retry_backoff_max=5, max_retries=4)
def trial_step(game_id: int, version: int) -> None:
    """Finish the model-backed step the trial awaited at `version` (nothing if it moved on)."""
    from game.court.steps import trial_resolve_pending

    trial_resolve_pending(game_id=game_id, version=version)
