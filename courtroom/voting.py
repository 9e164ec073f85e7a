"""POST /api/court/sessions/{id}/vote on the event loop, with votes committed in groups.

A crowd's votes arrive hundreds a second. Each request is checked on the event loop
(origin, JSON, fields, voter cookie: no database, no thread), then handed to its
process's VoteBatcher, which gathers the ballots arriving within COURT_VOTE_BATCH_MS
and casts them with one call to `services.votes_cast` (one thread hop, two cache
round trips, one transaction and one multi-row INSERT for the whole batch). Each
request is answered once its batch has committed, so a 200 is still durable. One
batch is cast at a time per process; the next gathers meanwhile, so batches grow
with the load instead of queueing.

`api.VoteView` documents the endpoint (and serves it the same way if routed to).
"""

from __future__ import annotations

import asyncio
import weakref

from asgiref.sync import sync_to_async
from django.conf import settings
from django.contrib.auth import get_user
from django.http import JsonResponse

from courtroom import services
from courtroom.serializers import VoteRequest
from courtroom.services.votes import Ballot, VoteResult
from courtroom.voters import ip_of, new_voter, sent_from_another_site, set_voter_cookie, voter_from
from juryrigged.core.errors import DomainError, domain_error_response, json_error
from juryrigged.core.inputs import json_loads
from juryrigged.core.serializers import validated


class VoteBatcher:
    """The ballots of one event loop waiting for their group commit."""

    _batchers: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def __init__(self):
        self.pending: list[tuple[Ballot, asyncio.Future]] = []
        self.casting = asyncio.Lock()

    @classmethod
    def current(cls) -> VoteBatcher:
        loop = asyncio.get_running_loop()
        batcher = cls._batchers.get(loop)
        if batcher is None:
            batcher = cls._batchers[loop] = cls()
        return batcher

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
                results = await sync_to_async(services.votes_cast)([ballot for ballot, _ in batch])
            except Exception as exc:  # the whole batch failed (database down): every request hears it
                results = [exc] * len(batch)
            for (_, future), result in zip(batch, results, strict=False):
                if future.done():  # its client went away
                    continue
                if isinstance(result, Exception) and not isinstance(result, DomainError):
                    future.set_exception(result)
                else:
                    future.set_result(result)


async def _limit_key(request, voter: str) -> str:
    """The logged-in user if the request carries a session, else the voter cookie (no database then)."""
    if settings.SESSION_COOKIE_NAME in request.COOKIES:
        user = await sync_to_async(get_user)(request)
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
    body = validated(VoteRequest, json_loads(request.body), codes=VoteRequest.CODES)
    voter = voter_from(request)
    return body, voter or new_voter(), voter is None


def answer(result: VoteResult, voter: str, issued: bool) -> JsonResponse:
    response = JsonResponse({"sessionId": result.session_id, "verdictVotes": result.verdict_votes,
                             "sentenceVotes": result.sentence_votes})
    if issued:
        set_voter_cookie(response, voter)
    return response


async def vote(request, session_id: int):
    """The vote endpoint (see api.VoteView for its documentation)."""
    if request.method != "POST":
        return json_error(405, "METHOD_NOT_ALLOWED", f'Method "{request.method}" not allowed.')
    try:
        body, voter, issued = ballot_from(request, session_id)
        ballot = Ballot(session_id, body.get("type"), body.get("choice"), voter, await _limit_key(request, voter),
                        ip_of(request), body.get("joinCode"))
        result = await VoteBatcher.current().cast(ballot)
    except DomainError as refusal:
        return domain_error_response(refusal)
    return answer(result, voter, issued)


vote.csrf_exempt = True  # the voter cookie is the identity; other sites are refused by Origin/Referer


def documented_by(view_class):
    """Let the OpenAPI schema describe `vote` from its DRF class (it reads `callback.cls`)."""
    vote.cls, vote.initkwargs = view_class, {}
    return vote
