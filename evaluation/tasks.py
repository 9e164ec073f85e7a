"""Celery tasks of the evaluation app: thin, idempotent, each calls one service."""

from celery import shared_task

from evaluation import sweeping


@shared_task(name="evaluation.tasks.run_evaluation", ignore_result=True)
def run_evaluation(message_id: str) -> None:
    """Run (or resume) one evaluation with its mode's pipeline; a second delivery does nothing while one runs."""
    sweeping.run_dispatch(message_id=message_id)


@shared_task(name="evaluation.tasks.sweep_evaluations")
def sweep() -> int:
    """Resume stale runs (a dead worker, a lost queue) or mark them failed with a reason; returns how many."""
    return sweeping.runs_sweep()
