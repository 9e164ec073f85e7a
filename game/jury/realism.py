"""Many simulated trials and deliberations, to check that the jury behaves like real
juries (Kalven & Zeisel: the first-ballot majority wins about nine times in ten; hung
juries are a few percent and come from close first ballots). Used by the benchmark and
by a smaller test."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from game.jury.deliberation import simulate_deliberation
from game.jury.opinion import update_engagement, update_juror_opinion
from game.jury.pool import generate_pool
from game.jury.types import CourtEvent, JurorMind, Persona

TAGS = ("police", "forensic", "documentary", "testimony", "emotional", "scientific", "corporate",
        "victim", "theft", "violence", "children", "poverty", "impeachment")
PERSONA_FIELDS = tuple(Persona.__dataclass_fields__)


def persona_of(data: dict) -> Persona:
    values = {k: data[k] for k in PERSONA_FIELDS if k in data}
    values["triggers"] = tuple(values.get("triggers", ()))
    return Persona(**values)


def initial_mind(persona: Persona) -> JurorMind:
    """A seated juror before any evidence: a prior of half their bias, little confidence."""
    opinion = -persona.prosecution_bias / 2
    return JurorMind(persona.key, opinion=opinion, confidence=20.0, engagement=80.0,
                     opinion_history=[{"turn": 0, "opinion": opinion}])


def random_event(rng: random.Random, lean: float) -> CourtEvent:
    favors = "prosecution" if rng.random() < lean else "defense"
    return CourtEvent("simulated event", kind=rng.choice(("emotional", "analytical", "analytical", "procedural")),
                      base_impact=rng.randint(2, 12), favors=favors,
                      tags=tuple(rng.sample(TAGS, rng.randint(0, 2))))


def random_trial(rng: random.Random) -> tuple[dict[str, JurorMind], dict[str, Persona]]:
    """Twelve jurors from a random pool after 8-20 court events; the case's strength
    (the share of events favouring the prosecution) is itself random."""
    pool = [persona_of(p) for p in generate_pool(rng, size=18)]
    seated = rng.sample(pool, 12)
    personas = {p.key: p for p in seated}
    minds = {p.key: initial_mind(p) for p in seated}
    lean = rng.uniform(0.15, 0.85)
    for turn in range(1, rng.randint(8, 20) + 1):
        event = random_event(rng, lean)
        for key in minds:
            update = update_juror_opinion(minds[key], personas[key], event, turn=turn, phase="trial")
            minds[key] = update_engagement(update.juror, personas[key], event)
    return minds, personas


@dataclass
class Figures:
    trials: int = 0
    verdicts: Counter = field(default_factory=Counter)
    clear: int = 0  # first ballot 8-4 or wider, not unanimous
    clear_followed: int = 0
    clear_hung: int = 0
    close: int = 0  # first ballot 7-5 or 6-6
    close_hung: int = 0
    split: int = 0  # every non-unanimous first ballot
    split_followed: int = 0
    unanimous_first: int = 0
    rounds: Counter = field(default_factory=Counter)

    @property
    def hung_rate(self) -> float:
        return self.verdicts["hung"] / self.trials if self.trials else 0.0

    @property
    def clear_follow_rate(self) -> float:
        return self.clear_followed / self.clear if self.clear else 0.0

    @property
    def clear_hung_rate(self) -> float:
        return self.clear_hung / self.clear if self.clear else 0.0

    @property
    def split_follow_rate(self) -> float:
        return self.split_followed / self.split if self.split else 0.0

    @property
    def close_hung_rate(self) -> float:
        return self.close_hung / self.close if self.close else 0.0

    @property
    def share_of_hung_from_close(self) -> float:
        return self.close_hung / self.verdicts["hung"] if self.verdicts["hung"] else 0.0


def realism_figures(trials: int, *, seed: int = 2026) -> Figures:
    figures = Figures()
    for index in range(trials):
        rng = random.Random(f"{seed}:{index}")
        minds, personas = random_trial(rng)
        verdict = simulate_deliberation(minds, personas, rng=rng)
        first = verdict.first_ballot
        figures.trials += 1
        figures.verdicts[verdict.type] += 1
        figures.rounds[verdict.rounds] += 1
        if first.unanimous:
            figures.unanimous_first += 1
            continue
        margin = abs(first.guilty - first.not_guilty)
        figures.split += 1
        followed = first.majority is not None and verdict.type == first.majority
        figures.split_followed += followed
        if margin >= 4:
            figures.clear += 1
            figures.clear_followed += followed
            figures.clear_hung += verdict.type == "hung"
        else:
            figures.close += 1
            figures.close_hung += verdict.type == "hung"
    return figures
