"""Layer 2: the structure of a harm, in English, Spanish, French, German and Portuguese. Pure.

A harm is recognised by how the roles of a sentence combine (lexicon.py names the roles),
not by a list of bad lines, targets or names:

- threat: a harm the speaker intends, aimed at the one addressed ("I'll break your neck",
  "te voy a matar"), or doom promised to them ("you'll be leaving in a body bag");
- violence: a bodily harm the speaker wants done to a person, or dwelling on gore;
- self-harm: urging someone to harm themselves (a reflexive harm, addressed or wished);
- sexual (minors): a sexual term near a word for a child or an age under 18;
- hate: a group of people spoken of as a whole (a generic plural subject, "every X", "X people")
  with a dehumanising or eliminationist predicate — any group, third person or not;
- harassment: an insult aimed at a person (addressed, or a person spoken of), or abuse;
- defamation: a criminal or sexual accusation stated as fact (no hedge such as "alleged",
  "claims", "is charged with") about a named person (found by form: capitalised words, or a
  title and a capitalised word);
- doxxing (category threat): a phone number (libphonenumber), an e-mail or a street address
  tied to a person, or a juror tied to a real name.

Sentences are read in the spellings normalize.variants gives (leetspeak, spacing, look-alikes),
and the same guards as the rules apply: a harm inside a reported quotation ("the note said
'I will hurt you'") is evidence; legal framing clears the sexual rule unless the speaker wishes it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from courtroom.moderation import contacts
from courtroom.moderation import lexicon as lx
from courtroom.moderation.decision import LayerDecision, ordered
from courtroom.moderation.normalize import base, cased, variants
from courtroom.moderation.rules import unquoted

_SENTENCE = re.compile(r"(?<=[.!?;])\s+|\n+|\s+[—–]\s+")
_TOKEN = re.compile(r"[\w'@$*]+")
# An apostrophe that opens or closes a word is a quotation mark ("…: 'I will kill you.'"), not part of the word: left
# in, it would glue itself to "'i" and no word class would read it. Elisions ("l'avocat", "don't") keep theirs.
_QUOTE_MARK = re.compile(r"(?<![\w])'|'(?![\w])")


# A word starts after a space or punctuation, or after a French elided clitic or article glued to it ("t'égorger",
# "l'étrangler", "espèce d'abruti", "qu'on"): not inside a word, nor after an English contraction's apostrophe.
_STARTS = r"(?:(?<![\w'])|(?<=(?<![\w])[dljmnst]')|(?<=(?<![\w])qu'))"


def _whole(fragment: str) -> re.Pattern:
    return re.compile(rf"{_STARTS}(?:{fragment})(?![\w])")


def _stem(fragment: str) -> re.Pattern:
    return re.compile(rf"{_STARTS}(?:{fragment})[\w]*")


CLASSES = {
    # "t'" glued to the verb is the addressee ("je vais t'égorger"), as "l'" glued to a harm is its object.
    "second": re.compile(rf"{_STARTS}(?:{lx.SECOND_PERSON})(?![\w])|(?<![\w'])t'(?=[a-z])"), "role": _whole(lx.ROLE),
    "person": re.compile(rf"{_STARTS}(?:{lx.PERSON})(?![\w])|(?<![\w'])[tl]'(?=(?:{lx.HARM}))"),
    # An object pronoun joined to the verb by a hyphen ("matá-lo", "mata-o", "tue-le", "crève-la"): a person.
    "enclitic": re.compile(r"(?<=[a-z])-(?:lo|la|los|las|o|a|os|as|te|lhe|lhes|le|les|moi|toi|lui|leur)(?![\w-])"),
    "person_noun": _whole(lx.PERSON_NOUN), "kin_word": _whole(lx.KIN),
    "intent": _whole(lx.INTENT), "oath": _whole(lx.OATH), "wish": _whole(lx.WISH), "harm": _stem(lx.HARM),
    "gore": _whole(lx.GORE),
    "doom": _stem(lx.DOOM), "self_harm": _whole(lx.SELF_HARM), "sexual": _whole(lx.SEXUAL), "minor": _whole(lx.MINOR),
    "insult": _whole(lx.INSULT),
    "insult_noun": _whole(lx.INSULT), "abuse": _stem(lx.ABUSE), "dehumanise": _whole(lx.DEHUMANISE),
    "eliminate": _stem(lx.ELIMINATE), "copula": _whole(lx.GROUP_COPULA), "group_noun": _whole(lx.GROUP_NOUN),
    "quantifier": _whole(r"all|every|those|these|todos|todas|tous|toutes|alle|jeder|jede"),
    # "Que le rompan…": a wish only where it opens the sentence ("…declaro que la victima…" is a report).
    "opening_wish": re.compile(r"^\W*(?:que|qu')\s*(?:le|la|lo|les|l'|on|alguien|alguem|quelqu'un)\b"),
    "accusation": _whole(lx.ACCUSATION), "hedge": _whole(lx.HEDGE), "frame": _whole(lx.FRAME),
    "sex_act": _whole(lx.SEX_ACT), "genital": _whole(lx.GENITAL), "oral": _whole(lx.ORAL), "owner": _whole(lx.OWNER),
    "report": _whole(lx.REPORT), "first_person": _whole(lx.FIRST_PERSON), "negation": _whole(lx.NEGATION),
    "cleared": _whole(lx.CLEARED), "fiction": _whole(lx.FICTION), "saying": _whole(lx.SAYING),
    "nudity": _whole(lx.NUDITY),
    "depict": _whole(lx.DEPICT), "care": _whole(lx.CARE), "desire": _whole(lx.DESIRE), "arousal": _whole(lx.AROUSAL),
    # "with a knife", "con un cuchillo", "avec un couteau", "mit einem Messer", "com uma faca"
    "armed": _whole(rf"(?:with|con|avec|mit|com) (?:a |an |my |un |una |mi |une |mon |ma |einem |einer |meinem "
                    rf"|meiner |uma |um |minha |meu )?(?:\w+ )?{lx.WEAPON}"),
    "kin": _whole(lx.KIN), "whereabouts": _whole(lx.WHEREABOUTS), "befall": _whole(lx.BEFALL), "pity": _whole(lx.PITY),
    "yours": _whole(lx.YOURS), "body": _whole(lx.BODY), "when": _whole(lx.WHEN), "perish": _whole(lx.PERISH),
    "absence": _whole(lx.ABSENCE),
    "place": _whole(lx.PLACE), "inside": _whole(lx.INSIDE), "while": _whole(lx.WHILE), "animal": _whole(lx.ANIMAL),
    "ultimatum": _whole(lx.ULTIMATUM),
    "contest": _whole(lx.CONTEST),  # a harm "at chess", "al pádel", "aux échecs": a win in a game
    # The addressee as a clitic or object pronoun right before a verb ("te rompo", "je te casse", "ich schlag dir").
    "clitic": _whole(r"te|t'|dich|dir"),
    # Hearsay and the hypothetical: "people say X stole…", "if X took the bribe…".
    "hearsay": _whole(r"people say|they say|some say|dicen que|se dice|on dit|man sagt|dizem que|diz-se"),
    "hypothetical": re.compile(r"^\W*(?:if|si|wenn|falls|se)\b"),
    # Killing in an idiom: "killed it", "lo mato" (the thing, not a person).
    "figurative_kill": _whole(r"(?:kill|killed|killing|murder|murdered|slayed|mato|matou|a tue) (?:it|this|that)"),
}
# A vocative names who is addressed, set off by commas; it is not the object of a harm ("…, Your Honour").
_VOCATIVE = re.compile(r"(?:^|,)\s*(?:(?:your|his|her) (?:honou?r|worship|lordship|ladyship)|votre honneur"
                       r"|euer ehren|su senoria|meritissim[oa]|vossa excelencia)\s*(?=,|[.!?]*\s*$)")
# Personal ties of a number or e-mail (an institution's number has none): the contact said to be someone's (a
# possessive right before the word for it: "her number", "seine Handynummer"; "dele"), where someone lives, or a kind
# of contact only a person has (mobile, home, private). A possessive elsewhere ("…to rearrange your jury date") is not.
_CONTACT_NOUN = (r"(?:(?:personal|private|home|own|real|new)\s+)?(?:numbers?|phone|mobile|cell|e-?mail|address|numero"
                 r"|telefono|movil|correo|direccion|portable|telephone|adresse|mail|nummer|\w*nummer|telefon\w*"
                 r"|handy\w*|anschrift|celular|telemovel|endereco)")
_PERSONAL_TIE = re.compile(rf"\b(?:(?:his|her|their|your|ur|sa|son|ses|ton|ta|tes|seine?r?|ihre?r?|dein\w*|su|sus|tu"
                           rf"|seu|sua|teu|tua)\s+{_CONTACT_NOUN}|dele|dela|lives?|vive|habite|wohnt|mora"
                           rf"|mobile|cell|portable|movil|handy\w*|celular|telemovel|personal|private|home)\b")
_INSTITUTION = _whole(lx.INSTITUTION)
_NUMBER_WORD = "|".join(sorted(lx.NUMBER_WORDS, key=len, reverse=True))
_AGE = re.compile(rf"(?<![\w.,])(\d{{1,2}}|{_NUMBER_WORD})(?:\s|-)?(?:{lx.AGE_UNIT})")
_AGE_OF = re.compile(r"\b(?:girls?|boys?|kids?|teens?|teenagers?)\s+(?:of|aged)\s+(\d{1,2})\b")
_TITLE = re.compile(rf"(?i:\b(?:{lx.TITLE}))\.?\s+(?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]+")
_CAPS = re.compile(r"\b[A-Z][a-z'’]+(?:-[A-Z][a-z]+)?(?:\s+(?:[A-Z]['’])?[A-Z][a-z'’]+(?:-[A-Z][a-z]+)?)+")
# Capitalised words that start sentences or address the court, not names.
_NOT_NAMES = re.compile(r"^(?:The|A|An|El|La|Los|Las|Le|Les|Un|Une|Der|Die|Das|Ein|Eine|O|Os|As|Um|Uma|Your|My|His"
                        r"|Her|Our|Their|This|That|If|And|But|Everybody|Everyone|Honestly|Exhibit|Case|Judge|Juror"
                        r"|Ladies|Objection|Counsel|Witness|Bailiff|Mr|Mrs|Ms|Dr)$")
# One name, by form: a capitalised word with no article before it, followed by a lower-case word (its verb),
# that is neither a closed-class word ("We", "Ich", "Elle") nor one of the lexicon's words ("Kill the…").
_WORD = re.compile(r"[^\W\d_][\w'’-]*|[.,;:!?]")
_MONONYM = re.compile(r"[A-ZÀ-Ý][a-zà-ÿ'’-]{2,}")
_NOT_A_NAME = re.compile(rf"^(?:{lx.NOT_A_NAME})$")
_TITLE_WORD = re.compile(rf"^(?:{lx.TITLE}|{lx.ROLE})\.?$")  # matched on the word's base (lower case, no accents)
_DETERMINER = re.compile(rf"^(?:{lx.DETERMINER})$", re.IGNORECASE)
_PLURAL_COPULA = re.compile(r"^(?:are|were|son|eran|sont|etaient|étaient|sind|waren|sao|são|eram)$", re.IGNORECASE)
_LEXICON_WORD = re.compile(rf"^(?:{lx.HARM}|{lx.ACCUSATION}|{lx.INSULT}|{lx.SEXUAL}|{lx.ROLE}|{lx.TITLE}|{lx.MINOR}"
                           rf"|{lx.INTENT}|{lx.WISH}|{lx.SEX_ACT}|{lx.ORAL}|{lx.REPORT}|{lx.NEGATION})$")


# A harm's direct object introduced by one of these is a noun phrase: the harm is aimed at a person only if the noun
# is one ("kill the guy", "matar al juez") — not a thing ("kill the motion", "tuer le temps", "corta la cebolla").
# Not the addressee's or a third person's possessive ("I'll burn your house" reaches a person through what is theirs),
# nor Spanish "a"/"al" (it marks a person as the object).
_THING_DETERMINER = re.compile(
    r"^(?:the|a|an|this|that|these|those|my|our|el|la|los|las|lo|un|una|unos|unas|le|les|une|des|du|ce|cet|cette|ces"
    r"|mon|ma|mes|notre|der|die|das|den|dem|ein|eine|einen|einem|mein\w*|unser\w*|o|os|as|um|uma|meu|minha|nosso"
    r"|nossa|esse|essa|este|esta)$")
# A body part belongs to the noun after one of these ("la tête du poisson", "the head of the fish").
_OF = {"of", "de", "del", "du", "des", "do", "da", "dos", "das", "vom", "von", "der"}
_AGENT_NOUN = re.compile(rf"^(?:{lx.AGENT_NOUN})$")
_SECOND_PERSON = re.compile(rf"^(?:{lx.SECOND_PERSON})$")
_CLITICS = {"te", "t'", "lui", "leur", "le", "la", "lo", "les", "lhe", "dich", "dir", "ihm", "ihn", "me", "m'"}
_PREPOSITIONS = _OF | {"to", "in", "on", "at", "for", "with", "before", "after", "en", "a", "con", "por", "para",
                       "sur", "pour", "avec", "dans", "mit", "auf", "fur", "bei", "nach", "zu", "com", "no", "na",
                       "em", "pelo", "pela"}
# Who a harm can be aimed at, as the head of a noun phrase.
_PERSON_CLASSES = ("person", "person_noun", "insult_noun", "kin_word", "minor")
_INSULT_ADJECTIVE = re.compile(rf"^(?:{lx.INSULT_ADJECTIVE})$")
_COPULA = re.compile(rf"^(?:{lx.COPULA})$")
_INTENSIFIER = re.compile(rf"^(?:{lx.INTENSIFIER})$")
_THING_SUBJECT = {"it", "this", "that", "that's", "thats", "it's", "its", "c'est", "c'etait", "eso", "esto", "das",
                  "dies", "es", "isso", "isto", "ca"}


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
        lo, hi = 0, len(self.starts)
        while lo < hi:
            mid = (lo + hi) // 2
            if self.starts[mid] <= offset:
                lo = mid + 1
            else:
                hi = mid
        return max(0, lo - 1)

    def at(self, name: str) -> list[tuple[int, str]]:
        """(token index, matched text) of each occurrence of word class `name`."""
        if name not in self._found:
            found = [(self._token(m.start()), m.group()) for m in CLASSES[name].finditer(self.text)]
            if name == "harm":
                found = [(i, w) for i, w in found if _word(self, i) not in self.names
                         and not _aims_at_a_thing(self, i, w) and not _in_a_game(self, i, w)]
            elif name == "insult_noun":
                found = [(i, w) for i, w in found if not _INSULT_ADJECTIVE.match(w)]
            elif name == "insult":
                found = [(i, w) for i, w in found if not _INSULT_ADJECTIVE.match(w) or _of_a_person(self, i)]
            self._found[name] = found
        return self._found[name]

    def is_person(self, index: int) -> bool:
        """Token `index` names a person: a pronoun, a role, a word for a person, an insult, kin, or a name."""
        return _word(self, index) in self.names or any(
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


def _aims_at_a_thing(v: View, i: int, harm: str) -> bool:
    """The harm at token i has a noun phrase for its object and no person heads it: "kill the motion", "matar el
    tiempo", "casser la baraque", "corta la cebolla" (the harm's own article ends the match), "chop the chicken's head
    off", "coupe la tête du poisson" (a body part whose owner is not a person)."""
    # A clitic pronoun before the verb is who is harmed, through what is theirs ("te vamos a quemar el coche…",
    # "qu'on lui brisera les os").
    if any(_word(v, j) in _CLITICS for j in range(max(0, i - 3), i)):
        return False
    words = harm.split()
    if CLASSES["enclitic"].match(v.text, v.starts[i] + len(_word(v, i))):
        return False  # an object pronoun joined to the verb: "matá-lo", "tue-le"
    if _closes_clause(v, i, harm):
        return False  # nothing after it to be its object ("…den Schädel ein.": "ein" is the verb's particle)
    if _occupant(v, i, harm) is not None:
        return False  # a place with someone in it ("burn the house down while you sleep")
    at = i + len(words) - 1 if _THING_DETERMINER.match(words[-1]) and len(words) > 1 else i + len(words)
    if at >= len(v.starts) or not _THING_DETERMINER.match(_word(v, at)):
        return False
    body = {j for cls in ("body", "gore") for j, _ in v.at(cls)}
    # The noun phrase: at most two words (an adjective and its noun), up to a preposition or another determiner.
    while_at = {w for w, _ in v.at("while")}
    for j in range(at + 1, min(at + 3, len(v.starts))):
        if (_THING_DETERMINER.match(_word(v, j)) or _word(v, j) in _PREPOSITIONS or j in while_at
                or not _same_clause(v, at, j)):
            break  # (the noun phrase ends: "…les factures pendant que…" has no agent "pendant")
        if j in body:
            owner = _owner(v, j)
            return owner is not None and not v.is_person(owner)
        if v.is_person(j) or _AGENT_NOUN.match(_word(v, j)):
            return False
    # ...nor is the one addressed with it ("burn the house down with you inside"; not the subject of the next clause:
    # "kill the lights when you leave", nor German "du" read in French "du dossier").
    return not any(_with_you(v, j) and _same_clause(v, i, j) for j in range(at + 1, min(at + 7, len(v.starts))))


