"""Jury events: illness, misconduct and tampering during the trial; conflict and holdout
in deliberation. Each has a per-turn (or per-round) probability and an earliest turn.

Every draw comes from the game's generator, in a fixed order (event types in the
order of RULES, then the target), so a replay draws the same events.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from game.jury.opinion import clamp
from game.jury.types import GUILTY, NOT_GUILTY, JurorMind, Persona


@dataclass(frozen=True)
class JuryEventRule:
    type: str
    probability: float  # per trial turn, or per deliberation round
    min_turn: int  # earliest turn (trial) or round (deliberation)
    stage: str  # trial | deliberation


TRIAL_RULES = (
    JuryEventRule("illness", 0.02, 3, "trial"),
    JuryEventRule("misconduct", 0.015, 4, "trial"),
    JuryEventRule("tampering", 0.01, 6, "trial"),
)
DELIBERATION_RULES = (
    JuryEventRule("conflict", 0.25, 1, "deliberation"),
    JuryEventRule("holdout", 0.3, 1, "deliberation"),
)
FACTION_POWER = 2.0  # a conflict's onlookers move toward a winner whose side has fewer than half the votes times
# (2 * its votes / jurors) ** FACTION_POWER (`faction_weight`). Fitted on development seeds 303-310 (10 juries a trial,
# bench_game_frozen_sets.py, GAME_FROZEN_SETS=dev): with the full sway for any side, these conflicts were most of what
# carried first-ballot majority jurors over to a minority that then won (ten times the arguments' share); powers
# 0 / 1 / 1.5 / 2 / 3 give minority wins in the 1-5 bin 4.9 / 3.2 / 2.7 / 2.3 / 2.2 % (Kalven & Zeisel: 2 %), in the
# 7-11 bin 8.6 / 6.6 / 6.1 / 5.6 / 4.9 % (K&Z: 5 %), majority prevails 85.0 / 87.3 / 88.0 / 88.6 / 89.1 %.
TAMPERING_DETECTED = 0.5  # a detected attempt is reported to the judge
MISTRIAL_IF_DETECTED = 0.5  # the judge then declares a mistrial this often


@dataclass
class JuryEvent:
    type: str
    juror: str | None = None  # target persona key
    other: str | None = None  # second juror (conflict)
    detected: bool = False
    mistrial: bool = False
    shift: float = 0.0
    description: str = ""
    data: dict = field(default_factory=dict)


def roll_trial_events(seated: list[str], *, turn: int, rng: random.Random,
                      rules: tuple = TRIAL_RULES) -> list[JuryEvent]:
    """The events of one trial turn, each on a seated juror drawn at random.

    At most one event a juror a turn: a juror already struck this turn (ill, say) is not
    struck again by the next rule (removing them twice gave their seat to two alternates).
    The draws are the same either way, so a replay draws the same events.
    Tampering: detected (reported; the judge may declare a mistrial) or undetected
    (the target's opinion shifts by 15-30 toward a side chosen at random).
    """
    events = []
    for rule in rules:
        roll = rng.random()
        if turn < rule.min_turn or not seated or roll >= rule.probability:
            continue
        target = rng.choice(sorted(seated))
        event = JuryEvent(rule.type, juror=target)
        if rule.type == "tampering":
            event.detected = rng.random() < TAMPERING_DETECTED
            if event.detected:
                event.mistrial = rng.random() < MISTRIAL_IF_DETECTED
            else:
                event.shift = rng.choice((-1, 1)) * rng.uniform(15, 30)
        if all(e.juror != target for e in events):
            events.append(event)
    return events


def apply_tampering(mind: JurorMind, event: JuryEvent) -> JurorMind:
    return replace(mind, opinion=clamp(mind.opinion + event.shift, -100.0, 100.0))


def next_alternate(alternates: list[tuple[int, str]]) -> str | None:
    """The alternate who takes a removed juror's seat: the lowest alternate order."""
    return min(alternates)[1] if alternates else None


def roll_deliberation_events(minds: dict[str, JurorMind], personas: dict[str, Persona], *, round_no: int,
                             rng: random.Random, holdout: str | None,
                             rules: tuple = DELIBERATION_RULES) -> list[JuryEvent]:
    """Conflict: the two most opposed confident jurors argue; the fence-sitters (|opinion|
    < 20) move a little toward whichever of the two is the stronger leader, less when the
    winner speaks for a minority (`faction_weight`).
    Holdout: the most confident minority juror refuses to move from now on."""
    events = []
    for rule in rules:
        roll = rng.random()
        if round_no < rule.min_turn or roll >= rule.probability:
            continue
        if rule.type == "conflict":
            event = _conflict(minds, personas, rng)
        else:
            event = None if holdout else _holdout(minds, rng)
        if event:
            events.append(event)
    return events


def _sides(minds) -> tuple[list[JurorMind], list[JurorMind]]:
    """The jurors voting guilty and those voting not guilty (by their vote, so the burden decides a 0)."""
    return ([m for m in minds.values() if m.vote == GUILTY], [m for m in minds.values() if m.vote == NOT_GUILTY])


def _conflict(minds, personas, rng) -> JuryEvent | None:
    guilty, not_guilty = _sides(minds)
    if not guilty or not not_guilty:
        return None
    a = min(guilty, key=lambda m: (m.opinion, m.key))
    b = max(not_guilty, key=lambda m: (m.opinion, m.key))
    # The stronger leader wins the argument; between equals it is a toss-up (ties used to
    # go to the guilty side, a bias toward conviction no real jury shows).
    lead_a, lead_b = personas[a.key].leader_follower, personas[b.key].leader_follower
    stronger = a if lead_a < lead_b or (lead_a == lead_b and rng.random() < 0.5) else b
    direction = -1.0 if stronger is a else 1.0
    weight = faction_weight(sum(1 for m in minds.values() if m.vote == stronger.vote), len(minds))
    sway = {m.key: round(direction * weight * rng.uniform(3, 8), 2)
            for m in minds.values() if abs(m.opinion) < 20 and m.key not in (a.key, b.key)}
    return JuryEvent("conflict", juror=a.key, other=b.key, data={"winner": stronger.key, "sway": sway})


def faction_weight(votes: int, jurors: int) -> float:
    """How far onlookers follow a juror who wins an argument, by the votes on the winner's side: 1
    from half the jury up, (2 * votes / jurors) ** FACTION_POWER below (a lone juror of twelve 1/36,
    three 1/4, five 0.69).

    Who wins a quarrel is the stronger personality, but whether the undecided follow depends on how
    many already stand where the winner stands. Influence in a group grows with the number of its
    sources, slowly while they are few and steeply as they near half (Latane, "The psychology of
    social impact", *American Psychologist* 36, 1981; Tanford & Penrod, "Social influence model",
    *Psychological Bulletin* 95, 1984: an S-shaped function of faction size, a small minority moving
    almost no one); in juries, factions grow by their size ("strength in numbers": Hastie, Penrod &
    Pennington, *Inside the Jury*, 1983), and a small first-ballot minority almost never wins: when
    the majority does not prevail the jury mostly hangs (Kalven & Zeisel, *The American Jury*, 1966:
    2 % convictions from 1-5 guilty votes, 5 % acquittals from 7-11; Sandys & Dillehay, *Law and
    Human Behavior* 19, 1995). A majority's winner is not weighted up: the arguments
    (`deliberation.apply_persuasion`) and the majority's pressure already carry its numbers."""
    return min(1.0, 2 * votes / jurors) ** FACTION_POWER


def _holdout(minds, rng) -> JuryEvent | None:
    guilty, not_guilty = _sides(minds)
    if not guilty or not not_guilty:
        return None
    if len(guilty) == len(not_guilty):  # a 6-6 jury: either side may dig in (it used to be always not guilty)
        minority = guilty if rng.random() < 0.5 else not_guilty
    else:
        minority = guilty if len(guilty) < len(not_guilty) else not_guilty
    target = max(minority, key=lambda m: (m.confidence, abs(m.opinion), m.key))
    return JuryEvent("holdout", juror=target.key)
