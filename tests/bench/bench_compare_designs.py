"""Benchmark: which pairs to judge at a third of the calls — is the schedule short of all pairs' accuracy
for want of a better choice of pairs, or for want of information? (issue #30, item 3)

    python -m pytest tests/bench/bench_compare_designs.py -s

Development worlds only (seeds 3000–3139, none used before; the held-out file is not read): the same
scripted worlds as bench_eval_compare.py (8 candidates × 50 prompts, strengths spaced 0.35 or 0.2,
item noise 0.5, three fair jurors, both orders). Designs, each fitted the same way (Bradley–Terry on
the panel's outcome; Kendall's τ of the fitted order against the known one):

- all pairs (the baseline);
- the schedule as shipped (`compare.schedule.run_tournament`, 30 % of the pairs), and at a full third;
- a random third of all pairs;
- an oracle: every item judges the pairs that are adjacent in the TRUE order (25 %), filled to a third
  with pairs two apart — the best a pairing rule that knew the answer could aim at;
- information gain: after the same first round, each item gets, greedily, the pair that most reduces the
  variance of the adjacent contrasts of the current fit, each weighted by its chance of being misordered
  (Sherman–Morrison update of the covariance after each pick), to a third of the pairs.
"""

from __future__ import annotations

import math
import os
import random
import statistics
from itertools import combinations

import numpy as np
from scipy.stats import kendalltau, norm

from evaluation.compare import schedule
from evaluation.compare.ratings import bradley_terry, estimate, ranking
from evaluation.compare.schedule import Pair, all_pairs, budget, run_tournament
from tests.evaluation.compare.scripted import FAIR_PANEL, Judge, World, strengths

SEEDS = range(3000, 3140)
THIRD = 1 / 3


def _world(seed: int) -> World:
    return World(strengths(8, 0.35 if seed % 2 == 0 else 0.2), 50, seed=seed, item_noise=0.5)


def _oracle(world: World, seed: int) -> list[Pair]:
    order = world.true_order
    pairs = [Pair(item, order[i], order[i + 1]) for item in world.candidates for i in range(len(order) - 1)]
    two_apart = [Pair(item, order[i], order[i + 2]) for item in world.candidates for i in range(len(order) - 2)]
    random.Random(seed).shuffle(two_apart)
    return pairs + two_apart[:budget(world.candidates, THIRD) - len(pairs)]


def _info_block(candidates, judged, fit, items, *, seed=0):
    done: dict[str, set] = {}
    for pair in judged:
        done.setdefault(pair.item, set()).add(frozenset((pair.a, pair.b)))
    names = list(fit.names)
    index = {n: i for i, n in enumerate(names)}
    theta, cov = fit.theta, fit.covariance.copy()
    order = sorted(range(len(names)), key=lambda i: -theta[i])
    contrasts = []
    for i, j in zip(order, order[1:], strict=False):
        c = np.zeros(len(names))
        c[i], c[j] = 1, -1
        contrasts.append((c, norm.sf(abs(theta[i] - theta[j]) / math.sqrt(max(c @ cov @ c, 1e-12)))))
    rng = random.Random(f"{seed}:{','.join(items)}:{len(done)}")
    planned = []
    for item in items:
        used, busy = set(done.get(item, set())), set()
        while True:
            best = None
            for a, b in combinations(candidates[item], 2):
                if frozenset((a, b)) in used or a in busy or b in busy:
                    continue
                x = np.zeros(len(names))
                x[index[a]], x[index[b]] = 1, -1
                p = 1 / (1 + math.exp(-(theta[index[a]] - theta[index[b]])))
                w, sx = p * (1 - p), cov @ x
                denominator = 1 + w * (x @ sx)
                gain = sum(weight * w * (c @ sx) ** 2 / denominator for c, weight in contrasts)
                if best is None or gain > best[0]:
                    best = (gain, a, b, w, sx, denominator)
            if best is None:
                break
            _, a, b, w, sx, denominator = best
            busy |= {a, b}
            used.add(frozenset((a, b)))
            cov = cov - w * np.outer(sx, sx) / denominator
            planned.append(schedule._oriented(item, a, b, rng))
    return planned


def _design(name: str, world: World, judge: Judge, seed: int):
    if name == "all pairs":
        return [judge(p) for p in all_pairs(world.candidates)]
    if name == "schedule (30 %)":
        return run_tournament(world.candidates, judge, seed=seed, fit=estimate)
    if name == "schedule (a third)":
        return run_tournament(world.candidates, judge, seed=seed, share=THIRD, fit=estimate)
    if name == "random third":
        pairs = all_pairs(world.candidates)
        random.Random(seed).shuffle(pairs)
        return [judge(p) for p in pairs[:budget(world.candidates, THIRD)]]
    if name == "oracle (true neighbours)":
        return [judge(p) for p in _oracle(world, seed)]
    shipped = schedule.next_block
    schedule.next_block = _info_block
    try:
        return run_tournament(world.candidates, judge, seed=seed, share=THIRD, fit=estimate)
    finally:
        schedule.next_block = shipped


def test_pair_designs_at_a_third_of_the_calls():
    print(f"\nload average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    print(f"{len(SEEDS)} development worlds (seeds {SEEDS.start}–{SEEDS.stop - 1}), 3 fair jurors")
    means = {}
    for name in ("all pairs", "schedule (30 %)", "schedule (a third)", "random third", "oracle (true neighbours)",
                 "information gain (a third)"):
        taus, exact, calls = [], 0, []
        for seed in SEEDS:
            world = _world(seed)
            judge = Judge(world, FAIR_PANEL)
            order = ranking(bradley_terry(_design(name, world, judge, seed), resamples=0))
            taus.append(float(kendalltau([world.true_order.index(c) for c in order], range(8)).statistic))
            exact += order == world.true_order
            calls.append(judge.calls)
        means[name] = statistics.mean(taus)
        print(f"  {name:28s} calls {statistics.mean(calls):6.0f}  tau {means[name]:.4f}"
              f" (se {statistics.stdev(taus) / math.sqrt(len(taus)):.4f})  exact {exact}/{len(SEEDS)}")
    print(f"load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    assert means["all pairs"] >= means["random third"]
