"""Role assignment: preferred agents first, witnesses from the rest. Pure."""

from __future__ import annotations

from courtroom.agents import AGENTS
from courtroom.phases import Cast

MIN_PARTICIPANTS = 4
PREFERRED = {agent.preferred_role: agent.id for agent in AGENTS.values() if agent.preferred_role}
CORE_ROLES = ("judge", "prosecutor", "defense")


class ParticipantsError(ValueError):
    """The participants cannot staff a courtroom (answered 400 INVALID_PARTICIPANTS)."""


def check_participants(participants: list[str]) -> list[str]:
    if not isinstance(participants, list) or not all(isinstance(p, str) for p in participants):
        raise ParticipantsError("participants must be a list of agent ids.")
    unknown = [p for p in participants if p not in AGENTS]
    if unknown:
        raise ParticipantsError(f"Unknown agents: {', '.join(unknown)}. Known: {', '.join(AGENTS)}.")
    if len(set(participants)) != len(participants):
        raise ParticipantsError("Each agent may take part only once.")
    if len(participants) < MIN_PARTICIPANTS:
        raise ParticipantsError(f"A session needs at least {MIN_PARTICIPANTS} participants.")
    return participants


def assign_roles(participants: list[str]) -> Cast:
    """Judge, prosecutor, defense and bailiff go to their preferred agents when present.

    Unfilled core roles take the first remaining participants (in the order given);
    everyone left is a witness. There is always at least one witness: with exactly
    four participants including the bailiff's agent, that agent testifies instead
    and the judge announces the case.
    """
    check_participants(participants)
    roles: dict[str, str] = {}
    for role in (*CORE_ROLES, "bailiff"):
        if PREFERRED.get(role) in participants:
            roles[role] = PREFERRED[role]
    remaining = [p for p in participants if p not in roles.values()]
    for role in CORE_ROLES:
        if role not in roles:
            roles[role] = remaining.pop(0)
    if "bailiff" not in roles and len(remaining) >= 2:
        roles["bailiff"] = remaining.pop(0)
    if not remaining:
        remaining.append(roles.pop("bailiff"))
    return Cast(judge=roles["judge"], prosecutor=roles["prosecutor"], defense=roles["defense"],
                witnesses=tuple(remaining), bailiff=roles.get("bailiff", ""))
