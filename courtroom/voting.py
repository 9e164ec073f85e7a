"""POST /api/court/sessions/{id}/vote on the event loop, with votes committed in groups.

A crowd's votes arrive hundreds a second. Each request is checked on the event loop
(origin, JSON, fields, voter cookie: no database, no thread), then handed to its
process's VoteBatcher, which gathers the ballots arriving within COURT_VOTE_BATCH_MS
and casts them together (the limits in two cache round trips, one transaction and one
multi-row INSERT for the whole batch). Each request is answered once its batch has
committed, so a 200 is still durable. One batch is cast at a time per process; the
next gathers meanwhile, so batches grow with the load instead of queueing.

Two doors share `respond` (and so every rule): in production the vote door
(courtroom/vote_door.py) serves the URL in front of Django's handler and casts on the
event loop (services.votes_async) when the database is PostgreSQL and the cache Redis;
Django's URL (`vote`, for the test client and any other server) casts with
services.votes_cast in one thread hop per batch. `api.VoteView` documents the endpoint.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Awaitable, Callable

from asgiref.sync import sync_to_async
from django.conf import settings
from django.contrib.auth import aget_user
from django.core.exceptions import RequestDataTooBig
from django.http import JsonResponse

from courtroom import services
from courtroom.serializers import VoteRequest
from courtroom.services.votes import Ballot, VoteResult
from courtroom.voters import ip_of, new_voter, sent_from_another_site, set_voter_cookie, voter_from
from juryrigged.core.errors import DomainError, domain_error_response, json_error
from juryrigged.core.inputs import body_too_large, json_loads
from juryrigged.core.serializers import validated

logger = logging.getLogger(__name__)
CastMany = Callable[[list[Ballot]], Awaitable[list]]


class VoteBatcher:
    """The ballots of one event loop waiting for their group commit, cast by one driver."""

    _batchers: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def __init__(self, cast_many: CastMany, store=None):
        self.cast_many = cast_many
        self.store = store  # the AsyncVoteStore behind cast_many, if any (its connections)
        self.pending: list[tuple[Ballot, asyncio.Future]] = []
        self.casting = asyncio.Lock()

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
        """Close this event loop's vote connections (a test's loop before it ends)."""
        for batcher in cls._batchers.pop(asyncio.get_running_loop(), {}).values():
            if batcher.store is not None:
                await batcher.store.close()

    async def cast(self, ballot: Ballot) -> VoteResult:
        """The ballot's result once its batch has committed; raises its VoteError if refused."""
        future = asyncio.get_running_loop().create_future()
        self.pending.append((ballot, future))
        if len(self.pending) == 1:  # the first of a batch starts its flush; the rest ride along
            asyncio.ensure_future(self._flush())
        result = await future
        if isinstance(result, DomainError):
            raise result
        return result

    async def _flush(self) -> None:
        await asyncio.sleep(settings.COURT_VOTE_BATCH_MS / 1000)
        async with self.casting:  # one batch in flight; ballots arriving meanwhile form the next
            batch, self.pending = self.pending, []
            try:
                results = await self.cast_many([ballot for ballot, _ in batch])
            except Exception as exc:  # the whole batch failed (database down): every request hears it
                logger.exception("a batch of %d votes failed", len(batch))
                results = [exc] * len(batch)
            for (_, future), result in zip(batch, results, strict=False):
                if future.done():  # its client went away
                    continue
                if isinstance(result, Exception) and not isinstance(result, DomainError):
                    future.set_exception(result)
                else:
                    future.set_result(result)


def _loop_batcher() -> VoteBatcher:
    from courtroom.services import votes_async

    if not votes_async.available():  # SQLite or no Redis (the embedded `serve`): the thread driver
        return VoteBatcher(sync_to_async(services.votes_cast))
    store = votes_async.AsyncVoteStore()
    return VoteBatcher(store.cast, store)


async def _limit_key(request, voter: str) -> str:
    """The logged-in user if the request carries a session, else the voter cookie (no database then)."""
    if settings.SESSION_COOKIE_NAME in request.COOKIES:
        user = await aget_user(request)
        if user.is_authenticated:
            return f"user:{user.pk}"
    return f"voter:{voter}"


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
    body = validated(VoteRequest, json_loads(raw), codes=VoteRequest.CODES)
    voter = voter_from(request)
    return body, voter or new_voter(), voter is None


def answer(result: VoteResult, voter: str, issued: bool) -> JsonResponse:
    response = JsonResponse({"sessionId": result.session_id, "verdictVotes": result.verdict_votes,
                             "sentenceVotes": result.sentence_votes})
    if issued:
        set_voter_cookie(response, voter)
    return response


async def respond(request, session_id: int, batcher: VoteBatcher) -> JsonResponse:
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


async def vote(request, session_id: int):
    """The vote endpoint through Django's stack (see api.VoteView for its documentation)."""
    return await respond(request, session_id, VoteBatcher.current())


vote.csrf_exempt = True  # the voter cookie is the identity; other sites are refused by Origin/Referer


def documented_by(view_class):
    """Let the OpenAPI schema describe `vote` from its DRF class (it reads `callback.cls`)."""
    vote.cls, vote.initkwargs = view_class, {}
    return vote
