"""Benchmark: how often the ordinary scripted player is held in contempt, per shipped case.

    python -m pytest tests/bench/bench_game_contempt.py -s

The pure trial engine plays each shipped case from pre-trial to the jury's retirement with
the ordinary player of `game.trial.autoplay` (the first suggested
question, the first playable card each turn, lets opposing counsel's questions stand),
24 seeds a case; the judge's rulings are the persona's deterministic ones. Prints, per case,
how many trials ended in contempt or a mistrial, with the warnings and sanctions given.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from game.cases import shipped_cases
from game.trial.autoplay import engine_for_case, play_whole_trial

SEEDS = int(os.environ.get("BENCH_CONTEMPT_SEEDS", "24"))
CASES = {data["slug"]: data for data in shipped_cases()}


@pytest.mark.parametrize("side", ["defense", "prosecution"])
@pytest.mark.parametrize("slug", sorted(CASES))
def test_bench_contempt_rate(slug, side):
    ends: Counter = Counter()
    warnings = sanctions = cautions = unwarned = 0
    for seed in range(1, SEEDS + 1):
        engine = engine_for_case(CASES[slug], seed, side)
        play_whole_trial(engine)
        ends[engine.state.outcome or "to the jury"] += 1
        warnings += engine.state.judge.warnings_issued
        sanctions += engine.state.judge.sanctions_issued
        cautions += sum(1 for i in getattr(engine.state, "interventions", []) if i["kind"] == "caution")
        if engine.state.outcome == "contempt" and not (engine.state.judge.warnings_issued
                                                       and engine.state.judge.sanctions_issued):
            unwarned += 1
    print(f"\n== {slug} ({side}): contempt {ends['contempt']} of {SEEDS} ({unwarned} without a warning and a "
          f"sanction), mistrial {ends['mistrial']}, to the jury {ends['to the jury']}; {cautions} cautions, "
          f"{warnings} warnings, {sanctions} sanctions in all")
    assert sum(ends.values()) == SEEDS
