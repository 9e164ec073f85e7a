"""Layer 1 on its own (pure): each evasion is read through, each context guard holds."""

import re

import pytest

from courtroom.moderation import CATEGORIES, DEFAULT_RULES, Rule, default_rules, screen_rules, valid_pattern
from courtroom.moderation.normalize import canonical, variants

RULES = default_rules()


def categories(text: str) -> tuple[str, ...]:
    return screen_rules(text, RULES).categories


@pytest.mark.parametrize("text, expected", [
    ("KILL YOURSELF", ("self_harm",)),                                   # case
    ("kíll yoursélf", ("self_harm",)),                                   # accents
    ("k1ll y0urs3lf", ("self_harm",)),                                   # leetspeak
    ("k i l l yourself", ("self_harm",)),                                # letters spaced apart
    ("k.i.l.l y.o.u.r.s.e.l.f", ("self_harm",)),                         # letters dotted apart
    ("k-i-l-l yourself", ("self_harm",)),                                # letters dashed apart
    ("kiiiiilllll yourself", ("self_harm",)),                            # repeated letters
    ("k\u200bi\u200bl\u200bl yourself", ("self_harm",)),                 # zero-width characters
    ("\u043a\u0456ll yourself", ("self_harm",)),                         # Cyrillic look-alike letters
    ("I wll m u r d e r you", ("threat",)),                              # a dropped vowel and spacing
    ("I'l1 k1ll y0u.", ("threat",)),                                     # "1" read as l and as i
    ("n i g g e r", ("hate",)),
])
def test_each_obfuscation_is_read_through(text, expected):
    assert categories(text) == expected


def test_without_normalisation_the_obfuscated_lines_would_pass():
    # given the same rules matched on the raw lower-cased text only (what the old filter did)
    for text in ("k i l l yourself", "k1ll y0urs3lf", "k\u200bi\u200bl\u200bl yourself"):
        # then no rule matches the raw spelling, so the catch above is the normaliser's doing
        assert not any(re.search(r.pattern, text.lower()) for r in RULES), text


def test_numbers_are_not_read_as_leetspeak():
    assert canonical("a fine of 500 dollars and 1488 hours") == "a fine of 500 dollars and 1488 hours"
    assert variants("thank you!") == ("thank you!",)  # a "!" after a word is punctuation, not an i


@pytest.mark.parametrize("text", [
    "The defendant is charged with murder in the first degree.",                        # charged with
    "The defendant faces an assault charge for throwing a pie at the mayor.",           # the X charge
    "The rape charge was dropped for lack of evidence.",                                # the X charge
    "The accused allegedly sent nude photos to the plaintiff.",                         # alleged
    "The coroner testified that the victim was decapitated in the crash.",              # the coroner testified
    "The victim was found dismembered, according to the forensic report.",              # according to a report
    "The police report quotes him saying 'I will kill you if you come back'.",          # quoted evidence
    "She testified that he told her 'I know where you live'.",                          # quoted testimony
    "The officer's notes record that the suspect said 'I'll beat you to death'.",       # quoted notes
    "Objection, Your Honour, the torture allegation is not before this court.",         # the X allegation
])
def test_each_context_guard_keeps_legal_language_unflagged(text):
    assert categories(text) == ()


@pytest.mark.parametrize("text, expected", [
    ("The defendant deserves to be beheaded in the town square.", ("violence",)),   # a wish, not a report
    ("Allegedly, I will kill you after the trial.", ("threat",)),                    # "alleged" excuses no threat
    ("I will kill you, the police report will say.", ("threat",)),                   # not inside the quotation
    ("Exhibit A: you stupid bitch.", ("harassment",)),                               # no guard for unquoted insults
    ("The accused is a n1gger, the charge says.", ("hate",)),                        # hate is never excused
])
def test_guards_do_not_excuse_wishes_threats_or_slurs(text, expected):
    assert categories(text) == expected


def test_an_unless_pattern_clears_a_hit_in_the_same_sentence_only():
    rules = [Rule("violence", r"\bbehead\w*", r"\bhistory\b")]
    assert screen_rules("The history of beheading is long.", rules).flagged is False
    assert screen_rules("A history lesson. I want to see him beheaded.", rules).categories == ("violence",)


def test_the_reason_names_the_rule_and_what_it_matched():
    decision = screen_rules("I'll murder you, you f4ggot.", RULES)
    assert decision.categories == ("hate", "threat")
    assert "slurs matched “faggot”" in decision.reason
    assert "threats to harm matched" in decision.reason


def test_a_broken_pattern_is_ignored_not_fatal():
    assert valid_pattern("(unclosed") is False
    assert screen_rules("anything (unclosed", [Rule("hate", "(unclosed")]).flagged is False


def test_every_default_rule_compiles_and_has_a_known_category():
    for code, pattern, unless, _ in DEFAULT_RULES:
        assert valid_pattern(pattern) and (not unless or valid_pattern(unless))
        assert code in CATEGORIES
    # Defamation of a named person is the structural layer's (any name, not a list of them).
    assert {code for code, *_ in DEFAULT_RULES} == set(CATEGORIES) - {"defamation"}


@pytest.mark.parametrize("text, expected", [
    ("Le médecin a examiné le pénis du patient après la chute.", ()),     # a doctor's words, in French
    ("The urologist examined the patient's penis after the fall.", ()),   # and in English
    ("Show me your penis, counsel.", ("sexual",)),                        # the same word, no medical frame
])
def test_medical_framing_clears_anatomy_words_in_each_language(text, expected):
    assert categories(text) == expected
