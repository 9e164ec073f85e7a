"""The phase machine and the session's script: pure, no ORM.

A session walks eight phases in strict order; the only allowed skip is
`witness_exam → closings` (no evidence reveal). The orchestrator follows a
*script*: the list of steps a session performs, computed from its roles. A
session stores only its position in the script (its cursor), so a step can be
replayed or resumed after a crash by recomputing the same script.
"""

from __future__ import annotations

from dataclasses import dataclass

PHASES = (
    "case_prompt",
    "openings",
    "witness_exam",
    "evidence_reveal",
    "closings",
    "verdict_vote",
    "sentence_vote",
    "final_ruling",
)
PHASE_LABELS = {
    "case_prompt": "Case announced",
    "openings": "Opening statements",
    "witness_exam": "Witness examination",
    "evidence_reveal": "Evidence reveal",
    "closings": "Closing arguments",
    "verdict_vote": "Jury verdict vote",
    "sentence_vote": "Sentence vote",
    "final_ruling": "Final ruling",
}
VOTE_PHASES = {"verdict_vote": "verdict", "sentence_vote": "sentence"}
ALLOWED_SKIPS = {("witness_exam", "closings")}


class PhaseTransitionError(ValueError):
    """A transition the phase rules refuse (answered 409 by the API)."""


def next_phase(phase: str | None) -> str | None:
    if phase is None:
        return PHASES[0]
    index = PHASES.index(phase)
    return PHASES[index + 1] if index + 1 < len(PHASES) else None


def can_transition(current: str | None, target: str) -> bool:
    """True for the next phase in order, and for the one allowed skip."""
    if target not in PHASES or (current is not None and current not in PHASES):
        return False
    return target == next_phase(current) or (current, target) in ALLOWED_SKIPS


def check_transition(current: str | None, target: str) -> None:
    if target not in PHASES:
        raise PhaseTransitionError(f"Unknown phase {target!r}.")
    if not can_transition(current, target):
        allowed = allowed_targets(current)
        raise PhaseTransitionError(
            f"Cannot go from {current or 'the start'} to {target}; allowed: {', '.join(allowed) or 'none'}."
        )


def allowed_targets(current: str | None) -> list[str]:
    return [phase for phase in PHASES if can_transition(current, phase)]


# --- The script -------------------------------------------------------------------

ENTER, TURN, CLOSE_POLL, COMPLETE = "enter_phase", "turn", "close_poll", "complete"


@dataclass(frozen=True)
class Step:
    action: str  # ENTER, TURN, CLOSE_POLL or COMPLETE
    phase: str
    role: str = ""  # who speaks (TURN): judge, bailiff, prosecutor, defense, witness
    # what they say: announce, opening, question, answer, cross, evidence, rebuttal, closing, recap, ruling
    kind: str = ""
    witness: int = -1  # which witness (index into the witness list) a question is about or who answers


@dataclass(frozen=True)
class Cast:
    """Who plays which role; `bailiff` may be empty (the judge then announces the case)."""

    judge: str
    prosecutor: str
    defense: str
    witnesses: tuple[str, ...]
    bailiff: str = ""

    def speaker(self, step: Step) -> str:
        if step.role == "witness":
            return self.witnesses[step.witness]
        if step.role == "bailiff" and not self.bailiff:
            return self.judge
        return getattr(self, step.role)

    def as_dict(self) -> dict[str, str]:
        roles = {self.judge: "judge", self.prosecutor: "prosecutor", self.defense: "defense"}
        if self.bailiff:
            roles[self.bailiff] = "bailiff"
        for witness in self.witnesses:
            roles[witness] = "witness"
        return roles


def _phase_steps(phase: str, cast: Cast) -> list[Step]:
    if phase == "case_prompt":
        return [Step(TURN, phase, "bailiff", "announce")]
    if phase == "openings":
        return [Step(TURN, phase, "prosecutor", "opening"), Step(TURN, phase, "defense", "opening")]
    if phase == "witness_exam":
        steps = []
        for i, _ in enumerate(cast.witnesses):
            # The judge questions the witness; cross-examination alternates between counsel.
            cross = "prosecutor" if i % 2 else "defense"
            steps += [
                Step(TURN, phase, "judge", "question", i),
                Step(TURN, phase, "witness", "answer", i),
                Step(TURN, phase, cross, "cross", i),
                Step(TURN, phase, "witness", "answer", i),
            ]
        return steps
    if phase == "evidence_reveal":
        return [Step(TURN, phase, "prosecutor", "evidence"), Step(TURN, phase, "defense", "rebuttal")]
    if phase == "closings":
        return [Step(TURN, phase, "prosecutor", "closing"), Step(TURN, phase, "defense", "closing")]
    if phase in VOTE_PHASES:
        # Entering a vote phase opens its poll; the next step closes it when the window ends.
        return [Step(CLOSE_POLL, phase)]
    return [Step(TURN, phase, "judge", "ruling")]


def build_script(cast: Cast, *, evidence_reveal: bool = True, recap_every: int = 5) -> list[Step]:
    """Every step of a session, in order; the last one completes it.

    A judge recap keeps newcomers oriented: once at least `recap_every` lines have
    been spoken since the last one, the judge recaps at the next natural pause
    (between two witnesses, or before the closing arguments).
    """
    steps: list[Step] = []
    since_recap = 0
    for phase in PHASES:
        if phase == "evidence_reveal" and not evidence_reveal:
            continue
        steps.append(Step(ENTER, phase))
        for step in _phase_steps(phase, cast):
            pause = (step.kind == "question" and step.witness > 0) or (phase == "closings" and step.kind == "closing"
                                                                       and step.role == "prosecutor")
            if recap_every and pause and since_recap >= recap_every:
                steps.append(Step(TURN, phase, "judge", "recap"))
                since_recap = 0
            steps.append(step)
            since_recap += step.action == TURN
    steps.append(Step(COMPLETE, "final_ruling"))
    return steps


def phase_entry(script: list[Step], phase: str) -> int:
    """The cursor of the step that enters `phase` (ValueError if the script skips it)."""
    for index, step in enumerate(script):
        if step.action == ENTER and step.phase == phase:
            return index
    raise ValueError(f"the script has no {phase} phase")
