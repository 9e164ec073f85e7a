"""The content filter's matcher: pure pattern rules, no ORM.

Rules live in the database (staff edit them); services load them as `Rule`s and
call `screen`. A rule is a case-insensitive regular expression; `unless` is an
optional pattern that, when it matches the same sentence, clears the hit (so
"the assault charge" in a legal context is not flagged by a violence rule).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

REASON_CODES = ("slur", "hate_speech", "violence", "harassment", "sexual_content")
REDACTED_TEXT = "[The witness statement has been redacted by the court for decorum violations.]"
# What viewers read in place of a redacted line, worded for who spoke it.
_REDACTED_BY_ROLE = {
    "witness": REDACTED_TEXT,
    "judge": "[The judge's remark has been struck from the record for decorum violations.]",
    "bailiff": "[The bailiff's announcement has been redacted by the court for decorum violations.]",
    "prosecutor": "[The prosecution's statement has been redacted by the court for decorum violations.]",
    "defense": "[The defense's statement has been redacted by the court for decorum violations.]",
}
_SENTENCE = re.compile(r"(?<=[.!?;])\s+|\n+")


@dataclass(frozen=True)
class Rule:
    code: str
    pattern: str
    unless: str = ""


@dataclass(frozen=True)
class Screening:
    flagged: bool
    reasons: tuple[str, ...]


@lru_cache(maxsize=512)
def _compiled(pattern: str) -> re.Pattern | None:
    try:
        return re.compile(pattern, re.IGNORECASE)
    except re.error:
        return None


def redacted_line(role: str) -> str:
    """The placeholder viewers read instead of a redacted line of a speaker in `role`."""
    return _REDACTED_BY_ROLE.get(role, "[This statement has been redacted by the court for decorum violations.]")


def valid_pattern(pattern: str) -> bool:
    return _compiled(pattern) is not None


def _normalize(text: str) -> str:
    # Undo the usual evasions: leetspeak digits and spacing between letters of short words.
    return text.translate(str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "$": "s", "@": "a"}))


def screen(text: str, rules: list[Rule] | tuple[Rule, ...]) -> Screening:
    """Which reason codes the text triggers (in REASON_CODES order)."""
    hits: set[str] = set()
    sentences = [s for s in _SENTENCE.split(text or "") if s]
    for sentence in sentences:
        variants = {sentence, _normalize(sentence)}
        for rule in rules:
            if rule.code in hits:
                continue
            pattern = _compiled(rule.pattern)
            if pattern is None or not any(pattern.search(v) for v in variants):
                continue
            guard = _compiled(rule.unless) if rule.unless else None
            if guard is not None and guard.search(sentence):
                continue
            hits.add(rule.code)
    reasons = tuple(code for code in REASON_CODES if code in hits)
    return Screening(bool(reasons), reasons)


# The default rule set, seeded by a data migration; staff edit the rows afterwards.
DEFAULT_RULES: tuple[tuple[str, str, str, str], ...] = (
    # (code, pattern, unless, description)
    ("slur", r"\bn[i!]gg(?:er|a|az|ers)\b", "", "racial slur"),
    ("slur", r"\bf[a@]gg?(?:ot|ots|y)?\b", r"\bfag(?:ot)?\s+(?:bundle|of sticks)\b", "homophobic slur"),
    ("slur", r"\bretard(?:s|ed)?\b", r"\bflame[- ]retard", "ableist slur"),
    ("slur", r"\b(?:k[i1]ke|sp[i1]c|ch[i1]nk|tr[a@]nny|wetback|raghead)s?\b", "", "ethnic and anti-trans slurs"),
    ("hate_speech", r"\b(?:all|those|these)\s+(?:jews|muslims|christians|blacks|whites|immigrants|gays|women|men)\s+(?:are|should)\s+(?:vermin|animals|subhuman|evil|die|be\s+(?:killed|deported|exterminated))", "", "group-directed dehumanization"),
    ("hate_speech", r"\b(?:subhuman|untermensch|master race|ethnic cleansing|gas the)\b", r"\b(?:history|trial|tribunal|condemn)", "genocidal language"),
    ("hate_speech", r"\bheil hitler\b|\bwhite power\b|\b1488\b", "", "hate slogans"),
    ("violence", r"\b(?:i(?:'ll| will| am going to|'m going to|'m gonna| gonna)|we(?:'ll| will))\s+(?:kill|murder|stab|shoot|strangle|behead)\s+(?:you|him|her|them)\b", "", "threats to kill"),
    ("violence", r"\b(?:disembowel\w*|decapitat\w*|behead\w*|dismember\w*|eviscerat\w*|gouge[sd]? (?:out )?(?:his|her|their|your) eyes)\b", r"\b(?:charge|alleged|accused|indictment)\b", "graphic violence"),
    ("violence", r"\b(?:slit|cut)\s+(?:his|her|their|your)\s+throat\b|\bblood\s+(?:everywhere|spurting|gushing)\b|\bbrains?\s+(?:splattered|blown out)\b", "", "gore"),
    ("violence", r"\b(?:beat|torture)\s+(?:you|him|her|them)\s+(?:to death|until|senseless)\b", "", "graphic beating"),
    ("harassment", r"\b(?:kill|hang)\s+yourself\b|\bkys\b", "", "self-harm encouragement"),
    ("harassment", r"\byou(?:'re| are)\s+(?:a\s+)?(?:worthless|pathetic|disgusting|ugly)\s+(?:piece of (?:shit|trash)|loser|pig|whore|slut)\b", "", "targeted insult"),
    ("harassment", r"\b(?:i know where you live|dox(?:x)?(?:ing|ed)?|your home address is)\b", "", "doxxing and intimidation"),
    ("harassment", r"\b(?:elon musk|taylor swift|joe biden|donald trump|barack obama|kim kardashian)\s+(?:is|was)\s+(?:a\s+)?(?:pedophile|rapist|criminal|murderer|whore)\b", "", "defaming real people"),
    ("sexual_content", r"\b(?:porn\w*|blowjob|handjob|dildo|cum(?:shot|ming)|orgasm\w*|masturbat\w*|genitals?|penis|vagina|nude photos?|naked pictures?)\b", r"\b(?:evidence|exhibit|subpoena|illegally shared)\b.*\bnude photos?\b", "explicit sexual terms"),
    ("sexual_content", r"\b(?:rape[ds]?|raping|molest\w*|sexually assault\w*)\s+(?:her|him|them|you|me)\b", "", "sexual violence"),
    ("sexual_content", r"\bhad sex (?:with|on)\b|\bsex(?:ual)? (?:act|position)s?\b", r"\b(?:harassment policy|charge|alleged)\b", "sexual acts"),
)


def default_rules() -> list[Rule]:
    return [Rule(code, pattern, unless) for code, pattern, unless, _ in DEFAULT_RULES]