_WITH = {"with", "con", "avec", "mit", "com"}


def _with_you(v: View, j: int) -> bool:
    """Token j is the one addressed, as the object of "with" ("with you inside", "contigo dentro", "avec toi")."""
    return _word(v, j) == "contigo" or (_SECOND_PERSON.match(_word(v, j)) is not None and _word(v, j - 1) in _WITH)


def _in_a_game(v: View, i: int, harm: str) -> bool:
    """The harm at token i is won in a game or a contest, named in its clause right after it ("I'll beat you at chess",
    "te reviento al pádel", "je vais te massacrer aux échecs", "ich schlag dich beim Tischtennis")."""
    last = i + len(harm.split()) - 1
    return any(last < j <= last + 4 and _same_clause(v, i, j) for j, _ in v.at("contest"))


# Where something happens, not what is harmed ("im Büro die Akten verbrennen").
_AT_A_PLACE = {"in", "at", "on", "inside", "en", "dans", "a", "al", "au", "aux", "im", "am", "ins", "zum", "vom",
               "beim", "bei", "auf", "no", "na", "em", "num", "numa"}
# Who may be said to be in a place (a subject: "while he sleeps", "pendant qu'il dort", "während er drin ist"), and
# Spanish and Portuguese verbs that say "you" by their ending ("mientras duermes", "cuando estés dentro").
_SUBJECTS = {"he", "she", "they", "il", "elle", "ils", "elles", "er", "sie", "el", "ella", "ellos", "ele", "ela",
             "eles", "we", "nous", "wir"}
