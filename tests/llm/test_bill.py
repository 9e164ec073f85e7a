"""The bill: the provider's reported cost first, else maintained price data, else "unknown" — never a guess."""

from decimal import Decimal

import pytest

from juryrigged import llm
from juryrigged.llm.models import LLMCall
from juryrigged.llm.pricing import rates_for
from tests.support.fake_openai import FakeOpenAIServer, Reply

pytestmark = pytest.mark.django_db


@pytest.fixture
def endpoint(settings):
    settings.LLM_PROVIDER = "openai"
    settings.LLM_API_KEY = "test-key"
    return settings


def _call(settings, base_url, model, subject):
    settings.LLM_BASE_URL = base_url
    return llm.complete("hello", purpose="test.bill", model=model, subject=subject)


def test_the_cost_the_provider_reports_is_the_one_recorded(endpoint):
    # given a provider that reports each call's cost when asked, as OpenRouter does
    endpoint.LLM_ASK_COST = True
    server = FakeOpenAIServer(lambda body: Reply(text="ok", cost=0.0123 if body.get("usage") else None))
    with server as base_url:
        # when
        completion = _call(endpoint, base_url, "openai/gpt-4o-mini", "bill:1")
    # then it was asked for the cost, and that figure is on the bill with its source
    assert server.requests[0]["usage"] == {"include": True}
    call = LLMCall.objects.get(subject="bill:1")
    assert (call.cost_usd, call.cost_source) == (Decimal("0.012300"), "provider")
    assert completion.cost_usd == Decimal("0.012300")


def test_without_a_reported_cost_the_price_data_prices_the_call(endpoint):
    # given an endpoint that reports no cost, and a model the price data knows
    endpoint.LLM_ASK_COST = False
    server = FakeOpenAIServer(lambda body: Reply(text="ok", prompt_tokens=1000, completion_tokens=500))
    with server as base_url:
        # when
        _call(endpoint, base_url, "openai/gpt-4o-mini", "bill:2")
    # then the cost is computed from genai-prices' rates for that model (not sent the cost field)
    assert "usage" not in server.requests[0]
    rates = rates_for("openai/gpt-4o-mini")
    expected = ((1000 * rates.prompt + 500 * rates.completion) / 1_000_000).quantize(Decimal("0.000001"))
    call = LLMCall.objects.get(subject="bill:2")
    assert (call.cost_usd, call.cost_source) == (expected, "price_data")
    assert expected == Decimal("0.000450")  # $0.15 / $0.60 per million tokens


def test_a_model_nobody_prices_is_unknown_not_guessed(endpoint):
    endpoint.LLM_ASK_COST = False
    server = FakeOpenAIServer(lambda body: Reply(text="ok"))
    with server as base_url:
        completion = _call(endpoint, base_url, "acme/secret-model-9", "bill:3")
    call = LLMCall.objects.get(subject="bill:3")
    assert (call.cost_usd, call.cost_source) == (None, "unknown")
    assert completion.cost_usd is None
    usage = llm.usage_for("bill:3")
    assert usage.as_json()["costUsd"] is None
    assert usage.cost_text() == "unknown (1 call unpriced)"


def test_the_mock_is_free_and_says_so():
    llm.complete("hello", purpose="test.bill", subject="bill:4")
    call = LLMCall.objects.get(subject="bill:4")
    assert (call.cost_usd, call.cost_source) == (Decimal(0), "mock")
