import pydantic
import pytest

from juryrigged import llm
from juryrigged.llm import mock


class Verdict(pydantic.BaseModel):
    ruling: str
    score: int = pydantic.Field(ge=1, le=5)
    tags: list[str]
    kind: str = pydantic.Field(pattern="^(a|b)$", default="a")


pytestmark = pytest.mark.django_db


def test_the_same_prompt_gets_the_same_answer():
    first = llm.complete("Describe the defendant.", purpose="test.line")
    second = llm.complete("Describe the defendant.", purpose="test.line")
    assert first.text == second.text
    assert first.provider == "mock"


def test_different_prompts_get_varied_answers():
    answers = {llm.complete(f"Question number {i}", purpose="test.line").text for i in range(20)}
    assert len(answers) >= 4


def test_a_structured_call_without_a_responder_gets_a_valid_schema_instance():
    result = llm.structured("Rule on it.", schema=Verdict, purpose="test.unregistered",
                            fallback=Verdict(ruling="x", score=3, tags=[]))
    assert result.is_fallback is False
    assert 1 <= result.value.score <= 5
    assert result.attempts == 1


def test_a_registered_responder_answers_its_purpose_and_prefix(settings):
    @mock.responder("testmock.*")
    def _answer(request, rng):
        return f"responder:{request.purpose}:{rng.randint(1, 1000)}"

    text = llm.complete("hi", purpose="testmock.deep.thing").text
    assert text.startswith("responder:testmock.deep.thing:")
    assert llm.complete("hi", purpose="testmock.deep.thing").text == text


def test_the_mock_waits_its_latency_and_times_out_past_the_timeout(settings):
    settings.LLM_MOCK_LATENCY_MS = 400
    with pytest.raises(llm.LLMTimeout):
        llm.complete("slow", purpose="test.line", timeout=0.05)
