"""Layer 1: staff-editable pattern rules, matched on normalised text, with context guards.

Pure, no ORM. Rules live in the database (staff edit them); services load them as
`Rule`s and call `screen_rules`. A rule is a case-insensitive regular expression
matched against every spelling `normalize.variants` gives; `unless` is an optional
pattern that, when it matches the same sentence, clears the hit.

The context guards keep legal vocabulary from being flagged by itself, per category:
a hit in reported or legal framing ("charged with", "the coroner testified", "the
assault charge", "alleged") or inside a quotation that the sentence reports ("the police
report quotes him saying '…'") is evidence, not abuse — unless the sentence itself wishes
or promises the harm ("he deserves to be…", "I will…") outside the quotation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from courtroom.moderation import lexicon as lx
from courtroom.moderation.decision import LayerDecision, ordered
from courtroom.moderation.normalize import variants

_SENTENCE = re.compile(r"(?<=[.!?;])\s+|\n+")
# Legal or reported framing anywhere in the sentence.
_FRAME = re.compile(
    rf"\b(?:charged|charges?|accused|accusations?|convicted|acquitted|pleaded|indict\w*|alleg\w*|testif\w*|coroner"
    r"|autopsy|medical examiner|forensic|pathologist|police|officers?|detective|according to|reports?"
    r"|transcript|complaint|denies|deny|statute"
    # Medical framing: a doctor's words for the body are not sexual content.
    r"|doctors?|medecin|medico|arzt|arztin|patient\w*|paciente|urolog\w*|gyn\w*|midwife|clinic\w*|hospital\w*"
    r"|examin\w*"
    # History: narration dated in a past year ("in 1649 the English beheaded…", "en 1936", "im Jahr 1793").
    r"|(?:in|en|em|im jahr|au|dans|during|circa|c\.) (?:1\d{3}|20[01]\d)"
    # Fiction told as such: the structural layer's word class, one list for both layers.
    rf"|{lx.FICTION})\b")
# A legal noun right after the hit: "the assault charge", "the torture allegation".
_LEGAL_AFTER = re.compile(r"^\W*(?:[a-z]+\W+)??(?:charges?|case|cases|allegations?|convictions?|counts?"
                          r"|statutes?|complaints?|policy|laws?|offen[cs]es?)\b")
_QUOTED = re.compile(r"[\"“”„«»]([^\"“”„«»]+)[\"“”„«»]|(?<!\w)['‘’‚](.+?)['‘’](?!\w)")
# Saying, hearing, reading out and writing told in the sentence: what it quotes is reported ("the note said '…'").
_REPORTING = re.compile(r"\b(?:said|says|saying|shouted|yelled|screamed|read|reads|wrote|writes|texted|told|quotes?"
                        r"|quoted|recorded|records|testified|reported|heard|hear"
                        # es, fr, de, pt: saying, shouting, telling and hearing, in the tenses a narration uses
                        r"|dijo|dice|decia|declaro|grito|gritaba|gritar|oyo|oir|escucho|afirma|afirmo|conto|relato"
                        r"|escribio|dit|disait|a dit|entendu|entendre|affirme|rapporte|raconte|cri(?:e|ait|aient|er)"
                        r"|hurl(?:e|ait|er)|ecri(?:t|vait)|sagte|sagt|rief|rufen|schrie|schrieb|horte|gehort"
                        r"|erzahlt\w*|berichtet\w*|disse|diz|dizia|contou|ouviu|ouvir|gritou|gritava|declarou"
                        r"|relatou|escreveu"
                        # reading out: "las die Drohung vor: '…'", "leyó la carta: «…»" (German "las" only with its
                        # "vor": Spanish "las" is an article)
                        r"|leyo|lee|lu|a lu|lit|las(?=\b.*\bvor\b)|liest|vorgelesen|leu)\b")
# A message, a letter, a threat received: what it quotes is reported ("Exhibit 4 is a voicemail: '…'") — unless the
# sentence hands it to someone: a quotation delivered to the one addressed or to a person is the speaker's own saying
# ("A message for you: 'I will kill you'", "Un mensaje para ti: «…»", "Un mot pour toi : « … »").
_REPORTING_NOUN = re.compile(r"\b(?:message|note|letter|voicemail|transcript|recording|report|mensaje|carta|nota"
                             r"|amenaza|lettre|menace|drohung|nachricht|brief|mensagem|bilhete|ameaca)\b")
_DELIVERED = re.compile(rf"\b(?:for|to|para|pra|pro|pour|fur|an)\s+(?:{lx.SECOND_PERSON}|(?:(?:the|el|la|le|den|die"
                        rf"|das|o|a)\s+)?(?:{lx.ROLE}))\b"
                        rf"|\b(?:here'?s|here is|voici|voila|aqui tienes|aqui tens|aqui vai|hier ist)\b")


def _reports(outside: str) -> bool:
    """The sentence, outside its quotations, tells the quotation as said, heard, read or received by someone."""
    return bool(_REPORTING.search(outside) or (_REPORTING_NOUN.search(outside) and not _DELIVERED.search(outside)))


# The speaker wishes, urges or promises the harm: no framing excuses that.
_WISH = re.compile(r"\b(?:deserves?|should|ought|hope|wish|want to see|let'?s|i'?ll|i will|i'?m going to|gonna"
                   r"|i'?d love)\b")
# A threat's object: a hit that ends on a determiner and a noun ("I'll kill the motion", "we'll murder the pub quiz")
# is aimed at a person only if that noun phrase (the noun and the word after it) names one.
_ENDS_ON_OBJECT = re.compile(r"\b(?:the|a|an|this|that|my|our|el|la|los|las|un|una|le|les|une|ce|cette|der|die|das"
                             r"|den|dem|ein|eine|einen|o|os|as|um|uma)\s+(\w+)$")
_PERSON_WORD = re.compile(rf"^(?:{lx.PERSON}|{lx.PERSON_NOUN}|{lx.INSULT}|{lx.KIN}|{lx.MINOR}|{lx.BODY}|{lx.GORE})$")
_AGENT_NOUN = re.compile(rf"^(?:{lx.AGENT_NOUN})$")
_NEXT_WORD = re.compile(r"^\W*(\w+)")
# A harm won in a game, named in the hit's clause right after it ("I'll beat you at chess", "te reviento al pádel").
_IN_A_GAME = re.compile(rf"^\W*(?:[\w']+\W+){{0,2}}?(?:{lx.CONTEST})(?!\w)")
# What ends the hit's clause (the words after a hit up to it are that clause's rest).
_CLAUSE_MARK = re.compile(lx.CLAUSE_MARK)
_WITH_YOU = re.compile(rf"\b(?:with|con|avec|mit|com)\s+(?:{lx.SECOND_PERSON})\b|\bcontigo\b")
# Which guards may clear a hit of each category; hate and defamation are never excused.
_GUARDS = {
    "violence": ("frame", "quote", "game"),
    "sexual": ("frame", "quote"),
    "threat": ("quote", "object", "game"),
    "harassment": ("quote", "report"),
    "self_harm": ("quote",),
}


@dataclass(frozen=True)
class Rule:
    code: str
    pattern: str
    unless: str = ""
    description: str = ""
    id: int | None = None


@dataclass(frozen=True)
class Hit:
    rule: Rule
    fragment: str


@lru_cache(maxsize=1024)
def _compiled(pattern: str) -> re.Pattern | None:
    try:
        return re.compile(pattern, re.IGNORECASE)
    except re.error:
        return None


def valid_pattern(pattern: str) -> bool:
    return _compiled(pattern) is not None


def _outside_quotes(text: str) -> str:
    return _QUOTED.sub(" ", text)


def unquoted(sentence: str) -> str:
    """The sentence without the quotations it reports ("the note said 'I will hurt you'"), else as it is."""
    outside = _outside_quotes(sentence)
    return outside if outside != sentence and _reports(outside) else sentence


def _in_reported_quote(text: str, start: int, end: int) -> bool:
    for quote in _QUOTED.finditer(text):
        if quote.start() <= start and end <= quote.end():
            return _reports(_outside_quotes(text))
    return False


# Reported speech: a saying told of someone else ("she testified that he called her…"), not to the one addressed.
_REPORT_VERB = re.compile(rf"(?<![\w'])(?:{lx.REPORT}|called (?:him|her|them))(?![\w])")
_FIRST = re.compile(rf"(?<![\w'])(?:{lx.FIRST_PERSON})\W+(?:\w+\W+)?$")
_SECOND = re.compile(rf"(?<![\w'])(?:{lx.SECOND_PERSON})(?![\w])")


def _reported_about_another(text: str) -> bool:
    """The sentence tells what someone else said (a reporting verb whose subject is not the speaker), and says
    nothing to the one addressed: an insult in it is evidence, not abuse."""
    outside = _outside_quotes(text)
    if _SECOND.search(outside):
        return False
    return any(not _FIRST.search(outside[:m.start()]) for m in _REPORT_VERB.finditer(outside))


def _aimed_at_a_thing(text: str, start: int, end: int) -> bool:
    """The hit ends on a determiner and a noun, and neither that noun nor the word after it is a person."""
    obj = _ENDS_ON_OBJECT.search(text[start:end])
    if not obj:
        return False
    after = _NEXT_WORD.match(text[end:])
    phrase = [obj.group(1)] + ([after.group(1)] if after else [])
    # a noun formed to name someone by what they do is a person's, as is a harm with the one addressed in it, in the
    # same clause ("burn the house down with you inside"; not "kill the lights when you leave", "…, Your Honour")
    return not any(_PERSON_WORD.match(word) or _AGENT_NOUN.match(word) for word in phrase) and not _WITH_YOU.search(
        " ".join(_clause_after(text, end).split()[:6]))


def _clause_after(text: str, end: int) -> str:
    """The rest of the hit's clause: what follows text[:end] up to the next clause mark."""
    return _CLAUSE_MARK.split(text[end:], maxsplit=1)[0]


