"""How the court read the player's own words, in one plain line for the courtroom's feed and
the summary's key moments (pure): "Your question went to the facts (Door alarm log) — the
answer went your way", "The court found that question beside the point — it counted for little".

The line is built from the assessments' fields (the question's relevance, the evidence in play
it used, the record it contradicted; the answer's side and strength; a speech's finding), never
from the words themselves. It speaks only of the record as the jury knows it: a question's reach
is its reading against that record (`CaseRecord.public`: exhibits admitted, testimony given, lies
exposed, the law), so a question whose weight came only from what the jury has not seen (a
witness's secret, the hidden truth, evidence not yet shown) is told neither that it "went to the
facts" (a hint of what is hidden) nor that it was beside the point (the court did weigh it): only
what the jury saw, the answer and which way it went. A closing is read the same way; an opening,
before anything is in evidence, against what the player knows (`CaseRecord.as_known_to_player`:
the law, the synopsis, the exhibits they hold). Nothing is said of any juror: the line tells
which side the words helped, as the court event does.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.assess.assessor import Assessment
from game.assess.record import CaseRecord, Statement

ON_THE_FACTS = 0.6  # relevance from which words went to the facts (below: touched on them)
BESIDE_THE_POINT = 0.3  # the assessor's own line: below it a question is irrelevant
STRONG = 0.5  # an answer this strong went *strongly* one way
NAMED = 2  # at most this many things named in a line


@dataclass(frozen=True)
class Feedback:
    """A line for the player and its tone: `for` (it helped them), `against`, or `flat`."""

    text: str
    tone: str


def _seen(statement: Statement | None, record: CaseRecord) -> str:
    """A statement's name as the player knows it, or "" if the player has not seen it in court."""
    if statement is None or not statement.established:
        return ""
    if statement.kind == "exhibit":
        return statement.name
    witness = record.witnesses.get(statement.witness)
    if statement.kind == "testimony" and witness:
        return f"{witness.name}'s testimony"
    if statement.kind == "lie_truth" and witness:
        return f"what exposed {witness.name}'s story"
    return ""


def _named(record: CaseRecord, ids) -> str:
    names = list(dict.fromkeys(n for n in (_seen(record.by_id(i), record) for i in ids) if n))[:NAMED]
    return f" ({', '.join(names)})" if names else ""


def _answer_went(answer: Assessment, player_side: str) -> tuple[str, str]:
    if answer.favors == player_side and answer.strength > 0:
        return ("the answer went strongly your way" if answer.strength >= STRONG else "the answer went your way"), "for"
    if answer.favors not in (player_side, "neutral") and answer.strength > 0:
        return "the answer helped the other side", "against"
    return "the answer moved nothing", "flat"


def question_feedback(record: CaseRecord, *, asked: Assessment, public: Assessment, answer: Assessment,
                      player_side: str) -> Feedback:
    """The player's question as the court weighed it (`asked`: `assess_question` on the whole
    record), as it reads against the record the jury knows (`public`: `assess_question` on
    `record.public()`), and what the answer to it did (`answer`)."""
    went, tone = _answer_went(answer, player_side)
    if asked.finding == "contradicts":  # halved only when the answer went the asker's way (witness.answer_effect)
        what = _named(record, [asked.contradicts])
        halved = ", so it counted for half" if tone == "for" else ""
        return Feedback(f"Your question put to the witness the opposite of the evidence{what}{halved} — {went}.",
                        "against" if tone != "for" else "flat")
    if asked.finding == "irrelevant" or asked.relevance < BESIDE_THE_POINT:
        if tone == "flat":
            return Feedback("The court found that question beside the point — it counted for little.", "flat")
        return Feedback(f"The court found that question beside the point, so it counted for less — {went}.",
                        tone if tone == "against" else "flat")
    named = _named(record, public.cites)
    if public.relevance < BESIDE_THE_POINT:  # it counted for what the jury has not seen: say only what they saw
        if public.uses_evidence:  # (a little of it was the evidence in play: the court counted that too)
            return Feedback(f"Your question drew on the evidence in play{named} — {went}.", tone)
        return Feedback(f"{went[:1].upper()}{went[1:]}.", tone)
    reach = "went to the facts" if public.relevance >= ON_THE_FACTS else "touched on the facts"
    evidence = named if named else " and the evidence in play" if public.uses_evidence else ""
    return Feedback(f"Your question {reach}{evidence} — {went}.", tone)


def speech_feedback(record: CaseRecord, *, read: Assessment, known: Assessment, player_side: str,
                    kind: str) -> Feedback:
    """The player's opening statement or closing argument (`kind`) as the court weighed it
    (`read`: `assess_speech` on the whole record) and as it reads against what the player's
    words may claim (`known`: `assess_speech` on `record`, which is `CaseRecord.public()` at
    the closing, `CaseRecord.as_known_to_player` at the opening): reach, evidence and names
    come from `known`, so a speech is never told it argued what the jury has not seen."""
    if read.finding == "irrelevant":
        return Feedback(f"The court found your {kind} beside the point — it helped the other side a little.",
                        "against")
    if read.finding == "contradicts":
        what = _named(record, [read.contradicts])
        return Feedback(f"Your {kind} asserted the opposite of the evidence{what}, so it counted for half.",
                        "against")
    tone = "for" if read.relevance >= BESIDE_THE_POINT else "flat"
    # A reach or a strength is claimed only as far as the court weighed it (the whole record) and
    # what the player may claim bears it out (the synopsis can make an opening read wider than the
    # court weighed it: it is not in the court's record).
    reach, strength = min(read.relevance, known.relevance), min(read.strength, known.strength)
    went = "went strongly your way" if strength >= ON_THE_FACTS else "went your way"
    named = _named(record, known.cites)
    # at the opening the evidence is the player's (what they hold), not yet what the jury has seen
    evidence = f"{'your' if kind == 'opening statement' else 'the'} evidence{named}"
    if known.relevance < BESIDE_THE_POINT <= read.relevance:  # it counted for what the jury has not seen
        if known.uses_evidence:  # (a little of it was the evidence: the court counted that too)
            return Feedback(f"Your {kind} drew on {evidence} — it {went}.", tone)
        return Feedback(f"Your {kind} {went}.", tone)
    said = ("argued the facts" if reach >= ON_THE_FACTS else "touched on the facts"
            if reach >= BESIDE_THE_POINT else "said little about the facts")
    from_evidence = f" from {evidence}" if known.uses_evidence else ""
    return Feedback(f"Your {kind} {said}{from_evidence} — it {went}.", tone)
