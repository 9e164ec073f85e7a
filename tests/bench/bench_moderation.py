"""Benchmark: the moderator's offline layers, time per line, on the labelled corpus.

    python -m pytest tests/bench/bench_moderation.py -s

Prints the classifier's one-time load, then p50/p95 milliseconds per line for Layer 1
(rules on normalised text), Layer 2 (the classifier) and both, with the load average
beside them (the machine is shared). The model screen is a network call and is not
measured here; its verdicts are cached per text (COURT_MODERATION_CACHE_S).
"""

from __future__ import annotations

import os
import statistics
import time

from courtroom.moderation import classifier, default_rules, screen_rules
from tests.courtroom.moderation_corpus import BENIGN, HARMFUL

LINES = [*BENIGN, *(text for text, _ in HARMFUL)]
ROUNDS = 3


def _per_line_ms(screen) -> list[float]:
    timings = []
    for _ in range(ROUNDS):
        for line in LINES:
            started = time.perf_counter()
            screen(line)
            timings.append((time.perf_counter() - started) * 1000)
    return timings


def _row(name: str, timings: list[float]) -> str:
    p95 = statistics.quantiles(timings, n=20)[-1]
    return f"  {name:<22} p50 {statistics.median(timings):6.2f} ms   p95 {p95:6.2f} ms"


def test_offline_layers_time_per_line():
    rules = default_rules()
    started = time.perf_counter()
    classifier.abuse_score("warm up")
    load_s = time.perf_counter() - started
    rows = [
        _row("Layer 1 (rules)", _per_line_ms(lambda line: screen_rules(line, rules))),
        _row("Layer 2 (classifier)", _per_line_ms(classifier.screen_classifier)),
        _row("Layers 1+2", _per_line_ms(lambda line: (screen_rules(line, rules), classifier.screen_classifier(line)))),
    ]
    print(f"\nmoderation, {len(LINES)} lines x {ROUNDS}, load average {os.getloadavg()[0]:.2f}; "
          f"classifier loaded in {load_s:.2f} s")
    print("\n".join(rows))
    assert len(LINES) >= 200
