"""Voir dire questioning: a few questions counsel may put to a prospective juror, and the
answers their hidden make-up gives (pure).

An answer is words, never a number: it reveals a leaning only when the leaning is strong
enough to show in what a person says (a juror with a mild bias answers like anyone else),
so what questioning reveals stays within what `visibility` lets a player read of a
candidate, and adds only what a lawyer could hear in a courtroom: feelings about the police,
a personal stake in the kind of case, doubts about the standard of proof, and the facts that
would ground a challenge for cause (which the judge then rules on as established).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.jury.types import Persona

STRONG_TOPIC = 10  # a topic bias (-50..50) from which a juror's feelings show when asked
STRONG_LEAN = 22  # a prosecution bias from which a juror's doubt about the standard shows
QUESTIONS_PER_VOIR_DIRE = 8  # the court's patience for questions, over the whole panel


@dataclass(frozen=True)
class Question:
    key: str
    text: str


def questions(*, accuser: str, civil: bool) -> tuple[Question, ...]:
    """The questions counsel may ask, in the case's words (`accuser`: prosecution or plaintiff)."""
    standard = (f"If the {accuser} does not prove the claim is more likely true than not, could you find for the "
                "defendant?" if civil else
                f"If the {accuser} does not prove its case beyond a reasonable doubt, could you vote not guilty?")
    return (
        Question("fair", "Is there anything that would make it hard for you to be fair in this case?"),
        Question("standard", standard),
        Question("police", "How do you feel about the police and the evidence they gather?"),
        Question("personal", "Has anything like this case touched your own life?"),
    )


def answer(persona: Persona, key: str, *, cause_grounds: list[dict], case_tags: set[str], accuser: str,
           civil: bool) -> tuple[str, list[str]]:
    """What the juror says, and the for-cause grounds the answer establishes (reason keys)."""
    if key == "fair":
        if not cause_grounds:
            return "No. I think I can judge it on what I hear.", []
        return "Yes. There is something the court should know.", [cause_grounds[0].get("reason", "")]
    if key == "standard":
        lean = persona.prosecution_bias
        if lean >= STRONG_LEAN:
            return (f"I'd try. But in my experience people don't end up in court for nothing, and the {accuser} "
                    "usually knows what it's doing."), []
        if lean <= -STRONG_LEAN:
            verdict = "find anyone liable" if civil else "convict anyone"
            return f"Honestly, they would have to show me a great deal before I could {verdict}.", []
        return "Yes. That's only fair.", []
    if key == "police":
        feeling = persona.topic_biases.get("police", 0)
        if feeling >= STRONG_TOPIC:
            return "I trust them. They do a hard job and they're careful about it.", []
        if feeling <= -STRONG_TOPIC:
            return "I've seen them get things wrong, and I've seen them not care that they did.", []
        return "No strong feelings either way. They're people like anyone.", []
    if key == "personal":
        touched = [t for t in persona.triggers if t in case_tags]
        if touched:
            return f"Yes. Anything to do with {touched[0].replace('_', ' ')} hits close to home for me.", []
        return "Not really, no.", []
    raise KeyError(key)


def noted(cause_grounds: list[dict]) -> str:
    """What the court notes when a juror answers that something would make it hard to be fair:
    the fact of the first ground, as the case file states it. It is the court's note, not the
    juror's words (the facts are written in the third person: "Said in questioning that...")."""
    return _sentence(cause_grounds[0].get("fact", "")) if cause_grounds else ""


def _sentence(fact: str) -> str:
    text = fact.strip()
    return text if text.endswith((".", "!", "?")) else text + "."
