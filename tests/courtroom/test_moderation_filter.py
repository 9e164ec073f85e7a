"""The content filter's matcher against a corpus of positive and negative lines (pure)."""

from courtroom.moderation import REASON_CODES, Rule, default_rules, screen, valid_pattern
from tests.courtroom.moderation_corpus import NEGATIVE, POSITIVE


def measure():
    rules = default_rules()
    true_pos = false_pos = false_neg = 0
    misses, false_alarms = [], []
    for text, expected in POSITIVE:
        found = set(screen(text, rules).reasons)
        true_pos += len(found & expected)
        false_pos += len(found - expected)
        false_neg += len(expected - found)
        if expected - found:
            misses.append(text)
    for text in NEGATIVE:
        found = screen(text, rules).reasons
        false_pos += len(found)
        if found:
            false_alarms.append((text, found))
    precision = true_pos / (true_pos + false_pos)
    recall = true_pos / (true_pos + false_neg)
    return precision, recall, misses, false_alarms


def test_the_default_rules_have_high_precision_and_recall_on_the_corpus():
    precision, recall, misses, false_alarms = measure()
    print(f"\nmoderation filter on {len(POSITIVE)} positive / {len(NEGATIVE)} negative lines: "
          f"precision {precision:.3f}, recall {recall:.3f}")
    # A known limit of pattern matching: a figurative use of a graphic word.
    assert false_alarms == [("The jury was dismembered into two groups for lunch.", ("violence",))]
    assert misses == []
    assert recall == 1.0
    assert precision >= 0.95


def test_ordinary_courtroom_words_are_not_flagged():
    rules = default_rules()
    for text in ("The defendant faces an assault charge.", "The alleged murder weapon was a baguette.",
                 "He was charged with battery."):
        assert screen(text, rules).flagged is False


def test_the_reasons_are_reported_in_a_fixed_order():
    result = screen("I'll murder you, you f4ggot.", default_rules())
    assert result.reasons == ("slur", "violence")


def test_an_unless_pattern_clears_a_hit_in_the_same_sentence_only():
    rules = [Rule("violence", r"\bbehead\w*", r"\bcharge\b")]
    assert screen("The beheading charge was dropped.", rules).flagged is False
    assert screen("The charge was dropped. I will behead him.", rules).reasons == ("violence",)


def test_leetspeak_evasions_are_caught():
    assert screen("you n1gg3r", default_rules()).reasons == ("slur",)


def test_a_broken_pattern_is_ignored_not_fatal():
    assert valid_pattern("(unclosed") is False
    assert screen("anything (unclosed", [Rule("slur", "(unclosed")]).flagged is False


def test_every_default_rule_compiles_and_has_a_known_code():
    for rule in default_rules():
        assert valid_pattern(rule.pattern)
        assert rule.code in REASON_CODES
