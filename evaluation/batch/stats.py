"""Judging the judges: how a jury agrees with people, with itself, and where it leans. Pure: no Django.

Every figure comes with its sample size and, where the sample allows one, a 95 % confidence
interval, so that a batch of twelve items does not look as certain as one of a thousand.
Statistics come from well-kept libraries (scikit-learn's Cohen's κ and confusion matrix,
`krippendorff`'s α, SciPy's correlations and t distribution); this module only chooses what
to compare and at which level of measurement:

- verdicts (APPROVE / REVISE / REJECT) are *ordinal*: α at the ordinal level, κ weighted
  linearly beside the unweighted κ;
- dimension scores (1–10) are *interval*: α at the interval level, Spearman's ρ for
  correlation (robust to a juror who uses only part of the scale).

Krippendorff's α is computed across items (units = items, coders = the jury and the people,
or the jurors among themselves), which is what α is for; the spread of five dimension scores
within one item is a different thing and is reported as *spread*, not as agreement.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import krippendorff
import numpy as np
from scipy import stats as scipy_stats
from sklearn.metrics import cohen_kappa_score, confusion_matrix

VERDICTS = ("APPROVE", "REVISE", "REJECT")
DIMENSIONS = ("accuracy", "completeness", "clarity", "relevance", "actionability")
BOOTSTRAP_RESAMPLES = 1000
MIN_FOR_INTERVAL = 5  # fewer items than this: the figure is shown without an interval


@dataclass(frozen=True)
class Juror:
    """One rater of an item: a juror model, or a dialectical judge (`model` then names the judge and its
    model, `model_id` the model alone, which the self-preference check compares with the item's author)."""

    model: str
    verdict: str | None
    scores: dict[str, float]
    model_id: str | None = None


@dataclass(frozen=True)
class Item:
    """One judged item of a batch, as the statistics see it."""

    index: int
    length: int
    jury_verdict: str | None
    jury_scores: dict[str, float]
    jurors: tuple[Juror, ...] = ()
    label_verdict: str | None = None
    label_scores: dict[str, float] = field(default_factory=dict)
    metadata: dict = field(default_factory=dict)
    # Set on an item judged a second time with the content after the instructions (position check).
    repeat_of: int | None = None

    @property
    def overall(self) -> float | None:
        values = [v for v in self.jury_scores.values() if v is not None]
        return sum(values) / len(values) if values else None


def _figure(value, n: int, low=None, high=None, **extra) -> dict:
    def clean(x):
        return None if x is None or (isinstance(x, float) and math.isnan(x)) else round(float(x), 4)
    return {"value": clean(value), "n": n, "ci": [clean(low), clean(high)] if low is not None else None, **extra}


def _bootstrap(values: list[tuple], statistic, seed: int = 0):
    """Percentile bootstrap interval of `statistic(sample)` over resampled rows (deterministic seed)."""
    if len(values) < MIN_FOR_INTERVAL:
        return None, None
    rng = np.random.default_rng(seed)
    results = []
    for _ in range(BOOTSTRAP_RESAMPLES):
        sample = [values[i] for i in rng.integers(0, len(values), len(values))]
        value = statistic(sample)
        if value is not None and not math.isnan(value):
            results.append(value)
    if len(results) < BOOTSTRAP_RESAMPLES // 2:
        return None, None
    return float(np.percentile(results, 2.5)), float(np.percentile(results, 97.5))


def _kappa(pairs, weights=None) -> float | None:
    truth, guess = zip(*pairs, strict=False)
    if len(set(truth) | set(guess)) < 2:
        return None  # κ is undefined when everyone always says the same thing
    with np.errstate(divide="ignore", invalid="ignore"):
        value = cohen_kappa_score(truth, guess, labels=list(VERDICTS), weights=weights)
    return None if math.isnan(value) else float(value)


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float | None, float | None]:
    """Wilson score interval of a proportion (good at small n and near 0 or 1)."""
    if n == 0:
        return None, None
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def alpha(reliability: list[list[float | None]], level: str) -> float | None:
    """Krippendorff's α over a coders × units matrix (None = missing); None when undefined."""
    data = np.array([[np.nan if v is None else float(v) for v in row] for row in reliability], dtype=float)
    paired_units = int((np.sum(~np.isnan(data), axis=0) >= 2).sum())
    if data.shape[0] < 2 or paired_units < 2 or len(np.unique(data[~np.isnan(data)])) < 2:
        return None
    with np.errstate(divide="ignore", invalid="ignore"):
        value = krippendorff.alpha(reliability_data=data, level_of_measurement=level)
    return None if value is None or math.isnan(value) else float(value)


