"""Scripted jurors with known preferences, for the compare tests and benchmark.

A world has candidates with a known strength (the true order). On each item a candidate's answer
has a quality (its strength plus the item's noise) and a length that does not depend on its quality.
A juror prefers x to y with probability sigmoid((quality x − quality y) / temperature), drawn once
per pair, so a fair juror answers the same whichever order it is shown; it answers "tie" some of
the time. A position-biased juror answers "first" half the time whatever it sees; a length-biased
one picks the longer answer most of the time. People's preferences are drawn the fair way with
their own noise.

A grading juror (`strong_at` set; the graded compare prompt) also says how much better, as Arena-Hard-Auto's
judges do (A>>B / A>B): the draw above is the sign of a perceived margin, (quality difference) / temperature
plus logistic noise, and the juror says "strongly" when that margin exceeds `strong_at`. A position-biased
grading juror says "first strongly" half the times it follows the position; a length-biased one says
"strongly" when one answer is over twice as long.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from evaluation.compare.judges import JudgedPair
from evaluation.compare.juror_model import Verdict
from evaluation.compare.ratings import Comparison, juror_comparison
from evaluation.compare.schedule import Pair
from evaluation.compare.verdicts import juror_verdict, panel_verdict, score_for_a, verdict_weight


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
        return self.fair_draw(who, item, x, y, temperature)[0]

    def fair_draw(self, who: str, item: str, x: str, y: str, temperature: float) -> tuple[str, float]:
        """(x, y or "tie"; the perceived margin for the one chosen, ≥ 0). The choice is the sign of
        d / temperature + logistic noise (so x wins with probability sigmoid(d / temperature))."""
        low, high = sorted((x, y))
        rng = self.rng(who, item, low, high)
        if rng.random() < 0.1:
            return "tie", 0.0
        d = (self.quality[(item, low)] - self.quality[(item, high)]) / temperature
        u = min(max(rng.random(), 1e-12), 1 - 1e-12)
        margin = d - math.log(u / (1 - u))  # > 0 exactly when u < sigmoid(d): low wins
        return (low, margin) if u < _sigmoid(d) else (high, -margin)

    def human(self, pair: Pair) -> str:
        choice = self.fair_choice("people", pair.item, pair.a, pair.b, 0.5)
        return "tie" if choice == "tie" else "A" if choice == pair.a else "B"


@dataclass(frozen=True)
class Juror:
    name: str
    kind: str = "fair"  # fair | position | length
    temperature: float = 0.4
    strong_at: float | None = None  # grading: "strongly" above this perceived margin; None: positions only

    def answer(self, world: World, item: str, first: str, second: str) -> str:
        """The juror's answer in positions when `first` is shown first ("first strongly" when grading)."""
        graded = self.strong_at is not None
        if self.kind == "position":
            rng = world.rng(self.name, "pos", item, first, second)
            if rng.random() < 0.5:
                return "first strongly" if graded and rng.random() < 0.5 else "first"
        if self.kind == "length" and world.rng(self.name, "len", item, first, second).random() < 0.7:
            a, b = world.length[(item, first)], world.length[(item, second)]
            strongly = " strongly" if graded and max(a, b) > 2 * min(a, b) else ""
            return ("first" if a > b else "second") + strongly
        choice, margin = world.fair_draw(self.name, item, first, second, self.temperature)
        if choice == "tie":
            return "tie"
        strongly = " strongly" if graded and margin > self.strong_at else ""
        return ("first" if choice == first else "second") + strongly

    def grading(self, strong_at: float) -> Juror:
        return Juror(self.name, self.kind, self.temperature, strong_at)


FAIR_PANEL = (Juror("fair-1"), Juror("fair-2"), Juror("fair-3"))
MIXED_PANEL = (Juror("fair-1"), Juror("fair-2"), Juror("fair-3"),
               Juror("positional", "position"), Juror("wordy", "length"))
STRONG_AT = 3.0  # chosen before any measurement of accuracy; 40 % of a fair juror's wins come out strong


def graded(panel: tuple[Juror, ...], strong_at: float = STRONG_AT) -> tuple[Juror, ...]:
    """The same jurors asked the graded prompt."""
    return tuple(j.grading(strong_at) for j in panel)


@dataclass
class Judge:
    """Judges a pair with a panel, both orders per juror, counting the model calls it would make."""

    world: World
    panel: tuple[Juror, ...]
    calls: int = 0
    judged: list = field(default_factory=list)
    per_juror: bool = False  # rate the pair on every juror's verdict (before juror terms), not the panel's
    rows: bool = False  # return the pair's juror verdicts, one row each (what the tournament fits, `juror_model`)

    def __call__(self, pair: Pair) -> Comparison | list[Verdict]:
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
        if self.rows:
            group = len(self.judged) - 1
            return [Verdict(pair.a, pair.b, name, score_for_a(v.outcome), verdict_weight(v), length_a, length_b, group)
                    for name, v in verdicts.items() if v.outcome is not None]
        if self.per_juror:
            counted = [v for v in verdicts.values() if v.outcome is not None]
            return juror_comparison(pair.a, pair.b, [score_for_a(v.outcome) for v in counted], length_a, length_b,
                                    [verdict_weight(v) for v in counted])
        return Comparison(pair.a, pair.b, score_for_a(panel), length_a, length_b)


def strengths(count: int, gap: float = 0.35) -> dict[str, float]:
    """`count` candidates, evenly spaced by `gap`, named so that the names do not give the order away."""
    names = [f"model-{chr(ord('a') + i)}" for i in range(count)]
    random.Random(count).shuffle(names)
    return {name: -i * gap for i, name in enumerate(names)}
