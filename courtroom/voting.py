"""POST /api/court/sessions/{id}/vote on the event loop, with votes committed in groups.

A crowd's votes arrive hundreds a second. Each request is checked on the event loop
(origin, JSON, fields, voter cookie: no database, no thread), then handed to its
process's VoteBatcher, which gathers the ballots arriving in a burst and casts them
together (the limits in one cache round trip, one transaction and one
multi-row INSERT for the whole batch). Each request is answered once its batch has
committed, so a 200 is still durable. One batch is cast at a time per process; the
next gathers meanwhile, so batches grow with the load instead of queueing.

How long a batch gathers follows the arrivals (`gathering`): it is cast once no ballot has come for
COURT_VOTE_BATCH_MS, or COURT_VOTE_BATCH_MAX_MS after its first ballot while they keep coming. A lone
vote waits COURT_VOTE_BATCH_MS, as a crowd's burst does once it has all come; a steady stream (a crowd
voting at a thousand a second on a process) gathers up to the longer window, where a batch's fixed cost
(a cache round trip, a transaction) is spread over ten times as many votes.

Two doors share `respond` (and so every rule): in production the vote door
(courtroom/vote_door.py) serves the URL in front of Django's handler and casts on the
event loop (services.votes_async) when the database is PostgreSQL and the cache Redis;
Django's URL (`vote`, for the test client and any other server) casts with
services.votes_cast in one thread hop per batch. `vote`'s decorator documents the endpoint.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
import weakref
from collections.abc import Awaitable, Callable

from asgiref.sync import sync_to_async
from django.conf import settings
from django.contrib.auth import aget_user
from django.core.exceptions import RequestDataTooBig
from django.http import HttpResponse
from rest_framework import permissions
from rest_framework.views import APIView

from courtroom import services
from courtroom.serializers import VoteAnswer, VoteRequest
from courtroom.services.votes import VOTE_TYPES, Ballot, VoteError, VoteResult, blocked_count, limit_refusal
from courtroom.voters import ip_of, new_voter, sent_from_another_site, set_voter_cookie, voter_from
from juryrigged.core.openapi import extend_schema
from juryrigged.core.errors import DomainError, domain_error_response, json_error
from juryrigged.core.inputs import JSONParser, body_too_large, json_loads
from juryrigged.core.serializers import errors, validated

logger = logging.getLogger(__name__)
CastMany = Callable[[list[Ballot]], Awaitable[list]]
CountBlocked = Callable[[dict[int, int]], Awaitable[None]]


class KnownRefusals:
    """The voters and addresses this process has seen refused by the limits, until their window ends.

    The limits count in fixed windows, so a voter (or address) over its limit stays over it until its
    window ends: its next attempts are refused here, with no cache round trip and no place in a batch
    (the batcher answers them after COURT_VOTE_REFUSED_WAIT_MS), so a spammer's flood costs the honest
    voters beside it little. Those attempts are still counted (`blocked`) for the votes sweeper.
    """

    MAX = 10_000  # entries kept; past it the expired ones go, then the oldest

    def __init__(self):
        self.until: dict[tuple[int, str, str], tuple[float, int]] = {}  # (deadline, limit)
        self.blocked: dict[int, int] = {}  # refused here per session, not yet counted in the cache

    def refusal(self, ballot: Ballot) -> VoteError | None:
        """The 429 for a ballot whose voter, or else address, is known to be over its limit."""
        now = time.monotonic()
        for scope, who in (("voter", ballot.limit_key), ("address", ballot.ip)):
            key = (ballot.session_id, scope, who)
            if (known := self.until.get(key)) is None:
                continue
            deadline, limit = known
            if deadline <= now:
                del self.until[key]
                continue
            self.blocked[ballot.session_id] = self.blocked.get(ballot.session_id, 0) + 1
            return limit_refusal(scope, limit, math.ceil((deadline - now) * 1000))
        return None

    def learn(self, ballot: Ballot, result) -> None:
        if not (isinstance(result, VoteError) and result.code == "VOTE_RATE_LIMITED"):
            return
        scope = result.extra["scope"]
        key = (ballot.session_id, scope, ballot.limit_key if scope == "voter" else ballot.ip)
        self.until[key] = (time.monotonic() + result.extra["retryAfterMs"] / 1000, result.extra["limit"])
        if len(self.until) > self.MAX:
            now = time.monotonic()
            self.until = {k: v for k, v in self.until.items() if v[0] > now}
            # Down to nine tenths, oldest first: a flood of new refusals past MAX then rebuilds the
            # memory once per MAX / 10 of them, not once each.
            while len(self.until) > self.MAX * 9 // 10:
                del self.until[next(iter(self.until))]


class VoteBatcher:
    """The ballots of one event loop waiting for their group commit, cast by one driver."""

    _batchers: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
    BLOCKED_COUNT_S = 1.0  # refusals answered from memory are counted in the cache at most this often

    def __init__(self, cast_many: CastMany, store=None, count_blocked: CountBlocked | None = None):
        self.cast_many = cast_many
        self.store = store  # the AsyncVoteStore behind cast_many, if any (its connections)
        self.count_blocked = count_blocked or sync_to_async(blocked_count)
        self.pending: list[tuple[Ballot, asyncio.Future]] = []
        self.last_arrival = 0.0  # the event loop's clock when the latest ballot joined `pending`
        self.casting = asyncio.Lock()
        self.refused = KnownRefusals()
        self.counting: asyncio.TimerHandle | None = None
        self.tasks: set[asyncio.Task] = set()  # blocked counts under way (held so they are not collected)

    @classmethod
    def current(cls, on_loop: bool = False) -> VoteBatcher:
        """This event loop's batcher: casting on the loop itself (`on_loop`, when available) or in a thread."""
        loop = asyncio.get_running_loop()
        batchers = cls._batchers.setdefault(loop, {})
        if on_loop not in batchers:
            batchers[on_loop] = _loop_batcher() if on_loop else cls(sync_to_async(services.votes_cast))
        return batchers[on_loop]

    @classmethod
    async def aclose_current(cls) -> None:
        """Count what is left and close this event loop's vote connections (a test's loop before it ends)."""
        for batcher in cls._batchers.pop(asyncio.get_running_loop(), {}).values():
            if batcher.counting is not None:
                batcher.counting.cancel()
                batcher._count_blocked_now()
            await asyncio.gather(*batcher.tasks, return_exceptions=True)
            if batcher.store is not None:
                await batcher.store.close()

    async def cast(self, ballot: Ballot) -> VoteResult:
        """The ballot's result once its batch has committed; raises its VoteError if refused."""
        if (known := self.refused.refusal(ballot)) is not None:
            if self.counting is None:
                self.counting = asyncio.get_running_loop().call_later(self.BLOCKED_COUNT_S, self._count_blocked_now)
            # The pause costs a timer; without it a client that retries on every answer sends as fast as
            # the refusals come back (thousands a second), and its requests take the honest voters' CPU.
            retry_ms = known.extra["retryAfterMs"]
            wait_ms = min(retry_ms, settings.COURT_VOTE_REFUSED_WAIT_MS)
            await asyncio.sleep(wait_ms / 1000)
            known.extra["retryAfterMs"] = max(1, retry_ms - wait_ms)
            raise known
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self.pending.append((ballot, future))
        self.last_arrival = loop.time()
        if len(self.pending) == 1:  # the first of a batch starts its flush; the rest ride along
            asyncio.ensure_future(self._flush())
        result = await future
        if isinstance(result, DomainError):
            raise result
        return result

    async def gathering(self) -> None:
        """Return once the batch should be cast: COURT_VOTE_BATCH_MS after the latest ballot, or
        COURT_VOTE_BATCH_MAX_MS after the first (when called), whichever comes first. One timer per
        wake-up, not per ballot: a ballot arriving during a sleep only moves the next deadline."""
        loop = asyncio.get_running_loop()
        quiet, longest = settings.COURT_VOTE_BATCH_MS / 1000, settings.COURT_VOTE_BATCH_MAX_MS / 1000
        cut = loop.time() + max(longest, quiet)
        while (delay := min(cut, self.last_arrival + quiet) - loop.time()) > 0:
            await asyncio.sleep(delay)

    async def _flush(self) -> None:
        await self.gathering()
        async with self.casting:  # one batch in flight; ballots arriving meanwhile form the next
            batch, self.pending = self.pending, []
            try:
                results = await self.cast_many([ballot for ballot, _ in batch])
            except Exception:  # the whole batch failed (database or Redis down): every request hears a 503
                logger.exception("a batch of %d votes failed", len(batch))
                results = [unavailable() for _ in batch]
            for (ballot, future), result in zip(batch, results, strict=False):
                self.refused.learn(ballot, result)
                if future.done():  # its client went away
                    continue
                if isinstance(result, Exception) and not isinstance(result, DomainError):
                    future.set_exception(result)
                else:
                    future.set_result(result)


    def _count_blocked_now(self) -> None:
        self.counting = None
        counts, self.refused.blocked = self.refused.blocked, {}
        task = asyncio.ensure_future(self.count_blocked(counts))
        self.tasks.add(task)
        task.add_done_callback(self._counted)

    def _counted(self, task: asyncio.Task) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:  # those attempts go uncounted
            logger.error("refused vote attempts could not be counted", exc_info=task.exception())


