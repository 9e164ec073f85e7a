"""What the player may see: of a juror in the box (by Jury Reading 1-5) and of a
candidate in voir dire (by Jury Reading and whether a jury consultant was hired).

Everything the browser receives about a juror goes through these functions; a field
not named here never leaves the server.
"""

from __future__ import annotations

import random

from game.jury.expression import is_strong_reaction
from game.jury.types import JurorMind, Persona

SEATS = 12
SEATS_BY_LEVEL = {1: 3, 2: 6}
BIAS_DIRECTION_THRESHOLD = 12


def get_visible_seats(level: int, seed: int) -> list[int]:
    """Seats (0-11) whose faces the player can read. Level 1: three, level 2: six, then all.

    The choice is fixed per game (derived from its seed, not drawn from its generator)
    so that the same seats stay readable all trial long.
    """
    count = SEATS_BY_LEVEL.get(level, SEATS)
    if count >= SEATS:
        return list(range(SEATS))
    return sorted(random.Random(f"visible-seats:{seed}").sample(range(SEATS), count))


def short_names(names: list[str]) -> dict[str, str]:
    """The name a small seat shows for each of `names` (everyone who sat in the box or waits to:
    the seated, the alternates, the dismissed): the first name, with the last name's initial
    when another of them has that first name, in full if that is shared too. A first name alone
    once showed "Naomi" in a seat both before and after Alternate Naomi Fischer replaced Naomi
    Jensen there, so the box seemed to keep the dismissed juror."""
    def first(name: str) -> str:
        return name.split()[0] if name.split() else name

    def initial(name: str) -> str:
        parts = name.split()
        return f"{parts[0]} {parts[-1][0]}." if len(parts) > 1 else name

    out = {}
    for name in names:
        short = first(name)
        if any(first(other) == short for other in names if other != name):
            short = initial(name)
            if any(initial(other) == short for other in names if other != name):
                short = name
        out[name] = short
    return out


def trend_direction(juror: JurorMind) -> str:
    """Since the previous recorded opinion: up (toward not guilty), down, or flat."""
    if len(juror.opinion_history) < 2:
        return "flat"
    previous = juror.opinion_history[-2]["opinion"]
    if juror.opinion > previous:
        return "up"
    if juror.opinion < previous:
        return "down"
    return "flat"


def get_visible_juror_info(juror: JurorMind, level: int, seat_index: int, visible_seats: list[int]) -> dict:
    """The spec's getVisibleJurorInfo: expression, and trend/number only when the level allows.

    Keys absent from the answer were not earned (no trend key below level 4, no opinion
    below level 5), so a page cannot show them by mistake.
    """
    if seat_index not in visible_seats:
        return {"expression": "neutral", "readable": False, "show_trend": False, "show_number": False}
    expression = juror.expression
    if level == 1 and not is_strong_reaction(expression):
        expression = "neutral"
    info = {"expression": expression, "readable": True, "show_trend": level >= 4, "show_number": level >= 5}
    if level >= 4:
        info["trend"] = trend_direction(juror)
    if level >= 5:
        info["approximate_opinion"] = int(round(juror.opinion / 10.0)) * 10
    return info


# (trait, at or above, what shows; at or below, what shows): the first matching end of
# each row is noted. The second row reads two traits, so it is written out below.
DEMEANOR_SIGNS = (
    ("attention_span", 65, "follows every question closely", 35, "glances at the clock"),
    ("leader_follower", 70, "waits for others to answer", 30, "speaks up first and firmly"),
    ("analytical_vs_emotional", 65, "visibly moved by personal stories", 35, "asks for specifics"),
)


def _sign(persona: Persona, trait: str, high: int, high_note: str, low: int, low_note: str) -> str | None:
    value = getattr(persona, trait)
    return high_note if value >= high else low_note if value <= low else None


def demeanor(persona: Persona) -> str:
    """General demeanour indicators (Jury Reading 3): what a watchful lawyer notices."""
    attention, leading, feeling = (_sign(persona, *row) for row in DEMEANOR_SIGNS)
    stance = ("arms folded, unconvinced" if persona.skepticism >= 65
              else "nods along readily" if persona.trust_level >= 65 else None)
    return "; ".join(n for n in (attention, stance, leading, feeling) if n) or "calm and hard to read"


def bias_direction(persona: Persona, accuser: str = "prosecution") -> str:
    """Approximate bias direction (Jury Reading 4+): a word, never the number (`accuser`:
    the name of the side that brings the case, "plaintiff" in a civil case)."""
    if persona.prosecution_bias >= BIAS_DIRECTION_THRESHOLD:
        return f"leans {accuser}"
    if persona.prosecution_bias <= -BIAS_DIRECTION_THRESHOLD:
        return "leans defense"
    return "no clear lean"


def personality(persona: Persona) -> dict:
    return {
        "analytical_vs_emotional": persona.analytical_vs_emotional,
        "trust_level": persona.trust_level,
        "skepticism": persona.skepticism,
        "leader_follower": persona.leader_follower,
        "attention_span": persona.attention_span,
    }


def visible_candidate(persona: Persona, *, background: str, level: int, consultant: bool,
                      accuser: str = "prosecution") -> dict:
    """A voir dire candidate as the player may see them (the spec's table)."""
    info = {"name": persona.name, "age": persona.age, "occupation": persona.occupation}
    if level >= 2:
        info["background"] = background
    if level >= 3:
        info["demeanor"] = demeanor(persona)
    if consultant:
        info["personality"] = personality(persona)
    if level >= 4:
        info["bias_direction"] = bias_direction(persona, accuser)
    return info
