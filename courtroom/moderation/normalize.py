"""Undo the usual evasions before matching: one sentence in, the spellings to match out.

Pure functions. `variants(sentence)` gives the sentence in lower case without accents,
zero-width characters or look-alike letters, then with leetspeak read both ways ("1" as
i and as l), letters spaced or dotted apart joined back ("k i l l", "m.u.r.d.e.r"), and
runs of a repeated letter squeezed ("kiiiill" → "kill", "killll" → "kill").
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u034f\u180e\u200b\u200c\u200d\u200e\u200f\u2060\u2061\u2062\u2063"
                                    "\u2064\ufeff"), None)
# Cyrillic and Greek letters that look like Latin ones.
_LOOKALIKES = str.maketrans("аеорсухікмтвнзѕјӏαεικνορτυχ", "aeopcyxikmtbh3sjlaeikvoptux")
_LEET = {"0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "$": "s", "@": "a", "!": "i", "€": "e"}
_LEET_I = str.maketrans({**_LEET, "1": "i", "|": "i"})
_LEET_L = str.maketrans({**_LEET, "1": "l", "|": "l"})
_TOKEN = re.compile(r"\S+")
# A token's core: what is left after punctuation at its ends ("you!" keeps its "!").
_CORE = re.compile(r"^([^\w$@]*)(.*?)([^\w$@]*)$", re.DOTALL)
_LETTER = re.compile(r"[a-z]")
# Three or more single letters apart: by single spaces ("k i l l") or by dots, dashes, stars.
_SPACED = re.compile(r"(?<![a-z])(?:[a-z] ){2,}[a-z](?![a-z])")
# Words spelled letter by letter, with wider gaps between the words: "t e  v o y  a  m a t a r".
_SPACED_WORDS = re.compile(r"(?<![a-z])[a-z](?: [a-z]| {2,}[a-z]){3,}(?![a-z])")
_DOTTED = re.compile(r"(?<![a-z])(?:[a-z][.\-_*~]+){2,}[a-z](?![a-z])")
_RUN = re.compile(r"([a-z])\1{2,}")
_ONE_LETTER_WORDS = frozenset("aeoyiu")
# One star between letters, inside a word: a masked letter ("sl*t"), not spacing ("s*l*u*t", read by _DOTTED).
_MASKED = re.compile(r"(?<![a-z*])([a-z]+)\*([a-z]+)(?![a-z*])")


def _squeeze(text: str) -> str:
    # A long run is one vowel or two consonants in most words: "kiiiilllll" → "kill".
    return _RUN.sub(lambda m: m.group(1) * (1 if m.group(1) in "aeiou" else 2), text)


def base(text: str) -> str:
    """Lower case, no accents, no zero-width characters, look-alike letters made Latin."""
    text = unicodedata.normalize("NFKC", text).translate(_INVISIBLE)
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return text.casefold().translate(_LOOKALIKES)


def _leet(text: str, table: dict) -> str:
    def token(match: re.Match) -> str:
        head, core, tail = _CORE.match(match.group()).groups()
        # Digits are leetspeak only inside a word ("k1ll"), never a number ("1488", "500").
        return head + (core.translate(table) if _LETTER.search(core) else core) + tail

    return _TOKEN.sub(token, text)


def _words_joined(match: re.Match) -> str:
    run = match.group()
    if "  " not in run:
        return run
    return " ".join(word.replace(" ", "") for word in re.split(r" {2,}", run))


def _joined_words(text: str) -> str:
    return _SPACED_WORDS.sub(_words_joined, text)


def _joined(text: str) -> str:
    text = _joined_words(text)
    text = _SPACED.sub(lambda m: m.group().replace(" ", ""), text)
    return _DOTTED.sub(lambda m: re.sub(r"[.\-_*~]+", "", m.group()), text)


def _joined_after_article(text: str, words: int) -> str:
    """Spaced letters joined, the one-letter words that open the run (one or two) kept apart: "a m u r d e r e r"
    is "a murderer", not "amurderer"; "e o a s s a s s i n o" is "e o assassino" (a, e, o, y, i, u are words
    in English, Spanish, French or Portuguese)."""
    def join(match: re.Match) -> str:
        run = match.group()
        head, tail = run[:2 * words], run[2 * words:]
        if len(tail) < 7 or any(c not in _ONE_LETTER_WORDS for c in head[::2]):
            return run
        return head + tail.replace(" ", "")
    return _SPACED.sub(join, text)


def _unmasked(text: str) -> tuple[str, ...]:
    """A letter masked by a star inside a word ("sl*t", "b*tch") read as each vowel in turn."""
    if not _MASKED.search(text):
        return ()
    return tuple(_MASKED.sub(lambda m, v=vowel: m.group(1) + v + m.group(2), text) for vowel in "aeiou")


# Both offline layers read each sentence of a line in every spelling, one after the other: the second
# reads the first's (about a fifth of a line's CPU).
@lru_cache(maxsize=256)
def variants(sentence: str) -> tuple[str, ...]:
    """Every spelling of `sentence` a rule is matched against, the plainest first."""
    plain = base(sentence)
    found: dict[str, None] = {}
    for spelled in (plain, _leet(plain, _LEET_I), _leet(plain, _LEET_L)):
        words_joined = _joined_words(spelled)
        articles_apart = (_joined_after_article(words_joined, n) for n in (1, 2))
        for joined in (spelled, _joined(spelled), *articles_apart, *_unmasked(spelled)):
            for squeezed in (joined, _squeeze(joined), _RUN.sub(r"\1", joined), _RUN.sub(r"\1\1", joined)):
                found.setdefault(squeezed)
    return tuple(found)


def cased(text: str) -> str:
    """The text as written (case kept) without zero-width characters or accents: where names are found."""
    text = unicodedata.normalize("NFKC", text).translate(_INVISIBLE)
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def readable(text: str) -> str:
    """The text as a reader sees it (accents kept): zero-width characters gone, stretched letters squeezed,
    and, in a mostly Latin text, Cyrillic and Greek look-alikes read as the Latin letters they imitate."""
    text = _RUN.sub(r"\1", text.translate(_INVISIBLE))
    latin = sum("a" <= c.lower() <= "z" for c in text)
    return text.translate(_LOOKALIKES) if latin * 2 > sum(c.isalpha() for c in text) else text


def canonical(text: str) -> str:
    """One normalised spelling of a whole text (leetspeak as i, letters joined, runs squeezed):
    the key of the model screen's cache."""
    return _squeeze(_joined(_leet(base(text), _LEET_I)))
