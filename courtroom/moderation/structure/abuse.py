"""Self-harm urged, sexual content (with a minor; explicit), hate against a group spoken of as a whole, and
harassment (an insult aimed at a person, or abuse). Pure."""

from __future__ import annotations

import re

from courtroom.moderation import lexicon as lx
from courtroom.moderation.structure.view import (
    CLAUSE_OPENERS,
    THING_DETERMINER,
    CLASSES,
    KEEP,
    Finding,
    View,
    clause_start,
    reported,
    word_at,
)


_INSULT_ADJECTIVE = re.compile(rf"^(?:{lx.INSULT_ADJECTIVE})$")
_COPULA = re.compile(rf"^(?:{lx.COPULA})$")
_INTENSIFIER = re.compile(rf"^(?:{lx.INTENSIFIER})$")
_THING_SUBJECT = {"it", "this", "that", "that's", "thats", "it's", "its", "c'est", "c'etait", "eso", "esto", "das",
                  "dies", "es", "isso", "isto", "ca"}


def _of_a_person(v: View, i: int) -> bool:
    """The insulting adjective at token i is a person's attribute: beside a word for a person ("stupid judge", "juez
    estúpido", "stupid idiot"), said of one through a copula ("you're stupid", "the judge is so useless", "eres
    tonta"), or used as a noun after a determiner at the end of a phrase ("un inútil", "la gorda,"). A thing's
    ("a stupid rule", "fat chance", "the printer was useless", "una regla estúpida") is not."""
    n = len(v.starts)

    def joined(a: int, b: int) -> bool:  # no punctuation between tokens a and b: one phrase
        return not re.search(r"[,.;:!?]", v.text[v.starts[a]:v.starts[b]])

    if (i + 1 < n and joined(i, i + 1) and v.is_person(i + 1)) or (i >= 1 and joined(i - 1, i) and v.is_person(i - 1)):
        return True
    # Standing alone as a phrase, it names the one it is said to ("…, asquerosa.", "Stupid!").
    alone_before = i == 0 or not joined(i - 1, i)
    alone_after = i + 1 >= n or not joined(i, i + 1)
    if alone_before and alone_after:
        return True
    j = i - 1
    while j >= 0 and _INTENSIFIER.match(word_at(v, j)):
        j -= 1
    if j >= 0 and (_COPULA.match(word_at(v, j)) or word_at(v, j) in {"you're", "youre", "ur", "t'es", "eres", "bist"}):
        if v.is_person(j):
            return True  # "eres", "bist", "you're": the addressee is the subject
        subject = j - 1
        return subject >= 0 and v.is_person(subject) and word_at(v, subject) not in _THING_SUBJECT
    if j < i - 1 and THING_DETERMINER.match(word_at(v, j)) or i >= 1 and THING_DETERMINER.match(word_at(v, i - 1)):
        end = v.starts[i + 1] if i + 1 < n else len(v.text)
        return i + 1 >= n or bool(re.search(r"[,.;:!?]", v.text[v.starts[i]:end]))
    return False


_SPEAKER = {"i", "je", "j'", "ich", "yo", "eu"}


def _urged_gone(v: View) -> Finding | None:
    """The addressee urged to be gone: the world better without them, or dying urged as an imperative opening a
    clause ("…, muérete", "do everyone a favour and just die", "why don't you just die")."""
    absence = v.at("absence")
    if absence:
        return Finding("self_harm", f"telling the one addressed the world is better without them (“{absence[0][1]}”)")
    for i, word in v.at("perish"):
        if v.at("wish"):
            continue  # wished, not urged: _death_wished reads it
        if word_at(v, i - 1) in _SPEAKER and i >= 1:
            continue  # the speaker's own state ("je meurs de rire", "ich krepiere vor Lachen"), not an imperative
        if (clause_start(v, i) or word_at(v, i - 1) in {"don't", "dont"}
                or v.near("perish", "second", before=3, after=0)):
            return Finding("self_harm", f"urging the one addressed to die (“{word}”)")
    return None


def _in_condition(v: View, i: int) -> bool:
    """Token i lies in a conditional clause that opens the sentence and is closed by a comma before it. (Portuguese
    "se" opening the harm itself is the reflexive pronoun: "Se joga da ponte".)"""
    if i == 0 or not CLASSES["hypothetical"].match(v.text):
        return False
    comma = v.text.find(",")
    return comma != -1 and v.starts[i] < comma


