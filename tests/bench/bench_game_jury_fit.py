"""Benchmark: re-fit the jury's few free numbers on played development trials, and print the goals.

    python -m pytest tests/bench/bench_game_jury_fit.py -s
    GAME_FIT_GRID="sure_at=22,23,24;doubt_holds=0.49,0.6" python -m pytest tests/bench/bench_game_jury_fit.py -s
    GAME_FIT_GRID="bias_lens=40,50,60;sure_at=23" GAME_FIT_JURIES=3 ...

The trials: development seeds 303-310 only, every shipped case, both sides, every fitted scripted
player (`players.STYLES`), played on the pure engine (`game.trial.recording`) — never the frozen
held-out sets (`tests/game/frozen`), nor the dynamics test's seeds 301-302, nor the balance seeds.
Each trial is heard by `GAME_FIT_JURIES` (3) freshly drawn juries, exactly as
`realism.deliberate_trial` hears it; what the jurors think when they retire depends only on the
bias lens (`opinion.BIAS_LENS`), so it is computed once per lens and every `Dynamics` point of the
grid deliberates from the same minds and the same draws.

The grid: `GAME_FIT_GRID`, `name=v1,v2;name=...` over `bias_lens` and any `Dynamics` field
(default: `sure_at` 20-27 at the fitted `doubt_holds`). For each point it prints the goals of
issue 27 — unanimous first ballots (31 +/- 5 %), first-ballot majority prevails (>= 85 %), hung
(4-10 %), hung among split first ballots (the dynamics test's band, 5.5-8 %), the 1-5, 6-6 and
7-11 bins' convict / acquit / hung beside Kalven & Zeisel (each within +/- 5 points) — and the
mean within-jury correlation of jurors' opinions when they retire with their prosecution bias
(0.89 with the spec's `+ bias / 10`), with the load average. A point meeting every goal is marked
`*`. Choosing among them is the engineer's, on these development figures only.
"""

from __future__ import annotations

import itertools
import os
import random
import statistics
import time
from dataclasses import replace

import pytest

from game.jury import deliberation, opinion, realism
from game.jury.deliberation import simulate_deliberation
from game.trial.players import STYLES
from tests.bench.bench_game_frozen_sets import DEV_SEEDS, dev_trials
from tests.game.frozen_trials import V2, spec

pytestmark = pytest.mark.timeout(7200)
JURIES_PER_TRIAL = int(os.environ.get("GAME_FIT_JURIES", "3"))
DEFAULT_GRID = "sure_at=20,21,22,23,24,25,26,27"
GOALS = {"unanimous": (26.0, 36.0), "majority prevails": (85.0, 100.0), "hung": (4.0, 10.0),
         "split hung": (5.5, 8.0)}
BIN_TOLERANCE = 5.0


def parse_grid(text: str) -> dict[str, list[float]]:
    grid = {}
    for part in filter(None, (p.strip() for p in text.split(";"))):
        name, values = part.split("=")
        grid[name.strip()] = [float(v) for v in values.split(",")]
    unknown = set(grid) - {"bias_lens", *deliberation.Dynamics.__dataclass_fields__}
    if unknown:
        raise ValueError(f"not a jury number: {', '.join(sorted(unknown))}")
    return grid


def correlation(xs: list[float], ys: list[float]) -> float | None:
    if len(set(xs)) < 2 or len(set(ys)) < 2:
        return None
    return statistics.correlation(xs, ys)


def retired_juries(trials: list, juries: int) -> list[tuple]:
    """Per jury: (personas, minds when they retire, standard, the generator's state then) — the
    first half of `realism.deliberate_trial` (`realism.retire_jury`), kept so that each grid point
    deliberates alike."""
    heard = []
    for index in range(juries):
        rng = random.Random(f"fit:{index}")
        trial = trials[index % len(trials)]
        heard.append((*realism.retire_jury(trial, rng), rng.getstate()))
    return heard


def bias_correlation(heard: list[tuple]) -> float:
    """Mean over juries of the correlation between jurors' opinions and their prosecution bias
    (negated: a pro-prosecution bias pulls the opinion toward guilty, which is negative)."""
    values = [correlation([-personas[k].prosecution_bias for k in minds], [m.opinion for m in minds.values()])
              for personas, minds, _, _ in heard]
    values = [v for v in values if v is not None]
    return sum(values) / len(values)


