"""Benchmark: Bradley–Terry with juror-specific terms (`evaluation.compare.juror_model`: each juror's discrimination
and length preference fitted with the ratings) against the plain fit, for all pairs and the schedule, on the
development worlds (issue #30, fifth round).

    python -m pytest tests/bench/bench_compare_juror_terms.py -s --timeout=0

Seeds 7000–7139 (COMPARE_TERMS_WORLDS=N takes the first N), 8 candidates × 50 prompts, grading jurors, both panels
(COMPARE_TERMS_PANELS=fair,mixed); COMPARE_TERMS_CLEAR_AT sets the juror-terms schedule's "clear" threshold (the
shipped `schedule.CLEAR_AT` if unset; the "before" schedule keeps 3, its value before this round);
COMPARE_TERMS_PROCESSES (2) worlds at once. The held-out file is not read. Four
designs on the same worlds, the same scripted answers: all pairs and the schedule, each fitted (and, for the
schedule, planned) the way before this round (every verdict alike, `ratings`) and with juror terms. Printed: calls,
τ, exact order, the fitted juror terms, and the paired differences in τ and in the exact-order rate, each with its
standard error. Final fits without bootstrap.
"""

from __future__ import annotations

import math
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from scipy.stats import kendalltau

from evaluation.compare import juror_model, schedule
from evaluation.compare.ratings import bradley_terry, estimate, juror_comparison, ranking
from evaluation.compare.schedule import all_pairs, run_tournament
from tests.evaluation.compare.scripted import FAIR_PANEL, MIXED_PANEL, Judge, World, graded, strengths

BEFORE_CLEAR_AT = 3.0  # the schedule's threshold before this round (the "before" designs keep it)
DESIGNS = ("all pairs, before", "schedule, before", "all pairs, juror terms", "schedule, juror terms",
           "schedule planned before, rated with juror terms")
PANELS = {"fair": FAIR_PANEL, "mixed": MIXED_PANEL}


def _tau(order, truth) -> float:
    return float(kendalltau([truth.index(c) for c in order], range(len(truth))).statistic)


def _se(values) -> float:
    return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0


def _one(design: str, world: World, panel, seed: int) -> dict:
    names = sorted(world.strengths)
    terms = design.endswith("juror terms")
    judge = Judge(world, graded(panel), per_juror=not terms, rows=terms)
    started = time.perf_counter()
    if design.startswith("all pairs"):
        rows = [judge(pair) for pair in all_pairs(world.candidates)]
        rows = [r for row in rows for r in row] if terms else rows
    elif design.startswith("schedule planned before"):
        rows = run_tournament(world.candidates, judge, seed=seed, fit=_planned_before)
    else:
        rows = run_tournament(world.candidates, judge, seed=seed, fit=None if terms else estimate)
    fitted = juror_model.bradley_terry(rows, names, resamples=0) if terms else bradley_terry(rows, names, resamples=0)
    order = ranking(fitted)
    return {"calls": judge.calls, "tau": _tau(order, world.true_order), "exact": order == world.true_order,
            "wall": time.perf_counter() - started,
            "jurors": {j["juror"]: (j["discrimination"], j["lengthPreference"]) for j in fitted.get("jurors", [])}}


def _planned_before(rows, names):
    """The plan before this round from juror-verdict rows: each pair one row of its jurors' verdicts."""
    pairs: dict[int, list] = {}
    for row in rows:
        pairs.setdefault(row.group, []).append(row)
    return estimate([juror_comparison(v[0].a, v[0].b, [r.score for r in v], v[0].length_a, v[0].length_b,
                                      [r.weight for r in v]) for v in pairs.values()], names)


def _world(args) -> dict:
    seed, panel_name, clear_at = args
    shipped = schedule.CLEAR_AT
    world = World(strengths(8, 0.35 if seed % 2 == 0 else 0.2), 50, seed=seed, item_noise=0.5)
    out = {}
    for design in DESIGNS:
        schedule.CLEAR_AT = (clear_at or shipped) if design.endswith("juror terms") and "planned before" not in design \
            else BEFORE_CLEAR_AT
        out[design] = _one(design, world, PANELS[panel_name], seed)
    schedule.CLEAR_AT = shipped
    return out


def _report(panel_name: str, results: list[dict]) -> None:
    n = len(results)
    print(f"\n{panel_name} panel, {n} development worlds (load {os.getloadavg()[0]:.2f})")
    for design in DESIGNS:
        rows = [r[design] for r in results]
        print(f"  {design:48s} calls {statistics.mean(r['calls'] for r in rows):6.0f}"
              f"  tau {statistics.mean(r['tau'] for r in rows):.4f}  exact {sum(r['exact'] for r in rows)}/{n}"
              f"  wall {statistics.mean(r['wall'] for r in rows):.2f} s")
        if rows[0]["jurors"]:
            print("      juror terms (discrimination / length preference): " + ", ".join(
                f"{j} {statistics.mean(r['jurors'][j][0] for r in rows):.2f} / "
                f"{statistics.mean(r['jurors'][j][1] for r in rows):.2f}" for j in sorted(rows[0]["jurors"])))
    for design, against in (("schedule, before", "all pairs, before"),
                            ("schedule, juror terms", "all pairs, juror terms"),
                            ("schedule, juror terms", "all pairs, before"),
                            ("all pairs, juror terms", "all pairs, before"),
                            ("schedule, juror terms", "schedule, before"),
                            ("schedule planned before, rated with juror terms", "all pairs, juror terms"),
                            ("schedule planned before, rated with juror terms", "schedule, before")):
        dt = [r[design]["tau"] - r[against]["tau"] for r in results]
        de = [int(r[design]["exact"]) - int(r[against]["exact"]) for r in results]
        print(f"  {design} - {against}: tau {statistics.mean(dt):+.4f} (se {_se(dt):.4f}),"
              f" exact-order rate {statistics.mean(de):+.3f} (se {_se(de):.3f})")


def test_juror_terms_against_the_plain_fit():
    print(f"\nload average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    count = int(os.environ.get("COMPARE_TERMS_WORLDS", "140"))
    clear_at = float(os.environ.get("COMPARE_TERMS_CLEAR_AT", "0")) or None
    for panel_name in os.environ.get("COMPARE_TERMS_PANELS", "fair,mixed").split(","):
        with ProcessPoolExecutor(int(os.environ.get("COMPARE_TERMS_PROCESSES", "2"))) as pool:
            results = list(pool.map(_world, [(seed, panel_name, clear_at) for seed in range(7000, 7000 + count)]))
        _report(panel_name, results)
    print(f"load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
