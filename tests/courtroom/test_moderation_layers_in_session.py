"""All layers in a live session: model turns and user topics pass every layer; each layer's
decision and reason is stored and shown to staff; staff decisions leave rule suggestions."""

import json

import pytest

from courtroom.models import CourtSession, ModerationRule, Turn
from courtroom.services import turn_redact, turn_restore
from juryrigged import llm, realtime
from juryrigged.llm.models import LLMCall
from tests.courtroom.conftest import run_until, step

pytestmark = pytest.mark.django_db
# Harmful, yet nothing the rules or the structural layer know: only a model sees it.
SUBTLE = "Members of the jury, we all know what people like the plaintiff deserve, and it is not mercy."


def scripted(screen: dict[str, dict], line: str = "A calm and proper line of testimony."):
    """A provider answer: `line` for turns; for screens, the verdict `screen` gives the text, else clean."""
    def answer(request):
        if request.purpose != "court.screen":
            return line
        text = request.messages[-1]["content"].removeprefix("TEXT:\n")
        return json.dumps(screen.get(text, {"flagged": False, "categories": [], "reason": "fine"}))

    return answer


def first_line(new_session, scripted_llm, text: str) -> Turn:
    """A new session's first spoken line (the bailiff's), the model saying `text`."""
    scripted_llm.answers = [text]
    session = new_session()
    step(session)
    step(session)
    return Turn.objects.get(session=session, turn_number=1)


@pytest.fixture
def model_screen_on(settings):
    settings.COURT_MODERATION_MODEL_SCREEN = "on"


def test_a_turn_only_the_model_screen_catches_is_held_with_each_layers_reason(
        new_session, scripted_llm, model_screen_on):
    # given a model that says a subtle threat, and a model screen that sees it
    scripted_llm.default = scripted({SUBTLE: {"flagged": True, "categories": ["threat", "hate"],
                                              "reason": "veiled threat against a group"}}, line=SUBTLE)
    session = new_session()

    # when the line is spoken
    step(session)
    step(session)

    # then it is held, and each layer's decision is stored
    turn = Turn.objects.get(session=session, turn_number=1)
    assert (turn.moderation, turn.moderation_reasons) == ("flagged", ["hate", "threat"])
    assert [(d["layer"], d["flagged"]) for d in turn.moderation_layers] == [
        ("rules", False), ("structure", False), ("learned", False), ("model", True)]
    assert turn.moderation_layers[3]["reason"] == "veiled threat against a group"
    action = next(e for e in realtime.events_after(session.stream, 0) if e.type == "moderation_action")
    assert action.payload["reasons"] == ["hate", "threat"]


def test_the_model_screen_is_recorded_against_the_session_and_counts_in_its_cost(
        new_session, scripted_llm, model_screen_on):
    # given a session whose lines are screened by the model
    scripted_llm.default = scripted({})
    session = new_session()

    # when two lines are spoken (the same words: the second screen comes from the cache)
    session = run_until(session, lambda s: s.turn_count >= 2)

    # then the screen is one LLMCall with the session as subject, and its cost is in the session's
    screens = LLMCall.objects.filter(purpose="court.screen", subject=session.subject)
    turns = LLMCall.objects.filter(purpose="court.turn", subject=session.subject)
    assert screens.count() == 1 and turns.count() == 2
    paid = sum(c.cost_usd for c in [*screens, *turns])
    assert screens.get().cost_usd > 0 and session.cost_usd == paid
    assert "(cached)" in Turn.objects.get(session=session, turn_number=2).moderation_layers[3]["reason"]


def test_set_to_publish_an_unavailable_model_screen_leaves_the_offline_decision(new_session, scripted_llm,
                                                                               model_screen_on, settings):
    # given a model screen that answers nonsense, and the fail-safe turned off (issue 26: the default holds)
    settings.COURT_MODERATION_FAIL = "publish"
    scripted_llm.default = lambda request: "not json" if request.purpose == "court.screen" else "A fine line."
    session = new_session()

    # when a line is spoken
    step(session)
    step(session)

    # then it is published, and the queue says why the model did not decide
    turn = Turn.objects.get(session=session, turn_number=1)
    assert (turn.moderation, turn.dialogue) == ("clean", "A fine line.")
    assert turn.moderation_layers[3]["reason"].startswith("model screen unavailable")


def test_a_turn_the_model_screen_flags_without_a_category_keeps_unspecified_as_its_reason(
        new_session, scripted_llm, model_screen_on):
    # given a model screen that flags a line and names no category
    scripted_llm.default = scripted({SUBTLE: {"flagged": True, "reason": "something is off"}}, line=SUBTLE)
    session = new_session()

    # when the line is spoken
    step(session)
    step(session)

    # then it is held, and the combined reasons say the screen flagged it with no category (not an empty list)
    turn = Turn.objects.get(session=session, turn_number=1)
    assert (turn.moderation, turn.moderation_reasons) == ("flagged", ["unspecified"])
    action = next(e for e in realtime.events_after(session.stream, 0) if e.type == "moderation_action")
    assert action.payload["reasons"] == ["unspecified"]


def test_a_topic_the_model_screen_flags_without_a_category_is_refused_naming_it(
        client, user, scripted_llm, model_screen_on):
    topic = "A perfectly ordinary-sounding topic about the county fair"
    scripted_llm.default = scripted({topic: {"flagged": True, "categories": [], "reason": "hm"}})
    client.force_login(user)

    response = client.post("/api/court/sessions", {"topic": topic}, content_type="application/json")

    assert response.status_code == 400
    assert (response.json()["code"], response.json()["reasons"]) == ("TOPIC_REJECTED", ["unspecified"])
    assert "no category named" in response.json()["error"]


