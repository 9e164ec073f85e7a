"""Which pairs a tournament judges: fewer than all pairs, chosen where they decide the ranking. Pure.

A tournament's items (prompts) each have two or more candidates (say the answers of several
models); a candidate is named the same across items, and the ranking is of those names. Judging
every pair of every item costs K(K−1)/2 pairs an item. A ranking is decided by the pairs that are
close, so after a first round of random pairs the schedule is Swiss, as in chess: each round sorts
an item's candidates by their current Bradley–Terry rating (fitted on everything judged so far) and
pairs neighbours, alternating which neighbours from round to round and item to item (like an
odd–even transposition sort), never repeating a pair on the same item. Each round costs ⌊K/2⌋
pairs an item; `SWISS_ROUNDS` rounds of eight candidates are 8 of the 28 pairs.

With few candidates (≤ `ALL_PAIRS_UP_TO`) all pairs are cheap enough and nothing is gained.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import combinations

from evaluation.compare.ratings import Comparison, bradley_terry

ALL_PAIRS_UP_TO = 4
SWISS_ROUNDS = 2


@dataclass(frozen=True)
class Pair:
    """A pair to judge on one item; `a` is shown first in the first order (the juror sees both orders)."""

    item: str
    a: str
    b: str

    @property
    def key(self) -> tuple[str, frozenset]:
        return self.item, frozenset((self.a, self.b))


def all_pairs(candidates: dict[str, list[str]]) -> list[Pair]:
    """Every pair of every item: the baseline a schedule is measured against."""
    return [Pair(item, a, b) for item, names in candidates.items() for a, b in combinations(names, 2)]


def rounds_for(candidates: dict[str, list[str]], rounds: int = SWISS_ROUNDS) -> int:
    """How many rounds a tournament runs: one round of all pairs for small fields, else `rounds`."""
    largest = max((len(names) for names in candidates.values()), default=0)
    return 1 if largest <= ALL_PAIRS_UP_TO else rounds


def _neighbours(ordered: list[str], offset: int, done: set) -> list[tuple[str, str]]:
    """Pair neighbours of `ordered` from `offset` on (the first `offset` sit this round out, and the
    top is never paired with the bottom); a pair judged already is swapped for the nearest unjudged
    partner still free, so a round never repeats a comparison."""
    free = ordered[offset:]
    pairs = []
    while len(free) >= 2:
        first = free.pop(0)
        partner = next((other for other in free if frozenset((first, other)) not in done), None)
        if partner is None:
            continue
        free.remove(partner)
        pairs.append((first, partner))
    return pairs


def plan_round(candidates: dict[str, list[str]], judged: Iterable[Pair], ratings: dict[str, float] | None,
               round_number: int, *, seed: int = 0) -> list[Pair]:
    """The pairs of one round. Without ratings (the first round, or all pairs for a small field) the
    pairing is random; with ratings, Swiss (see the module's docstring)."""
    if rounds_for(candidates) == 1:
        return [p for p in all_pairs(candidates) if p.key not in {j.key for j in judged}]
    done_by_item: dict[str, set] = {}
    for pair in judged:
        done_by_item.setdefault(pair.item, set()).add(frozenset((pair.a, pair.b)))
    rng = random.Random(f"{seed}:{round_number}")
    planned = []
    for position, (item, names) in enumerate(candidates.items()):
        shuffled = list(names)
        rng.shuffle(shuffled)  # breaks rating ties at random, and is the whole order without ratings
        ordered = sorted(shuffled, key=lambda n: -ratings.get(n, 0.0)) if ratings else shuffled
        offset = (round_number + position) % 2 if ratings else 0
        for a, b in _neighbours(ordered, offset, done_by_item.get(item, set())):
            planned.append(Pair(item, a, b) if rng.random() < 0.5 else Pair(item, b, a))
    return planned


def current_ratings(comparisons: list[Comparison], names: list[str]) -> dict[str, float]:
    """Point ratings (no intervals) for the next round's pairing."""
    fitted = bradley_terry(comparisons, names, resamples=0)
    return {r["candidate"]: r["rating"] for r in fitted["ratings"]}


def run_tournament(candidates: dict[str, list[str]], judge: Callable[[Pair], Comparison | None], *,
                   rounds: int | None = None, seed: int = 0) -> list[Comparison]:
    """Plan and judge round after round (in process: what a benchmark or a test drives; the batch runner
    does the same one round at a time). `judge(pair)` returns the comparison or None if it failed."""
    names = sorted({n for ns in candidates.values() for n in ns})
    total = rounds if rounds is not None else rounds_for(candidates)
    judged: list[Pair] = []
    comparisons: list[Comparison] = []
    for number in range(total):
        ratings = current_ratings(comparisons, names) if comparisons else None
        planned = plan_round(candidates, judged, ratings, number, seed=seed)
        if not planned:
            break
        for pair in planned:
            judged.append(pair)
            result = judge(pair)
            if result is not None:
                comparisons.append(result)
    return comparisons
