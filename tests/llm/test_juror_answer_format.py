"""Jurors are sent their answer schema (`JurorAnswer`) as a strict JSON-schema output format where the model
takes it, through the real door and SDK against the local fake server; the jury's reader reads whatever comes
back, and is the fallback for a model that refuses the format (remembered per model) or ignores it."""

import json

import pytest

from evaluation.jury.answer_block import JurorAnswer
from evaluation.jury.parsing import parse_juror, prose
from evaluation.jury.prompts import build_evaluation_prompt
from juryrigged import llm
from tests.support.fake_openai import FakeOpenAIServer, Reply

pytestmark = pytest.mark.django_db

PROMPT = build_evaluation_prompt("Water boils at 100 °C at sea level.", "When does water boil?")
AS_SCHEMA = json.dumps({"assessment": "Correct and **short**.", "verdict": "APPROVE", "recommendations": [],
                        "scores": {"accuracy": 9, "completeness": 7, "clarity": 9, "relevance": 10,
                                   "actionability": 6}})
AS_TEXT = ("Accurate and to the point.\n\n| Dimension | Score |\n|---|---|\n| Accuracy | 9 |\n| Completeness | 7 |\n"
           "| Clarity | 9 |\n| Relevance | 10 |\n| Actionability | 6 |\n\nVERDICT: APPROVE")
SCHEMA_REFUSED = "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model."
SCORES = {"accuracy": 9, "completeness": 7, "clarity": 9, "relevance": 10, "actionability": 6}


@pytest.fixture
def openai_settings(settings):
    settings.LLM_PROVIDER, settings.LLM_API_KEY = "openai", "test-key"
    return settings


def _juror(model: str, subject: str) -> llm.Completion:
    return llm.complete([{"role": "user", "content": PROMPT}], purpose="eval.juror", model=model, subject=subject,
                        answer_format=JurorAnswer)


def test_a_juror_is_sent_a_strict_schema_and_its_answer_is_read_whole(openai_settings):
    # given a model that takes strict JSON-schema output
    server = FakeOpenAIServer(lambda body: Reply(text=AS_SCHEMA))
    with server as base_url:
        openai_settings.LLM_BASE_URL = base_url
        # when
        completion = _juror("vendor/strict-ok", "jf:1")
    # then the strict schema was sent, with closed objects, and the prompt as it was
    sent = server.requests[0]
    assert sent["response_format"]["json_schema"]["strict"] is True
    assert sent["response_format"]["json_schema"]["schema"]["additionalProperties"] is False
    assert sent["response_format"]["json_schema"]["schema"]["required"] == [
        "assessment", "scores", "verdict", "recommendations"]
    assert sent["messages"][-1]["content"] == PROMPT
    assert completion.output_format == "strict"
    parsed = parse_juror(completion.text)
    assert (parsed.scores, parsed.verdict, parsed.unread) == (SCORES, "APPROVE", [])
    # people read the answer written out, not its JSON
    shown = prose(completion.text)
    assert shown.startswith("Correct and **short**.")
    assert "| Accuracy | 9 |" in shown and "**Verdict:** APPROVE" in shown
    assert '"scores"' not in shown and "{" not in shown
    assert parse_juror(shown).scores == SCORES  # and the reader reads it the same


def test_a_refused_schema_is_asked_as_text_with_the_prompt_unchanged_and_remembered_for_that_model(openai_settings):
    # given a server whose model refuses JSON-schema output and answers in text
    def respond(body):
        return Reply(status=400, error=SCHEMA_REFUSED) if "response_format" in body else Reply(text=AS_TEXT)

    server = FakeOpenAIServer(respond)
    with server as base_url:
        openai_settings.LLM_BASE_URL = base_url
        # when two jurors of the same model and one of another are asked
        first = _juror("vendor/no-schema", "jf:2")
        second = _juror("vendor/no-schema", "jf:3")
        other = _juror("vendor/other", "jf:4")
    # then the refusal costs one request, once, for that model only; the text answer is read by the reader
    formats = [(b["model"], "response_format" in b) for b in server.requests]
    assert formats == [("vendor/no-schema", True), ("vendor/no-schema", False), ("vendor/no-schema", False),
                       ("vendor/other", True), ("vendor/other", False)]
    assert all(b["messages"][-1]["content"] == PROMPT for b in server.requests)  # no schema pasted in
    assert first.output_format is None and second.output_format is None and other.output_format is None
    for completion in (first, second):
        parsed = parse_juror(completion.text)
        assert (parsed.scores, parsed.verdict) == (SCORES, "APPROVE")


def test_a_model_that_ignores_the_schema_is_read_by_the_reader(openai_settings):
    server = FakeOpenAIServer(lambda body: Reply(text=AS_TEXT))
    with server as base_url:
        openai_settings.LLM_BASE_URL = base_url
        completion = _juror("vendor/ignores", "jf:5")
    assert completion.output_format == "strict"  # asked strict; answered in text all the same
    parsed = parse_juror(completion.text)
    assert (parsed.scores, parsed.verdict, parsed.unread) == (SCORES, "APPROVE", [])
    assert prose(completion.text).startswith("Accurate and to the point.")


def test_the_offline_mock_follows_the_juror_schema(settings):
    settings.LLM_PROVIDER = "mock"
    completion = _juror("mock/juror", "jf:6")
    answer = JurorAnswer.model_validate_json(completion.text)  # the schema's own validation
    parsed = parse_juror(completion.text)
    assert parsed.scores == answer.scores.model_dump()
    assert parsed.verdict == answer.verdict
    assert parsed.recommendations == answer.recommendations
    assert completion.output_format == "strict"


def test_the_jury_asks_its_jurors_with_the_schema():
    # the jury's own calls carry the answer format (the pipeline's calls, not a call built here)
    from evaluation.jury import services

    class Config:
        content, original_question, content_last = "Some content.", None, False
        juror_models, timeout_s, foreman_model = ["a/one", "b/two"], 30, "c/three"

    class Msg:
        id = 1

    calls = services._calls(Msg(), Config(), [0, 1], want_title=False)
    assert [call.answer_format for call in calls] == [JurorAnswer, JurorAnswer]


def test_a_jury_run_with_the_mock_stores_schema_answers_that_read_whole(settings):
    # given a jury run on the offline mock (which takes strict JSON-schema output)
    from django.contrib.auth import get_user_model

    from evaluation.models import DeliberationStage
    from evaluation.runs import run_dispatch
    from tests.evaluation.conftest import jury_body, start

    settings.LLM_PROVIDER = "mock"
    message = start(get_user_model().objects.create_user("juror-format"), jury_body())
    # when
    run_dispatch(message_id=message.pk)
    # then each juror answered in the schema, and its card has every field, the recommendations from the list
    jurors = DeliberationStage.objects.filter(message=message, role="juror")
    assert jurors.count() == len(jury_body()["modeConfig"]["jurorModels"])
    for stage in jurors:
        answer = JurorAnswer.model_validate_json(stage.content)
        data = stage.parsed_data
        assert data["scores"] == answer.scores.model_dump()
        assert (data["verdict"], data["recommendations"], data["unread"]) == (
            answer.verdict, answer.recommendations, [])
