"""Jury instructions before deliberation, and their text for every juror's prompt."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from game.case_kinds import case_kind
from game.judge.persona import JudgePersona


@dataclass
class JuryInstructions:
    standard_of_proof: str
    evidence_instructions: list[str] = field(default_factory=list)
    witness_credibility: str = ""
    legal_definitions: list[str] = field(default_factory=list)
    special_instructions: list[str] = field(default_factory=list)
    burden: str = ""  # the standard's name for the jury rules: "reasonable_doubt" | "preponderance"

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> JuryInstructions:
        return cls(**data)

    def as_prompt_text(self) -> str:
        """The block fed to each juror's deliberation prompt."""
        lines = ["The judge's instructions to the jury:", f"- Standard of proof: {self.standard_of_proof}"]
        lines += [f"- Evidence: {line}" for line in self.evidence_instructions]
        if self.witness_credibility:
            lines.append(f"- Witnesses: {self.witness_credibility}")
        lines += [f"- The law: {line}" for line in self.legal_definitions]
        lines += [f"- Also: {line}" for line in self.special_instructions]
        return "\n".join(lines)


STANDARDS = {
    "criminal": ("Beyond a reasonable doubt: the prosecution must prove every element of the charge so that no "
                 "reasonable doubt remains. If one does, you must find the defendant not guilty."),
    "civil": ("Preponderance of the evidence: find for the plaintiff only if their claim is more likely true "
              "than not true. If the evidence is evenly balanced, you must find the defendant not liable."),
}


@dataclass(frozen=True)
class TrialRecordForInstructions:
    """What the judge needs from the trial (built by the engine from its state)."""

    case_type: str
    charge: str
    charge_definitions: tuple[str, ...] = ()
    admitted_evidence: tuple[str, ...] = ()
    disregarded: tuple[str, ...] = ()          # jury instructions given after sustained objections
    impeached_witnesses: tuple[str, ...] = ()
    broken_witnesses: tuple[str, ...] = ()
    jurors_replaced: int = 0
    tampering_detected: bool = False
    sanctions: int = 0


def build_jury_instructions(persona: JudgePersona, record: TrialRecordForInstructions) -> JuryInstructions:
    kind = case_kind(record.case_type)
    standard = STANDARDS[kind.kind]
    evidence = []
    if record.admitted_evidence:
        evidence.append("You may consider the admitted exhibits: " + "; ".join(record.admitted_evidence[:8]) + ".")
    else:
        evidence.append("Consider only the testimony you heard from the witness stand.")
    for item in record.disregarded[:5]:
        evidence.append(f"Disregard what you were told to disregard: {item}")
    evidence.append("Statements and arguments of counsel are not evidence.")
    credibility = ("Judge each witness's credibility: their demeanor, consistency, motive, and whether other "
                   "evidence contradicted them.")
    if record.impeached_witnesses:
        credibility += " You heard evidence that contradicted " + ", ".join(record.impeached_witnesses) + \
            "; you may weigh that in deciding how much of their testimony to believe."
    definitions = list(record.charge_definitions) or [f"The charge is {record.charge}. Each element must be proven."]
    special = []
    if record.broken_witnesses:
        special.append("Consider the circumstances in which " + ", ".join(record.broken_witnesses) +
                       " changed their testimony on the stand.")
    if record.jurors_replaced:
        special.append("Alternate jurors have joined you; deliberate afresh with every seated juror.")
    if record.tampering_detected:
        special.append("Any outside contact about this case must be reported to the court and must not influence you.")
    if record.sanctions:
        special.append("My rulings on counsel's conduct are not evidence and must not sway your verdict.")
    if persona.strictness >= 67:
        special.append("Follow these instructions to the letter; do not speculate beyond the evidence.")
    return JuryInstructions(standard, evidence, credibility, definitions, special, burden=kind.standard_key)
