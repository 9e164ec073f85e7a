"""A tournament's report from its judged pairs (pure: no Django): ratings with intervals, the
length-controlled ratings, the win matrix, and the judges against people and for bias."""

from __future__ import annotations

from evaluation.compare.judges import JudgedPair, agreement_with_people, length_bias, position_bias
from evaluation.compare.ratings import Comparison, bradley_terry, juror_comparison, win_matrix
from evaluation.compare.verdicts import JurorVerdict, score_for_a, verdict_weight


def comparisons_of(matches: list[dict], dimension: str | None = None, *, panel_only: bool = False) -> list[Comparison]:
    """Each judged pair, overall or on one rubric `dimension`, rated on every juror's verdict (a flip with the
    order is a tie; a strong preference counts more, `verdicts.verdict_weight`): one row weighted by the
    jurors with a verdict (`ratings.juror_comparison`). Pairs without
    a verdict are left out. `panel_only`: the panel's plurality outcome alone, one observation a pair (the
    estimator before issue #30's second round, kept for the benchmark's comparison)."""
    def scope(m):
        return m if dimension is None else ((m.get("dimensions") or {}).get(dimension) or {})
    out = []
    for m in matches:
        if panel_only:
            score = score_for_a(scope(m).get("panel"))
            if score is not None:
                out.append(Comparison(m["a"], m["b"], score, m.get("lengthA"), m.get("lengthB")))
            continue
        verdicts = [_verdict(v) for v in (scope(m).get("jurors") or {}).values()]
        counted = [v for v in verdicts if v.outcome is not None]
        row = juror_comparison(m["a"], m["b"], [score_for_a(v.outcome) for v in counted], m.get("lengthA"),
                               m.get("lengthB"), [verdict_weight(v) for v in counted])
        if row is not None:
            out.append(row)
    return out


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
    """Per rubric dimension judged besides overall: Bradley–Terry ratings with intervals, each candidate's
    win rate (the panel's outcomes), and the panel's mean agreement on the pairs it decided."""
    dimensions = list(dict.fromkeys(d for m in matches for d in (m.get("dimensions") or {})))
    out = {}
    for d in dimensions:
        comparisons = comparisons_of(matches, d)
        decided = comparisons_of(matches, d, panel_only=True)
        agreements = [m["dimensions"][d]["agreement"] for m in matches
                      if (m.get("dimensions") or {}).get(d, {}).get("agreement") is not None]
        out[d] = {"decided": len(decided), "ratings": bradley_terry(comparisons, names, resamples=resamples),
                  "winRate": win_rates(decided, names),
                  "agreement": round(sum(agreements) / len(agreements), 4) if agreements else None}
    return out


def judged_pairs(matches: list[dict]) -> list[JudgedPair]:
    return [JudgedPair(item=m["item"], a=m["a"], b=m["b"], panel=m.get("panel"), human=m.get("human"),
                       length_a=m.get("lengthA"), length_b=m.get("lengthB"),
                       jurors={name: _verdict(v) for name, v in m.get("jurors", {}).items()})
            for m in matches]


def tournament_report(matches: list[dict], *, resamples: int = 200) -> dict:
    """The ratings (and their length-controlled view) are fitted on every juror's verdict; the win matrix and
    win rates count the panel's outcome of each pair, as the pairs list shows it."""
    comparisons = comparisons_of(matches)
    decided = comparisons_of(matches, panel_only=True)
    names = sorted({c.a for c in comparisons} | {c.b for c in comparisons})
    pairs = judged_pairs(matches)
    return {
        "pairs": len(matches), "decided": len(decided), "estimator": "jurors",
        "ratings": bradley_terry(comparisons, names, resamples=resamples),
        "lengthControlled": bradley_terry(comparisons, names, resamples=resamples, length_controlled=True),
        "winMatrix": win_matrix(decided, names),
        "winRate": win_rates(decided, names),
        "dimensions": dimension_report(matches, names, resamples=resamples),
        "people": agreement_with_people(pairs),
        "positionBias": position_bias(pairs),
        "lengthBias": length_bias(pairs),
    }
