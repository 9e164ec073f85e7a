"""Which pairs a tournament judges: fewer than all pairs, chosen where they decide the ranking. Pure.

A tournament's items (prompts) each have two or more candidates (say the answers of several
models); a candidate is named the same across items, and the ranking is of those names. Judging
every pair of every item costs K(K−1)/2 pairs an item; a ranking is decided by the pairs whose
order is still unsure, so the schedule spends its calls there:

1. a first round pairs every item's candidates at random (⌊K/2⌋ pairs an item), which connects
   everyone and gives a first Bradley–Terry fit;
2. then, a block of items at a time, each item gets the pairs whose order is least certain under
   the current fit — the ratings' own, Bradley–Terry with each juror's discrimination and length
   preference (`juror_model`) — (smallest |θa − θb| in standard errors of the difference), as in a Swiss round:
   disjoint pairs, never one judged already on that item, and none whose order is already clear
   (`CLEAR_AT` standard errors); the fit is renewed after every block;
3. it stops at its budget (`BUDGET_SHARE` of all pairs) or when no item has an unsure pair left.

With few candidates (≤ `ALL_PAIRS_UP_TO`) all pairs are cheap enough and nothing is gained.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the ratings need numpy, which the web process does not load (issue 28): `budget` is pure
    from evaluation.compare.juror_model import Verdict
    from evaluation.compare.ratings import Comparison, Estimate

ALL_PAIRS_UP_TO = 4
BUDGET_SHARE = 0.3
BLOCKS = 5  # the fit is renewed this many times per pass over the items
CLEAR_AT = 3.0


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


def is_small(candidates: dict[str, list[str]]) -> bool:
    return max((len(names) for names in candidates.values()), default=0) <= ALL_PAIRS_UP_TO


def budget(candidates: dict[str, list[str]], share: float = BUDGET_SHARE) -> int:
    """The most pairs a tournament judges: all of a small field, else `share` of all pairs."""
    total = len(all_pairs(candidates))
    return total if is_small(candidates) else max(1, math.floor(total * share))


def _oriented(item: str, a: str, b: str, rng: random.Random) -> Pair:
    return Pair(item, a, b) if rng.random() < 0.5 else Pair(item, b, a)


def first_round(candidates: dict[str, list[str]], *, seed: int = 0) -> list[Pair]:
    """All pairs of a small field; else a random pairing of every item's candidates."""
    if is_small(candidates):
        return all_pairs(candidates)
    rng = random.Random(f"{seed}:first")
    planned = []
    for item, names in candidates.items():
        shuffled = list(names)
        rng.shuffle(shuffled)
        planned += [_oriented(item, a, b, rng) for a, b in zip(shuffled[::2], shuffled[1::2], strict=False)]
    return planned


def unsure_pairs(item: str, names: list[str], done: set, fit: Estimate, rng: random.Random) -> list[Pair]:
    """One item's next pairs: disjoint, unjudged on this item, least certain first, none already clear."""
    ranked = sorted((fit.separation(a, b), rng.random(), a, b) for a, b in combinations(names, 2)
                    if frozenset((a, b)) not in done)
    busy: set[str] = set()
    planned = []
    for separation, _, a, b in ranked:
        if separation >= CLEAR_AT:
            break
        if a in busy or b in busy:
            continue
        busy |= {a, b}
        planned.append(_oriented(item, a, b, rng))
    return planned


def next_block(candidates: dict[str, list[str]], judged: Iterable[Pair], fit: Estimate, items: list[str],
               *, seed: int = 0) -> list[Pair]:
    """The unsure pairs of `items` under `fit` (see the module's docstring)."""
    done: dict[str, set] = {}
    for pair in judged:
        done.setdefault(pair.item, set()).add(frozenset((pair.a, pair.b)))
    rng = random.Random(f"{seed}:{','.join(items)}:{len(done)}")
    planned = []
    for item in items:
        planned += unsure_pairs(item, candidates[item], done.get(item, set()), fit, rng)
    return planned


def blocks(items: list[str]) -> list[list[str]]:
    size = max(1, math.ceil(len(items) / BLOCKS))
    return [items[i:i + size] for i in range(0, len(items), size)]


def run_tournament(candidates: dict[str, list[str]], judge: Callable[[Pair], list[Verdict] | Comparison | None],
                   *, share: float = BUDGET_SHARE, seed: int = 0,
                   fit: Callable[[list, list[str]], Estimate] | None = None) -> list:
    """Plan and judge block after block (in process: what a benchmark or a test drives; the batch runner
    does the same one block at a time). `judge(pair)` returns the pair's rows — its jurors' verdicts
    (`juror_model.Verdict`, what the tournament plans on: `fit` defaults to `juror_model.estimate`), or one
    `Comparison` with `fit=ratings.estimate` (the estimator before) — or None if it failed. Returns every row."""
    names = sorted({n for ns in candidates.values() for n in ns})
    limit = budget(candidates, share)
    judged: list[Pair] = []
    if fit is None:
        from evaluation.compare.juror_model import estimate as fit  # why here: numpy, for the worker only (above)

    comparisons: list = []

    def judge_all(pairs: list[Pair]) -> None:
        for pair in pairs[: limit - len(judged)]:
            judged.append(pair)
            result = judge(pair)
            if isinstance(result, list):
                comparisons.extend(result)
            elif result is not None:
                comparisons.append(result)

    judge_all(first_round(candidates, seed=seed))
    idle = 0
    while len(judged) < limit and idle < BLOCKS and not is_small(candidates):
        for block in blocks(list(candidates)):
            if len(judged) >= limit or idle >= BLOCKS:
                break
            planned = next_block(candidates, judged, fit(comparisons, names), block, seed=seed)
            idle = 0 if planned else idle + 1
            judge_all(planned)
    return comparisons
