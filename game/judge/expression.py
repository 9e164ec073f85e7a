"""The judge's face: neutral, attentive, disapproving or angry."""

from __future__ import annotations

EXPRESSIONS = ("neutral", "attentive", "disapproving", "angry")
# Recent events that make the judge sit up, and ones that make them frown.
ATTENTIVE_EVENTS = {"objection", "witness_broke", "bombshell", "impeachment", "sidebar", "combo"}
DISAPPROVING_EVENTS = {"warning", "overruled", "pet_peeve", "allowed_with_warning"}
ANGRY_EVENTS = {"sanction", "contempt"}


def judge_expression(patience: float, recent_events: list[str]) -> str:
    """From patience first (near contempt is angry), then the last couple of events."""
    recent = set(recent_events[-2:])
    if patience < 20 or recent & ANGRY_EVENTS:
        return "angry"
    if patience < 40 or recent & DISAPPROVING_EVENTS:
        return "disapproving"
    if recent & ATTENTIVE_EVENTS:
        return "attentive"
    return "neutral"
