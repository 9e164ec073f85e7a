"""A batch cut off inside its store, on the README's web process and a real Celery worker (PostgreSQL and Redis):
its PostgreSQL connection ended (as a restart of the server ends every connection), or its web process killed.
The votes and their counts are one statement's (services/vote_rows.py), so the batch leaves both or neither:
the kept tally is the stored votes counted, no vote answered 200 is lost, and once a web process is back the
live tally the worker publishes is the stored votes counted.

The batch is held inside its statement by a lock another transaction takes on the poll's counts, so the cut
lands after its votes are written and before its commit, every run."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import signal
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest
from django.conf import settings as django_settings

from courtroom.models import CourtSession, Poll
from courtroom.services import session_create
from juryrigged import realtime
from tests.bench.bench_court_clients import Servers
from tests.support.waiting import wait_for

pytestmark = pytest.mark.django_db(transaction=True)


def database_url() -> str:
    db = django_settings.DATABASES["default"]
    return f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"


def vote(port: int, session_id: int, choice: str, cookie: str = "") -> tuple[int, str]:
    """(status, the voter cookie it was given or kept) of one vote through the web process."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        headers = {"Content-Type": "application/json", **({"Cookie": cookie} if cookie else {})}
        conn.request("POST", f"/api/court/sessions/{session_id}/vote",
                     json.dumps({"type": "verdict", "choice": choice}), headers)
        answer = conn.getresponse()
        answer.read()
        given = answer.getheader("Set-Cookie") or ""
        return answer.status, given.split(";", 1)[0] or cookie
    finally:
        conn.close()


def tallies(poll_id: int) -> tuple[dict, dict]:
    """(the kept counts, the stored votes counted), read in one snapshot."""
    with psycopg.connect(database_url()) as conn:
        kept = dict(conn.execute("SELECT choice, sum(votes) FROM courtroom_tally WHERE poll_id = %s GROUP BY choice "
                                 "HAVING sum(votes) <> 0", [poll_id]).fetchall())
        counted = dict(conn.execute("SELECT choice, count(*) FROM courtroom_vote WHERE poll_id = %s GROUP BY choice",
                                    [poll_id]).fetchall())
    return kept, counted


@contextlib.contextmanager
def counts_locked(poll_id: int):
    """Another transaction holding the poll's counts, so a batch moving them waits inside its statement; yields
    that connection."""
    with psycopg.connect(database_url()) as conn:
        conn.execute("SELECT * FROM courtroom_tally WHERE poll_id = %s FOR UPDATE", [poll_id])
        yield conn
        conn.rollback()


def held_batch() -> int | None:
    """The backend of a batch waiting for the counts' lock, if one is (asked outside the lock's transaction,
    which would see the activity of its first look only)."""
    with psycopg.connect(database_url(), autocommit=True) as conn:  # the batch's, not a broadcast behind it
        found = conn.execute("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND "
                             "wait_event_type = 'Lock' AND query LIKE '%courtroom_tally%'").fetchall()
    return found[0][0] if found else None


def gone(pid: int) -> bool:
    with psycopg.connect(database_url(), autocommit=True) as conn:
        return not conn.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", [pid]).fetchall()


def test_a_batch_cut_inside_its_store_leaves_the_tally_the_stored_votes_counted(require_postgres, require_redis,
                                                                                 celery_worker, settings):
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    settings.COURT_TALLY_BROADCAST_MS = 300
    env = {"DATABASE_URL": database_url(), "REDIS_URL": os.environ["REDIS_URL"], "LLM_PROVIDER": "mock"}
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
    wait_for(lambda: CourtSession.objects.get(pk=session.pk).phase == "verdict_vote", timeout=60)
    poll = Poll.objects.get(session=session, kind="verdict")
    pool = ThreadPoolExecutor(2)
    with Servers(1, env) as web:
        port = web.ports[0]
        # given votes answered through the README's web process, one of them changed since
        answered = [vote(port, session.pk, choice) for choice in ("guilty", "guilty", "not_guilty")]
        assert [status for status, _ in answered] == [200, 200, 200]
        assert vote(port, session.pk, "not_guilty", answered[0][1])[0] == 200
        assert tallies(poll.pk) == ({"guilty": 1, "not_guilty": 2},) * 2

        # when a batch's connection is ended inside its statement, as a PostgreSQL restart ends it
        with counts_locked(poll.pk) as conn:
            cut = pool.submit(vote, port, session.pk, "guilty")
            conn.execute("SELECT pg_terminate_backend(%s)", [wait_for(held_batch, timeout=20)])
        # then it is answered 503 (vote again) and left neither a vote nor a count
        assert cut.result(timeout=30)[0] == 503
        assert tallies(poll.pk) == ({"guilty": 1, "not_guilty": 2},) * 2

        # when the web process is killed while its batch waits inside its statement
        with counts_locked(poll.pk) as conn:
            killed = pool.submit(vote, port, session.pk, "guilty")
            backend = wait_for(held_batch, timeout=20)
            os.kill(web.processes[0].pid, signal.SIGKILL)
            web.processes[0].wait(timeout=10)
        with pytest.raises((ConnectionError, http.client.HTTPException)):
            killed.result(timeout=30)
        wait_for(lambda: gone(backend), timeout=20)
        # then its vote and its count were committed together or not at all (it was never answered)
        kept, counted = tallies(poll.pk)
        assert kept == counted and counted in ({"guilty": 1, "not_guilty": 2}, {"guilty": 2, "not_guilty": 2})
    pool.shutdown()

    # when a web process is back and a voter votes
    with Servers(1, env) as web:
        assert vote(web.ports[0], session.pk, "guilty")[0] == 200
    # then the worker's live tally is the stored votes counted
    kept, counted = tallies(poll.pk)
    assert kept == counted

    def published():
        updates = [e.payload for e in realtime.events_after(session.stream, 0) if e.type == "vote_updated"]
        return updates and {c: n for c, n in updates[-1]["votes"].items() if n} == counted

    wait_for(published, timeout=20)
