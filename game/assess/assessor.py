"""The offline assessor: what a witness's answer, a question or a speech says, read against
the case record (pure, deterministic, no model).

An answer is cut into clauses; a bare "yes" or "no" takes the question's proposition as
its own (said or denied). Each clause is matched to the record statement it is most about
(`text.Space`, TF-IDF cosine) and read for polarity (`text.negated`): saying what a record
statement says, or its opposite. What that means follows from the statement's place in the
record (`record`), for any case:

- saying one's own secret, or the truth behind one's lie, or what an exhibit against one's
  side shows: *admits* (*volunteers*, when the question did not ask about it);
- the opposite of one's own story, earlier testimony or an exhibit in evidence, or holding
  to a lie that evidence has exposed: *contradicts*;
- one's story, or facts for one's side: *supports*; denying what the other side would have
  them say, while nothing in evidence shows it: *denies*;
- nothing about the case when the question was about it: *evades*.

The answer helps the side its findings point to, as strongly as they are clear (how close
the match, how telling the finding). A question or a speech is read the same way for
relevance (how much it is about the case's facts), use of the evidence in play (it is about
an exhibit admitted or testimony given) and contradiction of the record (it asserts the
opposite of something in evidence that nothing in evidence supports).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from game.assess.record import MATCH_AT, CaseRecord, Statement, other
from game.assess.text import bare_reply, clauses, content, negated

FULL_AT = 0.6  # cosine of a clause that says what the statement says
FINDING_WEIGHT = {"volunteers": 1.0, "contradicts": 0.9, "admits": 0.85, "supports": 0.55, "denies": 0.3,
                  "evades": 0.25, "irrelevant": 0.0}
LAW_WEIGHT = 0.6
ADVERSE = ("admits", "volunteers", "contradicts")  # findings against the witness's own side
VERBS = {"volunteers": "lets slip", "admits": "admits", "contradicts": "contradicts", "supports": "testifies",
         "denies": "denies", "evades": "evades the question", "irrelevant": "answers off the point"}
LEADING = re.compile(r"^\s*(?:(?:isn't|wasn't|didn't|don't|aren't|weren't|isnt|didnt|is|was|did|do|are|were)\s+"
                     r"(?:it|you|he|she|they)\s+(?:true|so|a fact|correct|right)?\s*(?:that\s+)?)", re.I)
TAG = re.compile(r",?\s*(?:right|correct|isn't that so|isn't it|didn't you|wasn't it|true|admit it)?\s*[?!.]*\s*$",
                 re.I)


@dataclass(frozen=True)
class Assessment:
    """What some words did: `finding` (see the module), the side they help (`favors`), how
    strongly (0..1), how much they were about the case (`relevance`, 0..1), whether they
    used the evidence in play, the record statements they were about (`cites`), the one
    they contradicted, and `summary`, words for the court event and the jurors' memories."""

    finding: str
    favors: str
    strength: float
    relevance: float = 0.0
    uses_evidence: bool = False
    contradicts: str = ""
    cites: tuple = ()
    summary: str = ""

    def as_dict(self) -> dict:
        return {**asdict(self), "cites": list(self.cites)}

    @classmethod
    def from_dict(cls, data: dict) -> Assessment:
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        known["cites"] = tuple(known.get("cites", ()))
        return cls(**known)


@dataclass(frozen=True)
class Claim:
    text: str  # the clause (or the question's proposition it says yes or no to)
    negated: bool
    quoted: str  # the words as said


def relevance(similarity: float) -> float:
    return max(0.0, min(1.0, (similarity - MATCH_AT / 2) / (FULL_AT - MATCH_AT / 2)))


def proposition(question: str) -> str:
    """What a question puts forward: "Isn't it true that X, right?" → "X"."""
    text = LEADING.sub("", question.strip(), count=1)
    return TAG.sub("", text).strip() or question


def claims_of(answer: str, question: str = "") -> list[Claim]:
    """The answer's clauses as claims; a bare yes/no says (or denies) the question's proposition."""
    found = []
    asked = proposition(question) if question else ""
    for clause in clauses(answer):
        reply = bare_reply(clause)
        if reply is not None:
            if asked and content(asked):
                found.append(Claim(asked, negated(asked) != (not reply), clause))
            continue
        if content(clause):
            found.append(Claim(clause, negated(clause), clause))
    return found


def best_match(record: CaseRecord, claims: list[Claim], *, exclude_witness_testimony: str = ""):
    """For each claim, the record statement it is most about and the cosine: [(claim, statement, sim)].
    (`exclude_witness_testimony`: only that witness's own earlier testimony is read, not others'.)"""
    usable = [s for s in record.statements
              if not (s.kind == "testimony" and exclude_witness_testimony and s.witness != exclude_witness_testimony)]
    if not claims or not usable:
        return []
    sims = _sims(record, claims, usable)
    out = []
    for row, claim in enumerate(claims):
        column = max(range(len(usable)), key=lambda c: (sims[row][c], -c))
        out.append((claim, usable[column], float(sims[row][column])))
    return out


