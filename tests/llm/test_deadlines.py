"""A call's deadline bounds everything it does, retries included: against the local fake server,
through the real SDK, with the production retry settings (LLM_MAX_RETRIES=2)."""

import threading
import time

import pytest

from juryrigged import llm
from juryrigged.llm.models import LLMCall
from tests.support.fake_openai import FakeOpenAIServer, Reply
from tests.support.waiting import wait_until

pytestmark = pytest.mark.django_db


@pytest.fixture
def real_endpoint(settings):
    settings.LLM_PROVIDER = "openai"
    settings.LLM_API_KEY = "test-key"
    settings.LLM_MAX_RETRIES = 2  # production default: the point is that retries cannot outlive the deadline
    settings.LLM_ASK_COST = False
    return settings


def _point_at(settings, base_url):
    """Aim the door at the fake server and build its client now, so no deadline pays for importing the SDK."""
    from juryrigged.llm.providers import get_provider

    settings.LLM_BASE_URL = base_url
    get_provider()


def timed_out_call(settings, server, *, timeout: float, subject: str, linger: float, error=llm.LLMTimeout) -> float:
    """Make one call that must fail with `error`, then listen `linger` seconds more; returns its wall time."""
    with server as base_url:
        _point_at(settings, base_url)
        started = time.monotonic()
        with pytest.raises(error):
            llm.complete("hello", purpose="test.deadline", model="openai/gpt-4o-mini", timeout=timeout,
                         subject=subject)
        elapsed = time.monotonic() - started
        time.sleep(linger)  # anything still going on would reach the server now
    server.started = started
    return elapsed


def _llm_threads():
    return [t for t in threading.enumerate() if t.name.startswith("llm") and t.is_alive()]


def test_a_silent_model_gets_exactly_one_request_per_deadline(real_endpoint):
    # given a model that never answers
    server = FakeOpenAIServer(lambda body: Reply(hang=True))
    # when a call with a 1 s deadline is made, and we listen well past it
    elapsed = timed_out_call(real_endpoint, server, timeout=1.0, subject="dl:1", linger=1.5)
    # then the model saw one request, and the call ended at its deadline
    assert len(server.requests) == 1
    assert 0.9 < elapsed < 6  # its deadline; the wide slack is for a loaded machine (the count above is the proof)
    assert list(LLMCall.objects.filter(subject="dl:1").values_list("outcome", flat=True)) == ["timeout"]


def test_concurrent_silent_jurors_each_get_one_request_and_no_thread_outlives_the_deadline(real_endpoint):
    # given three jurors that never answer
    server = FakeOpenAIServer(lambda body: Reply(hang=True))
    with server as base_url:
        _point_at(real_endpoint, base_url)
        calls = [llm.Call(key=i, messages=f"juror {i}", purpose="eval.juror", model="openai/gpt-4o-mini",
                          timeout=30, subject="dl:2") for i in range(3)]
        # when they run under a 1 s deadline (as_completed's, shorter than the calls' own)
        results = llm.run_all(calls, limit=3, timeout=1.0)
        # then each juror timed out, none of their threads is left running (the wait only allows for a
        # loaded machine: a thread still in a retry would live on for seconds and send more)
        assert all(isinstance(r, llm.LLMTimeout) for r in results.values())
        wait_until(lambda: not _llm_threads(), seconds=10)
        assert _llm_threads() == []
        time.sleep(1.0)
        # and the silent jurors got one request each
        assert len(server.requests) == 3
    assert LLMCall.objects.filter(subject="dl:2", outcome="timeout").count() == 3


def test_a_transient_error_is_retried_by_us_inside_the_deadline(real_endpoint):
    # given a provider that fails once with a 503, then answers
    replies = [Reply(status=503), Reply(text="fine")]
    server = FakeOpenAIServer(lambda body: replies.pop(0) if replies else Reply(text="again"))
    with server as base_url:
        _point_at(real_endpoint, base_url)
        # when
        result = llm.complete("hello", purpose="test.retry", model="openai/gpt-4o-mini", timeout=5, subject="dl:3")
    # then the second request answered, and both requests are on the bill
    assert result.text == "fine"
    assert len(server.requests) == 2
    assert result.requests == 2
    assert list(LLMCall.objects.filter(subject="dl:3").order_by("attempt").values_list("attempt", "outcome")) == [
        (1, "error"), (2, "ok")]


def test_no_retry_is_sent_when_the_time_left_cannot_hold_it(real_endpoint):
    # given a provider that answers 500 after 0.6 s, every time
    server = FakeOpenAIServer(lambda body: Reply(status=500, delay=0.6))
    # when a call has 1 s: after the first error less than the back-off (0.5 s) plus a useful attempt is left
    elapsed = timed_out_call(real_endpoint, server, timeout=1.0, subject="dl:4", linger=1.5, error=llm.LLMError)
    # then no retry was sent, though two are allowed, neither before nor after the deadline
    assert len(server.requests) == 1
    assert elapsed < 6  # generous: a loaded machine; what was sent is the proof


def test_a_retry_that_would_outlive_the_deadline_is_cut_to_the_time_left(real_endpoint):
    # given a fast 502, then a model that never answers
    replies = [Reply(status=502)]
    server = FakeOpenAIServer(lambda body: replies.pop(0) if replies else Reply(hang=True))
    # when
    elapsed = timed_out_call(real_endpoint, server, timeout=3.0, subject="dl:5", linger=1.0)
    # then the second request waited only for what was left of the 3 s
    assert len(server.requests) == 2
    assert elapsed < 8  # generous: a loaded machine; what was sent, and when, is the proof


def test_structured_reminders_stop_at_the_deadline(real_endpoint):
    import pydantic

    class Score(pydantic.BaseModel):
        score: int

    # given a model that answers nonsense after 0.5 s each time
    server = FakeOpenAIServer(lambda body: Reply(text="not json", delay=0.5))
    with server as base_url:
        _point_at(real_endpoint, base_url)
        # when a structured call allowed 3 asks has 0.8 s (room for the first answer and part of a second)
        started = time.monotonic()
        result = llm.structured("score it", schema=Score, purpose="test.score", model="openai/gpt-4o-mini",
                                fallback=Score(score=0), timeout=0.8, retries=2)
        time.sleep(1.0)
        # then the fallback came back, the third ask was never sent, and nothing was sent after the deadline
        assert result.is_fallback
        assert 1 <= len(server.requests) <= 2
        assert all(t - started < 0.8 for t in server.request_times)


def test_an_answer_that_never_ends_is_cut_at_the_deadline(real_endpoint):
    # given a provider that answers 200 and then sends a space every 0.2 s, forever (a keep-alive)
    server = FakeOpenAIServer(lambda body: Reply(trickle=True))
    # when a call has 1 s (each read gets data in time: only a deadline on the whole answer stops it)
    elapsed = timed_out_call(real_endpoint, server, timeout=1.0, subject="dl:7", linger=1.0)
    # then it ended at its deadline with one request
    assert len(server.requests) == 1
    assert elapsed < 6  # generous: a loaded machine; without the bound it would never end
