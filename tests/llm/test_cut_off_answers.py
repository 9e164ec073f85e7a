"""A cut-off answer (finish_reason "length") is known as such: asked once more inside the call's deadline,
with the room the caller's budget allows, and marked truncated if it is cut off again. Both asks are billed."""

from decimal import Decimal

import pytest

from juryrigged import llm
from juryrigged.llm.models import LLMCall
from tests.support.fake_openai import FakeOpenAIServer, Reply

pytestmark = pytest.mark.django_db


def cut(text: str) -> llm.RawCompletion:
    return llm.RawCompletion(text=text, model="m", prompt_tokens=10, completion_tokens=100, finish_reason="length")


def done(text: str) -> llm.RawCompletion:
    return llm.RawCompletion(text=text, model="m", prompt_tokens=10, completion_tokens=150, finish_reason="stop")


def test_a_cut_off_answer_is_asked_again_with_more_room_and_both_asks_are_billed(scripted_llm):
    # given a model whose first answer runs out of room
    scripted_llm.answers = [cut("The accuracy is"), done("The accuracy is 8/10. VERDICT: APPROVE")]
    # when
    completion = llm.complete("judge", purpose="eval.juror", max_tokens=100, reask_max_tokens=200, subject="cut:1")
    # then the second, whole answer is used; the second ask had twice the room
    assert (completion.text, completion.truncated, completion.finish_reason) == (
        "The accuracy is 8/10. VERDICT: APPROVE", False, "stop")
    assert [r.max_tokens for r in scripted_llm.requests] == [100, 200]
    assert (completion.requests, completion.prompt_tokens, completion.completion_tokens) == (2, 20, 250)
    assert list(LLMCall.objects.filter(subject="cut:1").order_by("attempt").values_list("outcome", flat=True)) == [
        "retried", "ok"]


def test_cut_off_again_it_is_truncated(scripted_llm):
    scripted_llm.answers = [cut("The accuracy"), cut("The accuracy is 8/10, the")]
    completion = llm.complete("judge", purpose="eval.juror", max_tokens=100, reask_max_tokens=200)
    assert (completion.text, completion.truncated, completion.requests) == ("The accuracy is 8/10, the", True, 2)


def test_without_room_in_the_budget_it_is_not_asked_again_and_is_truncated(scripted_llm):
    scripted_llm.answers = [cut("The accuracy"), done("never asked")]
    completion = llm.complete("judge", purpose="eval.juror", max_tokens=100, reask_max_tokens=None)
    assert (completion.truncated, completion.requests, len(scripted_llm.requests)) == (True, 1, 1)


def test_the_openai_provider_passes_the_finish_reason_on(settings):
    settings.LLM_PROVIDER, settings.LLM_API_KEY = "openai", "test-key"
    replies = iter([Reply(text="cut", finish_reason="length"), Reply(text="whole", finish_reason="stop")])
    with FakeOpenAIServer(lambda body: next(replies)) as base_url:
        settings.LLM_BASE_URL = base_url
        completion = llm.complete("hello", purpose="test.cut", model="x/y", max_tokens=50, reask_max_tokens=100)
    assert (completion.text, completion.finish_reason, completion.truncated, completion.requests) == (
        "whole", "stop", False, 2)


@pytest.mark.parametrize("tokens, room", [(None, 2048), (7000, 2048), (5000, 1024), (2500, None)])
def test_the_second_ask_gets_as_much_room_as_the_budget_allows(tokens, room):
    # given two calls of 1024 max_tokens each (prompts of a few tokens) and a token budget
    calls = [llm.Call(key=i, messages="judge this", purpose="eval.juror", max_tokens=1024) for i in range(2)]
    budget = llm.Budget(tokens=tokens, usd=None)
    # then a re-ask of both gets twice the room if it fits, the same room if only that fits, else none
    assert llm.reask_max_tokens(budget, spent_tokens=0, spent_usd=Decimal(0), calls=calls, reasked=calls) == room
