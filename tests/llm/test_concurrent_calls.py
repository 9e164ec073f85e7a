import time

import pytest

from juryrigged import llm
from juryrigged.llm.models import LLMCall

pytestmark = pytest.mark.django_db


def _calls(n, **kwargs):
    return [llm.Call(key=i, messages=f"juror {i}", purpose=f"test.juror{i}", subject="eval:1", **kwargs)
            for i in range(n)]


def test_one_slow_call_times_out_without_sinking_the_others(scripted_llm):
    # given five calls, one of which takes far longer than the timeout
    scripted_llm.default = "assessment"
    scripted_llm.delays = {"test.juror3": 5.0, "*": 0.05}
    # when
    started = time.monotonic()
    results = llm.run_all(_calls(5, timeout=0.5), limit=5)
    elapsed = time.monotonic() - started
    # then
    assert isinstance(results[3], llm.LLMTimeout)
    assert all(results[i].text == "assessment" for i in (0, 1, 2, 4))
    assert elapsed < 3, "the slow call held the others up"
    assert LLMCall.objects.filter(subject="eval:1", outcome="timeout").count() == 1
    assert LLMCall.objects.filter(subject="eval:1", outcome="ok").count() == 4


def test_a_failing_call_is_reported_and_the_rest_succeed(scripted_llm):
    scripted_llm.default = lambda request: "error" if request.purpose == "test.juror1" else "fine"
    original = scripted_llm.generate

    def generate(request):
        if request.purpose == "test.juror1":
            raise llm.ProviderError("model exploded")
        return original(request)

    scripted_llm.generate = generate
    results = llm.run_all(_calls(3), limit=3)
    assert isinstance(results[1], llm.LLMError) and "exploded" in str(results[1])
    assert results[0].text == results[2].text == "fine"


def test_calls_run_concurrently_up_to_the_limit(scripted_llm):
    scripted_llm.delays = {"*": 0.3}
    started = time.monotonic()
    results = llm.run_all(_calls(6), limit=6)
    elapsed = time.monotonic() - started
    assert len(results) == 6
    assert elapsed < 1.2, f"six 0.3 s calls took {elapsed:.2f}s: not concurrent"


def test_results_arrive_as_each_finishes(scripted_llm):
    scripted_llm.delays = {"test.juror0": 0.6, "test.juror1": 0.05, "test.juror2": 0.3}
    order = [call.key for call, _ in llm.as_completed(_calls(3), limit=3)]
    assert order == [1, 2, 0]


def test_structured_calls_run_concurrently_with_their_retries(scripted_llm):
    import pydantic

    class Score(pydantic.BaseModel):
        score: int

    scripted_llm.default = lambda request: '{"score": 4}'
    calls = [llm.Call(key=i, messages=f"q{i}", purpose="test.score", schema=Score, fallback=Score(score=3))
             for i in range(4)]
    results = llm.run_all(calls, limit=2)
    assert {k: v.value.score for k, v in results.items()} == {0: 4, 1: 4, 2: 4, 3: 4}
