"""What a juror argues in deliberation, and how hard it lands on each listener.

The content of a statement is chosen here, before any words exist: the juror argues from
the strongest thing they remember on their side (evidence or an emotional moment), or,
for not guilty under the reasonable-doubt standard, from doubt itself when the doubt is
stronger than anything they can cite; with nothing to cite, they merely assert. The
statement's words (a model call, or the fallback line) are then written to that content,
so what a juror says and how far it moves the others are one thing.

How far an argument lands on a listener (`force`, about 1 for an ordinary argument):
- evidence weighs by how strong it was, more for an analytical listener; and by whether
  the listener heard it and believed it: remembering the moment the same way (it moved
  them toward the same side) makes it land harder, remembering it as a moment that moved
  them the other way (they did not believe it) makes it land weakly, and not remembering
  it at all (they were not attending, or it meant nothing to them) leaves the speaker's
  word, which a trusting listener takes more readily; testimony lands as far as the listener
  believes that witness's words (`opinion.credence`), counsel's speeches less than evidence
  (argument is not evidence, as the judge tells them);
- an emotional moment lands on emotional listeners and barely on analytical ones;
- doubt lands on the unsure: it is `1 - confidence / 100` of the listener's;
- a bare assertion carries a little;
- the foreperson chairs (asks for views, calls the vote) and moves no one, so the choice
  of foreperson does not tilt the verdict.
Disregarded testimony is never argued from.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.jury.instructions import REASONABLE_DOUBT_STANDARD
from game.jury.opinion import credence
from game.jury.types import NOT_GUILTY, CourtEvent, JurorMind, Persona

EVIDENCE, EMOTION, DOUBT, ASSERTION, CHAIR = "evidence", "emotion", "doubt", "assertion", "chair"
STRONG_MEMORY = 15.0  # an impact this large is as strong as a memory gets
DOUBT_WEIGHT = 0.65  # a doubt argument is worth a memory of 0.65 * STRONG_MEMORY
DOUBT_SCALE = 1.0  # how much more doubt lands on a listener with no confidence at all
SHARED_MEMORY = 1.25  # a listener who remembers the cited moment as the speaker does is moved this much more
DISBELIEVED = 0.4  # a listener the cited moment moved the other way (they did not believe it)
UNHEARD = 0.6  # a listener who does not remember it at all, and is not trusting, takes the speaker's word this far
SOURCE_BELIEF = {"statement": 0.7}  # counsel's speeches are argument, not evidence; anything else as heard


@dataclass(frozen=True)
class Argument:
    speaker: str
    side: str  # guilty | not_guilty
    basis: str  # evidence | emotion | doubt | assertion | chair (the foreperson keeps order, argues nothing)
    weight: float  # 0..1: how strong what is cited was
    memory: str = ""  # the description of the moment cited (evidence, emotion)
    source: str = ""  # what in the trial produced it: "answer", "card", "statement"...
    testimony: bool = False  # the moment cited was a witness's testimony

    def as_dict(self) -> dict:
        return {"side": self.side, "basis": self.basis, "weight": round(self.weight, 2), "memory": self.memory}


def choose_argument(speaker: str, mind: JurorMind, persona: Persona, *,
                    standard: str = REASONABLE_DOUBT_STANDARD, chair: bool = False) -> Argument:
    """The strongest case this juror can make for their current vote (or, for the
    foreperson, the chair's call to go round the table)."""
    side = mind.vote
    if chair:
        return Argument(speaker, side, CHAIR, 0.0)
    sign = 1 if side == NOT_GUILTY else -1
    usable = [m for m in mind.memories if m.get("impact", 0) * sign > 0 and not m.get("disregarded")]
    best = max(usable, key=lambda m: (abs(m["impact"]), m.get("turn", 0)), default=None)
    weight = min(1.0, abs(best["impact"]) / STRONG_MEMORY) if best else 0.0
    if side == NOT_GUILTY and standard == REASONABLE_DOUBT_STANDARD:
        # A sceptic reaches for doubt sooner than for any single piece of evidence.
        doubt = DOUBT_WEIGHT * (0.75 + persona.skepticism / 200)
        if doubt >= weight:
            return Argument(speaker, side, DOUBT, min(1.0, doubt))
    if best is None:
        return Argument(speaker, side, ASSERTION, 0.0)
    return Argument(speaker, side, EMOTION if best.get("emotional") else EVIDENCE, weight, best["description"],
                    source=best.get("source", ""), testimony=bool(best.get("testimony")))


def force(argument: Argument, listener: JurorMind, persona: Persona, *, recall: dict | None = None) -> float:
    """How hard `argument` lands on this listener, before their resistance. `recall`: the
    listener's own memory of the moment cited, looked up in their memories when not given."""
    if argument.basis == CHAIR:
        return 0.0
    if argument.basis == ASSERTION:
        return 0.3
    if argument.basis == DOUBT:
        return 0.4 + argument.weight * (1 - listener.confidence / 100) * DOUBT_SCALE
    if argument.basis == EMOTION:
        receptive = 0.4 + 1.0 * persona.analytical_vs_emotional / 100
    else:
        receptive = 1.2 - 0.6 * persona.analytical_vs_emotional / 100
    return (0.4 + argument.weight) * receptive * heard_and_believed(argument, listener, persona, recall=recall)


def heard_and_believed(argument: Argument, listener: JurorMind, persona: Persona, *,
                       recall: dict | None = None) -> float:
    """How far a listener takes a cited moment: by whether they heard it (their own memory of
    it, and which way it moved them) and believe its source (the witness, for testimony; a
    speech is argument)."""
    if recall is None:
        recall = next((m for m in listener.memories if m.get("description") == argument.memory), None)
    if recall is not None:
        agrees = (recall.get("impact", 0) > 0) == (argument.side == NOT_GUILTY)
        heard = SHARED_MEMORY if agrees and not recall.get("disregarded") else DISBELIEVED
    else:
        heard = UNHEARD + (1 - UNHEARD) * persona.trust_level / 100
    if argument.testimony:
        believed = credence(persona, CourtEvent(argument.memory, tags=("testimony",)))
    else:
        believed = SOURCE_BELIEF.get(argument.source, 1.0)
    return heard * believed
