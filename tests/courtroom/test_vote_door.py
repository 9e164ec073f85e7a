"""The vote door (courtroom/vote_door.py): the production ASGI application answers the vote URL
itself, on the event loop, with the same rules, answers and cookies as Django's URL.

Every request here goes through `juryrigged.asgi.application`, as daphne sends it. On
PostgreSQL with Redis the door casts on the event loop (services.votes_async); these
tests are transactional because that path has its own database connection.
"""

import asyncio
import json
import time
from concurrent.futures import ThreadPoolExecutor
from unittest import mock

import pytest
from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async
from asgiref.testing import ApplicationCommunicator
from django.core.cache import cache
from django.db import transaction
from django.http import HttpRequest
from django.test import Client
from django.utils import timezone

from courtroom.models import Poll, Vote
from courtroom.services import votes_async
from courtroom import voting as voting_module
from courtroom.services.vote_rows import votes_store
from courtroom.services.votes import blocked_key, tally_key, tally_last_key
from courtroom.voters import VOTER_COOKIE, voter_from
from courtroom.voting import VoteBatcher
from juryrigged import realtime
from juryrigged.asgi import application
from tests.courtroom.conftest import in_phase, run_until
from tests.support.ci_guard import skip_without_service

pytestmark = pytest.mark.django_db(transaction=True)
BALLOT = {"type": "verdict", "choice": "guilty"}


@pytest.fixture
def voting(new_session, settings):
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    return run_until(new_session(), in_phase("verdict_vote"))


@pytest.fixture(autouse=True)
async def _close_vote_connections():
    yield
    await VoteBatcher.aclose_current()


async def post(session_id, body=BALLOT, *, client_ip="203.0.113.9", cookies="", content_type="application/json",
               method="POST", query=b"", **headers) -> tuple[int, dict, dict]:
    """(status, JSON answer, headers) of one request through the ASGI application."""
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    sent = [(b"host", b"testserver"), (b"content-type", content_type.encode()),
            (b"content-length", str(len(raw)).encode())]
    sent += [(b"cookie", cookies.encode())] if cookies else []
    sent += [(name.replace("_", "-").encode(), value.encode()) for name, value in headers.items()]
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method, "scheme": "http",
             "path": f"/api/court/sessions/{session_id}/vote", "raw_path": b"", "query_string": query,
             "root_path": "", "headers": sent, "client": (client_ip, 50000), "server": ("testserver", 80)}
    return await through_the_door(scope, raw)


async def through_the_door(scope: dict, raw: bytes) -> tuple[int, dict, dict]:
    """(status, JSON answer, headers by lower-case name) of one request through the production ASGI application."""
    door = ApplicationCommunicator(application, scope)
    await door.send_input({"type": "http.request", "body": raw, "more_body": False})
    start = await door.receive_output(10)
    body_parts = []
    while True:
        message = await door.receive_output(10)
        body_parts.append(message.get("body", b""))
        if not message.get("more_body"):
            break
    answer_headers = {}
    for name, value in start["headers"]:
        answer_headers.setdefault(name.decode().lower(), []).append(value.decode())
    return start["status"], json.loads(b"".join(body_parts) or b"null"), answer_headers


def voter_cookie(headers) -> str:
    return next(c.split(";")[0] for c in headers.get("set-cookie", []) if c.startswith(f"{VOTER_COOKIE}="))


votes_stored = database_sync_to_async(lambda: dict(Vote.objects.values_list("voter", "choice")))


async def test_a_vote_answered_200_is_already_in_the_database(voting):
    # when a browser votes through the door
    status, answer, headers = await post(voting.pk, Origin="http://testserver")
    # then the answer counts it, and the row is committed (read on another connection)
    assert status == 200
    assert answer == {"sessionId": voting.pk, "verdictVotes": {"guilty": 1, "not_guilty": 0}, "sentenceVotes": {}}
    stored = await votes_stored()
    assert list(stored.values()) == ["guilty"]
    # and the voter cookie is signed as Django's URL signs it: it names the stored voter
    request = HttpRequest()
    request.COOKIES[VOTER_COOKIE] = voter_cookie(headers).split("=", 1)[1]
    assert voter_from(request) == next(iter(stored))


async def test_a_vote_through_the_door_requests_the_live_tally(voting):
    poll = await database_sync_to_async(Poll.objects.get)(session=voting, kind="verdict")
    await sync_to_async(cache.set, thread_sensitive=False)(tally_last_key(poll.pk), time.time())  # one just went out
    with mock.patch("courtroom.tasks.broadcast_tally.apply_async") as enqueued:
        status, _, _ = await post(voting.pk)
        await VoteBatcher.aclose_current()  # lets the broadcast request finish
    # a broadcast just went out: this one is pending, for the worker when the interval is up
    assert status == 200 and await sync_to_async(cache.get, thread_sensitive=False)(tally_key(poll.pk)) == 1
    assert enqueued.call_count == 1 and enqueued.call_args.kwargs["countdown"] > 0


