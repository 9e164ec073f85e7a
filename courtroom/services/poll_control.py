"""The host's hand on an open poll: close it now, or give the room more time.

Both act under the session's row lock, like every staff action (services.control):

- close: the poll's close step is applied now through `apply_step`, exactly as the
  orchestrator applies it when the window ends; the task scheduled for then finds a
  different cursor and does nothing.
- extend: the poll's `closes_at` and the session's `next_step_at` move later together,
  and the close step is enqueued for the new time. The task scheduled for the old time
  finds its step rescheduled later (`session_step` compares the time a task was enqueued
  for with `next_step_at`) and does nothing; should the worker die, the sweeper finds
  `next_step_at` overdue as for any step. Votes are checked against `closes_at`, so they count until then.

Only the close step of the phase the session is in can be acted on: the phase rules and
the script stay the orchestrator's.
"""

from __future__ import annotations

from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from courtroom import phases
from courtroom.models import CourtSession, Poll, StaffAction
from courtroom.services.control import ControlError
from courtroom.services.steps import LIVE, apply_step, cast_of, schedule_step, script_of
from juryrigged import realtime

CLOSE, EXTEND = "close", "extend"
EXTEND_MIN_S, EXTEND_MAX_S = 5, 120
# However often a host extends, a poll closes at most this long after the extension.
MOST_LEFT = timedelta(minutes=5)


def may_host(session: CourtSession, user) -> bool:
    """Staff, or the person who opened the session, may run its polls."""
    return bool(getattr(user, "is_staff", False)) or (
        session.created_by_id is not None and session.created_by_id == getattr(user, "pk", None))


def poll_control(*, session_id: int, action: str, actor, seconds: int | None = None) -> Poll:
    """Close the open poll now or extend it by `seconds`; raises ControlError when refused.

    Returns the poll as it is after the action. Recorded in StaffAction with who and when.
    """
    with transaction.atomic():
        session = CourtSession.objects.select_for_update().filter(pk=session_id).first()
        if session is None:
            raise ControlError("SESSION_NOT_FOUND", "No such session.", status=404)
        if not may_host(session, actor):
            raise ControlError("NOT_HOST", "Only staff or the session's host can run its polls.", status=403)
        script = script_of(session)
        poll = _open_poll(session, script)
        if action == CLOSE:
            apply_step(session, script, cast_of(session), None)
            poll.refresh_from_db()
        elif action == EXTEND:
            _extend(session, poll, seconds)
        else:
            raise ControlError("INVALID_ACTION", f"Unknown action {action!r}: close or extend.", status=400)
        StaffAction.objects.create(session=session, actor=actor if getattr(actor, "pk", None) else None,
                                   action=f"poll_{action}",
                                   detail={"poll": poll.kind, "closesAt": poll.closes_at.isoformat(),
                                           "seconds": seconds if action == EXTEND else None})
    return poll


def _open_poll(session: CourtSession, script: list) -> Poll:
    """The poll whose close step is the session's next step, or a refusal saying why not."""
    kind = phases.VOTE_PHASES.get(session.phase)
    step = script[session.cursor] if session.cursor < len(script) else None
    poll = Poll.objects.filter(session=session, kind=kind, closed_at=None).first() if kind else None
    if session.status not in LIVE or poll is None or step is None or step.action != phases.CLOSE_POLL:
        raise ControlError("NO_OPEN_POLL", "No poll is open in this session right now.")
    return poll


def _extend(session: CourtSession, poll: Poll, seconds: int | None) -> None:
    if not isinstance(seconds, int) or not EXTEND_MIN_S <= seconds <= EXTEND_MAX_S:
        raise ControlError("INVALID_SECONDS", f"Extend by {EXTEND_MIN_S} to {EXTEND_MAX_S} seconds.", status=400)
    now = timezone.now()
    closes = max(poll.closes_at, now) + timedelta(seconds=seconds)
    if closes - now > MOST_LEFT:
        raise ControlError("POLL_TOO_LONG", "A poll closes at most five minutes from now.")
    Poll.objects.filter(pk=poll.pk).update(closes_at=closes)
    poll.closes_at = closes
    session.phase_duration_ms = int((closes - poll.opened_at).total_seconds() * 1000)
    schedule_step(session, delay_ms=int((closes - now).total_seconds() * 1000))
    session.save(update_fields=["next_step_at", "phase_duration_ms"])
    realtime.publish(session.stream, "poll_extended", {"sessionId": session.pk, "type": poll.kind,
                                                       "closesAt": closes.isoformat(), "extendedBy": seconds})
