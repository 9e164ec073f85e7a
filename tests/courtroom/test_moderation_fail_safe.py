"""Fail safe (issue 26): when a model screen is configured but gives no decision — it times out, errors, or
answers something unreadable — a live line is held for staff (viewers read the placeholder until staff
decide) and a submitted topic is refused with 503 "try again"; without a model screen, a line the offline
layers cannot read is held and such a topic refused. A setting (COURT_MODERATION_FAIL) chooses; the default
holds. Staff see why in the queue."""

import pytest

from courtroom.models import CourtSession, Turn
from courtroom.moderation import redacted_line
from courtroom.services.moderation import text_moderate
from juryrigged import realtime
from juryrigged.llm.providers import ProviderError
from tests.courtroom.conftest import step

pytestmark = pytest.mark.django_db
LINE = "The court will now hear from the owner of the goose."
ITALIAN = "Il testimone ha visto l'imputato rubare la torta del vicino durante la festa."


def _raise(request):
    raise ProviderError("502 Bad Gateway from the upstream model")


# Each way a configured screen can fail to decide: its turn answers LINE, its screen fails.
FAILURES = {
    "timeout": ({"court.screen": 5}, lambda request: LINE),
    "error": ({}, lambda request: _raise(request) if request.purpose == "court.screen" else LINE),
    "unreadable answer": ({}, lambda request: "I'd rather not say." if request.purpose == "court.screen" else LINE),
}


@pytest.fixture
def failing_screen(settings, scripted_llm, request):
    settings.COURT_MODERATION_MODEL_SCREEN = "on"
    settings.COURT_MODERATION_TIMEOUT_S = 0.6
    delays, answer = FAILURES[request.param]
    scripted_llm.delays.update(delays)
    scripted_llm.default = answer
    return request.param


@pytest.mark.parametrize("failing_screen", list(FAILURES), indirect=True)
def test_a_live_line_the_screen_could_not_decide_is_held_for_staff(failing_screen, new_session):
    # given a session (no topic of the user's, so nothing is screened before it starts)
    session = new_session(topic=None)
    # when its first line is spoken and the screen gives no decision
    step(session)
    step(session)
    # then viewers read the placeholder, and the queue says why
    turn = Turn.objects.get(session=session, turn_number=1)
    assert (turn.moderation, turn.dialogue, turn.original_dialogue) == ("flagged", redacted_line(turn.role), LINE)
    assert turn.moderation_reasons == ["unscreened"]
    hold = turn.moderation_layers[-1]
    assert hold["layer"] == "failsafe"
    assert hold["reason"].startswith("held for staff: the model screen gave no decision")
    published = [e.payload for e in realtime.events_after(session.stream, 0) if e.type == "turn"]
    assert LINE not in str(published)


@pytest.mark.parametrize("failing_screen", list(FAILURES), indirect=True)
def test_a_topic_the_screen_could_not_decide_is_refused_with_try_again(failing_screen, client, user):
    client.force_login(user)
    response = client.post("/api/court/sessions", {"topic": "A goose is accused of stealing the mayor's lunch"},
                           content_type="application/json")
    assert response.status_code == 503
    body = response.json()
    assert body["code"] == "MODERATION_UNAVAILABLE" and "try again" in body["error"]
    assert body["retryAfterMs"] > 0
    assert CourtSession.objects.count() == 0


@pytest.mark.parametrize("failing_screen", ["timeout"], indirect=True)
def test_set_to_publish_the_offline_decision_stands(failing_screen, settings):
    settings.COURT_MODERATION_FAIL = "publish"
    decision = text_moderate(LINE, subject="court.session:1")
    assert not decision.flagged and decision.layers[-1].reason.startswith("model screen unavailable")


def test_a_screen_that_decides_publishes_the_line(settings, scripted_llm, new_session):
    settings.COURT_MODERATION_MODEL_SCREEN = "on"
    scripted_llm.default = lambda request: ('{"flagged": false, "categories": [], "reason": "fine"}'
                                            if request.purpose == "court.screen" else LINE)
    session = new_session()
    step(session)
    step(session)
    turn = Turn.objects.get(session=session, turn_number=1)
    assert (turn.moderation, turn.dialogue) == ("clean", LINE)


def test_without_a_model_a_line_the_offline_layers_cannot_read_is_held(scripted_llm, new_session, settings):
    # given no model screen (the offline mock provider is configured), and a line in Italian
    assert settings.LLM_PROVIDER == "mock"
    scripted_llm.default = ITALIAN
    session = new_session()
    step(session)
    step(session)
    turn = Turn.objects.get(session=session, turn_number=1)
    assert (turn.moderation, turn.moderation_reasons) == ("flagged", ["unreadable"])
    assert "“it”, which the offline layers cannot read" in turn.moderation_layers[-1]["reason"]


def test_without_a_model_a_line_in_a_language_read_is_published(scripted_llm, new_session):
    scripted_llm.default = "El testigo vio al acusado robar la tarta del vecino durante la fiesta."
    session = new_session()
    step(session)
    step(session)
    assert Turn.objects.get(session=session, turn_number=1).moderation == "clean"


def test_without_a_model_a_topic_the_offline_layers_cannot_read_is_refused(client, user):
    client.force_login(user)
    response = client.post("/api/court/sessions", {"topic": ITALIAN}, content_type="application/json")
    assert response.status_code == 400
    assert (response.json()["code"], response.json()["reasons"]) == ("TOPIC_REJECTED", ["unreadable"])
    assert CourtSession.objects.count() == 0


def test_the_queue_shows_the_reasons_as_words(admin_client, scripted_llm, new_session):
    scripted_llm.default = ITALIAN
    session = new_session()
    step(session)
    step(session)
    turn = Turn.objects.get(session=session, turn_number=1)
    item = admin_client.get(f"/admin/courtroom/flaggedturn/{turn.pk}/change/").content.decode()
    assert "held: a language the offline layers cannot read" in item
    assert "[&quot;unreadable&quot;]" not in item and '["unreadable"]' not in item