_SECOND_PERSON_VERB = {"duermes", "duermas", "estas", "estes", "dormes", "durmas", "estiveres"}


def _occupant(v: View, i: int, harm: str) -> str | None:
    """Who is in the place the harm at token i is done to: a place in the harm's clause (its object, or before a verb
    closing the clause), then someone inside it or asleep, "while" or "with" ("burn the house down while you sleep",
    "while you're still in it", "mientras el juez está adentro", "pendant que t'y es", "während du drin bist",
    "enquanto você dorme", "con él dentro"). Not a thing ("burn the old files while you sleep"), nor someone elsewhere
    ("kill the engine while you're in the shop")."""
    n, last = len(v.starts), i + len(harm.split()) - 1
    # after the harm ("burn the house down", "prender fuego al edificio"), or its object before a verb closing the
    # clause ("das Haus anzünden"; not where it happens: "im Büro die Akten verbrennen")
    places = [j for j, _ in v.at("place") if _same_clause(v, i, j) and (
        i <= j <= last + 3 or (i - _VERB_FINAL_REACH <= j < i and _word(v, j - 1) not in _AT_A_PLACE))]
    if not places:
        return None
    start = max(*places, last)
    inside = [j for j, _ in v.at("inside")]
    for w, _ in v.at("while"):
        if not start < w <= start + 3:
            continue
        for j in range(w + 1, min(w + 4, n)):
            raw = _word(v, j)
            word = raw.split("'")[-1]
            if (v.is_person(j) or word in _SUBJECTS or raw in _SECOND_PERSON_VERB or raw == "t'y") and any(
                    w < k <= w + 6 for k in inside):
                return _word(v, j)
    for j in range(start + 1, min(start + 6, n)):
        if _word(v, j - 1) in _WITH and (v.is_person(j) or _word(v, j) in _SUBJECTS) and any(
                j < k <= j + 2 for k in inside):
            return _word(v, j)
    return None


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
    while j >= 0 and _INTENSIFIER.match(_word(v, j)):
        j -= 1
    if j >= 0 and (_COPULA.match(_word(v, j)) or _word(v, j) in {"you're", "youre", "ur", "t'es", "eres", "bist"}):
        if v.is_person(j):
            return True  # "eres", "bist", "you're": the addressee is the subject
        subject = j - 1
        return subject >= 0 and v.is_person(subject) and _word(v, subject) not in _THING_SUBJECT
    if j < i - 1 and _THING_DETERMINER.match(_word(v, j)) or i >= 1 and _THING_DETERMINER.match(_word(v, i - 1)):
        end = v.starts[i + 1] if i + 1 < n else len(v.text)
        return i + 1 >= n or bool(re.search(r"[,.;:!?]", v.text[v.starts[i]:end]))
    return False


