"""A vote whose batch fails on the infrastructure (PostgreSQL or Redis restarting) is answered 503 with a JSON
error and Retry-After, not a 500: the fault drill (tests/core/test_fault_drill.py) saw about 95 votes answered
500 while its Redis restarted."""

import asyncio
import json

import pytest
from django.db import OperationalError
from django.test import RequestFactory
from redis.exceptions import ConnectionError as RedisConnectionError

from courtroom.voting import VoteBatcher, respond


@pytest.mark.parametrize("failure", [OperationalError("the database system is shutting down"),
                                     RedisConnectionError("Connection closed by server.")])
def test_a_vote_whose_batch_fails_on_the_infrastructure_is_a_503_to_retry(failure):
    async def cast_many(ballots):
        raise failure

    async def vote():
        body = json.dumps({"type": "verdict", "choice": "guilty"})
        request = RequestFactory().post("/api/court/sessions/7/vote", body, content_type="application/json")
        return await asyncio.gather(*(respond(request, 7, batcher) for _ in range(2)))

    batcher = VoteBatcher(cast_many)
    answers = asyncio.run(vote())
    for answer in answers:
        assert answer.status_code == 503
        body = json.loads(answer.content)
        assert body["code"] == "VOTE_UNAVAILABLE" and body["retryAfterMs"] == 1000
        assert answer["Retry-After"] == "1"
