import pytest

from game.judge.persona import JudgePersona
from game.trial.engine import Engine
from game.errors import ActionError
from game.trial.events import Outcome
from game.trial.state import TrialState
from tests.game.trial_support import (
    CASE,
    JUDGE,
    advance_to,
    make_engine,
    opened_trial,
    play_whole_trial,
    resolve_pending,
)


def transcript(outcomes) -> list[str]:
    return [f"{line['role']}: {line['text']}" for out in outcomes for line in out.lines]


def test_a_scripted_trial_runs_from_pretrial_to_deliberation_with_instructions():
    engine = make_engine()
    outcomes = play_whole_trial(engine)
    state = engine.state
    assert state.phase == "deliberation"
    assert state.outcome == ""
    assert state.instructions["standard_of_proof"].startswith("Beyond a reasonable doubt")
    phases = [n["phase"] for out in outcomes for n in out.notices if n["type"] == "phase"]
    assert phases == ["jury_selection", "opening", "prosecution_case", "defense_case", "closing", "jury_instructions",
                      "deliberation"]
    assert sum(len(out.court_events) for out in outcomes) > 20


def test_the_same_seed_plays_the_same_trial():
    assert transcript(play_whole_trial(make_engine(seed=11))) == transcript(play_whole_trial(make_engine(seed=11)))
    assert make_engine(seed=11).state.hand != make_engine(seed=12).state.hand


def test_a_trial_reloaded_from_its_dict_continues_exactly():
    # given a trial half played, and a copy saved and reloaded at the same point
    engine = opened_trial(seed=5)
    resolve_pending(engine, [])
    engine.make_statement(engine.state.themes[1])
    reloaded = Engine(TrialState.from_dict(engine.state.as_dict()), persona=engine.persona,
                      catalogue=engine.catalogue, meta=engine.meta)
    # when both play on
    # then they say and do exactly the same things
    assert transcript(play_whole_trial(reloaded)) == transcript(play_whole_trial(engine))
    assert reloaded.state.as_dict() == engine.state.as_dict()


def test_every_action_is_refused_while_a_model_step_is_pending():
    engine = opened_trial()
    assert engine.state.pending == {"kind": "opponent_statement", "statement": "opening statement"}
    with pytest.raises(ActionError) as error:
        engine.make_statement(engine.state.themes[0])
    assert (error.value.status, error.value.code) == (409, "WAITING")


def test_pretrial_spending_is_checked_against_the_budget():
    engine = make_engine()
    engine.research_judge(3)
    engine.hire_consultant()
    assert engine.state.budget == 15000 - 5000 - 3000
    out = engine.investigate("phone")
    assert engine.state.budget == 5000
    assert "case_phone_log" in engine.state.hand
    assert engine.state.pp == 25
    assert out.notices[0]["message"] == ("Investigation complete: Subpoena the clerk's phone records (+5 PP). "
                                         "New evidence card: Clerk's phone log.")
    with pytest.raises(ActionError) as error:
        engine.hire_consultant()
    assert error.value.code == "ALREADY_HIRED"
    engine.finish_pretrial()
    assert (engine.state.budget, engine.state.pp, engine.state.phase) == (0, 26, "jury_selection")


def test_research_reveals_only_its_level_in_the_notice():
    out = make_engine().research_judge(1)
    assert set(out.notices[0]["judge"]) == {"level", "levelName", "name", "reputation", "strictness"}


def test_a_similar_objection_reuses_the_cached_ruling_without_a_model_call():
    # given the player objects twice to similarly shaped questions on the same cross-examination
    engine = opened_trial(seed=3)
    outcomes = []
    objections = 0
    while objections < 2:
        resolve_pending(engine, outcomes)
        state = engine.state
        if state.window == "statement":
            engine.make_statement(state.themes[0])
        elif state.window == "objection":
            engine.object("obj_hearsay")
            objections += 1
            resolve_pending(engine, outcomes)
    # then the first was a miss that needed the judge, the second a hit
    assert (engine.state.judge_calls, engine.state.cache_misses, engine.state.cache_hits) == (1, 1, 1)


def test_a_sustained_objection_with_a_jury_instruction_asks_to_reverse_the_last_shift():
    engine = opened_trial(seed=3)
    advance_to(engine, "objection")  # opposing counsel's first question on direct
    cp_before, objection_cost = engine.state.cp, engine.catalogue.get("obj_hearsay").cost_cp
    engine.object("obj_hearsay")
    out = engine.resolve_ruling({"ruling": "sustained", "statement": "Sustained.", "patienceChange": 0,
                                 "juryInstruction": "The jury will disregard that answer."})
    assert {"type": "disregard", "fraction": 0.5} in out.directives
    assert engine.state.disregarded == ["The jury will disregard that answer."]
    assert engine.state.cp == cp_before - objection_cost + 3  # objection paid, +3 for sustained
    assert engine.state.player_objections == ["sustained"]


