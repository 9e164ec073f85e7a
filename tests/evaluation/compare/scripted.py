"""Scripted jurors with known preferences, for the compare tests and benchmark.

A world has candidates with a known strength (the true order). On each item a candidate's answer
has a quality (its strength plus the item's noise) and a length that does not depend on its quality.
A juror prefers x to y with probability sigmoid((quality x − quality y) / temperature), drawn once
per pair, so a fair juror answers the same whichever order it is shown; it answers "tie" some of
the time. A position-biased juror answers "first" half the time whatever it sees; a length-biased
one picks the longer answer most of the time. People's preferences are drawn the fair way with
their own noise.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from evaluation.compare.judges import JudgedPair
from evaluation.compare.ratings import Comparison, juror_comparison
from evaluation.compare.schedule import Pair
from evaluation.compare.verdicts import juror_verdict, panel_verdict, score_for_a


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


@dataclass
class World:
    strengths: dict[str, float]
    items: int
    seed: int = 0
    item_noise: float = 0.5
    quality: dict = field(default_factory=dict)
    length: dict = field(default_factory=dict)
    long_candidates: tuple[str, ...] = ()  # candidates whose answers run longer on average

    def __post_init__(self):
        rng = random.Random(self.seed)
        for i in range(self.items):
            for name, strength in self.strengths.items():
                self.quality[(f"item-{i}", name)] = strength + rng.gauss(0, self.item_noise)
                base = 1800 if name in self.long_candidates else 800
                self.length[(f"item-{i}", name)] = int(base * math.exp(rng.gauss(0, 0.5)))

    @property
    def candidates(self) -> dict[str, list[str]]:
        return {f"item-{i}": list(self.strengths) for i in range(self.items)}

    @property
    def true_order(self) -> list[str]:
        return sorted(self.strengths, key=lambda n: -self.strengths[n])

    def rng(self, *key) -> random.Random:
        return random.Random(":".join(str(k) for k in (self.seed, *key)))

    def fair_choice(self, who: str, item: str, x: str, y: str, temperature: float) -> str:
        """x, y or "tie", drawn once per (who, item, unordered pair): the same in both orders."""
        low, high = sorted((x, y))
        rng = self.rng(who, item, low, high)
        if rng.random() < 0.1:
            return "tie"
        p_low = _sigmoid((self.quality[(item, low)] - self.quality[(item, high)]) / temperature)
        return low if rng.random() < p_low else high

    def human(self, pair: Pair) -> str:
        choice = self.fair_choice("people", pair.item, pair.a, pair.b, 0.5)
        return "tie" if choice == "tie" else "A" if choice == pair.a else "B"


@dataclass(frozen=True)
class Juror:
    name: str
    kind: str = "fair"  # fair | position | length
    temperature: float = 0.4

    def answer(self, world: World, item: str, first: str, second: str) -> str:
        """The juror's answer in positions when `first` is shown first."""
        if self.kind == "position" and world.rng(self.name, "pos", item, first, second).random() < 0.5:
            return "first"
        if self.kind == "length" and world.rng(self.name, "len", item, first, second).random() < 0.7:
            return "first" if world.length[(item, first)] > world.length[(item, second)] else "second"
        choice = world.fair_choice(self.name, item, first, second, self.temperature)
        return "tie" if choice == "tie" else "first" if choice == first else "second"


FAIR_PANEL = (Juror("fair-1"), Juror("fair-2"), Juror("fair-3"))
MIXED_PANEL = (Juror("fair-1"), Juror("fair-2"), Juror("fair-3"),
               Juror("positional", "position"), Juror("wordy", "length"))


@dataclass
class Judge:
    """Judges a pair with a panel, both orders per juror, counting the model calls it would make."""

    world: World
    panel: tuple[Juror, ...]
    calls: int = 0
    judged: list = field(default_factory=list)
    per_juror: bool = False  # rate the pair on every juror's verdict (the tournament's estimator), not the panel's

    def __call__(self, pair: Pair) -> Comparison:
        verdicts = {}
        for juror in self.panel:
            ab = juror.answer(self.world, pair.item, pair.a, pair.b)
            ba = juror.answer(self.world, pair.item, pair.b, pair.a)
            self.calls += 2
            verdicts[juror.name] = juror_verdict(ab, ba)
        panel = panel_verdict(list(verdicts.values())).winner
        length_a, length_b = self.world.length[(pair.item, pair.a)], self.world.length[(pair.item, pair.b)]
        self.judged.append(JudgedPair(pair.item, pair.a, pair.b, panel, verdicts, self.world.human(pair),
                                      length_a, length_b))
        if self.per_juror:
            scores = [score_for_a(v.outcome) for v in verdicts.values() if v.outcome is not None]
            return juror_comparison(pair.a, pair.b, scores, length_a, length_b)
        return Comparison(pair.a, pair.b, score_for_a(panel), length_a, length_b)


def strengths(count: int, gap: float = 0.35) -> dict[str, float]:
    """`count` candidates, evenly spaced by `gap`, named so that the names do not give the order away."""
    names = [f"model-{chr(ord('a') + i)}" for i in range(count)]
    random.Random(count).shuffle(names)
    return {name: -i * gap for i, name in enumerate(names)}