def _owner(v: View, j: int) -> int | None:
    """The token of whom the body part at j is ("…du poisson", "…of the fish"), if the sentence says."""
    if j + 1 < len(v.starts) and _word(v, j + 1) in _OF:
        k = j + 2
        if k < len(v.starts) and _THING_DETERMINER.match(_word(v, k)) and k + 1 < len(v.starts):
            k += 1
        return k if k < len(v.starts) else None
    if j >= 1 and _word(v, j - 1).endswith("'s"):
        return j - 1
    return None


@dataclass(frozen=True)
class Finding:
    category: str
    why: str


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
        if _occupant(v, i, harm) is not None:
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
        after = _word(v, i + len(harm.split())) if i + len(harm.split()) < len(v.starts) else ""
        if v.at("when") and not _DETERMINER.match(after) and after not in {"your", "ur"}:
            return True
    return False


def _speaker_after(v: View, i: int) -> bool:
    """The speaker right after the verb at token i: German verb-second after a fronted time or place ("Morgen früh
    bringe ich dich um")."""
    return any(j == i + 1 for j, _ in v.at("first_person"))


def _reached_through(v: View) -> str | None:
    """A threat without a verb of harm, through what the addressee holds dear: knowing where their family is, or
    "a shame if something happened to your…"."""
    if v.at("whereabouts") and v.near("kin", "second", before=2, after=0):
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


