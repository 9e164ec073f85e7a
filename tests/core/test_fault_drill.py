"""The fault drill (issue 31's "Prove it"): the production shape on a Redis and a PostgreSQL of the drill's
own, with PostgreSQL restarted during a turn and Redis during an open vote.

The README's web process (uvicorn, as written), its prefork worker and its beat run against servers this
test starts on free ports (the shared ones are never touched), kept running as the deploy files' supervisors
keep them (`Restart=always`). A courtroom session runs with a fast pace; SSE and websocket viewers follow it
from the first event and resume where they were cut off (Last-Event-ID, ?after; one of each is cut as Redis
goes down); voters vote while the verdict poll is open; and an evaluation batch of BATCH_ITEMS labelled items
runs through the same worker from before the first restart to after the last. Then:

- the show finishes (status completed);
- no accepted vote is lost: every 200 is a row, and no vote is answered 500;
- every stored event of the session's stream reached every viewer, none is stored after `session_completed`,
  and no live tally after its poll's close;
- the evaluation batch completes: every item judged, none failed (a run the restart interrupted is resumed
  from what it stored; the calls it asks again are counted and printed);
- the worker is alive at the end (its restarts are counted and printed).

It runs in CI's PostgreSQL/Redis pass (where a skip fails the run) and needs redis-server and PostgreSQL's
server binaries; the newcomer's pass (no services) skips it.
"""

from __future__ import annotations

import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

import psycopg
import pytest

from tests.bench.bench_court_clients import free_port, load_average, wait_for_port
from tests.support.ci_guard import skip_without_service
from tests.support.drill import (ROOT, DrillPostgres, DrillRedis, SseViewer, Supervised, WebsocketViewer,
                                 celery_commands, missing_tools, post_vote, web_command)

pytestmark = [pytest.mark.services, pytest.mark.timeout(660)]

VIEWERS = 3  # of each kind: SSE and websocket
VOTERS = 3
BATCH_ITEMS = 16  # one at a time, through the restarts
BATCH_WAIT_S = 240  # after the show, for the batch's last items (each item is a run: jurors, foreman, report)
PANEL = {"jurorModels": ["openai/gpt-4o-mini", "google/gemini-2.5-flash", "meta-llama/llama-3.3-70b-instruct"],
         "foremanModel": "mistralai/mistral-small"}
CRASH = "Unrecoverable error"


def _env(pg: DrillPostgres, redis: DrillRedis) -> dict:
    keep = {k: v for k, v in os.environ.items()
            if k not in ("LOG_LEVEL", "TEST_DB_NAME", "CI", "CI_SERVICES", "PYTEST_CURRENT_TEST")}
    return {**keep, "DATABASE_URL": pg.url, "REDIS_URL": redis.url, "DEBUG": "false", "PYTHONPATH": str(ROOT),
            "LLM_PROVIDER": "mock", "LLM_MOCK_LATENCY_MS": "300",
            # a show of about 45 steps in well under a minute; a verdict poll long enough to restart Redis in
            "COURT_PACE_MS_PER_CHAR": "2", "COURT_PACE_MAX_MS": "400",
            "VERDICT_VOTE_WINDOW_MS": "10000", "SENTENCE_VOTE_WINDOW_MS": "2000",
            "SWEEP_INTERVAL_S": "1", "COURT_STEP_GRACE_MS": "1500", "COURT_RECAP_EVERY_TURNS": "0"}


def _manage(env: dict, *args: str, timeout: float = 120) -> str:
    done = subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def _stored(pg: DrillPostgres, session_id: int):
    with psycopg.connect(pg.url, connect_timeout=10) as conn:
        events = conn.execute("SELECT seq, type, payload->>'type' FROM realtime_streamevent WHERE stream = %s "
                              "ORDER BY seq", [f"court.{session_id}"]).fetchall()
        votes = conn.execute("SELECT count(*) FROM courtroom_vote v JOIN courtroom_poll p ON p.id = v.poll_id "
                             "WHERE p.session_id = %s AND p.kind = 'verdict'", [session_id]).fetchone()[0]
        status = conn.execute("SELECT status FROM courtroom_courtsession WHERE id = %s", [session_id]).fetchone()[0]
    return events, votes, status


def _batch(pg: DrillPostgres, batch_id: str) -> tuple[str, dict, int]:
    """The batch's status, its items by status, and how many of its items' runs asked a juror more than
    once (a run resumed after the restart asks again what it had not stored)."""
    with psycopg.connect(pg.url, connect_timeout=10) as conn:
        status = conn.execute("SELECT status FROM evaluation_batch WHERE id = %s", [batch_id]).fetchone()[0]
        items = dict(conn.execute("SELECT status, count(*) FROM evaluation_batchitem WHERE batch_id = %s "
                                  "GROUP BY status", [batch_id]).fetchall())
        twice = conn.execute(
            "SELECT count(*) FROM (SELECT c.subject, c.model FROM llm_llmcall c WHERE c.purpose = 'eval.juror' "
            "AND c.attempt = 1 AND c.subject IN (SELECT 'eval.message:' || i.message_id FROM evaluation_batchitem i "
            "WHERE i.batch_id = %s) GROUP BY c.subject, c.model HAVING count(*) > 1) t", [batch_id]).fetchone()[0]
    return status, items, twice


