"""The face a juror shows: calculate_expression of game-jury-system.md.

Decision on the "recent change" sign: the spec computes `mean(last three) - opinion`,
which is positive when the opinion *fell* toward guilty, so its branches would show a
not-guilty-leaning juror as "sympathetic" while they were being pushed toward guilty.
We compute change the usual way, `opinion - mean(last three recorded opinions)`:
positive means the juror moved toward not guilty. The branches then read as intended:
moving toward the defence while on its side is sympathy; moving against one's own
side is anger. The mean uses the entries that exist (fewer than three early on) and
a juror with no history has no recent change.
"""

from __future__ import annotations

from game.jury.types import JurorMind, Persona

STRONG = frozenset({"shocked", "angry"})
TRIGGER_REACTION = {"sympathetic": "sympathetic", "hostile": "angry"}


def recent_change(juror: JurorMind) -> float:
    recent = [h["opinion"] for h in juror.opinion_history[-3:]]
    if not recent:
        return 0.0
    return juror.opinion - sum(recent) / len(recent)


def calculate_expression(juror: JurorMind, persona: Persona) -> str:
    change = recent_change(juror)
    if juror.engagement < 20:
        return "bored"
    if abs(change) > 15:
        return "shocked"
    if change > 5:
        return "sympathetic" if juror.opinion > 0 else "angry"
    if change < -5:
        return "angry" if juror.opinion > 0 else "sympathetic"
    if juror.confidence < 30:
        return "confused"
    if persona.skepticism > 70:
        return "skeptical"
    return "neutral"


def trigger_expression(persona: Persona, triggered: tuple) -> str | None:
    """A hit trigger sets a strong face: sympathetic or angry by its direction, else shocked."""
    if not triggered:
        return None
    return TRIGGER_REACTION.get(persona.trigger_direction.get(triggered[0], ""), "shocked")


def is_strong_reaction(expression: str) -> bool:
    return expression in STRONG
