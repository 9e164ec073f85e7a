"""Deliberation: a foreperson, up to ten rounds, a ballot each round, unanimity ends it.

Each round: a ballot; if it is not unanimous, some jurors speak (leaders more often,
the foreperson always), each statement moves the listeners who vote the other way by
the speaker's power against the listener's resistance and deference; the minority
feels the majority's weight and loses confidence; then conflict and holdout events may
fire. After the last round without unanimity the jury is hung.

Pure and seeded: the statements' words (a model call in the game) do not change the
numbers, so the same jury and seed give the same verdict with or without a model.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from game.jury.events import JuryEvent, roll_deliberation_events
from game.jury.opinion import clamp
from game.jury.types import GUILTY, NOT_GUILTY, JurorMind, Persona

MAX_ROUNDS = 10
MAX_SPEAKERS = 4
PERSUASION = 5.0  # opinion points a full-power speaker moves a defenceless listener
MAJORITY_PRESSURE = 9.0  # per round, on a fully deferent minority juror of an 11-1 jury
PRESSURE_BY_MINORITY = {1: 1.0, 2: 0.6, 3: 0.3}
CONFIDENCE_EROSION = 10.0  # confidence a minority juror loses per round under a full majority
HOLDOUT_CAVES = {0: 0.5, 1: 0.2}  # per round, by how many others still share the holdout's vote
FACTION_FIRMNESS = 0.2  # extra resistance per faction member beyond three
REINFORCEMENT = 3.0  # confidence a listener gains hearing their own side argued


@dataclass
class Tally:
    guilty: int
    not_guilty: int

    @property
    def unanimous(self) -> bool:
        return self.guilty == 0 or self.not_guilty == 0

    @property
    def majority(self) -> str | None:
        if self.guilty == self.not_guilty:
            return None
        return GUILTY if self.guilty > self.not_guilty else NOT_GUILTY

    def as_dict(self) -> dict:
        return {"guilty": self.guilty, "not_guilty": self.not_guilty}


@dataclass
class RoundResult:
    round_no: int
    ballot: Tally
    unanimous: bool
    speakers: list[str] = field(default_factory=list)
    shifts: dict[str, float] = field(default_factory=dict)
    events: list[JuryEvent] = field(default_factory=list)
    holdout: str | None = None


@dataclass
class Verdict:
    type: str  # guilty | not_guilty | hung
    unanimous: bool
    rounds: int
    first_ballot: Tally
    tallies: list[Tally]


def tally(minds: dict[str, JurorMind]) -> Tally:
    guilty = sum(1 for m in minds.values() if m.vote == GUILTY)
    return Tally(guilty, len(minds) - guilty)


def select_foreperson(minds: dict[str, JurorMind], personas: dict[str, Persona]) -> str:
    """The strongest leader (lowest leader_follower; 0 = strong leader), then the most
    confident; the spec's "highest score" would pick the meekest follower."""
    return min(minds, key=lambda k: (personas[k].leader_follower, -minds[k].confidence, k))


def speaking_power(persona: Persona, mind: JurorMind) -> float:
    return (0.4 + 0.6 * (100 - persona.leader_follower) / 100) * (0.5 + mind.confidence / 200)


def resistance(persona: Persona, mind: JurorMind) -> float:
    return clamp(0.55 * mind.confidence / 100 + 0.25 * persona.skepticism / 100, 0.0, 0.95)


def deference(persona: Persona) -> float:
    return 0.6 + 0.8 * persona.leader_follower / 100


def plan_speakers(minds: dict[str, JurorMind], personas: dict[str, Persona], *, foreperson: str,
                  rng: random.Random, round_no: int, max_speakers: int = MAX_SPEAKERS) -> list[str]:
    """Who speaks this round: the foreperson first, then others drawn without replacement,
    leaders and confident jurors more likely; each side gets at least one voice."""
    speakers = [foreperson]
    others = sorted(k for k in minds if k != foreperson)
    weights = {k: (110 - personas[k].leader_follower) * (0.5 + minds[k].confidence / 100) for k in others}
    while len(speakers) < max_speakers and others:
        total = sum(weights[k] for k in others)
        pick = rng.uniform(0, total)
        for k in others:
            pick -= weights[k]
            if pick <= 0:
                break
        speakers.append(k)
        others.remove(k)
    sides = {minds[k].vote for k in speakers}
    missing = [k for k in others if minds[k].vote not in sides]
    if missing and len(sides) == 1:
        speakers[-1] = max(missing, key=lambda k: (weights[k], k))
    return speakers


