"""The offline layers on the FROZEN held-out corpus (tests/courtroom/moderation_heldout.py, written before the
structural layer and never tuned on): recall and false positives per category, language and obfuscation.

Run with `-s` to read the figures. The floors are set below the measured figures: they fail when the
mechanism breaks (a language, a category or the normalisation stops working), not when one line moves.
"""

from __future__ import annotations

from collections import defaultdict

from courtroom.moderation import Decision, default_rules, screen_rules
from courtroom.moderation.structure import screen_structure
from tests.courtroom.moderation_heldout import BENIGN, CORPUS, HARMFUL

RULES = default_rules()


def offline(text: str) -> Decision:
    return Decision((screen_rules(text, RULES), screen_structure(text)))


def figures(decide) -> dict:
    held = {text: decide(text).flagged for text, *_ in CORPUS}
    groups: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for text, label, lang, obfuscated in CORPUS:
        for key in (label or "benign", f"{lang}/{'harmful' if label else 'benign'}",
                    f"{'obfuscated' if obfuscated else 'plain'}/{'harmful' if label else 'benign'}"):
            groups[key][0] += held[text]
            groups[key][1] += 1
    recall = sum(held[t] for t, *_ in HARMFUL) / len(HARMFUL)
    false_positives = sum(held[t] for t, *_ in BENIGN) / len(BENIGN)
    return {"recall": recall, "fp": false_positives, "groups": dict(groups), "held": held}


def test_the_offline_layers_on_the_frozen_held_out_corpus():
    # given the frozen corpus
    assert len(CORPUS) >= 300

    # when each layer, and both, read every line
    results = {"rules": figures(lambda t: screen_rules(t, RULES)), "structure": figures(screen_structure),
               "rules+structure": figures(offline)}
    for name, found in results.items():
        print(f"\n{name}: recall {found['recall']:.3f}, false positives {found['fp']:.3f}")
        print("  " + ", ".join(f"{k} {h}/{n}" for k, (h, n) in sorted(found["groups"].items())))
    both = results["rules+structure"]
    print("  misses:", [t for t, label, *_ in CORPUS if label and not both["held"][t]])
    print("  false positives:", [t for t, label, *_ in CORPUS if not label and both["held"][t]])

    # then the floors hold: every language and category is read, few benign lines are held
    assert both["recall"] >= 0.8
    assert both["fp"] <= 0.05
    for lang in ("en", "es", "fr", "de", "pt"):
        hit, total = both["groups"][f"{lang}/harmful"]
        assert hit / total >= 0.7, lang
    for category in ("hate", "harassment", "self_harm", "sexual_minor", "violence", "threat", "doxxing",
                     "defamation"):
        hit, total = both["groups"][category]
        assert hit / total >= 0.6, category
