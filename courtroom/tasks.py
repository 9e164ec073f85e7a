"""Celery tasks of the courtroom: thin and idempotent, each calls one service."""

from celery import shared_task


@shared_task(name="courtroom.tasks.step_session")
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
