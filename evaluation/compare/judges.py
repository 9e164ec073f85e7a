"""Judging the judges of a comparison: agreement with people's preferences, and each juror's position
and length bias. Pure: no Django.

Agreement is over the pairs that carry a human preference ("A", "B" or "tie"): accuracy with a
Wilson interval and Cohen's κ (unweighted, over the three outcomes) with a percentile-bootstrap
interval, for the panel and for every juror.

Position bias: a juror whose answer named the same *position* in both orders (so a different
candidate each time) flipped with the order. A fair but unsure juror flips both ways about
equally; a juror that favours a side flips mostly one way. A juror is named as position-biased
when at least `POSITION_MIN_FLIP_RATE` of its verdicts flipped and the flips lean to one side
beyond chance (two-sided binomial test, p < `POSITION_P`).

Length bias: per juror, the length-controlled Bradley–Terry regression on that juror's verdicts
alone (`ratings.length_effect`): a coefficient whose interval lies above zero means the longer of
two answers wins more than its candidate's quality explains (below zero: the shorter). Where people
gave preferences, their own coefficient is reported beside it, for reference.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
from scipy.stats import binomtest

from evaluation.batch.stats import wilson
from evaluation.compare.ratings import Comparison, length_effect
from evaluation.compare.verdicts import OUTCOMES, JurorVerdict, score_for_a

POSITION_MIN_FLIP_RATE = 0.1
POSITION_P = 0.01
KAPPA_RESAMPLES = 1000
MIN_FOR_INTERVAL = 5


@dataclass(frozen=True)
class JudgedPair:
    """One pair of one item as the statistics see it (overall dimension)."""

    item: str
    a: str
    b: str
    panel: str | None
    jurors: dict[str, JurorVerdict] = field(default_factory=dict)
    human: str | None = None
    length_a: int | None = None
    length_b: int | None = None


def _figure(value, n: int, ci=None) -> dict:
    def clean(x):
        return None if x is None or (isinstance(x, float) and math.isnan(x)) else round(float(x), 4)
    return {"value": clean(value), "n": n, "ci": [clean(ci[0]), clean(ci[1])] if ci and ci[0] is not None else None}


def _codes(labels) -> np.ndarray:
    return np.array([OUTCOMES.index(label) for label in labels], dtype=int)


def _kappas(truth: np.ndarray, guess: np.ndarray) -> np.ndarray:
    """Cohen's κ of every row of `truth` against the same row of `guess` (NaN where undefined)."""
    k = len(OUTCOMES)
    n = truth.shape[1]
    cells = truth * k + guess
    confusion = np.stack([np.bincount(row, minlength=k * k) for row in cells]).reshape(-1, k, k)
    observed = np.trace(confusion, axis1=1, axis2=2) / n
    expected = np.einsum("bi,bi->b", confusion.sum(axis=2), confusion.sum(axis=1)) / (n * n)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(expected < 1, (observed - expected) / (1 - expected), np.nan)


def kappa(truth: list[str], guess: list[str], *, seed: int = 0) -> dict:
    """Cohen's κ over the outcomes with a 95 % bootstrap interval (pairs resampled)."""
    n = len(truth)
    if n == 0:
        return _figure(None, 0)
    t, g = _codes(truth), _codes(guess)
    value = float(_kappas(t[None, :], g[None, :])[0])
    if math.isnan(value):
        return _figure(None, n)
    if n < MIN_FOR_INTERVAL:
        return _figure(value, n)
    draws = np.random.default_rng(seed).integers(0, n, (KAPPA_RESAMPLES, n))
    values = _kappas(t[draws], g[draws])
    values = values[~np.isnan(values)]
    ci = (np.percentile(values, 2.5), np.percentile(values, 97.5)) if len(values) > KAPPA_RESAMPLES // 2 else None
    return _figure(value, n, ci)


def agreement(pairs: list[tuple[str, str]]) -> dict:
    """(people's preference, a judge's outcome) pairs → accuracy and κ, each with its interval."""
    usable = [(t, g) for t, g in pairs if t in OUTCOMES and g in OUTCOMES]
    n = len(usable)
    correct = sum(1 for t, g in usable if t == g)
    return {"n": n,
            "accuracy": _figure(correct / n if n else None, n, wilson(correct, n)),
            "kappa": kappa([t for t, _ in usable], [g for _, g in usable])}


