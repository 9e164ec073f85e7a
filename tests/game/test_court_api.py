import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from game.models import Trial
from tests.game.court_support import drain, seat_jury, start_game

pytestmark = pytest.mark.django_db
HIDDEN_WORDS = ("secrets", "lies", "he was two short", "sick mother", "prosecutionLean", "hearsayStrictness",
                "ruling_cache", "deck", "impeached_by")


def client_for(game) -> APIClient:
    client = APIClient()
    client.force_authenticate(game.player)
    return client


def url(game, action: str = "") -> str:
    return f"/api/game/games/{game.pk}/trial" + (f"/{action}" if action else "")


def test_the_courtroom_shows_only_what_research_paid_for_and_no_hidden_facts():
    game = start_game()
    client = client_for(game)
    answer = client.post(url(game, "research"), {"level": 1}, format="json")
    assert answer.status_code == 200
    judge = answer.json()["trial"]["judge"]
    assert set(judge) == {"level", "levelName", "name", "reputation", "strictness", "expression", "patience",
                          "warnings", "sanctions", "gavelStyle"}
    text = client.get(url(game)).content.decode()
    for word in HIDDEN_WORDS:
        assert word not in text, word


def test_research_costs_budget_and_a_second_purchase_of_the_same_level_is_refused():
    game = start_game()
    client = client_for(game)
    assert client.post(url(game, "research"), {"level": 2}, format="json").json()["trial"]["budget"] == 2000
    again = client.post(url(game, "research"), {"level": 2}, format="json")
    assert again.status_code == 400
    assert again.json() == {"code": "INVALID_RESEARCH", "error": "You already have that research on the judge."}
    upgrade = client.post(url(game, "research"), {"level": 3}, format="json")
    assert upgrade.json()["trial"]["budget"] == 0  # the upgrade pays the difference: $5,000 - $3,000
    broke = client.post(url(game, "investigate"), {"investigation": "cctv"}, format="json")
    assert broke.status_code == 409
    assert broke.json() == {"code": "NOT_ENOUGH_BUDGET",
                            "error": "Investigate: Car park CCTV still costs $3,000; you have $0 left."}


def test_a_card_not_in_hand_is_a_400_and_a_card_out_of_phase_a_409():
    game = seat_jury(start_game())
    client = client_for(game)
    client.get(url(game))
    drain(game)
    state = Trial.objects.get(game=game).state
    missing = next(k for k in ("lab_result", "expert_opinion", "receipt") if k not in state["hand"])
    answer = client.post(url(game, "statement"), {"theme": state["themes"][0], "cards": [missing]}, format="json")
    assert answer.status_code == 400
    assert answer.json()["code"] == "CARD_NOT_IN_HAND"
    assert answer.json()["error"].endswith("is not in your hand.")
    evidence = next(k for k in state["hand"] if not k.startswith(("dramatic", "emotional", "rapport", "reasonable",
                                                                   "closing")))
    answer = client.post(url(game, "statement"), {"theme": state["themes"][0], "cards": [evidence]}, format="json")
    assert answer.status_code == 409
    assert answer.json()["code"] == "CARD_NOT_ALLOWED_IN_PHASE"
    assert "cannot be played during Opening statements" in answer.json()["error"]


def test_an_unaffordable_card_is_a_409_with_the_costs_in_words():
    game = seat_jury(start_game())
    client = client_for(game)
    client.get(url(game))
    drain(game)
    trial = Trial.objects.get(game=game)
    trial.state["hand"] = ["emotional_appeal"] + trial.state["hand"]
    trial.state["cp"] = 3
    trial.save()
    answer = client.post(url(game, "statement"), {"theme": trial.state["themes"][0], "cards": ["emotional_appeal"]},
                         format="json")
    assert answer.status_code == 409
    assert answer.json() == {"code": "NOT_ENOUGH_CP", "error": "Emotional appeal costs 4 CP; you have 3."}


def test_an_action_while_the_court_is_busy_is_a_409_and_a_bad_body_a_400():
    game = seat_jury(start_game())
    client = client_for(game)
    client.get(url(game))  # opens the trial: opposing counsel's opening is awaited
    busy = client.post(url(game, "statement"), {"theme": "Reasonable doubt"}, format="json")
    assert busy.status_code == 409 and busy.json()["code"] == "WAITING"
    bad = client.post(url(game, "cards"), {"cards": []}, format="json")
    assert bad.status_code == 400 and bad.json()["code"] == "VALIDATION_ERROR"
    unknown = client.post(url(game, "teleport"), {}, format="json")
    assert unknown.status_code == 404 and unknown.json()["code"] == "UNKNOWN_ACTION"


def test_another_players_game_is_not_found_and_anonymous_is_refused():
    game = start_game()
    stranger = APIClient()
    stranger.force_authenticate(get_user_model().objects.create_user(username="stranger", password="x-2026-long"))
    assert stranger.get(url(game)).status_code == 404
    assert APIClient().get(url(game)).status_code in (401, 403)


def test_the_timeline_lists_every_public_event_in_order():
    game = start_game()
    client = client_for(game)
    client.post(url(game, "research"), {"level": 1}, format="json")
    events = client.get(f"/api/game/games/{game.pk}/timeline").json()["events"]
    assert [e["kind"] for e in events][:2] == ["game.started", "trial.research"]


def test_a_save_from_a_stale_state_is_refused_and_changes_nothing():
    from game import rows as loading
    from game.models import JudgeState

    game = start_game()
    assert client_for(game).get(url(game)).status_code == 200  # the first read opens the trial
    trial, judge = Trial.objects.get(game=game), JudgeState.objects.get(game=game)
    engine = loading.engine_of(game, trial, judge)
    Trial.objects.filter(game=game).update(version=trial.version + 1)  # another request saved meanwhile
    with pytest.raises(loading.StaleTrial):
        loading.engine_save(game, trial, judge, engine.state)
    assert Trial.objects.get(game=game).version == trial.version + 1


def test_the_trial_cannot_begin_before_the_jury_is_sworn():
    game = start_game()
    answer = client_for(game).post(url(game, "begin"), {}, format="json")
    assert answer.status_code == 409
    assert answer.json() == {"code": "JURY_NOT_SWORN", "error": "The trial begins once the jury is sworn in."}
