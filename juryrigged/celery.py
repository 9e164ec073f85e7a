"""The Celery app. Tasks are discovered in each app's tasks.py."""

import os
from datetime import timedelta

from celery import Celery
from celery.signals import worker_ready
from django.conf import settings  # lazy: read on first use, after DJANGO_SETTINGS_MODULE is set below

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "juryrigged.settings")

app = Celery("juryrigged")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@app.on_after_finalize.connect
def _schedule_sweepers(sender, **kwargs):
    every = timedelta(seconds=settings.SWEEP_INTERVAL_S)
    for path in settings.JURYRIGGED_SWEEPERS:
        # A sweep not taken before the next one is due is dropped: without a worker for minutes, beat
        # queued hundreds, and a new worker swept stale state hundreds of times before real work.
        sender.conf.beat_schedule[path] = {"task": path, "schedule": every, "options": {"expires": sweep_expiry_s()}}


def sweep_expiry_s() -> float:
    """How long a queued sweep stays worth running: less than the sweep period (at least a second)."""
    return max(1.0, 0.8 * settings.SWEEP_INTERVAL_S)


@worker_ready.connect
def _resume_on_start(sender, **kwargs):
    """Countdowns pending when a worker died are gone; sweep once at start-up."""
    for path in settings.JURYRIGGED_SWEEPERS:
        if path in app.tasks:
            app.tasks[path].apply_async(expires=sweep_expiry_s())