def unavailable() -> VoteError:
    """The answer to a ballot whose batch failed on the infrastructure (PostgreSQL or Redis restarting): a 503 to
    retry, not a 500. The vote may or may not be stored; voting again is safe (a second vote replaces the first)."""
    return VoteError("VOTE_UNAVAILABLE", "Your vote could not be confirmed just now; please vote again in a moment.",
                     status=503, retryAfterMs=UNAVAILABLE_RETRY_MS)


UNAVAILABLE_RETRY_MS = 1000


def _loop_batcher() -> VoteBatcher:
    from courtroom.services import votes_async  # psycopg's async side and redis.asyncio: PostgreSQL + Redis only

    if not votes_async.available():  # SQLite or no Redis (the embedded `serve`): the thread driver
        return VoteBatcher(sync_to_async(services.votes_cast))
    store = votes_async.AsyncVoteStore()
    batcher = VoteBatcher(store.cast, store, store.blocked_count)
    store.batch_coming = lambda: bool(batcher.pending)  # ballots waiting: a batch is on its way
    return batcher


async def _limit_key(request, voter: str) -> str:
    """The logged-in user if the request carries a session, else the voter cookie (no database then)."""
    if settings.SESSION_COOKIE_NAME in request.COOKIES:
        user = await aget_user(request)
        if user.is_authenticated:
            return f"user:{user.pk}"
    return f"voter:{voter}"


