"""The judge's own interventions: pure rules decide when, the model says the words, and the
trial waits for them in order; they cost counsel nothing."""

import pytest

from game import phases as P
from game.cases import shipped_cases
from game.judge import interventions as J
from game.judge.persona import JudgePersona
from game.models import Game, GameEvent
from game.trial.autoplay import engine_for_case, play_whole_trial
from game.trial.witness import SHAKY_BELOW
from juryrigged.llm.models import LLMCall
from tests.game.court_support import play_trial, seat_jury, start_game

CASES = {data["slug"]: data for data in shipped_cases()}


def said(engine) -> list[str]:
    return [i["kind"] for i in engine.state.interventions if i.get("said")]


# --- the rules ---------------------------------------------------------------------------

def test_the_addresses_to_the_jury_always_fit_and_the_rest_are_capped():
    done = ["admonish_witness", "order", "question", "question", "order", "peeve", "disregard"]
    assert len(done) == J.REACTIVE_MAX
    assert not J.allowed(done, "peeve")  # the trial's reactive interventions are spent
    assert J.allowed(done, "preliminary") and J.allowed(done, "closing_reminder")
    assert not J.allowed(["preliminary"], "preliminary")
    assert not J.allowed(["order", "order"], "order")  # each kind has its own limit
    assert J.allowed(["order"], "order")


def test_a_caution_comes_once_the_line_is_crossed_and_only_before_any_warning():
    assert J.due_caution(patience_before=65, patience_after=55, warnings_issued=0)
    assert not J.due_caution(patience_before=58, patience_after=50, warnings_issued=0)  # already below
    assert not J.due_caution(patience_before=65, patience_after=55, warnings_issued=1)
    assert not J.due_caution(patience_before=65, patience_after=66, warnings_issued=0)


def test_the_judge_asks_after_the_second_answer_on_direct_once_per_side_s_case():
    assert J.due_judge_question(exam_type="direct", answers_so_far=2, phase_asked=False)
    assert not J.due_judge_question(exam_type="direct", answers_so_far=1, phase_asked=False)
    assert not J.due_judge_question(exam_type="cross", answers_so_far=2, phase_asked=False)
    assert not J.due_judge_question(exam_type="direct", answers_so_far=2, phase_asked=True)


def test_only_a_strict_judge_strikes_an_unanswered_aggressive_question_on_cross():
    strict = JudgePersona.from_dict({"id": "s", "name": "S", "strictness": 70})
    lenient = JudgePersona.from_dict({"id": "l", "name": "L", "strictness": 40})
    assert J.due_disregard(strict, question_kind="aggressive", exam_type="cross")
    assert not J.due_disregard(strict, question_kind="probing", exam_type="cross")
    assert not J.due_disregard(strict, question_kind="aggressive", exam_type="direct")
    assert not J.due_disregard(lenient, question_kind="aggressive", exam_type="cross")


def test_a_pet_peeve_is_named_once():
    persona = JudgePersona.from_dict({"id": "p", "name": "P", "pet_peeves": ["theatrics", "grandstanding"]})
    assert J.due_peeves(["theatrics", "badgering"], persona, []) == ["theatrics"]
    assert J.due_peeves(["theatrics"], persona, ["theatrics"]) == []


def test_the_prompt_says_what_the_judge_is_doing_and_the_fallback_names_it():
    persona = JudgePersona.from_dict({"id": "p", "name": "Vance", "gavel_style": "dramatic"})
    messages = J.intervention_messages(persona, kind="order", detail="Dana", case_title="X v. Y", where="turn 3")
    assert "KIND: order" in messages[1]["content"] and "Dana" in messages[1]["content"]
    assert "theatrical" in messages[0]["content"]
    assert "grandstanding" in J.fallback_line("peeve", "grandstanding")


# --- in the trial engine -------------------------------------------------------------------

def test_the_trial_opens_with_the_judges_words_before_the_first_statement():
    engine = engine_for_case(CASES["state-v-whitfield"], seed=1, side="defense")
    engine.finish_pretrial()
    engine.begin_trial()
    assert engine.state.pending["kind"] == "opponent_statement"  # the prosecution opens
    assert engine.take_up_intervention()
    pending = engine.state.pending
    assert pending["kind"] == "intervention" and pending["then"]["kind"] == "opponent_statement"
    out = engine.resolve_intervention("Members of the jury, keep an open mind.")
    assert out.lines[0] == {"speaker": engine.persona.display_name, "role": "judge",
                            "text": "Members of the jury, keep an open mind."}
    assert engine.state.pending["kind"] == "opponent_statement"  # what was awaited comes back


