"""Celery tasks of the courtroom: thin and idempotent, each calls one service.

The services start these by name (`juryrigged.core.enqueue.task_named`), so they never import this module.
"""

from celery import shared_task
from django.db import OperationalError

from courtroom.services import session_step, sessions_sweep, tally_broadcast
from courtroom.services.steps import step_resume_key
from courtroom.services.tallies import votes_sweep
from juryrigged.core.enqueue import enqueued_task_started


# A locked or briefly unreachable database is retried with back-off; the step is
# idempotent, and the sweeper picks the session up later if every retry fails.
@shared_task(name="courtroom.tasks.step_session", autoretry_for=(OperationalError,), retry_backoff=0.5,
             retry_backoff_max=10, retry_jitter=True, max_retries=6)
def step_session(session_id: int, cursor: int, due: str | None = None) -> str:
    """Perform a session's step at `cursor` (a stale, duplicate or superseded call does nothing)."""
    enqueued_task_started(step_resume_key(session_id, cursor))  # a later sweep may resume it again if it stalls
    return session_step(session_id=session_id, cursor=cursor, due=due)


@shared_task(name="courtroom.tasks.broadcast_tally")
def broadcast_tally(poll_id: int):
    return tally_broadcast(poll_id=poll_id)


@shared_task(name="courtroom.tasks.sweep_sessions")
def sweep_sessions() -> int:
    """Resume every live session whose next step is overdue (beat, and worker start-up)."""
    return sessions_sweep()


@shared_task(name="courtroom.tasks.sweep_votes")
def sweep_votes() -> dict:
    """Publish stale live tallies and record refused votes (beat, and worker start-up)."""
    return votes_sweep()
