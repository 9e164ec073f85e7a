"""Which language a line is in, and whether the offline layers can read it. Pure.

Lingua (`lingua-language-detector`, its models shipped in the package, a Rust core: no numpy, no
network) tells the five languages the lexicon reads from a dozen others the audience may write
in. Only needed when no model screen is configured: then a line the offline layers cannot read
is held for staff instead of passing unread.
"""

from __future__ import annotations

from functools import lru_cache

from courtroom.moderation.lexicon import LANGUAGES
from courtroom.moderation.normalize import readable

# The five read, and others the audience may write in. Not those the fast detector confuses with
# the five on short lines (Catalan, Romanian, Indonesian, Swedish): such a line is read as the nearest of five.
_OTHERS = ("ITALIAN", "DUTCH", "POLISH", "TURKISH", "RUSSIAN", "UKRAINIAN", "ARABIC", "CHINESE", "JAPANESE",
           "KOREAN", "HINDI", "GREEK", "VIETNAMESE", "PERSIAN")
_READ = ("ENGLISH", "SPANISH", "FRENCH", "GERMAN", "PORTUGUESE")
# Below this many letters a detector guesses: a short line is read as well as the layers can.
MIN_LETTERS = 12
# The languages read together must be at least this likely.
MIN_CONFIDENCE = 0.3


@lru_cache(maxsize=1)
def _detector():
    from lingua import Language, LanguageDetectorBuilder  # heavy (0.3 s, 20 MB): only without a model screen

    languages = [getattr(Language, name) for name in (*_READ, *_OTHERS)]
    return LanguageDetectorBuilder.from_languages(*languages).with_low_accuracy_mode().build()


def warm() -> None:
    """Load the detector's models (at process start, not in a request)."""
    _detector().compute_language_confidence_values("warm up the detector")


def _verdict(text: str) -> tuple[str, bool]:
    values = _detector().compute_language_confidence_values(text)
    if not values:
        return "und", True
    best = values[0].language.iso_code_639_1.name.lower()
    ours = sum(v.value for v in values if v.language.iso_code_639_1.name.lower() in LANGUAGES)
    return best, best in LANGUAGES or ours >= MIN_CONFIDENCE


def detect(text: str) -> tuple[str, bool]:
    """(ISO 639-1 code of the likeliest language, whether the offline layers read it)."""
    letters = sum(c.isalpha() for c in text)
    if letters < MIN_LETTERS:
        return "und", True
    # Read as written (accents kept): look-alike letters and zero-width characters undone.
    return _verdict(readable(text))
