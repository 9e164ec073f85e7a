"""Benchmark: each juror weighted by its reliability measured from the panel's own verdicts (issue #30, fourth
round), on development worlds only.

    python -m pytest tests/bench/bench_compare_reliability.py -s --timeout=0

Seeds 7000–7139 (COMPARE_RELIABILITY_WORLDS=N takes the first N; the held-out file is not read unless
COMPARE_RELIABILITY_HELDOUT=1), 8 candidates × 50 prompts, grading jurors, both panels (COMPARE_RELIABILITY_PANELS).
The weight is Dawid–Skene's one-coin model fitted by EM on the judged pairs: each pair has an unknown better
candidate, each juror a chance p of naming it when it names one (its ties abstain); a juror's weight is its log
odds log(p / (1 − p)) over the best juror's (0 at or below chance). Nothing says which juror is scripted as biased:
the weight comes from agreement with the rest of the panel. It multiplies the juror's every verdict (strong ones
still count 3) in the rating fit and in the schedule's certainty (the fit between blocks is re-weighted on what
was judged so far). Printed: all pairs and the schedule, each shipped (unweighted) and weighted, with the paired
difference in τ and in the exact-order rate against shipped all pairs.
"""

from __future__ import annotations

import json
import math
import os
import statistics
from contextlib import contextmanager
from pathlib import Path

import numpy as np
from scipy.stats import kendalltau

from evaluation.compare import ratings
from evaluation.compare.ratings import bradley_terry, juror_comparison, ranking
from evaluation.compare.schedule import all_pairs, run_tournament
from evaluation.compare.verdicts import score_for_a, verdict_weight
from tests.evaluation.compare.scripted import FAIR_PANEL, MIXED_PANEL, Judge, World, graded, strengths

HELD_OUT = json.loads((Path(__file__).parent / "compare_heldout.json").read_text())


def reliability(records: list[dict], rounds: int = 30) -> dict[str, float]:
    """Each juror's weight in [0, 1] from Dawid–Skene's one-coin model (EM): see the module's docstring."""
    jurors = sorted({j for verdicts in records for j in verdicts})
    if not records or len(jurors) < 3:
        return dict.fromkeys(jurors, 1.0)
    names = {j: i for i, j in enumerate(jurors)}
    votes = np.zeros((len(records), len(jurors)))  # +1: a, −1: b, 0: tie or nothing
    for row, verdicts in enumerate(records):
        for juror, outcome in verdicts.items():
            votes[row, names[juror]] = {"A": 1.0, "B": -1.0}.get(outcome, 0.0)
    decisive = np.abs(votes)
    odds = np.full(len(jurors), math.log(0.7 / 0.3))
    for _ in range(rounds):
        q = 1 / (1 + np.exp(-np.clip(votes @ odds, -30, 30)))  # P(a is the better one)
        agree = ((votes > 0) * q[:, None] + (votes < 0) * (1 - q)[:, None]).sum(axis=0)
        p = (agree + 1) / (decisive.sum(axis=0) + 2)
        odds = np.log(np.clip(p, 0.5, 0.999) / (1 - np.clip(p, 0.5, 0.999)))
    best = odds.max()
    return {j: float(odds[names[j]] / best) if best > 0 else 1.0 for j in jurors}


class RecordingJudge(Judge):
    """The scripted panel, keeping each pair's every juror verdict so the fit can be re-weighted."""

    def __call__(self, pair):
        comparison = super().__call__(pair)
        if not hasattr(self, "records"):
            self.records = []
        self.records.append((comparison, self.judged[-1].jurors))
        return comparison


def weighted(records, weights) -> list:
    out = []
    for comparison, verdicts in records:
        counted = [(j, v) for j, v in verdicts.items() if v.outcome is not None and weights.get(j, 1.0) > 0]
        made = juror_comparison(comparison.a, comparison.b, [score_for_a(v.outcome) for _, v in counted],
                                comparison.length_a, comparison.length_b,
                                [weights.get(j, 1.0) * verdict_weight(v) for j, v in counted])
        if made is not None:
            out.append(made)
    return out


def weights_of(records) -> dict[str, float]:
    return reliability([{j: v.outcome for j, v in verdicts.items()} for _, verdicts in records])


def _planner(comparisons, names):
    """The plan as before the fifth round (`ratings.estimate`, looked up at each call so the weighting applies)."""
    return ratings.estimate(comparisons, names)


@contextmanager
def _reweighted_schedule(judge: RecordingJudge):
    kept = ratings.estimate

    def estimate(comparisons, names):
        return kept(weighted(judge.records, weights_of(judge.records)), names)

    ratings.estimate = estimate
    try:
        yield
    finally:
        ratings.estimate = kept


