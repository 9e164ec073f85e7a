"""Votes on the event loop: the rules of services.votes, driven by an async PostgreSQL
connection and an async Redis client instead of Django's ORM and cache.

Used by the vote door (courtroom/vote_door.py) when the database is PostgreSQL and
the cache is Redis: no thread, no Django connection handling, per batch of votes.

Guarantees (the same as votes_cast, per batch):
- Every attempt is counted against the limits in Redis (one script, one round trip, for
  the voters and the addresses) before the database is touched; a refused
  attempt writes nothing to the database and is counted for the votes sweeper.
- The accepted votes are one INSERT ... ON CONFLICT (one statement, whatever the
  batch size) in one transaction, under a share lock on each poll's row (a poll
  closing meanwhile waits for them and counts them), committed before any answer.
  Once the store has read a poll, a batch is one statement in all (STORE_IF_UNCHANGED:
  lock, check the polls are as read, insert), and only a changed poll costs the two-step
  transaction.
- The same statement moves the polls' kept tallies (services.vote_rows) and returns the
  sessions' tallies after it: each answer counts its own vote, and nothing
  counts votes, however many the session holds.
- A voter twice in one batch keeps its later choice.
- A poll written to has its coalesced tally broadcast requested after the commit: in the
  next batch's limits round trip (the same script sets its pending flag), or on its own
  when no batch follows within 2 × COURT_VOTE_BATCH_MS. A broadcast due at once (the last one
  was COURT_TALLY_BROADCAST_MS ago or more) is published by this process, not the worker.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import psycopg
import redis.asyncio
from channels.db import database_sync_to_async
from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.redis import RedisCache
from django.db import connection
from django.utils import timezone

from courtroom.models import CourtSession, Poll
from courtroom.services.limits import awindow_count_pairs
from courtroom.selectors import tallies_by_session
from courtroom.services.vote_rows import FINGERPRINT, STORE, STORE_IF_UNCHANGED, store_params
from courtroom.services.votes import (Ballot, PollState, VoteError, VoteResult, accepted_rows, blocked_key,
                                      inputs_check, limit_keys, limits_judged, tally_broadcast_due, tally_key,
                                      tally_pending_s)

logger = logging.getLogger(__name__)

POLLS_FOR_SHARE = (
    f"SELECT p.id, p.session_id, p.kind, p.choices, p.closes_at, p.closed_at, s.join_code, {FINGERPRINT} "
    f"FROM {Poll._meta.db_table} p JOIN {CourtSession._meta.db_table} s ON s.id = p.session_id "
    f"WHERE p.session_id = ANY(%s) AND p.kind = ANY(%s) FOR SHARE OF p")
JOIN_CODES = f"SELECT id, join_code FROM {CourtSession._meta.db_table} WHERE id = ANY(%s)"


def available() -> bool:
    """Whether this process can cast votes on the event loop (PostgreSQL and a Redis cache)."""
    return connection.vendor == "postgresql" and isinstance(caches["default"], RedisCache)


def _connection_params() -> dict:
    db = connection.settings_dict
    params = {"dbname": db["NAME"], "user": db["USER"], "password": db["PASSWORD"], "host": db["HOST"],
              "port": db["PORT"]}
    ignored = {"pool", "isolation_level", "server_side_binding", "assume_role"}
    params.update({k: v for k, v in db.get("OPTIONS", {}).items() if k not in ignored})
    return {k: v for k, v in params.items() if v not in ("", None)}


class AsyncVoteStore:
    """One event loop's connection to PostgreSQL and Redis for votes, and the polls it has read.

    The batcher casts one batch at a time, so one connection is enough; a broken one
    is dropped and the next batch opens a new one.
    """

    POLLS_KEPT = 1000

    def __init__(self):
        self.db: psycopg.AsyncConnection | None = None
        # The cache's backend, looked up once: `caches[...]` is a context-local lookup, and a batch made it four
        # times (py-spy: ~6 % of a batch's Python).
        self.backend = caches["default"]
        self.redis = redis.asyncio.Redis.from_url(self.backend._servers[0])
        # (session, kind) -> the poll as last read under its lock, and its fingerprint then
        self.polls: dict[tuple[int, str], tuple[PollState, str]] = {}
        # Polls written to whose tally broadcast is still to be requested: the next batch's limits script sets
        # their pending flags (a round trip saved per batch), or `_pay` does if no batch follows soon.
        self.owed: set[int] = set()
        self.owing: asyncio.TimerHandle | None = None
        # Whether a batch is gathering (its batcher says): then that batch's limits carry what is owed, and `_pay`
        # waits for it instead of spending a round trip of its own.
        self.batch_coming: Callable[[], bool] = lambda: False
        # broadcast requests under way (held so they are not collected)
        self.scheduling: set[asyncio.Task] = set()

    async def close(self) -> None:
        if self.owing is not None:
            self.owing.cancel()
            self._pay()
        if self.scheduling:
            await asyncio.gather(*self.scheduling, return_exceptions=True)
        if self.db is not None:
            await self.db.close()
        self.db = None
        await self.redis.aclose()

    async def _database(self) -> psycopg.AsyncConnection:
        if self.db is None or self.db.closed:
            self.db = await psycopg.AsyncConnection.connect(autocommit=True, **_connection_params())
        return self.db

    async def cast(self, ballots: list[Ballot]) -> list[VoteResult | VoteError]:
        """Each ballot's VoteResult or the VoteError refusing it (see the module's guarantees)."""
        results: list = list(await self._limits([(b.session_id, b.limit_key, b.ip) for b in ballots]))
        checked = inputs_check(ballots, results)
        if not checked:
            return results
        try:
            polls, current = await self._store(ballots, checked, results)
        except psycopg.OperationalError:
            if self.db is not None:
                await self.db.close()
            self.db = None
            raise
        if polls:  # after the answers: a request waits for its commit, not for the broadcast's request
            self._owe(polls)
        answers = {sid: VoteResult(sid, *tallies) for sid, tallies in current.items()}  # each encoded once
        return [result if result is not None else answers[ballots[i].session_id] for i, result in enumerate(results)]

    async def _limits(self, attempts) -> list[VoteError | None]:
        """The limits' refusals, counted in one round trip that also requests the owed tally broadcasts (their
        votes committed in an earlier batch, so the flag is set after the commit, as `_request_broadcasts` does)."""
        owed, self.owed = list(self.owed), set()
        if self.owing is not None:
            self.owing.cancel()
            self.owing = None
        backend = self.backend
        try:
            mine, theirs, retry_ms, flagged = await awindow_count_pairs(
                self.redis, *limit_keys(attempts), settings.VOTE_SPAM_WINDOW_MS,
                settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW, [backend.make_key(tally_key(poll_id)) for poll_id in owed],
                tally_pending_s(), backend=backend)
        except BaseException:
            self._owe(set(owed))  # still owed: the next batch or the timer tries again
            raise
        for poll_id, flagged_now in zip(owed, flagged, strict=True):
            if flagged_now:
                self._spawn(self._schedule_broadcast(poll_id))
        refusals, blocked = limits_judged(attempts, mine, theirs, retry_ms)
        await self.blocked_count(blocked)
        return refusals

    async def blocked_count(self, counts: dict[int, int]) -> None:
        """votes.blocked_count on the event loop: refused attempts per session, for the votes sweeper."""
        if not counts:
            return
        backend, pipeline = self.backend, self.redis.pipeline(transaction=False)
        for sid, count in counts.items():
            raw = backend.make_and_validate_key(blocked_key(sid))
            pipeline.set(raw, 0, ex=24 * 3600, nx=True)
            pipeline.incrby(raw, count)
        await pipeline.execute()

    async def _store(self, ballots: list[Ballot], checked: dict, results: list) -> tuple[set[int], dict]:
        """Write the checked ballots' votes and move their tallies in one transaction; refusals go into
        `results`. (The polls written to, {session: (verdictVotes, sentenceVotes)} after the batch.)"""
        now = timezone.now()
        wanted = list({(ballots[i].session_id, checked[i][0]): None for i in checked})
        db = await self._database()
        known = [self.polls.get(key) for key in wanted]
        if all(known):  # one statement, if the polls are still as this store last read them
            decided = list(results)
            rows = accepted_rows(ballots, checked, {key: poll for key, (poll, _) in zip(wanted, known, strict=True)},
                                 {}, decided, now)
            written = {poll_id for poll_id, _ in rows}
            sessions = {poll.session_id for poll, _ in known if poll.id in written}
            found = await (await db.execute(STORE_IF_UNCHANGED, {
                **store_params(rows, sessions, now), "ids": [poll.id for poll, _ in known], "n": len(known),
                "seen": [seen for _, seen in known]})).fetchall()
            if found[0][0]:  # committed: the rows decided are the rows stored
                results[:] = decided
                return written, tallies_by_session(row[1:] for row in found)
        # Pipeline mode: BEGIN goes out with the poll query, and the INSERT with the COMMIT, so a batch
        # waits for PostgreSQL twice, not four times (each wait is a scheduling delay on a busy machine).
        found = []
        async with db.pipeline(), db.transaction():
            locked = await (await db.execute(POLLS_FOR_SHARE, ([sid for sid, _ in wanted],
                                                                list({kind for _, kind in wanted})))).fetchall()
            polls: dict = dict.fromkeys(wanted)
            seen = {}
            for row in locked:
                if (row[1], row[2]) in polls:
                    polls[(row[1], row[2])], seen[(row[1], row[2])] = PollState(*row[:7]), row[7]
            missing = [sid for (sid, _), poll in polls.items() if poll is None]
            join_codes = dict(await (await db.execute(JOIN_CODES, (missing,))).fetchall()) if missing else {}
            rows = accepted_rows(ballots, checked, polls, join_codes, results, now)
            written = {poll_id for poll_id, _ in rows}
            if rows:
                sessions = {poll.session_id for poll in polls.values() if poll is not None and poll.id in written}
                stored = await db.execute(STORE, store_params(rows, sessions, now))
        # Leaving the pipeline block has synced it: the COMMIT has been answered before anyone is (and the
        # tallies are read from the statement's result only then, so that reading it costs no wait of its own).
        if rows:
            found = await stored.fetchall()
        self._remember(polls, seen)
        return written, tallies_by_session(found)

    def _remember(self, polls: dict, seen: dict) -> None:
        """Keep the polls as read under their lock, with their fingerprints, for the next batches' one statement."""
        if len(self.polls) > self.POLLS_KEPT:
            self.polls.clear()
        for key, poll in polls.items():
            if poll is None:
                self.polls.pop(key, None)
            else:
                self.polls[key] = (poll, seen[key])

    def _spawn(self, work) -> None:
        """Run `work` in the background, held until it ends (so it is not collected); a failure is logged."""
        task = asyncio.ensure_future(work)
        self.scheduling.add(task)
        task.add_done_callback(self._scheduled)

    def _scheduled(self, task: asyncio.Task) -> None:
        self.scheduling.discard(task)
        if not task.cancelled() and task.exception() is not None:  # the sweeper publishes the tally later
            logger.error("a tally broadcast request failed", exc_info=task.exception())

    def _owe(self, polls: set[int]) -> None:
        """Request the polls' tally broadcasts with the next batch's limits, or in COURT_VOTE_BATCH_MS × 2."""
        self.owed |= polls
        if self.owing is None:
            self.owing = asyncio.get_running_loop().call_later(settings.COURT_VOTE_BATCH_MS * 2 / 1000, self._pay)

    def _pay(self) -> None:
        self.owing = None
        if self.owed and self.batch_coming():
            # A batch is gathering: its limits round trip (at most COURT_VOTE_BATCH_MAX_MS away, as it is not cast yet)
            # takes what is owed and cancels this timer; should it not, the timer tries again. On a busy machine
            # the timer often fired just before that batch: a round trip of its own per batch (py-spy: 13 % of a
            # batch's Python).
            self.owing = asyncio.get_running_loop().call_later(settings.COURT_VOTE_BATCH_MS * 2 / 1000, self._pay)
            return
        owed, self.owed = self.owed, set()
        if owed:
            self._spawn(self._request_broadcasts(owed))

    async def _request_broadcasts(self, polls: set[int]) -> None:
        """Schedule a coalesced `vote_updated` for each poll written to, unless one is pending."""
        backend = self.backend
        for poll_id in polls:
            if await self.redis.set(backend.make_key(tally_key(poll_id)), 1, ex=tally_pending_s(), nx=True):
                await self._schedule_broadcast(poll_id)

    async def _schedule_broadcast(self, poll_id: int) -> None:
        # At most once per COURT_TALLY_BROADCAST_MS per poll: the one thread hop left on this path (published from
        # here when due at once, else enqueued for the worker). database_sync_to_async hands the thread's
        # connection back to the pool afterwards (a plain sync_to_async kept one pooled connection per executor
        # thread until the pool ran dry).
        await database_sync_to_async(tally_broadcast_due)(poll_id)
