"""Bradley–Terry with juror-specific terms: each juror's own discrimination and length bias, fitted with the
candidates' ratings from the jurors' verdicts. Pure: no Django.

The plain fit (`ratings.bradley_terry` on `tournament.report.comparisons_of`) counts every juror's verdict the
same. A juror that mostly picks the longer answer then moves the ratings as much as a fair one, and its strong
("much better") verdicts three times as much. Here each verdict of juror j on a against b is one observation of

    logit P(j prefers a) = α_j · (θ_a − θ_b) + γ_j · ℓ(a, b)

with θ the candidates' ratings, ℓ the length difference as the length-controlled view has it (AlpacaEval 2:
tanh of the difference over its spread), γ_j the juror's own length preference (a judge-specific covariate, as
the Bradley–Terry model's home-advantage term in Agresti's *Categorical Data Analysis*) and α_j its
discrimination: how strongly its verdicts follow the ratings (Crowd-BT, Chen et al. 2013, "Pairwise ranking
aggregation in a crowdsourced setting", models an annotator's reliability the same way; an item-response
model's discrimination parameter). A juror whose verdicts follow the ratings little — one that picks the longer
answer whatever it reads, or one whose verdicts flip with the order and so come out ties — gets a small α, so
its verdicts count little; what a juror's length preference explains no longer moves the ratings. A flip with
the order is already a tie (`verdicts.juror_verdict`); a strong verdict still counts `verdicts.STRONG_WEIGHT`
times.

A juror's length preference is measured against the panel's median juror's (after each round the median γ is
subtracted from every γ_j): where better answers are also longer, the panel's typical juror preferring them is
quality, which the ratings keep (the length-controlled view is where all of length is taken out); only what a
juror prefers beyond the panel's typical juror is taken out.

Fitted by alternating maximisation (each step a Newton fit of a penalised logistic regression without intercept,
as `ratings` does): the ratings with the jurors' terms fixed, then each juror's (α_j, γ_j) with the ratings
fixed, a few rounds. The scale is the most discriminating juror's: α is divided by its largest value (so that
juror's α is 1) and θ multiplied by it, which leaves every prediction unchanged. A weak prior keeps α near 1 and
γ near 0 when a juror has few verdicts. Nothing says which juror is biased: it is all read from the verdicts.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evaluation.compare.ratings import BOOTSTRAP_RESAMPLES, CENTRE, SCALE, Estimate

PRIOR_C = 10.0  # as ratings.PRIOR_C: weak L2 priors (θ towards 0; α towards 1, γ towards 0)
ROUNDS = 8
BOOTSTRAP_ROUNDS = 2  # a resample's fit begins from the point fit, so a few rounds settle it
MIN_DISCRIMINATION = 0.0


@dataclass(frozen=True)
class Verdict:
    """One juror's verdict on a against b: `score` is a's (1, 0.5 for a tie, 0); `weight` the observations it
    counts for (a strong win more); `group` the judged pair it belongs to (the bootstrap resamples pairs whole)."""

    a: str
    b: str
    juror: str
    score: float
    weight: float = 1.0
    length_a: int | None = None
    length_b: int | None = None
    group: int = 0


@dataclass(frozen=True)
class Fit:
    """θ (log-odds, centred), its covariance given the jurors' terms, and per juror (α, γ)."""

    names: tuple[str, ...]
    theta: np.ndarray
    covariance: np.ndarray
    jurors: dict[str, tuple[float, float]]