def _threat_or_violence(v: View) -> Finding | None:
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
    aimed = _aimed(v)
    if not aimed:
        return None
    harm, target = aimed
    # the one addressed: "you", or named right after a harm with no object ("I'll shoot, bailiff")
    if v.at("second") or any(_vocative_after(v, i, w) == target for i, w in v.at("harm")):
        return Finding("threat", f"a harm (“{harm}”) the speaker means, aimed at the one addressed (“{target}”)")
    return Finding("violence", f"a bodily harm (“{harm}”) the speaker wants done to a person (“{target}”)")


# What separates a sentence's clauses, and what ends one (the same, or the sentence's end).
_CLAUSE_MARK = _CLAUSE_END = re.compile(lx.CLAUSE_MARK)


def _same_clause(v: View, a: int, b: int) -> bool:
    """Tokens a and b are in one clause: no comma, semicolon, colon or dash between them."""
    lo, hi = sorted((a, b))
    return not _CLAUSE_MARK.search(v.text[v.starts[lo]:v.starts[hi]])


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
    return _same_clause(v, i, j) or (j > i and _word(v, j - 1) in _DEMONSTRATIVE and _same_clause(v, j - 1, j))


def _aimed(v: View) -> tuple[str, str] | None:
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
        occupant = _occupant(v, i, harm)
        if occupant:
            return harm, occupant
        # the harm carries its object ("matarte", "acabar contigo", "find you and"), not a thing of theirs ("cut your
        # hair")
        carried = CLASSES["person"].search(harm)
        if carried and _owned_thing(v, i + len(harm[:carried.start()].split())):
            carried = None
        if carried or _FUSED_OBJECT.search(_word(v, i)):
            return harm, carried.group() if carried else _word(v, i)
        for cls, before, after in (("person", 5, 6), ("gore", 6, 6), ("enclitic", 0, 1), ("body", 0, 6)):
            for j, word in v.at(cls):
                if cls == "body" and _word(v, j - 1) not in _ANOTHERS:
                    continue
                if cls == "person" and (_owned_thing(v, j) or _given_to(v, i, harm, j)):
                    continue  # "hang your coat up": the coat is what is hung; "shoot you an email": sent
                if i - before <= j <= i + after and word != harm and _object_in_clause(v, i, j):
                    return harm, word
        if not _closes_clause(v, i, harm):
            continue
        addressed = _vocative_after(v, i, harm)
        if addressed:
            return harm, addressed
        reach = [k for k in drivers if i - _VERB_FINAL_REACH <= k < i and _same_clause(v, k, i)]
        for j, word in v.at("person"):
            if reach and min(reach) < j < i and _same_clause(v, j, i):
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
    if i >= 1 and _word(v, i - 1) in _CLITICS:
        return False
    k = i + len(harm.split())
    if _word(v, k) in _REFLEXIVE:
        k += 1
    return k + 1 < len(v.starts) and _word(v, k) in _INDEFINITE and any(j == k + 1 for j, _ in v.at("body"))


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
    return j == k and _word(v, k + 1) in {"a", "an"} and not any(
        m in (k + 2, k + 3) for cls in ("body", "gore") for m, _ in v.at(cls))


