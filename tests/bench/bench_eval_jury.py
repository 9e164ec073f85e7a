"""Benchmark: a jury evaluation against a fake OpenAI-compatible server, from the POST to `complete`.

    python -m pytest tests/bench/bench_eval_jury.py -s

Six jurors answer after 2 s each, the foreman after 1 s, the title after 0.5 s. The
request goes through the real API and a real Celery worker (threads); the wall time
runs from just before `POST /api/evaluations` to the end of the worker's task
(the `complete` event and the run's last rows committed). The critical path is the
slowest juror plus the foreman (3 s): the jurors and the title run concurrently, so
nothing else should add to it.
"""

from __future__ import annotations

import statistics
import threading
import time

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from evaluation.models import Message
from tests.evaluation.jury_texts import FOREMAN_REPORT, assessment
from tests.support.fake_openai import FakeOpenAIServer

JURORS = [f"bench/juror-{n}" for n in range(1, 7)]
JUROR_S, FOREMAN_S, TITLE_S = 2.0, 1.0, 0.5
CRITICAL_S = JUROR_S + FOREMAN_S
RUNS = 3


def answer(payload: dict) -> tuple[str, float]:
    prompt = payload["messages"][-1]["content"]
    if prompt.startswith("You are a juror"):
        n = JURORS.index(payload["model"]) if payload["model"] in JURORS else 0
        return assessment(8, 7, 9 - n % 3, 8, 6 + n % 2, "APPROVE" if n % 3 else "REVISE", ["Add examples"]), JUROR_S
    if prompt.startswith("You are the foreman"):
        return FOREMAN_REPORT, FOREMAN_S
    return "Users Endpoint Docs Review", TITLE_S


def body() -> dict:
    return {"question": "Evaluate these docs", "mode": "jury",
            "modeConfig": {"content": "## GET /api/users\n\nReturns a list of users.", "jurorModels": JURORS,
                           "foremanModel": "bench/foreman", "originalQuestion": "Document the users endpoint"}}


class Finish:
    """Wraps the task's dispatch to note when the worker finished the run (everything committed).

    Polling the database from the test thread would contend with the worker for
    SQLite's table locks; this notices the end without reading anything meanwhile.
    """

    def __init__(self, monkeypatch):
        from evaluation import runs

        self.ended = threading.Event()
        self.at = 0.0
        original = runs.run_dispatch

        def wrapped(**kwargs):
            try:
                original(**kwargs)
            finally:
                self.at = time.perf_counter()
                self.ended.set()

        monkeypatch.setattr(runs, "run_dispatch", wrapped)

    def run(self, client) -> float:
        self.ended.clear()
        started = time.perf_counter()
        response = client.post("/api/evaluations", body(), format="json")
        assert response.status_code == 202, response.content
        assert self.ended.wait(30), "the evaluation did not end within 30 s"
        run = Message.objects.get(pk=response.json()["messageId"])
        assert run.status == "complete", run.error
        return self.at - started


@pytest.mark.django_db(transaction=True)
def test_bench_jury_wall_time_over_critical_path(settings, monkeypatch, celery_worker):
    # socketserver's default listen backlog (5) would drop some of the 7 simultaneous connects.
    import http.server
    monkeypatch.setattr(http.server.ThreadingHTTPServer, "request_queue_size", 64)
    import openai  # noqa: F401  (import the SDK before timing anything)

    settings.EVAL_LIMIT_PER_MINUTE = settings.EVAL_LIMIT_PER_HOUR = settings.EVAL_LIMIT_PER_DAY = 1000
    user = get_user_model().objects.create_user("bench")
    client = APIClient()
    client.force_authenticate(user)
    with FakeOpenAIServer(answer) as base_url:
        settings.LLM_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY = "openai", base_url, "bench"
        finish = Finish(monkeypatch)
        warm = finish.run(client)  # SDK client, connections, worker threads
        walls = [finish.run(client) for _ in range(RUNS)]
    assert Message.objects.filter(role="assistant", status="complete").count() == RUNS + 1
    print(f"\njury, {len(JURORS)} jurors × {JUROR_S:g} s, foreman {FOREMAN_S:g} s, title {TITLE_S:g} s "
          f"(warm-up {warm:.3f} s)")
    for n, wall in enumerate(walls, 1):
        print(f"  run {n}: wall {wall:.3f} s / critical path {CRITICAL_S:.1f} s = ratio {wall / CRITICAL_S:.3f}")
    median = statistics.median(walls)
    print(f"  median wall {median:.3f} s, ratio {median / CRITICAL_S:.3f} (aim ≤ 1.05); "
          f"sequential calls would take {len(JURORS) * JUROR_S + FOREMAN_S + TITLE_S:.1f} s")
    assert min(walls) >= CRITICAL_S
