"""Celery tasks of the evaluation app: thin, idempotent, each calls one service.

The services start these by name (`juryrigged.core.enqueue.task_named`), so they never import this module.
"""

from celery import shared_task

from evaluation import runs, sweeping
from evaluation.batch import services as batches
from juryrigged.core.enqueue import enqueued_task_started


@shared_task(name="evaluation.tasks.run_evaluation", ignore_result=True)
def run_evaluation(message_id: str) -> None:
    """Run (or resume) one evaluation with its mode's pipeline; a second delivery does nothing while one runs."""
    enqueued_task_started(sweeping.resume_key(message_id))  # a later sweep may resume it again if it stalls
    runs.run_dispatch(message_id=message_id)


@shared_task(name="evaluation.tasks.sweep_evaluations")
def sweep() -> int:
    """Resume stale runs (a dead worker, a lost queue) or mark them failed with a reason; returns how many."""
    return sweeping.runs_sweep()


@shared_task(name="evaluation.tasks.run_batch_item", ignore_result=True)
def run_batch_item(item_id: int) -> None:
    """Judge one batch item (its evaluation run, resumable like any), then move its batch on."""
    batch_id = batches.item_run(item_id=item_id)
    if batch_id:
        batches.batch_pump(batch_id=batch_id)


@shared_task(name="evaluation.tasks.pump_batch", ignore_result=True)
def pump_batch(batch_id: str) -> None:
    """File ended items of a batch and start the next ones within its limits and budget."""
    batches.batch_pump(batch_id=batch_id)


@shared_task(name="evaluation.tasks.report_batch", ignore_result=True)
def report_batch(batch_id: str) -> None:
    """Compute and store a batch's agreement report, outside any transaction, once per change."""
    enqueued_task_started(batches.report_key(batch_id))  # a later change may queue the report again
    batches.batch_report_file(batch_id=batch_id)


@shared_task(name="evaluation.tasks.sweep_batches")
def sweep_batches() -> int:
    """Pump every running batch: the safety net for a lost task or a killed worker."""
    return batches.batch_items_sweep()