def _owned_thing(v: View, j: int) -> bool:
    """Token j is a possessive before a noun phrase (up to three words) that names a thing of the owner's."""
    n = len(v.starts)
    if _word(v, j) not in _POSSESSIVE or j + 1 >= n or not _same_clause(v, j, j + 1):
        return False
    reach = {k for cls in _REACHES_OWNER for k, _ in v.at(cls)}
    phrase = []
    for k in range(j + 1, min(j + 4, n)):
        if not _same_clause(v, j, k) or _word(v, k) in _PREPOSITIONS or _THING_DETERMINER.match(_word(v, k)):
            break  # the noun phrase ends ("your old notes after the trial")
        phrase.append(k)
    return not (set(phrase) & reach) and not any(_AGENT_NOUN.match(_word(v, k)) for k in phrase)


def _vocative_after(v: View, i: int, harm: str) -> str | None:
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
    near = [k for k in drivers if i - 4 <= k < i and _same_clause(v, k, i)]
    if not near or any(_THING_DETERMINER.match(_word(v, k)) or v.is_person(k) for k in range(max(near) + 1, i)):
        return None
    # the one named: a role, a word for a person, an insult, kin or a name (not a pronoun: "I'll shoot, he said")
    named = {j for cls in ("role", "person_noun", "insult_noun", "kin_word") for j, _ in v.at(cls)}
    for k in range(last + 1, min(last + 5, n)):
        if k > last + 1 and not _same_clause(v, last + 1, k):
            break
        if k in named or _word(v, k) in v.names:
            return _word(v, k)
    return None


def _fronted(v: View, j: int, k: int) -> bool:
    """Token j closes the sentence's first clause, and token k opens the next one."""
    return len(_CLAUSE_MARK.findall(v.text[v.starts[j]:v.starts[k]])) == 1


# How far before a verb closing its clause the one who means it may stand ("Ich werde den Staatsanwalt nach der
# langen Sitzung im Gericht erschießen": ten words).
_VERB_FINAL_REACH = 10


def _closes_clause(v: View, i: int, harm: str) -> bool:
    """The harm at token i is the last word of its clause (German puts the verb there)."""
    last = i + len(harm.split()) - 1
    return last + 1 >= len(v.starts) or bool(_CLAUSE_END.search(v.text[v.starts[last]:v.starts[last + 1]]))


_PRONOUNS = {"je", "j'", "te", "t'", "le", "la", "lo", "les", "lui", "eu", "yo", "ich", "wir", "o", "a", "os", "as",
             "vous", "nous", "me"}


def _sworn(v: View, i: int, harm: str) -> bool:
    """An oath just before the harm (only pronouns or a when between: "te juro que te mato", "je jure que je le tue",
    "juro que mañana mato…"), or one whose
    clause the harm closes ("ich schwöre, dass ich den Richter töte")."""
    when = {j + k for j, w in v.at("when") for k in range(len(w.split()))}
    for j, oath in v.at("oath"):
        end = j + len(oath.split()) - 1
        if end < i <= end + 3 and all(_word(v, k) in _PRONOUNS or k in when for k in range(end + 1, i)):
            return True
        if end < i <= end + _VERB_FINAL_REACH and _closes_clause(v, i, harm) and _same_clause(v, end, i):
            return True
    return False


def _driven(v: View) -> bool:
    """Someone means or wants the harm: an intent or a wish before it, or a present used as the future; before a verb
    closing its clause, anywhere in that clause."""
    for i, harm in v.at("harm"):
        if _sworn(v, i, harm):
            return True
        reach = _VERB_FINAL_REACH if _closes_clause(v, i, harm) else 7
        for cls in ("intent", "wish", "opening_wish", "ultimatum"):
            # (the clause is counted from the driver's last word: "ich schwöre, dass ich …")
            if any(i - reach <= j <= i and (reach == 7 or _same_clause(v, j + len(w.split()) - 1, i))
                   for j, w in v.at(cls)):
                return True
    return _present_for_future(v)