def _newton(x: np.ndarray, y: np.ndarray, weights: np.ndarray, offset: np.ndarray, prior_mean: np.ndarray,
            start: np.ndarray):
    """Maximises Σ w·(y·log p + (1−y)·log(1−p)) − ‖β − m‖²/(2C), p = σ(xβ + offset). Returns (β, Hessian).

    Newton's step is halved until the objective does not fall. Why: the fits begin from a previous fit (the
    rescaled ratings, a juror's last terms), which on nearly separable verdicts — fair jurors that never err, a
    juror that always picks the longer answer — can lie far out on the flat tail of the logistic, where a full
    step overshoots; undamped, such a fit once climbed to ratings of ±160 log-odds and stayed there, ordering the
    candidates at random (the tournament tests failed on one schedule in ten). The objective is strictly concave
    (the ridge), so the halved steps reach its one maximum from any start."""
    beta = start.astype(float).copy()
    ridge = np.eye(x.shape[1]) / PRIOR_C
    hessian = ridge
    value = _penalised(x, y, weights, offset, prior_mean, beta)
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ beta + offset, -30, 30)))
        gradient = x.T @ (weights * (y - p)) - ridge @ (beta - prior_mean)
        hessian = (x * (weights * p * (1 - p))[:, None]).T @ x + ridge
        step = np.linalg.solve(hessian, gradient)
        for _ in range(60):
            tried = _penalised(x, y, weights, offset, prior_mean, beta + step)
            if tried >= value - 1e-12 * abs(value):
                break
            step /= 2
        beta, value = beta + step, tried
        if np.max(np.abs(step)) < 1e-8:
            break
    return beta, hessian


def _penalised(x, y, weights, offset, prior_mean, beta) -> float:
    """`_newton`'s objective at β (log σ written with logaddexp: exact far out on the tails)."""
    z = x @ beta + offset
    loglik = np.sum(weights * (-y * np.logaddexp(0, -z) - (1 - y) * np.logaddexp(0, z)))
    return float(loglik - np.sum((beta - prior_mean) ** 2) / (2 * PRIOR_C))


def length_column(verdicts: list[Verdict]) -> np.ndarray:
    """ℓ per verdict: tanh of the length difference over its spread across the judged pairs (0 without lengths)."""
    differences = np.array([(v.length_a or 0) - (v.length_b or 0) if v.length_a is not None and v.length_b
                            is not None else 0 for v in verdicts], dtype=float)
    spread = float(np.std(differences)) if len(differences) else 0.0
    return np.tanh(differences / (spread if spread > 0 else 1.0))


def fit(verdicts: list[Verdict], names: list[str], *, weights: np.ndarray | None = None,
        start: Fit | None = None, rounds: int = ROUNDS) -> Fit:
    """The joint fit (see the module's docstring). `weights` multiply the verdicts' own (the bootstrap's draws);
    `start` a previous fit to begin from."""
    jurors = sorted({v.juror for v in verdicts})
    index = {n: i for i, n in enumerate(names)}
    rows = np.arange(len(verdicts))
    a = np.array([index[v.a] for v in verdicts], dtype=int)
    b = np.array([index[v.b] for v in verdicts], dtype=int)
    juror_of = np.array([jurors.index(v.juror) for v in verdicts], dtype=int)
    y = np.array([v.score for v in verdicts], dtype=float)
    w = np.array([v.weight for v in verdicts], dtype=float) * (1.0 if weights is None else weights)
    ell = length_column(verdicts)
    alpha = np.ones(len(jurors))
    gamma = np.zeros(len(jurors))
    theta = np.zeros(len(names))
    if start is not None:
        theta = np.array([start.theta[start.names.index(n)] if n in start.names else 0.0 for n in names])
        for k, j in enumerate(jurors):
            alpha[k], gamma[k] = start.jurors.get(j, (1.0, 0.0))
    hessian = np.eye(len(names)) / PRIOR_C
    for _ in range(rounds):
        x = np.zeros((len(verdicts), len(names)))
        x[rows, a] = alpha[juror_of]
        x[rows, b] = -alpha[juror_of]
        theta, hessian = _newton(x, y, w, gamma[juror_of] * ell, np.zeros(len(names)), theta)
        difference = theta[a] - theta[b]
        for k in range(len(jurors)):
            mine = juror_of == k
            if not mine.any():
                continue
            beta, _ = _newton(np.column_stack([difference[mine], ell[mine]]), y[mine], w[mine],
                              np.zeros(int(mine.sum())), np.array([1.0, 0.0]), np.array([alpha[k], gamma[k]]))
            alpha[k], gamma[k] = max(beta[0], MIN_DISCRIMINATION), beta[1]
        gamma -= np.median(gamma)  # the panel's typical length preference stays in the ratings (see above)
        top = alpha.max()
        if top > 0:
            alpha, theta = alpha / top, theta * top
    x = np.zeros((len(verdicts), len(names)))
    x[rows, a] = alpha[juror_of]
    x[rows, b] = -alpha[juror_of]
    theta, hessian = _newton(x, y, w, gamma[juror_of] * ell, np.zeros(len(names)), theta)
    return Fit(tuple(names), theta - theta.mean(), np.linalg.inv(hessian),
               {j: (float(alpha[k]), float(gamma[k])) for k, j in enumerate(jurors)})


