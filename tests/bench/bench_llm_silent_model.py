"""Benchmark: how many requests a model that never answers receives per call deadline.

    python -m pytest tests/bench/bench_llm_silent_model.py -s

Three jurors are asked at once through `llm.run_all` with a 10 s deadline
(BENCH_DEADLINE_S) and the production retry setting (LLM_MAX_RETRIES=2), against the
local fake OpenAI-compatible server; one of them never answers. We then keep
listening for three more deadlines and count what the silent model received, and
when: anything after the deadline was sent by a call nobody waits for any more.
"""

from __future__ import annotations

import os
import time

import pytest

from juryrigged import llm
from tests.support.fake_openai import FakeOpenAIServer

DEADLINE_S = float(os.environ.get("BENCH_DEADLINE_S", "10"))
SILENT = "bench/silent-juror"


def answer(body: dict):
    # (text, delay): an hour's delay is "never" for this run
    return ("VERDICT: APPROVE", 3600.0) if body["model"] == SILENT else ("VERDICT: APPROVE", 0.2)


@pytest.mark.django_db(transaction=True)
def test_bench_requests_seen_by_a_silent_model(settings):
    import openai  # noqa: F401  (import the SDK before timing anything)

    settings.LLM_PROVIDER, settings.LLM_API_KEY = "openai", "bench"
    settings.LLM_MAX_RETRIES = 2
    server = FakeOpenAIServer(answer)
    with server as base_url:
        settings.LLM_BASE_URL = base_url
        calls = [llm.Call(key=m, messages="assess", purpose="eval.juror", model=m, timeout=DEADLINE_S,
                          subject="bench:silent") for m in (SILENT, "bench/juror-a", "bench/juror-b")]
        started = time.monotonic()
        results = llm.run_all(calls, limit=3, timeout=DEADLINE_S)
        returned = time.monotonic() - started
        time.sleep(3 * DEADLINE_S + 5)
        seen = [round(t - started, 1)
                for body, t in zip(server.requests, getattr(server, "request_times", []), strict=False)
                if body["model"] == SILENT]
        silent_requests = sum(1 for body in server.requests if body["model"] == SILENT)
    print(f"\nsilent juror, deadline {DEADLINE_S:g} s, LLM_MAX_RETRIES={settings.LLM_MAX_RETRIES}: the call returned "
          f"after {returned:.1f} s ({type(results[SILENT]).__name__}); the silent model received "
          f"{silent_requests} request(s) within {4 * DEADLINE_S + 5:.0f} s"
          + (f", sent at {seen} s" if seen else ""))
    assert isinstance(results[SILENT], llm.LLMTimeout)
