"""How one court event moves one juror: the opinion formula of game-jury-system.md.

Decision on direction (the spec adds `impact` to an opinion where negative means
guilty, yet raises the impact of prosecution events for pro-prosecution jurors, which
would move them *less* toward guilty): the formula below computes the impact as a
magnitude toward the side the event favours, exactly term by term as the spec writes
it, and only then gives it a direction — toward guilty (negative) for prosecution
events, toward not guilty (positive) for defense events, none for neutral ones.
A negative magnitude (a defense-leaning juror hearing weak prosecution evidence) is
a backfire: it moves the juror the other way. Topic biases read the same way: a
positive bias for a tag makes events with that tag more persuasive to the juror.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.jury.types import CourtEvent, JurorMind, Persona

MEMORY_THRESHOLD = 3.0
DIRECTION = {"prosecution": -1.0, "defense": 1.0, "neutral": 0.0}


@dataclass(frozen=True)
class OpinionUpdate:
    juror: JurorMind
    impact: float  # signed change applied to the opinion (before clamping)
    triggered: tuple  # the persona's triggers this event hit


def clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def event_impact(persona: Persona, engagement: float, event: CourtEvent) -> tuple[float, tuple]:
    """The spec's impact, as a magnitude toward the favoured side, and the triggers hit."""
    impact = event.base_impact
    if event.kind == "emotional" and persona.analytical_vs_emotional > 60:
        impact *= 1.5
    if event.kind == "analytical" and persona.analytical_vs_emotional < 40:
        impact *= 1.5
    if event.favors == "prosecution":
        impact += persona.prosecution_bias / 10
    for tag in event.tags:
        if persona.topic_biases.get(tag):
            impact += persona.topic_biases[tag] / 10
    impact *= engagement / 100
    triggered = tuple(t for t in persona.triggers if t in event.tags)
    for _ in triggered:
        impact *= 2.0
    return impact, triggered


def update_juror_opinion(juror: JurorMind, persona: Persona, event: CourtEvent, *,
                         turn: int, phase: str) -> OpinionUpdate:
    """A new JurorMind after `event`: opinion, confidence, memory and history updated."""
    magnitude, triggered = event_impact(persona, juror.engagement, event)
    impact = magnitude * DIRECTION.get(event.favors, 0.0)
    memories = list(juror.memories)
    if abs(impact) > MEMORY_THRESHOLD:
        memories.append({"turn": turn, "phase": phase, "description": event.description,
                         "impact": round(impact, 2), "emotional": event.kind == "emotional"})
    opinion = clamp(juror.opinion + impact, -100.0, 100.0)
    updated = replace(
        juror,
        opinion=opinion,
        confidence=min(100.0, juror.confidence + abs(impact) * 0.5),
        memories=memories,
        opinion_history=[*juror.opinion_history, {"turn": turn, "opinion": round(opinion, 2)}],
    )
    return OpinionUpdate(updated, impact, triggered)


def update_engagement(juror: JurorMind, persona: Persona, event: CourtEvent) -> JurorMind:
    """Attention between events (not in the formula): dry procedure tires short attention
    spans, emotional moments and triggers wake everyone up."""
    if event.kind == "procedural":
        change = -(100 - persona.attention_span) / 12
    elif event.kind == "emotional" or any(t in event.tags for t in persona.triggers):
        change = 6.0
    else:
        change = -(100 - persona.attention_span) / 30
    return replace(juror, engagement=clamp(juror.engagement + change, 5.0, 100.0))
