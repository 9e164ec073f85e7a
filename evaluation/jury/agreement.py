"""Inter-rater agreement among jurors: Krippendorff's alpha with the interval metric.

alpha = 1 - D_o / D_e, where D_o is the observed disagreement (mean squared
difference between scores of the same unit) and D_e the disagreement expected by
chance.

- `overall_alpha`: the textbook coefficient over the five dimensions as units and
  the jurors as coders (missing scores allowed). D_e comes from all pairable scores.
- `scale_agreement`: one dimension of one evaluation is a single unit, for which the
  textbook D_e equals D_o and alpha is always 0. So per dimension, D_e is the
  disagreement expected of jurors scoring at random on the 1–10 scale
  (E[(X-Y)^2] = 2 * (10^2 - 1) / 12 = 16.5). 1 means identical scores; 0 means no
  better than random; below 0, worse than random.

Both need at least two scores; `overall_alpha` is None when nothing varies at all
(alpha is undefined without variation).
"""

from __future__ import annotations

from itertools import permutations

SCALE_EXPECTED_DISAGREEMENT = 2 * (10 ** 2 - 1) / 12  # 16.5


def _pairs_sum(values: list[float]) -> float:
    return sum((a - b) ** 2 for a, b in permutations(values, 2))


def scale_agreement(scores: list[int | None]) -> float | None:
    values = [v for v in scores if v is not None]
    if len(values) < 2:
        return None
    observed = _pairs_sum(values) / (len(values) * (len(values) - 1))
    return round(1 - observed / SCALE_EXPECTED_DISAGREEMENT, 2)


def overall_alpha(ratings: list[list[int | None]]) -> float | None:
    """Alpha over units (columns) rated by coders (rows): `ratings[coder][unit]`."""
    units = list(zip(*ratings, strict=False)) if ratings else []
    pairable = [[v for v in unit if v is not None] for unit in units]
    pairable = [unit for unit in pairable if len(unit) >= 2]
    n = sum(len(unit) for unit in pairable)
    if n < 2:
        return None
    observed = sum(_pairs_sum(unit) / (len(unit) - 1) for unit in pairable) / n
    pooled = [v for unit in pairable for v in unit]
    expected = _pairs_sum(pooled) / (n * (n - 1))
    if expected == 0:
        return None
    return round(1 - observed / expected, 3)
