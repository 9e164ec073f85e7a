"""Threats and violence: a harm someone means or wants (an intent, a wish, an oath, a present tense used as the
future, an ultimatum), aimed at a person (objects.py); doom promised; harm through what the addressee holds dear;
death wished. Pure."""

from __future__ import annotations

from courtroom.moderation.structure.objects import aimed_at, occupant_of, vocative_after
from courtroom.moderation.structure.view import (
    DETERMINER,
    VERB_FINAL_REACH,
    Finding,
    View,
    closes_clause,
    same_clause,
    word_at,
)


def _present_for_future(v: View) -> bool:
    """A present tense used as the future ("Ich schlag dir die Zähne aus", "te rompo la cara", "I break your legs
    tonight"): the speaker (a first-person subject, or the addressee as the clitic object of a first-person verb)
    right before a harm, made concrete by a body part after it or by when or on what condition it will happen."""
    for i, harm in v.at("harm"):
        # the speaker before the verb, or right after it where German puts a subject after a fronted time or place
        # ("Morgen früh bringe ich dich um", "Nach dem Urteil schlage ich dir den Schädel ein")
        by_speaker = any(i - 3 <= j < i for j, _ in v.at("first_person")) or _speaker_after(v, i) or any(
            i - 1 <= j <= i for j, _ in v.at("clitic"))
        if not by_speaker:
            continue
        if occupant_of(v, i, harm) is not None:
            return True  # a place harmed with someone in it ("Wir jagen dein Auto in die Luft, während du drin bist")
        body = {j for cls in ("body", "gore") for j, _ in v.at(cls)}
        # the addressee's own body part ("eu quebro suas pernas", "je brise tes genoux")
        if any(i < j <= i + 3 and {j + 1, j + 2} & body for j, _ in v.at("yours")):
            return True
        if not v.near("harm", "second", before=2, after=4):
            continue
        if any(i <= j <= i + 5 for j in body):
            return True
        # With only a when or an if, the addressee must be what is harmed, not the owner of a thing harmed
        # ("I snap your photo tonight", "te quebro o galho amanhã": a determiner or a possessive after the verb).
        after = word_at(v, i + len(harm.split())) if i + len(harm.split()) < len(v.starts) else ""
        if v.at("when") and not DETERMINER.match(after) and after not in {"your", "ur"}:
            return True
    return False


def _speaker_after(v: View, i: int) -> bool:
    """The speaker right after the verb at token i: German verb-second after a fronted time or place ("Morgen früh
    bringe ich dich um")."""
    return any(j == i + 1 for j, _ in v.at("first_person"))


def _reached_through(v: View) -> str | None:
    """A threat without a verb of harm, through what the addressee holds dear: knowing where their family is, or
    "a shame if something happened to your…"."""
    if v.at("whereabouts") and v.near("kin_word", "second", before=2, after=0):
        return "knowing where the addressee's family is"
    if v.at("pity") and v.at("befall") and (v.near("befall", "second", before=6, after=6)
                                            or v.near("befall", "yours", before=6, after=6)):
        return "harm befalling the addressee or theirs, offered as a pity"
    return None


def _death_wished(v: View) -> Finding | None:
    """Death or an accident wished on the one addressed ("I hope you die", "ojalá te mueras", "j'espère que tu
    crèves"): a wish, then the addressee, then dying."""
    for i, word in v.at("perish"):
        if any(j < i for j, _ in v.at("wish")) and any(i - 4 <= j <= i for j, _ in v.at("second")):
            return Finding("violence", f"death wished on the one addressed (“{word}”)")
    return None


def threat_or_violence(v: View) -> Finding | None:
    doom = v.at("doom")
    if doom:
        return Finding("threat", f"harm promised to someone (“{doom[0][1]}”)")
    reached = _reached_through(v)
    if reached:
        return Finding("threat", reached)
    # the speaker means to come armed to where the one addressed is ("I'll be waiting by your car with a knife")
    armed = v.at("armed")
    if armed and v.at("intent") and (v.at("second") or v.at("yours")) and not v.at("frame"):
        return Finding("threat", f"the speaker means to come armed (“{armed[0][1]}”) for the one addressed")
    wished = _death_wished(v)
    if wished:
        return wished
    drive = _driven(v)
    imperative = next(((0, w) for i, w in v.at("harm") if i == 0), None)
    if not drive and not imperative:
        return None
    aimed = aimed_at(v)
    if not aimed:
        return None
    harm, target = aimed
    # the one addressed: "you", or named right after a harm with no object ("I'll shoot, bailiff")
    if v.at("second") or any(vocative_after(v, i, w) == target for i, w in v.at("harm")):
        return Finding("threat", f"a harm (“{harm}”) the speaker means, aimed at the one addressed (“{target}”)")
    return Finding("violence", f"a bodily harm (“{harm}”) the speaker wants done to a person (“{target}”)")


_PRONOUNS = {"je", "j'", "te", "t'", "le", "la", "lo", "les", "lui", "eu", "yo", "ich", "wir", "o", "a", "os", "as",
             "vous", "nous", "me"}


def _sworn(v: View, i: int, harm: str) -> bool:
    """An oath just before the harm (only pronouns or a when between: "te juro que te mato", "je jure que je le tue",
    "juro que mañana mato…"), or one whose
    clause the harm closes ("ich schwöre, dass ich den Richter töte")."""
    when = {j + k for j, w in v.at("when") for k in range(len(w.split()))}
    for j, oath in v.at("oath"):
        end = j + len(oath.split()) - 1
        if end < i <= end + 3 and all(word_at(v, k) in _PRONOUNS or k in when for k in range(end + 1, i)):
            return True
        if end < i <= end + VERB_FINAL_REACH and closes_clause(v, i, harm) and same_clause(v, end, i):
            return True
    return False


def _driven(v: View) -> bool:
    """Someone means or wants the harm: an intent or a wish before it, or a present used as the future; before a verb
    closing its clause, anywhere in that clause."""
    for i, harm in v.at("harm"):
        if _sworn(v, i, harm):
            return True
        reach = VERB_FINAL_REACH if closes_clause(v, i, harm) else 7
        for cls in ("intent", "wish", "opening_wish", "ultimatum"):
            # (the clause is counted from the driver's last word: "ich schwöre, dass ich …")
            if any(i - reach <= j <= i and (reach == 7 or same_clause(v, j + len(w.split()) - 1, i))
                   for j, w in v.at(cls)):
                return True
    return _present_for_future(v)
