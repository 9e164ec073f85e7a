"""Audience votes: the spam guard, one vote per voter per poll, coalesced tallies.

Guarantees:
- A vote answered 200 is committed before the answer and is in the final tally:
  vote_cast holds a share lock on the poll's row while it checks the poll is open
  and writes (votes do not wait for each other), and closing a poll is an UPDATE
  of that row, which waits for every vote in flight before it counts.
- One row per (poll, voter) by a database constraint; a second vote updates it.
- Attempts are counted per (session, client IP) in the cache with an atomic
  increment (Redis INCR in production); the IP itself is only in a hashed,
  expiring cache key and is never stored or published.
- Refused attempts publish nothing on the public stream. The first blocked
  attempt of an IP in a window publishes `vote_spam_blocked` on the staff stream.
- Tallies are broadcast at most once per COURT_TALLY_BROADCAST_MS per poll.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from django.db import connection, transaction
from django.db.models import F
from django.utils import timezone

from courtroom.models import CourtSession, Poll, Vote
from courtroom.selectors import poll_tallies, poll_tally
from courtroom.services.limits import window_count
from juryrigged import realtime

VOTE_TYPES = ("verdict", "sentence")


class VoteError(ValueError):
    def __init__(self, status: int, code: str, message: str, **extra):
        super().__init__(message)
        self.status, self.code, self.message, self.extra = status, code, message, extra


@dataclass(frozen=True)
class VoteResult:
    session_id: int
    verdict_votes: dict
    sentence_votes: dict


def _ip_key(ip: str) -> str:
    return hashlib.sha256(f"{settings.SECRET_KEY}:{ip}".encode()).hexdigest()[:24]


def _block(session_id: int, attempts: int, retry_ms: int) -> None:
    exists = CourtSession.objects.filter(pk=session_id).update(blocked_vote_attempts=F("blocked_vote_attempts") + 1)
    if exists and attempts == settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW + 1:
        realtime.publish(f"courtstaff.{session_id}", "vote_spam_blocked", {
            "sessionId": session_id, "limit": settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW,
            "windowMs": settings.VOTE_SPAM_WINDOW_MS, "retryAfterMs": retry_ms,
        })
    raise VoteError(429, "VOTE_RATE_LIMITED", "Too many votes from your address; try again shortly.",
                    retryAfterMs=retry_ms)


def _check_input(kind, choice) -> tuple[str, str]:
    if kind not in VOTE_TYPES:
        raise VoteError(400, "INVALID_VOTE_TYPE", 'type must be "verdict" or "sentence".')
    if choice is None or (isinstance(choice, str) and not choice.strip()):
        raise VoteError(400, "MISSING_VOTE_CHOICE", "choice is required.")
    if not isinstance(choice, str):
        raise VoteError(400, "VOTE_REJECTED", "choice must be a string.")
    return kind, choice.strip()


def _poll_share_locked(session_id: int, kind: str) -> Poll | None:
    """The poll row under FOR SHARE on PostgreSQL; SQLite's IMMEDIATE transactions already serialize."""
    polls = Poll.objects.filter(session_id=session_id, kind=kind)
    if connection.vendor != "postgresql":
        return polls.first()
    sql, params = polls.query.sql_with_params()
    return next(iter(Poll.objects.raw(f"{sql} FOR SHARE", params)), None)


def vote_cast(*, session_id: int, kind, choice, voter: str, ip: str) -> VoteResult:
    """Record (or replace) a voter's choice in an open poll; raises VoteError when refused."""
    # Every attempt counts, valid or not; the cache is checked before the database.
    attempts, retry_ms = window_count(f"court:spam:{session_id}:{_ip_key(ip)}", settings.VOTE_SPAM_WINDOW_MS)
    if attempts > settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW:
        _block(session_id, attempts, retry_ms)
    kind, choice = _check_input(kind, choice)
    with transaction.atomic():
        poll = _poll_share_locked(session_id, kind)
        if poll is None and not CourtSession.objects.filter(pk=session_id).exists():
            raise VoteError(404, "SESSION_NOT_FOUND", "No such session.")
        if poll is None or poll.closed_at is not None or poll.closes_at <= timezone.now():
            raise VoteError(409, "VOTE_REJECTED", f"The {kind} poll is not open.")
        if choice not in poll.choices:
            raise VoteError(400, "VOTE_REJECTED", f"Unknown choice; choose one of: {', '.join(poll.choices)}.")
        now = timezone.now()
        Vote.objects.bulk_create([Vote(poll=poll, voter=voter, choice=choice, created_at=now, updated_at=now)],
                                 update_conflicts=True, unique_fields=["poll", "voter"],
                                 update_fields=["choice", "updated_at"])
        transaction.on_commit(lambda: request_tally_broadcast(poll.pk))
    return VoteResult(session_id, *tallies(session_id))


def tallies(session_id: int) -> tuple[dict, dict]:
    """(verdictVotes, sentenceVotes): counts per choice, {} for a poll not yet opened."""
    polls = list(Poll.objects.filter(session_id=session_id).only("id", "kind", "choices"))
    counts = poll_tallies(polls)
    found = {poll.kind: counts[poll.pk] for poll in polls}
    return found.get("verdict", {}), found.get("sentence", {})


def _tally_key(poll_id: int) -> str:
    return f"court:tally:{poll_id}"


def request_tally_broadcast(poll_id: int) -> None:
    """Schedule one `vote_updated` for the poll unless one is already pending."""
    from courtroom.tasks import broadcast_tally

    if cache.add(_tally_key(poll_id), 1, timeout=max(5, settings.COURT_TALLY_BROADCAST_MS // 1000 * 4)):
        broadcast_tally.apply_async((poll_id,), countdown=settings.COURT_TALLY_BROADCAST_MS / 1000)


def tally_broadcast(*, poll_id: int) -> dict | None:
    """Publish the poll's current tally as `vote_updated` (nothing once it is closed).

    The pending flag is cleared before counting, so a vote that lands after the
    count schedules the next broadcast: the last tally shown is always current.
    """
    cache.delete(_tally_key(poll_id))
    poll = Poll.objects.filter(pk=poll_id).first()
    if poll is None or poll.closed_at is not None:
        return None
    votes = poll_tally(poll)
    payload = {"sessionId": poll.session_id, "type": poll.kind, "votes": votes, "total": sum(votes.values())}
    realtime.publish(f"court.{poll.session_id}", "vote_updated", payload)
    return payload
