"""The vote door's plain path (`VoteDoor._plain`): the usual vote answered without Django's request and
response objects, and the same answer as the full path for every request, taken or not.

Each request is sent twice through the production ASGI application: as it comes (the plain path when it
qualifies) and with `_plain` switched off (the full path, Django's ASGIRequest, `voting.respond` and
HttpResponse, as before the plain path existed). Tallies and the voter id in the cookie differ between the
two casts; everything else must not.
"""

import asyncio
import json
import time
from unittest import mock

import pytest
from channels.db import database_sync_to_async
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.utils import timezone

from courtroom.models import CourtSession, Poll, Vote
from courtroom.services import votes_async
from courtroom.services.limits import window_count_pairs
from courtroom.services.votes import limits_judged, tally_key, tally_last_key
from courtroom.vote_door import VoteDoor
from courtroom.voters import VOTER_COOKIE, set_voter_cookie, voter_cookie_header, voter_from
from courtroom.voting import VoteBatcher
from tests.courtroom.conftest import in_phase, run_until
from tests.courtroom.test_vote_door import through_the_door, voter_cookie
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


async def post(session_id, body=BALLOT, *, method="POST", headers=(), cookies="", content_type="application/json",
               replace=(), query=b"") -> tuple[int, dict, dict]:
    """(status, JSON answer, headers) of one request through the ASGI application, as uvicorn sends it (header
    names in lower case): Host, Content-Type, Content-Length (unless named in `replace`), then `headers`."""
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    sent = [(b"host", b"testserver"), (b"content-type", content_type.encode()),
            (b"content-length", str(len(raw)).encode())]
    sent = [(name, value) for name, value in sent if name.decode() not in replace]
    sent += [(b"cookie", cookies.encode())] if cookies else []
    sent += [(name.encode(), value.encode()) for name, value in headers]
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method, "scheme": "http",
             "path": f"/api/court/sessions/{session_id}/vote", "raw_path": b"", "query_string": query,
             "root_path": "", "headers": sent, "client": ("203.0.113.9", 50000), "server": ("testserver", 80)}
    return await through_the_door(scope, raw)


def taken(plain: list):
    """`_plain` as is, recording what it answered for each request (None: the full path)."""
    original = VoteDoor._plain

    def recorded(self, scope, body):
        plain.append(original(self, scope, body))
        return plain[-1]

    return mock.patch.object(VoteDoor, "_plain", recorded)


def comparable(status, answer, headers) -> tuple:
    """An answer without what two casts of the same request may differ in: the tallies' counts, the
    Server-Timing value, the voter id, its signature and its expiry date in the cookie."""
    if status == 200:
        answer = {**answer, "verdictVotes": sorted(answer["verdictVotes"]),
                  "sentenceVotes": sorted(answer["sentenceVotes"])}
    headers = {name: values for name, values in headers.items() if name != "server-timing"}
    if "set-cookie" in headers:
        headers["set-cookie"] = [cookie.split(";", 1)[0].split("=", 1)[0] + ";" + cookie.split(";", 2)[2]
                                 for cookie in headers["set-cookie"]]
    return status, answer, sorted(headers.items())


async def both(session_id, body=BALLOT, **kwargs) -> tuple[tuple, tuple, object]:
    """(the answer as the door gives it, the full path's answer to the same request, what `_plain` said)."""
    plain = []
    with taken(plain):
        door = await post(session_id, body, **kwargs)
    with mock.patch.object(VoteDoor, "_plain", lambda self, scope, body: None):
        full = await post(session_id, body, **kwargs)
    return door, full, plain[0]


async def test_the_usual_vote_takes_the_plain_path_and_is_answered_as_the_full_path_answers(voting):
    # when a browser votes from the site's own page, with no cookie yet
    door, full, plain = await both(voting.pk, headers=[("origin", "http://testserver"),
                                                       ("x-forwarded-for", "198.51.100.4")])
    # then the plain path took it, and its answer is the full path's: status, body, every header and cookie
    assert plain is not None
    assert door[0] == 200 and comparable(*door) == comparable(*full)
    assert list(door[2]) == list(full[2])  # the headers in the same order too
    # and the cookie it issued names the voter stored, as the full path's does
    stored = await database_sync_to_async(lambda: set(Vote.objects.values_list("voter", flat=True)))()
    for _, _, headers in (door, full):
        request = HttpRequest()
        request.COOKIES[VOTER_COOKIE] = voter_cookie(headers).split("=", 1)[1]
        assert voter_from(request) in stored
    assert len(stored) == 2


