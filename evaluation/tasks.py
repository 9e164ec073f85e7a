from celery import shared_task


@shared_task(name="evaluation.tasks.sweep_evaluations")
def sweep():
    """Resume overdue work after a restart. Filled in by the evaluation app."""
    return 0
