"""Whom a harm is aimed at: a person in its clause, an object pronoun joined to it, the one named after a harm with
no object, whoever is inside a place it is done to — or a thing (its object a noun phrase no person heads, a thing of
the owner's, a game it is won in), when it is no harm to anyone. Pure."""

from __future__ import annotations

import re

from courtroom.moderation.structure.view import (
    AGENT_NOUN,
    CLAUSE_MARK,
    CLITICS,
    OF,
    PREPOSITIONS,
    SECOND_PERSON,
    THING_DETERMINER,
    VERB_FINAL_REACH,
    CLASSES,
    KEEP,
    View,
    closes_clause,
    same_clause,
    word_at,
)


def _aims_at_a_thing(v: View, i: int, harm: str) -> bool:
    """The harm at token i has a noun phrase for its object and no person heads it: "kill the motion", "matar el
    tiempo", "casser la baraque", "corta la cebolla" (the harm's own article ends the match), "chop the chicken's head
    off", "coupe la tête du poisson" (a body part whose owner is not a person)."""
    # A clitic pronoun before the verb is who is harmed, through what is theirs ("te vamos a quemar el coche…",
    # "qu'on lui brisera les os").
    if any(word_at(v, j) in CLITICS for j in range(max(0, i - 3), i)):
        return False
    words = harm.split()
    if CLASSES["enclitic"].match(v.text, v.starts[i] + len(word_at(v, i))):
        return False  # an object pronoun joined to the verb: "matá-lo", "tue-le"
    if closes_clause(v, i, harm):
        return False  # nothing after it to be its object ("…den Schädel ein.": "ein" is the verb's particle)
    if occupant_of(v, i, harm) is not None:
        return False  # a place with someone in it ("burn the house down while you sleep")
    at = i + len(words) - 1 if THING_DETERMINER.match(words[-1]) and len(words) > 1 else i + len(words)
    if at >= len(v.starts) or not THING_DETERMINER.match(word_at(v, at)):
        return False
    body = {j for cls in ("body", "gore") for j, _ in v.at(cls)}
    # The noun phrase: at most two words (an adjective and its noun), up to a preposition or another determiner.
    while_at = {w for w, _ in v.at("while")}
    for j in range(at + 1, min(at + 3, len(v.starts))):
        if (THING_DETERMINER.match(word_at(v, j)) or word_at(v, j) in PREPOSITIONS or j in while_at
                or not same_clause(v, at, j)):
            break  # (the noun phrase ends: "…les factures pendant que…" has no agent "pendant")
        if j in body:
            owner = _owner(v, j)
            return owner is not None and not v.is_person(owner)
        if v.is_person(j) or AGENT_NOUN.match(word_at(v, j)):
            return False
    # ...nor is the one addressed with it ("burn the house down with you inside"; not the subject of the next clause:
    # "kill the lights when you leave", nor German "du" read in French "du dossier").
    return not any(_with_you(v, j) and same_clause(v, i, j) for j in range(at + 1, min(at + 7, len(v.starts))))


_WITH = {"with", "con", "avec", "mit", "com"}


def _with_you(v: View, j: int) -> bool:
    """Token j is the one addressed, as the object of "with" ("with you inside", "contigo dentro", "avec toi")."""
    return word_at(v, j) == "contigo" or (SECOND_PERSON.match(word_at(v, j)) is not None and word_at(v, j - 1) in _WITH)


def _in_a_game(v: View, i: int, harm: str) -> bool:
    """The harm at token i is won in a game or a contest, named in its clause right after it ("I'll beat you at chess",
    "te reviento al pádel", "je vais te massacrer aux échecs", "ich schlag dich beim Tischtennis")."""
    last = i + len(harm.split()) - 1
    return any(last < j <= last + 4 and same_clause(v, i, j) for j, _ in v.at("contest"))