def guarded(code: str, text: str, start: int, end: int) -> bool:
    """Whether the context clears a hit of `code` at text[start:end] (text is normalised)."""
    guards = _GUARDS.get(code, ())
    if "quote" in guards and _in_reported_quote(text, start, end):
        return True
    if "object" in guards and _aimed_at_a_thing(text, start, end):
        return True
    if "game" in guards and _IN_A_GAME.match(_clause_after(text, end)):
        return True
    if "report" in guards and _reported_about_another(text):
        return True
    if "frame" in guards and not _WISH.search(_outside_quotes(text)):
        return bool(_FRAME.search(text) or _LEGAL_AFTER.match(text[end:]))
    return False


def _sentence_hits(sentence: str, rules) -> list[Hit]:
    spellings = variants(sentence)
    hits = []
    for rule in rules:
        pattern = _compiled(rule.pattern)
        if pattern is None:
            continue
        unless = _compiled(rule.unless) if rule.unless else None
        if unless is not None and any(unless.search(s) for s in spellings):
            continue
        for spelling in spellings:
            match = pattern.search(spelling)
            if match and not guarded(rule.code, spelling, match.start(), match.end()):
                hits.append(Hit(rule, match.group()))
                break
    return hits


def rule_hits(text: str, rules) -> list[Hit]:
    """Every rule that fires on a sentence of `text`, once per rule."""
    found: dict[Rule, Hit] = {}
    for sentence in (s for s in _SENTENCE.split(text or "") if s.strip()):
        for hit in _sentence_hits(sentence, [r for r in rules if r not in found]):
            found[hit.rule] = hit
    return list(found.values())


def screen_rules(text: str, rules) -> LayerDecision:
    """Layer 1's decision: the categories of the rules that fired, and which rules, as the reason."""
    hits = rule_hits(text, rules)
    if not hits:
        return LayerDecision("rules", False, (), "no rule matched")
    reason = "; ".join(f"{h.rule.description or h.rule.code} matched “{h.fragment}”" for h in hits)
    return LayerDecision("rules", True, ordered(h.rule.code for h in hits), reason[:500],
                         rules=tuple(h.rule.id for h in hits if h.rule.id is not None))
