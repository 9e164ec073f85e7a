"""The phases of a case, in order: the one list the game row, the trial engine and the
pages all use. Phases only move forward. Pure: no Django.

Pre-trial (research, investigations) → voir dire (jury selection) → the trial (opening
statements, each side's case, closing arguments) → jury instructions → deliberation →
verdict. The stored value of voir dire is "jury_selection" (saved games keep it).
"""

from __future__ import annotations

PRE_TRIAL = "pre_trial"
VOIR_DIRE = "jury_selection"
OPENING = "opening"
PROSECUTION_CASE = "prosecution_case"
DEFENSE_CASE = "defense_case"
CLOSING = "closing"
JURY_INSTRUCTIONS = "jury_instructions"
DELIBERATION = "deliberation"
VERDICT = "verdict"

ORDER = (PRE_TRIAL, VOIR_DIRE, OPENING, PROSECUTION_CASE, DEFENSE_CASE, CLOSING, JURY_INSTRUCTIONS, DELIBERATION,
         VERDICT)
LABELS = {
    PRE_TRIAL: "Pre-trial", VOIR_DIRE: "Jury selection", OPENING: "Opening statements",
    PROSECUTION_CASE: "Prosecution's case", DEFENSE_CASE: "Defense's case", CLOSING: "Closing arguments",
    JURY_INSTRUCTIONS: "Jury instructions", DELIBERATION: "Deliberation", VERDICT: "Verdict",
}
# The trial proper: where cards are played and the jury hears evidence.
TRIAL_PHASES = (OPENING, PROSECUTION_CASE, DEFENSE_CASE, CLOSING)
EXAMINATION_PHASES = (PROSECUTION_CASE, DEFENSE_CASE)
# From the jury being sworn until it retires: the jury listens, jury events may happen,
# and the trial engine owns the game's phase.
JURY_IN_COURT = TRIAL_PHASES + (JURY_INSTRUCTIONS,)
# The phases played on the courtroom page.
COURTROOM_PHASES = (PRE_TRIAL,) + JURY_IN_COURT


class PhaseError(ValueError):
    pass


def next_phase(phase: str) -> str:
    index = ORDER.index(phase)
    if index == len(ORDER) - 1:
        raise PhaseError("The case is over.")
    return ORDER[index + 1]


SIDES = ("defense", "prosecution")


def other_side(side: str) -> str:
    return "defense" if side == "prosecution" else "prosecution"
