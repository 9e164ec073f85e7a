"""The vote URL has one view, documented by the code that runs, and its fast route is the courtroom's own.

The kernel's front door (`juryrigged/core/fast_routes.py`) names no app: the courtroom registers its
vote door and its stream in `CourtroomConfig.ready()`. Django's URL routes to `voting.vote`, whose
`extend_schema` is what the OpenAPI schema shows; there is no second, schema-only implementation.
"""

from unittest import mock

import pytest
from asgiref.testing import ApplicationCommunicator
from django.urls import resolve
from juryrigged.core.openapi_schema import SchemaGenerator

from courtroom import voting
from courtroom.vote_door import VOTE_PATH, VoteDoor
from juryrigged.asgi import application
from juryrigged.core.fast_routes import fast_routes

VOTE = "/api/court/sessions/{session_id}/vote"


def test_the_vote_url_routes_to_the_one_view_that_documents_it():
    # given the URLconf's view for the vote URL
    view = resolve("/api/court/sessions/42/vote").func
    # then it is voting.vote, and the class the schema generator reads serves POST with that same function
    assert view is voting.vote
    assert view.cls.post is voting.vote
    assert view.cls().allowed_methods == ["POST", "OPTIONS"]


def test_the_schema_documents_the_vote_from_the_routed_view():
    schema = SchemaGenerator().get_schema(request=None, public=True)
    operations = schema["paths"][VOTE]
    assert list(operations) == ["post"]
    post = operations["post"]
    assert post["requestBody"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/VoteRequest"}
    assert post["responses"]["200"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/VoteAnswer"}
    assert sorted(post["responses"]) == ["200", "400", "403", "404", "409", "415", "429", "503"]
    assert post["description"] == ("One vote per voter per poll (a second replaces the first). 503 VOTE_UNAVAILABLE"
                                   " (with retryAfterMs) while the database or Redis is unreachable: vote again.")
    assert post["security"] == [{}]  # no authentication: the voter cookie is the identity


def test_the_courtroom_registers_its_own_fast_routes():
    assert VOTE_PATH in fast_routes()
    assert r"/api/court/sessions/(?P<session_id>[0-9]{1,18})/stream" in fast_routes()
    assert r"/api/streams/(?P<stream>[A-Za-z0-9_.-]{1,90})/events" in fast_routes()  # the realtime package's


@pytest.mark.parametrize("method", ["POST", "GET"])
async def test_the_front_door_sends_the_vote_url_to_the_vote_door_for_any_method(method):
    answered = []

    async def vote(self, scope, receive, send, session_id):
        answered.append(session_id)
        await send({"type": "http.response.start", "status": 204, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method, "scheme": "http",
             "path": "/api/court/sessions/42/vote", "raw_path": b"", "query_string": b"", "root_path": "",
             "headers": [(b"host", b"testserver")], "client": ("203.0.113.9", 50000), "server": ("testserver", 80)}
    with mock.patch.object(VoteDoor, "vote", vote):
        communicator = ApplicationCommunicator(application, scope)
        await communicator.send_input({"type": "http.request", "body": b""})
        start = await communicator.receive_output(5)
        await communicator.receive_output(5)
    assert (start["status"], answered) == (204, [42])
