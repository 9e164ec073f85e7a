"""Ratings from pairwise comparisons: Bradley–Terry with bootstrap intervals, the win matrix, and a
length-controlled view. Pure: no Django.

Bradley–Terry is fitted as Chatbot Arena fits it: a logistic regression without intercept whose
row for "a against b" has +1 in a's column and −1 in b's and a's score as its target (a tie is 0.5),
here by Newton's method (a few dozen parameters: a handful of iterations, fast enough to bootstrap).
A weak L2 prior keeps an unbeaten candidate's rating finite.
Ratings are shown on the familiar Elo scale (400 points = ten-to-one odds), centred on 1000.

The length-controlled view follows AlpacaEval 2: the same regression with one more column, the
difference of the two candidates' lengths (normalised by its spread and squashed with tanh), so
that what length alone explains goes to that column's coefficient and the candidates' ratings keep
the rest. A positive coefficient means longer answers win more than their quality explains.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

SCALE = 400 / math.log(10)
CENTRE = 1000.0
PRIOR_C = 10.0  # inverse strength of the L2 prior (scikit-learn's C); large: the data dominate
BOOTSTRAP_RESAMPLES = 200


@dataclass(frozen=True)
class Comparison:
    """One judged pair: `score` is a's (1 win, 0.5 tie, 0 loss, or the mean of several verdicts); lengths in
    characters, if known. `weight` is how many verdicts the score stands for: a pair rated on its jurors'
    verdicts (`juror_comparison`) is one row of weight n, the same likelihood as n rows of one verdict, and the
    bootstrap resamples it whole (a pair's verdicts share the item, so they are not independent draws)."""

    a: str
    b: str
    score: float
    length_a: int | None = None
    length_b: int | None = None
    weight: float = 1.0


def _design(comparisons: list[Comparison], index: dict[str, int], length_column: bool):
    """One row per comparison (+1 in a's column, −1 in b's, optionally the length column) and a's score."""
    width = len(index) + (1 if length_column else 0)
    x = np.zeros((len(comparisons), width))
    rows = np.arange(len(comparisons))
    x[rows, [index[c.a] for c in comparisons]] = 1.0
    x[rows, [index[c.b] for c in comparisons]] = -1.0
    if length_column:
        spread = _length_spread(comparisons)
        x[:, -1] = np.tanh([((c.length_a or 0) - (c.length_b or 0)) / spread for c in comparisons])
    return x, np.array([c.score for c in comparisons], dtype=float)


def _weights(comparisons: list[Comparison]) -> np.ndarray:
    return np.array([c.weight for c in comparisons], dtype=float)


def juror_comparison(a: str, b: str, scores: list[float], length_a: int | None = None,
                     length_b: int | None = None, weights: list[float] | None = None) -> Comparison | None:
    """A pair rated on every juror's verdict rather than the panel's plurality: each verdict (both orders
    read; a flip with the order is a tie) is one Bradley–Terry observation, so 2 of 3 jurors for a weighs
    less than 3 of 3 and a split panel is not thrown away as a plain tie. `weights`, if given, is how many
    observations each verdict counts for (a strong preference counts more: `verdicts.verdict_weight`).
    None without a verdict."""
    if not scores:
        return None
    weights = weights or [1.0] * len(scores)
    total = float(sum(weights))
    return Comparison(a, b, sum(s * w for s, w in zip(scores, weights, strict=True)) / total, length_a, length_b,
                      weight=total)


def _length_spread(comparisons: list[Comparison]) -> float:
    differences = [(c.length_a or 0) - (c.length_b or 0) for c in comparisons]
    spread = float(np.std(differences)) if differences else 0.0
    return spread if spread > 0 else 1.0


def _newton(x: np.ndarray, y: np.ndarray, weights: np.ndarray):
    """Logistic regression without intercept by Newton's method: maximises Σ w·(y·log p + (1−y)·log(1−p))
    − ‖β‖²/(2C). A tie's score of 0.5 is the same as two half-weighted rows, one won by each side.
    Returns (β, the Hessian of the penalised loss at β)."""
    beta = np.zeros(x.shape[1])
    ridge = np.eye(x.shape[1]) / PRIOR_C
    for _ in range(100):
        p = 1.0 / (1.0 + np.exp(-(x @ beta)))
        gradient = x.T @ (weights * (y - p)) - ridge @ beta
        hessian = (x * (weights * p * (1 - p))[:, None]).T @ x + ridge
        step = np.linalg.solve(hessian, gradient)
        beta += step
        if np.max(np.abs(step)) < 1e-9:
            break
    return beta, hessian


def _fit(x: np.ndarray, y: np.ndarray, weights: np.ndarray, candidates: int, length_column: bool):
    """(ratings on the natural log-odds scale, centred; the length coefficient or None)."""
    beta, _ = _newton(x, y, weights)
    theta = beta[:candidates]
    return theta - theta.mean(), (float(beta[-1]) if length_column else None)


def _elo(theta: np.ndarray) -> np.ndarray:
    return CENTRE + SCALE * theta


def bradley_terry(comparisons: list[Comparison], candidates: list[str] | None = None, *,
                  length_controlled: bool = False, resamples: int = BOOTSTRAP_RESAMPLES, seed: int = 0) -> dict:
    """Ratings with 95 % percentile-bootstrap intervals (comparisons resampled with replacement).

    Returns {"ratings": [{"candidate", "rating", "ci": [low, high], "rank"}] best first,
    "lengthCoefficient": {"value", "ci"} (length-controlled only), "n": comparisons}.
    """
    names = candidates or sorted({c.a for c in comparisons} | {c.b for c in comparisons})
    if not comparisons or len(names) < 2:
        return {"ratings": [{"candidate": n, "rating": CENTRE, "ci": None, "rank": 1} for n in names],
                "n": len(comparisons), "lengthCoefficient": None}
    x, y = _design(comparisons, {c: i for i, c in enumerate(names)}, length_controlled)
    weights = _weights(comparisons)
    theta, length = _fit(x, y, weights, len(names), length_controlled)
    samples, lengths = [], []
    rng = np.random.default_rng(seed)
    for _ in range(resamples):
        # a resample with replacement is the same rows weighted by how often each was drawn
        drawn = rng.multinomial(len(y), np.full(len(y), 1 / len(y))).astype(float)
        t, coefficient = _fit(x, y, drawn * weights, len(names), length_controlled)
        samples.append(_elo(t))
        lengths.append(coefficient)
    low, high = (np.percentile(samples, 2.5, axis=0), np.percentile(samples, 97.5, axis=0)) if samples \
        else (None, None)
    elo = _elo(theta)
    order = sorted(range(len(names)), key=lambda i: -elo[i])
    ratings = [{"candidate": names[i], "rating": round(float(elo[i]), 1),
                "ci": [round(float(low[i]), 1), round(float(high[i]), 1)] if samples else None,
                "rank": rank + 1} for rank, i in enumerate(order)]
    result = {"ratings": ratings, "n": len(comparisons), "lengthCoefficient": None}
    if length_controlled:
        ci = [round(float(np.percentile(lengths, q)), 4) for q in (2.5, 97.5)] if lengths else None
        result["lengthCoefficient"] = {"value": round(length, 4), "ci": ci}
    return result


def win_probability(rating_a: float, rating_b: float) -> float:
    """The chance a beats b under Bradley–Terry, from Elo-scale ratings."""
    return 1.0 / (1.0 + math.exp(-(rating_a - rating_b) / SCALE))


def win_matrix(comparisons: list[Comparison], candidates: list[str] | None = None) -> dict:
    """Observed win rate of each row candidate against each column one (ties count half), with counts."""
    names = candidates or sorted({c.a for c in comparisons} | {c.b for c in comparisons})
    wins = {(r, c): 0.0 for r in names for c in names}
    games = {(r, c): 0 for r in names for c in names}
    for c in comparisons:
        wins[(c.a, c.b)] += c.score
        wins[(c.b, c.a)] += 1.0 - c.score
        games[(c.a, c.b)] += 1
        games[(c.b, c.a)] += 1
    rates = [[round(wins[(r, c)] / games[(r, c)], 4) if games[(r, c)] else None for c in names] for r in names]
    counts = [[games[(r, c)] for c in names] for r in names]
    return {"candidates": names, "winRate": rates, "n": counts}


def ranking(result: dict) -> list[str]:
    """Candidates best first, from a `bradley_terry` result."""
    return [r["candidate"] for r in result["ratings"]]


def length_effect(comparisons: list[Comparison], candidates: list[str] | None = None) -> dict:
    """The length column's coefficient with a 95 % Wald interval (from the fit's Fisher information):
    > 0 when, for the same candidates, the longer answer wins more often. Cheap enough to take per juror."""
    names = candidates or sorted({c.a for c in comparisons} | {c.b for c in comparisons})
    usable = [c for c in comparisons if c.length_a is not None and c.length_b is not None]
    if len(usable) < 10 or len(names) < 2:
        return {"value": None, "ci": None, "n": len(usable)}
    x, y = _design(usable, {c: i for i, c in enumerate(names)}, length_column=True)
    beta, hessian = _newton(x, y, _weights(usable))
    # The candidates' columns sum to zero on every row; the prior's ridge keeps the Hessian invertible.
    se = float(math.sqrt(np.linalg.inv(hessian)[-1, -1]))
    value = float(beta[-1])
    return {"value": round(value, 4), "ci": [round(value - 1.96 * se, 4), round(value + 1.96 * se, 4)],
            "n": len(usable)}


@dataclass(frozen=True)
class Estimate:
    """Point ratings (log-odds) and their covariance, from one fit: how sure the ratings are so far."""

    names: tuple[str, ...]
    theta: np.ndarray
    covariance: np.ndarray

    def separation(self, a: str, b: str) -> float:
        """|θa − θb| in standard errors of the difference: small means the order of a and b is unsure."""
        i, j = self.names.index(a), self.names.index(b)
        variance = self.covariance[i, i] + self.covariance[j, j] - 2 * self.covariance[i, j]
        return abs(float(self.theta[i] - self.theta[j])) / math.sqrt(max(variance, 1e-12))

    def rating(self, name: str) -> float:
        return float(self.theta[self.names.index(name)])


def estimate(comparisons: list[Comparison], names: list[str]) -> Estimate:
    """The fit and its covariance (the inverse Hessian of the penalised likelihood)."""
    x, y = _design(comparisons, {c: i for i, c in enumerate(names)}, False)
    beta, hessian = _newton(x, y, _weights(comparisons))
    return Estimate(tuple(names), beta - beta.mean(), np.linalg.inv(hessian))
