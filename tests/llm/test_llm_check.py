"""`manage.py llm_check` against the local fake server: key and URL, JSON-schema support, latency, price source."""

import io

import pytest
from django.core.management import CommandError, call_command

from juryrigged.llm.models import LLMCall
from tests.support.fake_openai import FakeOpenAIServer, Reply

pytestmark = pytest.mark.django_db


def answer(body):
    if body["model"] == "acme/broken":
        return Reply(status=404)
    if body["model"] == "acme/plain-only" and "response_format" in body:
        return Reply(status=400, text="response_format json_schema is not supported")
    return Reply(text="OK", cost=0.00002 if body.get("usage") else None)


@pytest.fixture
def endpoint(settings):
    settings.LLM_PROVIDER, settings.LLM_API_KEY, settings.LLM_ASK_COST = "openai", "test-key", False
    return settings


def run(*models):
    out = io.StringIO()
    call_command("llm_check", *[f"--model={m}" for m in models], stdout=out)
    return out.getvalue()


def test_each_model_is_reported_with_schema_support_latency_and_price_source(endpoint):
    with FakeOpenAIServer(answer) as base_url:
        endpoint.LLM_BASE_URL = base_url
        out = run("openai/gpt-4o-mini", "acme/plain-only")
    assert "✓ openai/gpt-4o-mini: answered in" in out
    assert "JSON schema: yes (strict); price: genai-prices (openrouter): $0.15" in out
    assert "✓ acme/plain-only" in out and "JSON schema: no (" in out
    assert "price: unknown (no price data" in out
    assert LLMCall.objects.filter(purpose="llm.check").count() == 4  # they are on the bill


def test_a_provider_reported_price_is_named_as_such(endpoint):
    endpoint.LLM_ASK_COST = True
    with FakeOpenAIServer(answer) as base_url:
        endpoint.LLM_BASE_URL = base_url
        out = run("openai/gpt-4o-mini")
    assert "price: reported by the provider" in out


def test_a_model_that_fails_makes_the_command_fail(endpoint):
    with FakeOpenAIServer(answer) as base_url:
        endpoint.LLM_BASE_URL = base_url
        with pytest.raises(CommandError, match="1 model"):
            run("openai/gpt-4o-mini", "acme/broken")


def test_without_a_key_it_says_so(settings):
    settings.LLM_PROVIDER = "mock"
    with pytest.raises(CommandError, match="No model key is set"):
        run()
