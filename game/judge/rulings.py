"""Objection rulings: the structured answer schema, the prompt, the cache key, the fallback.

The model is asked for a `JudgeRuling`; invalid answers are retried by the LLM door
with a schema reminder, and after that the deterministic fallback below rules from
the persona's strictness for that objection type and the shape of the question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

import pydantic

from game.judge.persona import JudgePersona

RULINGS = ("sustained", "overruled", "allowed_with_warning")
CP_FOR_OBJECTOR = {"sustained": 3, "overruled": -3, "allowed_with_warning": 0}

OBJECTIONS = {
    "hearsay": ("Hearsay", "FRE 802"),
    "leading": ("Leading the witness", "FRE 611(c)"),
    "relevance": ("Relevance", "FRE 401"),
    "speculation": ("Calls for speculation", "FRE 602"),
    "badgering": ("Badgering the witness", "FRE 611(a)"),
    "foundation": ("Lack of foundation", "FRE 901"),
    "prejudicial": ("Unduly prejudicial", "FRE 403"),
    "best_evidence": ("Best evidence", "FRE 1002"),
}


class JudgeRuling(pydantic.BaseModel):
    """The judge spec's response schema."""

    model_config = pydantic.ConfigDict(extra="ignore")

    ruling: Literal["sustained", "overruled", "allowed_with_warning"]
    statement: str = pydantic.Field(min_length=1, max_length=200)
    juryInstruction: str | None = pydantic.Field(default=None, max_length=150)
    patienceChange: float = pydantic.Field(ge=-20, le=5)

    @pydantic.model_validator(mode="after")
    def _statement_agrees(self):
        # {"ruling": "sustained", "statement": "Overruled. ..."}: which one did the judge mean? Not ours to guess.
        said = spoken_ruling(self.statement)
        if said and said != ("sustained" if self.ruling == "sustained" else "overruled"):
            raise ValueError(f"the statement says {said!r} but the ruling is {self.ruling!r}")
        return self


_SPOKEN_RULING = re.compile(r"\b(sustained|overruled)\b", re.IGNORECASE)


def spoken_ruling(statement: str) -> str | None:
    """The ruling word a judge's statement says first ("Sustained." → "sustained"), if any."""
    found = _SPOKEN_RULING.search(statement or "")
    return found.group(1).lower() if found else None


@dataclass(frozen=True)
class ObjectionContext:
    objection_type: str
    objector_side: str            # "player" | "opponent"
    question: str
    witness_response: str
    examination_type: str         # "direct" | "cross" | "redirect"
    trial_context: str
    witness_id: str = ""
    objector_counsel: str = ""    # the objector's side in court: "defense", "prosecution", "plaintiff"


def answer_keys(data, fields: tuple[str, ...], synonyms: dict[str, str] = ()):
    """A model's JSON object with its keys read as ours: any case, snake_case or spaces ("Jury_Instruction" →
    "juryInstruction"), listed synonyms, and one wrapper object ({"judgeRuling": {...}}) unwrapped. Two keys
    for one field are a conflict: ValueError (the door asks again)."""
    if not isinstance(data, dict):
        return data
    wanted = {_squash(f): f for f in fields}
    wanted.update({_squash(k): v for k, v in dict(synonyms).items()})
    if len(data) == 1:
        (key, inner), = data.items()
        if isinstance(inner, dict) and _squash(key) not in wanted:
            data = inner  # {"judgeRuling": {...}}
    out: dict = {}
    for key, value in data.items():
        field = wanted.get(_squash(key), key)
        if field in out:  # "ruling" and "Ruling": not ours to pick one
            raise ValueError(f"two answers for {field!r}; send each field once")
        out[field] = value
    return out


def _squash(key) -> str:
    return re.sub(r"[^a-z]", "", str(key).lower())


