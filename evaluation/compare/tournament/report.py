"""A tournament's report from its judged pairs (pure: no Django): ratings with intervals, the
length-controlled ratings, the win matrix, and the judges against people and for bias."""

from __future__ import annotations

from evaluation.compare.judges import JudgedPair, agreement_with_people, length_bias, position_bias
from evaluation.compare.ratings import Comparison, bradley_terry, win_matrix
from evaluation.compare.verdicts import JurorVerdict, score_for_a


def comparisons_of(matches: list[dict]) -> list[Comparison]:
    """The panel's overall outcome of each judged pair (pairs without one are left out)."""
    return [Comparison(m["a"], m["b"], score_for_a(m["panel"]), m.get("lengthA"), m.get("lengthB"))
            for m in matches if m.get("panel") is not None]


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
        "people": agreement_with_people(pairs),
        "positionBias": position_bias(pairs),
        "lengthBias": length_bias(pairs),
    }
