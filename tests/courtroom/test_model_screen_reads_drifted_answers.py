"""The model screen through the real door and an OpenAI-compatible endpoint: it asks for strict JSON-schema
output, and an answer that drifts from the asked shape (the prompt's own labels, capitals, a long reason,
flagged with no category) is read right rather than dropped."""

import json

import pytest

from courtroom.moderation import model_screen
from courtroom.services.moderation import model_screen_run
from tests.support.fake_openai import FakeOpenAIServer

pytestmark = pytest.mark.django_db
LONG = "It gives a street address and says someone should pay the witness a visit tonight. " * 6


@pytest.fixture
def screen_on(settings):
    settings.LLM_PROVIDER, settings.LLM_API_KEY, settings.LLM_ASK_COST = "openai", "test-key", False
    settings.COURT_MODERATION_MODEL_SCREEN = "on"
    settings.COURT_MODERATION_TIMEOUT_S = 30  # a deadline for the test machine under load, not a figure
    return settings


def screened(settings, answer: dict, text: str):
    server = FakeOpenAIServer(lambda body: (json.dumps(answer), 0))
    with server as base_url:
        settings.LLM_BASE_URL = base_url
        decision = model_screen_run(text, subject="court.test")
    return decision, server.requests[0]


def test_the_screen_asks_for_strict_json_schema_output(screen_on):
    _, request = screened(screen_on, {"flagged": False, "categories": [], "reason": "fine"}, "Objection!")
    response_format = request["response_format"]
    assert response_format["type"] == "json_schema"
    assert response_format["json_schema"]["strict"] is True
    assert set(response_format["json_schema"]["schema"]["properties"]) == {"flagged", "categories", "reason"}


@pytest.mark.parametrize("answer, categories", [
    ({"flagged": True, "categories": ["threats or doxxing"], "reason": "address"}, ("threat",)),
    ({"flagged": True, "categories": ["Hate", "Self-harm"], "reason": "slur"}, ("hate", "self_harm")),
    ({"flagged": True, "categories": ["hate_speech"], "reason": "slur"}, ("hate",)),
    ({"flagged": True, "categories": ["threat"], "reason": LONG}, ("threat",)),
    ({"flagged": True, "reason": "something is wrong with it"}, (model_screen.UNSPECIFIED,)),
])
def test_a_drifted_answer_is_read_as_flagged(screen_on, answer, categories):
    decision, _ = screened(screen_on, answer, f"line {len(str(answer))}")
    assert decision.flagged is True
    assert decision.categories == categories
    assert len(decision.reason) <= model_screen.REASON_SHOWN_CHARS + len(" (cached)")
