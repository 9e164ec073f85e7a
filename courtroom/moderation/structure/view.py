"""Layer 2's reading of one sentence: its tokens, where each word class (lexicon.py's roles) occurs in it, its
clauses, and what a finding is. Pure."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from courtroom.moderation import lexicon as lx


_TOKEN = re.compile(r"[\w'@$*]+")


# A word starts after a space or punctuation, or after a French elided clitic or article glued to it ("t'égorger",
# "l'étrangler", "espèce d'abruti", "qu'on"): not inside a word, nor after an English contraction's apostrophe.
_STARTS = r"(?:(?<![\w'])|(?<=(?<![\w])[dljmnst]')|(?<=(?<![\w])qu'))"


def whole(fragment: str) -> re.Pattern:
    return re.compile(rf"{_STARTS}(?:{fragment})(?![\w])")


def _stem(fragment: str) -> re.Pattern:
    return re.compile(rf"{_STARTS}(?:{fragment})[\w]*")


CLASSES = {
    # "t'" glued to the verb is the addressee ("je vais t'égorger"), as "l'" glued to a harm is its object.
    "second": re.compile(rf"{_STARTS}(?:{lx.SECOND_PERSON})(?![\w])|(?<![\w'])t'(?=[a-z])"), "role": whole(lx.ROLE),
    "person": re.compile(rf"{_STARTS}(?:{lx.PERSON})(?![\w])|(?<![\w'])[tl]'(?=(?:{lx.HARM}))"),
    # An object pronoun joined to the verb by a hyphen ("matá-lo", "mata-o", "tue-le", "crève-la"): a person.
    "enclitic": re.compile(r"(?<=[a-z])-(?:lo|la|los|las|o|a|os|as|te|lhe|lhes|le|les|moi|toi|lui|leur)(?![\w-])"),
    "person_noun": whole(lx.PERSON_NOUN), "kin_word": whole(lx.KIN),
    "intent": whole(lx.INTENT), "oath": whole(lx.OATH), "wish": whole(lx.WISH), "harm": _stem(lx.HARM),
    "gore": whole(lx.GORE),
    "doom": _stem(lx.DOOM), "self_harm": whole(lx.SELF_HARM), "sexual": whole(lx.SEXUAL), "minor": whole(lx.MINOR),
    "insult": whole(lx.INSULT),
    "insult_noun": whole(lx.INSULT), "abuse": _stem(lx.ABUSE), "dehumanise": whole(lx.DEHUMANISE),
    "eliminate": _stem(lx.ELIMINATE), "copula": whole(lx.GROUP_COPULA), "group_noun": whole(lx.GROUP_NOUN),
    "quantifier": whole(r"all|every|those|these|todos|todas|tous|toutes|alle|jeder|jede"),
    # "Que le rompan…": a wish only where it opens the sentence ("…declaro que la victima…" is a report).
    "opening_wish": re.compile(r"^\W*(?:que|qu')\s*(?:le|la|lo|les|l'|on|alguien|alguem|quelqu'un)\b"),
    "accusation": whole(lx.ACCUSATION), "hedge": whole(lx.HEDGE), "frame": whole(lx.FRAME),
    "sex_act": whole(lx.SEX_ACT), "genital": whole(lx.GENITAL), "oral": whole(lx.ORAL), "owner": whole(lx.OWNER),
    "report": whole(lx.REPORT), "first_person": whole(lx.FIRST_PERSON), "negation": whole(lx.NEGATION),
    "cleared": whole(lx.CLEARED), "fiction": whole(lx.FICTION), "saying": whole(lx.SAYING),
    "nudity": whole(lx.NUDITY),
    "depict": whole(lx.DEPICT), "care": whole(lx.CARE), "desire": whole(lx.DESIRE), "arousal": whole(lx.AROUSAL),
    # "with a knife", "con un cuchillo", "avec un couteau", "mit einem Messer", "com uma faca"
    "armed": whole(rf"(?:with|con|avec|mit|com) (?:a |an |my |un |una |mi |une |mon |ma |einem |einer |meinem "
                    rf"|meiner |uma |um |minha |meu )?(?:\w+ )?{lx.WEAPON}"),
    "whereabouts": whole(lx.WHEREABOUTS), "befall": whole(lx.BEFALL), "pity": whole(lx.PITY),
    "yours": whole(lx.YOURS), "body": whole(lx.BODY), "when": whole(lx.WHEN), "perish": whole(lx.PERISH),
    "absence": whole(lx.ABSENCE),
    "place": whole(lx.PLACE), "inside": whole(lx.INSIDE), "while": whole(lx.WHILE), "animal": whole(lx.ANIMAL),
    "ultimatum": whole(lx.ULTIMATUM),
    "contest": whole(lx.CONTEST),  # a harm "at chess", "al pádel", "aux échecs": a win in a game
    # The addressee as a clitic or object pronoun right before a verb ("te rompo", "je te casse", "ich schlag dir").
    "clitic": whole(r"te|t'|dich|dir"),
    # Hearsay and the hypothetical: "people say X stole…", "if X took the bribe…".
    "hearsay": whole(r"people say|they say|some say|dicen que|se dice|on dit|man sagt|dizem que|diz-se"),
    "hypothetical": re.compile(r"^\W*(?:if|si|wenn|falls|se)\b"),
    # Killing in an idiom: "killed it", "lo mato" (the thing, not a person).
    "figurative_kill": whole(r"(?:kill|killed|killing|murder|murdered|slayed|mato|matou|a tue) (?:it|this|that)"),
}
_NUMBER_WORD = "|".join(sorted(lx.NUMBER_WORDS, key=len, reverse=True))
_AGE = re.compile(rf"(?<![\w.,])(\d{{1,2}}|{_NUMBER_WORD})(?:\s|-)?(?:{lx.AGE_UNIT})")
_AGE_OF = re.compile(r"\b(?:girls?|boys?|kids?|teens?|teenagers?)\s+(?:of|aged)\s+(\d{1,2})\b")
DETERMINER = re.compile(rf"^(?:{lx.DETERMINER})$", re.IGNORECASE)


# A harm's direct object introduced by one of these is a noun phrase: the harm is aimed at a person only if the noun
# is one ("kill the guy", "matar al juez") — not a thing ("kill the motion", "tuer le temps", "corta la cebolla").
# Not the addressee's or a third person's possessive ("I'll burn your house" reaches a person through what is theirs),
# nor Spanish "a"/"al" (it marks a person as the object).
THING_DETERMINER = re.compile(
    r"^(?:the|a|an|this|that|these|those|my|our|el|la|los|las|lo|un|una|unos|unas|le|les|une|des|du|ce|cet|cette|ces"
    r"|mon|ma|mes|notre|der|die|das|den|dem|ein|eine|einen|einem|mein\w*|unser\w*|o|os|as|um|uma|meu|minha|nosso"
    r"|nossa|esse|essa|este|esta)$")
# A body part belongs to the noun after one of these ("la tête du poisson", "the head of the fish").
OF = {"of", "de", "del", "du", "des", "do", "da", "dos", "das", "vom", "von", "der"}
AGENT_NOUN = re.compile(rf"^(?:{lx.AGENT_NOUN})$")
SECOND_PERSON = re.compile(rf"^(?:{lx.SECOND_PERSON})$")
CLITICS = {"te", "t'", "lui", "leur", "le", "la", "lo", "les", "lhe", "dich", "dir", "ihm", "ihn", "me", "m'"}
PREPOSITIONS = OF | {"to", "in", "on", "at", "for", "with", "before", "after", "en", "a", "con", "por", "para",
                       "sur", "pour", "avec", "dans", "mit", "auf", "fur", "bei", "nach", "zu", "com", "no", "na",
                       "em", "pelo", "pela"}
# Who a harm can be aimed at, as the head of a noun phrase.
_PERSON_CLASSES = ("person", "person_noun", "insult_noun", "kin_word", "minor")


# Which occurrences of a word class count, decided by the module that reads the class: objects.py keeps a harm only
# where it is aimed at no thing and won in no game; abuse.py keeps an insulting adjective only where it is a
# person's. Each registers its reading when the package is imported.
KEEP: dict[str, Callable[[View, int, str], bool]] = {}


@dataclass
class View:
    """One spelling of one sentence, with its tokens and where each word class occurs in it. `names` are the words
    of the names found in the sentence as written (base spelling): a harm verb is never read inside a name
    ("Beatriz": not "beat")."""

    text: str
    names: frozenset = frozenset()
    starts: list[int] = field(init=False)
    _found: dict = field(default_factory=dict, init=False)

    def __post_init__(self):
        self.starts = [m.start() for m in _TOKEN.finditer(self.text)]

    def _token(self, offset: int) -> int:
        return max(0, bisect_right(self.starts, offset) - 1)

    def at(self, name: str) -> list[tuple[int, str]]:
        """(token index, matched text) of each occurrence of word class `name`."""
        if name not in self._found:
            found = [(self._token(m.start()), m.group()) for m in CLASSES[name].finditer(self.text)]
            keep = KEEP.get(name)
            if keep is not None:
                found = [(i, w) for i, w in found if keep(self, i, w)]
            self._found[name] = found
        return self._found[name]

    def is_person(self, index: int) -> bool:
        """Token `index` names a person: a pronoun, a role, a word for a person, an insult, kin, or a name."""
        return word_at(self, index) in self.names or any(
            j == index for cls in _PERSON_CLASSES for j, _ in self.at(cls))

    def near(self, a: str, b: str, *, before: int, after: int) -> tuple[str, str] | None:
        """An occurrence of `b` from `before` tokens before to `after` tokens after one of `a`."""
        for i, word_a in self.at(a):
            for j, word_b in self.at(b):
                if i - before <= j <= i + after and word_a != word_b:
                    return word_a, word_b
        return None

    @cached_property
    def minor_age(self) -> str | None:
        for match in (*_AGE.finditer(self.text), *_AGE_OF.finditer(self.text)):
            value = match.group(1)
            age = int(value) if value.isdigit() else lx.NUMBER_WORDS.get(value, 99)
            if age < 18:
                return match.group()
        return None


@dataclass(frozen=True)
class Finding:
    category: str
    why: str


# What separates a sentence's clauses, and what ends one (the same, or the sentence's end).
CLAUSE_MARK = re.compile(lx.CLAUSE_MARK)


def same_clause(v: View, a: int, b: int) -> bool:
    """Tokens a and b are in one clause: no comma, semicolon, colon or dash between them."""
    lo, hi = sorted((a, b))
    return not CLAUSE_MARK.search(v.text[v.starts[lo]:v.starts[hi]])


# How far before a verb closing its clause the one who means it may stand ("Ich werde den Staatsanwalt nach der
# langen Sitzung im Gericht erschießen": ten words).
VERB_FINAL_REACH = 10


def closes_clause(v: View, i: int, harm: str) -> bool:
    """The harm at token i is the last word of its clause (German puts the verb there)."""
    last = i + len(harm.split()) - 1
    return last + 1 >= len(v.starts) or bool(CLAUSE_MARK.search(v.text[v.starts[last]:v.starts[last + 1]]))
CLAUSE_OPENERS = {"and", "so", "just", "then", "y", "pues", "et", "alors", "und", "doch", "e", "entao"}


def clause_start(v: View, i: int) -> bool:
    """Token i opens the sentence or a clause (after a comma, a colon or "and", "just", "y"…)."""
    return i <= 1 or word_at(v, i - 1) in CLAUSE_OPENERS or v.text[:v.starts[i]].rstrip().endswith((",", ":", "—"))


def reported(v: View) -> bool:
    """The sentence attributes what it says to someone else ("…, the witness said"; not "I say…")."""
    return any(not any(i - 2 <= j < i for j, _ in v.at("first_person")) for i, _ in v.at("report"))


def word_at(v: View, index: int) -> str:
    match = _TOKEN.match(v.text, v.starts[min(index, len(v.starts) - 1)])
    return match.group() if match else "?"