async def test_a_vote_after_a_quiet_spell_is_published_by_the_web_process_not_the_worker(voting):
    if not votes_async.available():
        skip_without_service("the event-loop driver needs PostgreSQL and Redis")
    # given no tally broadcast for a while, when a voter votes through the door
    with mock.patch("courtroom.tasks.broadcast_tally.apply_async") as enqueued:
        status, _, _ = await post(voting.pk)
        await VoteBatcher.aclose_current()  # lets the broadcast request finish
    # then its tally is already published, by this process: nothing waits in the worker's queue
    tallies = await database_sync_to_async(
        lambda: [e.payload for e in realtime.events_after(voting.stream, 0) if e.type == "vote_updated"])()
    assert status == 200 and enqueued.call_count == 0
    assert tallies == [{"sessionId": voting.pk, "type": "verdict", "votes": {"guilty": 1, "not_guilty": 0},
                        "total": 1}]
    poll = await database_sync_to_async(Poll.objects.get)(session=voting, kind="verdict")
    assert await sync_to_async(cache.get, thread_sensitive=False)(tally_key(poll.pk)) is None  # none pending


async def test_a_tally_that_cannot_be_published_at_once_is_left_to_the_worker(voting):
    if not votes_async.available():
        skip_without_service("the event-loop driver needs PostgreSQL and Redis")
    with (mock.patch("courtroom.services.votes.tally_broadcast", side_effect=RuntimeError("the database blinked")),
          mock.patch("courtroom.tasks.broadcast_tally.apply_async") as enqueued):
        status, _, _ = await post(voting.pk)
        await VoteBatcher.aclose_current()
    poll = await database_sync_to_async(Poll.objects.get)(session=voting, kind="verdict")
    assert status == 200 and enqueued.call_args.args == ((poll.pk,),) and enqueued.call_args.kwargs == {"countdown": 0}


async def test_a_second_vote_with_the_cookie_replaces_the_first(voting):
    _, _, headers = await post(voting.pk)
    status, answer, again = await post(voting.pk, {"type": "verdict", "choice": "not_guilty"},
                                       cookies=voter_cookie(headers))
    assert status == 200 and "set-cookie" not in again
    assert answer["verdictVotes"] == {"guilty": 0, "not_guilty": 1}
    assert list((await votes_stored()).values()) == ["not_guilty"]


async def test_a_venue_of_300_voters_behind_one_address_is_all_counted(voting):
    # given 300 phones behind one public address, voting at the same moment (so in shared batches)
    answers = await asyncio.gather(*(post(voting.pk, {"type": "verdict", "choice": "guilty" if n % 3 else
                                                       "not_guilty"}, client_ip="198.51.100.20") for n in range(300)))
    # then every one is answered 200 and stored
    assert [status for status, _, _ in answers] == [200] * 300
    stored = await votes_stored()
    assert len(stored) == 300 and list(stored.values()).count("not_guilty") == 100


async def voter_at_its_limit(voting, settings) -> dict:
    """A voter allowed two votes a window who has cast both (refusals answered at once)."""
    settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW = 2
    settings.COURT_VOTE_REFUSED_WAIT_MS = 0
    _, _, headers = await post(voting.pk)
    cookie = voter_cookie(headers)
    await post(voting.pk, cookies=cookie)
    return cookie


async def test_refused_votes_never_reach_the_database(voting, settings):
    cookie = await voter_at_its_limit(voting, settings)
    await VoteBatcher.aclose_current()  # a fresh store: no database connection yet
    # when the same voter goes on voting past its limit
    answers = [await post(voting.pk, cookies=cookie) for _ in range(5)]
    # then each is a 429 in the error shape, and the door never even connected to the database
    assert {(status, answer["code"]) for status, answer, _ in answers} == {(429, "VOTE_RATE_LIMITED")}
    assert all(answer["retryAfterMs"] > 0 and headers["retry-after"] for _, answer, headers in answers)
    if votes_async.available():
        assert VoteBatcher.current(on_loop=True).store.db is None
    assert len(await votes_stored()) == 1


@pytest.mark.parametrize("headers", [{"Origin": "http://evil.example"}, {"Origin": "null"},
                                     {"Referer": "http://evil.example/page"}])