# Where something happens, not what is harmed ("im Büro die Akten verbrennen").
_AT_A_PLACE = {"in", "at", "on", "inside", "en", "dans", "a", "al", "au", "aux", "im", "am", "ins", "zum", "vom",
               "beim", "bei", "auf", "no", "na", "em", "num", "numa"}
# Who may be said to be in a place (a subject: "while he sleeps", "pendant qu'il dort", "während er drin ist"), and
# Spanish and Portuguese verbs that say "you" by their ending ("mientras duermes", "cuando estés dentro").
_SUBJECTS = {"he", "she", "they", "il", "elle", "ils", "elles", "er", "sie", "el", "ella", "ellos", "ele", "ela",
             "eles", "we", "nous", "wir"}
_SECOND_PERSON_VERB = {"duermes", "duermas", "estas", "estes", "dormes", "durmas", "estiveres"}


def occupant_of(v: View, i: int, harm: str) -> str | None:
    """Who is in the place the harm at token i is done to: a place in the harm's clause (its object, or before a verb
    closing the clause), then someone inside it or asleep, "while" or "with" ("burn the house down while you sleep",
    "while you're still in it", "mientras el juez está adentro", "pendant que t'y es", "während du drin bist",
    "enquanto você dorme", "con él dentro"). Not a thing ("burn the old files while you sleep"), nor someone elsewhere
    ("kill the engine while you're in the shop")."""
    n, last = len(v.starts), i + len(harm.split()) - 1
    # after the harm ("burn the house down", "prender fuego al edificio"), or its object before a verb closing the
    # clause ("das Haus anzünden"; not where it happens: "im Büro die Akten verbrennen")
    places = [j for j, _ in v.at("place") if same_clause(v, i, j) and (
        i <= j <= last + 3 or (i - VERB_FINAL_REACH <= j < i and word_at(v, j - 1) not in _AT_A_PLACE))]
    if not places:
        return None
    start = max(*places, last)
    inside = [j for j, _ in v.at("inside")]
    for w, _ in v.at("while"):
        if not start < w <= start + 3:
            continue
        for j in range(w + 1, min(w + 4, n)):
            raw = word_at(v, j)
            word = raw.split("'")[-1]
            if (v.is_person(j) or word in _SUBJECTS or raw in _SECOND_PERSON_VERB or raw == "t'y") and any(
                    w < k <= w + 6 for k in inside):
                return word_at(v, j)
    for j in range(start + 1, min(start + 6, n)):
        if word_at(v, j - 1) in _WITH and (v.is_person(j) or word_at(v, j) in _SUBJECTS) and any(
                j < k <= j + 2 for k in inside):
            return word_at(v, j)
    return None


def _owner(v: View, j: int) -> int | None:
    """The token of whom the body part at j is ("…du poisson", "…of the fish"), if the sentence says."""
    if j + 1 < len(v.starts) and word_at(v, j + 1) in OF:
        k = j + 2
        if k < len(v.starts) and THING_DETERMINER.match(word_at(v, k)) and k + 1 < len(v.starts):
            k += 1
        return k if k < len(v.starts) else None
    if j >= 1 and word_at(v, j - 1).endswith("'s"):
        return j - 1
    return None


# A demonstrative before a noun set off after the clause makes it the clause's object moved out ("je vais le tuer, ce
# juge", "l'égorger, ce témoin"), not a vocative ("…, juror nine").
_DEMONSTRATIVE = {"this", "that", "ce", "cet", "cette", "ese", "esa", "este", "esta", "aquel", "dieser", "diese",
                  "diesen", "esse", "essa", "aquele", "aquela"}
# An object pronoun fused to an infinitive or an imperative ("matarte", "romperle", "mátale"): the one harmed.
_FUSED_OBJECT = re.compile(r"(?:ar|er|ir|a|e)(?:te|le|les|me|nos|os)$")
# A possessive before a body part says whose it is ("a tua cara", "your face", "sa gueule"); not the speaker's own.
_ANOTHERS = {"your", "ur", "his", "her", "their", "tu", "tus", "su", "sus", "ta", "sa", "ton", "son", "tes", "ses",
             "dein", "deine", "deinen", "deinem", "sein", "seine", "seinen", "ihr", "ihre", "ihren", "teu", "tua",
             "seu", "sua", "dele", "dela"}


