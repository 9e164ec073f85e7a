"""The model's reading of a witness's answer or a speech: the schema the structured call
answers in, its prompt, and how an answer becomes an `Assessment` (pure; the trial's step
service makes the call through the LLM door, `llm.structured`, with the offline assessor's
reading as the fallback).

The model is given what the offline assessor reads (the case's facts with the side each
helps, the witness's secrets and lies, what is in evidence) and answers the same questions:
what the words did (the finding), which side they help and how strongly. Its `summary` is
the words the jurors remember.
"""

from __future__ import annotations

from typing import Literal

import pydantic

from game.assess.assessor import Assessment
from game.assess.record import CaseRecord

ANSWER_FINDINGS = ("admits", "volunteers", "contradicts", "supports", "denies", "evades", "irrelevant")
SPEECH_FINDINGS = ("argues", "contradicts", "irrelevant")
MAX_FACTS = 40


class Reading(pydantic.BaseModel):
    """What the model read in the words."""

    model_config = pydantic.ConfigDict(extra="ignore")

    finding: Literal["admits", "volunteers", "contradicts", "supports", "denies", "evades", "irrelevant", "argues"]
    favors: Literal["prosecution", "defense", "neutral"]
    strength: float = pydantic.Field(ge=0, le=1)
    relevance: float = pydantic.Field(default=0.5, ge=0, le=1)
    uses_evidence: bool = False
    summary: str = pydantic.Field(min_length=1, max_length=200)


def normalize_reading(data):
    """A reading's usual slips: keys in another case, a finding in capitals, a side named
    "the defense"; anything else is left for validation to refuse."""
    if not isinstance(data, dict):
        return data
    data = {str(k).strip().lower().replace(" ", "_").replace("-", "_"): v for k, v in data.items()}
    for key in ("finding", "favors"):
        if isinstance(data.get(key), str):
            data[key] = data[key].strip().strip(".").lower().removeprefix("the ").replace("defence", "defense")
    return data


def _facts(record: CaseRecord) -> str:
    lines = []
    for statement in record.statements[:MAX_FACTS]:
        held = " (in evidence)" if statement.established else ""
        whose = f" [{record.witnesses[statement.witness].name}]" if statement.witness in record.witnesses else ""
        lines.append(f"- {statement.kind}{whose}{held}, helps {statement.favors}: {statement.text}")
    return "\n".join(lines)


def answer_messages(record: CaseRecord, *, witness_id: str, question: str, answer: str) -> list[dict]:
    """The prompt for reading a witness's answer against the case."""
    witness = record.witnesses[witness_id]
    system = ("You assess courtroom testimony for a trial game. Given the case record and one exchange, say "
              "what the witness's answer did: admits (says one of their secrets or the truth behind a lie, when "
              "asked), volunteers (the same, unasked), contradicts (the opposite of their earlier words or of "
              "evidence in the record), supports (testifies to facts for their side), denies, evades (does not "
              "answer a question about the case), irrelevant. Say which side it helps (prosecution, defense, "
              "neutral), how strongly from 0 to 1, how relevant to the case from 0 to 1, whether it uses evidence "
              "in the record, and a one-line summary of what the jury heard. Answer in JSON with the keys "
              "finding, favors, strength, relevance, uses_evidence, summary.")
    user = (f"Case record:\n{_facts(record)}\n\nThe witness: {witness.name}, called by the {witness.side}"
            f"{' (hostile to them)' if witness.hostile else ''}.\nQuestion: {question}\nAnswer: {answer}")
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def speech_messages(record: CaseRecord, *, speaker_side: str, text: str) -> list[dict]:
    """The prompt for reading an opening statement or a closing argument against the case."""
    system = ("You assess a lawyer's speech to the jury for a trial game. Given the case record, say whether the "
              "speech argues the case (argues), asserts the opposite of evidence in the record that nothing "
              "supports (contradicts), or says nothing about the case (irrelevant); which side it helps, how "
              "strongly from 0 to 1, how relevant to the case's facts from 0 to 1, whether it argues from evidence "
              "in the record, and a one-line summary. Answer in JSON with the keys finding, favors, strength, "
              "relevance, uses_evidence, summary.")
    user = f"Case record:\n{_facts(record)}\n\nThe {speaker_side}'s speech: {text}"
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def assessment_of(reading: Reading, *, kind: str) -> Assessment:
    """The model's reading as the trial uses it (a speech's finding kept among a speech's)."""
    finding = reading.finding
    if kind == "speech" and finding not in SPEECH_FINDINGS:
        finding = "argues"
    if kind == "answer" and finding not in ANSWER_FINDINGS:
        finding = "supports"
    return Assessment(finding, reading.favors, round(reading.strength, 3), round(reading.relevance, 3),
                      uses_evidence=reading.uses_evidence, summary=reading.summary)
