"""The public index stream: one small summary event per change the session list shows.

`/court/` follows `courtindex.all` and inserts or updates a row per event, so the
list stays live without polling. Each summary carries everything a row shows, so
an event replaces the row whole and events may be applied in any number.

Called by the services that change a session, inside their transaction (the event
commits or rolls back with the change). The stream's upsert serializes publishers
until they commit, so it is published only on status and phase changes, a few
dozen per session, never per turn or per vote: a row's line and vote counts are
refreshed at each phase change.
"""

from __future__ import annotations

from courtroom.models import CourtSession, Vote
from courtroom.phases import PHASE_LABELS
from courtroom.rules import CHOICE_LABELS
from juryrigged import realtime

INDEX_STREAM = "courtindex.all"


def session_summary(session: CourtSession) -> dict:
    """What a row of the session list shows, in the API's camelCase."""
    verdict = (session.final_ruling or {}).get("verdict")
    return {
        "sessionId": session.pk, "topic": session.topic, "url": f"/court/{session.pk}/",
        "status": session.status, "statusLabel": session.status_label, "endedByStaff": session.ended_by_staff,
        "caseType": session.case_type, "caseTypeLabel": session.get_case_type_display(),
        "phase": session.phase or None, "phaseLabel": PHASE_LABELS.get(session.phase, "Waiting to start"),
        "turnCount": session.turn_count, "votes": Vote.objects.filter(poll__session_id=session.pk).count(),
        "verdict": verdict, "verdictLabel": CHOICE_LABELS.get(verdict, verdict) if verdict else None,
        "createdAt": session.created_at.isoformat() if session.created_at else None,
    }


def index_publish(session: CourtSession, type: str) -> None:
    """Publish the session's current summary to the index stream as event `type`."""
    realtime.publish(INDEX_STREAM, type, session_summary(session))
