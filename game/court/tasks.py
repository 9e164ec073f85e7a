"""Celery tasks of the trial: thin and idempotent, each calls one service."""

from celery import shared_task


@shared_task(name="game.court.tasks.trial_step")
def trial_step(game_id: int, version: int) -> None:
    """Finish the model-backed step the trial awaited at `version` (nothing if it moved on)."""
    from game.court.steps import trial_resolve_pending

    trial_resolve_pending(game_id=game_id, version=version)