async def test_a_vote_naming_another_site_is_refused_without_a_cookie(voting, headers):
    status, answer, answer_headers = await post(voting.pk, **headers)
    assert (status, answer["code"]) == (403, "CROSS_SITE_VOTE")
    assert "set-cookie" not in answer_headers
    assert await votes_stored() == {}


async def test_a_form_encoded_vote_is_refused(voting):
    status, answer, _ = await post(voting.pk, b"type=verdict&choice=guilty",
                                   content_type="application/x-www-form-urlencoded")
    assert (status, answer["code"]) == (415, "UNSUPPORTED_MEDIA_TYPE")
    assert await votes_stored() == {}


async def test_an_api_client_without_origin_or_referer_votes(voting):
    status, _, _ = await post(voting.pk)
    assert status == 200


@pytest.mark.parametrize("body, status, code", [
    ({"type": "verdict", "choice": "maybe"}, 400, "VOTE_REJECTED"),
    ({"type": "sentence", "choice": "Sing a song"}, 409, "VOTE_REJECTED"),
    ({"type": "jury", "choice": "guilty"}, 400, "INVALID_VOTE_TYPE"),
    (b"{not json", 400, "INVALID_JSON"),
    ({"type": "verdict", "choice": "gu\u0000ilty"}, 400, "INVALID_TEXT"),
])
async def test_a_bad_vote_is_answered_in_the_error_shape(voting, body, status, code):
    got, answer, _ = await post(voting.pk, body)
    assert (got, answer["code"]) == (status, code) and answer["error"]
    assert await votes_stored() == {}


async def test_the_unknown_session_the_closed_poll_the_method_and_the_size_are_refused(voting, settings):
    assert (await post(voting.pk + 999))[1]["code"] == "SESSION_NOT_FOUND"
    assert (await post(voting.pk, method="GET"))[:2] == (405, {"code": "METHOD_NOT_ALLOWED",
                                                               "error": 'Method "GET" not allowed.'})
    too_big = b'{"type": "verdict", "choice": "' + b"x" * settings.DATA_UPLOAD_MAX_MEMORY_SIZE + b'"}'
    assert (await post(voting.pk, too_big))[1]["code"] == "BODY_TOO_LARGE"
    assert (await post(voting.pk, cookies="court_voter=a\x00b"))[1]["code"] == "INVALID_TEXT"
    await database_sync_to_async(Poll.objects.filter(session=voting).update)(closed_at=timezone.now())
    assert (await post(voting.pk))[:1] == (409,)
    assert await votes_stored() == {}


@pytest.mark.parametrize("content_length", ["abc", "48", "1e3"])
async def test_a_content_length_that_is_not_a_number_is_a_400_never_a_500(voting, content_length):
    # given a second Content-Length (Django joins repeats: "43,48") or one that is not a number
    status, answer, _ = await post(voting.pk, content_length=content_length)
    # then the answer is the JSON 400 and nothing is stored
    assert (status, answer["code"]) == (400, "BAD_REQUEST") and answer["error"]
    assert await votes_stored() == {}


@pytest.mark.parametrize("query", [b"\xff=\xff", b"a=%00"])
async def test_a_query_string_the_door_cannot_read_is_a_400_never_a_crash(voting, query):
    # given a query string that is not UTF-8 (Django's own handler answers it 400), or one naming a NUL
    status, answer, headers = await post(voting.pk, query=query)
    # then the answer is the JSON 400 with the usual headers, and nothing is stored
    assert status == 400 and answer["code"] in ("BAD_REQUEST", "INVALID_TEXT") and answer["error"]
    assert headers["x-content-type-options"] == ["nosniff"]
    assert await votes_stored() == {}


@pytest.mark.parametrize("session_id", ["9" * 5000, "99999999999999999999999", "0"])
async def test_a_session_id_no_session_can_have_is_not_found_never_a_500(voting, session_id):
    # given an id past Python's 4,300-digit int() limit, past bigint, or zero
    # when a vote names it, then the answer is the JSON 404 and nothing is stored
    status, answer, _ = await post(session_id)
    assert status == 404 and answer["code"].endswith("NOT_FOUND") and answer["error"]
    assert await votes_stored() == {}


async def test_the_door_answers_with_the_headers_djangos_stack_would(voting):
    _, _, door = await post(voting.pk)
    django = await sync_to_async(lambda: Client().post(f"/api/court/sessions/{voting.pk}/vote", BALLOT,
                                                       content_type="application/json"), thread_sensitive=False)()
    stack = {name.lower() for name in django.headers} - {"vary"}  # Vary: Cookie comes from the session middleware
    assert stack <= set(door)


