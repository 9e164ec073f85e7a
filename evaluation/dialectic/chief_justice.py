"""Layer 3: the chief justice. Pure Python, no model: the same opinions always get the same ruling.

Per criterion, in this order, each step written to an execution log the user reads:

1. fact supremacy  a judge citing an id that does not exist, or evidence with found=False,
                   loses 2 points (minimum 1). NO_EVIDENCE is an honest answer, not a hallucination.
2. weighted mean   Prosecutor 1, Defense 1, TechLead 2, over the scores after step 1.
3. security cap    verified SECURITY_VIOLATION evidence (found, and shown for the criterion or
                   cited by a judge) caps the mean at 3; a charge that merely says "security"
                   caps nothing.
4. round half up   2.5 → 3, 3.5 → 4 (not banker's rounding).
5. clamp           to 1–5.
6. dissent         a spread above 2 between the judges' submitted scores produces a dissent
                   summary and, in the first round only, asks for one re-evaluation round.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from decimal import ROUND_HALF_UP, Decimal

from evaluation.dialectic.evidence import NO_EVIDENCE, SECURITY
from evaluation.dialectic.personas import PERSONAS, PROSECUTOR, TECHLEAD, WEIGHTS
from evaluation.dialectic.schemas import half_up

FACT_PENALTY = 2
SECURITY_CAP = 3
DISSENT_SPREAD = 2
MAX_REEVALUATION_ROUNDS = 1
_SECURITY_CHARGE = re.compile(r"\bsecurity\b|SECURITY_VIOLATION|injection|hard-?coded (secret|credential|password)|"
                              r"vulnerab|\bsecrets?\b.*\b(code|source)\b", re.IGNORECASE)


@dataclass
class Step:
    rule: str
    message: str
    judge: str | None = None
    before: float | None = None
    after: float | None = None


@dataclass
class CriterionRuling:
    criterion_id: str
    criterion_name: str
    round: int
    score: int
    raw_scores: dict[str, int]
    adjusted_scores: dict[str, int]
    weighted_mean: float
    security_capped: bool
    spread: int
    dissent: str | None
    needs_reevaluation: bool
    reasoning: str
    remediation: str | None
    charges: list[str] = field(default_factory=list)
    mitigations: list[str] = field(default_factory=list)
    log: list[Step] = field(default_factory=list)
    fallback_judges: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return asdict(self)


def is_security_charge(charge: str) -> bool:
    return bool(_SECURITY_CHARGE.search(charge or ""))


def _fmt(value: float) -> str:
    return f"{value:g}" if value == int(value) else f"{value:.2f}".rstrip("0")


def _bad_citations(opinion, evidence_by_id: dict) -> tuple[list[str], list[str]]:
    """(ids that do not exist, ids whose evidence has found=False), case-insensitively."""
    missing, not_found = [], []
    for cited in opinion.citedEvidence:
        key = cited.strip()
        if not key or key.upper() == NO_EVIDENCE:
            continue
        item = evidence_by_id.get(key.lower())
        if item is None:
            missing.append(key)
        elif not item.found:
            not_found.append(item.id)
    return missing, not_found


def apply_fact_supremacy(opinions: list, evidence_by_id: dict, log: list[Step]) -> dict[str, int]:
    adjusted: dict[str, int] = {}
    for opinion in opinions:
        missing, not_found = _bad_citations(opinion, evidence_by_id)
        if missing or not_found:
            after = max(1, opinion.score - FACT_PENALTY)
            reasons = []
            if missing:
                reasons.append(f"cited evidence that does not exist ({', '.join(missing)})")
            if not_found:
                reasons.append(f"relied on evidence marked found=False ({', '.join(not_found)})")
            log.append(Step("fact_supremacy", f"{opinion.judge} {' and '.join(reasons)}: "
                                              f"{opinion.score} → {after} (−{FACT_PENALTY}, minimum 1).",
                            opinion.judge, opinion.score, after))
        else:
            after = opinion.score
        adjusted[opinion.judge] = after
    if not any(s.rule == "fact_supremacy" for s in log):
        log.append(Step("fact_supremacy", "Every cited evidence id exists and was found; no penalty."))
    return adjusted


def weighted_mean(adjusted: dict[str, int], log: list[Step]) -> float:
    total = sum(WEIGHTS[judge] * score for judge, score in adjusted.items())
    weight = sum(WEIGHTS[judge] for judge in adjusted)
    mean = total / weight
    parts = " + ".join(f"{judge} {score}×{WEIGHTS[judge]}" for judge, score in adjusted.items())
    log.append(Step("weighted_mean", f"({parts}) / {weight} = {_fmt(mean)}.", after=mean))
    return mean


def verified_security_evidence(opinions: list, evidence_by_id: dict, shown: list) -> list[str]:
    """Ids of found SECURITY_VIOLATION evidence the ruling rests on: shown for the criterion or cited by a judge."""
    verified = [e.id for e in shown if e.cls == SECURITY and e.found]
    for opinion in opinions:
        for cited in opinion.citedEvidence:
            item = evidence_by_id.get(cited.strip().lower())
            if item is not None and item.cls == SECURITY and item.found and item.id not in verified:
                verified.append(item.id)
    return verified


def unsupported_security_charge(opinions: list) -> str | None:
    """The first charge that speaks of security, for the log when no evidence backs it."""
    for opinion in opinions:
        for charge in opinion.charges or []:
            if is_security_charge(charge):
                return f"a security charge by the {opinion.judge} (“{charge[:160]}”)"
    return None


def apply_security_cap(mean: float, verified: list[str], charge: str | None, log: list[Step]) -> tuple[float, bool]:
    """Cap at 3 only on verified evidence: a judge writing "security" proves nothing (a docs
    criterion scored 4/5/5 must not become 3 because a prosecutor mentioned the word)."""
    if not verified:
        message = "No verified SECURITY_VIOLATION evidence; no cap."
        if charge:
            message = f"{charge[0].upper()}{charge[1:]} rests on no verified SECURITY_VIOLATION evidence; no cap."
        log.append(Step("security_cap", message))
        return mean, False
    capped = min(mean, SECURITY_CAP)
    verb = f"caps {_fmt(mean)} at {SECURITY_CAP}" if mean > SECURITY_CAP else f"would cap at {SECURITY_CAP}; " \
                                                                               f"{_fmt(mean)} is already below"
    log.append(Step("security_cap", f"verified SECURITY_VIOLATION evidence ({', '.join(verified)}) — {verb}.",
                    before=mean, after=capped))
    return capped, True


def round_half_up(value: float, log: list[Step]) -> int:
    rounded = half_up(value)
    log.append(Step("round_half_up", f"{_fmt(value)} rounds half up to {rounded}.", before=value, after=rounded))
    return rounded


def clamp(value: int, log: list[Step]) -> int:
    clamped = min(5, max(1, value))
    message = f"{value} is within 1–5." if clamped == value else f"{value} clamped to {clamped}."
    log.append(Step("clamp", message, before=value, after=clamped))
    return clamped


def dissent_summary(opinions: list) -> str:
    ordered = sorted(opinions, key=lambda o: (o.score, PERSONAS.index(o.judge)))
    low, high = ordered[0], ordered[-1]
    return (f"{high.judge} ({high.score}) and {low.judge} ({low.score}) disagree by {high.score - low.score} points. "
            f"{high.judge}: {_first_sentence(high.argument)} {low.judge}: {_first_sentence(low.argument)}")


def _first_sentence(text: str) -> str:
    sentence = re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0]
    return sentence if len(sentence) <= 220 else sentence[:219] + "…"


def rule(criterion, opinions: list, evidence_by_id: dict, *, shown: list | None = None, round: int = 0,
         fallback_judges: list[str] | None = None) -> CriterionRuling:
    """The ruling on one criterion from its three opinions (JudicialOpinion-like objects).

    `evidence_by_id` maps lower-cased ids to all extracted evidence; `shown` is the
    evidence the judges were given for this criterion; `round` is 0, or 1 after a
    re-evaluation (which never asks for another).
    """
    opinions = sorted(opinions, key=lambda o: PERSONAS.index(o.judge))
    log: list[Step] = []
    adjusted = apply_fact_supremacy(opinions, evidence_by_id, log)
    mean = weighted_mean(adjusted, log)
    verified = verified_security_evidence(opinions, evidence_by_id, shown or [])
    capped_value, capped = apply_security_cap(mean, verified, unsupported_security_charge(opinions), log)
    score = clamp(round_half_up(capped_value, log), log)
    raw = {o.judge: o.score for o in opinions}
    spread = max(raw.values()) - min(raw.values())
    dissent = dissent_summary(opinions) if spread > DISSENT_SPREAD else None
    needs = dissent is not None and round < MAX_REEVALUATION_ROUNDS
    if dissent is None:
        log.append(Step("dissent", f"Spread {spread} ≤ {DISSENT_SPREAD}: no dissent."))
    elif needs:
        log.append(Step("dissent", f"Spread {spread} > {DISSENT_SPREAD}: dissent recorded; one re-evaluation "
                                   f"round is ordered."))
    else:
        log.append(Step("dissent", f"Spread {spread} > {DISSENT_SPREAD} after re-evaluation: dissent recorded; "
                                   f"the re-evaluation limit ({MAX_REEVALUATION_ROUNDS}) is reached, "
                                   "the ruling stands."))
    by_judge = {o.judge: o for o in opinions}
    techlead = by_judge.get(TECHLEAD)
    prosecutor = by_judge.get(PROSECUTOR)
    return CriterionRuling(
        criterion_id=criterion.id, criterion_name=criterion.name, round=round, score=score, raw_scores=raw,
        adjusted_scores=adjusted, weighted_mean=round_2(mean), security_capped=capped, spread=spread,
        dissent=dissent, needs_reevaluation=needs, reasoning=_reasoning(score, adjusted, log),
        remediation=(techlead.remediation if techlead else None) or None,
        charges=list(prosecutor.charges or []) if prosecutor else [],
        mitigations=[m for o in opinions for m in (o.mitigations or [])],
        log=log, fallback_judges=list(fallback_judges or []))


def round_2(value: float) -> float:
    return float(Decimal(str(value)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def _reasoning(score: int, adjusted: dict[str, int], log: list[Step]) -> str:
    applied = [s.message for s in log if s.before is not None or s.rule == "weighted_mean"]
    scores = ", ".join(f"{judge} {value}" for judge, value in adjusted.items())
    return f"Final score {score}. Scores considered: {scores}. " + " ".join(applied)


def global_score(rulings: list[CriterionRuling]) -> float | None:
    """The mean of the criterion scores, one decimal, half up; None without rulings."""
    if not rulings:
        return None
    mean = Decimal(sum(r.score for r in rulings)) / Decimal(len(rulings))
    return float(mean.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def remediation_plan(rulings: list[CriterionRuling]) -> list[dict]:
    """What to fix, weakest criterion first (rubric order breaks ties); only criteria below 5."""
    items = [(r.score, index, r) for index, r in enumerate(rulings) if r.score < 5 and (r.remediation or r.charges)]
    items.sort(key=lambda t: (t[0], t[1]))
    return [{"criterionId": r.criterion_id, "criterionName": r.criterion_name, "score": r.score,
             "remediation": r.remediation or "", "charges": r.charges} for _, _, r in items]
