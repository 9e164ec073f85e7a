"""The jury's arithmetic: majority verdict, per-dimension aggregation, consensus.

Pure functions over plain data. Where the spec's sample code and its edge-case
table disagree, the table wins (spec §F):

| tie                        | verdict |
|----------------------------|---------|
| APPROVE = REJECT           | REVISE  |
| APPROVE = REVISE           | REVISE  |
| REVISE = REJECT            | REJECT  |
| APPROVE = REVISE = REJECT  | REVISE  |

(The sample code would let sort order pick APPROVE for an APPROVE/REVISE tie.)
When no juror's verdict parsed, the verdict is inferred from the jurors' average
scores with the spec's thresholds (≥ 7 APPROVE, ≥ 4 REVISE, else REJECT).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from evaluation.jury.agreement import overall_alpha, scale_agreement
from evaluation.jury.rubric import DIMENSIONS
from juryrigged.llm.reading import round_half_up

TIE_BREAKS = {
    frozenset({"APPROVE", "REJECT"}): "REVISE",
    frozenset({"APPROVE", "REVISE"}): "REVISE",
    frozenset({"REVISE", "REJECT"}): "REJECT",
    frozenset({"APPROVE", "REVISE", "REJECT"}): "REVISE",
}
STRONG, MIXED, DISAGREEMENT = "Strong agreement", "Mixed", "Disagreement"
NO_SCORES = "No scores"


def verdict_for_average(value: float | None) -> str | None:
    if value is None:
        return None
    if value >= 7.0:
        return "APPROVE"
    if value >= 4.0:
        return "REVISE"
    return "REJECT"


@dataclass(frozen=True)
class Majority:
    verdict: str
    approve: int
    revise: int
    reject: int
    inferred: bool = False  # no verdict parsed: read from the average scores

    def tally(self) -> dict[str, int]:
        return {"approve": self.approve, "revise": self.revise, "reject": self.reject}


def majority_verdict(verdicts: list[str | None], averages: list[float | None] = ()) -> Majority:
    """The jury's verdict from the parsed verdicts (nulls excluded), ties per the table above."""
    counts = {v: sum(1 for x in verdicts if x == v) for v in ("APPROVE", "REVISE", "REJECT")}
    top = max(counts.values())
    if top == 0:
        known = [a for a in averages if a is not None]
        overall = round_half_up(sum(Decimal(str(a)) for a in known) / len(known), 1) if known else None
        # With nothing at all to go on, the conservative middle.
        return Majority(verdict_for_average(overall) or "REVISE", 0, 0, 0, inferred=True)
    leaders = frozenset(v for v, n in counts.items() if n == top)
    verdict = next(iter(leaders)) if len(leaders) == 1 else TIE_BREAKS[leaders]
    return Majority(verdict, counts["APPROVE"], counts["REVISE"], counts["REJECT"])


def consensus(low: int | None, high: int | None) -> str:
    """From the spread of a dimension's scores: ≤ 1 strong, ≤ 3 mixed, else disagreement."""
    if low is None or high is None:
        return NO_SCORES
    spread = high - low
    if spread <= 1:
        return STRONG
    if spread <= 3:
        return MIXED
    return DISAGREEMENT


@dataclass(frozen=True)
class JurorScores:
    """What aggregation needs of one juror who answered."""

    scores: dict[str, int | None]
    average: float | None
    verdict: str | None


@dataclass(frozen=True)
class JurorSummary:
    """The spec's JurorSummary plus metadata (agreement figures, warnings) kept beside it."""

    juror_count: int
    successful_jurors: int
    majority: Majority
    dimension_averages: dict[str, float | None]
    dimension_ranges: dict[str, dict[str, int] | None]
    agreement: dict[str, float | None] = field(default_factory=dict)
    overall_alpha: float | None = None
    warnings: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        """Exactly the spec's `JurorSummary` fields."""
        return {
            "jurorCount": self.juror_count,
            "successfulJurors": self.successful_jurors,
            "majorityVerdict": self.majority.verdict,
            "voteTally": self.majority.tally(),
            "dimensionAverages": dict(self.dimension_averages),
            "dimensionRanges": {d: (dict(r) if r else None) for d, r in self.dimension_ranges.items()},
        }

    def metadata(self) -> dict:
        return {
            "agreement": dict(self.agreement),
            "overallAlpha": self.overall_alpha,
            "alphaReading": alpha_reading(self.overall_alpha, self.dimension_ranges),
            "verdictInferred": self.majority.inferred,
            "warnings": list(self.warnings),
        }


def alpha_reading(alpha: float | None, ranges: dict[str, dict | None]) -> str:
    """How to read one item's Krippendorff's alpha: "none" (too little variation to compute),
    "little-variation" (every dimension's scores within a point, where alpha compares almost
    nothing with chance and can fall to zero or below though the jurors agree), else "usual"."""
    if alpha is None:
        return "none"
    spans = [r["max"] - r["min"] for r in ranges.values() if r]
    if alpha < 0.4 and spans and max(spans) <= 1:
        return "little-variation"
    return "usual"


ALL_SCORES_FAILED = ("Scores could not be read from any juror's assessment: dimension averages are empty and "
                     "the foreman reports qualitatively.")
VERDICT_INFERRED = "No juror's verdict could be read: the majority verdict was inferred from the average scores."


def summarize(jurors: list[JurorScores], *, juror_count: int) -> JurorSummary:
    """Aggregate the jurors who answered: averages and ranges per dimension over the scores that parsed."""
    columns = {d: [j.scores.get(d) for j in jurors] for d in DIMENSIONS}
    averages: dict[str, float | None] = {}
    ranges: dict[str, dict[str, int] | None] = {}
    for dimension, column in columns.items():
        values = [v for v in column if v is not None]
        averages[dimension] = round_half_up(Decimal(sum(values)) / len(values), 1) if values else None
        ranges[dimension] = {"min": min(values), "max": max(values)} if values else None
    majority = majority_verdict([j.verdict for j in jurors], [j.average for j in jurors])
    warnings = []
    if all(a is None for a in averages.values()):
        warnings.append(ALL_SCORES_FAILED)
    if majority.inferred:
        warnings.append(VERDICT_INFERRED)
    return JurorSummary(
        juror_count=juror_count,
        successful_jurors=len(jurors),
        majority=majority,
        dimension_averages=averages,
        dimension_ranges=ranges,
        agreement={d: scale_agreement(column) for d, column in columns.items()},
        overall_alpha=overall_alpha([[j.scores.get(d) for d in DIMENSIONS] for j in jurors]),
        warnings=warnings,
    )


def dimension_analysis(summary: JurorSummary) -> list[dict]:
    """The foreman report's table rows, computed from the jurors' scores (never the foreman's arithmetic)."""
    rows = []
    for dimension in DIMENSIONS:
        span = summary.dimension_ranges[dimension]
        rows.append({
            "dimension": dimension.capitalize(),
            "avgScore": summary.dimension_averages[dimension],
            "minScore": span["min"] if span else None,
            "maxScore": span["max"] if span else None,
            "consensus": consensus(span["min"] if span else None, span["max"] if span else None),
        })
    return rows


def overall_average(summary: JurorSummary) -> float | None:
    """The mean of the dimension averages (one decimal), the page's headline number."""
    values = [v for v in summary.dimension_averages.values() if v is not None]
    if not values:
        return None
    return round_half_up(sum(Decimal(str(v)) for v in values) / len(values), 1)
