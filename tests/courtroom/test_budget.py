"""A court session has a budget: the judge adjourns before a turn that could break it, never mid-turn."""

from decimal import Decimal

import pytest

from courtroom.models import CourtSession, Turn
from courtroom.services.budget import ADJOURNMENT
from juryrigged import llm, realtime
from tests.courtroom.conftest import event_types, step

pytestmark = pytest.mark.django_db


def test_a_new_session_takes_the_configured_budget(new_session, settings):
    settings.COURT_BUDGET_TOKENS, settings.COURT_BUDGET_USD = 12345, 0.75
    session = new_session()
    assert (session.budget_tokens, session.budget_usd) == (12345, Decimal("0.75"))


def test_the_judge_adjourns_before_a_turn_that_would_break_the_token_budget(new_session, scripted_llm, settings):
    # given a session whose budget holds only a few turns (each forecast: its prompt + max_tokens)
    settings.LLM_MAX_TOKENS = {"*": 400}
    # 300 completion tokens a turn, as the provider reports (words, not "xxx…": a line in no language is held)
    scripted_llm.default = ("The goose objects to the bailiff. " * 36)[:1200]
    session = new_session()
    CourtSession.objects.filter(pk=session.pk).update(budget_tokens=2500, budget_usd=None)
    # when it runs until it stops
    outcomes = [step(session) for _ in range(40)]
    # then it adjourned cleanly: the judge's closing line last, the session completed with the reason
    assert "adjourned" in outcomes
    session.refresh_from_db()
    assert session.status == CourtSession.Status.COMPLETED
    assert session.adjourned_reason.startswith("Budget spent: the next step would bring it to about")
    last = Turn.objects.filter(session=session).order_by("-turn_number").first()
    assert (last.role, last.dialogue) == ("judge", ADJOURNMENT)
    completed = [e for e in realtime.events_after(session.stream, 0) if e.type == "session_completed"]
    assert completed[-1].payload["adjourned"]["reason"] == session.adjourned_reason
    # and it never went past its budget, nor asked the model for the adjourned turn
    spent = llm.usage_for(session.subject)
    assert spent.total_tokens <= 2500
    spoken = Turn.objects.filter(session=session).exclude(dialogue=ADJOURNMENT).count()
    assert len(scripted_llm.requests) == spoken
    assert event_types(session)[-1] == "session_completed"
    assert step(session) == "stale"


def test_the_money_cap_adjourns_too(new_session, scripted_llm, settings):
    # given a priced model and a budget smaller than one turn could cost
    settings.COURT_MODEL = "openai/gpt-4o"
    session = new_session()
    CourtSession.objects.filter(pk=session.pk).update(budget_tokens=None, budget_usd=Decimal("0.0001"))
    outcomes = [step(session) for _ in range(3)]
    assert outcomes[:2] == ["enter_phase", "adjourned"]
    session.refresh_from_db()
    assert "over its budget of $0.00" in session.adjourned_reason
    assert scripted_llm.requests == []


def test_a_sessions_bill_counts_every_call_and_says_unknown_rather_than_guess(new_session, scripted_llm, settings):
    from courtroom.serializers import session_json

    # given a session on a model no price data knows
    settings.COURT_MODEL = "acme/unpriced-9"
    session = new_session()
    for _ in range(3):
        step(session)
    session.refresh_from_db()
    # then its bill counts the calls and says the cost is unknown, not $0
    usage = session_json(session, {}, with_turns=True)["metadata"]["usage"]
    assert usage["calls"] == len(scripted_llm.requests) > 0
    assert usage["estimatedCostUsd"] is None and usage["unpricedCalls"] == usage["calls"]
