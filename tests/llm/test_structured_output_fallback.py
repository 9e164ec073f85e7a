"""Strict JSON-schema output through the real SDK, against the local fake server, and what a refusal changes."""

import pydantic
import pytest

from juryrigged import llm
from tests.support.fake_openai import FakeOpenAIServer, Reply

pytestmark = pytest.mark.django_db

ANSWER = '{"title": "The Case of the Missing Pie", "subtitle": null}'
STRICT_REFUSED = ("Invalid schema for response_format 'Title': In context=(), 'additionalProperties' is required to be "
                  "supplied and to be false")
SCHEMA_REFUSED = "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model."
TOO_LONG = "This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens."


class Title(pydantic.BaseModel):
    title: str = pydantic.Field(min_length=1)
    subtitle: str | None = None


FALLBACK = Title(title="Untitled")


@pytest.fixture
def openai_settings(settings):
    settings.LLM_PROVIDER = "openai"
    settings.LLM_API_KEY = "test-key"
    return settings


def _format(body):
    found = body.get("response_format")
    if found is None:
        return "plain"
    return "strict" if found["json_schema"].get("strict") else "schema"


def _refusing(refusals: dict):
    """A server whose model refuses the formats in `refusals` (format → message) and answers otherwise."""

    def respond(body):
        message = refusals.get(_format(body))
        return Reply(status=400, error=message) if message else Reply(text=ANSWER)

    return FakeOpenAIServer(respond)


def _title(model, subject):
    return llm.structured("Title it.", schema=Title, purpose="test.sdk", model=model, fallback=FALLBACK,
                          subject=subject)


def test_it_sends_a_strict_schema_with_closed_objects(openai_settings):
    server = _refusing({})
    with server as base_url:
        openai_settings.LLM_BASE_URL = base_url
        result = _title("vendor/strict-ok", "fmt:1")
    assert result.value.title == "The Case of the Missing Pie"
    sent = server.requests[0]["response_format"]["json_schema"]
    assert sent["strict"] is True
    assert sent["schema"]["additionalProperties"] is False
    assert sent["schema"]["required"] == ["title", "subtitle"]


def test_a_refused_strict_schema_falls_back_to_the_plain_schema_and_is_remembered_for_that_model(openai_settings):
    # given
    server = _refusing({"strict": STRICT_REFUSED})
    with server as base_url:
        openai_settings.LLM_BASE_URL = base_url
        # when
        first = _title("vendor/no-strict", "fmt:2")
        second = _title("vendor/no-strict", "fmt:3")
        other = _title("vendor/other", "fmt:4")
    # then
    assert first.value.title == second.value.title == "The Case of the Missing Pie"
    assert not first.is_fallback and not other.is_fallback
    models_and_formats = [(b["model"], _format(b)) for b in server.requests]
    # (this server refuses strict for every model: another model is still asked strict first)
    assert models_and_formats == [("vendor/no-strict", "strict"), ("vendor/no-strict", "schema"),
                                  ("vendor/no-strict", "schema"), ("vendor/other", "strict"),
                                  ("vendor/other", "schema")]


def test_a_model_without_json_schema_is_asked_in_plain_text_with_the_schema_in_the_prompt(openai_settings):
    # given
    server = _refusing({"strict": SCHEMA_REFUSED, "schema": SCHEMA_REFUSED})
    with server as base_url:
        openai_settings.LLM_BASE_URL = base_url
        # when
        first = _title("vendor/plain-only", "fmt:5")
        second = _title("vendor/plain-only", "fmt:6")
    # then
    assert first.value.title == second.value.title == "The Case of the Missing Pie"
    assert [_format(b) for b in server.requests] == ["strict", "plain", "plain"]
    prompt = server.requests[1]["messages"][-1]["content"]
    assert prompt.startswith("Title it.\n\nAnswer with only one JSON object that matches this JSON schema")


@pytest.mark.parametrize("status, message", [(400, TOO_LONG), (429, "Rate limit reached for requests")])
def test_a_context_length_or_rate_limit_error_never_counts_as_a_refusal(openai_settings, status, message):
    # given: the model fails once for a reason that has nothing to do with the format, then answers
    failures = [Reply(status=status, error=message)]

    def respond(body):
        return failures.pop() if failures else Reply(text=ANSWER)

    server = FakeOpenAIServer(respond)
    with server as base_url:
        openai_settings.LLM_BASE_URL = base_url
        # when
        first = _title(f"vendor/busy-{status}", f"fmt:{status}")
        second = _title(f"vendor/busy-{status}", f"fmt:{status}b")
    # then: every request, before and after the error, still asks for the strict schema
    assert [_format(b) for b in server.requests] == ["strict"] * len(server.requests)
    assert len(server.requests) >= 3
    assert not first.is_fallback and not second.is_fallback
