"""Benchmark: the graded-verdict variants tried in issue #30's third round, on development worlds only.

    python -m pytest tests/bench/bench_compare_graded_variants.py -s --timeout=0

Seeds 7000–7139 (COMPARE_VARIANT_WORLDS=N takes the first N; the held-out file is not read), 8 candidates ×
50 prompts, the fair panel (COMPARE_VARIANT_PANEL=mixed: with a position- and a length-biased juror), grading
jurors (`scripted.graded`). Each variant is the schedule (`run_tournament`) with one thing changed, fitted the
same way (Bradley–Terry on every juror's verdict); all pairs with the shipped weighting and the order of the
candidates' mean item quality (the floor item noise leaves) are printed beside them:

- weight 3 (shipped, Arena-Hard's), 2, 5: how many observations a strong win counts for;
- fractional: a win scores 0.75 slight / 1.0 strong (weight 1) instead of counting more;
- dispersion: the schedule's covariance widened by the outcomes' Pearson χ²/df (quasi-likelihood);
- a third, clear at 4 / 8: the budget a full third of the pairs and a pair "clear" only at 4 or 8 standard
  errors (8: in practice the whole budget is spent on the least certain pairs).
"""

from __future__ import annotations

import math
import os
import statistics
from contextlib import contextmanager

import numpy as np
from scipy.stats import kendalltau

from evaluation.compare import ratings, schedule, verdicts
from evaluation.compare.ratings import bradley_terry, juror_comparison, ranking
from evaluation.compare.schedule import all_pairs, run_tournament
from evaluation.compare.verdicts import juror_verdict
from tests.evaluation.compare.scripted import FAIR_PANEL, MIXED_PANEL, Judge, World, graded, strengths

SEEDS = range(7000, 7000 + int(os.environ.get("COMPARE_VARIANT_WORLDS", "140")))
THIRD = 1 / 3


class FractionalJudge(Judge):
    """A juror's win scores 0.75 (slight) to 1.0 (strong in both orders), one observation each."""

    def __call__(self, pair):
        scores = []
        for juror in self.panel:
            verdict = juror_verdict(juror.answer(self.world, pair.item, pair.a, pair.b),
                                    juror.answer(self.world, pair.item, pair.b, pair.a))
            self.calls += 2
            if verdict.outcome is not None:
                lead = 0.25 + 0.125 * verdict.strong
                scores.append({"A": 0.5 + lead, "B": 0.5 - lead, "tie": 0.5}[verdict.outcome])
        return juror_comparison(pair.a, pair.b, scores)


def _dispersed_estimate(comparisons, names):
    x, y = ratings._design(comparisons, {c: i for i, c in enumerate(names)}, False)
    weights = ratings._weights(comparisons)
    beta, hessian = ratings._newton(x, y, weights)
    p = np.clip(1 / (1 + np.exp(-(x @ beta))), 1e-9, 1 - 1e-9)
    free = len(y) - (x.shape[1] - 1)
    phi = max(1.0, float(np.sum(weights * (y - p) ** 2 / (p * (1 - p)))) / free) if free > 0 else 1.0
    return ratings.Estimate(tuple(names), beta - beta.mean(), phi * np.linalg.inv(hessian))


@contextmanager
def _patched(module, name, value):
    kept = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, kept)


def _world(seed: int) -> World:
    return World(strengths(8, 0.35 if seed % 2 == 0 else 0.2), 50, seed=seed, item_noise=0.5)


def _variant(name: str, world: World, panel, seed: int) -> tuple[int, list]:
    judge = (FractionalJudge if name == "fractional" else Judge)(world, panel, per_juror=True)
    if name == "all pairs":
        return judge, [judge(p) for p in all_pairs(world.candidates)]
    if name.startswith("weight"):
        with _patched(verdicts, "STRONG_WEIGHT", float(name.split()[1])):
            return judge, run_tournament(world.candidates, judge, seed=seed, fit=ratings.estimate)
    if name == "dispersion":
        with _patched(ratings, "estimate", _dispersed_estimate):
            return judge, run_tournament(world.candidates, judge, seed=seed, fit=ratings.estimate)
    if name.startswith("a third"):
        with _patched(schedule, "CLEAR_AT", float(name.split()[-1])):
            return judge, run_tournament(world.candidates, judge, seed=seed, share=THIRD, fit=ratings.estimate)
    return judge, run_tournament(world.candidates, judge, seed=seed, fit=ratings.estimate)  # fractional


def _tau(order, truth) -> float:
    return float(kendalltau([truth.index(c) for c in order], range(len(truth))).statistic)


def test_graded_variants_on_development_worlds():
    print(f"\nload average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    mixed = os.environ.get("COMPARE_VARIANT_PANEL") == "mixed"
    panel = graded(MIXED_PANEL if mixed else FAIR_PANEL)
    print(f"{len(SEEDS)} development worlds (seeds {SEEDS.start}–{SEEDS.stop - 1}), {len(panel)} grading jurors")
    floor = []
    for seed in SEEDS:
        world = _world(seed)
        mean = {n: statistics.mean(world.quality[(i, n)] for i in world.candidates) for n in world.strengths}
        order = sorted(mean, key=lambda n: -mean[n])
        floor.append((_tau(order, world.true_order), order == world.true_order))
    print(f"  {'item-noise floor':24s} tau {statistics.mean(f[0] for f in floor):.4f}"
          f"  exact {sum(f[1] for f in floor)}/{len(floor)}")
    baseline = None
    for name in ("all pairs", "weight 3", "weight 2", "weight 5", "fractional", "dispersion", "a third, clear at 4",
                 "a third, clear at 8"):
        taus, exact, calls = [], 0, []
        for seed in SEEDS:
            world = _world(seed)
            judge, comparisons = _variant(name, world, panel, seed)
            order = ranking(bradley_terry([c for c in comparisons if c is not None], resamples=0))
            taus.append(_tau(order, world.true_order))
            exact += order == world.true_order
            calls.append(judge.calls)
        baseline = baseline or taus
        differences = [t - b for t, b in zip(taus, baseline, strict=True)]
        se = statistics.stdev(differences) / math.sqrt(len(differences)) if len(differences) > 1 else 0.0
        print(f"  {name:24s} calls {statistics.mean(calls):6.0f}  tau {statistics.mean(taus):.4f}"
              f"  exact {exact}/{len(SEEDS)}  vs all pairs {statistics.mean(differences):+.4f} (paired se {se:.4f})")
    print(f"load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    assert calls and max(calls) <= 8400 * (5 if mixed else 3) // 3 + 6
