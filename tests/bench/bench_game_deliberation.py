"""Realism benchmark for the game's jury: thousands of random juries hear random trials
and deliberate with the pure rules (no model calls, deterministic by seed).

    python -m pytest tests/bench/bench_game_deliberation.py -s

Prints how often the verdict follows the first-ballot majority (overall and when the
majority is clear, 8-4 or wider), how often near-even first ballots (7-5, 6-6) hang
compared with clear ones, the overall hung rate, and the outcome by first-ballot split.
"""

import random
import time
from collections import Counter, defaultdict

from game.jury.deliberation import simulate_deliberation
from game.jury.realism import random_trial, realism_figures

TRIALS = 4000


def test_deliberation_realism_figures():
    started = time.perf_counter()
    figures = realism_figures(TRIALS, seed=2026)
    elapsed = time.perf_counter() - started

    by_split: dict[int, Counter] = defaultdict(Counter)
    for index in range(1000):
        rng = random.Random(f"split:{index}")
        minds, personas = random_trial(rng)
        verdict = simulate_deliberation(minds, personas, rng=rng)
        by_split[verdict.first_ballot.guilty][verdict.type] += 1

    print(f"\n{TRIALS} simulated trials and deliberations in {elapsed:.1f}s "
          f"({elapsed / TRIALS * 1000:.2f} ms each, trial included)")
    print(f"verdicts: {dict(figures.verdicts)}")
    print(f"unanimous on the first ballot: {figures.unanimous_first / figures.trials:.1%}")
    print(f"verdict follows the first-ballot majority (all split ballots): {figures.split_follow_rate:.1%} "
          f"of {figures.split}")
    print(f"verdict follows a clear first-ballot majority (8-4 or wider): {figures.clear_follow_rate:.1%} "
          f"of {figures.clear}")
    print(f"hung: overall {figures.hung_rate:.1%}; after a near-even first ballot (7-5, 6-6) "
          f"{figures.close_hung_rate:.1%} of {figures.close}; after a clear one {figures.clear_hung_rate:.1%}")
    print(f"share of hung juries that began near-even: {figures.share_of_hung_from_close:.0%}")
    print("rounds to a verdict:", dict(sorted(figures.rounds.items())))
    print("first ballot guilty votes -> outcomes (1000 trials):")
    for guilty in sorted(by_split):
        outcome = by_split[guilty]
        total = sum(outcome.values())
        print(f"  {guilty:2d}-{12 - guilty:<2d} n={total:4d}  guilty {outcome['guilty'] / total:5.1%}  "
              f"not guilty {outcome['not_guilty'] / total:5.1%}  hung {outcome['hung'] / total:5.1%}")

    assert 0.85 <= figures.clear_follow_rate <= 0.98
    assert figures.hung_rate < 0.10
    assert figures.close_hung_rate > 3 * figures.clear_hung_rate
