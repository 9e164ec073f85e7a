"""A tournament's report from its judged pairs (pure: no Django): ratings with intervals (Bradley–Terry with each
juror's own discrimination and length preference, `juror_model`), the length-controlled ratings, the win matrix,
and the judges against people and for bias."""

from __future__ import annotations

from evaluation.compare import juror_model
from evaluation.compare.judges import JudgedPair, agreement_with_people, length_bias, position_bias
from evaluation.compare.ratings import Comparison, bradley_terry, juror_comparison, win_matrix
from evaluation.compare.verdicts import JurorVerdict, score_for_a, verdict_weight


def comparisons_of(matches: list[dict], dimension: str | None = None, *, panel_only: bool = False) -> list[Comparison]:
    """Each judged pair, overall or on one rubric `dimension`, rated on every juror's verdict (a flip with the
    order is a tie; a strong preference counts more, `verdicts.verdict_weight`): one row weighted by the
    jurors with a verdict (`ratings.juror_comparison`). Pairs without
    a verdict are left out. `panel_only`: the panel's plurality outcome alone, one observation a pair (the
    estimator before issue #30's second round, kept for the benchmark's comparison). The ratings are fitted on
    `verdicts_of` (each juror's verdict its own row); these rows give the win matrix, the win rates and the
    length-controlled view."""
    out = []
    for m in matches:
        if panel_only:
            score = score_for_a(_scope(m, dimension).get("panel"))
            if score is not None:
                out.append(Comparison(m["a"], m["b"], score, m.get("lengthA"), m.get("lengthB")))
            continue
        verdicts = [_verdict(v) for v in (_scope(m, dimension).get("jurors") or {}).values()]
        counted = [v for v in verdicts if v.outcome is not None]
        row = juror_comparison(m["a"], m["b"], [score_for_a(v.outcome) for v in counted], m.get("lengthA"),
                               m.get("lengthB"), [verdict_weight(v) for v in counted])
        if row is not None:
            out.append(row)
    return out


def verdicts_of(matches: list[dict], dimension: str | None = None) -> list[juror_model.Verdict]:
    """Every juror's verdict on every judged pair, overall or on one rubric `dimension`, one row each (a flip with
    the order is a tie; a strong win counts `verdicts.STRONG_WEIGHT` times): what `juror_model` fits, for the
    ratings and for the schedule's plan. A pair's rows share its `group`, so the bootstrap keeps them together."""
    rows = []
    for group, m in enumerate(matches):
        for juror, stored in (_scope(m, dimension).get("jurors") or {}).items():
            verdict = _verdict(stored)
            if verdict.outcome is not None:
                rows.append(juror_model.Verdict(m["a"], m["b"], juror, score_for_a(verdict.outcome),
                                                verdict_weight(verdict), m.get("lengthA"), m.get("lengthB"), group))
    return rows


def _scope(match: dict, dimension: str | None) -> dict:
    return match if dimension is None else ((match.get("dimensions") or {}).get(dimension) or {})


def _verdict(stored: dict) -> JurorVerdict:
    """A stored juror verdict (`stages.juror_verdict_json`; "strong" absent from pairs judged before grading)."""
    return JurorVerdict(stored.get("outcome"), stored.get("flipped", False), stored.get("favoured"),
                        stored.get("strong", 0))


def win_rates(comparisons: list[Comparison], names: list[str]) -> dict[str, dict]:
    """Each candidate's share of its judged pairs won (ties count half), with how many it had."""
    won = {n: 0.0 for n in names}
    had = {n: 0 for n in names}
    for c in comparisons:
        won[c.a] += c.score
        won[c.b] += 1.0 - c.score
        had[c.a] += 1
        had[c.b] += 1
    return {n: {"value": round(won[n] / had[n], 4) if had[n] else None, "n": had[n]} for n in names}


def dimension_report(matches: list[dict], names: list[str], *, resamples: int) -> dict:
    """Per rubric dimension judged besides overall: ratings with intervals (`juror_model`), each candidate's
    win rate (the panel's outcomes), and the panel's mean agreement on the pairs it decided."""
    dimensions = list(dict.fromkeys(d for m in matches for d in (m.get("dimensions") or {})))
    out = {}
    for d in dimensions:
        decided = comparisons_of(matches, d, panel_only=True)
        agreements = [m["dimensions"][d]["agreement"] for m in matches
                      if (m.get("dimensions") or {}).get(d, {}).get("agreement") is not None]
        out[d] = {"decided": len(decided),
                  "ratings": juror_model.bradley_terry(verdicts_of(matches, d), names, resamples=resamples),
                  "winRate": win_rates(decided, names),
                  "agreement": round(sum(agreements) / len(agreements), 4) if agreements else None}
    return out


def judged_pairs(matches: list[dict]) -> list[JudgedPair]:
    return [JudgedPair(item=m["item"], a=m["a"], b=m["b"], panel=m.get("panel"), human=m.get("human"),
                       length_a=m.get("lengthA"), length_b=m.get("lengthB"),
                       jurors={name: _verdict(v) for name, v in m.get("jurors", {}).items()})
            for m in matches]


def tournament_report(matches: list[dict], *, resamples: int = 200) -> dict:
    """The ratings are fitted on every juror's verdict with each juror's discrimination and length preference
    (`juror_model`; `ratings.jurors` reports them); the length-controlled view is AlpacaEval 2's (one length
    coefficient, every verdict counted alike); the win matrix and win rates count the panel's outcome of each
    pair, as the pairs list shows it."""
    comparisons = comparisons_of(matches)
    decided = comparisons_of(matches, panel_only=True)
    names = sorted({c.a for c in comparisons} | {c.b for c in comparisons})
    pairs = judged_pairs(matches)
    return {
        "pairs": len(matches), "decided": len(decided), "estimator": "juror terms",
        "ratings": juror_model.bradley_terry(verdicts_of(matches), names, resamples=resamples),
        "lengthControlled": bradley_terry(comparisons, names, resamples=resamples, length_controlled=True),
        "winMatrix": win_matrix(decided, names),
        "winRate": win_rates(decided, names),
        "dimensions": dimension_report(matches, names, resamples=resamples),
        "people": agreement_with_people(pairs),
        "positionBias": position_bias(pairs),
        "lengthBias": length_bias(pairs),
    }
