"""Every way of playing gets the same judge: 5-15 judge model calls a trial (the spec's
"average 5-15 judge calls per trial", as a ceiling for every trial and a floor on average for
every style), and contempt only after repeated misconduct the judge warned about.

Played on the pure engine by every scripted player (`game.trial.players`) on both sides of
every shipped case."""

from __future__ import annotations

from collections import defaultdict
from statistics import mean

import pytest

from game.cases import shipped_cases
from game.judge.patience import CONTEMPT_AFTER_SANCTIONS
from game.trial.engine import JUDGE_CALL_BUDGET
from game.trial.players import STYLES
from game.trial.recording import record_many
from game.trial.autoplay import resolve_pending
from tests.game.trial_support import advance_to, opened_trial

SEEDS = (21, 22)


@pytest.fixture(scope="module")
def records():
    return record_many(shipped_cases(), seeds=SEEDS, styles=STYLES)


def test_no_trial_of_any_style_asks_the_judge_more_than_fifteen_times(records):
    over = [(r.case, r.side, r.style, r.seed, r.judge_calls) for r in records if r.judge_calls > JUDGE_CALL_BUDGET]
    assert JUDGE_CALL_BUDGET == 15 and over == []


def test_no_trial_of_any_style_asks_the_judge_fewer_than_five_times(records):
    # a hasty player (no questions, no cards, no objections) gave the judge four calls in State v.
    # Whitfield: the two addresses and the judge's one question in each side's case
    under = [(r.case, r.side, r.style, r.seed, r.judge_calls) for r in records if r.judge_calls < 5]
    assert under == []


def test_every_style_averages_at_least_five_judge_calls(records):
    calls = defaultdict(list)
    for r in records:
        calls[r.style].append(r.judge_calls)
    assert {style: round(mean(c), 1) for style, c in calls.items() if mean(c) < 5} == {}


def test_contempt_follows_a_warning_and_two_sanctions_in_every_style(records):
    held = [r for r in records if r.outcome == "contempt"]
    assert held  # the reckless styles still meet it
    assert [(r.style, r.warnings, r.sanctions) for r in held
            if r.warnings < 1 or r.sanctions < CONTEMPT_AFTER_SANCTIONS] == []


def test_past_the_budget_an_objection_is_ruled_from_the_bench_without_a_model_call():
    # given a trial whose judge calls are spent, with a hearsay ruling already given on cross
    engine = opened_trial()
    advance_to(engine, "objection")
    engine.state.ruling_cache[f"hearsay|{engine.state.exam.type}|player|other-features"] = {
        "ruling": "sustained", "statement": "Sustained, as before.", "patienceChange": 0}
    engine.state.cache_misses = JUDGE_CALL_BUDGET
    # when counsel objects on that ground
    out = engine.object("obj_hearsay")
    # then the judge rules at once, as on the same objection before: no step awaits the model
    assert engine.state.pending is None or engine.state.pending.get("kind") != "ruling"
    assert any(n["type"] == "ruling" and n["message"] == "Sustained, as before." for n in out.notices)
    assert engine.state.merged_rulings == 1 and engine.state.cache_misses == JUDGE_CALL_BUDGET


def test_past_the_budget_the_judge_still_intervenes_in_fixed_words():
    # given a trial whose judge calls are spent
    engine = opened_trial()
    engine.state.cache_misses = JUDGE_CALL_BUDGET
    # when the judge has cause to intervene
    assert engine.intervene("caution")
    # then the intervention is made, marked to be said in its fixed words (no model call)
    assert engine.state.interventions[-1]["kind"] == "caution" and engine.state.interventions[-1]["scripted"]


def test_as_the_prosecution_rests_the_judge_rules_on_its_own_motion_that_the_case_goes_to_the_jury():
    # given a trial played to the end of the prosecution's case
    engine = opened_trial()
    while engine.state.phase != "defense_case":
        resolve_pending(engine, [])
        if engine.state.window in ("question", "turn"):
            engine.end_examination()
        elif engine.state.window == "objection":
            engine.allow()
        elif engine.state.window == "statement":
            engine.make_statement(engine.state.themes[0])
    # then the judge's sufficiency ruling (Rule 29(a)) is made once, as the defence's case opens
    kinds = [i["kind"] for i in engine.state.interventions]
    assert kinds.count("sufficiency") == 1
    assert next(i for i in engine.state.interventions if i["kind"] == "sufficiency")["phase"] == "defense_case"
