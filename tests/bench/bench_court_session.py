"""Benchmark: a whole courtroom session, from creation to `session_completed`.

    python -m pytest tests/bench/bench_court_session.py -s            # embedded default
    DATABASE_URL=... REDIS_URL=... python -m pytest tests/bench/bench_court_session.py -s

The mock model, 2-second vote windows, no pacing (COURT_PACE_MS_PER_CHAR=0), a
real Celery worker. Run once with the mock answering at once and once with its
default simulated latency (LLM_MOCK_LATENCY_MS=400, 0.5-1.5x per prompt). The
floor is the two vote windows (4 s); the rest is 18 model calls and ~45 steps.
"""

from __future__ import annotations

import time

import pytest

from courtroom.models import CourtSession, Turn
from courtroom.services import session_create

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(3600)]


@pytest.mark.parametrize("mock_latency_ms", [0, 400])
def test_whole_session_wall_time(celery_worker, settings, mock_latency_ms):
    settings.LLM_MOCK_LATENCY_MS = mock_latency_ms
    settings.COURT_PACE_MS_PER_CHAR = 0
    settings.VERDICT_VOTE_WINDOW_MS = 2000
    settings.SENTENCE_VOTE_WINDOW_MS = 2000
    started = time.perf_counter()
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
    deadline = time.monotonic() + 180
    while CourtSession.objects.filter(pk=session.pk, status="completed").count() == 0:
        assert time.monotonic() < deadline, "the session did not complete"
        time.sleep(0.2)  # polling SQLite harder would contend with the worker for its lock
    wall = time.perf_counter() - started
    session.refresh_from_db()
    turns = Turn.objects.filter(session=session).count()
    db = settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]
    print(f"\nwhole session ({db}, mock latency {mock_latency_ms} ms, 2 s vote windows): {wall:.2f} s from "
          f"creation to session_completed, {turns} turns, {session.cursor} steps "
          f"({wall - 4:.2f} s beside the two vote windows)")
    assert session.status == "completed"
