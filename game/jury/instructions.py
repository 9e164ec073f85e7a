"""What the judge's instructions do to the jurors' minds before they retire.

The judge (`game.judge.instructions`) writes the instructions; the jury hears them here:

- The burden of proof. Beyond a reasonable doubt, an unsure juror who leans toward guilt
  is told that a doubt must acquit: every juror moves toward not guilty by
  `REASONABLE_DOUBT * (1 - confidence / 100)`, so the sure stay put and the unsure move.
  The civil standard (a preponderance of the evidence) moves no one; it also takes away
  the leniency the doubt standard gives the not-guilty side in deliberation.
- Disregard orders. A juror told during the trial to disregard an answer undid part of it
  then (`opinion.disregard`); reminded in the instructions, they undo `DISREGARD_REMINDER`
  of what is left of every shift they were told to disregard.
- "Statements and arguments of counsel are not evidence": `COUNSEL_DISCOUNT` of what
  the opening statements and closing arguments moved is undone.

Pure: the instructions come as the judge's dict (`JuryInstructions.as_dict()`).
"""

from __future__ import annotations

from dataclasses import replace

from game.jury.opinion import clamp
from game.jury.types import PREPONDERANCE_STANDARD, REASONABLE_DOUBT_STANDARD, JurorMind
REASONABLE_DOUBT = 10.0  # opinion points toward not guilty for a juror with no confidence at all
DISREGARD_REMINDER = 0.5
COUNSEL_DISCOUNT = 0.3
COUNSEL_PHASES = ("opening", "closing")


def standard_of(instructions: dict | None) -> str:
    """The burden of proof the judge gave (`burden`, named by the case's kind); read from the
    standard's wording for instructions stored before it was named; a criminal trial's when
    none was written down."""
    if (instructions or {}).get("burden") in (REASONABLE_DOUBT_STANDARD, PREPONDERANCE_STANDARD):
        return instructions["burden"]
    text = str((instructions or {}).get("standard_of_proof") or (instructions or {}).get("standardOfProof") or "")
    return PREPONDERANCE_STANDARD if "preponderance" in text.lower() else REASONABLE_DOUBT_STANDARD


def _evidence_lines(instructions: dict) -> list[str]:
    lines = instructions.get("evidence_instructions") or instructions.get("evidenceInstructions") or []
    return [str(line) for line in lines] if isinstance(lines, list) else [str(lines)]


def instructed_mind(mind: JurorMind, instructions: dict | None) -> JurorMind:
    """One juror after hearing the instructions."""
    instructions = instructions or {}
    lines = " ".join(_evidence_lines(instructions)).lower()
    opinion = mind.opinion
    if "disregard" in lines:
        opinion -= DISREGARD_REMINDER * sum(m.get("impact", 0) * (1 - float(m["disregarded"]))
                                            for m in mind.memories if m.get("disregarded"))
    if "not evidence" in lines:
        opinion -= COUNSEL_DISCOUNT * sum(m.get("impact", 0) for m in mind.memories
                                          if m.get("phase") in COUNSEL_PHASES)
    standard = standard_of(instructions)
    if standard == REASONABLE_DOUBT_STANDARD:
        opinion += REASONABLE_DOUBT * (1 - mind.confidence / 100)
    return replace(mind, opinion=clamp(opinion, -100.0, 100.0), standard=standard)


def apply_instructions(minds: dict[str, JurorMind], instructions: dict | None) -> dict[str, JurorMind]:
    """Every juror after hearing the instructions (the deliberation's starting minds)."""
    return {key: instructed_mind(mind, instructions) for key, mind in minds.items()}
