"""A case as the game stores it (`game.models.Case` fields) → the dict the trial engine plays.

The stored case data: witnesses `{key, name, called_by, role, public_story, secrets,
lies: [{claim, impeached_by}], composure, weight}` (weight: how much their testimony
matters, 4 unless the case says otherwise) and evidence `{key, name, description,
given, card: {kind, base_impact, favors, tags, cost_pp}}`. Evidence that is not
`given` is what investigations can find; each such item for the player's side
becomes one investigation in pre-trial.
"""

from __future__ import annotations

import zlib

from game import phases as P
from game.assess.text import first_sentence
from game.case_kinds import case_kind
from game.judge.persona import JudgePersona

INVESTIGATION_BASE_COST = 1000


def judge_persona(case_judge: dict, slug: str) -> JudgePersona:
    return JudgePersona.from_dict({"id": f"judge-{slug}", **(case_judge or {})})


def trial_case(*, slug: str, title: str, charge: str, kind: str, difficulty: int, player_side: str, budget: int,
               prosecution_theory: str, defense_theory: str, opposing_counsel: dict, witnesses: list,
               evidence: list, charge_definitions: list | None = None, case_side: str | None = None,
               mirror_counsel: dict | None = None) -> dict:
    """The engine's case dict from the case's stored fields (pure; the caller reads the row).

    `player_side` is the side the player took; `case_side` the case's own default (its
    `opposing_counsel` opposes that side). Everything else is mirrored from the same data:
    the player's theory and themes, the evidence each side holds, the investigations."""
    player_theory = defense_theory if player_side == "defense" else prosecution_theory
    counsel = opponent_counsel(slug=slug, kind=kind, difficulty=difficulty, player_side=player_side,
                               case_side=case_side or player_side, opposing_counsel=opposing_counsel,
                               mirror_counsel=mirror_counsel)
    return {
        "title": title, "side": player_side, "case_type": kind, "charge": charge, "difficulty": difficulty,
        "budget": budget,
        "opposing_counsel": counsel,
        "charge_definitions": charge_definitions or [_definition(charge, kind)],
        "themes": themes(player_theory, player_side, kind),
        "witnesses": [_witness(w) for w in witnesses],
        "evidence": [_evidence(e, player_side) for e in evidence],
        "investigations": [_investigation(e) for e in evidence
                           if not e.get("given", True) and _favors(e) in (player_side, "neutral")],
    }


# Counsel for a side the case file names no lawyer for (the player took the case's other
# side and the file has no `mirror_counsel`): picked by the case's slug, so stable.
DERIVED_COUNSEL = {
    "defense": [("Maya Okafor", "Public defender; patient, thorough, never lets a gap in a case go unmentioned."),
                ("Daniel Whitcombe", "Defense attorney in private practice; calm, precise, hard to rattle."),
                ("Ruth Adeyemi", "Veteran public defender; warm with juries, sharp on cross.")],
    "prosecution": [("Graham Holt", "Assistant district attorney; methodical, builds the case brick by brick."),
                    ("Priya Natarajan", "Deputy district attorney; direct, well prepared, keeps it simple."),
                    ("Colin Avery", "Senior trial prosecutor; measured, lets the evidence talk.")],
    "plaintiff": [("Helen Voss", "Trial lawyer for injured people; plain-spoken, relentless on documents."),
                  ("Marcus Bell", "Plaintiff's counsel; methodical, turns paperwork into a story.")],
    "civil_defense": [("Victor Lindqvist", "Defense counsel from a large firm; polished, attacks every assumption."),
                      ("Naomi Fuller", "Insurance defense counsel; careful, keeps the jury on the rules.")],
}


def opponent_counsel(*, slug: str, kind: str, difficulty: int, player_side: str, case_side: str,
                     opposing_counsel: dict | None, mirror_counsel: dict | None = None) -> dict:
    """The lawyer the opponent AI plays: the case's `opposing_counsel` when the player takes
    the case's own side; else the case's `mirror_counsel`, or one derived for that side
    (same difficulty as the case's opposing counsel, a name picked by the slug)."""
    opposing = dict(opposing_counsel or {})
    level = int(opposing.get("difficulty", difficulty))
    if player_side == case_side:
        return {**opposing, "difficulty": level}
    if mirror_counsel:
        return {**mirror_counsel, "difficulty": int(mirror_counsel.get("difficulty", level))}
    side = P.other_side(player_side)
    pool = "civil_defense" if kind == "civil" and side == "defense" else case_kind(kind).side_name(side)
    name, bio = DERIVED_COUNSEL[pool][zlib.crc32(slug.encode()) % len(DERIVED_COUNSEL[pool])]
    return {"name": name, "style": "steady", "difficulty": level, "bio": bio}


