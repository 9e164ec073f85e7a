"""The phases of a case, in order (the names of `game.models.Game.Phase`). Phases only move forward."""

from __future__ import annotations

PRETRIAL = "pre_trial"
VOIR_DIRE = "jury_selection"
OPENING = "opening"
PROSECUTION_CASE = "prosecution_case"
DEFENSE_CASE = "defense_case"
CLOSING = "closing"
INSTRUCTIONS = "jury_instructions"
DELIBERATION = "deliberation"
VERDICT = "verdict"

ORDER = (PRETRIAL, VOIR_DIRE, OPENING, PROSECUTION_CASE, DEFENSE_CASE, CLOSING, INSTRUCTIONS, DELIBERATION, VERDICT)
TRIAL_PHASES = (OPENING, PROSECUTION_CASE, DEFENSE_CASE, CLOSING)
EXAMINATION_PHASES = (PROSECUTION_CASE, DEFENSE_CASE)
LABELS = {
    PRETRIAL: "Pre-trial", VOIR_DIRE: "Jury selection", OPENING: "Opening statements",
    PROSECUTION_CASE: "Prosecution's case", DEFENSE_CASE: "Defense's case", CLOSING: "Closing arguments",
    INSTRUCTIONS: "Jury instructions", DELIBERATION: "Deliberation", VERDICT: "Verdict",
}


class PhaseError(ValueError):
    pass


def next_phase(phase: str) -> str:
    index = ORDER.index(phase)
    if index == len(ORDER) - 1:
        raise PhaseError("The case is over.")
    return ORDER[index + 1]


def check_forward(current: str, target: str) -> None:
    if ORDER.index(target) <= ORDER.index(current):
        raise PhaseError(f"The case cannot go back from {LABELS[current]} to {LABELS[target]}.")


def case_phase_for_side(side: str) -> str:
    """The phase in which a side calls its own witnesses."""
    return PROSECUTION_CASE if side == "prosecution" else DEFENSE_CASE


def other_side(side: str) -> str:
    return "defense" if side == "prosecution" else "prosecution"
