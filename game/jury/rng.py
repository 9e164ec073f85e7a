"""The game's seeded generator, persisted as JSON between requests so a game replays
identically: restore it, draw, dump it back in the same transaction."""

from __future__ import annotations

import random


def fresh(seed: int) -> random.Random:
    return random.Random(seed)


def restore(state: list | None, seed: int) -> random.Random:
    rng = random.Random(seed)
    if state:
        version, internal, gauss = state
        rng.setstate((version, tuple(internal), gauss))
    return rng


def dump(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]
