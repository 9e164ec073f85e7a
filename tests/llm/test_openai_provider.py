"""The OpenAI-compatible provider, through the real SDK, against a local fake server."""

import pydantic
import pytest

from juryrigged import llm
from juryrigged.llm.models import LLMCall
from tests.support.fake_openai import FakeOpenAIServer

pytestmark = pytest.mark.django_db


class Title(pydantic.BaseModel):
    title: str


@pytest.fixture
def openai_settings(settings):
    settings.LLM_PROVIDER = "openai"
    settings.LLM_API_KEY = "test-key"
    settings.LLM_MAX_RETRIES = 0
    return settings


def test_complete_goes_through_the_sdk_and_records_tokens(openai_settings):
    server = FakeOpenAIServer(lambda body: (f"echo {body['messages'][-1]['content']}", 0))
    with server as base_url:
        openai_settings.LLM_BASE_URL = base_url
        result = llm.complete("hello", purpose="test.sdk", model="vendor/model-a", subject="sdk:1")
    assert result.text == "echo hello"
    assert result.provider == "openai"
    assert server.requests[0]["model"] == "vendor/model-a"
    call = LLMCall.objects.get(subject="sdk:1")
    assert (call.prompt_tokens, call.completion_tokens, call.outcome) == (50, 2, "ok")
    # a model no price data knows, and a server that reports no cost: unknown, not a guess
    assert (call.cost_usd, call.cost_source) == (None, "unknown")


def test_structured_asks_for_json_schema_output(openai_settings):
    server = FakeOpenAIServer(lambda body: ('{"title": "The Case of the Missing Pie"}', 0))
    with server as base_url:
        openai_settings.LLM_BASE_URL = base_url
        result = llm.structured("Title it.", schema=Title, purpose="test.sdk", fallback=Title(title="Untitled"))
    assert result.value.title == "The Case of the Missing Pie"
    response_format = server.requests[0]["response_format"]
    assert response_format["type"] == "json_schema"
    assert response_format["json_schema"]["schema"]["properties"]["title"]["type"] == "string"


def test_a_slow_endpoint_times_out_with_the_per_call_timeout(openai_settings):
    server = FakeOpenAIServer(lambda body: ("late", 2.0))
    with server as base_url:
        openai_settings.LLM_BASE_URL = base_url
        with pytest.raises(llm.LLMTimeout):
            llm.complete("hello", purpose="test.sdk", timeout=0.3, subject="sdk:2")
    assert LLMCall.objects.get(subject="sdk:2").outcome == "timeout"
