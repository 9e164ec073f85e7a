"""Defamation: a criminal or sexual accusation stated as fact about a named person, names found by form
(capitalised words, a title and a word, one name in a name's place). Pure."""

from __future__ import annotations

import re

from courtroom.moderation import lexicon as lx
from courtroom.moderation.normalize import base
from courtroom.moderation.structure.view import DETERMINER, Finding, View, reported, word_at


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
TITLE_WORD = re.compile(rf"^(?:{lx.TITLE}|{lx.ROLE})\.?$")  # matched on the word's base (lower case, no accents)
_PLURAL_COPULA = re.compile(r"^(?:are|were|son|eran|sont|etaient|étaient|sind|waren|sao|são|eram)$", re.IGNORECASE)
_LEXICON_WORD = re.compile(rf"^(?:{lx.HARM}|{lx.ACCUSATION}|{lx.INSULT}|{lx.SEXUAL}|{lx.ROLE}|{lx.TITLE}|{lx.MINOR}"
                           rf"|{lx.INTENT}|{lx.WISH}|{lx.SEX_ACT}|{lx.ORAL}|{lx.REPORT}|{lx.NEGATION})$")


def names_in(sentence: str) -> list[str]:
    found = [m.group() for m in _TITLE.finditer(sentence)]
    for match in _CAPS.finditer(sentence):
        words = [w for w in match.group().split() if not _NOT_NAMES.match(w) and not DETERMINER.match(base(w))
                 and not _NOT_A_NAME.match(base(w))]
        if len(words) >= 2:
            found.append(" ".join(words))
    return found


def mononyms_in(sentence: str) -> list[tuple[str, int]]:
    """Single capitalised words in the place of a name (subject of the next word), with their word index."""
    words = _WORD.findall(sentence)
    found = []
    for i, word in enumerate(words[:-1]):
        plain = base(word).split("'")[0].split("’")[0]
        if not _MONONYM.fullmatch(word) or _NOT_A_NAME.match(plain) or DETERMINER.match(plain):
            continue
        before, after = (words[i - 1] if i else "."), words[i + 1]
        if DETERMINER.match(before) or not after[0].islower() or _PLURAL_COPULA.match(after):
            continue
        # "Kill the…", "Hang the…": a verb opening the sentence ("a" is also French "has": "Aya a empoisonné")
        if i == 0 and DETERMINER.match(after) and after.lower() != "a":
            continue
        if _LEXICON_WORD.match(base(word)):
            continue
        found.append((word, i))
    return found


def defamation_found(sentence: str, names: list[str], mononyms: list[tuple[str, int]],
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
                or reported(v) or any(not _clause_follows(v, j) for j in framed)):
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
        word = word_at(v, k)
        if word in _CLAUSE_BREAK or (word in _AND and v.text[:v.starts[k]].rstrip().endswith(",")):
            return True
    return False