def _sims(record: CaseRecord, claims: list[Claim], usable: list[Statement]) -> list[list[float]]:
    return record.space.similarities([c.text for c in claims], [s.text for s in usable])


def _answer_finding(statement: Statement, same: bool, witness, asked_about: bool) -> tuple[str, str]:
    """(finding, side helped) for a claim about `statement`, said (`same`) or denied."""
    interest, adverse = witness.interest, other(witness.interest)
    own = statement.witness == witness.id
    if statement.kind in ("secret", "lie_truth") and own:
        if same:
            return ("admits" if asked_about else "volunteers"), adverse
        return ("contradicts", adverse) if statement.established else ("denies", interest)
    if statement.kind == "lie" and own:
        if not same:
            return ("admits" if asked_about else "volunteers"), adverse
        exposed = statement.id.rsplit(":", 1)[-1] in witness.exposed
        return ("contradicts", adverse) if exposed else ("supports", interest)
    if statement.kind in ("story", "testimony") and own:
        return ("supports", interest) if same else ("contradicts", adverse)
    helps = statement.favors if same else other(statement.favors)
    if not same and statement.established and statement.kind == "exhibit":
        return "contradicts", adverse
    if helps == "neutral":
        return "irrelevant", "neutral"
    if helps == adverse:
        return ("admits" if asked_about else "volunteers") if same else "denies", adverse
    return ("supports" if same else "denies"), interest


def assess_answer(record: CaseRecord, *, witness_id: str, question: str, answer: str) -> Assessment:
    """A witness's answer to `question`, against the record (see the module)."""
    witness = record.witnesses[witness_id]
    claims = claims_of(answer, question)
    matches = [(c, s, sim) for c, s, sim in best_match(record, claims, exclude_witness_testimony=witness_id)
               if sim >= MATCH_AT]
    asked_sims = _sims(record, [Claim(proposition(question), False, question)], record.statements)[0] \
        if content(question) else [0.0] * len(record.statements)
    read = []  # (score, finding, side helped, claim, statement) for each match, in order
    for claim, statement, sim in matches:
        about = asked_sims[record.statements.index(statement)] >= MATCH_AT
        finding, side = _answer_finding(statement, claim.negated == _negated(statement), witness, about)
        read.append((FINDING_WEIGHT[finding] * relevance(sim), finding, side, claim, statement))
    toward = {side: sum(r[0] for r in read if r[2] == side) for side in ("prosecution", "defense")}
    strongest = max(read, key=lambda r: r[0], default=None)
    if strongest is None or strongest[0] <= 0:
        question_relevance = relevance(max(asked_sims, default=0.0))
        if question_relevance >= 0.3:
            return Assessment("evades", other(witness.interest), FINDING_WEIGHT["evades"] * question_relevance,
                              0.0, summary=f"{witness.name} {VERBS['evades']}")
        return Assessment("irrelevant", "neutral", 0.0, 0.0, summary=f"{witness.name} {VERBS['irrelevant']}")
    favors = max(toward, key=lambda s: (toward[s], s == strongest[2]))
    net = toward[favors] - toward[other(favors)]
    if strongest[2] != favors:  # the findings pointed both ways: name the strongest for the side that won
        strongest = max((r for r in read if r[2] == favors), key=lambda r: r[0])
    _, finding, _, claim, statement = strongest
    return Assessment(finding, favors, round(min(1.0, max(0.0, net)), 3),
                      round(max(relevance(sim) for _, _, sim in matches), 3),
                      uses_evidence=any(s.established and s.kind in ("exhibit", "lie_truth") for _, s, _ in matches),
                      contradicts=statement.id if finding == "contradicts" else "",
                      cites=tuple(dict.fromkeys(s.id for _, s, _ in matches)),
                      summary=_summary(witness.name, finding, claim, statement))


def _negated(statement: Statement) -> bool:
    return negated(statement.text)


def _summary(name: str, finding: str, claim: Claim, statement: Statement) -> str:
    quoted = claim.quoted.strip().rstrip(".;,")
    if claim.quoted != claim.text:  # a bare yes or no: say what it was to
        quoted = f"{claim.quoted.strip().rstrip('.')} — {claim.text.rstrip('?.')}"
    if finding == "contradicts":
        what = (f"the {statement.name}" if statement.kind == "exhibit"
                else "their own earlier words" if statement.kind in ("story", "testimony") else "the evidence")
        return f"{name} contradicts {what}: \"{_cut(quoted)}\""
    verb = VERBS[finding]
    return f"{name} {verb}: \"{_cut(quoted)}\""


REASONS = {
    "volunteers": "the witness said, unasked, what they had kept back",
    "admits": "the witness admitted what they had kept back",
    "contradicts": "it contradicted {what}",
    "supports": "the witness told their side's account",
    "denies": "the witness denied it; nothing in evidence showed otherwise yet",
    "evades": "the witness did not answer a question about the case",
    "irrelevant": "it said nothing about the case",
    "argues": "it argued the case's facts",
}