_SPEAKER = {"i", "je", "j'", "ich", "yo", "eu"}
_CLAUSE_OPENERS = {"and", "so", "just", "then", "y", "pues", "et", "alors", "und", "doch", "e", "entao"}


def _clause_start(v: View, i: int) -> bool:
    """Token i opens the sentence or a clause (after a comma, a colon or "and", "just", "y"…)."""
    return i <= 1 or _word(v, i - 1) in _CLAUSE_OPENERS or v.text[:v.starts[i]].rstrip().endswith((",", ":", "—"))


def _urged_gone(v: View) -> Finding | None:
    """The addressee urged to be gone: the world better without them, or dying urged as an imperative opening a
    clause ("…, muérete", "do everyone a favour and just die", "why don't you just die")."""
    absence = v.at("absence")
    if absence:
        return Finding("self_harm", f"telling the one addressed the world is better without them (“{absence[0][1]}”)")
    for i, word in v.at("perish"):
        if v.at("wish"):
            continue  # wished, not urged: _death_wished reads it
        if _word(v, i - 1) in _SPEAKER and i >= 1:
            continue  # the speaker's own state ("je meurs de rire", "ich krepiere vor Lachen"), not an imperative
        if _clause_start(v, i) or _word(v, i - 1) in {"don't", "dont"} or v.near("perish", "second", before=3, after=0):
            return Finding("self_harm", f"urging the one addressed to die (“{word}”)")
    return None


def _in_condition(v: View, i: int) -> bool:
    """Token i lies in a conditional clause that opens the sentence and is closed by a comma before it. (Portuguese
    "se" opening the harm itself is the reflexive pronoun: "Se joga da ponte".)"""
    if i == 0 or not CLASSES["hypothetical"].match(v.text):
        return False
    comma = v.text.find(",")
    return comma != -1 and v.starts[i] < comma


def _self_harm(v: View) -> Finding | None:
    if not _reported(v) and not v.at("frame"):
        urged = _urged_gone(v)
        if urged:
            return urged
    # A condition is not an urging: the harm inside an "if…," clause ("If you're thinking about hurting yourself,
    # please call…"); a harm after the comma is the main clause's ("if you had any shame, you'd kill yourself").
    hit = [(i, w) for i, w in v.at("self_harm") if not _in_condition(v, i)]
    if not hit:
        return None
    # Urged: addressed, wished, or an imperative opening the sentence or a clause ("…y córtate…", "and go…").
    urged = v.at("second") or v.at("wish") or any(i <= 1 or _word(v, i - 1) in _CLAUSE_OPENERS for i, _ in hit)
    if urged and not (v.at("frame") and not v.at("second") and not v.at("wish")) and not _reported(v):
        return Finding("self_harm", f"urging someone to harm themselves (“{hit[0][1]}”)")
    return None


def _sexual_minor(v: View) -> Finding | None:
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


def _sexual_explicit(v: View) -> Finding | None:
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


def _reported(v: View) -> bool:
    """The sentence attributes what it says to someone else ("…, the witness said"; not "I say…")."""
    return any(not any(i - 2 <= j < i for j, _ in v.at("first_person")) for i, _ in v.at("report"))


def _hate(v: View) -> Finding | None:
    predicate = v.at("dehumanise") + v.at("eliminate")
    if not predicate or _reported(v):
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
                return Finding("hate", f"a group spoken of as a whole (“{_word(v, head)}”) as “{word}”")
    return None


def _word(v: View, index: int) -> str:
    match = _TOKEN.match(v.text, v.starts[min(index, len(v.starts) - 1)])
    return match.group() if match else "?"


def _harassment(v: View) -> Finding | None:
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


# Self-harm first: "kill yourself" is a harm aimed at the one addressed by their own hand, not a threat.
_CHECKS = (_self_harm, _threat_or_violence, _sexual_minor, _sexual_explicit, _hate, _harassment)


def _names(sentence: str) -> list[str]:
    found = [m.group() for m in _TITLE.finditer(sentence)]
    for match in _CAPS.finditer(sentence):
        words = [w for w in match.group().split() if not _NOT_NAMES.match(w) and not _DETERMINER.match(base(w))
                 and not _NOT_A_NAME.match(base(w))]
        if len(words) >= 2:
            found.append(" ".join(words))
    return found


def _mononyms(sentence: str) -> list[tuple[str, int]]:
    """Single capitalised words in the place of a name (subject of the next word), with their word index."""
    words = _WORD.findall(sentence)
    found = []
    for i, word in enumerate(words[:-1]):
        plain = base(word).split("'")[0].split("’")[0]
        if not _MONONYM.fullmatch(word) or _NOT_A_NAME.match(plain) or _DETERMINER.match(plain):
            continue
        before, after = (words[i - 1] if i else "."), words[i + 1]
        if _DETERMINER.match(before) or not after[0].islower() or _PLURAL_COPULA.match(after):
            continue
        # "Kill the…", "Hang the…": a verb opening the sentence ("a" is also French "has": "Aya a empoisonné")
        if i == 0 and _DETERMINER.match(after) and after.lower() != "a":
            continue
        if _LEXICON_WORD.match(base(word)):
            continue
        found.append((word, i))
    return found