def deliberate_all(heard: list[tuple]) -> realism.Figures:
    figures = realism.Figures()
    for personas, minds, standard, state in heard:
        rng = random.Random()
        rng.setstate(state)
        figures.add(simulate_deliberation(minds, personas, rng=rng, standard=standard))
    return figures


def goals(figures: realism.Figures) -> dict[str, float]:
    dynamics = realism.DynamicsFigures(figures.ballots)
    return {"unanimous": 100 * figures.unanimous_first, "majority prevails": 100 * figures.majority_prevails,
            "hung": 100 * figures.hung, "split hung": 100 * dynamics.hung_given_minority((1, 2, 3, 4, 5))}


def bin_misses(figures: realism.Figures) -> dict[str, float]:
    """Per bin (1-5, 6, 7-11), the largest distance in points of convict / acquit / hung from K&Z."""
    misses = {}
    for label, votes in realism.BINS[1:4]:
        shares = figures.row(votes)[1:4]
        misses[label] = max(abs(100 * s - k) for s, k in zip(shares, realism.KALVEN_ZEISEL[label], strict=True))
    return misses


def line(point: dict, figures: realism.Figures, corr: float) -> str:
    measured, misses = goals(figures), bin_misses(figures)
    met = all(low <= measured[k] <= high for k, (low, high) in GOALS.items()) and max(misses.values()) <= BIN_TOLERANCE
    bins = "  ".join("{} {:.1f}/{:.1f}/{:.1f}".format(label, *(100 * x for x in figures.row(votes)[1:4]))
                     for label, votes in realism.BINS[1:4])
    settings = " ".join(f"{k}={v:g}" for k, v in point.items())
    return (f"{'*' if met else ' '} {settings:<28} unanimous {measured['unanimous']:5.1f}  majority "
            f"{measured['majority prevails']:5.1f}  hung {measured['hung']:4.1f}  split-hung "
            f"{measured['split hung']:4.1f}  worst bin miss {max(misses.values()):4.1f}  r(bias) {corr:.2f}  "
            f"c/a/h {bins}")


def test_bench_fit_the_jury_on_development_trials(monkeypatch):
    held_out = set(spec()["seeds"]) | set(V2["seeds"]) | {301, 302}
    assert not set(DEV_SEEDS) & held_out  # never a frozen seed, nor the dynamics test's
    grid = parse_grid(os.environ.get("GAME_FIT_GRID", DEFAULT_GRID))
    started = time.perf_counter()
    trials = dev_trials()
    juries = JURIES_PER_TRIAL * len(trials)
    print(f"\n{len(trials)} development trials (seeds {DEV_SEEDS[0]}-{DEV_SEEDS[-1]}, {len(STYLES)} styles, both "
          f"sides) played in {time.perf_counter() - started:.0f} s; {JURIES_PER_TRIAL} juries a trial ({juries}); "
          f"load {os.getloadavg()[0]:.2f}")
    print(f"goals: unanimous 26-36, majority prevails >= 85, hung 4-10, split-hung 5.5-8 (dynamics test), "
          f"every bin within {BIN_TOLERANCE:g} points of Kalven & Zeisel; now: bias_lens={opinion.BIAS_LENS} "
          f"{deliberation.DYNAMICS}")
    lenses = grid.pop("bias_lens", [opinion.BIAS_LENS])
    names = list(grid)
    for lens in lenses:
        monkeypatch.setattr(opinion, "BIAS_LENS", lens)
        heard = retired_juries(trials, juries)
        corr = bias_correlation(heard)
        for values in itertools.product(*(grid[n] for n in names)):
            point = dict(zip(names, values, strict=True))
            monkeypatch.setattr(deliberation, "DYNAMICS", replace(deliberation.Dynamics(), **point))
            load = os.getloadavg()[0]
            figures = deliberate_all(heard)
            print(line({"bias_lens": lens, **point}, figures, corr) + f"  (load {load:.2f})", flush=True)
            assert figures.juries == juries