def reason(assessment: Assessment, record: CaseRecord | None = None) -> str:
    """Why some words counted, in a sentence the player reads (the summary's key moments)."""
    what = "the evidence"
    statement = record.by_id(assessment.contradicts) if record and assessment.contradicts else None
    if statement is not None:
        what = (f"the {statement.name}" if statement.kind == "exhibit" else "the witness's own earlier words"
                if statement.kind in ("story", "testimony") else "the evidence")
    text = REASONS.get(assessment.finding, "").format(what=what)
    if assessment.finding == "argues" and assessment.uses_evidence:
        text += ", from the evidence in play"
    return text[:1].upper() + text[1:] + "." if text else ""


def _cut(text: str, limit: int = 150) -> str:
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + "…"


# --- questions and speeches --------------------------------------------------------------

def _established_stance(record: CaseRecord, claim: Claim, matches_for_claim: list[tuple[Statement, float]]):
    """(supported, contradicted) by statements in evidence about this claim."""
    supported = contradicted = None
    for statement, sim in matches_for_claim:
        if not statement.established or statement.kind == "law" or sim < MATCH_AT:
            continue
        if (claim.negated == _negated(statement)) and supported is None:
            supported = statement
        elif claim.negated != _negated(statement) and contradicted is None:
            contradicted = statement
    return supported, contradicted


def _read(record: CaseRecord, claims: list[Claim]) -> dict:
    """Relevance, evidence used and contradictions of some claims (a question or a speech)."""
    if not claims or not record.statements:
        return {"relevance": 0.0, "uses": None, "contradicts": None, "cites": ()}
    sims = _sims(record, claims, record.statements)
    per_claim, uses, contradicts, cites = [], None, None, []
    for row, claim in enumerate(sims):
        ranked = sorted(zip(record.statements, claim, strict=True), key=lambda p: -p[1])
        # Arguing the law (the burden, the charge) is relevant, less than arguing the facts.
        per_claim.append(relevance(ranked[0][1]) * (LAW_WEIGHT if ranked[0][0].kind == "law" else 1.0))
        cites += [s.id for s, sim in ranked[:2] if sim >= MATCH_AT]
        supported, contradicted = _established_stance(record, claims[row], ranked[:5])
        if supported is not None and uses is None:
            uses = supported
        if contradicted is not None and supported is None and contradicts is None:
            contradicts = contradicted
    # The best point made, and how well the rest hold up: a speech is as relevant as its
    # strongest clauses, and padding around them dilutes it a little, not all of it.
    top = sorted(per_claim, reverse=True)[:3]
    return {"relevance": 0.6 * top[0] + 0.4 * sum(top) / len(top), "uses": uses, "contradicts": contradicts,
            "cites": tuple(dict.fromkeys(cites))}


def assess_question(record: CaseRecord, *, question: str, asker_side: str) -> Assessment:
    """A question: how much it is about the case, whether it uses the evidence in play, and
    whether it puts to the witness the opposite of something in evidence."""
    claim = proposition(question)
    read = _read(record, [Claim(claim, negated(claim), question)] if content(claim) else [])
    finding = "contradicts" if read["contradicts"] else "relevant" if read["relevance"] >= 0.3 else "irrelevant"
    strength = read["relevance"] * (0.5 if read["contradicts"] else 1.0)
    return Assessment(finding, asker_side, round(strength, 3), round(read["relevance"], 3),
                      uses_evidence=read["uses"] is not None,
                      contradicts=read["contradicts"].id if read["contradicts"] else "", cites=read["cites"],
                      summary=_cut(question, 120))


def assess_speech(record: CaseRecord, *, text: str, speaker_side: str, speaker: str) -> Assessment:
    """An opening or closing: relevance to the facts, the evidence in play it argues from,
    and whether it asserts the opposite of something in evidence nothing supports."""
    claims = [Claim(c, negated(c), c) for c in clauses(text) if content(c)]
    read = _read(record, claims)
    rel = read["relevance"]
    if rel < 0.1:
        return Assessment("irrelevant", other(speaker_side), 0.15, round(rel, 3),
                          summary=f"{speaker} says nothing about the case")
    strength = min(1.0, rel + (0.25 if read["uses"] else 0.0)) * (0.5 if read["contradicts"] else 1.0)
    finding = "contradicts" if read["contradicts"] else "argues"
    what = (f"argues from the {read['uses'].name or 'evidence'}" if read["uses"] is not None and read["uses"].name
            else "argues from the testimony" if read["uses"] is not None else "argues")
    summary = (f"{speaker} contradicts the evidence" if read["contradicts"] else f"{speaker} {what}")
    return Assessment(finding, speaker_side, round(strength, 3), round(rel, 3), uses_evidence=read["uses"] is not None,
                      contradicts=read["contradicts"].id if read["contradicts"] else "", cites=read["cites"],
                      summary=summary)
