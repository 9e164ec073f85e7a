"""Benchmark: more information from each call — rating a tournament on every juror's verdict instead of the
panel's plurality (issue #30, second round).

    python -m pytest tests/bench/bench_compare_estimators.py -s

Development worlds only (seeds 5000–5139 and 6000–6139, none used before; the held-out file is not read):
the scripted worlds of bench_eval_compare.py (8 candidates × 50 prompts, strengths spaced 0.35 or 0.2, item
noise 0.5, three fair jurors, both orders). Each design is judged once and fitted both ways:

- "panel": one Bradley–Terry observation a pair, the panel's plurality (a tie when A and B level) — the
  estimator the issue's figures were measured with;
- "jurors": one observation per juror's verdict (both orders read, a flip with the order a tie), a pair
  being one row of the jurors' mean score weighted by their number (`ratings.juror_comparison`); the
  schedule plans its blocks on this fit too.

Kendall's τ of the fitted order against the known one; the exact order; the model calls.
"""

from __future__ import annotations

import math
import os
import statistics

from scipy.stats import kendalltau

from evaluation.compare.ratings import Comparison, bradley_terry, estimate, juror_comparison, ranking
from evaluation.compare.schedule import all_pairs, run_tournament
from evaluation.compare.verdicts import score_for_a
from tests.evaluation.compare.scripted import FAIR_PANEL, Judge, World, strengths

SEEDS = [*range(5000, 5140), *range(6000, 6140)]


def _world(seed: int) -> World:
    return World(strengths(8, 0.35 if seed % 2 == 0 else 0.2), 50, seed=seed, item_noise=0.5)


def _panel(judge: Judge) -> list[Comparison]:
    return [Comparison(p.a, p.b, score_for_a(p.panel), p.length_a, p.length_b) for p in judge.judged
            if p.panel is not None]


def _jurors(judge: Judge) -> list[Comparison]:
    rows = [juror_comparison(p.a, p.b, [score_for_a(v.outcome) for v in p.jurors.values() if v.outcome],
                             p.length_a, p.length_b) for p in judge.judged]
    return [r for r in rows if r is not None]


def _tau(order, truth) -> float:
    return float(kendalltau([truth.index(c) for c in order], range(len(truth))).statistic)


def test_rating_every_jurors_verdict():
    print(f"\nload average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    print(f"{len(SEEDS)} development worlds (seeds 5000–5139, 6000–6139), 3 fair jurors, 8 candidates x 50 prompts")
    rows: dict[str, list] = {}
    for seed in SEEDS:
        world = _world(seed)
        everything = Judge(world, FAIR_PANEL)
        for pair in all_pairs(world.candidates):
            everything(pair)
        before = Judge(world, FAIR_PANEL)  # the schedule planning on the panel's outcomes (as shipped before)
        run_tournament(world.candidates, before, seed=seed, fit=estimate)
        after = Judge(world, FAIR_PANEL, per_juror=True)  # planning and rating on every juror's verdict
        run_tournament(world.candidates, after, seed=seed, fit=estimate)
        for name, judge, fit in (("all pairs, panel", everything, _panel), ("all pairs, jurors", everything, _jurors),
                                 ("schedule, panel (before)", before, _panel),
                                 ("schedule, jurors (after)", after, _jurors)):
            order = ranking(bradley_terry(fit(judge), resamples=0))
            rows.setdefault(name, []).append((judge.calls, _tau(order, world.true_order), order == world.true_order))
    means = {}
    for name, results in rows.items():
        taus = [t for _, t, _ in results]
        means[name] = statistics.mean(taus)
        print(f"  {name:26s} calls {statistics.mean(c for c, _, _ in results):6.0f}  tau {means[name]:.4f}"
              f" (se {statistics.stdev(taus) / math.sqrt(len(taus)):.4f})  exact {sum(e for _, _, e in results)}"
              f"/{len(results)}")
    print(f"load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    assert means["all pairs, jurors"] >= means["all pairs, panel"]
    assert means["schedule, jurors (after)"] >= means["schedule, panel (before)"]
