"""Layer 3 through the provider's own moderation endpoint (OpenAI-compatible POST /moderations), against the
local fake server: its categories mapped onto ours, cached per text, recorded against the session (its
cost in the session's budget, zero and marked free when it is free), a deadline that holds, and the
structured model screen answering instead when the provider has no endpoint (404) or it is turned off."""

import json
import time
from decimal import Decimal

import pytest

from courtroom.models import Turn
from courtroom.moderation.endpoint import our_categories
from courtroom.services.moderation import model_screen_calls, text_moderate
from juryrigged import llm
from juryrigged.llm.models import LLMCall
from tests.courtroom.conftest import step
from tests.support.fake_openai import FakeOpenAIServer, Flags

pytestmark = pytest.mark.django_db
THREAT = "I will find where you live, counsel."
CLEAN = "The witness may step down."


def clean_screen(body):
    """The chat endpoint: a turn's line, or a model screen's verdict (nothing harmful)."""
    if "TEXT:" in body["messages"][-1]["content"]:
        return json.dumps({"flagged": False, "categories": [], "reason": "model screen: fine"}), 0
    return CLEAN, 0


def flags_for(body):
    return Flags(("harassment", "harassment/threatening", "violence")) if body["input"] == THREAT else Flags()


@pytest.fixture
def endpoint_on(settings):
    settings.LLM_PROVIDER, settings.LLM_API_KEY, settings.LLM_ASK_COST = "openai", "test-key", False
    settings.COURT_MODERATION_MODEL_SCREEN, settings.COURT_MODERATION_ENDPOINT = "on", "on"
    settings.COURT_MODERATION_TIMEOUT_S = 2
    settings.LLM_PRICE_PROVIDER = "openai"  # priced as at OpenAI, whose moderation models genai-prices lists at $0
    return settings


def serve(settings, server):
    from juryrigged.llm.providers import get_provider

    base = server.__enter__()
    settings.LLM_BASE_URL = base
    get_provider()
    return server


@pytest.fixture
def fake(endpoint_on):
    servers = []

    def start(moderations=flags_for, chat=clean_screen):
        servers.append(serve(endpoint_on, FakeOpenAIServer(chat, moderations=moderations)))
        return servers[-1]

    yield start
    for server in servers:
        server.__exit__(None, None, None)


def test_the_endpoint_holds_a_threat_in_our_categories_with_its_reason_free_and_cached(fake):
    # given a provider with a moderation endpoint
    server = fake()
    # when a threat is screened twice, and a clean line once
    first = text_moderate(THREAT, subject="court.session:9")
    again = text_moderate(THREAT, subject="court.session:9")
    clean = text_moderate(CLEAN, subject="court.session:9")
    # then the endpoint was asked once per text (the second verdict is cached), never the chat model
    assert server.paths == ["/v1/moderations", "/v1/moderations"]
    assert [body["input"] for body in server.requests] == [THREAT, CLEAN]
    assert body_models(server) == {"omni-moderation-latest"}
    layer3 = first.layers[2]
    assert (layer3.layer, layer3.flagged, layer3.categories) == ("model", True, ("harassment", "violence", "threat"))
    assert layer3.reason.startswith("moderation endpoint omni-moderation-latest: harassment 0.97, "
                                    "harassment/threatening 0.97, violence 0.97")
    assert layer3.reason.endswith("· free") and layer3.cost_usd == 0
    assert again.layers[2].flagged and again.layers[2].reason.endswith("(cached)")
    assert first.flagged and not clean.flagged
    # and each request is recorded against the session: free, from the price data that says so
    calls = LLMCall.objects.filter(subject="court.session:9", purpose="court.moderation")
    assert [(c.outcome, c.cost_usd, c.cost_source) for c in calls] == [("ok", 0, "price_data")] * 2


def body_models(server):
    return {body["model"] for body in server.requests}


def test_a_cost_the_provider_reports_is_the_one_counted(fake):
    fake(moderations=lambda body: Flags(cost=0.0004))
    text_moderate(CLEAN, subject="court.session:3")
    call = LLMCall.objects.get(subject="court.session:3", purpose="court.moderation")
    assert (call.cost_usd, call.cost_source) == (Decimal("0.0004"), "provider")
    assert llm.usage_for("court.session:3").cost_usd == call.cost_usd


def test_without_an_endpoint_the_model_screen_answers_and_the_404_is_not_asked_again(fake):
    # given a provider that has no moderation endpoint (most OpenAI-compatible ones)
    server = fake(moderations=None)
    # when two texts are screened
    first = text_moderate(THREAT + " (1)", subject="court.session:4")
    second = text_moderate(THREAT + " (2)", subject="court.session:4")
    # then /moderations was asked once, then remembered as missing; the model screen answered both
    assert server.paths == ["/v1/moderations", "/v1/chat/completions", "/v1/chat/completions"]
    assert first.layers[2].reason == second.layers[2].reason == "model screen: fine"
    assert model_screen_calls(max_chars=100, subject="x")[0].purpose == "court.screen"