def test_as_prosecution_the_statement_window_comes_back_after_the_judge_speaks():
    engine = engine_for_case(CASES["state-v-whitfield"], seed=1, side="prosecution")
    engine.finish_pretrial()
    engine.begin_trial()
    assert engine.state.window == "statement"
    engine.take_up_intervention()
    assert engine.state.window is None
    engine.resolve_intervention("Keep an open mind.")
    assert engine.state.window == "statement" and engine.state.pending is None


def test_a_shaken_witness_is_admonished_once_and_a_broken_one_brings_order():
    engine = engine_for_case(CASES["state-v-reyes"], seed=1)
    witness = engine.state.witnesses[0]
    from game.trial.events import Outcome
    witness.composure = SHAKY_BELOW + 5
    engine.hurt_witness(witness, 10, Outcome())
    engine.hurt_witness(witness, 5, Outcome())
    assert [i["kind"] for i in engine.state.interventions] == ["admonish_witness"]
    engine.hurt_witness(witness, 100, Outcome())
    assert [i["kind"] for i in engine.state.interventions] == ["admonish_witness", "order"]


def test_interventions_cost_counsel_nothing():
    # the same trial, its interventions said or not, leaves the judge's patience, counsel's
    # credibility and the jury's court events the same
    def play(with_interventions: bool):
        engine = engine_for_case(CASES["people-v-marsh"], seed=2)
        if not with_interventions:
            engine.intervene = lambda *a, **k: False
        outcomes = play_whole_trial(engine)
        events = [(e.description, e.base_impact, e.favors) for out in outcomes for e in out.court_events]
        return engine, events
    heard, events_heard = play(True)
    silent, events_silent = play(False)
    assert said(heard) and not said(silent)
    assert heard.state.judge.patience_remaining == silent.state.judge.patience_remaining
    assert heard.state.cp == silent.state.cp
    assert heard.state.judge.warnings_issued == silent.state.judge.warnings_issued
    assert events_heard == events_silent


def test_a_disregard_intervention_strikes_the_answer_for_the_jury():
    engine = engine_for_case(CASES["state-v-reyes"], seed=1)
    assert engine.intervene("disregard", "Janet Cole")
    engine.take_up_intervention()
    out = engine.resolve_intervention("The jury will disregard that.")
    assert out.directives == [{"type": "disregard", "fraction": 0.5}]
    assert engine.state.disregarded


@pytest.mark.parametrize("slug", sorted(CASES))
@pytest.mark.parametrize("side", ["defense", "prosecution"])
def test_every_case_makes_five_to_fifteen_judge_calls_a_trial_the_same_for_a_seed(slug, side):
    for seed in (1, 2, 3):
        engine = engine_for_case(CASES[slug], seed, side)
        play_whole_trial(engine)
        calls = engine.state.cache_misses + len(said(engine))
        assert 5 <= calls <= 15, (seed, calls, said(engine))
        again = engine_for_case(CASES[slug], seed, side)
        play_whole_trial(again)
        assert again.state.interventions == engine.state.interventions


def test_nothing_is_left_waiting_when_a_case_ends_in_contempt():
    ended = 0
    for seed in range(1, 7):
        engine = engine_for_case(CASES["people-v-marsh"], seed)
        play_whole_trial(engine)
        if engine.state.outcome:
            ended += 1
            assert engine.state.pending is None and engine.state.interventions_due == []
            assert not engine.take_up_intervention()
        else:
            assert engine.state.phase == P.DELIBERATION
    assert ended  # the ordinary player is held in contempt in some of these trials


# --- through the services, with the offline model --------------------------------------------

@pytest.mark.django_db
def test_a_case_played_through_the_services_hears_the_judges_words_from_the_model(eager):
    game = seat_jury(start_game(slug="state-v-reyes", seed=4))
    play_trial(game)
    game.refresh_from_db()
    assert game.phase in (Game.Phase.DELIBERATION, Game.Phase.VERDICT) or game.status != Game.Status.ACTIVE
    purposes = list(LLMCall.objects.filter(subject=f"game.game:{game.pk}").values_list("purpose", flat=True))
    interventions = purposes.count("game.intervention")
    assert interventions >= 3
    assert 5 <= interventions + purposes.count("game.ruling") <= 15
    judge_lines = list(GameEvent.objects.filter(game=game, kind="trial.line", payload__role="judge")
                       .values_list("summary", flat=True))
    from game.trial.mock import INTERVENTION_LINES
    offline = {line for lines in INTERVENTION_LINES.values() for line in lines}
    assert sum(1 for line in judge_lines if line in offline) == interventions
