import json

import pytest

from game.services import trial as court
from game.models import JudgeState, Trial
from game.services.trial_steps import trial_resolve_pending
from juryrigged.llm.models import LLMCall
from tests.game.court_support import drain, seat_jury, start_game

pytestmark = pytest.mark.django_db
VALID = json.dumps({"ruling": "sustained", "statement": "Sustained. Counsel will rephrase.",
                    "juryInstruction": "The jury will disregard the answer.", "patienceChange": 2})


def game_at_objection_window(scripted_llm):
    """A game where opposing counsel has asked a question and the witness answered."""
    from juryrigged.llm import mock

    scripted_llm.default = lambda request: mock.respond(request)
    game = seat_jury(start_game())
    drain(game)
    trial = Trial.objects.get(game=game)
    court.trial_make_statement(game=game, theme=trial.state["themes"][0], cards=[])
    drain(game)
    assert Trial.objects.get(game=game).state["window"] == "objection"
    return game


def object_with_hearsay(game, scripted_llm, answers):
    scripted_llm.answers = list(answers)
    before = len(scripted_llm.requests)
    court.trial_object(game=game, card="obj_hearsay")
    assert Trial.objects.get(game=game).pending_kind == "ruling"
    assert trial_resolve_pending(game_id=game.pk)
    return [r for r in scripted_llm.requests[before:] if r.purpose == "game.ruling"]


def test_a_valid_structured_ruling_is_applied_with_its_cp_and_jury_instruction(scripted_llm):
    game = game_at_objection_window(scripted_llm)
    cp_before = Trial.objects.get(game=game).state["cp"]
    requests = object_with_hearsay(game, scripted_llm, [VALID])
    state = Trial.objects.get(game=game).state
    assert len(requests) == 1
    assert requests[0].model == "openai/gpt-4o"
    assert state["cp"] == cp_before - 2 + 3  # paid 2 CP, +3 for a sustained objection
    assert state["disregarded"] == ["The jury will disregard the answer."]
    judge = JudgeState.objects.get(game=game)
    assert judge.notable_rulings[-1]["ruling"] == "sustained"
    assert judge.patience_remaining == 82  # 80 + 2


def test_invalid_rulings_are_retried_with_a_reminder_then_accepted(scripted_llm):
    game = game_at_objection_window(scripted_llm)
    too_long = json.dumps({"ruling": "sustained", "statement": "x" * 250, "patienceChange": 0})
    requests = object_with_hearsay(game, scripted_llm, ["I sustain it, obviously.", too_long, VALID])
    assert len(requests) == 3
    assert "statement: String should have at most 200 characters" in requests[2].messages[-1]["content"]
    outcomes = list(LLMCall.objects.filter(purpose="game.ruling").order_by("id").values_list("outcome", flat=True))
    assert outcomes == ["retried", "retried", "ok"]
    assert JudgeState.objects.get(game=game).notable_rulings[-1]["statement"] == "Sustained. Counsel will rephrase."


def test_after_three_invalid_answers_the_fallback_rules_from_the_judges_strictness(scripted_llm):
    game = game_at_objection_window(scripted_llm)
    requests = object_with_hearsay(game, scripted_llm, ["no", "still no", "{\"ruling\": \"maybe\"}"])
    assert len(requests) == 3
    outcomes = list(LLMCall.objects.filter(purpose="game.ruling").order_by("id").values_list("outcome", flat=True))
    assert outcomes == ["retried", "retried", "fallback"]
    ruling = JudgeState.objects.get(game=game).notable_rulings[-1]
    # Judge Okonkwo's hearsay strictness is 50 and "Please tell the jury what you saw." is not
    # reported speech: the fallback does not sustain it.
    assert ruling["ruling"] in ("overruled", "allowed_with_warning")
    assert ruling["statement"] in ("Overruled. I don't see hearsay here. The witness may answer.",
                                   "I'll allow it, but counsel is on a short leash. Move along.")


def test_a_sustained_instruction_reverses_half_of_the_jurors_last_shift(scripted_llm):
    game = game_at_objection_window(scripted_llm)
    trial = Trial.objects.get(game=game)
    shifts = {int(k): v for k, v in trial.last_deltas["deltas"].items()}
    assert any(shifts.values())
    before = {j.persona_id: j.opinion for j in game.jurors.filter(persona_id__in=shifts)}
    object_with_hearsay(game, scripted_llm, [VALID])
    for juror in game.jurors.filter(persona_id__in=shifts):
        assert juror.opinion == pytest.approx(before[juror.persona_id] - 0.5 * shifts[juror.persona_id], abs=0.01)
        # and the answer's memory, if it left one, is marked: no one argues from it in deliberation
        struck = [m for m in juror.memories if m["description"] == trial.last_deltas["event"]]
        assert all(m.get("disregarded") == 0.5 for m in struck)


def test_a_step_for_an_old_version_changes_nothing(scripted_llm):
    game = game_at_objection_window(scripted_llm)
    court.trial_object(game=game, card="obj_hearsay")
    trial = Trial.objects.get(game=game)
    assert not trial_resolve_pending(game_id=game.pk, version=trial.version - 1)
    assert Trial.objects.get(game=game).pending_kind == "ruling"