def normalize_ruling(data):
    """Reshape near-misses before validation: key case and synonyms, spacing and case of the ruling.

    Never invents a value: a missing or out-of-range field is left for validation to refuse
    (the door then asks again, and finally rules with the fallback).
    """
    data = answer_keys(data, tuple(JudgeRuling.model_fields),
                       {"decision": "ruling", "reasoning": "statement", "patience": "patienceChange",
                        "patienceDelta": "patienceChange", "instruction": "juryInstruction"})
    if not isinstance(data, dict):
        return data
    if isinstance(data.get("ruling"), str):
        ruling = data["ruling"].strip().strip(".!").lower().replace(" ", "_").replace("-", "_")
        data["ruling"] = ruling
    if data.get("juryInstruction") in ("", "none", "None", "null", "N/A"):
        data["juryInstruction"] = None
    change = data.get("patienceChange")
    if isinstance(change, str):
        # "-2", "−2" (a typographic minus), "+1": the number written; anything else fails validation.
        text = change.strip().replace("\u2212", "-")
        if re.fullmatch(r"[+-]?\d+(\.\d+)?", text):
            data["patienceChange"] = float(text)
    return data


# --- the cache key ---------------------------------------------------------------

_FEATURES = [
    ("leading_form", re.compile(r"^(isn't|wasn't|didn't|don't|aren't|weren't|isnt|didnt)\b"
                                r"|\b(right|correct|isn't that so|true)\?\s*$")),
    ("reported_speech", re.compile(r"\b(said|told|heard|says|tells|according to|rumou?rs?)\b"
                                 r"|\b(say|tell)( to)? (you|him|her|them|me|us)\b")),
    ("guessing", re.compile(r"\b(guess|imagine|suppose|would (he|she|they)|might|speculate|think (he|she|they))\b")),
    ("character", re.compile(r"\b(liar|criminal|record|past|history|drunk|violent|reputation)\b")),
    ("document", re.compile(r"\b(document|report|letter|email|receipt|contract|ledger|video|photo|footage)\b")),
    ("pressure", re.compile(r"\b(admit|lying|lie|really expect|come on|answer the question)\b|!")),
    ("off_topic", re.compile(r"\b(vacation|hobby|weather|favorite|personal life|divorce)\b")),
]


def context_features(question: str, answer: str = "") -> tuple[str, ...]:
    """The shape of an exchange, as sorted feature names: what makes contexts 'similar'."""
    q, a = question.strip().lower(), answer.strip().lower()
    found = {name for name, pattern in _FEATURES if pattern.search(q)}
    if a and _FEATURES[1][1].search(a):
        found.add("reported_speech_answer")
    return tuple(sorted(found)) or ("plain",)


def ruling_cache_key(context: ObjectionContext) -> str:
    """Objection type + examination type + objector + the features that bear on that ground.

    Not the objection type alone: the same hearsay objection is a different question on
    direct and on cross, raised by the other side, or against reported speech or not.
    The normalised context keeps only the features of the exchange that matter to the
    ground raised (reported speech for hearsay, a leading form for leading, ...); the
    witness and the exact words are left out, because a judge rules the same way on the
    same kind of exchange, and that is what makes the cache pay.
    """
    relevant = set(_MERIT.get(context.objection_type, {}))
    features = [f for f in context_features(context.question, context.witness_response) if f in relevant]
    return "|".join((context.objection_type, context.examination_type, context.objector_side,
                     "+".join(features) or "no-ground"))


def merged_ruling(cache: dict, context: ObjectionContext) -> dict | None:
    """The ruling already given on the same ground, examination type and objector (whatever
    the exchange's features): a judge who has ruled on this objection rules the same way
    again, without a fresh model call, once the trial's judge calls are spent."""
    prefix = "|".join((context.objection_type, context.examination_type, context.objector_side)) + "|"
    return next((ruling for key, ruling in reversed(list(cache.items())) if key.startswith(prefix)), None)


# --- the deterministic fallback -----------------------------------------------------

# How much the shape of the exchange supports each ground (added to the judge's strictness).
_MERIT = {
    "leading": {"leading_form": 30},
    "hearsay": {"reported_speech": 20, "reported_speech_answer": 10},
    "speculation": {"guessing": 30},
    "badgering": {"pressure": 30},
    "prejudicial": {"character": 25},
    "best_evidence": {"document": 20},
    "foundation": {"document": 15},
    "relevance": {"off_topic": 35, "character": 10},
}


