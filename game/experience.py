"""Experience earned from a case (pure): the verdict, scaled by the case's difficulty, and
the player's trial performance — objections the judge sustained, witnesses broken or
impeached on the stand, sanctions against them (design brief: "earns experience from cases")."""

from __future__ import annotations

from dataclasses import dataclass

VERDICT_XP = {"win": 100, "hung": 40, "mistrial": 20, "loss": 25}  # times the case's difficulty
PER_SUSTAINED = 10
PER_BROKEN = 25
PER_IMPEACHED = 10
PER_SANCTION = -10


@dataclass(frozen=True)
class TrialPerformance:
    sustained: int = 0  # the player's objections the judge sustained
    broken: int = 0  # opposing witnesses who broke on the stand
    impeached: int = 0  # opposing witnesses caught in a lie who did not break
    sanctions: int = 0  # sanctions the judge imposed on the player


def experience_award(*, result: str, difficulty: int, performance: TrialPerformance) -> list[dict]:
    """The lines of the award, each {"label", "points"}; their sum (never below zero
    overall) is the experience earned. `result` is win, loss, hung or mistrial."""
    lines = [{"label": f"Verdict: {result} (difficulty {difficulty})",
              "points": VERDICT_XP.get(result, VERDICT_XP["loss"]) * max(1, difficulty)}]
    for count, each, label in ((performance.sustained, PER_SUSTAINED, "objection sustained"),
                               (performance.broken, PER_BROKEN, "witness broken"),
                               (performance.impeached, PER_IMPEACHED, "witness impeached"),
                               (performance.sanctions, PER_SANCTION, "sanction")):
        if count:
            lines.append({"label": f"{count} × {label} ({each:+d})", "points": count * each})
    return lines


def experience_total(lines: list[dict]) -> int:
    return max(0, sum(line["points"] for line in lines))