def _defamation(sentence: str, names: list[str], mononyms: list[tuple[str, int]],
                spellings: tuple[str, ...]) -> Finding | None:
    if sentence.rstrip().endswith("?") or not (names or mononyms):
        return None
    views = [View(s) for s in spellings]
    for v in views:
        # Hedged, cleared, hearsay, a hypothesis, an idiom or a report; or a story, or a saying denied ("I never
        # said…"), that the sentence does not go on from into a clause of its own ("…, but Judge Smith is…").
        denied = [j for j, _ in v.at("saying") if any(k <= j <= k + 3 for k, _ in v.at("negation"))]
        framed = [j for j, _ in v.at("fiction")] + denied
        if (v.at("hedge") or v.at("cleared") or v.at("hearsay") or v.at("hypothetical") or v.at("figurative_kill")
                or _reported(v) or any(not _clause_follows(v, j) for j in framed)):
            return None
    for v in views:
        for i, word in v.at("accusation"):
            if any(i - 3 <= j < i for j, _ in v.at("negation")):
                continue
            who = names[0] if names else next((n for n, at in mononyms if at < i + 2), None)
            if who:
                return Finding("defamation", f"an accusation (“{word}”) stated as fact about {who}")
    return None


_CLAUSE_BREAK = {"but", "yet", "however", "pero", "sino", "mais", "aber", "sondern", "doch", "mas", "porem"}
_AND = {"and", "y", "e", "et", "und"}


def _clause_follows(v: View, j: int) -> bool:
    """After token j the sentence goes on into a clause of its own: a contrast ("but", "pero", "aber"…) or an "and"
    after a comma ("…, und im echten Leben auch")."""
    for k in range(j + 1, len(v.starts)):
        word = _word(v, k)
        if word in _CLAUSE_BREAK or (word in _AND and v.text[:v.starts[k]].rstrip().endswith(",")):
            return True
    return False


def _doxxing(cased_text: str, plain: str, names: list[str]) -> Finding | None:
    tied = bool(CLASSES["person"].search(plain)) or bool(names) or bool(
        re.search(r"\b(?:call|text|ring|email|e-mail|write to|llam\w*|escrib\w*|appel\w*|ecri\w*|ruf\w*|schreib\w*"
                  r"|lig\w*|mand\w*)\b", plain))
    # An institution's own line or mailbox ("the clerk's office line", "le standard du tribunal") is no one's.
    institutional = bool(_INSTITUTION.search(plain)) and not _PERSONAL_TIE.search(plain)
    # Only contact details a private person can have: not a toll-free or shared-cost number, not an organisation's
    # own mailbox (contacts.py reads both by form).
    for kind, found in (("a phone number", contacts.phone_numbers(cased_text, personal=True)), ("an e-mail address",
                        contacts.emails(plain, personal=True)), ("a street address", contacts.addresses(plain))):
        if found and kind != "a street address" and institutional:
            continue
        if found and (tied or kind == "a street address"):
            return Finding("threat", f"{kind} tied to a person (doxxing: “{found[0]}”)")
    who = contacts.identity(cased_text)
    if who:
        return Finding("threat", f"a juror or witness tied to a real name (doxxing: “{who[0]}”)")
    return None


def findings(text: str) -> list[Finding]:
    """Every structural harm found in `text`, at most one per category."""
    found: dict[str, Finding] = {}
    for sentence in (s for s in _SENTENCE.split(text or "") if s.strip()):
        spellings = variants(sentence)
        plain = spellings[0]
        # Names are found as written (case kept), once for every check that needs them.
        cased_text = cased(sentence)
        names = _names(cased_text)
        name_words = frozenset(w for n in names for w in base(n).split() if not _TITLE_WORD.match(w))
        guarded = [View(_QUOTE_MARK.sub(" ", _VOCATIVE.sub(",", unquoted(s))), name_words) for s in spellings]
        for check in _CHECKS:
            if check is _threat_or_violence and "self_harm" in found:
                continue
            # The first spelling that shows the structure names it; a threat read in another spelling
            # ("ich bringe d1ch um": "dich" only once leetspeak is read) outranks violence.
            readings = (f for f in map(check, guarded) if f)
            finding = next(readings, None)
            if finding and finding.category == "violence":
                finding = next((f for f in readings if f.category == "threat"), finding)
            if finding:
                found.setdefault(finding.category, finding)
        for finding in (_defamation(sentence, names, _mononyms(cased_text), spellings),
                        _doxxing(cased_text, plain, names)):
            if finding:
                found.setdefault(finding.category, finding)
    # Harassment is the general case of abuse: a line that is a threat, hate or urging self-harm is named so.
    if len(found) > 1:
        found.pop("harassment", None)
    return list(found.values())


def screen_structure(text: str) -> LayerDecision:
    """Layer 2's decision: the structures found, each with its reason in words staff can read."""
    found = findings(text)
    if not found:
        return LayerDecision("structure", False, (), "no harmful structure found")
    reason = "; ".join(f"{f.category}: {f.why}" for f in found)
    return LayerDecision("structure", True, ordered(f.category for f in found), reason[:500])