async def test_a_returning_voter_takes_the_plain_path_and_keeps_its_vote(voting):
    _, _, headers = await post(voting.pk)
    cookie = voter_cookie(headers)
    plain = []
    with taken(plain):
        status, answer, again = await post(voting.pk, {"type": "verdict", "choice": "not_guilty"}, cookies=cookie)
    assert plain[0] is not None and status == 200 and "set-cookie" not in again
    assert answer["verdictVotes"] == {"guilty": 0, "not_guilty": 1}


@pytest.mark.parametrize("body, kwargs", [
    (BALLOT, {"method": "GET"}),
    (BALLOT, {"headers": [("origin", "http://evil.example")]}),
    (BALLOT, {"headers": [("origin", "null")]}),
    (BALLOT, {"headers": [("referer", "http://evil.example/page")]}),
    (BALLOT, {"headers": [("referer", "http://testserver/court/1")]}),
    (BALLOT, {"headers": [("origin", "http://testserver"), ("origin", "http://evil.example")]}),
    (BALLOT, {"headers": [("x-forwarded-for", "198.51.100.4"), ("x-forwarded-for", "198.51.100.5")]}),
    (BALLOT, {"query": b"x=1"}),
    (BALLOT, {"content_type": "application/json; charset=utf-8"}),
    (BALLOT, {"content_type": "text/plain"}),
    (BALLOT, {"cookies": "court_voter=tampered"}),
    (BALLOT, {"cookies": "court_voter=a\x00b"}),
    (BALLOT, {"cookies": 'a="\\000"'}),  # a quoted cookie's octal escape: a NUL once parsed (400 INVALID_TEXT)
    (BALLOT, {"cookies": 'court_voter="\\000abc"'}),
    (BALLOT, {"cookies": "sessionid=nope"}),
    (BALLOT, {"headers": [("host", "evil.example")]}),
    (BALLOT, {"replace": ["host"], "headers": [("host", "evil.example")]}),
    (BALLOT, {"replace": ["host"]}),
    (BALLOT, {"replace": ["content-length"]}),
    (b"{not json", {}),
    ({"type": "verdict", "choice": "gu\u0000ilty"}, {}),
    ({"type": "verdict", "choice": 3}, {}),
    ({"type": "verdict", "choice": "maybe"}, {}),
    ({"type": "jury", "choice": "guilty"}, {}),
])
async def test_every_other_request_is_answered_as_the_full_path_answers_it(voting, body, kwargs):
    door, full, _ = await both(voting.pk, body, **kwargs)
    assert comparable(*door) == comparable(*full)


async def test_a_declared_length_past_the_limit_is_refused_as_django_refuses_it(voting, settings):
    # given a small body whose Content-Length says it is larger than the limit
    door, full, plain = await both(voting.pk, replace=["content-length"],
                                   headers=[("content-length", str(settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1))])
    # then the plain path leaves it, and the answer is Django's 413 in the error shape
    assert plain is None
    assert door[:2] == full[:2] and door[1]["code"] == "BODY_TOO_LARGE"
    assert await database_sync_to_async(Vote.objects.count)() == 0


async def test_header_names_not_in_lower_case_are_left_to_django(voting):
    # given an ASGI server that sent an Origin naming another site with a capital O
    plain = []
    with taken(plain):
        status, answer, _ = await post(voting.pk, headers=[("Origin", "http://evil.example")])
    # then the door did not read past it: Django's request reads it and the vote is refused
    assert plain == [None] and (status, answer["code"]) == (403, "CROSS_SITE_VOTE")


