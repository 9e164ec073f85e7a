"""The words sent to the model for each turn. Pure: text in, messages out.

Every system prompt carries the clean-courtroom policy. The first line of each
system prompt names the role and the kind of line (`SPEAKER ROLE: ... | LINE: ...`),
which both a real model and the offline mock (courtroom/mock.py) read.
"""

from __future__ import annotations

from dataclasses import dataclass

from courtroom.agents import AGENTS, display_name
from courtroom.phases import PHASE_LABELS, Step

POLICY = (
    "Clean-courtroom policy: this is a PG-13 comedic show watched live by a general audience. "
    "No slurs, no hate speech, no graphic or sexual violence, no sexual content, and no "
    "harassment of or claims about real people. Keep it witty, theatrical and kind."
)
KIND_INSTRUCTIONS = {
    "announce": "Announce the case to the courtroom: name the charge or claim and set the scene in 2-3 sentences.",
    "opening": "Deliver your opening statement in 2-4 sentences: what you will show and why it matters.",
    "question": "Question the witness {witness} directly in 1-2 sentences about something specific in the case.",
    "answer": "Answer the last question as the witness, in character, in at most {cap} characters.",
    "cross": "Cross-examine the witness {witness} in 1-2 sentences, pressing on a weakness in their story.",
    "evidence": "Reveal one surprising (harmless, comedic) piece of evidence in 2-3 sentences.",
    "rebuttal": "Respond to the evidence just revealed in 2-3 sentences.",
    "closing": "Deliver your closing argument in 2-4 sentences and ask the jury for a {ask} verdict.",
    "recap": "As the judge, recap the case so far for viewers who just joined, in 2 sentences.",
    "ruling": "Deliver the final ruling in 2-3 sentences. The jury decided: {decision} Do not contradict it.",
}
REDIRECT_LINE = (
    "Order! The court has struck that remark. All parties will keep this courtroom clean and civil. "
    "Counsel, please proceed."
)


@dataclass(frozen=True)
class TurnContext:
    topic: str
    case_type: str
    case_prompt: str
    step: Step
    speaker: str
    witness: str = ""
    transcript: tuple[tuple[str, str], ...] = ()  # (speaker display name, line), most recent last
    decision: str = ""
    witness_cap: int = 400


def system_prompt(ctx: TurnContext) -> str:
    agent = AGENTS[ctx.speaker]
    instruction = KIND_INSTRUCTIONS[ctx.step.kind].format(
        witness=display_name(ctx.witness) if ctx.witness else "the witness",
        cap=ctx.witness_cap,
        ask="guilty" if ctx.step.role == "prosecutor" and ctx.case_type == "criminal"
        else "liable" if ctx.step.role == "prosecutor"
        else "not guilty" if ctx.case_type == "criminal" else "not liable",
        decision=ctx.decision,
    )
    return "\n".join([
        f"SPEAKER ROLE: {ctx.step.role} | LINE: {ctx.step.kind} | PHASE: {ctx.step.phase} | CASE: {ctx.case_type}",
        f"You are {agent.display_name}, {agent.personality}, playing the {ctx.step.role} in a {ctx.case_type} trial.",
        f"Current phase: {PHASE_LABELS[ctx.step.phase]}.",
        instruction,
        "Speak only your own line as plain text: no stage directions, no name prefix, no markdown.",
        POLICY,
    ])


def user_prompt(ctx: TurnContext) -> str:
    lines = [f"TOPIC: {ctx.topic}", f"The case: {ctx.case_prompt}"]
    if ctx.transcript:
        lines.append("The transcript so far (most recent last):")
        lines += [f"{name}: {text}" for name, text in ctx.transcript]
    lines.append("Your line:")
    return "\n".join(lines)


def messages_for(ctx: TurnContext) -> list[dict]:
    return [{"role": "system", "content": system_prompt(ctx)}, {"role": "user", "content": user_prompt(ctx)}]


def ruling_statement(verdict_text: str, sentence_text: str, verdict_choice: str, case_type: str) -> str:
    """The formal decision appended to the judge's ruling, so the outcome is always stated."""
    against = verdict_choice in ("guilty", "liable")
    outcome = f"{verdict_text} {sentence_text}" if against else f"{verdict_text} No sentence is imposed."
    return f"{outcome} This court is adjourned."
