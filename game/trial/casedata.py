"""A case as the game stores it (`game.models.Case` fields) → the dict the trial engine plays.

The stored case data: witnesses `{key, name, called_by, role, public_story, secrets,
lies: [{claim, impeached_by}], composure}` and evidence `{key, name, description,
given, card: {kind, base_impact, favors, tags, cost_pp}}`. Evidence that is not
`given` is what investigations can find; each such item for the player's side
becomes one investigation in pre-trial.
"""

from __future__ import annotations

from game.judge.persona import JudgePersona

INVESTIGATION_BASE_COST = 1000


def judge_persona(case_judge: dict, slug: str) -> JudgePersona:
    return JudgePersona.from_dict({"id": f"judge-{slug}", **(case_judge or {})})


def trial_case(*, slug: str, title: str, charge: str, kind: str, difficulty: int, player_side: str, budget: int,
               prosecution_theory: str, defense_theory: str, opposing_counsel: dict, witnesses: list,
               evidence: list, charge_definitions: list | None = None) -> dict:
    """The engine's case dict from the case's stored fields (pure; the caller reads the row)."""
    player_theory = defense_theory if player_side == "defense" else prosecution_theory
    return {
        "title": title, "side": player_side, "case_type": kind, "charge": charge, "difficulty": difficulty,
        "budget": budget,
        "opposing_counsel": {**(opposing_counsel or {}),
                             "difficulty": int((opposing_counsel or {}).get("difficulty", difficulty))},
        "charge_definitions": charge_definitions or [_definition(charge, kind)],
        "themes": themes(player_theory, player_side, kind),
        "witnesses": [_witness(w) for w in witnesses],
        "evidence": [_evidence(e, player_side) for e in evidence],
        "investigations": [_investigation(e) for e in evidence
                           if not e.get("given", True) and _favors(e) in (player_side, "neutral")],
    }


THEME_MAX_CHARS = 140


def themes(theory: str, side: str, kind: str) -> list[str]:
    """The statement themes offered: the side's theory in one sentence, then two standards.
    A long sentence is shortened at a clause (never mid-clause: a theme is said aloud)."""
    first = (theory or "").split(". ")[0].split(":")[0].strip().rstrip(".")
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


def _investigation(data: dict) -> dict:
    impact = float((data.get("card") or {}).get("base_impact", 4))
    return {"id": data.get("key", data.get("id")), "name": f"Investigate: {data['name']}",
            "cost": int(INVESTIGATION_BASE_COST + 250 * impact), "pp": 3, "evidence": data.get("key", data.get("id")),
            "finding": data.get("description", "")}