def _object_in_clause(v: View, i: int, j: int) -> bool:
    """Token j can be the object of the harm at i: in its clause, or moved out of it after a demonstrative."""
    return same_clause(v, i, j) or (j > i and word_at(v, j - 1) in _DEMONSTRATIVE and same_clause(v, j - 1, j))


def aimed_at(v: View) -> tuple[str, str] | None:
    """(harm, whom) when a harm is aimed at a person: a person or gore near the harm and in its clause (a vocative or
    the next clause's subject is not its object: "I'd kill for a coffee, juror nine", "Hang on, the witness…"), an
    object pronoun joined to it ("matá-lo"), or — the verb closing the clause, as German puts it ("Ich werde den
    Richter nach der Sitzung erschießen", "dass ich den Richter töte") — a person anywhere between the one who means
    it and the harm."""
    drivers = [j + len(w.split()) - 1 for cls in ("intent", "oath", "wish", "opening_wish", "first_person")
               for j, w in v.at(cls)]
    for i, harm in v.at("harm"):
        if _wished_luck(v, i, harm):
            continue
        occupant = occupant_of(v, i, harm)
        if occupant:
            return harm, occupant
        # the harm carries its object ("matarte", "acabar contigo", "find you and"), not a thing of theirs ("cut your
        # hair")
        carried = CLASSES["person"].search(harm)
        if carried and _owned_thing(v, i + len(harm[:carried.start()].split())):
            carried = None
        if carried or _FUSED_OBJECT.search(word_at(v, i)):
            return harm, carried.group() if carried else word_at(v, i)
        for cls, before, after in (("person", 5, 6), ("gore", 6, 6), ("enclitic", 0, 1), ("body", 0, 6)):
            for j, word in v.at(cls):
                if cls == "body" and word_at(v, j - 1) not in _ANOTHERS:
                    continue
                if cls == "person" and (_owned_thing(v, j) or _given_to(v, i, harm, j)):
                    continue  # "hang your coat up": the coat is what is hung; "shoot you an email": sent
                if i - before <= j <= i + after and word != harm and _object_in_clause(v, i, j):
                    return harm, word
        if not closes_clause(v, i, harm):
            continue
        addressed = vocative_after(v, i, harm)
        if addressed:
            return harm, addressed
        reach = [k for k in drivers if i - VERB_FINAL_REACH <= k < i and same_clause(v, k, i)]
        for j, word in v.at("person"):
            if reach and min(reach) < j < i and same_clause(v, j, i):
                return harm, word
            # the object fronted, opening the sentence, set off by one comma ("You, I will kill.", "The judge, I am
            # going to kill."): a vocative has the harm's own object after it ("Juror nine, I'd kill for a coffee")
            if reach and j <= 1 and j < min(reach) and _fronted(v, j, min(reach)):
                return harm, word
    return None


_INDEFINITE = {"a", "an", "un", "una", "une", "ein", "eine", "einen", "um", "uma"}
_REFLEXIVE = {"te", "toi", "dir", "se", "-toi", "yourself"}


def _wished_luck(v: View, i: int, harm: str) -> bool:
    """The actors' "break a leg": a harm the addressee is told to do to themselves ("Rómpete…", "Brise-toi…", "Brich
    dir…") to a body part no one owns, after an indefinite article ("una pierna", "une jambe", "ein Bein"). Not a
    harm the speaker does ("te rompo una pierna": the addressee's clitic before the verb)."""
    if i >= 1 and word_at(v, i - 1) in CLITICS:
        return False
    k = i + len(harm.split())
    if word_at(v, k) in _REFLEXIVE:
        k += 1
    return k + 1 < len(v.starts) and word_at(v, k) in _INDEFINITE and any(j == k + 1 for j, _ in v.at("body"))


