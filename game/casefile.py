"""What a case file (`game/cases/*.json`) must hold, checked before a case is installed or
shipped: the fields and ranges (pydantic models), then what refers to what (a lie is
impeached by evidence the case has, a witness is called by a side, enough jurors to seat a
jury with its alternates or archetypes to draw them from). Pure: no ORM."""

from __future__ import annotations

from typing import Literal

import pydantic

Side = Literal["prosecution", "defense"]
SEATS = 12


class Model(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(extra="allow")


class Judge(Model):
    name: str = pydantic.Field(min_length=1)
    title: str = pydantic.Field(min_length=1)
    strictness: int = pydantic.Field(ge=0, le=100)
    patience: int = pydantic.Field(ge=1, le=100)
    pet_peeves: list[str] = []


class Counsel(Model):
    name: str = pydantic.Field(min_length=1)
    difficulty: int = pydantic.Field(ge=1, le=5)


class Lie(Model):
    claim: str = pydantic.Field(min_length=1)
    impeached_by: str = pydantic.Field(min_length=1)


class Witness(Model):
    key: str = pydantic.Field(min_length=1)
    name: str = pydantic.Field(min_length=1)
    called_by: Side
    role: str = pydantic.Field(min_length=1)
    public_story: str = pydantic.Field(min_length=1)
    secrets: list[str] = pydantic.Field(min_length=1)
    lies: list[Lie] = []
    composure: int = pydantic.Field(default=60, ge=1, le=100)


class Card(Model):
    kind: Literal["emotional", "analytical", "procedural"]
    base_impact: float = pydantic.Field(ge=0, le=30)
    favors: Side
    tags: list[str] = []
    cost_pp: int = pydantic.Field(ge=0, le=20)


class Evidence(Model):
    key: str = pydantic.Field(min_length=1)
    name: str = pydantic.Field(min_length=1)
    description: str = pydantic.Field(min_length=1)
    given: bool
    card: Card


class Juror(Model):
    key: str = pydantic.Field(min_length=1)
    name: str = pydantic.Field(min_length=1)
    age: int = pydantic.Field(ge=18, le=99)
    occupation: str = pydantic.Field(min_length=1)
    background: str = pydantic.Field(min_length=1)
    prosecution_bias: int = pydantic.Field(default=0, ge=-50, le=50)


class CaseFile(Model):
    slug: str = pydantic.Field(pattern=r"^[a-z0-9-]+$")
    title: str = pydantic.Field(min_length=1)
    charge: str = pydantic.Field(min_length=1)
    kind: Literal["criminal", "civil"] = "criminal"
    difficulty: int = pydantic.Field(ge=1, le=5)
    tier: str = pydantic.Field(min_length=1)
    player_side: Side = "defense"
    budget: int = pydantic.Field(ge=0)
    alternates: int = pydantic.Field(default=2, ge=2, le=4)
    synopsis: str = pydantic.Field(min_length=1)
    prosecution_theory: str = pydantic.Field(min_length=1)
    defense_theory: str = pydantic.Field(min_length=1)
    judge: Judge
    opposing_counsel: Counsel
    witnesses: list[Witness] = pydantic.Field(min_length=1)
    evidence: list[Evidence] = pydantic.Field(min_length=1)
    jurors: list[Juror] = []
    pool_archetypes: list[str] = []


def case_problems(data: dict) -> list[str]:
    """Everything wrong with a case file's data, in words; empty when it is sound."""
    try:
        case = CaseFile.model_validate(data)
    except pydantic.ValidationError as exc:
        return [f"{'.'.join(str(p) for p in error['loc'])}: {error['msg']}" for error in exc.errors()]
    problems = []
    evidence = {e.key for e in case.evidence}
    for label, keys in (("witness", [w.key for w in case.witnesses]), ("evidence", [e.key for e in case.evidence]),
                        ("juror", [j.key for j in case.jurors])):
        duplicates = sorted({k for k in keys if keys.count(k) > 1})
        if duplicates:
            problems.append(f"{label} keys used twice: {', '.join(duplicates)}")
    for witness in case.witnesses:
        for lie in witness.lies:
            if lie.impeached_by not in evidence:
                problems.append(f"witness {witness.key}: a lie is impeached by unknown evidence {lie.impeached_by!r}")
    if case.jurors and len(case.jurors) < SEATS + case.alternates:
        problems.append(f"{len(case.jurors)} jurors listed: a jury needs {SEATS} and {case.alternates} alternates")
    if not case.jurors and not case.pool_archetypes:
        problems.append("no jurors listed and no archetypes to draw a pool from")
    if not {w.called_by for w in case.witnesses} >= {case.player_side}:
        problems.append(f"no witness for the player's side ({case.player_side})")
    return problems