async def test_a_refusal_after_the_batch_is_answered_in_the_error_shape(voting):
    await database_sync_to_async(Poll.objects.filter(session=voting).update)(closed_at=timezone.now())
    door, full, plain = await both(voting.pk)
    assert plain is not None and door[0] == 409 and comparable(*door) == comparable(*full)


@pytest.mark.parametrize("debug, secure", [(True, False), (False, True), (False, False)])
def test_the_voter_cookie_header_is_the_one_djangos_response_writes(settings, debug, secure):
    settings.DEBUG, settings.SESSION_COOKIE_SECURE = debug, secure
    for voter in ("0123456789abcdef0123456789abcdef", "ffffffffffffffffffffffffffffffff"):
        with mock.patch("time.time", return_value=1_800_000_000.7):
            response = HttpResponse()
            set_voter_cookie(response, voter)
            assert voter_cookie_header(voter) == response.cookies[VOTER_COOKIE].output(header="").strip()


async def test_once_the_store_has_read_the_poll_a_batch_is_one_statement(voting):
    if not votes_async.available():
        skip_without_service("the event-loop driver needs PostgreSQL and Redis")
    assert (await post(voting.pk))[0] == 200  # the first batch reads the poll under its lock
    store = VoteBatcher.current(on_loop=True).store
    execute = mock.AsyncMock(wraps=store.db.execute)
    with mock.patch.object(store.db, "execute", execute):
        status, answer, _ = await post(voting.pk, {"type": "verdict", "choice": "not_guilty"})
    statements = [call.args[0] for call in execute.call_args_list]
    assert status == 200 and answer["verdictVotes"] == {"guilty": 1, "not_guilty": 1}
    assert statements == [votes_async.STORE_IF_UNCHANGED]  # stored, tally moved and read: one round trip
    assert await database_sync_to_async(Vote.objects.count)() == 2


@pytest.mark.parametrize("change, code", [
    (lambda session: Poll.objects.filter(session=session).update(closed_at=timezone.now()), "VOTE_REJECTED"),
    (lambda session: CourtSession.objects.filter(pk=session.pk).update(join_code="ROOM7"), "JOIN_CODE_REQUIRED"),
    (lambda session: Poll.objects.filter(session=session).update(choices=["acquitted", "convicted"]),
     "VOTE_REJECTED"),
])
async def test_a_poll_changed_after_the_store_read_it_is_judged_as_it_is_now(voting, change, code):
    # given a store that has read the poll (a vote cast)
    assert (await post(voting.pk))[0] == 200
    # when the poll closes, gets a join code or other choices, and then a voter votes
    await database_sync_to_async(change)(voting)
    status, answer, _ = await post(voting.pk, {"type": "verdict", "choice": "not_guilty"})
    # then the vote is refused as the poll now says, and not stored
    assert answer["code"] == code and status in (400, 403, 409)
    stored = await database_sync_to_async(lambda: list(Vote.objects.values_list("choice", flat=True)))()
    assert stored == ["guilty"]


async def test_a_poll_the_store_read_still_takes_votes_after_another_change_is_undone(voting):
    # given a store that has read the poll, and a join code set and removed since
    assert (await post(voting.pk))[0] == 200
    await database_sync_to_async(CourtSession.objects.filter(pk=voting.pk).update)(join_code="ROOM7")
    assert (await post(voting.pk))[1]["code"] == "JOIN_CODE_REQUIRED"
    await database_sync_to_async(CourtSession.objects.filter(pk=voting.pk).update)(join_code="")
    # then a vote is taken and stored
    status, answer, _ = await post(voting.pk, {"type": "verdict", "choice": "not_guilty"})
    assert status == 200 and answer["verdictVotes"] == {"guilty": 1, "not_guilty": 1}
    assert json.dumps(answer)  # an ordinary JSON answer


