"""Reads of the courtroom, shaped for the API and the pages. Constant query counts."""

from __future__ import annotations

from collections import defaultdict

from django.db.models import Prefetch

from courtroom.models import CourtSession, Poll, RoleAssignment, Tally, Turn, Vote
from juryrigged import realtime


def sessions_for_list():
    """Sessions newest first, with roles and polls prefetched (tallies: see tallies_for)."""
    return CourtSession.objects.prefetch_related(
        Prefetch("roles", queryset=RoleAssignment.objects.order_by("order", "id")), "polls"
    )


def poll_tallies(polls) -> dict[int, dict[str, int]]:
    """{poll id: {choice: count}} for the given polls, every choice present, in one query: the kept counts
    (a row per choice, moved with the votes: services.vote_rows), not the votes counted."""
    polls = list(polls)
    counts: dict[int, dict[str, int]] = defaultdict(dict)
    for poll_id, choice, n in Tally.objects.filter(poll_id__in=[p.pk for p in polls]).values_list(
            "poll_id", "choice", "votes"):
        counts[poll_id][choice] = n
    return {poll.pk: {choice: counts[poll.pk].get(choice, 0) for choice in poll.choices} for poll in polls}


def session_tallies(session_id: int) -> tuple[dict, dict]:
    """(verdictVotes, sentenceVotes) of one session: counts per choice, {} for a poll not yet opened. One query
    (its polls joined to their kept counts): a vote's answer reads it after every batch."""
    rows = Poll.objects.filter(session_id=session_id).values_list(
        "session_id", "kind", "choices", "tally__choice", "tally__votes")
    return tallies_by_session(rows).get(session_id, ({}, {}))


def tallies_by_session(rows) -> dict[int, tuple[dict, dict]]:
    """{session: (verdictVotes, sentenceVotes)} from (session, kind, choices, choice, votes) rows of polls joined
    to their kept counts (this module's session_tallies, services.vote_rows.SESSION_TALLIES): every choice of an
    opened poll present, {} for a poll not yet opened."""
    counted: dict[int, dict[str, dict]] = {}
    for sid, kind, choices, choice, n in rows:
        if sid is None:  # a statement's row that names no session (vote_rows.STORE_IF_UNCHANGED's when none asked)
            continue
        counts = counted.setdefault(sid, {}).setdefault(kind, dict.fromkeys(choices, 0))
        if choice in counts:
            counts[choice] = n
    return {sid: (kinds.get("verdict", {}), kinds.get("sentence", {})) for sid, kinds in counted.items()}


def poll_tally(poll: Poll) -> dict[str, int]:
    return poll_tallies([poll])[poll.pk]


def tallies_for(sessions) -> dict[int, dict[str, dict[str, int]]]:
    """{session id: {poll kind: {choice: count}}} for many sessions in one query (polls prefetched)."""
    polls = [poll for session in sessions for poll in session.polls.all()]
    counts = poll_tallies(polls)
    result: dict[int, dict[str, dict[str, int]]] = {session.pk: {} for session in sessions}
    for poll in polls:
        result[poll.session_id][poll.kind] = counts[poll.pk]
    return result


def session_with_everything(session_id: int) -> CourtSession | None:
    """One session with roles, polls and turns loaded (a fixed number of queries)."""
    return sessions_for_list().prefetch_related(
        Prefetch("turns", queryset=Turn.objects.order_by("turn_number"))
    ).filter(pk=session_id).first()


def live_and_recent(limit: int = 20) -> tuple[list[CourtSession], list[CourtSession]]:
    live = list(sessions_for_list().filter(status__in=["pending", "running"])[:limit])
    recent = list(sessions_for_list().filter(status__in=["completed", "failed"])[:limit])
    return live, recent


def voter_choices(session_id: int, voter: str | None) -> dict[str, str]:
    if not voter:
        return {}
    return dict(Vote.objects.filter(poll__session_id=session_id, voter=voter).values_list("poll__kind", "choice"))


def stored_events(session: CourtSession) -> list[dict]:
    return [event.as_message() for event in realtime.events_after(session.stream, 0)]
