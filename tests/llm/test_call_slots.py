"""Call slots: inside `slots.limited`, at most N model calls are in flight per key, whichever threads make them
(`as_completed`'s pool included), and a call that waited for its slot did not lose its deadline to the wait."""

from __future__ import annotations

import threading

import pytest

from juryrigged import llm
from juryrigged.llm import slots
from tests.support.counting import CountingProvider
from tests.support.fakes import ScriptedProvider

pytestmark = pytest.mark.django_db(transaction=True)  # calls are recorded, from two threads


def _calls(n: int, tag: str) -> list[llm.Call]:
    return [llm.Call(key=(tag, i), messages=f"question {i}", purpose="test.slots", timeout=5) for i in range(n)]


def test_two_callers_with_twelve_calls_each_never_pass_a_limit_of_three():
    # given a provider that answers in 50 ms and counts the calls in flight
    provider = CountingProvider(ScriptedProvider(default="ok"), delay_s=0.05)
    results = []

    def caller(tag):
        with slots.limited([slots.Limit(f"test-provider-{id(provider)}", 3)]):
            results.extend(llm.as_completed(_calls(12, tag), limit=12, timeout=5))

    # when two callers (two workers) send twelve calls each, all at once
    with llm.use_provider(provider):
        threads = [threading.Thread(target=caller, args=(tag,)) for tag in ("a", "b")]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
    # then every call was answered, never more than three at a time, and the limit was used
    assert provider.total == 24
    assert [r for _, r in results if isinstance(r, llm.LLMError)] == []
    assert provider.peak == 3


def test_every_key_is_held_the_tighter_one_binds_and_slots_come_back():
    provider = CountingProvider(ScriptedProvider(default="ok"), delay_s=0.03)
    user, shared = f"test-user-{id(provider)}", f"test-provider-{id(provider)}"
    with llm.use_provider(provider), slots.limited([slots.Limit(user, 2), slots.Limit(shared, 10)]):
        outcomes = list(llm.as_completed(_calls(8, "u"), limit=8, timeout=5))
        llm.complete("one more", purpose="test.slots", timeout=5)  # the plain door holds slots too
    assert len(outcomes) == 8 and provider.peak == 2
    assert slots.in_flight(user) == 0 and slots.in_flight(shared) == 0


def test_calls_outside_any_limit_are_not_held_back():
    # each call lasts long enough that all six overlap even on a busy machine (at 0.05 s a loaded
    # CI run saw a peak of 5: a thread started after another had finished)
    provider = CountingProvider(ScriptedProvider(default="ok"), delay_s=0.5)
    with llm.use_provider(provider):
        list(llm.as_completed(_calls(6, "free"), limit=6, timeout=5))
    assert provider.peak == 6
