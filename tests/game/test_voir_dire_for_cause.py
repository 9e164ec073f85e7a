"""For-cause challenges: a legal reason, the judge's structured ruling through the LLM
door, and a fallback that follows the record when the model's answer is unusable."""

import json

import pytest

from game.models import GameEvent, JurorState
from game.services.voir_dire import voir_dire_challenge, voir_dire_pass, voir_dire_rule
from game.errors import ActionError
from game.trial.opponent import CHALLENGE_FROM_DIFFICULTY
from juryrigged.realtime.models import StreamEvent
from tests.game.jury_support import in_selection, run_on_commit

pytestmark = pytest.mark.django_db


def panel_member(game, key):
    return game.jurors.select_related("persona").get(persona__key=key)


def test_a_challenge_on_an_established_ground_is_granted_and_the_seat_refilled(cases, player, eager):
    # given Patricia Lowe (seat 5) manages loss prevention for a rival store
    game = in_selection(player, cases["tutorial"])
    lowe = panel_member(game, "t5")
    # when challenged for a conflict of interest
    with run_on_commit():
        voir_dire_challenge(game=game, juror_id=lowe.persona_id, reason="conflict_of_interest")
    # then the judge excuses her and the next in the pool sits in seat 5
    lowe.refresh_from_db()
    assert (lowe.status, lowe.struck_by, lowe.strike_kind) == ("struck", "judge", "cause")
    assert game.jurors.get(seat=5).pool_order == 14
    challenge = GameEvent.objects.get(kind="voir_dire.challenge")
    assert challenge.payload["status"] == "granted"
    assert challenge.payload["fallback"] is False
    ruling = StreamEvent.objects.get(stream=game.stream, type="voir_dire.ruling")
    assert ruling.payload["granted"] is True
    # a for-cause strike does not use a peremptory
    game.refresh_from_db()
    assert game.peremptory_player == 3


def test_a_challenge_on_a_ground_the_record_does_not_show_is_denied(cases, player, eager):
    game = in_selection(player, cases["tutorial"])
    finch = panel_member(game, "t2")  # pro-police, but said nothing that shows it
    with run_on_commit():
        voir_dire_challenge(game=game, juror_id=finch.persona_id, reason="bias")
    finch.refresh_from_db()
    assert (finch.status, finch.seat) == ("seated", 2)
    assert GameEvent.objects.get(kind="voir_dire.challenge").payload["status"] == "denied"


def test_the_judge_is_asked_for_a_structured_ruling_with_the_ground_and_the_record(cases, player, eager, scripted_llm):
    scripted_llm.answers = [json.dumps({"ruling": "denied", "reason": "Not on this record."})]
    game = in_selection(player, cases["tutorial"])
    with run_on_commit():
        voir_dire_challenge(game=game, juror_id=panel_member(game, "t1").persona_id, reason="bias")
    request = scripted_llm.requests[0]
    assert request.purpose == "game.for_cause"
    assert request.schema_name == "ForCauseRuling"
    assert "GROUND: bias" in request.messages[-1]["content"]
    assert "shoplifters 'always claim it was an accident'" in request.messages[-1]["content"]
    assert "Ruth Okonkwo" in request.messages[0]["content"]
    # the model's ruling stands even where the fallback would differ
    assert GameEvent.objects.get(kind="voir_dire.challenge").payload["status"] == "denied"


def test_unusable_model_answers_fall_back_to_the_record(cases, player, eager, scripted_llm):
    # given a model that answers nonsense three times (two retries with a schema reminder)
    scripted_llm.answers = ["I rule in favour", '{"ruling": "maybe"}', "no"]
    game = in_selection(player, cases["tutorial"])
    with run_on_commit():
        voir_dire_challenge(game=game, juror_id=panel_member(game, "t1").persona_id, reason="bias")
    challenge = GameEvent.objects.get(kind="voir_dire.challenge")
    assert len(scripted_llm.requests) == 3
    assert challenge.payload["fallback"] is True
    assert challenge.payload["status"] == "granted"  # Gloria Mendes admitted the bias


def test_a_challenge_needs_a_legal_reason(cases, player):
    game = in_selection(player, cases["tutorial"])
    with pytest.raises(ActionError) as refused:
        voir_dire_challenge(game=game, juror_id=panel_member(game, "t1").persona_id, reason="looks shifty")
    assert (refused.value.status, refused.value.code) == (400, "INVALID_REASON")


def test_while_a_ruling_is_pending_the_panel_cannot_be_accepted(cases, player):
    game = in_selection(player, cases["tutorial"])
    voir_dire_challenge(game=game, juror_id=panel_member(game, "t1").persona_id, reason="bias")  # task not run
    with pytest.raises(ActionError) as refused:
        voir_dire_pass(game=game)
    assert refused.value.code == "CHALLENGE_PENDING"
    with pytest.raises(ActionError) as twice:
        voir_dire_challenge(game=game, juror_id=panel_member(game, "t1").persona_id, reason="bias")
    assert twice.value.code == "CHALLENGE_PENDING"
    assert panel_member(game, "t1").status == JurorState.Status.SEATED


def test_opposing_counsel_challenges_for_cause_and_the_judge_rules_like_on_the_players(cases, player):
    # given a mid case in voir dire, with a seated juror who leans against the prosecution and
    # whose answers gave a ground for cause
    game = in_selection(player, cases["mid"])
    target = next(s for s in game.jurors.select_related("persona").filter(status="seated")
                  if s.persona.cause_grounds and s.persona.prosecution_bias < 0)
    # when the player accepts the panel
    result = voir_dire_pass(game=game)
    # then opposing counsel challenges that juror for cause, and nobody is sworn while the judge rules
    assert target.persona.name in result["opponent_challenged"] and not result["sworn"]
    challenge = GameEvent.objects.get(game=game, kind="voir_dire.challenge", payload__juror=target.persona_id)
    assert (challenge.payload["by"], challenge.payload["status"]) == ("opponent", "pending")
    with pytest.raises(ActionError) as waiting:
        voir_dire_pass(game=game)
    assert waiting.value.code == "CHALLENGE_PENDING"
    # and the judge's ruling (the model, or the fallback: the ground was established) excuses the juror
    voir_dire_rule(challenge_id=challenge.pk)
    target.refresh_from_db()
    assert (target.status, target.struck_by, target.strike_kind) == ("struck", "judge", "cause")
    assert GameEvent.objects.filter(game=game, kind="voir_dire.ruling", payload__challenge=challenge.pk).exists()


def test_an_opponent_below_the_challenge_difficulty_does_not_challenge_for_cause(cases, player):
    # given: the tutorial with its opposing counsel at difficulty 1 (the shipped tutorial's prosecutor
    # is at 3 since the cases were balanced, and challenges for cause like any counsel from 2)
    case = cases["tutorial"]
    case.opposing_counsel = {**case.opposing_counsel, "difficulty": CHALLENGE_FROM_DIFFICULTY - 1}
    case.save(update_fields=["opposing_counsel"])
    game = in_selection(player, case)
    # when the player accepts the panel, then nobody is challenged for cause
    assert voir_dire_pass(game=game)["opponent_challenged"] == []
