"""Two spelling tricks the normalisation reads (stop 34), each in the languages it applies to, each with a benign
twin spelled the same way:

- spaced letters that swallow a one-letter word before them ("a m u r d e r e r" was read "amurderer"): the
  one-letter words that open the run (a, e, o, y, i, u) are also kept apart. German has no one-letter words.
- a letter masked by a star inside a word ("sl*t", "Schl*mpe"): read as each vowel in turn.

Pure: no database. The lines are written for these tests, not taken from any corpus.
"""

from __future__ import annotations

import pytest

from courtroom.moderation import default_rules, screen_rules
from courtroom.moderation.decision import Decision
from courtroom.moderation.structure import screen_structure

RULES = default_rules()


def offline(text: str) -> Decision:
    return Decision((screen_rules(text, RULES), screen_structure(text)))


HELD = {
    "article_then_spaced_letters": [
        ("en", "Cassius is a m u r d e r e r."),
        ("es", "Te voy a m a t a r, ujier."),
        ("fr", "Cassius a e m p o i s o n n e son associé."),
        ("pt", "Cassius é o a s s a s s i n o do sócio."),
    ],
    "masked_letter": [
        ("en", "You are a worthless b*tch, usher."),
        ("es", "Eres una p*ta, ujier."),
        ("fr", "T'es une sal*pe, huissier."),
        ("de", "Du bist eine Schl*mpe, Gerichtsdiener."),
        ("pt", "Você é uma vad*a, oficial."),
    ],
}
PASSED = {
    "article_then_spaced_letters": [
        ("en", "Cassius is a m a z i n g."),
        ("es", "Te voy a a y u d a r, ujier."),
        ("fr", "Cassius a e m b a u c h e son associé."),
        ("pt", "Cassius é o a s s i s t e n t e do sócio."),
    ],
    "masked_letter": [
        ("en", "You are a st*r, usher."),
        ("es", "Eres un g*nio, ujier."),
        ("fr", "T'es un g*nie, huissier."),
        ("de", "Du bist ein Sch*tz, Gerichtsdiener."),
        ("pt", "Você é um g*nio, oficial."),
    ],
}


@pytest.mark.parametrize(("trick", "language", "text"), [(k, lang, t) for k, v in HELD.items() for lang, t in v])
def test_the_spelling_is_read_and_the_line_held(trick, language, text):
    # given a harmful line spelled with the trick, when the offline layers read it
    decision = offline(text)

    # then it is held
    assert decision.flagged, (trick, language, text)


@pytest.mark.parametrize(("trick", "language", "text"), [(k, lang, t) for k, v in PASSED.items() for lang, t in v])
def test_a_benign_line_spelled_the_same_way_passes(trick, language, text):
    # given a benign line spelled with the same trick, when the offline layers read it
    decision = offline(text)

    # then it passes
    assert not decision.flagged, (trick, language, text, decision.reason)