async def test_an_anonymous_vote_takes_no_thread(voting):
    if not votes_async.available():
        skip_without_service("the event-loop driver needs PostgreSQL and Redis")
    await post(voting.pk)  # the first vote connects
    poll = await database_sync_to_async(Poll.objects.get)(session=voting, kind="verdict")
    await sync_to_async(cache.set, thread_sensitive=False)(tally_key(poll.pk), 1, 60)  # a broadcast is pending
    # when a voter votes with no tally broadcast due, then nothing is handed to a thread
    with mock.patch.object(ThreadPoolExecutor, "submit", side_effect=AssertionError("a thread hop")) as submit:
        status, _, _ = await post(voting.pk)
    assert status == 200 and submit.call_count == 0


async def test_a_refused_voter_is_refused_from_memory_until_its_window_ends(voting, settings):
    cookie = await voter_at_its_limit(voting, settings)
    assert (await post(voting.pk, cookies=cookie))[0] == 429  # the limits refuse it once
    batcher = VoteBatcher.current(on_loop=True)
    cast_many = mock.AsyncMock(wraps=batcher.cast_many)
    # when the refused voter goes on voting within its window
    with mock.patch.object(batcher, "cast_many", cast_many):
        again = [await post(voting.pk, cookies=cookie) for _ in range(5)]
        # then each attempt is refused in the same shape, without a batch (no cache, no database)
        assert {(status, answer["code"], answer["scope"]) for status, answer, _ in again} == {
            (429, "VOTE_RATE_LIMITED", "voter")}
        assert all(0 < answer["retryAfterMs"] <= settings.VOTE_SPAM_WINDOW_MS for _, answer, _ in again)
        assert cast_many.call_count == 0
        # and another voter from the same address still votes
        assert (await post(voting.pk))[0] == 200
        assert cast_many.call_count == 1
        # and once its window has ended (as far as this process knows), its attempt goes to the limits again
        later = time.monotonic() + settings.VOTE_SPAM_WINDOW_MS / 1000
        with mock.patch.object(voting_module, "time", mock.Mock(monotonic=lambda: later)):
            await post(voting.pk, cookies=cookie)
        assert cast_many.call_count == 2
    # and every refused attempt is counted for the votes sweeper
    await VoteBatcher.aclose_current()
    assert await sync_to_async(cache.get, thread_sensitive=False)(blocked_key(voting.pk)) == 7


async def test_a_known_spammer_hears_its_refusal_after_a_pause_and_no_one_else_waits(voting, settings):
    settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW = 1
    settings.COURT_VOTE_REFUSED_WAIT_MS = 400
    settings.VOTE_SPAM_WINDOW_MS = 3_600_000  # an hour's fixed window ends within the pause 0.01 % of the time
    _, _, headers = await post(voting.pk)
    cookie = voter_cookie(headers)
    assert (await post(voting.pk, cookies=cookie))[0] == 429  # the limits refuse it: now it is known

    async def timed(**kwargs):
        started = time.monotonic()
        status, answer, _ = await post(voting.pk, **kwargs)
        return status, answer, time.monotonic() - started

    # when the known spammer tries again while an honest voter votes
    (spam, spam_answer, spam_s), (honest, _, honest_s) = await asyncio.gather(timed(cookies=cookie), timed())
    # then the spammer's 429 comes after the pause (a retrying client slows to its pace), the voter's 200 before
    assert (spam, honest) == (429, 200)
    assert spam_s >= 0.4 > honest_s
    assert 0 < spam_answer["retryAfterMs"] <= settings.VOTE_SPAM_WINDOW_MS - 400


def _stored_votes(session, count: int) -> None:
    """`count` votes (guilty) in the session's verdict poll, stored as a batch stores them."""
    poll = Poll.objects.get(session=session, kind="verdict")
    with transaction.atomic():
        votes_store({(poll.pk, f"crowd-{n}"): "guilty" for n in range(count)}, timezone.now())


async def test_every_answer_counts_its_own_vote_however_many_votes_the_session_holds(voting):
    # given a session holding thousands of votes (the answer's tally was the last count past 1,000)
    await database_sync_to_async(_stored_votes)(voting, 3000)
    # when voters vote one after another
    answers = [await post(voting.pk, client_ip=f"203.0.113.{n}") for n in range(1, 4)]
    # then each answer's tally counts every vote stored before it and its own
    assert [(status, answer["verdictVotes"]) for status, answer, _ in answers] == [
        (200, {"guilty": 3000 + n, "not_guilty": 0}) for n in range(1, 4)]
