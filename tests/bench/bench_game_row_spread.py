"""Benchmark: how far the 6-6 row of Kalven & Zeisel's table moves between sets of 100 trials.

    python -m pytest tests/bench/bench_game_row_spread.py -s
    GAME_ROW_SEEDS=101,102 GAME_ROW_JURIES=20 python -m pytest tests/bench/bench_game_row_spread.py -s
    GAME_ROW_SETS=dev,v2 python -m pytest tests/bench/bench_game_row_spread.py -s   # also a held-out set

Every shipped case is played on the pure engine (`game.trial.recording`) by the nine scripted
players on both sides at each development seed (303-310 by default: neither the dynamics test's
301-302 nor the frozen 9001-9003); the trials are shuffled into disjoint sets of 100, each trial
heard by `GAME_ROW_JURIES` (10) fresh juries, and the 6-6 row is printed per set, beside the same
row on the first set re-heard by as many fresh sets of juries (`realism.row_spread`). When the
sets swing about as far as the re-drawn juries do, the swing between sets of trials is the
juries' sampling noise (about 55-70 juries a set reach 6-6 at 10 a trial), not the trials'.

`GAME_ROW_SETS` (default `dev`) names the sets of trials, in `bench_game_frozen_sets.trial_sets`'s
names: `dev` (the seeds above), `v2` (the second frozen set, 438 trials: four sets of 100), `v1`,
`replay`. A held-out set is only measured (aggregate figures), never fitted on.
"""

from __future__ import annotations

import os
import time

import pytest

from game.cases import shipped_cases
from game.jury import realism
from game.trial.players import STYLES
from game.trial.recording import record_many
from tests.bench.bench_game_frozen_sets import trial_sets

pytestmark = pytest.mark.timeout(3600)  # ~860 trials played, then ~16,000 juries deliberate


def _ints(name: str, default: str) -> tuple:
    return tuple(int(s) for s in os.environ.get(name, default).split(",") if s.strip())


def test_bench_the_6_6_row_between_sets_of_trials():
    seeds, juries = _ints("GAME_ROW_SEEDS", "303,304,305,306,307,308,309,310"), _ints("GAME_ROW_JURIES", "10")[0]
    for name in os.environ.get("GAME_ROW_SETS", "dev").split(","):
        started = time.perf_counter()
        if name == "dev":
            trials = [r.trial for r in record_many(shipped_cases(), seeds=seeds, styles=STYLES) if r.trial]
            label = f"seeds {seeds[0]}-{seeds[-1]}"
        else:
            trials, label = trial_sets([name])[name], f"set {name}"
        recorded = time.perf_counter() - started
        load = os.getloadavg()[0]
        spread = realism.row_spread(trials, juries_per_trial=juries)
        print(f"\n{len(trials)} trials ({label}) recorded in {recorded:.0f} s; row measured in "
              f"{time.perf_counter() - started - recorded:.0f} s; load average {load:.1f} before, "
              f"{os.getloadavg()[0]:.1f} after")
        print(spread.table())
        assert len(spread.by_set) == len(trials) // 100
