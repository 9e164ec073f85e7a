"""What a case file (`game/cases/*.json`) must hold, checked before a case is installed or
shipped: the fields and ranges (pydantic models), then what refers to what and what the
game can reach:

- a lie is impeached by evidence the case has, and that evidence can be played against the
  witness: it favours the side the witness is adverse to (the other side, or for a hostile
  witness the side that calls them), else the lie — the witness's breaking point on it —
  is out of reach;
- the judge's pet peeves are ones some card or action of the game can hit;
- every text is whole (ends a sentence: a file cut mid-text is caught), and each side's
  opening theme (its theory's first sentence, `trial.casedata.themes`) is said whole or cut
  at a clause, never mid-clause;
- a civil case never speaks of guilt, the prosecution or reasonable doubt;
- each side has a witness and given evidence (either side may be played), enough jurors to
  seat a jury with its alternates or archetypes to draw them from.

Pure: no ORM."""

from __future__ import annotations

import re
from typing import Literal

import pydantic

from game.assess.text import first_sentence
from game.judge.persona import GAVEL_STYLES, PET_PEEVES
from game.phases import other_side
from game.trial import cards as C
from game.trial.casedata import THEME_MAX_CHARS, themes

Side = Literal["prosecution", "defense"]
SEATS = 12


class Model(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(extra="allow")


class Judge(Model):
    name: str = pydantic.Field(min_length=1)
    title: str = pydantic.Field(min_length=1)
    background: str = ""
    reputation: str = ""  # what research reveals first (the judge's "research notes")
    strictness: int = pydantic.Field(ge=0, le=100)
    patience: int = pydantic.Field(ge=1, le=100)
    pet_peeves: list[str] = []
    gavel_style: Literal[GAVEL_STYLES] = "measured"


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
    hostile: bool = False  # adverse to the side that calls them, who may impeach them
    # How much their testimony matters (`trial.witness.answer_effect`: an answer's impact x weight / 4):
    # 4 for a witness of fact; less for one whose testimony the case itself makes weak.
    weight: float = pydantic.Field(default=4, gt=0, le=8)


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
    # Optional: counsel for `player_side`, whom the opponent AI plays when the player takes the
    # other side (empty: one is derived for the side, with opposing counsel's difficulty).
    mirror_counsel: Counsel | None = None
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
    for side in ("prosecution", "defense"):
        if side not in {w.called_by for w in case.witnesses}:
            problems.append(f"no witness for the {side}")
        if not any(e.given and e.card.favors == side for e in case.evidence):
            problems.append(f"no given evidence for the {side}")
    return problems + reach_problems(case) + text_problems(case)


# Every pet peeve some card or action can hit: the cards' behaviours, and repeated objections
# (`judge.patience`). A peeve outside this set never fires: the judge would have none.
REACHABLE_PEEVES = frozenset(b for card in C.STANDING_OBJECTIONS + C.TACTICS for b in card.behaviours) | {
    "repetitive_objections"}


def reach_problems(case: CaseFile) -> list[str]:
    """What the game can never reach: a lie no side can expose, a peeve no action hits."""
    problems = []
    favours = {e.key: e.card.favors for e in case.evidence}
    for witness in case.witnesses:
        adverse = witness.called_by if witness.hostile else other_side(witness.called_by)
        for lie in witness.lies:
            side = favours.get(lie.impeached_by)
            if side is not None and side != adverse:
                problems.append(
                    f"witness {witness.key}: the lie {lie.claim!r} can never be exposed (its breaking point is out "
                    f"of reach): {lie.impeached_by!r} favours the {side}, and only the {adverse} may impeach "
                    f"{witness.name}" + ("" if witness.hostile else " (unless the witness is marked hostile)"))
    for peeve in case.judge.pet_peeves:
        if peeve not in PET_PEEVES:
            problems.append(f"judge: unknown pet peeve {peeve!r} (known: {', '.join(PET_PEEVES)})")
        elif peeve not in REACHABLE_PEEVES:
            problems.append(f"judge: no card or action of the game shows {peeve!r}: the peeve can never be hit")
    return problems


SENTENCE_END = (".", "!", "?", "\"", "\u201d", "'", ")", "\u2026")
CRIMINAL_WORDS = re.compile(r"\b(guilt|guilty|prosecution|prosecutor|convict\w*|reasonable doubt)\b", re.IGNORECASE)


def case_texts(case: CaseFile) -> list[tuple[str, str]]:
    """(where, text) for every text read as prose: each must end a sentence."""
    texts = [("synopsis", case.synopsis), ("truth", getattr(case, "truth", "") or ""),
             ("prosecution_theory", case.prosecution_theory), ("defense_theory", case.defense_theory),
             ("judge.background", case.judge.background), ("judge.reputation", case.judge.reputation),
             ("opposing_counsel.bio", getattr(case.opposing_counsel, "bio", "") or "")]
    for w in case.witnesses:
        texts += [(f"witness {w.key}: public_story", w.public_story)]
        texts += [(f"witness {w.key}: secret", secret) for secret in w.secrets]
        texts += [(f"witness {w.key}: lie", lie.claim) for lie in w.lies]
    texts += [(f"evidence {e.key}: description", e.description) for e in case.evidence]
    texts += [(f"juror {j.key}: background", j.background) for j in case.jurors]
    texts += [(f"juror {j.key}: cause ground", str(g.get("fact", ""))) for j in case.jurors
              for g in (getattr(j, "cause_grounds", None) or [])]
    return [(where, text) for where, text in texts if text]


def text_problems(case: CaseFile) -> list[str]:
    """Texts cut short, themes that would be cut mid-clause, a civil case in criminal words."""
    problems = [f"{where}: ends mid-sentence: \u2026{text.strip()[-40:]!r}" for where, text in case_texts(case)
                if not text.rstrip().endswith(SENTENCE_END)]
    for side, theory in (("prosecution", case.prosecution_theory), ("defense", case.defense_theory)):
        first = first_sentence(theory).split(":")[0].strip().rstrip(".")
        theme = themes(theory, side, case.kind)[0]
        if theme != first and not first[len(theme):].startswith(("; ", ", ", " \u2014 ")):
            problems.append(f"{side}_theory: its opening theme would be cut mid-clause ({theme!r}\u2026): make its "
                            f"first sentence at most {THEME_MAX_CHARS} characters or give it a clause break")
    if case.kind == "civil":
        for where, text in [("title", case.title), ("charge", case.charge), *case_texts(case)]:
            if where != "truth" and (found := CRIMINAL_WORDS.search(text)):
                problems.append(f"{where}: a civil case speaks of the plaintiff and liability, not {found.group(0)!r}")
    return problems
