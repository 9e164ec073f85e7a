"""Benchmark: a dialectic audit of 10 criteria against a fake OpenAI-compatible server (1 s per call).

    python -m pytest tests/bench/bench_eval_dialectic.py -s

Prints, per scenario, the calls made, the wall time of the whole audit (evidence,
3 × 10 judge calls, chief justice, re-evaluation round, report, all stored and
published), the critical path, and their ratio. The critical path is one call per
round the audit needed (1 s, plus 1 s when any criterion was re-argued) times the
waves the concurrency limit imposes (ceil(calls in the round / limit)).
"""

from __future__ import annotations

import math
import time

import pytest

from evaluation.dialectic import mock as dialectic_mock
from evaluation.runs import run_dispatch
from evaluation.models import DeliberationStage
from juryrigged import realtime
from juryrigged.llm.mock import rng_for
from juryrigged.llm.providers import Request
from tests.evaluation.dialectic.support import body, make_run
from tests.support.fake_openai import FakeOpenAIServer

DELAY_S = 1.0
CRITERIA = [{"id": f"c{i}", "name": name, "description": description, "successPattern": "Clear and proven.",
             "failurePattern": "Vague or missing.", "target": target}
            for i, (name, description, target) in enumerate([
                ("Problem statement", "The problem and goal are stated.", "docs"),
                ("Scope", "Goals and non-goals are explicit.", "docs"),
                ("Architecture", "Components and data flow are described.", "all"),
                ("Alternatives", "Other approaches were weighed.", "docs"),
                ("Security", "No eval, shell injection or hard-coded secrets.", "all"),
                ("Failure modes", "Timeouts, retries and recovery are described.", "all"),
                ("Testing", "Tests are planned with what they prove.", "all"),
                ("References", "Referenced files exist among the documents.", "all"),
                ("Naming", "Names reveal intent; docstrings on public functions.", "code"),
                ("Error handling", "Failures are caught specifically.", "code"),
            ], start=1)]


def _mock_answer(payload: dict) -> tuple[str, float]:
    """Answer like the offline mock (in character, real evidence ids), after DELAY_S."""
    request = Request(messages=tuple({"role": m["role"], "content": m["content"]} for m in payload["messages"]),
                      model=payload["model"], purpose="dialectic.opinion", timeout=60)
    return dialectic_mock.opinion(request, rng_for(request)), DELAY_S


def _agreeable(payload: dict) -> tuple[str, float]:
    """Every judge scores 4: no dissent, so no second round."""
    return '{"score": 4, "argument": "Sound.", "citedEvidence": ["NO_EVIDENCE"]}', DELAY_S


class _Switch:
    """One fake server (so one SDK client, as in production) whose answers a scenario chooses."""

    def __init__(self):
        self.responder = _agreeable

    def __call__(self, payload):
        return self.responder(payload)


def _run(settings, switch: _Switch, responder, limit: int, criteria=CRITERIA) -> dict:
    settings.EVAL_DIALECTIC_CONCURRENCY = limit
    switch.responder = responder
    run = make_run(request=body(rubricPresetId=None, rubric=criteria))
    started = time.perf_counter()
    run_dispatch(message_id=run.id)
    wall = time.perf_counter() - started
    run.refresh_from_db()
    assert run.status == "complete", run.error
    opinions = DeliberationStage.objects.filter(message=run, stage_type="opinion")
    first = opinions.filter(position__lt=1000).count()
    second = opinions.filter(position__gte=1000).count()
    rounds = [first] + ([second] if second else [])
    critical = sum(math.ceil(n / limit) for n in rounds) * DELAY_S
    events = [e.type for e in realtime.events_after(run.stream)]
    return {"limit": limit, "calls": first + second, "first": first, "second": second, "wall": wall,
            "critical": critical, "ratio": wall / critical, "events": len(events)}


def _print(title: str, figures: dict) -> None:
    print(f"\n{title}\n  limit {figures['limit']:>2}: {figures['calls']} calls ({figures['first']} first round + "
          f"{figures['second']} re-evaluation), {figures['events']} events; wall {figures['wall']:.2f} s, "
          f"critical path {figures['critical']:.1f} s, ratio {figures['ratio']:.3f}; "
          f"sequential would take {figures['calls'] * DELAY_S:.0f} s")


@pytest.mark.django_db(transaction=True)
def test_bench_dialectic_audit_wall_time_over_critical_path(settings, monkeypatch):
    # The fake server's listen backlog (socketserver's default, 5) would drop most of 30 simultaneous
    # connects, and the client's SYN retransmit (1 s, 3 s...) would be measured instead of the audit.
    import http.server
    monkeypatch.setattr(http.server.ThreadingHTTPServer, "request_queue_size", 128)
    import openai  # noqa: F401  (import the SDK before timing anything)

    switch = _Switch()
    with FakeOpenAIServer(switch) as base_url:
        settings.LLM_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY = "openai", base_url, "bench"
        _run(settings, switch, _agreeable, 30, criteria=CRITERIA[:2])  # warm-up: client, connections
        figures = [
            ("10 criteria, judges agree (one round), limit 30", _run(settings, switch, _agreeable, 30)),
            ("10 criteria, mock judges (dissent re-argued), limit 30", _run(settings, switch, _mock_answer, 30)),
            ("10 criteria, mock judges, a tighter limit of 10", _run(settings, switch, _mock_answer, 10)),
        ]
    for title, f in figures:
        _print(title, f)
    assert all(f["calls"] >= 30 for _, f in figures)
