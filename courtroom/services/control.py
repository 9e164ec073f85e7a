"""Staff control of a session: advance the phase, end it, resume a failed one.

Every action takes the session's row lock and moves the cursor through the same
`apply_step` the orchestrator uses, so a task scheduled before the action finds a
different cursor and does nothing: a session is never in a phase its tasks
disagree with. Every action is recorded in StaffAction with who and when.
"""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from courtroom import phases
from courtroom.models import CourtSession, StaffAction
from courtroom.services.ending import session_close
from courtroom.services.index import index_publish
from courtroom.services.steps import apply_step
from courtroom.services.turns import LIVE, cast_of, poll_close, schedule_step, script_of
from juryrigged import realtime
from juryrigged.core.errors import DomainError

ADVANCE, END, RESUME = "advance", "end", "resume"


class ControlError(DomainError):
    """A refused staff action (409 unless said otherwise)."""

    status = 409


def session_control(*, session_id: int, action: str, actor, phase: str | None = None) -> CourtSession:
    """Apply a staff action under the row lock; raises ControlError when refused.

    advance: to `phase` (default: the next one); only the phase rules' transitions.
    end: completes the session at once; no further turn is stored.
    resume: a failed session carries on from its cursor, its turns preserved.
    """
    with transaction.atomic():
        session = CourtSession.objects.select_for_update().filter(pk=session_id).first()
        if session is None:
            raise ControlError("SESSION_NOT_FOUND", "No such session.", status=404)
        before = {"phase": session.phase, "status": session.status}
        if action == ADVANCE:
            _advance(session, phase)
        elif action == END:
            _end(session)
        elif action == RESUME:
            _resume(session)
        else:
            raise ControlError("INVALID_ACTION", f"Unknown action {action!r}.", status=400)
        StaffAction.objects.create(session=session, actor=actor if getattr(actor, "pk", None) else None,
                                   action=f"session_{action}",
                                   detail={"before": before,
                                           "after": {"phase": session.phase, "status": session.status}})
    return session


def _advance(session: CourtSession, target: str | None) -> None:
    if session.status not in LIVE:
        raise ControlError("INVALID_PHASE_TRANSITION", f"The session is {session.status}; its phase cannot change.")
    cast = cast_of(session)
    if target is None:
        later = [s.phase for s in script_of(session, cast)[session.cursor:] if s.action == phases.ENTER
                 and s.phase != session.phase]
        if not later:
            raise ControlError("INVALID_PHASE_TRANSITION", "The session is already in its last phase.")
        target = later[0]
    try:
        phases.check_transition(session.phase or None, target)
    except phases.PhaseTransitionError as exc:
        raise ControlError("INVALID_PHASE_TRANSITION", str(exc)) from exc
    if target == "evidence_reveal" and not session.evidence_reveal:
        session.evidence_reveal = True
    kind = phases.VOTE_PHASES.get(session.phase)
    if kind:
        poll_close(session, kind, timezone.now())
    script = script_of(session, cast)
    session.cursor = phases.phase_entry(script, target)
    apply_step(session, script, cast, None)


def _end(session: CourtSession) -> None:
    if session.is_over:
        raise ControlError("INVALID_PHASE_TRANSITION", f"The session is already {session.status}.")
    session_close(session, ended_by_staff=True)


def _resume(session: CourtSession) -> None:
    if session.status != CourtSession.Status.FAILED:
        raise ControlError("INVALID_PHASE_TRANSITION", "Only a failed session can be resumed.")
    session.status = CourtSession.Status.RUNNING if session.started_at else CourtSession.Status.PENDING
    session.failure_reason, session.completed_at = "", None
    session.step_attempts, session.lease_until = 0, None
    realtime.publish(session.stream, "session_resumed", {"sessionId": session.pk, "phase": session.phase})
    index_publish(session, "session_resumed")
    schedule_step(session, delay_ms=0)
    session.save()