def fallback_score(persona: JudgePersona, context: ObjectionContext) -> int:
    """0-100+: how strongly this judge would sustain this objection here."""
    score = persona.strictness_for(context.objection_type) - 15
    features = set(context_features(context.question, context.witness_response))
    for feature, bonus in _MERIT.get(context.objection_type, {}).items():
        if feature in features:
            score += bonus
    if context.objection_type == "leading":
        # Leading questions are allowed on cross-examination (FRE 611(c)).
        score += 10 if context.examination_type in ("direct", "redirect") else -80
    if context.objection_type == "badgering" and context.examination_type == "cross":
        score += 5
    return score


def fallback_ruling(persona: JudgePersona, context: ObjectionContext) -> JudgeRuling:
    """A sensible ruling without a model: sustain at 55+, warn at 42-54, else overrule."""
    score = fallback_score(persona, context)
    label = OBJECTIONS.get(context.objection_type, (context.objection_type.title(), ""))[0].lower()
    if score >= 55:
        instruction = "The jury will disregard the question and any answer to it." \
            if context.objection_type in ("hearsay", "speculation", "prejudicial", "badgering") else None
        return JudgeRuling(ruling="sustained", statement=f"Sustained. The objection for {label} is well taken.",
                           juryInstruction=instruction, patienceChange=0)
    if score >= 42:
        return JudgeRuling(ruling="allowed_with_warning",
                           statement="I'll allow it, but counsel is on a short leash. Move along.",
                           patienceChange=-2)
    return JudgeRuling(ruling="overruled", statement=f"Overruled. I don't see {label} here. The witness may answer.",
                       patienceChange=-4 if context.objector_side == "player" else -1)


# --- the prompt ------------------------------------------------------------------

def _traits(persona: JudgePersona) -> str:
    def word(value: int, low: str, mid: str, high: str) -> str:
        return high if value >= 67 else low if value <= 33 else mid

    return ", ".join([
        word(persona.strictness, "lenient", "even-handed", "strict and by-the-book"),
        word(persona.patience, "short-tempered", "reasonably patient", "very patient"),
        (f"dislikes {', '.join(p.replace('_', ' ') for p in persona.pet_peeves)}" if persona.pet_peeves
         else "no pet peeves"),
    ])


def ruling_messages(persona: JudgePersona, context: ObjectionContext) -> list[dict]:
    label, rule = OBJECTIONS.get(context.objection_type, (context.objection_type, "the Federal Rules of Evidence"))
    strict = persona.strictness_for(context.objection_type)
    attitude = "strict" if strict >= 60 else "lenient" if strict <= 40 else "measured"
    system = (
        f"You are {persona.display_name}, {persona.background or 'a trial judge'}. "
        f"Your personality: {_traits(persona)}.\n"
        "You rule on objections in a criminal or civil jury trial, in character, briefly."
    )
    user = (
        "An objection has been raised:\n"
        f"- Type: {label} ({rule})\n"
        f"- Raised by: {context.objector_counsel or ('defense' if context.objector_side == 'player' else 'opposing')}"
        " counsel\n"
        f"- Question asked: {context.question}\n"
        f"- Witness response so far: {context.witness_response or '(not yet answered)'}\n"
        f"- Examination type: {context.examination_type}\n"
        f"- Where we are: {context.trial_context}\n\n"
        f"Evaluate this objection based on the Federal Rules of Evidence. Consider your personality: you are "
        f"{attitude} about {label.lower()}.\n"
        'Answer with one JSON object: {"ruling": "sustained" | "overruled" | "allowed_with_warning", '
        '"statement": "1-2 sentences in character, at most 200 characters", '
        '"juryInstruction": "optional, at most 150 characters, only if the jury must disregard something", '
        '"patienceChange": number from -20 to 5 (how this objection affects your patience with the objector)}'
    )
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]
