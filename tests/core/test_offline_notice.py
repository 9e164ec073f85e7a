"""A result the offline demo model produced says so on its page (templates/_offline_notice.html), from the calls
recorded for it: all mock, some, none; and a live object with no call yet by the provider that will answer."""

from datetime import UTC, datetime

import pytest
from django.template import Context, Template

from juryrigged import llm
from juryrigged.llm.models import LLMCall

pytestmark = pytest.mark.django_db
NOW = datetime(2026, 11, 27, tzinfo=UTC)


def call(subject: str, provider: str) -> None:
    LLMCall.objects.create(purpose="eval.juror", provider=provider, model="openai/gpt-4o-mini", subject=subject,
                           started_at=NOW, finished_at=NOW, latency_ms=5, outcome="ok",
                           cost_source="mock" if provider == "mock" else "price_data")


def notice(subject: str, live: bool = False) -> str:
    html = Template('{% load offline %}{% offline_notice subject live=live what="this evaluation" %}').render(
        Context({"subject": subject, "live": live}))
    return " ".join(html.split())


def test_a_result_the_mock_wrote_says_offline_demo():
    call("eval.message:1", "mock")
    call("eval.message:1", "mock")
    html = notice("eval.message:1")
    assert 'role="note"' in html and "Offline demo:" in html
    assert "This evaluation came from JuryRigged's built-in demo model, not from a real AI model" in html
    assert llm.offline_for("eval.message:1") == llm.Offline(2, 2)


def test_a_result_partly_from_the_mock_says_how_much():
    call("eval.message:2", "mock")
    call("eval.message:2", "openai")
    call("eval.message:2", "openai")
    html = notice("eval.message:2")
    assert "Partly offline demo:" in html and "1 of the 3 model calls behind this evaluation" in html


def test_a_result_from_a_real_provider_says_nothing():
    call("eval.message:3", "openai")
    assert notice("eval.message:3").strip() == ""


def test_with_no_call_yet_a_live_run_follows_the_configured_provider(settings):
    settings.LLM_PROVIDER = "mock"
    assert "Offline demo:" in notice("eval.message:4", live=True)
    assert notice("eval.message:4", live=False).strip() == ""  # a finished run that made no call: nothing to say
    settings.LLM_PROVIDER = "openai"
    assert notice("eval.message:4", live=True).strip() == ""
