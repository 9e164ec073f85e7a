"""The JudicialOpinion schema and a tolerant normalizer for what real models send back.

`normalize` reshapes common deviations before validation: wrapper objects
(`{"opinion": {...}}`), snake_case and synonym keys (`criterion_id`, `reasoning`,
`evidence`), scores written "4/5", "4", 4.0 or "score: 4", evidence ids given as one
comma-separated string, and a judge's name in any case. What it cannot fix is left
for pydantic to reject, so the LLM door retries with a reminder naming the error.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from evaluation.dialectic.personas import DEFENSE, PERSONAS, PROSECUTOR, TECHLEAD


class JudicialOpinion(BaseModel):
    judge: Literal["Prosecutor", "Defense", "TechLead"]
    criterionId: str = Field(min_length=1)
    score: int = Field(ge=1, le=5)
    argument: str = Field(min_length=1)
    citedEvidence: list[str] = Field(default_factory=list)
    charges: list[str] | None = None
    mitigations: list[str] | None = None
    remediation: str | None = None

    @field_validator("argument")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("argument must not be blank")
        return value.strip()


_SYNONYMS = {
    "judge": ("judge", "persona", "role", "judgename", "name"),
    "criterionId": ("criterionid", "criterion", "criteriaid", "criterionname", "id", "criterionkey"),
    "score": ("score", "rating", "grade", "finalscore", "value", "points"),
    "argument": ("argument", "reasoning", "rationale", "explanation", "justification", "opinion", "analysis",
                 "comment", "comments", "summary"),
    "citedEvidence": ("citedevidence", "evidence", "citations", "evidenceids", "cited", "citedevidenceids",
                      "evidenceid", "sources", "references"),
    "charges": ("charges", "charge", "accusations", "flaws", "issues"),
    "mitigations": ("mitigations", "mitigation", "mitigatingfactors", "strengths", "defenses"),
    "remediation": ("remediation", "remediations", "recommendation", "recommendations", "fix", "fixes",
                    "nextsteps", "actions"),
}
_WRAPPERS = ("opinion", "judicialopinion", "result", "data", "response", "output", "answer", "verdict")
_JUDGES = {"prosecutor": PROSECUTOR, "prosecution": PROSECUTOR, "defense": DEFENSE, "defence": DEFENSE,
           "techlead": TECHLEAD, "tech_lead": TECHLEAD, "tech lead": TECHLEAD, "tech-lead": TECHLEAD,
           "technicallead": TECHLEAD, "technical lead": TECHLEAD}
_FRACTION = re.compile(r"(-?\d+(?:\.\d+)?)\s*(?:/|out of)\s*(\d+(?:\.\d+)?)", re.IGNORECASE)
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def _key(name: str) -> str:
    return re.sub(r"[^a-z]", "", str(name).lower())


def half_up(value: float) -> int:
    """Round half away from zero for our positive scores: 2.5 → 3 (Python's round gives 2)."""
    return int(Decimal(str(value)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def parse_score(value: Any) -> Any:
    """4, 4.0, "4", "4/5", "8/10", "score: 4.5" → an int on the 1–5 scale; anything else unchanged."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return half_up(value)
    if isinstance(value, str):
        fraction = _FRACTION.search(value)
        if fraction:
            numerator, denominator = float(fraction.group(1)), float(fraction.group(2))
            if denominator > 0:
                return half_up(numerator * 5 / denominator)
        number = _NUMBER.search(value)
        if number:
            return half_up(float(number.group()))
    return value


def _as_list(value: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, str):
        parts = [p.strip() for p in re.split(r"[,;\n]", value) if p.strip()]
        return parts
    if isinstance(value, list):
        out = []
        for item in value:
            if isinstance(item, dict):
                item = item.get("id") or item.get("evidenceId") or item.get("text") or item.get("description") or ""
            if str(item).strip():
                out.append(str(item).strip())
        return out
    return value


def _as_text(value: Any) -> Any:
    if isinstance(value, list):
        return "\n".join(f"{i}. {str(v).strip()}" for i, v in enumerate(value, start=1) if str(v).strip())
    return value


def _unwrap(data: Any) -> Any:
    for _ in range(3):
        if not isinstance(data, dict):
            return data
        keys = {_key(k): k for k in data}
        wrapper = next((keys[w] for w in _WRAPPERS if w in keys and isinstance(data[keys[w]], dict)), None)
        if wrapper is None and len(data) == 1 and isinstance(next(iter(data.values())), dict):
            wrapper = next(iter(data))
        if wrapper is None:
            return data
        data = data[wrapper]
    return data


def normalize(data: Any, *, judge: str | None = None, criterion_id: str | None = None) -> Any:
    """The JSON reshaped toward JudicialOpinion; `judge`/`criterion_id` fill what is missing."""
    data = _unwrap(data)
    if isinstance(data, list) and len(data) == 1:
        data = _unwrap(data[0])
    if not isinstance(data, dict):
        return data
    by_key = {_key(k): v for k, v in data.items()}
    out: dict[str, Any] = {}
    for field, names in _SYNONYMS.items():
        for name in names:
            if name in by_key and by_key[name] not in (None, ""):
                out[field] = by_key[name]
                break
    if isinstance(out.get("judge"), str):
        out["judge"] = _JUDGES.get(out["judge"].strip().lower(), out["judge"].strip())
    if judge and out.get("judge") not in PERSONAS:
        out["judge"] = judge
    if criterion_id and (not isinstance(out.get("criterionId"), str) or not out.get("criterionId")):
        out["criterionId"] = criterion_id
    if "score" in out:
        out["score"] = parse_score(out["score"])
    for field in ("citedEvidence", "charges", "mitigations"):
        if field in out:
            out[field] = _as_list(out[field])
    if "remediation" in out:
        out["remediation"] = _as_text(out["remediation"])
    if isinstance(out.get("argument"), (list, dict)):
        out["argument"] = str(out["argument"])
    return out


def normalizer(judge: str, criterion_id: str):
    """A one-argument normalize for the LLM door, bound to the call's judge and criterion."""

    def bound(data: Any) -> Any:
        return normalize(data, judge=judge, criterion_id=criterion_id)

    return bound


def fallback_opinion(judge: str, criterion_id: str, errors: list[str] | None = None) -> JudicialOpinion:
    """The opinion used when the model never produced a valid one: a neutral 3, saying so."""
    reason = (errors or ["no answer"])[-1]
    return JudicialOpinion(judge=judge, criterionId=criterion_id, score=3,
                           argument=f"The {judge}'s evaluation failed ({reason[:200]}); a neutral score of 3 "
                                    f"stands in for it.", citedEvidence=[])
