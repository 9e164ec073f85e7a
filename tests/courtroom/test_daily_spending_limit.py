"""A court session's model calls are its creator's: they count to the creator's daily spending, no session starts
once the creator's (or the site's) daily limit is reached, and a running session adjourns, with the reason for
its viewers, before a turn whose forecast would pass a limit."""


import pytest
from rest_framework.test import APIClient

from courtroom.models import CourtSession, Turn
from courtroom.services.budget import DAILY_LIMIT_ADJOURNMENT
from juryrigged import llm, realtime
from juryrigged.llm import spending
from juryrigged.llm.models import DailySpend, LLMCall
from tests.courtroom.conftest import step
from tests.support.spending import daily_limits, next_midnight, spend

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _limits(settings):
    daily_limits(settings)


def day_of(user) -> DailySpend | None:
    return DailySpend.objects.filter(payer=spending.user_payer(user.pk)).first()


def test_every_model_call_of_a_session_counts_to_its_creators_day(new_session, user, scripted_llm):
    # given a session its creator started
    scripted_llm.default = "The goose pleads not guilty, Your Honour."
    session = new_session(created_by=user)
    # when it plays its first turns
    for _ in range(8):
        step(session)
    # then every call it made is on the creator's row of today's spending, as on the site's
    calls = LLMCall.objects.filter(subject=session.subject)
    assert calls.count() == len(scripted_llm.requests) > 0
    mine = day_of(user)
    assert mine is not None and mine.calls == calls.count()
    assert mine.tokens == sum(c.prompt_tokens + c.completion_tokens for c in calls)


def test_a_session_is_refused_once_its_creators_daily_limit_is_reached(user):
    # given a user who spent their daily limit elsewhere today
    spend(user, "10")
    api = APIClient()
    api.force_authenticate(user)
    # when they start a session
    response = api.post("/api/court/sessions", {"topic": "A goose is accused of stealing a sandwich"},
                        format="json")
    # then it is refused with the limit's name and when it resets, and nothing is created
    assert response.status_code == 429, response.content
    body = response.json()
    assert (body["code"], body["limit"], body["resetsAt"]) == ("SPENDING_LIMIT", "userDailyUsd", next_midnight())
    assert "daily spending limit of $10.00" in body["error"] and "resets at 00:00 UTC" in body["error"]
    assert 0 < body["retryAfterMs"] <= 86_400_000 and int(response["Retry-After"]) >= 1
    assert not CourtSession.objects.exists()


def test_the_sites_daily_limit_refuses_every_creator(user):
    spend(None, "100")
    api = APIClient()
    api.force_authenticate(user)
    response = api.post("/api/court/sessions", {}, format="json")
    assert response.status_code == 429
    assert (response.json()["code"], response.json()["limit"]) == ("SPENDING_LIMIT", "siteDailyUsd")


def test_a_running_session_adjourns_before_a_turn_that_would_pass_its_creators_daily_limit(
        new_session, user, scripted_llm, client):
    # given a session that has spoken a few turns, whose creator then reaches their limit elsewhere
    scripted_llm.default = "The goose pleads not guilty, Your Honour."
    session = new_session(created_by=user)
    outcomes = [step(session) for _ in range(4)]
    assert "turn" in outcomes
    asked = len(scripted_llm.requests)
    spend(user, "10")
    # when it goes on
    outcomes = [step(session) for _ in range(6)]
    # then the judge adjourned at the next turn, without asking the model, and the session completed
    assert "adjourned" in outcomes and len(scripted_llm.requests) == asked
    session.refresh_from_db()
    assert session.status == CourtSession.Status.COMPLETED
    reason = session.adjourned_reason
    assert reason == ("Daily spending limit: The host's daily spending limit of $10.00 is reached. "
                      f"It resets at 00:00 UTC ({next_midnight()[:10]}).")
    last = Turn.objects.filter(session=session).order_by("-turn_number").first()
    assert (last.role, last.dialogue) == ("judge", DAILY_LIMIT_ADJOURNMENT)
    # and viewers are told why: live (the completion event) and on the page
    completed = [e for e in realtime.events_after(session.stream, 0) if e.type == "session_completed"]
    assert completed[-1].payload["adjourned"]["reason"] == reason
    page = client.get(f"/court/{session.pk}/").content.decode()
    assert "The court adjourned early. Daily spending limit: The host&#x27;s daily spending limit" in page


def test_a_session_stops_before_its_calls_forecast_passes_the_token_limit(new_session, user, scripted_llm, settings):
    # given a creator whose daily token limit holds a few turns (each forecast: its prompt + max_tokens)
    settings.SPEND_USER_DAILY_TOKENS = 3000
    settings.LLM_MAX_TOKENS = {"*": 400}
    # 300 completion tokens a turn, as the provider reports (words, not "xxx…": a line in no language is held)
    scripted_llm.default = ("The goose objects to the bailiff. " * 36)[:1200]
    session = new_session(created_by=user)
    # when it runs until it stops
    outcomes = [step(session) for _ in range(60)]
    # then it adjourned on the token limit before passing it
    assert "adjourned" in outcomes
    session.refresh_from_db()
    assert "daily limit of 3,000 tokens is reached" in session.adjourned_reason
    assert 0 < day_of(user).tokens <= 3000
    assert llm.usage_for(session.subject).calls == len(scripted_llm.requests) > 1


def test_a_session_without_a_creator_stops_at_the_sites_limit(new_session, scripted_llm):
    scripted_llm.default = "The goose pleads not guilty, Your Honour."
    session = new_session()
    step(session)
    spend(None, "100")
    outcomes = [step(session) for _ in range(3)]
    assert "adjourned" in outcomes and scripted_llm.requests == []
    session.refresh_from_db()
    assert session.adjourned_reason.startswith("Daily spending limit: The site's daily spending limit of $100.00")