def _batch_progress(pg: DrillPostgres, batch_id: str) -> str:
    try:
        _, items, _ = _batch(pg, batch_id)
    except psycopg.Error:
        return "unknown"
    return f"{items.get('done', 0)} done, {items.get('running', 0)} running"


def test_the_show_survives_a_postgresql_restart_during_a_turn_and_a_redis_restart_during_a_vote():
    if not os.environ.get("DATABASE_URL") or not os.environ.get("REDIS_URL"):
        skip_without_service("the fault drill runs in the PostgreSQL/Redis pass")
    missing = missing_tools()
    if missing:
        pytest.fail(f"the fault drill needs {', '.join(missing)}")
    started = time.monotonic()
    redis, pg = DrillRedis(), DrillPostgres()
    logs = tempfile.mkdtemp(prefix="drill-logs-")
    processes: list[Supervised] = []
    viewers: list[SseViewer] = []
    try:
        redis.start()
        pg.init()
        pg.start()
        env = _env(pg, redis)
        made = _manage(env, "shell", "-c", (
            "from django.core.management import call_command; call_command('migrate', verbosity=0); "
            "from django.contrib.auth import get_user_model; "
            "from courtroom.services import session_create; "
            "from evaluation.batch.intake import ItemSpec; from evaluation.batch.services import batch_create; "
            "session = session_create(topic=\"A goose is accused of stealing the mayor's sandwich\"); "
            "owner = get_user_model().objects.create_user('drill'); "
            f"specs = [ItemSpec(content=f'Answer {{k}}: open Settings, then Account, then Reset password.', "
            f"question='How do I reset my password?', label_verdict='APPROVE' if k % 3 else 'REJECT') "
            f"for k in range({BATCH_ITEMS})]; "
            f"batch = batch_create(user=owner, name='drill', mode='jury', config={PANEL!r}, items=specs, "
            "concurrency=1, budget_usd=None, budget_tokens=None); "
            "print(session.pk, batch.pk)"), timeout=180).split()
        session_id, batch_id = int(made[-2]), made[-1]
        setup_s = time.monotonic() - started

        port = free_port()
        worker_args, beat_args = celery_commands(logs)
        web = Supervised("web", web_command(port), env, logs).start()
        worker = Supervised("worker", worker_args, env, logs).start()
        beat = Supervised("beat", beat_args, env, logs).start()
        processes += [web, worker, beat]
        wait_for_port(port, timeout=60, process=web.process)

        turns = threading.Event()
        verdict_open = threading.Event()
        closes: list[float] = []
        seen_turns = collections.Counter()

        def watch(seq, kind, data):
            if kind == "turn":
                seen_turns["turn"] += 1
                if seen_turns["turn"] == 4:
                    seen_turns["at restart"] = 4
                    turns.set()
            if kind == "phase_changed" and '"verdict_vote"' in data and '"poll"' in data:
                payload = json.loads(data).get("payload", {})
                closes.append(payload.get("phaseDurationMs") or 10000)
                verdict_open.set()

        deadline = time.monotonic() + 260
        viewers += [SseViewer(port, session_id, deadline, on_event=watch if i == 0 else None) for i in range(VIEWERS)]
        viewers += [WebsocketViewer(port, session_id, deadline) for _ in range(VIEWERS)]
        for viewer in viewers:
            viewer.start()

        # PostgreSQL restarts during a turn (the fourth line is out, the next is being written)
        assert turns.wait(90), "the show did not reach its fourth turn"
        batch_at_pg = _batch_progress(pg, batch_id)
        pg_down_s = pg.restart(down_s=2.0)

        # Redis restarts while the verdict poll is open and voters are voting
        if not verdict_open.wait(150):
            events, _, status = _stored(pg, session_id)
            last = events[-1][:2] if events else None
            raise AssertionError(
                f"the verdict poll did not open: session {status}, {len(events)} events stored, last {last}; "
                f"viewers' last seqs {[v.last for v in viewers]}, connections {[v.connections for v in viewers]}; "
                f"batch {_batch_progress(pg, batch_id)}")
        statuses: collections.Counter = collections.Counter()
        voting_until = time.monotonic() + closes[0] / 1000 - 1.0
        lock = threading.Lock()

        def voter(index: int):
            n = 0
            while time.monotonic() < voting_until:
                status = post_vote(port, session_id, "guilty" if (index + n) % 3 else "not_guilty")
                with lock:
                    statuses[status] += 1
                n += 1
                time.sleep(0.05)

        voters = [threading.Thread(target=voter, args=(i,), daemon=True) for i in range(VOTERS)]
        for thread in voters:
            thread.start()
        time.sleep(2.0)
        # a viewer of each kind loses its connection as Redis goes: each comes back where it was and replays the gap
        cut = [viewers[VIEWERS - 1], viewers[-1]]
        for viewer in cut:
            viewer.cut()
        batch_at_redis = _batch_progress(pg, batch_id)
        redis_down_s = redis.restart(down_s=2.0)
        for thread in voters:
            thread.join(timeout=30)

        for viewer in viewers:
            viewer.join(timeout=max(1, deadline - time.monotonic()))
        events, votes_stored, status = _stored(pg, session_id)
        batch_deadline = time.monotonic() + BATCH_WAIT_S
        while True:
            batch_status, batch_items, judged_twice = _batch(pg, batch_id)
            if batch_status != "running" or time.monotonic() > batch_deadline:
                break
            time.sleep(2)
        worker_alive = worker.process.poll() is None
        worker_log = worker.log()
        wall = time.monotonic() - started

        stored = [seq for seq, _, _ in events]
        kinds = {seq: kind for seq, kind, _ in events}
        closed: set[str] = set()
        late_tallies = []  # a live tally stored after its poll's close (or the show's end)
        for seq, kind, poll in events:
            if kind == "vote_closed":
                closed.add(poll)
            elif kind == "vote_updated" and poll in closed:
                late_tallies.append(seq)
        missed = {i: sorted(set(stored) - set(v.seqs)) for i, v in enumerate(viewers)}
        print(f"\nfault drill (load average {load_average()}): {wall:.1f} s wall ({setup_s:.1f} s set-up)")
        print(f"  PostgreSQL restart: down {pg_down_s:.1f} s after turn {seen_turns['at restart']}; "
              f"Redis restart: down {redis_down_s:.1f} s during the verdict vote")
        print(f"  votes: {sum(statuses.values())} sent, {statuses[200]} accepted (200), {votes_stored} stored; "
              f"answers {dict(sorted(statuses.items()))}")
        print(f"  events: {len(stored)} stored; per viewer (SSE x{VIEWERS}, websocket x{VIEWERS}) received "
              f"{[len(set(v.seqs) & set(stored)) for v in viewers]}, connections {[v.connections for v in viewers]} "
              f"(refused reconnections {[v.refused for v in viewers]})")
        print(f"  evaluation batch of {BATCH_ITEMS}: at the PostgreSQL restart {batch_at_pg}, at the Redis restart "
              f"{batch_at_redis}; at the end {batch_status}, items {batch_items}, runs that asked a juror again "
              f"{judged_twice}")
        print(f"  missed per viewer: { {i: [(s, kinds[s]) for s in m] for i, m in missed.items()} }")
        print(f"  worker: {worker.restarts} restarts (exit codes {worker.exits}), alive at the end: {worker_alive}; "
              f"'{CRASH}' logged {worker_log.count(CRASH)} times; sweeper resumes "
              f"{worker_log.count('court sweeper resumed')}; web restarts {web.restarts}, beat {beat.restarts}")
        print(f"  session {session_id}: {status}; {sum(k == 'vote_updated' for k in kinds.values())} vote_updated "
              f"stored, {len(late_tallies)} after their poll closed; last event {kinds[stored[-1]]}")
        for line in worker_log.splitlines():
            if CRASH in line or "AttributeError" in line:
                print("  worker said:", line[:300])

        assert status == "completed", f"the show did not finish: {status}"
        assert statuses[200] > 0, "no vote was accepted"
        assert not statuses[500] and not statuses[0], f"votes answered 500 or not at all: {dict(statuses)}"
        assert votes_stored >= statuses[200], f"accepted votes lost: {statuses[200]} accepted, {votes_stored} stored"
        assert all(v.finished for v in viewers), "a viewer never saw the end of the show"
        assert not any(missed.values()), f"stored events that never reached a viewer: {missed}"
        assert not late_tallies and kinds[stored[-1]] == "session_completed", f"events after the end: {late_tallies}"
        assert worker_alive, "the worker is not running at the end"
        # the supervisor is the backstop; the worker itself rides out the restart (juryrigged/core/broker.py)
        assert worker.restarts == 0 and CRASH not in worker_log, f"the worker exited: {worker.exits}"
        assert web.restarts == 0, "the web process died"
        assert all(v.connections >= 2 for v in cut), "a cut viewer did not come back"
        assert (batch_status, batch_items) == ("complete", {"done": BATCH_ITEMS}), (
            f"the batch did not complete every item: {batch_status}, {batch_items}")
    finally:
        for viewer in viewers:
            viewer.stop_now.set()
        for process in processes:
            process.stop()
        pg.close()
        redis.close()
        if os.environ.get("DRILL_KEEP_LOGS"):
            print("  drill logs kept in", logs)
        else:
            shutil.rmtree(logs, ignore_errors=True)