def test_turned_off_the_endpoint_is_never_asked(fake, settings):
    server = fake()
    settings.COURT_MODERATION_ENDPOINT = "off"
    text_moderate(THREAT, subject="court.session:5")
    assert server.paths == ["/v1/chat/completions"]


def test_a_silent_endpoint_gets_one_request_and_layer3_stays_within_its_deadline(fake):
    # given an endpoint that never answers, and Layer 3's 2 s deadline
    server = fake(moderations=lambda body: Flags(hang=True))
    started = time.monotonic()
    # when
    decision = text_moderate(THREAT, subject="court.session:6")
    elapsed = time.monotonic() - started
    time.sleep(0.5)
    # then one request, the layer says it was unavailable, and the offline layers' decision stands
    assert server.paths == ["/v1/moderations"]
    assert decision.layers[2].reason.startswith("moderation endpoint unavailable: timed out after 2s")
    assert not decision.layers[2].flagged
    assert elapsed < 6  # its 2 s deadline; slack for a loaded machine (the request count is the proof)


def test_a_transient_error_is_asked_again_only_inside_the_deadline(fake, settings):
    settings.LLM_MAX_RETRIES = 2
    server = fake(moderations=lambda body: Flags(status=503))
    decision = text_moderate(CLEAN, subject="court.session:7")
    assert 2 <= len(server.paths) <= 3 and set(server.paths) == {"/v1/moderations"}
    assert next(d for d in decision.layers if d.layer == "model").reason.startswith("moderation endpoint unavailable")


@pytest.mark.parametrize(("flags", "ours"), [
    ({"hate/threatening": True}, (("threat",), ())),
    ({"hate": True, "hate/threatening": True}, (("hate", "threat"), ())),
    ({"harassment/threatening": True}, (("threat",), ())),
    ({"self-harm/instructions": True, "sexual": False}, (("self_harm",), ())),
    ({"sexual/minors": True}, (("sexual",), ())),
    ({"violence/graphic": True}, (("violence",), ())),
    ({"illicit": True, "illicit/violent": True}, ((), ("illicit", "illicit/violent"))),
    ({"Harassment": True}, (("harassment",), ())),
])
def test_the_providers_categories_map_onto_ours(flags, ours):
    assert our_categories(flags) == ours


def test_a_spoken_line_is_screened_by_the_endpoint_against_the_sessions_budget(fake, new_session):
    # given a session whose model says a threat, at a provider with a moderation endpoint
    server = fake(chat=lambda body: (THREAT, 0))
    session = new_session()
    # when its first line is spoken
    step(session)
    step(session)
    # then the line is held by the endpoint, and the endpoint's call is in the session's usage
    turn = Turn.objects.get(session=session, turn_number=1)
    assert turn.moderation == "flagged" and "threat" in turn.moderation_reasons
    assert turn.moderation_layers[2]["reason"].startswith("moderation endpoint omni-moderation-latest")
    assert "/v1/moderations" in server.paths
    assert LLMCall.objects.filter(subject=session.subject, purpose="court.moderation").count() >= 1


def test_with_both_the_model_screen_also_answers_and_holds_what_no_provider_category_names(fake, settings):
    # given "both": the endpoint, and the model screen beside it (defamation has no provider category)
    settings.COURT_MODERATION_ENDPOINT = "both"
    smear = "The mayor, Jane Doe, secretly runs the county's drug trade."

    def screen(body):
        if "TEXT:" in body["messages"][-1]["content"]:
            return json.dumps({"flagged": True, "categories": ["defamation"], "reason": "pins a crime on a real, "
                                                                                      "named person"}), 0
        return CLEAN, 0

    server = fake(chat=screen)
    # when
    decision = text_moderate(smear, subject="court.session:8")
    # then both were asked, each decision is kept, and the line is held for defamation
    # (cold start: the screen is asked first with the whole deadline, the endpoint probed in the time left)
    assert server.paths == ["/v1/chat/completions", "/v1/moderations"]
    layer3 = [d.reason.split(":")[0] for d in decision.layers if d.layer == "model"]
    assert layer3 == ["moderation endpoint omni-moderation-latest", "pins a crime on a real, named person"]
    assert decision.flagged and decision.categories == ("defamation",)
    assert [c.purpose for c in model_screen_calls(max_chars=100, subject="x")] == ["court.moderation", "court.screen"]