def juror_names(pairs: list[JudgedPair]) -> list[str]:
    seen: list[str] = []
    for pair in pairs:
        seen.extend(j for j in pair.jurors if j not in seen)
    return seen


def agreement_with_people(pairs: list[JudgedPair]) -> dict | None:
    """The panel's and each juror's agreement with people's preferences; None when no pair has one."""
    labelled = [p for p in pairs if p.human in OUTCOMES]
    if not labelled:
        return None
    jurors = []
    for juror in juror_names(labelled):
        votes = [(p.human, p.jurors[juror].outcome) for p in labelled if juror in p.jurors]
        jurors.append({"juror": juror, **agreement(votes)})
    return {"labelled": len(labelled), "panel": agreement([(p.human, p.panel) for p in labelled]),
            "jurors": jurors}


def position_bias(pairs: list[JudgedPair]) -> list[dict]:
    """Per juror: how often its verdict flipped with the order, which side the flips favoured, and
    whether that is a bias (see the module's docstring)."""
    report = []
    for juror in juror_names(pairs):
        verdicts = [p.jurors[juror] for p in pairs if juror in p.jurors and p.jurors[juror].outcome is not None]
        n = len(verdicts)
        first = sum(1 for v in verdicts if v.flipped and v.favoured == "first")
        second = sum(1 for v in verdicts if v.flipped and v.favoured == "second")
        flips = first + second
        p_value = float(binomtest(first, flips, 0.5).pvalue) if flips else 1.0
        biased = bool(n > 0 and flips / n >= POSITION_MIN_FLIP_RATE and p_value < POSITION_P)
        report.append({"juror": juror, "n": n, "flipRate": _figure(flips / n if n else None, n, wilson(flips, n)),
                       "flipsFavouringFirst": first, "flipsFavouringSecond": second, "pValue": round(p_value, 6),
                       "biased": biased, "favours": ("first" if first > second else "second") if biased else None})
    return report


def _comparisons(pairs: list[JudgedPair], outcome_of) -> list[Comparison]:
    rows = []
    for p in pairs:
        score = score_for_a(outcome_of(p))
        if score is not None:
            rows.append(Comparison(p.a, p.b, score, p.length_a, p.length_b))
    return rows


def length_bias(pairs: list[JudgedPair]) -> dict:
    """Per juror (and for people, where given): the length coefficient with its interval, the share of
    decisive verdicts won by the longer answer, and whether that is a bias."""
    jurors = []
    for juror in juror_names(pairs):
        mine = [p for p in pairs if juror in p.jurors]
        effect = length_effect(_comparisons(mine, lambda p, j=juror: p.jurors[j].outcome))
        ci = effect["ci"]
        leaning = None if not ci else "longer" if ci[0] > 0 else "shorter" if ci[1] < 0 else None
        jurors.append({"juror": juror, "coefficient": effect, "longerWins": _longer_wins(mine, juror),
                       "biased": leaning is not None, "favours": leaning})
    labelled = [p for p in pairs if p.human in OUTCOMES]
    people = length_effect(_comparisons(labelled, lambda p: p.human)) if labelled else None
    return {"jurors": jurors, "people": people}


def _longer_wins(pairs: list[JudgedPair], juror: str) -> dict:
    decided = [(p, p.jurors[juror].outcome) for p in pairs
               if p.jurors[juror].outcome in ("A", "B") and p.length_a is not None and p.length_b is not None
               and p.length_a != p.length_b]
    longer = sum(1 for p, o in decided if (o == "A") == (p.length_a > p.length_b))
    n = len(decided)
    return _figure(longer / n if n else None, n, wilson(longer, n))


def biased_jurors(pairs: list[JudgedPair]) -> list[dict]:
    """The jurors named with a bias, and which: [{"juror", "bias": "position" | "length", "favours"}]."""
    named = [{"juror": r["juror"], "bias": "position", "favours": r["favours"]}
             for r in position_bias(pairs) if r["biased"]]
    named += [{"juror": r["juror"], "bias": "length", "favours": r["favours"]}
              for r in length_bias(pairs)["jurors"] if r["biased"]]
    return named
