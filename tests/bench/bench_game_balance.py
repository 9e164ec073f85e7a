"""Benchmark: case balance — each case's win rate per side and scripted player style.

    python -m pytest tests/bench/bench_game_balance.py -s
    BENCH_BALANCE_SEEDS=9001,9002,9003 python -m pytest tests/bench/bench_game_balance.py -s   # the frozen seeds

Every shipped case is played on the pure engine (`game.trial.recording`) by each of the nine
scripted players (`game.trial.players`) on both sides, at each seed, and every trial is heard by
`game.trial.balance.JURIES_PER_TRIAL` freshly drawn juries that deliberate with the pure jury
rules (`game.trial.balance.measure`). Prints the win rate of the player's side per case × side ×
style, and pooled over the competent styles (`COMPETENT_STYLES`: all but hasty, passive and
random), with hung juries and trials that ended early (contempt, mistrial) counted as no win.
Development seeds are 101-110 by default; the frozen seeds 9001-9003 are for the final figure only.
"""

from __future__ import annotations

import os
import time

from game.cases import shipped_cases
from game.trial import balance as B


def _seeds() -> tuple:
    given = os.environ.get("BENCH_BALANCE_SEEDS", "")
    return tuple(int(s) for s in given.split(",") if s.strip()) if given else B.DEV_SEEDS


def test_bench_game_balance():
    seeds = _seeds()
    started = time.perf_counter()
    balance = B.measure(shipped_cases(), seeds=seeds)
    elapsed = time.perf_counter() - started
    print(f"\nwin rate of the player's side, seeds {seeds[0]}-{seeds[-1]} ({len(seeds)}), "
          f"{B.JURIES_PER_TRIAL} juries a trial, {elapsed:.0f} s, load {os.getloadavg()[0]:.1f}")
    print(balance.table())
    problems = balance.problems()
    print("\n".join(problems) if problems else "every case and side within the band")
    assert balance.cells, "no trial was played"