def test_a_topic_is_refused_by_the_offline_layers_with_400_and_its_categories(client, user):
    client.force_login(user)
    response = client.post("/api/court/sessions", {"topic": "The witness should k i l l yourself on the stand"},
                           content_type="application/json")
    assert response.status_code == 400
    body = response.json()
    assert (body["code"], body["reasons"]) == ("TOPIC_REJECTED", ["self_harm"])
    assert "self-harm encouragement" in body["error"]
    assert CourtSession.objects.count() == 0


def test_a_topic_is_refused_by_the_model_screen_before_a_session_starts(client, user, scripted_llm, model_screen_on):
    # given a topic only the model screen finds harmful
    topic = "Taylor Swift secretly runs a child abuse ring"
    scripted_llm.default = scripted({topic: {"flagged": True, "categories": ["defamation"],
                                             "reason": "accuses a real person of a crime"}})
    client.force_login(user)

    # when it is submitted
    response = client.post("/api/court/sessions", {"topic": topic}, content_type="application/json")

    # then it is a 400 with the category, no session exists, and the screen is on the creator's account
    assert response.status_code == 400
    assert (response.json()["code"], response.json()["reasons"]) == ("TOPIC_REJECTED", ["defamation"])
    assert CourtSession.objects.count() == 0
    assert LLMCall.objects.get(purpose="court.screen").subject == f"court.creator:{user.pk}"


def test_the_queue_shows_each_layer_and_its_reason(admin_client, new_session, scripted_llm):
    # given a line the rules held
    turn = first_line(new_session, scripted_llm, "Order! I will kill you when this trial is over.")

    # when staff open the queue and the item
    queue = admin_client.get("/admin/courtroom/flaggedturn/?moderation=flagged").content.decode()
    item = admin_client.get(f"/admin/courtroom/flaggedturn/{turn.pk}/change/").content.decode()

    # then both show the layer, its decision and its reason
    for page in (queue, item):
        assert "<strong>rules</strong>: held (threats or doxxing)" in page
        assert "threats to harm matched" in page
        # the structural layer holds it too (a harm the speaker means, aimed at the one addressed)
        assert "<strong>structure</strong>: held (threats or doxxing)" in page


def test_a_restore_suggests_the_rule_again_with_a_guard(new_session, scripted_llm, staff):
    # given a line the rules held, which staff find fine
    turn = first_line(new_session, scripted_llm, "In the school play I will kill you all with my singing.")
    assert turn.moderation == "flagged"

    # when staff restore it
    turn_restore(turn_id=turn.pk, actor=staff)

    # then an inactive suggestion of the same rule waits, with the words before the hit as a guard
    suggestion = ModerationRule.objects.get(source="suggested")
    fired = ModerationRule.objects.get(pk=turn.moderation_layers[0]["rules"][0])
    assert (suggestion.active, suggestion.suggested_from, suggestion.code) == (False, turn, "threat")
    assert suggestion.pattern == fired.pattern
    assert suggestion.unless == r"\bthe\W+school\W+play\b"


def test_a_redaction_suggests_a_rule_for_the_missed_line(new_session, scripted_llm, staff):
    # given a line no layer held
    turn = first_line(new_session, scripted_llm, "The defendant smells of old cabbage and regret.")

    # when staff redact it
    turn_redact(turn_id=turn.pk, actor=staff, reason="rude")

    # then an inactive rule matching its phrase is suggested, linked to the line
    suggestion = ModerationRule.objects.get(source="suggested")
    assert (suggestion.active, suggestion.suggested_from) == (False, turn)
    assert suggestion.pattern.startswith(r"\bthe\W+defendant\W+smells")


def test_offline_the_mock_model_screen_answers_for_the_model(new_session, model_screen_on):
    # given no real model (the mock provider) and the model screen switched on
    session = new_session()

    # when a line is spoken
    step(session)
    step(session)

    # then the model layer's decision comes from the mock responder, in the schema
    model = Turn.objects.get(session=session, turn_number=1).moderation_layers[3]
    assert (model["layer"], model["flagged"]) == ("model", False)
    assert model["reason"].startswith("offline screen: nothing harmful found offline")


def test_a_turn_whose_model_screen_would_break_the_budget_is_not_spoken(new_session, scripted_llm, model_screen_on):
    from courtroom.services.moderation import model_screen_calls
    from courtroom.services.steps import turn_prompt
    from courtroom.services.turns import cast_of, script_of

    # given a session at its first turn, with a token budget that fits the turn's call but
    # not the turn's call and the model screen of its line together
    scripted_llm.default = scripted({})
    session = new_session()
    step(session)
    session.refresh_from_db()
    cast = cast_of(session)
    prompt = turn_prompt(session, cast, script_of(session, cast)[session.cursor])
    turn_tokens = llm.forecast([prompt.call]).tokens
    screen_tokens = llm.forecast(model_screen_calls(max_chars=900, subject=session.subject)).tokens
    CourtSession.objects.filter(pk=session.pk).update(budget_tokens=turn_tokens + screen_tokens // 2,
                                                      budget_usd=None)

    # when the turn is due
    outcome = step(session)

    # then the judge adjourns instead: nothing was asked of the model
    assert outcome == "adjourned"
    assert not LLMCall.objects.filter(subject=session.subject).exists()


def test_a_turn_steps_lease_outlives_the_model_screen_too(settings):
    from courtroom.services.steps import step_lease

    settings.COURT_TURN_TIMEOUT_S, settings.COURT_MODERATION_TIMEOUT_S, settings.COURT_STEP_WRITE_S = 45, 10, 5
    settings.COURT_MODERATION_MODEL_SCREEN = "off"
    assert step_lease().total_seconds() == 50
    settings.COURT_MODERATION_MODEL_SCREEN = "on"
    assert step_lease().total_seconds() == 60
