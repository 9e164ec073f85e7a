"""The offline layers on the FROZEN held-out corpora: recall and false positives per category, language and
obfuscation.

- v1, tests/courtroom/moderation_heldout.py: written before the structural layer. Its false alarms were read at
  stop 32 and two fixes were made from them, so its false-positive figure is no longer held out (recall still is).
- v2, tests/courtroom/moderation_heldout_v2.py: written at stop 33 before any rule of that stop changed, committed
  alone (5c91e24); never developed on. Its figures are the held-out ones.

Run with `-s` to read the figures. The floors are set below the measured figures: they fail when the
mechanism breaks (a language, a category or the normalisation stops working), not when one line moves.
"""

from __future__ import annotations

import json
from collections import defaultdict

import pytest

from courtroom.moderation import Decision, default_rules, screen_rules
from courtroom.moderation.structure import screen_structure
from tests.courtroom import moderation_heldout as v1
from tests.courtroom import moderation_heldout_v2 as v2


RULES = default_rules()


def offline(text: str) -> Decision:
    return Decision((screen_rules(text, RULES), screen_structure(text)))


def figures(decide, corpus=v1) -> dict:
    held = {text: decide(text).flagged for text, *_ in corpus.CORPUS}
    groups: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for text, label, lang, obfuscated in corpus.CORPUS:
        for key in (label or "benign", f"{lang}/{'harmful' if label else 'benign'}",
                    f"{'obfuscated' if obfuscated else 'plain'}/{'harmful' if label else 'benign'}"):
            groups[key][0] += held[text]
            groups[key][1] += 1
    recall = sum(held[t] for t, *_ in corpus.HARMFUL) / len(corpus.HARMFUL)
    false_positives = sum(held[t] for t, *_ in corpus.BENIGN) / len(corpus.BENIGN)
    return {"recall": recall, "fp": false_positives, "groups": dict(groups), "held": held}


def test_the_offline_layers_on_the_frozen_held_out_corpus():
    # given the frozen corpus
    assert len(v1.CORPUS) >= 300

    # when each layer, and both, read every line
    results = {"rules": figures(lambda t: screen_rules(t, RULES)), "structure": figures(screen_structure),
               "rules+structure": figures(offline)}
    for name, found in results.items():
        print(f"\n{name}: recall {found['recall']:.3f}, false positives {found['fp']:.3f}")
        print("  " + ", ".join(f"{k} {h}/{n}" for k, (h, n) in sorted(found["groups"].items())))
    both = results["rules+structure"]
    print("  misses:", [t for t, label, *_ in v1.CORPUS if label and not both["held"][t]])
    print("  false positives:", [t for t, label, *_ in v1.CORPUS if not label and both["held"][t]])

    # then the floors hold: every language and category is read, few benign lines are held
    assert both["recall"] >= 0.9
    assert both["fp"] <= 0.05
    hit, total = both["groups"]["obfuscated/harmful"]
    assert hit / total >= 0.85  # the normalisation reaches the structural layer
    for lang in ("en", "es", "fr", "de", "pt"):
        hit, total = both["groups"][f"{lang}/harmful"]
        assert hit / total >= 0.7, lang
    for category in ("hate", "harassment", "self_harm", "sexual_minor", "violence", "threat", "doxxing",
                     "defamation"):
        hit, total = both["groups"][category]
        assert hit / total >= 0.6, category


def test_the_offline_layers_on_the_second_frozen_held_out_corpus():
    # given the second frozen corpus (the clean held-out measure: never developed on)
    assert len(v2.CORPUS) >= 300

    # when each layer, and both, read every line
    results = {"rules": figures(lambda t: screen_rules(t, RULES), v2),
               "structure": figures(screen_structure, v2), "rules+structure": figures(offline, v2)}
    for name, found in results.items():
        print(f"\nv2 {name}: recall {found['recall']:.3f}, false positives {found['fp']:.3f}")
        print("  " + ", ".join(f"{k} {h}/{n}" for k, (h, n) in sorted(found["groups"].items())))
    both = results["rules+structure"]

    # then the floors hold. They are set just under what was measured when they were written (recall 0.789,
    # 0.795 at the end of stop 33; false positives 0.022): the false-positive floor is the goal (3 %); the recall
    # goal (0.9) is NOT met.
    assert both["recall"] >= 0.75
    assert both["fp"] <= 0.03
    for lang in ("en", "es", "fr", "de", "pt"):
        hit, total = both["groups"][f"{lang}/harmful"]
        assert hit / total >= 0.6, lang
    for category in ("hate", "harassment", "self_harm", "sexual_minor", "sexual", "violence", "threat", "doxxing",
                     "defamation"):
        hit, total = both["groups"][category]
        assert hit / total >= 0.55, category


def like_a_model(labels: dict[str, str], corpus=v1):
    """A scripted screen that answers as chat models do: a sentence, then the verdict in a fenced JSON block,
    with the app's category for each harmful line (an upper bound: it tests the plumbing, not a model)."""
    from courtroom.moderation import model_screen

    def answer(request):
        label = labels.get(model_screen.text_of(request.messages), "")
        verdict = {"flagged": bool(label), "categories": [corpus.APP_CATEGORY[label]] if label else [],
                   "reason": f"the line reads as {label.replace('_', ' ')}" if label else "courtroom banter"}
        return f"Here is my assessment.\n```json\n{json.dumps(verdict)}\n```"

    return answer


@pytest.mark.django_db
@pytest.mark.parametrize("corpus", [v1, v2], ids=["v1", "v2"])
def test_with_a_model_screen_on_the_frozen_held_out_corpus(scripted_llm, settings, corpus):
    from courtroom.services.moderation import text_moderate

    # given a model screen through the real door (structured call, reading, cache, recording)
    settings.COURT_MODERATION_MODEL_SCREEN = "on"
    scripted_llm.default = like_a_model({text: label for text, label, *_ in corpus.CORPUS}, corpus)

    # when every line passes all layers
    found = figures(lambda text: text_moderate(text, subject="court.test"), corpus)
    print(f"\nrules+structure+model screen: recall {found['recall']:.3f}, false positives {found['fp']:.3f}")

    # then the screen adds what the offline layers missed; it cannot clear what they held
    assert found["recall"] >= 0.98
    assert found["fp"] <= figures(offline, corpus)["fp"]
