"""Benchmark: what moves jurors' opinions in deliberation, by source.

    python -m pytest tests/bench/bench_game_opinion_sources.py -s
    GAME_FIT_JURIES=1 GAME_SOURCES_GRID="persuasion=2.35,4.7;majority_pressure=36.3" \
        python -m pytest tests/bench/bench_game_opinion_sources.py -s

Each round of deliberation moves opinions four ways, in this order (`deliberation.deliberation_round`):
the speakers' arguments (`apply_persuasion`: informational influence), the majority's pressure
(`apply_majority_pressure`: normative influence), the reasonable-doubt pull on unsure guilty voters
(`apply_reasonable_doubt`) and the conflict events' sways (`apply_events`). This bench wraps each and
adds up the opinion points it moves (|after - before| summed over jurors), on the development trials of
`bench_game_jury_fit.py` (seeds 303-310 only, `GAME_FIT_JURIES` juries a trial, the same minds and
draws for every grid point), and prints each source's share: over every jury, and over the juries in
which the first-ballot majority won, a first-ballot minority won, or the jury hung. Also the share of
the points that moved a juror toward the verdict the jury reached (net, for the juries that reached
one): a source can move many points that cancel out. Why it matters: the game's jurors argue from
what they remember and an argument lands as far as the listener heard and believed it (issue 27); in
fact-finding groups informational influence dominates normative influence (Kaplan & Miller, *JPSP* 53,
1987), and juries' deliberation is mostly about the evidence (Hastie, Penrod & Pennington, *Inside the
Jury*, 1983), so arguments should carry a substantial share of what moves a jury.
"""

from __future__ import annotations

import itertools
import os
import random
import time
from collections import Counter, defaultdict
from dataclasses import replace

import pytest

from game.jury import deliberation, realism
from game.jury.types import GUILTY
from tests.bench.bench_game_frozen_sets import DEV_SEEDS, dev_trials
from tests.bench.bench_game_jury_fit import JURIES_PER_TRIAL, line, parse_grid, retired_juries

pytestmark = pytest.mark.timeout(3600)
SOURCES = {"arguments": "apply_persuasion", "pressure": "apply_majority_pressure",
           "doubt pull": "apply_reasonable_doubt", "events": "apply_events"}


class Ledger:
    """The opinion points each source moves in the current jury: in all (`moved`) and signed toward not guilty
    (`signed`, to be turned toward the jury's verdict once it is known)."""

    def __init__(self):
        self.moved, self.signed = Counter(), Counter()

    def count(self, source: str, before: dict, after: dict) -> None:
        for key, mind in after.items():
            delta = mind.opinion - before[key].opinion
            self.moved[source] += abs(delta)
            self.signed[source] += delta


def keep_ledger(monkeypatch, ledger_of) -> None:
    """Every source in `deliberation` counted in the ledger `ledger_of()` returns."""
    for source, name in SOURCES.items():
        original = getattr(deliberation, name)

        def counted(minds, *args, _source=source, _original=original, **kwargs):
            after = _original(minds, *args, **kwargs)
            ledger_of().count(_source, minds, after)
            return after
        monkeypatch.setattr(deliberation, name, counted)


def outcome(verdict) -> str:
    first = verdict.first_ballot
    if verdict.type == "hung":
        return "hung"
    if first.majority is None:
        return "6-6"
    return "majority won" if verdict.type == first.majority or first.unanimous else "minority won"


def shares(moved: Counter) -> str:
    total = sum(moved.values()) or 1.0
    return "  ".join(f"{source} {100 * moved[source] / total:4.1f}%" for source in SOURCES)


def measure(heard: list[tuple], monkeypatch) -> tuple[realism.Figures, dict, Counter]:
    """Deliberate every jury, counting opinion points by source: (figures, points by outcome, net points toward the
    verdict reached)."""
    current = [Ledger()]
    keep_ledger(monkeypatch, lambda: current[0])
    figures, by_outcome, toward = realism.Figures(), defaultdict(Counter), Counter()
    for personas, minds, standard, state in heard:
        current[0] = Ledger()
        rng = random.Random()
        rng.setstate(state)
        verdict = deliberation.simulate_deliberation(minds, personas, rng=rng, standard=standard)
        figures.add(verdict)
        by_outcome["all"] += current[0].moved
        by_outcome[outcome(verdict)] += current[0].moved
        if verdict.type != "hung":
            sign = -1.0 if verdict.type == GUILTY else 1.0
            for source, points in current[0].signed.items():
                toward[source] += sign * points
    return figures, by_outcome, toward


def test_bench_opinion_moved_by_source(monkeypatch):
    grid = parse_grid(os.environ.get("GAME_SOURCES_GRID", ""))
    started = time.perf_counter()
    trials = dev_trials()
    heard = retired_juries(trials, JURIES_PER_TRIAL * len(trials))
    print(f"\n{len(trials)} development trials (seeds {DEV_SEEDS[0]}-{DEV_SEEDS[-1]}), {len(heard)} juries, heard in "
          f"{time.perf_counter() - started:.0f} s; load {os.getloadavg()[0]:.2f}")
    points = [dict(zip(grid, values, strict=True)) for values in itertools.product(*grid.values())]
    for point in points:
        with monkeypatch.context() as patch:
            patch.setattr(deliberation, "DYNAMICS", replace(deliberation.DYNAMICS, **point))
            load = os.getloadavg()[0]
            figures, by_outcome, toward = measure(heard, patch)
            print(line(point, figures, 0.0) + f"  (load {load:.2f})")
        for label in ("all", "majority won", "minority won", "hung", "6-6"):
            moved = by_outcome[label]
            print(f"   {label:<13} {sum(moved.values()):10.0f} points: {shares(moved)}")
        print(f"   net toward the verdict reached: {shares(Counter({k: max(v, 0.0) for k, v in toward.items()}))}  "
              f"(points: {', '.join(f'{k} {v:.0f}' for k, v in toward.items())})")
        assert figures.juries == len(heard)