def test_the_limit_counters_charge_an_address_only_under_its_voters_limit(settings):
    # given three attempts of one voter allowed two, then another voter, all from one address
    settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW = 2
    mine, theirs, remaining = window_count_pairs(["court:test:ann", "court:test:ann", "court:test:ann",
                                                  "court:test:bob"], ["court:test:venue"] * 4, 60_000, 2)
    # then each attempt counts for its voter in order, and the address counts only those under the voter's limit
    assert (mine, theirs) == ([1, 2, 3, 1], [1, 2, None, 3])
    assert 0 < remaining <= 60_000
    # and the judged refusals are the voter's for ann's third attempt only (the address is far from its ceiling)
    refusals, blocked = limits_judged([(7, "ann", "venue")] * 3 + [(7, "bob", "venue")], mine, theirs, remaining)
    assert [refusal and refusal.extra["scope"] for refusal in refusals] == [None, None, "voter", None]
    assert blocked == {7: 1}


def tally_flag(session):
    poll = Poll.objects.get(session=session, kind="verdict")
    return cache.get(tally_key(poll.pk))


def a_tally_just_went_out(session, settings):
    """The poll's last broadcast began now, and the next is a minute away: it is coalesced (its pending flag stays
    set until the worker publishes it) rather than published at once by the web process, which clears the flag."""
    settings.COURT_TALLY_BROADCAST_MS = 60_000
    poll = Poll.objects.get(session=session, kind="verdict")
    cache.set(tally_last_key(poll.pk), time.time())


async def test_a_batch_requests_the_last_batchs_tally_broadcast_in_its_limits_round_trip(voting, settings):
    if not votes_async.available():
        skip_without_service("the event-loop driver needs PostgreSQL and Redis")
    settings.COURT_VOTE_BATCH_MS = 1000  # a batch gathers for 1 s; a broadcast owed is requested alone after 2 s
    await database_sync_to_async(a_tally_just_went_out)(voting, settings)
    assert (await post(voting.pk))[0] == 200
    store = VoteBatcher.current(on_loop=True).store
    # when the first vote has been answered, its poll's broadcast is owed, not yet requested
    assert store.owed and await database_sync_to_async(tally_flag)(voting) is None
    with mock.patch.object(store.redis, "set", side_effect=AssertionError("a round trip of its own")):
        # then the next batch requests it with its limits, in the same script
        assert (await post(voting.pk))[0] == 200
        assert await database_sync_to_async(tally_flag)(voting) == 1
        assert store.owing is not None and store.owed  # the second batch's own broadcast is owed in turn
        store.owing.cancel()
        store.owing = None
    store.owed.clear()


async def test_a_lone_vote_requests_its_tally_broadcast_soon_after_its_answer(voting, settings):
    if not votes_async.available():
        skip_without_service("the event-loop driver needs PostgreSQL and Redis")
    await database_sync_to_async(a_tally_just_went_out)(voting, settings)
    assert (await post(voting.pk))[0] == 200
    # when no other vote follows, then the broadcast is requested on its own within a few batch intervals
    for _ in range(100):
        if await database_sync_to_async(tally_flag)(voting) == 1:
            break
        await asyncio.sleep(0.01)
    assert await database_sync_to_async(tally_flag)(voting) == 1


async def test_a_broadcast_owed_while_a_batch_gathers_is_requested_by_that_batch(voting, settings):
    if not votes_async.available():
        skip_without_service("the event-loop driver needs PostgreSQL and Redis")
    settings.COURT_VOTE_BATCH_MS = 500  # a batch gathers for 0.5 s; a broadcast owed is requested alone after 1 s
    await database_sync_to_async(a_tally_just_went_out)(voting, settings)
    assert (await post(voting.pk))[0] == 200
    store = VoteBatcher.current(on_loop=True).store
    assert store.owed and await database_sync_to_async(tally_flag)(voting) is None
    with mock.patch.object(store.redis, "set", wraps=store.redis.set) as alone:
        # when the next vote arrives 0.75 s later, so that its batch is still gathering when the owed request's
        # timer is up (at 1 s; the batch is cast at 1.25 s)
        await asyncio.sleep(0.75)
        assert (await post(voting.pk))[0] == 200
        # then the timer spent no round trip of its own: that batch's limits script set the flag
        assert alone.call_count == 0
        assert await database_sync_to_async(tally_flag)(voting) == 1
    if store.owing is not None:
        store.owing.cancel()
        store.owing = None
    store.owed.clear()