def apply_persuasion(minds: dict[str, JurorMind], personas: dict[str, Persona], speakers: list[str], *,
                     holdout: str | None) -> dict[str, JurorMind]:
    """Each speaker moves the listeners voting the other way and reassures their own side."""
    votes = {k: m.vote for k, m in minds.items()}
    sizes = {side: sum(1 for v in votes.values() if v == side) for side in (GUILTY, NOT_GUILTY)}
    moved = dict(minds)
    for speaker in speakers:
        # Social proof: an argument carries the weight of the jurors who share it.
        support = 2 * sizes[votes[speaker]] / len(minds)
        power = speaking_power(personas[speaker], minds[speaker]) * support
        direction = 1.0 if votes[speaker] == NOT_GUILTY else -1.0
        for key, mind in moved.items():
            if key == speaker:
                continue
            persona = personas[key]
            if votes[key] == votes[speaker]:
                moved[key] = replace(mind, confidence=min(100.0, mind.confidence + REINFORCEMENT * power))
            elif key != holdout:
                # A listener with a faction of their own (four or more) holds on harder.
                faction = FACTION_FIRMNESS * max(0, sizes[votes[key]] - 3)
                shift = PERSUASION * power * max(0.0, 1 - resistance(persona, mind) - faction) * deference(persona)
                moved[key] = replace(mind, opinion=clamp(mind.opinion + direction * shift, -100.0, 100.0))
    return moved


def apply_majority_pressure(minds: dict[str, JurorMind], personas: dict[str, Persona], *,
                            holdout: str | None) -> dict[str, JurorMind]:
    """The minority feels the majority's weight: in proportion to the margin, more for
    the deferent; its confidence erodes. A tie weighs on no one."""
    ballot = tally(minds)
    side = ballot.majority
    if side is None or ballot.unanimous:
        return minds
    # Conformity needs isolation (Asch): a faction of four or more props itself up.
    minority = min(ballot.guilty, ballot.not_guilty)
    margin = PRESSURE_BY_MINORITY.get(minority, 0.0)
    direction = 1.0 if side == NOT_GUILTY else -1.0
    moved = dict(minds)
    for key, mind in minds.items():
        if mind.vote == side or key == holdout:
            continue
        push = MAJORITY_PRESSURE * margin * deference(personas[key])
        moved[key] = replace(mind, opinion=clamp(mind.opinion + direction * push, -100.0, 100.0),
                             confidence=max(0.0, mind.confidence - CONFIDENCE_EROSION * margin))
    return moved


def apply_events(minds: dict[str, JurorMind], events: list[JuryEvent]) -> dict[str, JurorMind]:
    moved = dict(minds)
    for event in events:
        for key, sway in event.data.get("sway", {}).items():
            moved[key] = replace(moved[key], opinion=clamp(moved[key].opinion + sway, -100.0, 100.0))
    return moved


def _holdout_after(minds: dict[str, JurorMind], holdout: str | None, rng: random.Random) -> str | None:
    """A holdout stands firm while a faction shares their vote; alone or nearly, they may
    give in (stop holding out) each round with probability HOLDOUT_CAVES[allies]."""
    if holdout is None:
        return None
    allies = sum(1 for k, m in minds.items() if k != holdout and m.vote == minds[holdout].vote)
    if rng.random() < HOLDOUT_CAVES.get(allies, 0.0):
        return None
    return holdout


def deliberation_round(minds: dict[str, JurorMind], personas: dict[str, Persona], *, round_no: int,
                       foreperson: str, rng: random.Random, holdout: str | None = None,
                       max_speakers: int = MAX_SPEAKERS) -> tuple[RoundResult, dict[str, JurorMind]]:
    """One round: ballot, then (unless unanimous) speakers, persuasion, pressure, events."""
    ballot = tally(minds)
    if ballot.unanimous:
        return RoundResult(round_no, ballot, True, holdout=holdout), minds
    speakers = plan_speakers(minds, personas, foreperson=foreperson, rng=rng, round_no=round_no,
                             max_speakers=max_speakers)
    after = apply_persuasion(minds, personas, speakers, holdout=holdout)
    after = apply_majority_pressure(after, personas, holdout=holdout)
    events = roll_deliberation_events(after, personas, round_no=round_no, rng=rng, holdout=holdout)
    after = apply_events(after, events)
    holdout = next((e.juror for e in events if e.type == "holdout"), holdout)
    holdout = _holdout_after(after, holdout, rng)
    shifts = {k: round(after[k].opinion - minds[k].opinion, 2) for k in minds}
    return RoundResult(round_no, ballot, False, speakers, shifts, events, holdout), after


def simulate_deliberation(minds: dict[str, JurorMind], personas: dict[str, Persona], *, rng: random.Random,
                          max_rounds: int = MAX_ROUNDS) -> Verdict:
    """The whole deliberation without model calls (benchmarks and tests)."""
    foreperson = select_foreperson(minds, personas)
    holdout, tallies = None, []
    for round_no in range(1, max_rounds + 1):
        result, minds = deliberation_round(minds, personas, round_no=round_no, foreperson=foreperson, rng=rng,
                                           holdout=holdout)
        tallies.append(result.ballot)
        holdout = result.holdout
        if result.unanimous:
            return Verdict(result.ballot.majority or GUILTY, True, round_no, tallies[0], tallies)
    return Verdict("hung", False, max_rounds, tallies[0], tallies)