def test_contempt_needs_a_warning_and_two_sanctions_first_and_then_ends_the_case():
    # given a judge with little patience and a peeve counsel does not know of
    touchy = JudgePersona(id="t", name="Touchy", patience=15, pet_peeves=("theatrics",))
    engine = opened_trial(persona=touchy)
    resolve_pending(engine, [])
    engine.state.hand += ["dramatic_pause"] * 4
    engine.state.cp = 60

    def indulge():
        engine.state.phase, engine.state.window, engine.state.pending = "closing", "statement", None
        engine.state.statements = {"closing.prosecution": True}
        out = engine.make_statement(engine.state.themes[0], ["dramatic_pause"])
        return [n["type"] for n in out.notices if n["type"] in ("warning", "sanction", "contempt")]

    # when counsel indulges it: the judge names the peeve and warns, no more
    assert indulge() == ["warning"]
    assert engine.state.outcome == "" and engine.state.peeves_warned == ["theatrics"]
    # and again, knowing, twice: a sanction each time, no contempt yet (patience is at zero)
    assert indulge() == ["sanction"] and engine.state.outcome == ""
    assert indulge() == ["sanction"] and engine.state.outcome == "" and engine.state.judge.patience_remaining == 0
    # and once more: contempt ends the case
    assert indulge() == ["contempt"] and engine.state.outcome == "contempt"
    assert engine.state.judge.warnings_issued == 1 and engine.state.judge.sanctions_issued == 2
    with pytest.raises(ActionError) as error:
        engine.request_recess()
    assert error.value.code == "GAME_OVER"


def test_credibility_spent_is_not_contempt_before_two_sanctions():
    # given counsel warned and sanctioned once, whose credibility an overruled objection takes below zero
    engine = opened_trial()
    resolve_pending(engine, [])
    engine.state.judge.warnings_issued, engine.state.judge.sanctions_issued = 1, 1
    engine.state.cp = -3
    out = Outcome()
    engine.check_contempt(out)
    # then the case goes on with no credibility left
    assert engine.state.outcome == "" and engine.state.cp == 0
    # but after a second sanction, credibility below zero is contempt
    engine.state.judge.sanctions_issued, engine.state.cp = 2, -3
    engine.check_contempt(out)
    assert engine.state.outcome == "contempt"


def test_warnings_and_sanctions_fire_during_play_and_are_counted():
    touchy = JudgePersona(id="t", name="Touchy", patience=50, pet_peeves=("theatrics",))
    engine = opened_trial(persona=touchy)
    resolve_pending(engine, [])
    engine.state.research_level = 2  # the peeve is known: it costs the full price
    engine.state.hand += ["dramatic_pause", "dramatic_pause"]
    first = engine.make_statement(engine.state.themes[0], ["dramatic_pause"])
    assert [n["type"] for n in first.notices if n["type"] in ("warning", "sanction")] == ["warning"]
    assert engine.state.judge.patience_remaining == 35
    engine.state.judge.patience_remaining = 30
    engine.state.cp = 40
    # closing: the player speaks after the prosecution
    engine.state.phase, engine.state.window, engine.state.pending = "closing", "statement", None
    engine.state.statements = {"closing.prosecution": True}
    second = engine.make_statement(engine.state.themes[0], ["dramatic_pause"])
    assert [n["type"] for n in second.notices if n["type"] in ("warning", "sanction")] == ["sanction"]
    assert (engine.state.judge.warnings_issued, engine.state.judge.sanctions_issued) == (1, 1)
    assert engine.state.cp == 40 - 2 - 10


def test_a_recess_restores_engagement_twice_at_most():
    engine = opened_trial()
    resolve_pending(engine, [])
    assert engine.request_recess().directives == [{"type": "restore_engagement", "amount": 20}]
    engine.request_recess()
    with pytest.raises(ActionError) as error:
        engine.request_recess()
    assert error.value.code == "NO_MORE_RECESSES"


def test_a_witness_whose_composure_runs_out_breaks_and_moves_the_jury_strongly():
    engine = opened_trial()
    advance_to(engine, "turn", question_id="q1")
    engine.state.current_witness.composure = 10
    engine.state.hand.append("impeach_witness")
    out = engine.play_cards(["impeach_witness"])
    broke = [e for e in out.court_events if e.source == "witness_broke"]
    assert broke and broke[0].base_impact == 15 and broke[0].favors == "defense"
    assert "I was on my phone" in broke[0].description
    engine.continue_turn()
    assert engine.state.exam.witness_id == "friend"  # the broken witness leaves the stand


def test_an_unknown_theme_or_question_is_a_400():
    engine = opened_trial()
    resolve_pending(engine, [])
    with pytest.raises(ActionError) as error:
        engine.make_statement("Something else")
    assert error.value.status == 400
    assert CASE["themes"] == engine.state.themes
    assert JUDGE.id == engine.state.judge.persona_id


def test_a_turn_without_offence_calms_the_judge_but_never_past_their_nature():
    engine = make_engine()  # Judge Okafor: patience 60
    engine.state.judge.patience_remaining = 50
    engine.state.patience_at_turn_start = 50
    from game.trial.events import Outcome

    engine.end_turn(Outcome())
    assert engine.state.judge.patience_remaining == 52
    engine.state.judge.patience_remaining = 59
    engine.state.patience_at_turn_start = 59
    engine.end_turn(Outcome())
    assert engine.state.judge.patience_remaining == 60
    engine.state.judge.patience_remaining = 40  # an offence this turn: no calm
    engine.end_turn(Outcome())
    assert engine.state.judge.patience_remaining == 40
