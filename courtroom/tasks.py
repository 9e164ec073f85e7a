from celery import shared_task


@shared_task(name="courtroom.tasks.sweep_sessions")
def sweep():
    """Resume overdue work after a restart. Filled in by the courtroom app."""
    return 0
