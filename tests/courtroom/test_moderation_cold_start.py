"""Cold start (issue 26): a provider without a /moderations endpoint (the default base URL has none) must not
cost the model screen its deadline. While the process does not know whether the endpoint exists, the screen
is asked first with the whole deadline and the endpoint probed only in the time left; its absence is learnt
once and remembered (in the process, and in the cache for the other processes)."""

import json
import time

import pytest
from django.core.cache import cache

from courtroom.models import CourtSession
from courtroom.services.moderation import text_moderate
from juryrigged.llm.models import LLMCall
from tests.support.fake_openai import FakeOpenAIServer, Flags

pytestmark = pytest.mark.django_db
TOPIC = "A goose is accused of stealing the mayor's sandwich"


def clean_screen(body):
    return json.dumps({"flagged": False, "categories": [], "reason": "model screen: fine"}), 0


@pytest.fixture
def provider(settings):
    """A real OpenAI-compatible provider on loopback, Layer 3 at its defaults (endpoint "both")."""
    settings.LLM_PROVIDER, settings.LLM_API_KEY, settings.LLM_ASK_COST = "openai", "test-key", False
    settings.COURT_MODERATION_MODEL_SCREEN = "auto"
    settings.COURT_MODERATION_TIMEOUT_S = 2
    servers = []

    def start(moderations):
        from juryrigged.llm.providers import get_provider

        server = FakeOpenAIServer(clean_screen, moderations=moderations)
        settings.LLM_BASE_URL = server.__enter__()
        get_provider()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.__exit__(None, None, None)


def test_the_first_topic_after_a_start_is_screened_and_the_missing_endpoint_is_learnt_once(provider, client, user):
    # given a provider with no moderation endpoint, and a process that has not asked it yet
    server = provider(moderations=None)
    client.force_login(user)
    # when the first topic after the start is submitted, then a second one
    first = client.post("/api/court/sessions", {"topic": TOPIC}, content_type="application/json")
    second = client.post("/api/court/sessions", {"topic": TOPIC + " again"}, content_type="application/json")
    # then the model screen was asked first, the endpoint probed once after it, and never again
    assert first.status_code == second.status_code == 201
    assert server.paths == ["/v1/chat/completions", "/v1/moderations", "/v1/chat/completions"]
    assert LLMCall.objects.filter(purpose="court.screen").count() == 2
    assert CourtSession.objects.count() == 2


def test_an_endpoint_that_hangs_never_costs_the_screen_its_deadline(provider):
    # given an endpoint that never answers, and a 2 s deadline for Layer 3
    provider(moderations=lambda body: Flags(hang=True))
    started = time.monotonic()
    # when the first text is screened
    decision = text_moderate("The goose denies everything, Your Honour.", subject="court.session:1")
    elapsed = time.monotonic() - started
    # then the screen decided (nothing held for lack of a decision) and the probe only had the time left
    screen = next(d for d in decision.layers if d.reason == "model screen: fine")
    assert not screen.undecided and not decision.flagged
    assert elapsed < 2 + 2  # the deadline, with slack for a loaded machine


def test_what_the_process_learnt_survives_a_cleared_cache(provider):
    server = provider(moderations=None)
    text_moderate("The goose denies everything.", subject="court.session:2")
    cache.clear()
    text_moderate("The goose denies it all again.", subject="court.session:2")
    assert server.paths.count("/v1/moderations") == 1
