"""A session's bookkeeping, shared by the step function (`steps.py`), staff control (`control.py`) and
early endings (`ending.py`): its cast and script, scheduling its next step, storing a turn, closing a poll.

Every function here leaves the locking to its caller (they hold the session's row lock)
and imports no other writer, so the three that use it never import each other in a loop.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from django.conf import settings
from django.db import IntegrityError
from django.utils import timezone

from courtroom import phases
from courtroom.models import CourtSession, Poll, RoleAssignment, Turn
from courtroom.moderation import Decision, redacted_line
from courtroom.phases import Cast, Step
from courtroom.rules import decide_sentence, decide_verdict
from courtroom.services.vote_rows import tally_recount
from juryrigged import realtime
from juryrigged.core.enqueue import task_named
from juryrigged.core.errors import DomainError

logger = logging.getLogger(__name__)
LIVE = (CourtSession.Status.PENDING, CourtSession.Status.RUNNING)
STEP_SESSION = "courtroom.tasks.step_session"  # performs `steps.session_step`


class SessionNotCast(DomainError):
    """A session with no judge, prosecutor or defense assigned (made outside `session_create`,
    in the admin or a fixture): it has no script, so nothing can step, advance or close it."""

    status = 409


def cast_of(session: CourtSession) -> Cast:
    by_role: dict[str, list[str]] = {}
    for assignment in RoleAssignment.objects.filter(session=session).order_by("order", "id"):
        by_role.setdefault(assignment.role, []).append(assignment.agent_id)
    missing = [role for role in ("judge", "prosecutor", "defense") if role not in by_role]
    if missing:
        raise SessionNotCast("SESSION_NOT_CAST", f"The session has no {', '.join(missing)} assigned, so it cannot run.")
    return Cast(judge=by_role["judge"][0], prosecutor=by_role["prosecutor"][0], defense=by_role["defense"][0],
                witnesses=tuple(by_role.get("witness", ())), bailiff=(by_role.get("bailiff") or [""])[0])


def script_of(session: CourtSession, cast: Cast | None = None) -> list[Step]:
    return phases.build_script(cast or cast_of(session), evidence_reveal=session.evidence_reveal,
                               recap_every=settings.COURT_RECAP_EVERY_TURNS)


def schedule_step(session: CourtSession, *, delay_ms: int) -> None:
    """Record when the next step is due and enqueue it once the transaction commits.

    The task carries that time: should the step be rescheduled later before it runs, the task
    finds itself superseded and does nothing (`steps.session_step`). The caller saves
    `next_step_at` (it is set on the instance here).
    """
    session.next_step_at = timezone.now() + timedelta(milliseconds=delay_ms)
    task_named(STEP_SESSION).apply_async_on_commit((session.pk, session.cursor, session.next_step_at.isoformat()),
                                                   countdown=delay_ms / 1000)


def turn_add(session, speaker, role, step, text, decision: Decision) -> Turn:
    number = session.turn_count + 1
    flagged = decision.flagged
    # No savepoint of its own: the caller holds the session's lock in its transaction, and an IntegrityError
    # is raised on, so that whole transaction rolls back (a savepoint would cost two queries a turn for nothing).
    try:
        turn = Turn.objects.create(
            session=session, turn_number=number, speaker=speaker, role=role, phase=step.phase, kind=step.kind,
            dialogue=redacted_line(role) if flagged else text, original_dialogue=text if flagged else "",
            moderation=Turn.Moderation.FLAGGED if flagged else Turn.Moderation.CLEAN,
            moderation_reasons=list(decision.categories), moderation_layers=decision.as_json(),
        )
    except IntegrityError:
        # Unreachable while the cursor check holds; the constraint is the last line of defence.
        logger.error("turn %s of session %s already exists; step not applied twice", number, session.pk)
        raise
    session.turn_count = number
    realtime.publish(session.stream, "turn", {"sessionId": session.pk, "turn": turn_json(turn)})
    return turn


def turn_json(turn: Turn) -> dict:
    return {"id": turn.pk, "sessionId": turn.session_id, "turnNumber": turn.turn_number, "speaker": turn.speaker,
            "role": turn.role, "phase": turn.phase, "dialogue": turn.dialogue, "redacted": turn.is_redacted,
            "createdAt": turn.created_at.isoformat() if turn.created_at else None}


def poll_close(session: CourtSession, kind: str, now) -> Poll | None:
    """Close the poll (if open), snapshot its final tally and decide it; publish `vote_closed`.

    The UPDATE takes the poll's row lock, which vote_cast also takes: votes in
    flight commit first and are counted; later ones see the poll closed.
    """
    poll = Poll.objects.filter(session=session, kind=kind).first()
    if poll is None or poll.closed_at is not None:
        return poll
    Poll.objects.filter(pk=poll.pk, closed_at__isnull=True).update(closed_at=now)
    poll.closed_at = now
    votes = tally_recount(poll, now)  # the final tally: its votes counted, once
    result = decide_verdict(votes, session.case_type) if kind == "verdict" else decide_sentence(votes, poll.choices)
    poll.snapshot = {"closedAt": now.isoformat(), "votes": votes, "result": result.choice, "tied": result.tied,
                     "explanation": result.explanation}
    poll.save(update_fields=["snapshot"])
    realtime.publish(session.stream, "vote_closed", {"sessionId": session.pk, "type": kind, **poll.snapshot})
    return poll
