"""Ending a live session early: staff ending it, or the judge adjourning when the budget is spent or a daily
spending limit is reached (`courtroom.services.budget.turn_stop`).

Both go through `session_close` under the session's row lock: open polls are closed
with their tallies, the cursor jumps past the script (every scheduled step becomes
stale) and `session_completed` says why the session ended.
"""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from courtroom import phases
from courtroom.models import CourtSession
from courtroom.phases import TURN, Step
from courtroom.services.budget import Stop
from courtroom.services.index import index_publish
from courtroom.moderation import Decision
from courtroom.services.turns import LIVE, cast_of, poll_close, script_of, turn_add
from juryrigged import realtime


def session_close(session: CourtSession, *, ended_by_staff: bool = False, adjourned_reason: str = "") -> None:
    """Complete a live session now; the caller holds the row lock (this saves the session)."""
    now = timezone.now()
    for kind in phases.VOTE_PHASES.values():
        poll_close(session, kind, now)
    session.ended_by_staff = session.ended_by_staff or ended_by_staff
    session.adjourned_reason = adjourned_reason[:300]
    session.status, session.completed_at = CourtSession.Status.COMPLETED, now
    session.cursor = len(script_of(session))  # every scheduled step is now stale
    session.next_step_at = session.lease_until = None
    payload = {"sessionId": session.pk, "completedAt": now.isoformat(), "finalRuling": session.final_ruling,
               "endedByStaff": session.ended_by_staff}
    if adjourned_reason:
        payload["adjourned"] = {"reason": session.adjourned_reason}
    realtime.publish(session.stream, "session_completed", payload)
    index_publish(session, "session_completed")
    session.save()


def session_adjourn(*, session_id: int, cursor: int, stop: Stop) -> str:
    """The judge adjourns the session because its next turn would break its budget or a daily spending limit.

    Guarantees: applied only if the session is live and still at `cursor` (a stale
    step does nothing); the judge's closing line (`stop.line`) and the completion, with
    `stop.reason` for viewers, commit together, so the transcript never ends mid-turn.
    Returns "adjourned" or "stale".
    """
    with transaction.atomic():
        session = CourtSession.objects.select_for_update().get(pk=session_id)
        if session.status not in LIVE or session.cursor != cursor:
            return "stale"
        cast = cast_of(session)
        turn_add(session, cast.judge, "judge", Step(TURN, session.phase or "opening", "judge", "adjourn"),
                 stop.line, Decision())
        session_close(session, adjourned_reason=stop.reason)
    return "adjourned"
