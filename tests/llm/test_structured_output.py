import pydantic
import pytest

from juryrigged import llm
from juryrigged.llm.models import LLMCall

pytestmark = pytest.mark.django_db


class Ruling(pydantic.BaseModel):
    ruling: str = pydantic.Field(pattern="^(sustained|overruled)$")
    statement: str = pydantic.Field(max_length=200)


FALLBACK = Ruling(ruling="overruled", statement="The court could not decide; objection overruled.")


def test_bad_json_then_valid_json_is_retried_with_a_reminder(scripted_llm):
    # given
    scripted_llm.answers = ["I think sustained!", '{"ruling": "sustained", "statement": "Move on."}']
    # when
    result = llm.structured("Rule.", schema=Ruling, purpose="test.ruling", fallback=FALLBACK, subject="t:1")
    # then
    assert result.value == Ruling(ruling="sustained", statement="Move on.")
    assert result.is_fallback is False
    assert result.attempts == 2
    reminder = scripted_llm.requests[1].messages[-1]["content"]
    assert "no valid JSON object" in reminder and '"ruling"' in reminder
    assert list(LLMCall.objects.order_by("attempt").values_list("outcome", flat=True)) == ["retried", "ok"]


def test_a_schema_violation_is_named_in_the_reminder(scripted_llm):
    scripted_llm.answers = ['{"ruling": "maybe", "statement": "x"}', '{"ruling": "overruled", "statement": "No."}']
    result = llm.structured("Rule.", schema=Ruling, purpose="test.ruling", fallback=FALLBACK)
    assert result.value.ruling == "overruled"
    assert "ruling:" in scripted_llm.requests[1].messages[-1]["content"]


def test_three_invalid_answers_give_the_fallback_marked_as_such(scripted_llm):
    scripted_llm.answers = ["nope", '{"ruling": 1}', "```json\n{\"ruling\": \"maybe\"}\n```"]
    result = llm.structured("Rule.", schema=Ruling, purpose="test.ruling", fallback=FALLBACK, subject="t:2")
    assert result.is_fallback is True
    assert result.value == FALLBACK
    assert result.attempts == 3
    assert len(result.errors) == 3
    outcomes = list(LLMCall.objects.filter(subject="t:2").order_by("attempt").values_list("outcome", flat=True))
    assert outcomes == ["retried", "retried", "fallback"]


def test_a_callable_fallback_gets_the_errors(scripted_llm):
    scripted_llm.answers = ["a", "b", "c"]
    result = llm.structured("Rule.", schema=Ruling, purpose="test.ruling",
                            fallback=lambda errors: Ruling(ruling="overruled", statement=f"{len(errors)} errors"))
    assert result.value.statement == "3 errors"


def test_json_is_found_in_a_fenced_block_and_normalized(scripted_llm):
    scripted_llm.answers = ['Sure! ```json\n{"result": {"Ruling": "sustained", "statement": "Yes."}}\n```']

    def unwrap(data):
        inner = data.get("result", data)
        return {k.lower(): v for k, v in inner.items()}

    result = llm.structured("Rule.", schema=Ruling, purpose="test.ruling", fallback=FALLBACK, normalize=unwrap)
    assert result.value.ruling == "sustained"
    assert result.attempts == 1


def test_a_provider_error_counts_as_an_attempt_and_is_recorded(scripted_llm):
    scripted_llm.answers = [llm.ProviderError("503 upstream"), '{"ruling": "sustained", "statement": "ok"}']
    result = llm.structured("Rule.", schema=Ruling, purpose="test.ruling", fallback=FALLBACK, subject="t:3")
    assert result.value.ruling == "sustained"
    rows = list(LLMCall.objects.filter(subject="t:3").order_by("attempt").values_list("outcome", "error"))
    assert rows == [("error", "503 upstream"), ("ok", "")]


def test_usage_totals_are_kept_per_subject(scripted_llm):
    scripted_llm.answers = ["one", "two"]
    llm.complete("a", purpose="test.x", subject="court.session:7")
    llm.complete("b", purpose="test.x", subject="court.session:7")
    llm.complete("c", purpose="test.x", subject="court.session:8")
    usage = llm.usage_for("court.session:7")
    assert usage.calls == 2
    assert usage.prompt_tokens == 20
    assert usage.completion_tokens == len("one") // 4 + len("two") // 4


def test_two_different_json_objects_are_asked_again_not_guessed(scripted_llm):
    # given: an answer with an example object and the real one, then a clean answer
    scripted_llm.answers = ['Example: {"ruling": "sustained", "statement": "e.g."}\n'
                            'Mine: {"ruling": "overruled", "statement": "No basis."}',
                            '{"ruling": "overruled", "statement": "No basis."}']
    # when
    result = llm.structured("Rule.", schema=Ruling, purpose="test.ruling", fallback=FALLBACK, subject="t:9")
    # then
    assert result.value == Ruling(ruling="overruled", statement="No basis.")
    assert result.attempts == 2
    assert "2 different JSON objects" in scripted_llm.requests[1].messages[-1]["content"]