# What a possessive may stand before and still reach its owner: their body, their kin or another person, a place they
# may be in, an animal of theirs ("your face", "your kids", "your house", "your dog"); anything else is a thing of
# theirs ("hang your coat up", "cut your hair", "burn your CDs").
_REACHES_OWNER = ("body", "gore", "person", "person_noun", "kin_word", "minor", "place", "animal", "insult_noun")
# (not "her", "ihr", "dele", "dela": an object pronoun as well, or a possessive after its noun)
_POSSESSIVE = (_ANOTHERS | {"mi", "mis", "my", "our", "mon", "ma", "mes", "mein", "meine", "meinen", "meu",
                           "minha"}) - {"her", "ihr", "dele", "dela"}


def _given_to(v: View, i: int, harm: str, j: int) -> bool:
    """Token j, right after the harm at i, is who receives what comes next ("shoot you an email", "cut you a slice"):
    the harm's object is the thing after an indefinite article, unless it is a body part."""
    k = i + len(harm.split())
    return j == k and word_at(v, k + 1) in {"a", "an"} and not any(
        m in (k + 2, k + 3) for cls in ("body", "gore") for m, _ in v.at(cls))


def _owned_thing(v: View, j: int) -> bool:
    """Token j is a possessive before a noun phrase (up to three words) that names a thing of the owner's."""
    n = len(v.starts)
    if word_at(v, j) not in _POSSESSIVE or j + 1 >= n or not same_clause(v, j, j + 1):
        return False
    reach = {k for cls in _REACHES_OWNER for k, _ in v.at(cls)}
    phrase = []
    for k in range(j + 1, min(j + 4, n)):
        if not same_clause(v, j, k) or word_at(v, k) in PREPOSITIONS or THING_DETERMINER.match(word_at(v, k)):
            break  # the noun phrase ends ("your old notes after the trial")
        phrase.append(k)
    return not (set(phrase) & reach) and not any(AGENT_NOUN.match(word_at(v, k)) for k in phrase)


def vocative_after(v: View, i: int, harm: str) -> str | None:
    """A harm with no object closing its clause, meant by the one who says it, and the one addressed named right after
    it ("I'll shoot, bailiff", "un paso más y disparo, fiscal", "et je tire, monsieur le juge", "und ich schieße, Herr
    Staatsanwalt"): the harm is aimed at them. Not a harm with its object before it ("…das Foto schießen, Herr
    Richter"), nor one with an object of its own ("I'd kill for a coffee, juror nine")."""
    last = i + len(harm.split()) - 1
    n = len(v.starts)
    if last + 1 >= n or not v.text[v.starts[last]:v.starts[last + 1]].rstrip().endswith(","):
        return None
    drivers = [j + len(w.split()) - 1 for cls in ("intent", "ultimatum", "first_person", "wish", "oath")
               for j, w in v.at(cls)]
    near = [k for k in drivers if i - 4 <= k < i and same_clause(v, k, i)]
    if not near or any(THING_DETERMINER.match(word_at(v, k)) or v.is_person(k) for k in range(max(near) + 1, i)):
        return None
    # the one named: a role, a word for a person, an insult, kin or a name (not a pronoun: "I'll shoot, he said")
    named = {j for cls in ("role", "person_noun", "insult_noun", "kin_word") for j, _ in v.at(cls)}
    for k in range(last + 1, min(last + 5, n)):
        if k > last + 1 and not same_clause(v, last + 1, k):
            break
        if k in named or word_at(v, k) in v.names:
            return word_at(v, k)
    return None


def _fronted(v: View, j: int, k: int) -> bool:
    """Token j closes the sentence's first clause, and token k opens the next one."""
    return len(CLAUSE_MARK.findall(v.text[v.starts[j]:v.starts[k]])) == 1


KEEP["harm"] = lambda v, i, w: (word_at(v, i) not in v.names and not _aims_at_a_thing(v, i, w)
                                and not _in_a_game(v, i, w))