def _verdict_code(verdict: str | None) -> float | None:
    return float(VERDICTS.index(verdict)) if verdict in VERDICTS else None


def spearman(xs: list[float], ys: list[float]) -> dict:
    """Spearman's ρ with a Fisher-z interval."""
    n = len(xs)
    if n < 3 or len(set(xs)) < 2 or len(set(ys)) < 2:
        return _figure(None, n)
    rho = float(scipy_stats.spearmanr(xs, ys).statistic)
    if n <= MIN_FOR_INTERVAL or abs(rho) >= 1:
        return _figure(rho, n)
    z, se = math.atanh(rho), 1.06 / math.sqrt(n - 3)  # Fieller et al.'s standard error for Spearman
    return _figure(rho, n, math.tanh(z - 1.96 * se), math.tanh(z + 1.96 * se))


def mean_with_interval(values: list[float]) -> dict:
    n = len(values)
    if n == 0:
        return _figure(None, 0)
    mean = float(np.mean(values))
    if n < 2:
        return _figure(mean, n)
    low, high = scipy_stats.t.interval(0.95, n - 1, loc=mean, scale=scipy_stats.sem(values)) \
        if np.std(values) > 0 else (mean, mean)
    return _figure(mean, n, low, high)


def agreement_with_people(pairs: list[tuple[str | None, str | None]],
                          score_pairs: dict[str, list[tuple[float, float]]]) -> dict:
    """The people's labels (first) against one judge's answers (second): verdicts and dimension scores."""
    verdicts = [(truth, guess) for truth, guess in pairs if truth in VERDICTS and guess in VERDICTS]
    n = len(verdicts)
    result: dict = {"n": n}
    if n:
        correct = sum(1 for truth, guess in verdicts if truth == guess)
        result["accuracy"] = _figure(correct / n, n, *wilson(correct, n))
        kappa = _kappa(verdicts)
        result["kappa"] = _figure(kappa, n, *(_bootstrap(verdicts, _kappa) if kappa is not None else (None, None)))
        weighted = _kappa(verdicts, "linear")
        result["weightedKappa"] = _figure(weighted, n)
        result["alphaVerdict"] = _figure(alpha([[_verdict_code(t) for t, _ in verdicts],
                                                [_verdict_code(g) for _, g in verdicts]], "ordinal"), n)
        matrix = confusion_matrix([t for t, _ in verdicts], [g for _, g in verdicts], labels=list(VERDICTS))
        result["confusion"] = {"labels": list(VERDICTS), "rows": "people", "columns": "jury",
                               "matrix": matrix.tolist()}
    dimensions = {}
    for dimension, values in score_pairs.items():
        if not values:
            continue
        people, judged = [v[0] for v in values], [v[1] for v in values]
        dimensions[dimension] = {"spearman": spearman(people, judged),
                                 "alpha": _figure(alpha([people, judged], "interval"), len(values))}
    result["dimensions"] = dimensions
    return result


def _label_pairs(items: list[Item], verdict_of, scores_of, dimensions=DIMENSIONS) -> tuple[list, dict]:
    pairs, scores = [], {d: [] for d in dimensions}
    for item in items:
        if item.label_verdict:
            pairs.append((item.label_verdict, verdict_of(item)))
        judged = scores_of(item) or {}
        for dimension, value in (item.label_scores or {}).items():
            if dimension in scores and judged.get(dimension) is not None and value is not None:
                scores[dimension].append((float(value), float(judged[dimension])))
    return pairs, scores


