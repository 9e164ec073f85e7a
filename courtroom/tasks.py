"""Celery tasks of the courtroom: thin and idempotent, each calls one service."""

from celery import shared_task
from django.db import OperationalError


# A locked or briefly unreachable database is retried with back-off; the step is
# idempotent, and the sweeper picks the session up later if every retry fails.
@shared_task(name="courtroom.tasks.step_session", autoretry_for=(OperationalError,), retry_backoff=0.5,
             retry_backoff_max=10, retry_jitter=True, max_retries=6)
def step_session(session_id: int, cursor: int) -> str:
    """Perform a session's step at `cursor` (a stale or duplicate call does nothing)."""
    from courtroom.services import session_step

    return session_step(session_id=session_id, cursor=cursor)


@shared_task(name="courtroom.tasks.broadcast_tally")
def broadcast_tally(poll_id: int):
    from courtroom.services import tally_broadcast

    return tally_broadcast(poll_id=poll_id)


@shared_task(name="courtroom.tasks.sweep_sessions")
def sweep_sessions() -> int:
    """Resume every live session whose next step is overdue (beat, and worker start-up)."""
    from courtroom.services import sessions_sweep

    return sessions_sweep()


@shared_task(name="courtroom.tasks.sweep_votes")
def sweep_votes() -> dict:
    """Publish stale live tallies and record refused votes (beat, and worker start-up)."""
    from courtroom.services.tallies import votes_sweep

    return votes_sweep()