def estimate(verdicts: list[Verdict], names: list[str]) -> Estimate:
    """What the schedule plans on: the ratings and their covariance under the joint fit."""
    if not verdicts:
        return Estimate(tuple(names), np.zeros(len(names)), np.eye(len(names)) * PRIOR_C)
    fitted = fit(verdicts, names)
    return Estimate(fitted.names, fitted.theta, fitted.covariance)


def bradley_terry(verdicts: list[Verdict], names: list[str], *, resamples: int = BOOTSTRAP_RESAMPLES,
                  seed: int = 0) -> dict:
    """`ratings.bradley_terry`'s result from the joint fit — ratings best first with 95 % percentile-bootstrap
    intervals (judged pairs resampled whole, every fit begun from the point fit) — and `jurors`: each juror's
    discrimination α (the most discriminating juror's is 1) and length preference γ (> 0: the longer answer), with
    their intervals, and how many verdicts each had."""
    if not verdicts or len(names) < 2:
        return {"ratings": [{"candidate": n, "rating": CENTRE, "ci": None, "rank": 1} for n in names],
                "n": 0, "lengthCoefficient": None, "jurors": []}
    point = fit(verdicts, names)
    groups = sorted({v.group for v in verdicts})
    position = {g: i for i, g in enumerate(groups)}
    member = np.array([position[v.group] for v in verdicts], dtype=int)
    rng = np.random.default_rng(seed)
    samples, terms = [], []
    for _ in range(resamples):
        drawn = rng.multinomial(len(groups), np.full(len(groups), 1 / len(groups))).astype(float)
        again = fit(verdicts, names, weights=drawn[member], start=point, rounds=BOOTSTRAP_ROUNDS)
        samples.append(CENTRE + SCALE * again.theta)
        terms.append(again.jurors)
    elo = CENTRE + SCALE * point.theta
    low, high = (np.percentile(samples, 2.5, axis=0), np.percentile(samples, 97.5, axis=0)) if samples \
        else (None, None)
    order = sorted(range(len(names)), key=lambda i: -elo[i])
    ratings = [{"candidate": names[i], "rating": round(float(elo[i]), 1),
                "ci": [round(float(low[i]), 1), round(float(high[i]), 1)] if samples else None,
                "rank": rank + 1} for rank, i in enumerate(order)]
    counts = {}
    for v in verdicts:
        counts[v.juror] = counts.get(v.juror, 0) + 1

    def interval(juror, k):
        values = [t[juror][k] for t in terms if juror in t]
        return [round(float(np.percentile(values, q)), 3) for q in (2.5, 97.5)] if values else None

    jurors = [{"juror": j, "n": counts[j], "discrimination": round(a, 3), "discriminationCi": interval(j, 0),
               "lengthPreference": round(g, 3), "lengthPreferenceCi": interval(j, 1)}
              for j, (a, g) in point.jurors.items()]
    return {"ratings": ratings, "n": len(groups), "lengthCoefficient": None, "jurors": jurors}
