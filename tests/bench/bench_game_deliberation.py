"""Realism benchmark for the game's jury, on trials as long as the ones people play.

    python -m pytest tests/bench/bench_game_deliberation.py -s

First every shipped case (all difficulties, criminal and civil) is played through the services on
each side by the case validator's six scripted players (`game.scripted_play`: ordinary, evidence
only, passive, diligent, objector, hasty); what reached the jury is recorded (court events,
disregard orders, the recess, the judge's instructions). Then thousands of freshly drawn juries
hear those played trials, and thousands hear synthetic trials of the same length and shape, and
deliberate with the pure rules (no model calls, deterministic by seed) — once with the model
before this change (`BEFORE`) and once with the current one, in the same run. Prints, for
played, synthetic and all trials, the outcome by first-ballot guilty votes (convict / acquit /
hung, mean ballots) beside Kalven & Zeisel (1966), how often the first-ballot majority
prevails, the unanimous first ballots, the hung rate, and the CPU cost of one round of pure
deliberation, with the load average.
"""

from __future__ import annotations

import os
import random
import statistics
import time

import pytest

from game.jury import deliberation, realism
from game.jury.deliberation import Dynamics, simulate_deliberation
from game.jury.instructions import apply_instructions, standard_of
from tests.game.played_trials import record_played_trials

pytestmark = [pytest.mark.django_db, pytest.mark.timeout(3600)]  # 5 whole games per case are played first
# Scripted-play seeds the current `Dynamics` was not fitted on (the fit pooled seeds 1-8), so the
# played figures are held out. Two seeds and 14,400 juries put several hundred in the 6-6 bin;
# the trials themselves are the larger noise: one seed pair's trials alone moved the 6-6 row by up
# to 8 points from another's (the printed intervals count juries, not trials).
# GAME_BENCH_SEEDS=11,12 measures on other held-out trials.
HELD_OUT_SEEDS = tuple(int(seed) for seed in os.environ.get("GAME_BENCH_SEEDS", "9,10").split(","))
PLAYED_JURIES = 14400
SYNTHETIC_JURIES = 2400
# The model before this re-fit (main at 5e79c08, fitted on seeds 1-2 alone): no doubt_split, so a
# 6-6 tie leaned to acquittal (42 / 56 % pooled over seeds 1-8) while the doubt pull barely reached
# a guilty minority.
BEFORE = {"dynamics": Dynamics(persuasion=4.7, majority_pressure=30.0, leniency=0.05, confidence_erosion=1.5,
                               stalemate_erosion=30.0, reinforcement=2.0, faction_firmness=1.1, sure_at=30.0,
                               latitude=32.7, pressure_exponent=0.5, holdout_caves=(0.7, 0.13), doubt_holds=0.5,
                               doubt_pull=0.5, stalemate_doubt=0.15, momentum=2.6, doubt_split=0.0),
          "prior_weight": 0.85}
AFTER = {"dynamics": deliberation.DYNAMICS, "prior_weight": realism.PRIOR_WEIGHT}


def _merge(*parts: realism.Figures) -> realism.Figures:
    merged = realism.Figures()
    for part in parts:
        for guilty in range(13):
            merged.outcomes[guilty] += part.outcomes[guilty]
            merged.rounds[guilty] += part.rounds[guilty]
    return merged


def _round_cost(trials: list, juries: int) -> tuple[float, int]:
    """CPU microseconds per round of pure deliberation (the trial replay not counted;
    process time, so other work on a loaded machine does not inflate it)."""
    spent, rounds = 0.0, 0
    for index in range(juries):
        rng = random.Random(f"cost:{index}")
        trial = trials[index % len(trials)]
        personas = realism.draw_jury(trial.pool, rng)
        minds = apply_instructions(realism.replay_trial(trial, personas), trial.instructions)
        started = time.process_time()
        verdict = simulate_deliberation(minds, personas, rng=rng, standard=standard_of(trial.instructions))
        spent += time.process_time() - started
        rounds += verdict.rounds
    return spent / rounds * 1e6, rounds


def _measure(model: dict, played: list, monkeypatch) -> dict:
    """The figures on played and synthetic trials, and the cost of a round, under `model`."""
    monkeypatch.setattr(deliberation, "DYNAMICS", model["dynamics"])
    monkeypatch.setattr(realism, "PRIOR_WEIGHT", model["prior_weight"])
    on_played = realism.realism_figures(PLAYED_JURIES, seed=2026, played=played)
    on_synthetic = realism.realism_figures(SYNTHETIC_JURIES, seed=2026)
    per_round, rounds = _round_cost(played, 500)
    return {"played trials": on_played, "synthetic trials of the played shape": on_synthetic,
            "all": _merge(on_played, on_synthetic), "cost": (per_round, rounds)}


def test_deliberation_realism_on_played_length_trials(settings, monkeypatch):
    settings.LLM_MOCK_LATENCY_MS = 0
    started = time.perf_counter()
    played = record_played_trials(seeds=HELD_OUT_SEEDS)
    recorded = time.perf_counter() - started
    lengths = [sum(1 for step in t.steps if "event" in step) for t in played]
    print(f"\n{len(played)} played trials (scripted-play seeds {HELD_OUT_SEEDS}, held out from the fit) "
          f"recorded in {recorded:.1f}s (every case, both sides, "
          f"{len({t.style for t in played})} side/player pairs); court events per trial: median "
          f"{statistics.median(lengths):.0f}, range {min(lengths)}-{max(lengths)}")

    for name, model in (("BEFORE", BEFORE), ("AFTER", AFTER)):
        load_before = os.getloadavg()[0]
        started = time.perf_counter()
        figures = _measure(model, played, monkeypatch)
        took = time.perf_counter() - started
        for label in ("played trials", "synthetic trials of the played shape", "all"):
            print(f"\n== {name}: {figures[label].juries} juries on {label}")
            print(figures[label].table())
        per_round, rounds = figures["cost"]
        print(f"\n{name}: {PLAYED_JURIES + SYNTHETIC_JURIES} juries heard their trial and deliberated in {took:.1f}s; "
              f"pure deliberation: {per_round:.0f} µs CPU per round ({rounds} rounds timed); "
              f"load average {load_before:.2f} before, {os.getloadavg()[0]:.2f} after")
        assert figures["played trials"].juries == PLAYED_JURIES
        assert figures["synthetic trials of the played shape"].juries == SYNTHETIC_JURIES
