"""as_completed's optional `on_start`: runs in the caller's thread while the calls are in flight."""

import threading

import pytest

from juryrigged import llm
from tests.support.fakes import ScriptedProvider

pytestmark = pytest.mark.django_db


def test_on_start_runs_once_in_the_callers_thread_before_the_first_result():
    # given two calls
    provider = ScriptedProvider(default="answer", delays={"*": 0.2})
    seen = []

    def on_start():
        seen.append(("start", threading.current_thread() is threading.main_thread(), len(provider.requests)))

    # when
    with llm.use_provider(provider):
        results = [(call.key, result.text) for call, result in llm.as_completed(
            [llm.Call(key=n, messages="hi", purpose="test.start") for n in range(2)], limit=2, on_start=on_start)]
    # then it ran once, in this thread, while the calls were already running, and before any result
    assert len(seen) == 1
    assert seen[0][1] is True
    assert sorted(results) == [(0, "answer"), (1, "answer")]


def test_on_start_runs_even_without_calls():
    seen = []
    assert list(llm.as_completed([], on_start=lambda: seen.append(1))) == []
    assert seen == [1]
