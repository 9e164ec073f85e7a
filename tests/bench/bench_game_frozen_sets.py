"""Benchmark: the jury on the held-out sets of played trials, 10 fresh juries a trial.

    python -m pytest tests/bench/bench_game_frozen_sets.py -s
    GAME_FROZEN_SETS=v2 python -m pytest tests/bench/bench_game_frozen_sets.py -s   # one set only

The sets: `v2`, the second frozen set (today's game at issue 27's stop 35, seeds 7701-7704, with
the never-fitted impeacher; `tests/game/frozen/held_out_v2*`); `v1`, the first frozen streams (a
game before the offline assessor, seeds 9001-9003); `replay`, the first set's seeds and styles
played again by today's game; `dev`, development seeds 303-310 (every scripted player). Prints,
per set, the table beside Kalven & Zeisel (each bin's convict / acquit / hung with its 95 %
interval), majority prevails, unanimous first ballots, hung overall and among split first
ballots, with the load average; then the same figures per player style (both sides) and per side,
from the same juries (a pooled figure on target can hide styles far off it at both ends).
Held-out sets are measured once, at the end of a change: develop on `dev`.
"""

from __future__ import annotations

import os
import random
import time
from collections import defaultdict

import pytest

from game.cases import shipped_cases
from game.jury import realism
from game.trial.players import STYLES
from game.trial.recording import record_many
from tests.game.frozen_trials import FROZEN, load_frozen_set, replay_spec

pytestmark = pytest.mark.timeout(3600)
JURIES_PER_TRIAL = 10
DEV_SEEDS = tuple(range(303, 311))


def dev_trials() -> list:
    """Development seeds 303-310 played by every scripted player on both sides of every shipped case."""
    return [r.trial for r in record_many(shipped_cases(), seeds=DEV_SEEDS, styles=STYLES) if r.trial]


def trial_sets(names: list[str]) -> dict[str, list]:
    sets = {}
    for name in names:
        if name in FROZEN:
            sets[name] = load_frozen_set(name)
        elif name == "replay":
            sets["replay"] = [r.trial for r in replay_spec(shipped_cases()) if r.trial]
        elif name == "dev":
            sets["dev"] = dev_trials()
    return sets


def summary(figures: realism.Figures) -> str:
    dynamics = realism.DynamicsFigures(figures.ballots)
    bins = "; ".join("{} {:.1f}/{:.1f}/{:.1f}".format(label, *(100 * x for x in figures.row(votes)[1:4]))
                     for label, votes in realism.BINS[1:4])
    return (f"unanimous {figures.unanimous_first:.1%}, majority prevails {figures.majority_prevails:.1%}, "
            f"hung {figures.hung:.1%} (split {dynamics.hung_given_minority((1, 2, 3, 4, 5)):.1%}); c/a/h {bins}")


def hear(trials: list, seed: str) -> tuple[realism.Figures, dict[str, realism.Figures]]:
    """`realism.realism_figures` (the same juries, seed for seed), and its juries grouped by the
    trial's player style and by its side."""
    pooled, groups = realism.Figures(), defaultdict(realism.Figures)
    for index in range(JURIES_PER_TRIAL * len(trials)):
        rng = random.Random(f"{seed}:{index}")
        trial = trials[index % len(trials)]
        verdict = realism.deliberate_trial(trial, rng)
        side, style = trial.style.split("/")
        for figures in (pooled, groups[f"style {style}"], groups[f"side {side}"]):
            figures.add(verdict)
    return pooled, dict(sorted(groups.items()))


def test_bench_the_jury_on_the_held_out_sets():
    names = os.environ.get("GAME_FROZEN_SETS", "v2,v1,replay").split(",")
    sets = trial_sets(names)
    for name, trials in sets.items():
        load, started = os.getloadavg()[0], time.perf_counter()
        figures, groups = hear(trials, f"frozen:{name}")
        print(f"\n== {name}: {len(trials)} trials, {figures.juries} juries; load {load:.2f} before, "
              f"{os.getloadavg()[0]:.2f} after, {time.perf_counter() - started:.0f} s")
        print(figures.table())
        print(summary(figures))
        for group, part in groups.items():
            print(f"  {group:<18} {part.juries // JURIES_PER_TRIAL:4d} trials: {summary(part)}")
        assert figures.juries == JURIES_PER_TRIAL * len(trials)
        assert sum(p.juries for g, p in groups.items() if g.startswith("style")) == figures.juries
