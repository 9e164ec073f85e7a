"""What jurors are told when they speak in deliberation (purpose `game.juror_statement`).

The user message carries a few `KEY: value` lines (STANCE, ROLE, TALLY, MEMORY) that a
real model reads as context and the offline mock reads to answer in character.
"""

from __future__ import annotations

from game.case_kinds import CRIMINAL, CaseKind, case_kind
from game.jury.types import GUILTY, NOT_GUILTY, JurorMind
from game.models import Case, JurorPersona

STANDARD_OF_PROOF = {
    "criminal": "The prosecution must prove every element beyond a reasonable doubt.",
    "civil": "The plaintiff must prove the claim by a preponderance of the evidence.",
}


def describe_personality(persona: JurorPersona, accuser: str = "prosecution") -> str:
    traits = []
    traits.append("analytical, wants data" if persona.analytical_vs_emotional < 40 else
                  "emotional, moved by people's stories" if persona.analytical_vs_emotional > 60 else
                  "weighs facts and feelings alike")
    traits.append("sceptical" if persona.skepticism > 60 else "trusting" if persona.trust_level > 60 else "fair-minded")
    traits.append("a natural leader who speaks first" if persona.leader_follower < 35 else
                  "a follower who listens more than talks" if persona.leader_follower > 65 else
                  "speaks when it matters")
    if persona.prosecution_bias >= 12:
        traits.append(f"inclined to trust the {accuser}")
    elif persona.prosecution_bias <= -12:
        traits.append(f"inclined to doubt the {accuser}")
    return ", ".join(traits)


def instructions_text(case: Case, instructions: dict) -> str:
    """The judge's jury instructions (the trial fills `game.jury_instructions`; either
    the spec's camelCase keys or snake_case are read)."""
    def get(*keys, default=None):
        for key in keys:
            if instructions.get(key):
                return instructions[key]
        return default

    lines = [get("standardOfProof", "standard_of_proof", default=STANDARD_OF_PROOF.get(case.kind, ""))]
    for label, keys in (("Evidence", ("evidenceInstructions", "evidence_instructions")),
                        ("Definitions", ("legalDefinitions", "legal_definitions")),
                        ("Special", ("specialInstructions", "special_instructions"))):
        items = get(*keys, default=[])
        lines += [f"{label}: {item}" for item in (items if isinstance(items, list) else [items])]
    credibility = get("witnessCredibility", "witness_credibility")
    if credibility:
        lines.append(f"Credibility: {credibility}")
    return "\n".join(f"- {line}" for line in lines if line)


def _side_of(memory: dict) -> str:
    """The jury's side a memory pushed toward (a positive impact helped the defendant)."""
    return NOT_GUILTY if memory.get("impact", 0) > 0 else GUILTY


ARGUE = {
    "evidence": "Argue from this piece of evidence: {memory}.",
    "emotion": "Argue from this moment in the trial and what it made you feel: {memory}.",
    "doubt": "Argue that the {accuser} has not proven its case {standard}.",
    "assertion": "Say where you stand; you cannot point to anything in particular.",
    "chair": "Do not argue either way: ask the others for their views and call the next vote.",
}


def juror_statement_messages(*, case: Case, persona: JurorPersona, mind: JurorMind, round_no: int,
                             tally: dict, foreperson: bool, instructions: dict,
                             others_said: list[str], argument: dict | None = None) -> list[dict]:
    """The juror's prompt. `argument` (`arguments.Argument.as_dict()`) is what the numbers
    already made of this statement: the words are written to it, so they match its effect."""
    kind = case_kind(case.kind)
    stance = kind.vote_word(mind.vote)
    memories = sorted(mind.memories, key=lambda m: -abs(m.get("impact", 0)))[:4]
    personality = describe_personality(persona, kind.accuser)
    system = (f"You are {persona.name}, {persona.age}, a {persona.occupation}, serving on a jury. {persona.background} "
              f"You are {personality}. Stay in character: speak as yourself to the other jurors, "
              f"plainly, in one to three sentences, no more than 60 words. Never mention numbers about yourself.")
    role = ("You are the foreperson: build consensus, keep order, and call for the next vote."
            if foreperson else "Argue your current position honestly.")
    lines = [
        f"Case: {case.title} — {case.charge}.",
        "The judge's instructions:", instructions_text(case, instructions),
        f"Deliberation round {round_no}.",
        f"TALLY: {kind.tally(tally)}",
        f"STANCE: {stance}",
        f"CONFIDENCE: {'firm' if mind.confidence >= 60 else 'unsure' if mind.confidence < 35 else 'fairly sure'}",
        f"ROLE: {'foreperson' if foreperson else 'juror'}",
        *[f"MEMORY: {m['description']} (toward {kind.vote_word(_side_of(m))})" for m in memories],
    ]
    if argument:
        lines.append(f"ARGUMENT: {argument['basis']}" + (f" | {argument['memory']}" if argument.get("memory") else ""))
    if others_said:
        lines += ["What others just argued:", *[f"- {said}" for said in others_said[-4:]]]
    lines.append(role)
    if argument:
        lines.append(ARGUE[argument["basis"]].format(memory=argument.get("memory", ""), accuser=kind.accuser,
                                                     standard=kind.standard))
    return [{"role": "system", "content": system}, {"role": "user", "content": "\n".join(lines)}]


# A juror restating where they stand, by the case's kind: (against the defendant, for them).
POSITIONS = {CRIMINAL: ("I still think the evidence shows guilt.", "I still have a reasonable doubt."),
             "civil": ("I still think it's more likely than not that they're liable.",
                       "I'm still not persuaded it's more likely than not.")}


def fallback_statement(*, stance: str, foreperson: bool, memory: str | None, argument: dict | None = None,
                       kind: CaseKind | None = None) -> str:
    """What a juror says when the model could not answer (to the same argument)."""
    kind = kind or case_kind(CRIMINAL)
    if argument and argument["basis"] == "chair":
        return "Let's go around the table once more, then vote again."
    if argument and argument["basis"] == "doubt":
        return f"I'm sorry, but {kind.doubt_line[0].lower()}{kind.doubt_line[1:]}, and that's the test."
    if argument:
        memory = argument.get("memory") or None
    opener = "Let's go around the table once more. " if foreperson else ""
    because = f" I keep coming back to {memory[0].lower() + memory[1:].rstrip('.')}." if memory else ""
    against, cleared = POSITIONS.get(kind.kind, POSITIONS[CRIMINAL])
    position = against if stance == GUILTY else cleared
    return f"{opener}{position}{because}"
