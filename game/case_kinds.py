"""What a case's kind (criminal or civil) changes. Pure: no Django.

The rules count the two sides of the jury room the same way in both kinds: a juror whose
opinion is at or below zero votes against the defendant (`jury.types.GUILTY`), above it for
them (`NOT_GUILTY`), and the engine calls the side that brings the case "prosecution". So the
jury, the trial engine and the deliberation rules have one copy each. What the kind changes
is what a person reads and what is stored as the outcome:

- criminal: brought by the prosecution, proven beyond a reasonable doubt, guilty / not guilty;
- civil: brought by the plaintiff, proven by a preponderance of the evidence (more likely
  than not), liable / not liable.

`case_kind(kind)` gives the words; every page, summary, ballot, statement and prompt that
names a side or a verdict asks it rather than spelling "guilty" or "prosecution" itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game import phases as P
from game.jury.types import GUILTY, NOT_GUILTY

CRIMINAL, CIVIL = "criminal", "civil"
HUNG, MISTRIAL, CONTEMPT = "hung", "mistrial", "contempt"
OTHER_OUTCOMES = {HUNG: "Hung jury", MISTRIAL: "Mistrial", CONTEMPT: "Held in contempt"}


@dataclass(frozen=True)
class CaseKind:
    kind: str
    accuser: str             # the side that brings the case, as read ("prosecution" | "plaintiff")
    against: str             # the stored outcome when the jury finds against the defendant
    cleared: str             # ... and when it finds for them
    against_word: str        # as a juror says it: "guilty" | "liable"
    cleared_word: str        # "not guilty" | "not liable"
    standard: str            # the burden of proof, to follow "proven ..."
    standard_key: str        # the jury rules' name for it (`jury.instructions`)
    charge_label: str        # what the case is about: "Charge" | "Claim"
    doubt_line: str          # a juror holding out for the defendant on the standard itself
    labels: dict = field(default_factory=dict)

    def side_name(self, side: str) -> str:
        """"prosecution" → "plaintiff" in a civil case; "defense" stays; anything else as given."""
        return self.accuser if side == "prosecution" else side

    def outcome_of(self, jury_side: str) -> str:
        """The stored outcome for the jury's side (GUILTY / NOT_GUILTY) or "hung"."""
        return {GUILTY: self.against, NOT_GUILTY: self.cleared}.get(jury_side, jury_side)

    def vote_word(self, jury_side: str) -> str:
        return self.against_word if jury_side == GUILTY else self.cleared_word

    def label(self, outcome: str) -> str:
        """An outcome as the player reads it ("Not liable", "Hung jury")."""
        return self.labels.get(outcome) or OTHER_OUTCOMES.get(outcome) or outcome.replace("_", " ").capitalize()

    def tally(self, ballot: dict) -> str:
        """"7 liable, 5 not liable" from a ballot counted by the jury's sides."""
        return f"{ballot[GUILTY]} {self.against_word}, {ballot[NOT_GUILTY]} {self.cleared_word}"

    def phase_label(self, phase: str) -> str:
        if phase == P.PROSECUTION_CASE:
            return f"{self.accuser.capitalize()}'s case"
        return P.LABELS.get(phase, phase)

    def as_words(self) -> dict:
        """The words the pages' scripts need (the court and deliberation pages)."""
        return {"kind": self.kind, "accuser": self.accuser, "against": self.against_word,
                "cleared": self.cleared_word, "standard": self.standard, "chargeLabel": self.charge_label}


KINDS = {
    CRIMINAL: CaseKind(
        CRIMINAL, accuser="prosecution", against="guilty", cleared="not_guilty", against_word="guilty",
        cleared_word="not guilty", standard="beyond a reasonable doubt", standard_key="reasonable_doubt",
        charge_label="Charge", doubt_line="The prosecution hasn't proven this beyond a reasonable doubt",
        labels={"guilty": "Guilty", "not_guilty": "Not guilty"}),
    CIVIL: CaseKind(
        CIVIL, accuser="plaintiff", against="liable", cleared="not_liable", against_word="liable",
        cleared_word="not liable", standard="by a preponderance of the evidence", standard_key="preponderance",
        charge_label="Claim", doubt_line="The plaintiff hasn't shown this is more likely true than not",
        labels={"liable": "Liable", "not_liable": "Not liable"}),
}


def case_kind(kind: str | None) -> CaseKind:
    """The words of a case's kind; an unknown or missing kind reads as a criminal case."""
    return KINDS.get(kind or CRIMINAL, KINDS[CRIMINAL])


def outcome_label(outcome: str) -> str:
    """Any stored outcome as read, whatever the kind (an outcome names its own kind)."""
    for kind in KINDS.values():
        if outcome in kind.labels:
            return kind.labels[outcome]
    return OTHER_OUTCOMES.get(outcome, outcome)
