"""A tournament's report from its judged pairs (pure: no Django): ratings with intervals, the
length-controlled ratings, the win matrix, and the judges against people and for bias."""

from __future__ import annotations

from evaluation.compare.judges import JudgedPair, agreement_with_people, length_bias, position_bias
from evaluation.compare.ratings import Comparison, bradley_terry, win_matrix
from evaluation.compare.verdicts import JurorVerdict, score_for_a


def comparisons_of(matches: list[dict], dimension: str | None = None) -> list[Comparison]:
    """The panel's outcome of each judged pair, overall or on one rubric `dimension` (pairs without one
    are left out)."""
    def panel(m):
        return m.get("panel") if dimension is None else ((m.get("dimensions") or {}).get(dimension) or {}).get("panel")
    return [Comparison(m["a"], m["b"], score_for_a(panel(m)), m.get("lengthA"), m.get("lengthB"))
            for m in matches if panel(m) is not None]


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
    win rate, and the panel's mean agreement on the pairs it decided."""
    dimensions = list(dict.fromkeys(d for m in matches for d in (m.get("dimensions") or {})))
    out = {}
    for d in dimensions:
        comparisons = comparisons_of(matches, d)
        agreements = [m["dimensions"][d]["agreement"] for m in matches
                      if (m.get("dimensions") or {}).get(d, {}).get("agreement") is not None]
        out[d] = {"decided": len(comparisons), "ratings": bradley_terry(comparisons, names, resamples=resamples),
                  "winRate": win_rates(comparisons, names),
                  "agreement": round(sum(agreements) / len(agreements), 4) if agreements else None}
    return out


def judged_pairs(matches: list[dict]) -> list[JudgedPair]:
    return [JudgedPair(item=m["item"], a=m["a"], b=m["b"], panel=m.get("panel"), human=m.get("human"),
                       length_a=m.get("lengthA"), length_b=m.get("lengthB"),
                       jurors={name: JurorVerdict(v["outcome"], v["flipped"], v["favoured"])
                               for name, v in m.get("jurors", {}).items()})
            for m in matches]


def tournament_report(matches: list[dict], *, resamples: int = 200) -> dict:
    comparisons = comparisons_of(matches)
    names = sorted({c.a for c in comparisons} | {c.b for c in comparisons})
    pairs = judged_pairs(matches)
    return {
        "pairs": len(matches), "decided": len(comparisons),
        "ratings": bradley_terry(comparisons, names, resamples=resamples),
        "lengthControlled": bradley_terry(comparisons, names, resamples=resamples, length_controlled=True),
        "winMatrix": win_matrix(comparisons, names),
        "winRate": win_rates(comparisons, names),
        "dimensions": dimension_report(matches, names, resamples=resamples),
        "people": agreement_with_people(pairs),
        "positionBias": position_bias(pairs),
        "lengthBias": length_bias(pairs),
    }
