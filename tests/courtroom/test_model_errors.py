"""A model error is retried; a session that cannot continue fails with its reason."""

import pytest

from courtroom.models import CourtSession, Turn
from juryrigged.llm import ProviderError
from tests.courtroom.conftest import event_types, step

pytestmark = pytest.mark.django_db


def test_a_model_error_is_retried_and_the_session_carries_on(new_session, scripted_llm):
    scripted_llm.answers = [ProviderError("upstream 502"), "All rise for the case of the goose!"]
    session = new_session()
    step(session)
    assert step(session) == "retry"
    session.refresh_from_db()
    assert (session.status, session.step_attempts, session.lease_until) == ("running", 1, None)
    assert step(session) == "turn"
    assert Turn.objects.get(session=session).dialogue == "All rise for the case of the goose!"
    session.refresh_from_db()
    assert session.step_attempts == 0


def test_after_the_last_attempt_the_session_is_failed_with_its_reason(new_session, scripted_llm, settings):
    settings.COURT_TURN_ATTEMPTS = 3
    scripted_llm.answers = [ProviderError("upstream 502")] * 3
    session = new_session()
    step(session)
    assert [step(session) for _ in range(3)] == ["retry", "retry", "failed"]
    session.refresh_from_db()
    assert session.status == CourtSession.Status.FAILED
    assert session.failure_reason == "The model failed 3 times in a row: upstream 502"
    assert event_types(session)[-1] == "session_failed"
    assert step(session) == "stale"


def test_an_empty_answer_counts_as_a_model_error(new_session, scripted_llm):
    scripted_llm.answers = ["   ", "Hear ye!"]
    session = new_session()
    step(session)
    assert step(session) == "retry"
    assert step(session) == "turn"


def test_witness_answers_are_capped_and_markup_is_stripped(new_session, scripted_llm, settings):
    settings.COURT_WITNESS_MAX_CHARS = 60
    long_answer = "**Well** <b>I</b> was there " + "and I saw it all " * 20
    session = new_session()
    from tests.courtroom.conftest import run_until
    run_until(session, lambda s: s.turn_count == 4)  # up to the judge's first question
    scripted_llm.answers = [long_answer]
    step(session)
    answer = Turn.objects.get(session=session, turn_number=5)
    assert answer.role == "witness"
    assert len(answer.dialogue) <= 61
    assert answer.dialogue.startswith("Well I was there")


def test_every_prompt_carries_the_clean_courtroom_policy(new_session, scripted_llm):
    scripted_llm.default = "Order in the court."
    session = new_session()
    step(session)
    step(session)
    system = scripted_llm.requests[0].messages[0]["content"]
    assert "Clean-courtroom policy" in system and "PG-13" in system and "real people" in system
    assert scripted_llm.requests[0].purpose == "court.turn"


def test_token_use_and_cost_are_kept_per_session(new_session, scripted_llm):
    scripted_llm.default = "Order in the court, order!"
    session = new_session()
    step(session)
    step(session)
    session.refresh_from_db()
    assert (session.prompt_tokens, session.completion_tokens) == (10, len("Order in the court, order!") // 4)
    from juryrigged import llm
    assert llm.usage_for(session.subject).calls == 1


def test_a_database_error_mid_step_releases_the_turn_for_an_immediate_retry(new_session, monkeypatch):
    from django.db import OperationalError

    from courtroom.models import CourtSession
    from courtroom.services import steps

    session = new_session()
    step(session)

    def locked(*args, **kwargs):
        raise OperationalError("database is locked")

    monkeypatch.setattr(steps, "apply_step", locked)
    with pytest.raises(OperationalError):
        step(session)
    assert CourtSession.objects.get(pk=session.pk).lease_until is None
    monkeypatch.undo()
    assert step(session) == "turn"