THEME_MAX_CHARS = 140


def themes(theory: str, side: str, kind: str) -> list[str]:
    """The statement themes offered: the side's theory in one sentence, then two standards.
    A long sentence is shortened at a clause (never mid-clause: a theme is said aloud)."""
    first = first_sentence(theory or "").split(":")[0].strip().rstrip(".")
    standard = ("Reasonable doubt" if kind == "criminal" and side == "defense"
                else "The scales have not tipped" if kind == "civil" and side == "defense"
                else "The evidence speaks for itself")
    if len(first) > THEME_MAX_CHARS:
        cut = max(first.rfind(mark, 0, THEME_MAX_CHARS) for mark in ("; ", ", ", " — "))
        first = first[:cut] if cut > 0 else first[:THEME_MAX_CHARS].rsplit(" ", 1)[0]
    options = [first] if first else []
    return options + [standard, "Trust what you saw, not what you were told"]


def _definition(charge: str, kind: str) -> str:
    if kind == "civil":
        return f"{charge}: the plaintiff must show each element of the claim is more likely true than not."
    return f"{charge}: the prosecution must prove the act itself and the intent behind it."


def _favors(item: dict) -> str:
    return (item.get("card") or {}).get("favors", item.get("favors", "neutral"))


def _witness(data: dict) -> dict:
    lies = []
    for index, lie in enumerate(data.get("lies", [])):
        impeached_by = lie.get("impeached_by", [])
        lies.append({"id": lie.get("id", f"lie{index + 1}"), "claim": _clause(lie["claim"]),
                     "truth": lie.get("truth", ""),
                     "impeached_by": [impeached_by] if isinstance(impeached_by, str) else list(impeached_by)})
    return {"id": data.get("key", data.get("id")), "name": data["name"],
            "side": data.get("called_by", data.get("side", "prosecution")), "role": data.get("role", ""),
            "public_story": data.get("public_story", ""), "secrets": list(data.get("secrets", [])), "lies": lies,
            "questions": list(data.get("questions", [])), "composure": data.get("composure", 70),
            "hostile": bool(data.get("hostile", False)),
            "weight": data.get("weight", 4)}


def _clause(sentence: str) -> str:
    """"The jacket was hidden." → "the jacket was hidden", to follow "You said ..."."""
    text = sentence.strip().rstrip(".")
    first = text.split(" ", 1)[0]
    if first in ("The", "A", "An", "He", "She", "They", "It", "His", "Her", "My", "There", "We"):
        text = first.lower() + text[len(first):]
    return text


def _evidence(data: dict, player_side: str) -> dict:
    card = data.get("card") or {}
    return {"id": data.get("key", data.get("id")), "name": data["name"], "description": data.get("description", ""),
            "impact": card.get("base_impact", data.get("impact", 4)), "cost_pp": card.get("cost_pp", 4),
            "tags": list(card.get("tags", data.get("tags", []))), "kind": card.get("kind", "analytical"),
            "side": card.get("favors", "neutral") if card.get("favors") in ("prosecution", "defense") else player_side,
            "found_by_investigation": not data.get("given", True)}


def exhibits(evidence: list) -> tuple[dict, ...]:
    """The case's evidence as the assessor reads it: `{id, name, description, side}`, the side
    it favours as the case file says (neutral stays neutral)."""
    return tuple({"id": e.get("key", e.get("id")), "name": e["name"], "description": e.get("description", ""),
                  "side": _favors(e)} for e in evidence)


def meta_fields(*, title: str, player_side: str, prosecution_theory: str, defense_theory: str, truth: str,
                evidence: list, synopsis: str = "") -> dict:
    """The engine's `CaseMeta` fields for the player on `player_side` (pure; the caller builds it)."""
    theories = {"defense": defense_theory, "prosecution": prosecution_theory}
    return {"title": title, "theory_player": theories[player_side],
            "theory_opponent": theories[P.other_side(player_side)], "truth": truth or "",
            "exhibits": exhibits(evidence), "synopsis": synopsis or ""}


def _investigation(data: dict) -> dict:
    impact = float((data.get("card") or {}).get("base_impact", 4))
    return {"id": data.get("key", data.get("id")), "name": f"Investigate: {data['name']}",
            "cost": int(INVESTIGATION_BASE_COST + 250 * impact), "pp": 3, "evidence": data.get("key", data.get("id")),
            "finding": data.get("description", "")}
