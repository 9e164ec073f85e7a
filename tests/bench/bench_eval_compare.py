"""Benchmark: a compare tournament of 8 candidates × 50 prompts, Swiss schedule against all pairs.

    python -m pytest tests/bench/bench_eval_compare.py -s

Scripted jurors with known preferences (tests/evaluation/compare/scripted.py) judge every pair in
both orders, so a pair costs 2 calls per juror whatever the schedule. For each world it prints the
model calls, the wall time (scheduling, the fits between rounds, judging, the final fit with its bootstrap) and
the ranking accuracy (Kendall's τ of the fitted order against the known one, and whether the order is exactly
right) for all pairs and for the schedule, graded jurors (much / slightly better, a strong win counted three
times, as Arena-Hard-Auto counts it), each two ways: as before issue #30's fifth round (every juror's verdict
counted alike, `ratings`; the schedule planning on that fit) and as shipped (Bradley–Terry with each juror's
discrimination and length preference, `juror_model`, for the plan and the ratings). All pairs is always fitted
the same way as the schedule it is set against. (The positions-only protocol of the rounds before is no longer
run; docs/compare.md keeps its figures.) Two panels: three fair jurors, and those three with a position-biased
and a length-biased juror. Two sets of worlds: development (seeds 7000–7139) and the held-out ones frozen in
compare_heldout.json before tuning; COMPARE_BENCH_SETS=development or heldout runs one, COMPARE_BENCH_PANELS=fair
or mixed one panel, COMPARE_BENCH_RESAMPLES the final fit's bootstrap (200; the wall time includes it). The whole
run takes longer than the suite's per-test timeout: `--timeout=0`. Beside τ: the paired difference from all
pairs (same worlds, same protocol, same fit) with its standard error. Goal: at most a third of the calls for the
same ranking accuracy.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import time
from pathlib import Path

from scipy.stats import kendalltau

from evaluation.compare import juror_model
from evaluation.compare import schedule as scheduling
from evaluation.compare.ratings import bradley_terry, estimate, ranking
from evaluation.compare.schedule import all_pairs, run_tournament
from tests.evaluation.compare.scripted import FAIR_PANEL, MIXED_PANEL, Judge, World, graded, strengths

HELD_OUT = json.loads((Path(__file__).parent / "compare_heldout.json").read_text())
DEVELOPMENT = [{"seed": i, "gap": 0.35 if i % 2 == 0 else 0.2, "itemNoise": 0.5} for i in range(7000, 7140)]
DESIGNS = ("all pairs, before", "swiss, before", "all pairs, juror terms", "swiss, juror terms")
BEFORE_CLEAR_AT = 3.0  # the schedule's "clear" threshold before the fifth round


def _tau(order, truth) -> float:
    return float(kendalltau([truth.index(c) for c in order], range(len(truth))).statistic)


def _one(world: World, panel, design: str, seed: int) -> dict:
    terms = design.endswith("juror terms")
    judge = Judge(world, graded(panel), per_juror=not terms, rows=terms)
    resamples = int(os.environ.get("COMPARE_BENCH_RESAMPLES", "200"))
    shipped = scheduling.CLEAR_AT
    scheduling.CLEAR_AT = shipped if terms else BEFORE_CLEAR_AT
    started = time.perf_counter()
    if design.startswith("all pairs"):
        rows = [judge(pair) for pair in all_pairs(world.candidates)]
        rows = [r for row in rows for r in row] if terms else rows
    else:
        rows = run_tournament(world.candidates, judge, seed=seed, fit=None if terms else estimate)
    names = sorted(world.strengths)
    fitted = juror_model.bradley_terry(rows, names, resamples=resamples) if terms \
        else bradley_terry(rows, names, resamples=resamples)
    wall = time.perf_counter() - started
    scheduling.CLEAR_AT = shipped
    order = ranking(fitted)
    return {"calls": judge.calls, "pairs": len(judge.judged), "wall": wall,
            "tau": _tau(order, world.true_order), "exact": order == world.true_order}


def _se(values: list[float]) -> float:
    return statistics.stdev(values) / math.sqrt(len(values))


def _run(name: str, worlds: list[dict], panel) -> dict:
    rows = {design: [] for design in DESIGNS}
    for spec in worlds:
        world = World(strengths(HELD_OUT["candidates"], spec["gap"]), HELD_OUT["prompts"], seed=spec["seed"],
                      item_noise=spec["itemNoise"])
        for schedule in rows:
            rows[schedule].append(_one(world, panel, schedule, spec["seed"]))
    print(f"\n{name} ({len(worlds)} worlds, {len(panel)} jurors, 8 candidates x 50 prompts)")
    for schedule, results in rows.items():
        print(f"  {schedule:22s}: calls {statistics.mean(r['calls'] for r in results):7.0f} per tournament"
              f" ({statistics.mean(r['pairs'] for r in results):.0f} pairs),"
              f" wall {statistics.mean(r['wall'] for r in results):.2f} s,"
              f" Kendall tau mean {statistics.mean(r['tau'] for r in results):.3f}"
              f" (min {min(r['tau'] for r in results):.3f}),"
              f" exact order {sum(r['exact'] for r in results)}/{len(results)}")
    for fit in (", before", ", juror terms"):
        swiss, everything = rows[f"swiss{fit}"], rows[f"all pairs{fit}"]
        differences = [s["tau"] - a["tau"] for s, a in zip(swiss, everything, strict=True)]
        exact = [int(s["exact"]) - int(a["exact"]) for s, a in zip(swiss, everything, strict=True)]
        print(f"  swiss{fit} - all pairs{fit}: calls"
              f" {statistics.mean(r['calls'] for r in swiss) / statistics.mean(r['calls'] for r in everything):.3f},"
              f" tau {statistics.mean(differences):+.4f} (paired se {_se(differences):.4f}),"
              f" exact-order rate {statistics.mean(exact):+.3f} (paired se {_se(exact):.3f})")
    return rows


def test_swiss_tournament_against_all_pairs():
    print(f"\nload average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    sets = os.environ.get("COMPARE_BENCH_SETS", "development,heldout").split(",")
    panels = os.environ.get("COMPARE_BENCH_PANELS", "fair,mixed").split(",")
    for panel_name, panel in (("fair", FAIR_PANEL), ("mixed", MIXED_PANEL)):
        if panel_name not in panels:
            continue
        for name, worlds in (("development", DEVELOPMENT), ("heldout", HELD_OUT["worlds"])):
            if name not in sets:
                continue
            rows = _run(f"{name} worlds, {panel_name} panel", worlds, panel)
            for fit in (", before", ", juror terms"):
                swiss, everything = rows[f"swiss{fit}"], rows[f"all pairs{fit}"]
                assert statistics.mean(r["calls"] for r in swiss) * 3 <= statistics.mean(r["calls"] for r in everything)
    print(f"load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
