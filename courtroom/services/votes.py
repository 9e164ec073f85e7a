"""Audience votes: the limits, one vote per voter per poll, coalesced tallies.

Guarantees:
- A vote answered 200 is committed before the answer and is in the final tally:
  vote_cast holds a share lock on the poll's row while it checks the poll is open
  and writes (votes do not wait for each other), and closing a poll is an UPDATE
  of that row, which waits for every vote in flight before it counts.
- One row per (poll, voter) by a database constraint; a second vote updates it.
- Attempts are counted per voter (the logged-in user or the signed voter cookie)
  and, with a much higher ceiling, per client address, so a venue of hundreds of
  phones behind one address can vote while one spammer is held to the per-voter
  limit. Counts are atomic cache increments (Redis INCR in production); the address
  is only in a hashed, expiring cache key and is never stored or published.
- A refused attempt costs no database write: it is counted in the cache, and the
  votes sweeper (services.tallies) moves the count to the session and tells staff.
- A poll's tally is kept, not counted: the transaction that stores a batch's votes moves its counts
  (services.vote_rows), so a tally shown (an answer, a broadcast, a page) is the stored votes counted and
  costs a row per choice, whatever the poll holds.
- Tallies are broadcast at most once per COURT_TALLY_BROADCAST_MS per poll, and coalesced only under
  load: a vote that finds the last broadcast that long ago or more (or none) is broadcast at once, a
  later one when the interval since the last is up. A broadcast due at once is published by the web process
  that stored the vote (services.votes_async), with no queue or worker between the vote and its viewers; a
  later one by the worker. The sweeper republishes any open poll whose tally is stale (a process died holding it).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import logging
import secrets
import time
from datetime import timedelta
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from django.db import connection, transaction
from django.utils import timezone

from courtroom.models import CourtSession, Poll, StaffAction
from courtroom.selectors import poll_tally, session_tallies
from courtroom.services.limits import window_count_pairs
from courtroom.services.vote_rows import votes_store
from juryrigged import realtime
from juryrigged.core.enqueue import task_named
from juryrigged.core.errors import DomainError

logger = logging.getLogger(__name__)

VOTE_TYPES = ("verdict", "sentence")
# A vote is stamped before it commits; a tally this much older than its count still covers it.
TALLY_CLOCK_MARGIN = timedelta(seconds=1)
JOIN_CODE_MAX_CHARS = 12
JOIN_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
JOIN_CODE_LENGTH = 5


class VoteError(DomainError):
    """A refused vote: VoteError("POLL_CLOSED", "...", status=409, **fields); 400 unless said."""


@dataclass(frozen=True)
class VoteResult:
    session_id: int
    verdict_votes: dict
    sentence_votes: dict

    @functools.cached_property
    def content(self) -> bytes:
        """The 200's JSON body (JsonResponse's bytes): encoded once for every ballot of a batch that shares it."""
        return json.dumps({"sessionId": self.session_id, "verdictVotes": self.verdict_votes,
                           "sentenceVotes": self.sentence_votes}).encode()


def _hashed(value: str) -> str:
    return hashlib.sha256(f"{settings.SECRET_KEY}:{value}".encode()).hexdigest()[:24]


def blocked_key(session_id: int) -> str:
    return f"court:blocked:{session_id}"


def _count_blocked(session_id: int, count: int) -> None:
    """Refused attempts are counted in the cache only; the votes sweeper records them."""
    cache.add(blocked_key(session_id), 0, timeout=24 * 3600)
    with contextlib.suppress(ValueError):  # expired between add and incr: these attempts go uncounted
        cache.incr(blocked_key(session_id), count)


def blocked_count(counts: dict[int, int]) -> None:
    """Record refused attempts per session (cache only) for the votes sweeper."""
    for session_id, count in counts.items():
        _count_blocked(session_id, count)


def limit_refusal(scope: str, limit: int, retry_ms: int) -> VoteError:
    message = ("Too many votes from you; try again shortly." if scope == "voter"
               else "Too many votes from your network; try again shortly.")
    return VoteError("VOTE_RATE_LIMITED", message, status=429, retryAfterMs=retry_ms, limit=limit, scope=scope)


def limit_keys(attempts: list[tuple[int, str, str]]) -> tuple[list[str], list[str]]:
    """The counter keys of each (session, limit key, address) attempt: its voter's, its address's."""
    return ([f"court:spam:{sid}:{_hashed(key)}" for sid, key, _ in attempts],
            [f"court:spam-ip:{sid}:{_hashed(ip)}" for sid, _, ip in attempts])


def limits_judged(attempts: list[tuple[int, str, str]], mine: list[int], theirs: list[int | None],
                  retry_ms: int) -> tuple[list[VoteError | None], dict[int, int]]:
    """The limit rules without their I/O: (a 429 VoteError or None per attempt, refused attempts per session),
    from each attempt's count under its voter's key and under its address's key.

    The voter is checked first and an attempt it refuses is not charged to the address (its count is
    None: the counters count an address only under its voter's limit), so one spammer in a venue cannot
    use up the venue's ceiling. The sync driver (limits_check_many) and the async one (votes_async) judge
    with this same function.
    """
    refusals: list[VoteError | None] = [None] * len(attempts)
    blocked: dict[int, int] = {}
    for i, (count, address_count) in enumerate(zip(mine, theirs, strict=True)):
        if count > settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW:
            refusals[i] = limit_refusal("voter", settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW, retry_ms)
        elif address_count > settings.VOTE_ADDRESS_MAX_PER_WINDOW:
            refusals[i] = limit_refusal("address", settings.VOTE_ADDRESS_MAX_PER_WINDOW, retry_ms)
        else:
            continue
        blocked[attempts[i][0]] = blocked.get(attempts[i][0], 0) + 1
    return refusals, blocked


def limits_check_many(attempts: list[tuple[int, str, str]]) -> list[VoteError | None]:
    """Count each (session, limit key, address) attempt, in order; a 429 VoteError for each refused.

    One cache round trip for the whole batch, whatever its size (window_count_pairs).
    """
    mine, theirs, retry_ms = window_count_pairs(*limit_keys(attempts), settings.VOTE_SPAM_WINDOW_MS,
                                                settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW)
    refusals, blocked = limits_judged(attempts, mine, theirs, retry_ms)
    blocked_count(blocked)
    return refusals


def _check_input(kind, choice, join_code) -> tuple[str, str, str]:
    if kind not in VOTE_TYPES:
        raise VoteError("INVALID_VOTE_TYPE", 'type must be "verdict" or "sentence".')
    if choice is None or (isinstance(choice, str) and not choice.strip()):
        raise VoteError("MISSING_VOTE_CHOICE", "choice is required.")
    if not isinstance(choice, str):
        raise VoteError("VOTE_REJECTED", "choice must be a string.")
    if join_code is not None and not isinstance(join_code, str):
        raise VoteError("INVALID_JOIN_CODE", "joinCode must be a string.")
    return kind, choice.strip(), (join_code or "").strip()[:JOIN_CODE_MAX_CHARS * 2]


def _check_join_code(required: str, given: str) -> None:
    if not required:
        return
    if not given:
        raise VoteError("JOIN_CODE_REQUIRED", "This vote needs the join code shown in the courtroom.", status=403)
    if given.upper() != required.upper():
        raise VoteError("WRONG_JOIN_CODE", "That join code is not right; check the one shown in the courtroom.",
                        status=403)


def join_code_set(*, session_id: int, code: str, actor) -> str:
    """Require `code` (normalized to upper case; "" for none) in every vote of the session; logged as a staff action."""
    code = (code or "").strip().upper()
    if len(code) > JOIN_CODE_MAX_CHARS:
        raise VoteError("INVALID_JOIN_CODE", f"A join code has at most {JOIN_CODE_MAX_CHARS} characters.")
    with transaction.atomic():
        CourtSession.objects.filter(pk=session_id).update(join_code=code)
        StaffAction.objects.create(session_id=session_id, actor=actor if getattr(actor, "pk", None) else None,
                                   action="join_code_set" if code else "join_code_removed", detail={})
        # Never the code itself: the audience stream is public.
        realtime.publish(f"court.{session_id}", "join_code_changed", {"sessionId": session_id, "required": bool(code)})
    return code


def join_code_new() -> str:
    """A short code easy to read off a stage screen (no 0/O or 1/I to confuse)."""
    return "".join(secrets.choice(JOIN_CODE_ALPHABET) for _ in range(JOIN_CODE_LENGTH))


@dataclass(frozen=True)
class PollState:
    """What the vote rules need of a poll, read under a share lock on its row."""

    id: int
    session_id: int
    kind: str
    choices: list
    closes_at: object
    closed_at: object
    join_code: str


def _poll_share_locked(session_id: int, kind: str) -> PollState | None:
    """The poll (with its session's join code) under FOR SHARE on PostgreSQL.

    Only the poll's row is locked: the session's row is updated by every step, and
    votes must not queue behind those. SQLite's IMMEDIATE transactions already serialize.
    """
    polls = Poll.objects.filter(session_id=session_id, kind=kind).select_related("session").only(
        "id", "session_id", "kind", "choices", "closes_at", "closed_at", "session__join_code")
    if connection.vendor != "postgresql":
        poll = polls.first()
    else:
        sql, params = polls.query.sql_with_params()
        poll = next(iter(Poll.objects.raw(f"{sql} FOR SHARE OF {Poll._meta.db_table}", params)), None)
    if poll is None:
        return None
    return PollState(poll.pk, poll.session_id, poll.kind, poll.choices, poll.closes_at, poll.closed_at,
                     poll.session.join_code)


@dataclass(frozen=True)
class Ballot:
    """One vote attempt as the request brought it (checked by votes_cast)."""

    session_id: int
    kind: object
    choice: object
    voter: str
    limit_key: str
    ip: str
    join_code: object = None


def vote_cast(*, session_id: int, kind, choice, voter: str, limit_key: str, ip: str,
              join_code=None) -> VoteResult:
    """Record (or replace) a voter's choice in an open poll; raises VoteError when refused."""
    result = votes_cast([Ballot(session_id, kind, choice, voter, limit_key, ip, join_code)])[0]
    if isinstance(result, VoteError):
        raise result
    return result


def inputs_check(ballots: list[Ballot], results: list) -> dict[int, tuple[str, str, str]]:
    """{index: (kind, choice, join code)} of the ballots the limits let through and whose fields are
    well formed; a refusal goes into `results` for each other one (no database needed)."""
    checked: dict[int, tuple[str, str, str]] = {}
    for i, ballot in enumerate(ballots):
        if results[i] is None:
            try:
                checked[i] = _check_input(ballot.kind, ballot.choice, ballot.join_code)
            except VoteError as refusal:
                results[i] = refusal
    return checked


def votes_cast(ballots: list[Ballot]) -> list[VoteResult | VoteError]:
    """Cast a batch of ballots at once: each one's VoteResult, or the VoteError refusing it.

    Guarantees, for every ballot as if cast alone and in order:
    - Every attempt counts against the limits, valid or not, and is checked in the
      cache before the database is touched; a refused one writes nothing.
    - The accepted votes of the whole batch are one multi-row INSERT ... ON CONFLICT
      in one transaction (a group commit: one row lock wait and one fsync for all) that
      also moves their polls' kept tallies (services.vote_rows), committed before this
      returns, under a share lock on each poll's row: a poll closing meanwhile waits for
      them and counts them.
    - Each answer's tally is read after the commit, so it counts the answer's own vote.
    - A voter twice in one batch keeps its later choice, as two votes in a row would.
    The event loop's driver of the same rules is services.votes_async.
    """
    results: list[VoteResult | VoteError | None] = list(
        limits_check_many([(b.session_id, b.limit_key, b.ip) for b in ballots]))
    checked = inputs_check(ballots, results)
    if checked:
        _store(ballots, checked, results)
    current = {sid: VoteResult(sid, *session_tallies(sid))  # one per session: its answer is encoded once
               for sid in {ballots[i].session_id for i in checked if results[i] is None}}
    return [result if result is not None else current[ballots[i].session_id] for i, result in enumerate(results)]


def accepted_rows(ballots: list[Ballot], checked: dict, polls: dict, join_codes: dict, results: list,
                  now) -> dict[tuple[int, str], str]:
    """{(poll id, voter): choice} of the checked ballots that an open poll takes; a refusal into `results` for the rest.

    `polls` maps (session id, kind) to its PollState or None; `join_codes` maps the
    session id of each missing poll to its join code, or None if there is no such session.
    """
    rows: dict[tuple[int, str], str] = {}
    for i, (kind, choice, join_code) in checked.items():
        sid = ballots[i].session_id
        try:
            poll = _open_poll(polls[(sid, kind)], join_codes.get(sid), kind, join_code, now)
            if choice not in poll.choices:
                raise VoteError("VOTE_REJECTED", f"Unknown choice; choose one of: {', '.join(poll.choices)}.")
        except VoteError as refusal:
            results[i] = refusal
            continue
        rows.pop((poll.id, ballots[i].voter), None)  # a voter's later ballot in the batch is its vote
        rows[(poll.id, ballots[i].voter)] = choice
    return rows


def _store(ballots: list[Ballot], checked: dict, results: list) -> None:
    """Write the checked ballots' votes in one transaction; refusals go into `results`."""
    now = timezone.now()
    with transaction.atomic():
        polls = {key: _poll_share_locked(*key) for key in {(ballots[i].session_id, checked[i][0]) for i in checked}}
        missing = {sid for (sid, _), poll in polls.items() if poll is None}
        join_codes = dict(CourtSession.objects.filter(pk__in=missing).values_list("pk", "join_code")) if missing else {}
        rows = accepted_rows(ballots, checked, polls, join_codes, results, now)
        if rows:
            votes_store(rows, now)
            for poll_id in {poll_id for poll_id, _ in rows}:
                transaction.on_commit(lambda poll_id=poll_id: request_tally_broadcast(poll_id))


def _open_poll(poll: PollState | None, session_join_code: str | None, kind: str, join_code: str, now) -> PollState:
    """The poll if it takes this vote now; else the VoteError (a missing session, join code or closed poll)."""
    if poll is None:
        if session_join_code is None:
            raise VoteError("SESSION_NOT_FOUND", "No such session.", status=404)
        _check_join_code(session_join_code, join_code)
        raise VoteError("VOTE_REJECTED", f"The {kind} poll is not open.", status=409)
    _check_join_code(poll.join_code, join_code)
    if poll.closed_at is not None or poll.closes_at <= now:
        raise VoteError("VOTE_REJECTED", f"The {kind} poll is not open.", status=409)
    return poll


def tally_key(poll_id: int) -> str:
    """The cache key that says a tally broadcast of the poll is pending."""
    return f"court:tally:{poll_id}"


def tally_last_key(poll_id: int) -> str:
    """The cache key holding when the poll's last tally broadcast began (epoch seconds)."""
    return f"court:tally-last:{poll_id}"


def tally_pending_s() -> int:
    return max(5, settings.COURT_TALLY_BROADCAST_MS // 1000 * 4)


def request_tally_broadcast(poll_id: int) -> None:
    """Schedule one `vote_updated` for the poll unless one is already pending."""
    if cache.add(tally_key(poll_id), 1, timeout=tally_pending_s()):
        tally_broadcast_schedule(poll_id)


def tally_countdown_s(poll_id: int) -> float:
    """How long the poll's next broadcast waits: what is left of COURT_TALLY_BROADCAST_MS since the last one
    began, so a vote after a quiet spell is shown at once and a crowd's votes are still coalesced (issue 28)."""
    interval = settings.COURT_TALLY_BROADCAST_MS / 1000
    last = cache.get(tally_last_key(poll_id))
    if last is None:
        return 0.0
    return min(interval, max(0.0, interval - (time.time() - float(last))))


def tally_broadcast_schedule(poll_id: int, countdown: float | None = None) -> None:
    """Enqueue the poll's coalesced broadcast for the worker (its caller has set the pending flag), in `countdown`
    seconds (by default what is left of the interval since the last one: `tally_countdown_s`)."""
    if countdown is None:
        countdown = tally_countdown_s(poll_id)
    task_named("courtroom.tasks.broadcast_tally").apply_async((poll_id,), countdown=countdown)


def tally_broadcast_due(poll_id: int) -> None:
    """The poll's coalesced broadcast, from a web process that has just stored votes (its caller has set the
    pending flag): published here and now when it is due at once — a vote after a quiet spell reaches its viewers
    with no queue and no worker on the way — and enqueued for when the interval is up otherwise (a crowd).

    A failure here leaves the flag to expire and the tally stale, which the votes sweeper republishes; the worker
    is asked at once as well, so a passing fault costs one retry, not a sweep.
    """
    countdown = tally_countdown_s(poll_id)
    if countdown > 0:
        tally_broadcast_schedule(poll_id, countdown)
        return
    try:
        tally_broadcast(poll_id=poll_id)
    except Exception:
        logger.exception("the tally of poll %s could not be published at once; the worker is asked", poll_id)
        tally_broadcast_schedule(poll_id, 0)


def tally_broadcast(*, poll_id: int) -> dict | None:
    """Publish the poll's current tally as `vote_updated` (nothing once it is closed).

    The pending flag is cleared before the tally is read, so a vote that lands after the
    read schedules the next broadcast: the last tally shown is always current.
    `tallied_at` is set a margin before the read, so a vote stamped just before
    it but committed after it still looks unpublished to the sweeper.

    The tally is published before the poll's `vote_closed` or not at all: the tally is read first, then
    one transaction marks the poll tallied only while it is still open and publishes. That UPDATE holds the
    poll's row lock, which `poll_close`'s UPDATE also takes, until the event is stored; a close that
    committed during the read leaves nothing to mark. (Checked before reading, a task held up by a
    restart published a live tally after the close, and a sentence poll's after `session_completed`,
    which no SSE viewer, gone at the end of the show, ever received.)
    """
    cache.set(tally_last_key(poll_id), time.time(), timeout=tally_pending_s())
    cache.delete(tally_key(poll_id))
    counted_from = timezone.now() - TALLY_CLOCK_MARGIN
    poll = Poll.objects.filter(pk=poll_id, closed_at=None).first()
    if poll is None:
        return None
    votes = poll_tally(poll)
    payload = {"sessionId": poll.session_id, "type": poll.kind, "votes": votes, "total": sum(votes.values())}
    with transaction.atomic():
        if not Poll.objects.filter(pk=poll_id, closed_at=None).update(tallied_at=counted_from):
            return None
        realtime.publish(f"court.{poll.session_id}", "vote_updated", payload)
    return payload