def plain_vote(data) -> dict | None:
    """The usual vote body as VoteRequest would validate it, without building the serializer; None for
    anything else, which the serializer judges (and words the error for).

    DRF builds and runs a serializer in ~30 µs, a tenth of a vote's CPU at a crowd's rate. json_loads
    has already refused unstorable strings, so a string choice is valid as sent (no trimming; any
    string, since the poll decides which choices count).
    """
    if not (isinstance(data, dict) and data.get("type") in VOTE_TYPES and type(data["type"]) is str):
        return None
    choice = data.get("choice")
    if not (choice is None or type(choice) is str) or data.get("joinCode") is not None:
        return None
    return {name: data[name] for name in ("type", "choice", "joinCode") if name in data}


def ballot_from(request, session_id: int) -> tuple[dict, str, bool]:
    """(the checked body, the voter, whether the voter is new); raises DomainError for a bad request."""
    if sent_from_another_site(request):
        raise DomainError("CROSS_SITE_VOTE", "Votes are only accepted from this site's pages.", status=403)
    if request.content_type.lower() != "application/json":
        raise DomainError("UNSUPPORTED_MEDIA_TYPE", "Send the vote as JSON (Content-Type: application/json).",
                          status=415)
    try:
        raw = request.body
    except RequestDataTooBig:
        raise body_too_large() from None
    except ValueError:  # Django int()s the Content-Length before it reads: "abc", or two joined ("48,48")
        raise DomainError("BAD_REQUEST", "The request could not be read: its Content-Length is not a number.") \
            from None
    data = json_loads(raw)
    body = plain_vote(data) or validated(VoteRequest, data, codes=VoteRequest.CODES)
    voter = voter_from(request)
    return body, voter or new_voter(), voter is None


def answer(result: VoteResult, voter: str, issued: bool) -> HttpResponse:
    # JsonResponse's bytes, without building a DjangoJSONEncoder per answer (the tallies are str -> int).
    response = HttpResponse(result.content, content_type="application/json")
    if issued:
        set_voter_cookie(response, voter)
    return response


async def respond(request, session_id: int, batcher: VoteBatcher) -> HttpResponse:
    """The answer to one vote request, through `batcher` (both doors: the rules live here and in services)."""
    if request.method != "POST":
        return json_error(405, "METHOD_NOT_ALLOWED", f'Method "{request.method}" not allowed.')
    try:
        body, voter, issued = ballot_from(request, session_id)
        ballot = Ballot(session_id, body.get("type"), body.get("choice"), voter, await _limit_key(request, voter),
                        ip_of(request), body.get("joinCode"))
        result = await batcher.cast(ballot)
    except DomainError as refusal:
        return domain_error_response(refusal)
    return answer(result, voter, issued)


@extend_schema(tags=["courtroom"], request=VoteRequest,
               responses={200: VoteAnswer, **errors(400, 403, 404, 409, 415, 429, 503)},
               description="One vote per voter per poll (a second replaces the first). 503 VOTE_UNAVAILABLE "
                           "(with retryAfterMs) while the database or Redis is unreachable: vote again.")
async def vote(request, session_id: int):
    """POST {"type": "verdict"|"sentence", "choice": ..., "joinCode"?: ...}: one vote per voter per poll,
    through Django's stack (the vote door runs the same `respond` on the event loop).

    Anonymous viewers vote: the voter is the signed `court_voter` cookie (issued here if missing).
    JSON only, and refused when the browser says another site sent it (a form or script on any
    other page must not vote, nor mint cookies).
    """
    return await respond(request, session_id, VoteBatcher.current())


vote.csrf_exempt = True  # the voter cookie is the identity; other sites are refused by Origin/Referer


class VoteSchema(APIView):
    """How drf-spectacular reads `vote`: it documents a URL from a DRF view class (`callback.cls`). This one
    is never routed nor served; its POST is `vote` itself, so the schema is the decorator on the code that runs.
    No authentication (the voter cookie is the identity), anyone may vote, JSON only."""

    authentication_classes = []
    permission_classes = [permissions.AllowAny]
    parser_classes = [JSONParser]
    post = vote


vote.cls, vote.initkwargs = VoteSchema, {}