def self_harm(v: View) -> Finding | None:
    if not reported(v) and not v.at("frame"):
        urged = _urged_gone(v)
        if urged:
            return urged
    # A condition is not an urging: the harm inside an "if…," clause ("If you're thinking about hurting yourself,
    # please call…"); a harm after the comma is the main clause's ("if you had any shame, you'd kill yourself").
    hit = [(i, w) for i, w in v.at("self_harm") if not _in_condition(v, i)]
    if not hit:
        return None
    # Urged: addressed, wished, or an imperative opening the sentence or a clause ("…y córtate…", "and go…").
    urged = v.at("second") or v.at("wish") or any(i <= 1 or word_at(v, i - 1) in CLAUSE_OPENERS for i, _ in hit)
    if urged and not (v.at("frame") and not v.at("second") and not v.at("wish")) and not reported(v):
        return Finding("self_harm", f"urging someone to harm themselves (“{hit[0][1]}”)")
    return None


def sexual_minor(v: View) -> Finding | None:
    wanted = v.at("wish") or v.at("intent") or v.at("desire")
    # Nudity is sexual beside a child where it is pictured, shown or wanted; care and teaching words clear it.
    sexual = v.at("sexual") or v.at("arousal") or (v.at("nudity") if v.at("depict") or wanted else [])
    if not sexual:
        return None
    # Care and teaching words clear nudity and a sexual word they stand beside ("sex education", "Sexualkunde"), not
    # a sexual act told in the same sentence as a doctor ("the doctor had sex with the girl").
    beside_care = {i + d for i, _ in v.at("care") for d in (-1, 0, 1)}
    explicit = [w for i, w in v.at("sexual") if i not in beside_care]
    if (v.at("frame") or (v.at("care") and not explicit)) and not wanted:
        return None
    minor = v.minor_age or next((w for _, w in v.at("minor")), None)
    if minor is None:
        return None
    return Finding("sexual", f"a sexual term (“{sexual[0][1]}”) with a minor (“{minor}”)")


def sexual_explicit(v: View) -> Finding | None:
    """An explicit sexual act done to or asked of a person, or an explicit body part someone does something to."""
    if v.at("frame") and not v.at("wish") and not v.at("intent"):
        return None
    act = v.at("sex_act")  # each act is written with the one it is done to ("fucks the…", "te baiser")
    if act:
        return Finding("sexual", f"an explicit sexual act (“{act[0][1]}”)")
    body = v.near("genital", "oral", before=5, after=3)
    if body and v.near("genital", "owner", before=2, after=2):
        return Finding("sexual", f"an explicit sexual act (“{body[1]}” … “{body[0]}”)")
    return None


def hate(v: View) -> Finding | None:
    predicate = v.at("dehumanise") + v.at("eliminate")
    if not predicate or reported(v):
        return None
    heads = [i for i, _ in v.at("group_noun")] + [i + 1 for i, _ in v.at("quantifier")]
    # A generic plural subject: the sentence opens with "(the) Xs are ...".
    for i, _ in v.at("copula"):
        if 1 <= i <= 3:
            heads.extend((0, i - 1))  # the subject opens the sentence ("Jews don't deserve…", "Los X no merecen…")
    # animals spoken of as a group are no people ("Pigeons are a plague", "Las palomas son una plaga")
    animals = {j for j, _ in v.at("animal")}
    if animals:
        heads = [h for h in heads if not {h, h + 1} & animals]
    for head in heads:
        for j, word in predicate:
            if head < j <= head + 10:
                return Finding("hate", f"a group spoken of as a whole (“{word_at(v, head)}”) as “{word}”")
    return None


def harassment(v: View) -> Finding | None:
    abuse = v.at("abuse")
    if abuse:
        return Finding("harassment", f"abuse aimed at someone (“{abuse[0][1]}”)")
    insult = v.at("insult")
    if not insult:
        return None
    if v.near("insult", "second", before=5, after=5):
        return Finding("harassment", f"an insult aimed at the one addressed (“{insult[0][1]}”)")
    if v.near("insult", "person", before=8, after=6) and not (v.at("frame") and not v.at("wish")):
        return Finding("harassment", f"an insult aimed at a person (“{insult[0][1]}”)")
    return None


KEEP["insult_noun"] = lambda v, i, w: not _INSULT_ADJECTIVE.match(w)
KEEP["insult"] = lambda v, i, w: not _INSULT_ADJECTIVE.match(w) or _of_a_person(v, i)
