"""Benchmark: judge model calls per trial, per case, side and opposing counsel's difficulty.

    python -m pytest tests/bench/bench_game_judge_calls.py -s

The ordinary scripted player (`game.trial.autoplay`: first suggested question, the first
playable card each turn, lets opposing counsel's questions stand) plays every shipped case
on the pure engine from pre-trial to the jury's retirement, on each side, with opposing
counsel at the case's own difficulty and at 1, 3 and 5, BENCH_JUDGE_SEEDS seeds each. A
judge model call is what the trial service would ask the model for: an objection ruling
not answered from the judge's ruling cache (`cache_misses`), or one of the judge's own
interventions (`interventions` said). For-cause rulings in voir dire are not counted here
(0–2 a case, from difficulty 2). The spec expects 5–15 judge calls a trial.
"""

from __future__ import annotations

import copy
import os
import statistics
from collections import Counter

import pytest

from game.cases import shipped_cases
from game.trial.autoplay import engine_for_case, play_whole_trial

SEEDS = int(os.environ.get("BENCH_JUDGE_SEEDS", "8"))
CASES = {data["slug"]: data for data in shipped_cases()}


def judge_calls(data: dict, seed: int, side: str) -> tuple[int, int, Counter]:
    engine = engine_for_case(data, seed, side)
    play_whole_trial(engine)
    said = [i["kind"] for i in getattr(engine.state, "interventions", []) if i.get("said")]
    return engine.state.cache_misses, len(said), Counter(said)


@pytest.mark.parametrize("slug", sorted(CASES))
def test_bench_judge_calls_per_trial(slug):
    print(f"\n== {slug} (case difficulty {CASES[slug]['opposing_counsel']['difficulty']})")
    for side in ("defense", "prosecution"):
        for difficulty in (None, 1, 3, 5):
            data = copy.deepcopy(CASES[slug])
            if difficulty is not None:
                data["opposing_counsel"]["difficulty"] = difficulty
                data.get("mirror_counsel", {}) and data["mirror_counsel"].update(difficulty=difficulty)
            totals, rulings, kinds = [], [], Counter()
            for seed in range(1, SEEDS + 1):
                misses, interventions, counted = judge_calls(data, seed, side)
                totals.append(misses + interventions)
                rulings.append(misses)
                kinds.update(counted)
            label = "case" if difficulty is None else f"d{difficulty}"
            print(f"   {side:<11} {label:<4} judge calls/trial mean {statistics.mean(totals):4.1f} "
                  f"(min {min(totals)}, max {max(totals)}; rulings {statistics.mean(rulings):.1f}) "
                  + ", ".join(f"{k} {n / SEEDS:.1f}" for k, n in sorted(kinds.items())))
            assert len(totals) == SEEDS
