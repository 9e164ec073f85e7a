"""Benchmark: a compare tournament of 8 candidates × 50 prompts, Swiss schedule against all pairs.

    python -m pytest tests/bench/bench_eval_compare.py -s

Scripted jurors with known preferences (tests/evaluation/compare/scripted.py) judge every pair in
both orders, so a pair costs 2 calls per juror whatever the schedule. For each world it prints the
model calls, the wall time (scheduling, the Bradley–Terry fits between rounds, judging, the final
fit) and the ranking accuracy (Kendall's τ of the fitted order against the known one, and whether
the order is exactly right) for all pairs and for the Swiss schedule. Two panels: three fair jurors,
and those three with a position-biased and a length-biased juror. Two sets of worlds: the
development seeds (0–19) and the held-out ones frozen in compare_heldout.json before tuning.
Goal: at most a third of the calls for the same ranking accuracy.
"""

from __future__ import annotations

import json
import os
import statistics
import time
from pathlib import Path

from scipy.stats import kendalltau

from evaluation.compare.ratings import bradley_terry, ranking
from evaluation.compare.schedule import all_pairs, run_tournament
from tests.evaluation.compare.scripted import FAIR_PANEL, MIXED_PANEL, Judge, World, strengths

HELD_OUT = json.loads((Path(__file__).parent / "compare_heldout.json").read_text())
DEVELOPMENT = [{"seed": i, "gap": 0.35 if i < 10 else 0.2, "itemNoise": 0.5} for i in range(20)]


def _tau(order, truth) -> float:
    return float(kendalltau([truth.index(c) for c in order], range(len(truth))).statistic)


def _one(world: World, panel, schedule: str, seed: int) -> dict:
    judge = Judge(world, panel, per_juror=schedule.endswith("jurors"))
    started = time.perf_counter()
    if schedule.startswith("all pairs"):
        comparisons = [judge(pair) for pair in all_pairs(world.candidates)]
    else:
        comparisons = run_tournament(world.candidates, judge, seed=seed)
    fitted = bradley_terry(comparisons, resamples=200)
    wall = time.perf_counter() - started
    order = ranking(fitted)
    return {"calls": judge.calls, "pairs": len(comparisons), "wall": wall,
            "tau": _tau(order, world.true_order), "exact": order == world.true_order}


def _run(name: str, worlds: list[dict], panel) -> dict:
    rows = {"all pairs": [], "all pairs, jurors": [], "swiss": [], "swiss, jurors": []}
    for spec in worlds:
        world = World(strengths(HELD_OUT["candidates"], spec["gap"]), HELD_OUT["prompts"], seed=spec["seed"],
                      item_noise=spec["itemNoise"])
        for schedule in rows:
            rows[schedule].append(_one(world, panel, schedule, spec["seed"]))
    print(f"\n{name} ({len(worlds)} worlds, {len(panel)} jurors, 8 candidates x 50 prompts)")
    for schedule, results in rows.items():
        print(f"  {schedule:17s}: calls {statistics.mean(r['calls'] for r in results):7.0f} per tournament"
              f" ({statistics.mean(r['pairs'] for r in results):.0f} pairs),"
              f" wall {statistics.mean(r['wall'] for r in results):.2f} s,"
              f" Kendall tau mean {statistics.mean(r['tau'] for r in results):.3f}"
              f" (min {min(r['tau'] for r in results):.3f}),"
              f" exact order {sum(r['exact'] for r in results)}/{len(results)}")
    calls = {schedule: statistics.mean(r["calls"] for r in results) for schedule, results in rows.items()}
    ratio = calls["swiss, jurors"] / calls["all pairs"]
    print(f"  swiss / all pairs calls: {ratio:.3f}")
    return rows


def test_swiss_tournament_against_all_pairs():
    print(f"\nload average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    for panel_name, panel in (("fair panel", FAIR_PANEL), ("mixed panel", MIXED_PANEL)):
        _run(f"development seeds, {panel_name}", DEVELOPMENT, panel)
        held = _run(f"held-out worlds, {panel_name}", HELD_OUT["worlds"], panel)
        swiss, everything = held["swiss, jurors"], held["all pairs"]
        assert statistics.mean(r["calls"] for r in swiss) * 3 <= statistics.mean(r["calls"] for r in everything)
    print(f"load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
