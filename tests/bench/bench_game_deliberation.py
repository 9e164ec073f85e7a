"""Realism benchmark for the game's jury, on trials as long as the ones people play.

    python -m pytest tests/bench/bench_game_deliberation.py -s

First every shipped case (all difficulties, criminal and civil) is played through the services by
scripted players of five styles (diligent, evidence only, passive, objector, hasty);
what reached the jury is recorded (court events, disregard orders, the recess, the judge's
instructions). Then thousands of freshly drawn juries hear those played trials, and as many
hear synthetic trials of the same length and shape, and deliberate with the pure rules
(no model calls, deterministic by seed). Prints, for played, synthetic and all trials, the
outcome by first-ballot guilty votes (convict / acquit / hung, mean ballots) beside
Kalven & Zeisel (1966), how often the first-ballot majority prevails, the unanimous first
ballots, the hung rate, and the cost of one round of pure deliberation.
"""

from __future__ import annotations

import os
import random
import statistics
import time

import pytest

from game.jury import realism
from game.jury.deliberation import simulate_deliberation
from game.jury.instructions import apply_instructions, standard_of
from tests.game.played_trials import record_played_trials

pytestmark = [pytest.mark.django_db, pytest.mark.timeout(3600)]  # 5 whole games per case are played first
PLAYED_JURIES = 2400
SYNTHETIC_JURIES = 2400


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


def test_deliberation_realism_on_played_length_trials(settings):
    settings.LLM_MOCK_LATENCY_MS = 0
    started = time.perf_counter()
    played = record_played_trials(seeds=(1,))
    recorded = time.perf_counter() - started
    lengths = [sum(1 for step in t.steps if "event" in step) for t in played]

    started = time.perf_counter()
    on_played = realism.realism_figures(PLAYED_JURIES, seed=2026, played=played)
    on_synthetic = realism.realism_figures(SYNTHETIC_JURIES, seed=2026)
    simulated = time.perf_counter() - started
    per_round, rounds = _round_cost(played, 500)

    print(f"\nload average {os.getloadavg()[0]:.2f}")
    print(f"{len(played)} played trials recorded in {recorded:.1f}s "
          f"({', '.join(sorted({f'{t.case}/{t.style}' for t in played}))}); "
          f"court events per trial: median {statistics.median(lengths):.0f}, range {min(lengths)}-{max(lengths)}")
    for label, figures in (("played trials", on_played), ("synthetic trials of the played shape", on_synthetic),
                           ("all", _merge(on_played, on_synthetic))):
        print(f"\n== {figures.juries} juries on {label}")
        print(figures.table())
    print(f"\n{PLAYED_JURIES + SYNTHETIC_JURIES} juries heard their trial and deliberated in {simulated:.1f}s; "
          f"pure deliberation: {per_round:.0f} µs CPU per round ({rounds} rounds timed)")
    assert on_played.juries == PLAYED_JURIES and on_synthetic.juries == SYNTHETIC_JURIES
