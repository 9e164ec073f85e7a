"""The ordinary scripted player, on the pure engine: the first suggested question, the
first playable card each turn, lets opposing counsel's questions stand; the model-backed
steps answered with fixed lines and the judge persona's deterministic rulings. Used by the
case validator (`manage.py validate_cases`), the tests and the benchmarks."""

from __future__ import annotations

from game.case_kinds import case_kind
from game.judge.interventions import fallback_line
from game.judge.rulings import ObjectionContext, fallback_ruling
from game.trial import casedata
from game.trial.cards import WINDOW_TURN, CardError, Catalogue
from game.trial.engine import CaseMeta, Engine, new_trial
from game.trial.witness import fallback_answer


def engine_for_case(data: dict, seed: int, side: str | None = None) -> Engine:
    """A fresh engine for a case file's data (as `game/cases/*.json` holds it), the player
    on `side` (default: the case's own side)."""
    case_side = data.get("player_side", "defense")
    side = side or case_side
    case = casedata.trial_case(
        slug=data["slug"], title=data["title"], charge=data["charge"], kind=data.get("kind", "criminal"),
        difficulty=data["difficulty"], player_side=side, case_side=case_side, budget=data["budget"],
        prosecution_theory=data["prosecution_theory"], defense_theory=data["defense_theory"],
        opposing_counsel=data["opposing_counsel"], mirror_counsel=data.get("mirror_counsel"),
        witnesses=data["witnesses"], evidence=data["evidence"])
    persona = casedata.judge_persona(data["judge"], data["slug"])
    state = new_trial(seed=seed, case=case, persona=persona, skills={})
    meta = casedata.meta_fields(title=case["title"], player_side=side, prosecution_theory=data["prosecution_theory"],
                                defense_theory=data["defense_theory"], truth=data.get("truth", ""),
                                evidence=data["evidence"], synopsis=data.get("synopsis", ""))
    return Engine(state, persona=persona, catalogue=Catalogue.for_case(case["evidence"], case["case_type"]),
                  meta=CaseMeta(**meta))


def opponent_line(engine: Engine) -> str:
    """Opposing counsel's statement, for the scripted play: its side's verdict."""
    words = case_kind(engine.state.case_type)
    verdict = words.against_word if engine.opponent_side == "prosecution" else words.cleared_word
    return f"The evidence will show the defendant is {verdict}."


def resolve_pending(engine: Engine, outcomes: list) -> None:
    """Answer whatever the engine awaits with a fixed text or the fallback ruling (the
    judge's interventions first, as the trial service takes them up)."""
    engine.take_up_intervention()
    while engine.state.pending and not engine.state.over:
        pending = engine.state.pending
        if pending["kind"] == "intervention":
            item = engine.state.interventions[pending["index"]]
            outcomes.append(engine.resolve_intervention(fallback_line(item["kind"], item["detail"])))
        elif pending["kind"] == "witness_answer":
            outcomes.append(engine.resolve_witness_answer(fallback_answer(engine.state.current_witness,
                                                                          engine.state.last_question or {})))
        elif pending["kind"] == "ruling":
            ruling = fallback_ruling(engine.persona, ObjectionContext(**pending["context"]))
            outcomes.append(engine.resolve_ruling(ruling.model_dump()))
        else:
            outcomes.append(engine.resolve_opponent_statement(opponent_line(engine)))
        engine.take_up_intervention()


def affordable(engine: Engine, key: str) -> bool:
    try:
        engine.validate_cards([key], WINDOW_TURN)
        return True
    except CardError:
        return False


def play_whole_trial(engine: Engine, max_steps: int = 400) -> list:
    """Play from wherever the engine is to the jury's retirement (or the case's end)."""
    outcomes = []
    for _ in range(max_steps):
        resolve_pending(engine, outcomes)
        state = engine.state
        if state.over or state.phase in ("deliberation", "verdict"):
            return outcomes
        if state.phase == "pre_trial":
            outcomes.append(engine.finish_pretrial())
        elif state.phase == "jury_selection":
            outcomes.append(engine.begin_trial())
        elif state.window == "statement":
            outcomes.append(engine.make_statement(state.themes[0]))
        elif state.window == "question":
            outcomes.append(engine.ask_question(question_id=state.suggested[0]["id"]))
        elif state.window == "turn":
            playable = [k for k in state.hand if affordable(engine, k)]
            if playable and not state.played_this_turn:
                outcomes.append(engine.play_cards(playable[:1]))
            else:
                outcomes.append(engine.continue_turn())
        elif state.window == "objection":
            outcomes.append(engine.allow())
        else:
            raise RuntimeError(f"stuck: phase={state.phase} window={state.window} pending={state.pending}")
    raise RuntimeError("the trial did not end")
