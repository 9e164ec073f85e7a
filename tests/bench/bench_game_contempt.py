"""Benchmark: how often the ordinary scripted player is held in contempt, per shipped case.

    python -m pytest tests/bench/bench_game_contempt.py -s

The pure trial engine plays each shipped case from pre-trial to the jury's retirement with
the ordinary player of `tests/game/trial_support.play_whole_trial` (the first suggested
question, the first playable card each turn, lets opposing counsel's questions stand),
24 seeds a case; the judge's rulings are the persona's deterministic ones. Prints, per case,
how many trials ended in contempt or a mistrial, with the warnings and sanctions given.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from game.cases import shipped_cases
from game.trial import casedata
from game.trial.cards import Catalogue
from game.trial.engine import CaseMeta, Engine, new_trial
from tests.game.trial_support import play_whole_trial

SEEDS = int(os.environ.get("BENCH_CONTEMPT_SEEDS", "24"))
CASES = {data["slug"]: data for data in shipped_cases()}


def engine_for(data: dict, seed: int) -> Engine:
    case = casedata.trial_case(
        slug=data["slug"], title=data["title"], charge=data["charge"], kind=data.get("kind", "criminal"),
        difficulty=data["difficulty"], player_side=data.get("player_side", "defense"), budget=data["budget"],
        prosecution_theory=data["prosecution_theory"], defense_theory=data["defense_theory"],
        opposing_counsel=data["opposing_counsel"], witnesses=data["witnesses"], evidence=data["evidence"])
    persona = casedata.judge_persona(data["judge"], data["slug"])
    state = new_trial(seed=seed, case=case, persona=persona, skills={})
    return Engine(state, persona=persona, catalogue=Catalogue.for_case(case["evidence"]),
                  meta=CaseMeta(title=case["title"]))


@pytest.mark.parametrize("slug", sorted(CASES))
def test_bench_contempt_rate(slug):
    ends: Counter = Counter()
    warnings = sanctions = 0
    for seed in range(1, SEEDS + 1):
        engine = engine_for(CASES[slug], seed)
        play_whole_trial(engine)
        ends[engine.state.outcome or "to the jury"] += 1
        warnings += engine.state.judge.warnings_issued
        sanctions += engine.state.judge.sanctions_issued
    print(f"\n== {slug}: contempt {ends['contempt']} of {SEEDS}, mistrial {ends['mistrial']}, to the jury "
          f"{ends['to the jury']}; {warnings} warnings, {sanctions} sanctions in all")
    assert sum(ends.values()) == SEEDS