def _tau(order, truth) -> float:
    return float(kendalltau([truth.index(c) for c in order], range(len(truth))).statistic)


def _se(values) -> float:
    return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0


DESIGNS = ("all pairs", "schedule", "all pairs, weighted", "schedule, weighted")


def _one(world: World, panel, design: str, seed: int, weights_seen: list) -> dict:
    judge = RecordingJudge(world, panel, per_juror=True)
    if design.startswith("all pairs"):
        comparisons = [judge(p) for p in all_pairs(world.candidates)]
    elif design == "schedule":
        comparisons = run_tournament(world.candidates, judge, seed=seed, fit=_planner)
    else:
        with _reweighted_schedule(judge):
            run_tournament(world.candidates, judge, seed=seed, fit=_planner)
    if design.endswith("weighted"):
        weights = weights_of(judge.records)
        weights_seen.append(weights)
        comparisons = weighted(judge.records, weights)
    order = ranking(bradley_terry([c for c in comparisons if c is not None], resamples=0))
    return {"calls": judge.calls, "tau": _tau(order, world.true_order), "exact": order == world.true_order}


def _run(label: str, worlds: list[dict], panel) -> None:
    rows = {d: [] for d in DESIGNS}
    seen = {d: [] for d in DESIGNS}
    for spec in worlds:
        world = World(strengths(8, spec["gap"]), 50, seed=spec["seed"], item_noise=spec["itemNoise"])
        for design in DESIGNS:
            rows[design].append(_one(world, panel, design, spec["seed"], seen[design]))
    print(f"\n{label}: {len(worlds)} worlds, {len(panel)} grading jurors")
    base = rows["all pairs"]
    for design, results in rows.items():
        dt = [r["tau"] - b["tau"] for r, b in zip(results, base, strict=True)]
        de = [int(r["exact"]) - int(b["exact"]) for r, b in zip(results, base, strict=True)]
        print(f"  {design:20s} calls {statistics.mean(r['calls'] for r in results):6.0f}"
              f"  tau {statistics.mean(r['tau'] for r in results):.4f}"
              f"  exact {sum(r['exact'] for r in results)}/{len(results)}"
              f"  vs all pairs: tau {statistics.mean(dt):+.4f} (se {_se(dt):.4f}),"
              f" exact {statistics.mean(de):+.3f} (se {_se(de):.3f})")
        if seen[design]:
            jurors = sorted(seen[design][0])
            print("      mean weight: " + ", ".join(
                f"{j} {statistics.mean(w[j] for w in seen[design]):.2f}" for j in jurors))
    for design, against in (("schedule, weighted", "schedule"), ("all pairs, weighted", "all pairs"),
                            ("schedule, weighted", "all pairs, weighted")):
        dt = [r["tau"] - b["tau"] for r, b in zip(rows[design], rows[against], strict=True)]
        de = [int(r["exact"]) - int(b["exact"]) for r, b in zip(rows[design], rows[against], strict=True)]
        print(f"  {design} - {against}: tau {statistics.mean(dt):+.4f} (se {_se(dt):.4f}),"
              f" exact {statistics.mean(de):+.3f} (se {_se(de):.3f})")


def test_reliability_weighting():
    print(f"\nload average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    count = int(os.environ.get("COMPARE_RELIABILITY_WORLDS", "140"))
    worlds = [{"seed": i, "gap": 0.35 if i % 2 == 0 else 0.2, "itemNoise": 0.5} for i in range(7000, 7000 + count)]
    if os.environ.get("COMPARE_RELIABILITY_HELDOUT") == "1":
        worlds = HELD_OUT["worlds"]
    for name in os.environ.get("COMPARE_RELIABILITY_PANELS", "fair,mixed").split(","):
        _run(f"{name} panel", worlds, graded({"fair": FAIR_PANEL, "mixed": MIXED_PANEL}[name]))
    print(f"load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")


def test_reliability_weights_down_the_juror_the_panel_contradicts():
    """Two jurors agree on every pair, a third always says the opposite: it gets no weight, they full weight;
    a juror who agrees most of the time keeps most of its weight."""
    contrary = reliability([{"x": "A", "y": "A", "z": "B"}] * 10 + [{"x": "B", "y": "B", "z": "A"}] * 10)
    assert contrary["x"] == contrary["y"] == 1.0 and contrary["z"] == 0.0
    mostly = reliability([{"x": "A", "y": "A", "w": "A", "z": "A"}] * 16
                         + [{"x": "B", "y": "B", "w": "B", "z": "A"}] * 4)
    assert 0.2 < mostly["z"] < mostly["x"] == 1.0