def judge_the_judges(items: list[Item], dimensions: tuple[str, ...] = DIMENSIONS) -> dict:
    """Every figure of a batch: agreement with people (jury and each juror model), agreement
    among the jurors, and the bias checks. Items judged twice for the position check count
    once everywhere else. `dimensions` are what items are scored on (a jury's five, or a
    dialectical rubric's criteria: scores on both are interval data)."""
    main = [item for item in items if item.repeat_of is None]
    labelled = [item for item in main if item.label_verdict or item.label_scores]
    report: dict = {"items": len(main), "labelled": len(labelled)}
    if labelled:
        pairs, scores = _label_pairs(labelled, lambda i: i.jury_verdict, lambda i: i.jury_scores, dimensions)
        report["jury"] = agreement_with_people(pairs, scores)
        report["jurors"] = []
        for model in _juror_models(main):
            def verdict_of(item, model=model):
                return next((j.verdict for j in item.jurors if j.model == model), None)

            def scores_of(item, model=model):
                return next((j.scores for j in item.jurors if j.model == model), None)
            pairs, scores = _label_pairs(labelled, verdict_of, scores_of, dimensions)
            report["jurors"].append({"model": model, **agreement_with_people(pairs, scores)})
    report["interRater"] = inter_rater(main, dimensions)
    report["bias"] = {"length": length_bias(main), "selfPreference": self_preference(main),
                      "position": position_bias(items)}
    return report


def _juror_models(items: list[Item]) -> list[str]:
    seen: list[str] = []
    for item in items:
        for juror in item.jurors:
            if juror.model not in seen:
                seen.append(juror.model)
    return seen


def inter_rater(items: list[Item], dimensions: tuple[str, ...] = DIMENSIONS) -> dict:
    """Krippendorff's α among the jurors across items: per dimension (interval) and for verdicts (ordinal)."""
    models = _juror_models(items)
    if len(models) < 2:
        return {"jurors": len(models), "dimensions": {}, "verdict": _figure(None, len(items))}
    by_model = {m: [next((j for j in item.jurors if j.model == m), None) for item in items] for m in models}
    figures = {}
    for dimension in dimensions:
        matrix = [[(j.scores.get(dimension) if j else None) for j in by_model[m]] for m in models]
        figures[dimension] = _figure(alpha(matrix, "interval"), len(items))
    verdicts = [[_verdict_code(j.verdict) if j else None for j in by_model[m]] for m in models]
    return {"jurors": len(models), "dimensions": figures, "verdict": _figure(alpha(verdicts, "ordinal"), len(items))}


def length_bias(items: list[Item]) -> dict:
    """Does the jury score longer content higher? Spearman's ρ of length against the overall score."""
    rows = [(item.length, item.overall) for item in items if item.overall is not None]
    return spearman([float(r[0]) for r in rows], [r[1] for r in rows])


AUTHOR_KEYS = ("model", "author_model", "authorModel", "generated_by", "generatedBy")


def _author(item: Item) -> str | None:
    for key in AUTHOR_KEYS:
        value = (item.metadata or {}).get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def _average(scores: dict[str, float]) -> float | None:
    values = [v for v in scores.values() if v is not None]
    return sum(values) / len(values) if values else None


def self_preference(items: list[Item]) -> dict:
    """On items whose metadata names the model that wrote them, and where that model sits on the
    jury: its overall score minus the other jurors' mean on the same item (> 0: it favours itself)."""
    differences = []
    for item in items:
        author = _author(item)
        own = next((j for j in item.jurors if (j.model_id or j.model) == author), None) if author else None
        others = [_average(j.scores) for j in item.jurors if j is not own]
        others = [o for o in others if o is not None]
        if own is None or _average(own.scores) is None or not others:
            continue
        differences.append(_average(own.scores) - sum(others) / len(others))
    return mean_with_interval(differences)


def position_bias(items: list[Item]) -> dict:
    """Items judged twice, content before and after the instructions: the mean change in the
    overall score (after − before) and how often the verdict flipped."""
    originals = {item.index: item for item in items if item.repeat_of is None}
    changes, flips = [], 0
    for item in items:
        first = originals.get(item.repeat_of) if item.repeat_of is not None else None
        if first is None or first.overall is None or item.overall is None:
            continue
        changes.append(item.overall - first.overall)
        flips += int(first.jury_verdict != item.jury_verdict)
    figure = mean_with_interval(changes)
    n = len(changes)
    figure["verdictFlips"] = _figure(flips / n if n else None, n, *wilson(flips, n)) if n else _figure(None, 0)
    return figure
