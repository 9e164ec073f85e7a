"""Seeded juror pools from archetypes, for cases that do not list their jurors (and for
extra panel members summoned when a case's pool runs out).

A pool mixes ~4 jurors leaning prosecution, ~4 leaning defense and the rest neutral;
the same seed always gives the same pool.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

FIRST_NAMES = ["Maria", "James", "Aisha", "Robert", "Linh", "David", "Fatima", "Michael", "Grace", "Tomasz", "Priya",
               "Daniel", "Keisha", "Samuel", "Elena", "Marcus", "Hannah", "Omar", "Rosa", "Victor", "Naomi", "Henry",
               "Yuki", "Carlos", "Beatrice", "Ibrahim", "Chloe", "Walter", "Amara", "Peter", "Sofia", "Dwayne", "Irene",
               "Mateo", "Ruth", "Kwame", "Lucy", "Frank", "Mei", "Anthony"]
LAST_NAMES = ["Alvarez", "Brennan", "Chen", "Okafor", "Dubois", "Fischer", "Garcia", "Haddad", "Ivanova", "Jensen",
              "Kowalski", "Larsen", "Moreau", "Nguyen", "O'Neill", "Patel", "Quinn", "Rossi", "Schmidt", "Tanaka",
              "Umarov", "Vasquez", "Walsh", "Yilmaz", "Zimmerman", "Abara", "Bishop", "Castillo", "Delgado", "Ellis",
              "Foster", "Grant", "Hughes", "Ito", "Jackson"]


@dataclass(frozen=True)
class Archetype:
    key: str
    occupations: tuple
    age: tuple
    lean: str  # prosecution | defense | neutral
    analytical_vs_emotional: tuple
    trust_level: tuple
    skepticism: tuple
    leader_follower: tuple
    attention_span: tuple
    prosecution_bias: tuple
    topics: dict  # tag -> (low, high)
    triggers: tuple = ()
    trigger_direction: tuple = ()
    background: str = ""


ARCHETYPES = {a.key: a for a in (
    Archetype("law_and_order", ("retired police sergeant", "security guard", "corrections officer"), (45, 72),
              "prosecution", (30, 55), (55, 80), (20, 45), (10, 40), (45, 75), (18, 40), {"police": (15, 30)},
              ("violence",), ("violence:hostile",),
              "Spent years around law enforcement and believes most people in the dock are there for a reason."),
    Archetype("victim_advocate", ("nurse", "social worker", "crisis counsellor"), (28, 60), "prosecution",
              (60, 85), (50, 75), (25, 50), (30, 65), (50, 80), (10, 28), {"victim": (10, 25)},
              ("children", "violence"), ("children:sympathetic", "violence:hostile"),
              "Works with people on the worst day of their lives and has little patience for excuses."),
    Archetype("small_business", ("shop owner", "restaurant manager", "contractor"), (35, 65), "prosecution",
              (35, 60), (40, 60), (35, 60), (15, 45), (40, 70), (10, 25), {"theft": (10, 25), "corporate": (0, 10)},
              ("theft",), ("theft:hostile",),
              "Has been robbed before and counts every dollar that walks out the door."),
    Archetype("civil_libertarian", ("public defender's paralegal", "journalist", "union organiser"), (25, 60),
              "defense", (40, 65), (20, 45), (60, 85), (15, 45), (55, 85), (-40, -18), {"police": (-30, -12)},
              ("police_misconduct",), ("police_misconduct:hostile",),
              "Has seen the system get it wrong and wants every doubt answered."),
    Archetype("skeptical_engineer", ("software engineer", "civil engineer", "statistician", "accountant"), (26, 62),
              "defense", (5, 30), (25, 50), (65, 90), (20, 60), (60, 90), (-22, -8), {"scientific": (5, 15)},
              (), (), "Trusts numbers over stories and wants the chain of evidence airtight."),
    Archetype("second_chance", ("youth pastor", "teacher", "addiction counsellor"), (30, 68), "defense",
              (60, 88), (55, 80), (30, 55), (35, 70), (45, 75), (-30, -12), {"emotional": (5, 15)},
              ("poverty",), ("poverty:sympathetic",),
              "Believes people deserve another chance and listens for the human story."),
    Archetype("everyday", ("bus driver", "retail clerk", "warehouse worker", "hairdresser", "mail carrier",
                           "dental hygienist", "electrician", "barista", "librarian", "farmer"), (21, 75),
              "neutral", (30, 70), (35, 65), (35, 65), (35, 85), (30, 75), (-8, 8), {}, (), (),
              "Has never served on a jury and mostly wants to do it right."),
    Archetype("retiree", ("retired teacher", "retired machinist", "retired bookkeeper"), (62, 80), "neutral",
              (35, 65), (40, 70), (40, 65), (25, 70), (25, 60), (-10, 10), {}, (), (),
              "Has time, opinions and a long memory for how things used to be done."),
)}

DEFAULT_MIX = ("law_and_order", "victim_advocate", "small_business", "law_and_order",
               "civil_libertarian", "skeptical_engineer", "second_chance", "civil_libertarian")


def _between(rng: random.Random, bounds: tuple) -> int:
    return rng.randint(bounds[0], bounds[1])


def persona_from_archetype(archetype: Archetype, rng: random.Random, *, key: str) -> dict:
    """One persona as a dict of JurorPersona fields (hidden fields included)."""
    directions = dict(d.split(":") for d in archetype.trigger_direction)
    return {
        "key": key,
        "name": f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}",
        "age": _between(rng, archetype.age),
        "occupation": rng.choice(archetype.occupations),
        "background": archetype.background,
        "analytical_vs_emotional": _between(rng, archetype.analytical_vs_emotional),
        "trust_level": _between(rng, archetype.trust_level),
        "skepticism": _between(rng, archetype.skepticism),
        "leader_follower": _between(rng, archetype.leader_follower),
        "attention_span": _between(rng, archetype.attention_span),
        "prosecution_bias": _between(rng, archetype.prosecution_bias),
        "topic_biases": {tag: _between(rng, bounds) for tag, bounds in archetype.topics.items()},
        "triggers": list(archetype.triggers),
        "trigger_direction": {t: directions[t] for t in archetype.triggers if t in directions},
        "cause_grounds": [],
        "portrait_set": rng.choice("abcdef"),
        "archetype": archetype.key,
    }


def generate_pool(rng: random.Random, *, size: int = 16, archetypes: list[str] | tuple = (),
                  key_prefix: str = "gen") -> list[dict]:
    """`size` personas: the given archetype keys (or ~4 prosecution, ~4 defense leaning),
    the rest neutral, in a shuffled order. Names never repeat within a pool."""
    picks = list(archetypes or DEFAULT_MIX)[:size]
    while len(picks) < size:
        picks.append("retiree" if rng.random() < 0.2 else "everyday")
    rng.shuffle(picks)
    pool, names = [], set()
    for index, archetype_key in enumerate(picks):
        persona = persona_from_archetype(ARCHETYPES[archetype_key], rng, key=f"{key_prefix}-{index + 1}")
        while persona["name"] in names:
            persona["name"] = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
        names.add(persona["name"])
        pool.append(persona)
    return pool


def summon_one(rng: random.Random, *, key: str) -> dict:
    """One more panel member (a neutral archetype) when a pool runs out."""
    return persona_from_archetype(ARCHETYPES["everyday"], rng, key=key)
