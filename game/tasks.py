"""Celery tasks of the game: thin and idempotent, each calls one service."""

from celery import shared_task
from django.db import OperationalError

from juryrigged.core.enqueue import enqueued_task_started

from game.services.deliberation import deliberation_step as deliberation_round_run
from game.services.sweeps import DELIBERATION_STEP, RULE_FOR_CAUSE, TRIAL_STEP, games_sweep, resume_key
from game.services.trial_steps import trial_resolve_pending
from game.services.voir_dire import voir_dire_rule


# Every step is idempotent (it applies only to the state it was asked for, or does nothing), so a transient
# database error — a lock timeout, or PostgreSQL's deadlock detector choosing this transaction — is simply retried;
# the sweeper resumes what still fails after the retries.
RETRIED = {"autoretry_for": (OperationalError,), "retry_backoff": 0.5, "retry_backoff_max": 5, "max_retries": 4}


@shared_task(name="game.tasks.rule_for_cause", **RETRIED)
def rule_for_cause(challenge_id: int) -> None:
    """The judge's ruling on a for-cause challenge (nothing if it was ruled already)."""
    enqueued_task_started(resume_key(RULE_FOR_CAUSE, challenge_id))  # a later sweep may resume it again
    voir_dire_rule(challenge_id=challenge_id)


@shared_task(name="game.tasks.deliberation_step", **RETRIED)
def deliberation_step(game_id: int, round_no: int) -> None:
    """Deliberation round `round_no` (nothing if it ran already)."""
    enqueued_task_started(resume_key(DELIBERATION_STEP, game_id, round_no))  # a later sweep may resume it again
    deliberation_round_run(game_id=game_id, round_no=round_no)


@shared_task(name="game.tasks.trial_step", **RETRIED)
def trial_step(game_id: int, version: int) -> None:
    """Finish the model-backed step the trial awaited at `version` (nothing if it moved on)."""
    enqueued_task_started(resume_key(TRIAL_STEP, game_id, version))  # a later sweep may resume it again
    trial_resolve_pending(game_id=game_id, version=version)


@shared_task(name="game.tasks.sweep_games")
def sweep() -> int:
    """Resume overdue work after a restart (beat, and worker start-up)."""
    return games_sweep()
