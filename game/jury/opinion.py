"""How one court event moves one juror: the opinion formula of game-jury-system.md.

Decision on direction (the spec adds `impact` to an opinion where negative means
guilty, yet raises the impact of prosecution events for pro-prosecution jurors, which
would move them *less* toward guilty): the formula below computes the impact as a
magnitude toward the side the event favours, exactly term by term as the spec writes
it, and only then gives it a direction — toward guilty (negative) for prosecution
events, toward not guilty (positive) for defense events, none for neutral ones.
A negative magnitude (a topic the juror holds against, outweighing a weak event) is a
backfire: it moves the juror the other way. Topic biases read the same way: a positive
bias for a tag makes events with that tag more persuasive to the juror.

Decision on the prosecution bias (issue 27; the spec adds `bias / 10` to a prosecution
event's impact): the bias is a lens, not a term. A prosecution event lands times
`1 + bias / BIAS_LENS` (0 to 2 over the bias's -50..+50): a juror who leans to the
defence discounts the prosecution's evidence, one who leans to the prosecution credits
it, and weak evidence of guilt is still evidence of guilt, only weighed less. With the
spec's term, every prosecution event weaker than a defence-leaning juror's `-bias / 10`
moved that juror toward acquittal, so played trials (mostly testimony of 1-5 points)
drove each juror toward their own bias: within a jury, opinions before the first ballot
correlated 0.89 with the jurors' biases (development seeds 303-310), and twelve jurors
who heard the same trial agreed on a first ballot only 17-21 % of the time (Kalven &
Zeisel: about 31 %). With the lens the bias still orders the jurors (r 0.86: it is their
prior), but the evidence no longer spreads them apart (the spread of opinions within a
jury, 16.4 -> 12.5 points sd; unanimous first ballots on those seeds 17 -> 25 %). The
published picture is the lens: the evidence is by far the strongest predictor of
verdicts and jurors' attitudes a modest one (Visher, "Juror
decision making: the importance of evidence", Law and Human Behavior 11, 1987; Devine,
Clayton, Dunford, Seying & Pryce, "Jury decision making: 45 years of empirical research
on deliberating groups", Psychology, Public Policy, and Law 7, 2001); attitudes colour
how evidence is weighed rather than reversing it (Lord, Ross & Lepper 1979), and they
decide mainly where the evidence is close (Kalven & Zeisel's liberation hypothesis,
1966) — here through the prior, `realism.initial_mind`, which a discounted but
one-sided body of evidence still overcomes.

Decision on accumulation (the spec adds every impact in full and raises confidence by
half of it, so after the forty-odd events of a played trial every juror sits near
-100 or +100 and at full confidence, and no deliberation can move anyone): an event
moves an opinion by its impact times the room left on that side, `(100 - o) / 100`
toward not guilty and `(100 + o) / 100` toward guilty. From a neutral juror that is the
spec's impact exactly; over a long trial the opinion settles where the evidence the
juror perceived for each side balances, `100 * (D - P) / (D + P)` (the averaging model
of juror decision making), instead of summing without bound. An event also lands times
`1 / (1 + heard / SETTLED_AFTER)` for a juror who has heard `heard` events (counted in the
opinion history): without it the room rule is a moving average that forgets the prior and
the early evidence within ~30 events, so after a played-length trial twelve jurors agreed
far more often than real juries do (unanimous first ballots 42-54 %, about 31 % in
Kalven & Zeisel); with it every piece keeps a share, and so does the juror's prior (their
bias, `realism.initial_mind`). Confidence grows by half the strength of an event that
agrees with where the juror now leans, saturating toward 100, and falls by half the
change an event against that lean makes, so a juror who heard a contested case stays
open to argument.

Decision on testimony (not in the spec, which has every juror believe every witness
alike): jurors differ in whom they believe. Testimony (an event tagged `testimony`) lands
times the juror's `credence` in it, between 0.25 and 1.75: stable for a juror and a piece
of testimony (a hash of both, no generator draw, so a replay is identical), shifted up for
trusting jurors. Twelve people who heard the same witnesses then disagree as real juries
do, instead of splitting only along their biases.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, replace

from game.jury.types import CourtEvent, JurorMind, Persona

MEMORY_THRESHOLD = 3.0
BIAS_LENS = 50  # a prosecution event lands times (1 + prosecution_bias / BIAS_LENS): 0 at -50, 2 at +50
SETTLED_AFTER = 60  # the event a juror has heard this many before lands half as hard as the first (re-fitted with
# realism.PRIOR_WEIGHT, issue 27: at 20 each juror's prior and early impressions kept so much weight that
# twelve jurors who heard the same trial agreed on the first ballot only 16 % of the time)
CONFIDENCE_GAIN = 0.5
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
        impact *= 1 + persona.prosecution_bias / BIAS_LENS  # the bias is a lens (module docstring)
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
    if "testimony" in event.tags:
        impact *= credence(persona, event)
    heard = events_heard(juror)
    perceived = impact  # how strong the event seemed to this juror
    impact *= weight_of_next(heard)
    memories = list(juror.memories)
    if abs(impact) > MEMORY_THRESHOLD:
        # What was said, as the juror heard it: the event's words (a testimony's words carry the
        # assessed content: "X admits: ..."), where it came from and whether it was testimony, so
        # that in deliberation the juror argues from it and others weigh it by whether they
        # heard it and believe its source (`arguments.force`).
        memories.append({"turn": turn, "phase": phase, "description": event.description,
                         "impact": round(impact, 2), "emotional": event.kind == "emotional",
                         "source": event.source, "testimony": "testimony" in event.tags})
    opinion = clamp(juror.opinion + impact * room(juror.opinion, impact), -100.0, 100.0)
    agrees = impact == 0 or (opinion > 0) == (impact > 0)
    # Certainty comes from everything heard (each agreeing event adds half its perceived
    # strength, however little it still moves the opinion) and saturates toward 100; an
    # event against the juror's lean costs half of what it moved them.
    if agrees:
        confidence = juror.confidence + CONFIDENCE_GAIN * abs(perceived * room(juror.opinion, perceived)) * (
            1 - juror.confidence / 100)
    else:
        confidence = juror.confidence - 0.5 * abs(opinion - juror.opinion)
    updated = replace(
        juror,
        opinion=opinion,
        confidence=clamp(confidence, 0.0, 100.0),
        memories=memories,
        opinion_history=[*juror.opinion_history, {"turn": turn, "opinion": round(opinion, 2), "heard": heard + 1}],
    )
    return OpinionUpdate(updated, impact, triggered)


def credence(persona: Persona, event: CourtEvent) -> float:
    """How far this juror believes this testimony: 0.25-1.75, stable per juror and event."""
    # By the person (name, age, occupation), not the row's key: a summoned juror's key holds a
    # database id, and a seed must replay alike on any database.
    who = f"{persona.name}|{persona.age}|{persona.occupation}" if persona.name else persona.key
    draw = zlib.crc32(f"{who}|{event.description}".encode()) / 0xFFFFFFFF
    return clamp(0.25 + 1.5 * draw + (persona.trust_level - 50) / 200, 0.25, 1.75)


def events_heard(juror: JurorMind) -> int:
    """How many court events this juror has absorbed (counted in their opinion history)."""
    for point in reversed(juror.opinion_history):
        if "heard" in point:
            return int(point["heard"])
    return 0


def weight_of_next(heard: int) -> float:
    """The weight of the next event for a juror who has heard `heard`: 1 for the first,
    1 / (1 + heard / SETTLED_AFTER) after (every piece keeps its share of the average
    instead of the latest ones crowding out the rest)."""
    return 1 / (1 + heard / SETTLED_AFTER)


def room(opinion: float, impact: float) -> float:
    """The share of an impact that lands: the room left between the opinion and the end
    of the scale it is pushed toward (1 at neutral, 0 at that end, 2 at the other)."""
    return (100.0 - opinion) / 100 if impact > 0 else (100.0 + opinion) / 100


def disregard(juror: JurorMind, shift: float, *, fraction: float, description: str = "") -> JurorMind:
    """The judge tells the jury to disregard something that moved this juror by `shift`:
    `fraction` of it is undone, and its memory (by description) is marked so the juror
    does not argue from it in deliberation and the final instructions can discount the rest."""
    opinion = clamp(juror.opinion - shift * fraction, -100.0, 100.0)
    memories = [{**m, "disregarded": fraction} if description and m.get("description") == description else m
                for m in juror.memories]
    return replace(juror, opinion=opinion, memories=memories)


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
