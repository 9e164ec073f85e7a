"""Judge research in pre-trial: each level reveals exactly the spec table's fields.

| level | price | reveals |
| basic (1) | $1,500 | name, reputation, general strictness |
| detailed (2) | $3,000 | + ruling tendencies, pet peeves |
| thorough (3) | $5,000 | + prosecution lean, hearsay and relevance thresholds |

Prices are for the level bought outright; upgrading pays the difference, so reaching
a level always costs its listed price in total.
"""

from __future__ import annotations

from game.judge.persona import JudgePersona
from game.judge.rulings import OBJECTIONS

RESEARCH_PRICES = {1: 1500, 2: 3000, 3: 5000}
RESEARCH_NAMES = {0: "none", 1: "basic", 2: "detailed", 3: "thorough"}


class ResearchError(ValueError):
    pass


def research_price(current_level: int, target_level: int) -> int:
    if target_level not in RESEARCH_PRICES:
        raise ResearchError("Research level must be 1 (basic), 2 (detailed) or 3 (thorough).")
    if target_level <= current_level:
        raise ResearchError("You already have that research on the judge.")
    return RESEARCH_PRICES[target_level] - RESEARCH_PRICES.get(current_level, 0)


def strictness_word(value: int) -> str:
    if value >= 67:
        return "strict"
    if value <= 33:
        return "lenient"
    return "moderate"


def ruling_tendencies(persona: JudgePersona) -> list[str]:
    """Plain-language tendencies per objection ground (no raw numbers: that is level 3)."""
    lines = []
    for objection, (label, rule) in OBJECTIONS.items():
        value = persona.strictness_for(objection)
        if value >= 67:
            lines.append(f"Sustains {label.lower()} objections readily ({rule}).")
        elif value <= 33:
            lines.append(f"Rarely sustains {label.lower()} objections ({rule}).")
    return lines or ["Rules on objections case by case, without a marked tendency."]


def revealed_judge_info(persona: JudgePersona, level: int) -> dict:
    """Only the fields the research level pays for. Level 0 shows the name on the docket."""
    info: dict = {"level": level, "levelName": RESEARCH_NAMES.get(level, "none"), "name": persona.display_name}
    if level >= 1:
        info["reputation"] = (persona.reputation
                              or f"Known in the courthouse as a {strictness_word(persona.strictness)} judge.")
        info["strictness"] = strictness_word(persona.strictness)
    if level >= 2:
        info["rulingTendencies"] = ruling_tendencies(persona)
        info["petPeeves"] = [p.replace("_", " ") for p in persona.pet_peeves]
    if level >= 3:
        info["prosecutionLean"] = persona.prosecution_lean
        info["hearsayStrictness"] = persona.hearsay_strictness
        info["relevanceThreshold"] = persona.relevance_threshold
    return info
