"""The offline layers on the FROZEN held-out corpora: recall and false positives per category, language and
obfuscation.

- v1, tests/courtroom/moderation_heldout.py: written before the structural layer. Its false alarms were read at
  stop 32 and two fixes were made from them, so its false-positive figure is no longer held out (recall still is).
- v2, tests/courtroom/moderation_heldout_v2.py: written at stop 33 before any rule of that stop changed, committed
  alone (5c91e24); never developed on. Its aggregate figures were looked at three times during that stop.
- v3, tests/courtroom/moderation_heldout_v3.py: written after stop 33 apart from the code (neither the moderation
  code, its lexicons, the development corpus nor the earlier sets' lines were open), committed alone (0539a29)
  before any change; never developed on. Only its aggregate figures are printed, never its lines.
- v4, tests/courtroom/moderation_heldout_v4.py: written blind after stop 34 by another engineer (no moderation code,
  lexicons, development corpora or earlier held-out lines open), committed alone (0dbb718) before lane 42 changed the
  learned layer; lane 42 never opened its lines and measured it once, at the end (aggregates only).
- v5 and v6 (moderation_heldout_v5.py, _v6.py): written blind by another lane, each committed alone before the
  moderation changes of its stop; measured before and after them, aggregates only (see their tests below).
- v7 and v8 (moderation_heldout_v7.py, _v8.py): written blind by lanes 75 and 93; MEASURE-ONLY: their floors were set
  after their readings (lane 94: once on main as v8 landed, once after the v8 training hygiene), one line under them.

Run with `-s` to read the figures. The floors are set below the measured figures: they fail when the
mechanism breaks (a language, a category or the normalisation stops working), not when one line moves.
"""

from __future__ import annotations

import json
from collections import defaultdict

import pytest

from courtroom.moderation import Decision, default_rules, learned, screen_rules
from courtroom.moderation.structure import screen_structure
from tests.courtroom import moderation_heldout as v1
from tests.courtroom import moderation_heldout_v2 as v2
from tests.courtroom import moderation_heldout_v3 as v3
from tests.courtroom import moderation_heldout_v4 as v4
from tests.courtroom import moderation_heldout_v5 as v5
from tests.courtroom import moderation_heldout_v6 as v6
from tests.courtroom import moderation_heldout_v7 as v7
from tests.courtroom import moderation_heldout_v8 as v8


RULES = default_rules()


def offline(text: str) -> Decision:
    return Decision((screen_rules(text, RULES), screen_structure(text)))


def with_learned(*, sentence: bool):
    """Rules and structure, then the learned layer on a line they pass, as services.moderation.offline_moderate
    runs them: `sentence` in the worker (live lines), the character model alone in the web process (topics)."""
    def decide(text: str) -> Decision:
        decision = offline(text)
        return decision if decision.flagged else decision.with_layer(learned.screen_learned(text, sentence=sentence))

    return decide


def printed(results: dict, tag: str) -> dict:
    """Each row's recall, false positives and groups, aggregates only (run with -s to read them)."""
    for name, found in results.items():
        print(f"\n{tag}{name}: recall {found['recall']:.3f}, false positives {found['fp']:.3f}")
        print("  " + ", ".join(f"{k} {h}/{n}" for k, (h, n) in sorted(found["groups"].items())))
    return results


def layer_rows(corpus, tag: str) -> dict:
    """Each offline layer, and both, on `corpus`: printed."""
    return printed({"rules": figures(lambda t: screen_rules(t, RULES), corpus),
                    "structure": figures(screen_structure, corpus), "rules+structure": figures(offline, corpus)}, tag)


def learned_rows(corpus, tag: str) -> dict:
    """The offline layers with the learned layer, in the web process and in the worker: printed."""
    return printed({"+learned (web)": figures(with_learned(sentence=False), corpus),
                    "+learned (worker)": figures(with_learned(sentence=True), corpus)}, f"{tag} rules+structure")


def pipelines(corpus, tag: str) -> tuple[dict, dict, dict]:
    """A frozen corpus of 300 distinct lines or more (figures() keys on the text), read by the offline layers
    (printed per layer), then with the learned layer: (rules+structure, worker, web) figures, aggregates only."""
    assert len(corpus.CORPUS) >= 300
    assert len({text for text, *_ in corpus.CORPUS}) == len(corpus.CORPUS)
    both = layer_rows(corpus, f"{tag} ")["rules+structure"]
    with_it = learned_rows(corpus, tag)
    return both, with_it["+learned (worker)"], with_it["+learned (web)"]


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
    both = layer_rows(v1, "")["rules+structure"]
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
    both = layer_rows(v2, "v2 ")["rules+structure"]
    with_it = learned_rows(v2, "v2")

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

    # and with the learned layer, measured once at the end of stop 34's lane 26: worker recall 0.910 (151/166), false
    # positives 0.033 (6/181: ONE line over the 3 % goal); web (character model alone) 0.849 / 0.028; and once at
    # the end of lane 42 (natural training lines): worker 0.940 (156/166) / 0.033 (6/181), web 0.855 (142/166) /
    # 0.028 (5/181); with lane 47's rule precision (2de7a52) on main too: worker 0.940 / 0.022 (4/181), web 0.855 /
    # 0.017 (3/181). Floors about one line under each figure.
    worker, web = with_it["+learned (worker)"], with_it["+learned (web)"]
    # lane 96 (natural lines round 2, thresholds 0.89 / 0.975): worker 0.958 (159/166) / 0.017 (3/181) -> 0.964
    # (160/166) / 0.022 (4/181); web 0.886 (147/166) -> 0.873 (145/166) / 0.011 (2/181). Floors one line under.
    assert worker["recall"] >= 0.957 and worker["fp"] <= 0.028
    assert web["recall"] >= 0.867 and web["fp"] <= 0.023
    for lang, floor in V2_WORKER_LANGUAGE_FLOORS.items():
        hit, total = worker["groups"][f"{lang}/harmful"]
        assert hit / total >= floor, lang
    for category, floor in V2_WORKER_KIND_FLOORS.items():
        hit, total = worker["groups"][category]
        assert hit / total >= floor, category


# v2, rules+structure+learned (worker), measured once: harmful held by language de 25/27, en 54/60, es 24/28,
# fr 27/27, pt 21/24; by kind defamation 15/20, doxxing 17/17, harassment 20/20, hate 19/20, self_harm 18/18,
# sexual 17/18, sexual_minor 17/17, threat 15/18, violence 13/18. Each floor is about one line under its figure.
V2_WORKER_LANGUAGE_FLOORS = {"de": 0.88, "en": 0.88, "es": 0.82, "fr": 0.96, "pt": 0.83}
V2_WORKER_KIND_FLOORS = {"defamation": 0.70, "doxxing": 0.94, "harassment": 0.95, "hate": 0.90, "self_harm": 0.94,
                         "sexual": 0.88, "sexual_minor": 0.94, "threat": 0.77, "violence": 0.66}


# v3, rules+structure, measured once on main at 0539a29 before any change: recall 0.511 (90/176), false positives
# 0.050 (9/180); harmful held by language en 38/68, es 11/27, fr 13/27, de 15/27, pt 13/27; by kind defamation 14/20,
# doxxing 12/19, harassment 15/19, hate 9/21, self_harm 13/19, sexual 11/19, sexual_minor 7/18, threat 5/21,
# violence 4/20. Each floor is about 0.1 under its figure (two or three lines), so it fails when a mechanism breaks.
V3_RECALL_FLOOR, V3_FP_CEILING = 0.45, 0.08
V3_LANGUAGE_FLOORS = {"en": 0.45, "es": 0.30, "fr": 0.35, "de": 0.45, "pt": 0.35}
V3_KIND_FLOORS = {"defamation": 0.55, "doxxing": 0.50, "harassment": 0.65, "hate": 0.30, "self_harm": 0.55,
                  "sexual": 0.45, "sexual_minor": 0.25, "threat": 0.10, "violence": 0.10}


def test_the_offline_layers_on_the_third_frozen_held_out_corpus():
    # given the third frozen corpus
    # when each layer, and both, read every line (aggregates only: v3's lines are never printed)
    both, worker, web = pipelines(v3, "v3")

    # then the floors (above) hold: they guard against a regression and are NOT the goal (recall >= 0.9,
    # false positives <= 3 %), which v3 does not meet
    assert both["recall"] >= V3_RECALL_FLOOR
    assert both["fp"] <= V3_FP_CEILING
    for lang, floor in V3_LANGUAGE_FLOORS.items():
        hit, total = both["groups"][f"{lang}/harmful"]
        assert hit / total >= floor, lang
    assert set(V3_KIND_FLOORS) == {label for _, label, *_ in v3.HARMFUL}
    for category, floor in V3_KIND_FLOORS.items():
        hit, total = both["groups"][category]
        assert hit / total >= floor, category
    # with the learned layer in the worker, measured once at the end of lane 26: recall 0.585 (103/176), false
    # positives 0.056 (10/180); the web's character model alone changed nothing on v3 (0.511 / 0.050). Measured once
    # at the end of lane 42 (natural training lines): worker 0.744 (131/176) / 0.067 (12/180: two more false alarms),
    # web 0.562 (99/176) / 0.050 (9/180); with lane 47's rule precision (2de7a52) on main too: worker 0.744 / 0.039
    # (7/180), web 0.551 (97/176) / 0.022 (4/180). Floors about one line under each.
    # lane 96 (natural lines round 2): worker 0.744 (131/176) / 0.028 (5/180) -> 0.761 (134/176) / 0.033 (6/180)
    assert worker["recall"] >= 0.755 and worker["fp"] <= 0.045
    # lane 94 (v8 training hygiene, both models retrained): web 0.574 (101/176) on main at c6f29fc -> 0.568 (100/176);
    # lane 96: -> 0.585 (103/176)
    assert web["recall"] >= 0.579 and web["fp"] <= 0.028


# v4, measured once at the end of lane 42 (aggregates only), before (main at 77040ec) → after. Rules + structure:
# recall 0.559 (114/204), false positives 0.097 (19/195), unchanged by the lane. Learned layer in the worker: 0.618
# (126/204) / 0.103 (20/195) → 0.794 (162/204) / 0.118 (23/195); web: 0.569 (116/204) / 0.113 (22/195) → 0.627
# (128/204) / 0.108 (21/195). Worker, harmful held by language: de 18/28, en 77/92, es 22/28, fr 21/28, pt 24/28;
# by kind: defamation 22/26, doxxing 20/23, harassment 20/22, hate 21/24, self_harm 22/23, sexual 16/21,
# sexual_minor 14/20, threat 13/23, violence 14/22. Measured again with lane 47's rule precision (2de7a52) on main
# too: rules + structure 0.549 (112/204) / 0.062 (12/195); worker 0.789 (161/204) / 0.087 (17/195); web 0.618
# (126/204) / 0.072 (14/195); worker pt 23/28, violence 13/22; and with lane 47's third step (c491575): rules +
# structure 0.539 (110/204) / 0.062, web 0.613 (125/204) / 0.072, worker unchanged. Each floor is one line under the
# latest figure; NOT the goal.
V4_WORKER_LANGUAGE_FLOORS = {"de": 0.60, "en": 0.82, "es": 0.75, "fr": 0.71, "pt": 0.78}
V4_WORKER_KIND_FLOORS = {"defamation": 0.80, "doxxing": 0.82, "harassment": 0.86, "hate": 0.83, "self_harm": 0.91,
                         "sexual": 0.71, "sexual_minor": 0.65, "threat": 0.52, "violence": 0.54}


def test_the_offline_layers_on_the_fourth_frozen_held_out_corpus():
    # given the fourth frozen corpus
    # when each layer, and both, then the learned layer, read every line (aggregates only: never a line printed)
    both, worker, web = pipelines(v4, "v4")

    # then the floors (above) hold: they guard against a regression and are not the goal
    # (ceilings raised one line each by the lead's review fix: a threat at a noun formed to name someone — "kill the
    # president", "tuer le professeur" — is aimed at a person again; lane 47's thing-reading had passed it)
    assert both["recall"] >= 0.53 and both["fp"] <= 0.072
    # lane 96 (natural lines round 2): worker 0.819 (167/204) -> 0.828 (169/204) / 0.087 (17/195); web 0.657
    # (134/204) / 0.077 (15/195) -> 0.072 (14/195). Floors one line under the figures that moved.
    assert worker["recall"] >= 0.823 and worker["fp"] <= 0.093
    assert web["recall"] >= 0.605 and web["fp"] <= 0.077
    for lang, floor in V4_WORKER_LANGUAGE_FLOORS.items():
        hit, total = worker["groups"][f"{lang}/harmful"]
        assert hit / total >= floor, lang
    assert set(V4_WORKER_KIND_FLOORS) == {label for _, label, *_ in v4.HARMFUL}
    for category, floor in V4_WORKER_KIND_FLOORS.items():
        hit, total = worker["groups"][category]
        assert hit / total >= floor, category


# v5, tests/courtroom/moderation_heldout_v5.py: written blind by lane 50 (c63b1cd), measured once with the code of that
# commit and once at the end of lane 51 (aggregates only). Before -> after: rules + structure 0.584 (139/238) / 0.030
# (7/234) -> 0.605 (144/238) / 0.030; web 0.626 (149/238) / 0.030 -> 0.647 (154/238) / 0.030; worker 0.782 (186/238)
# / 0.068 (16/234) -> 0.786 (187/238) / 0.073 (17/234). Floors one line under the after figures; NOT the goal. Lane 63
# (stop 37): rules + structure 0.601 (143/238) / 0.034 (8/234), web 0.643 / 0.034, worker 0.786 / 0.073: one harmful
# line fewer and one benign line more held by rules + structure (floors unchanged).
# Lane 74 (stop 38): both learned models retrained without three training lines that were near copies of v7 lines
# (hygiene, as lane 63 did for v6): web 0.643 -> 0.639 (152/238), one line; its floor is one line under that.
# Lane 94 (v8 hygiene, both models retrained again): web 0.639 -> 0.643 (153/238); floor one line under.
def test_the_offline_layers_on_the_fifth_frozen_held_out_corpus():
    # given the fifth frozen corpus
    # when each layer, and both, then the learned layer, read every line (aggregates only: never a line printed)
    both, worker, web = pipelines(v5, "v5")

    # then the floors hold
    assert both["recall"] >= 0.60 and both["fp"] <= 0.035
    # lane 96 (natural lines round 2): worker 0.786 (187/238) -> 0.815 (194/238) / 0.073 (17/234); web 0.643
    # (153/238) -> 0.651 (155/238) / 0.034 (8/234). Floors one line under.
    assert worker["recall"] >= 0.81 and worker["fp"] <= 0.077
    assert web["recall"] >= 0.647 and web["fp"] <= 0.035


# v6, tests/courtroom/moderation_heldout_v6.py: written blind by lane 62 (1bd4595; 301 harmful / 327 benign), measured
# once with the code of that commit and at the end of each of lane 63's steps (aggregates only, never a line). Before
# (1bd4595) -> after lane 63: rules + structure 0.488 (147/301) / 0.015 (5/327) -> 0.495 (149/301) / 0.015; web 0.542
# (163/301) / 0.018 (6/327) -> 0.548 (165/301) / 0.018; worker 0.678 (204/301) / 0.055 (18/327) -> 0.681 (205/301) /
# 0.055 (0.674 after the hygiene retraining alone: a training fill near one v6 line had held it). Rules + structure,
# harmful held by language after: de 23/38, en 73/147, es 22/40, fr 14/38, pt 17/38; threats 15/82. Floors one line
# under the after figures; NOT the goal (recall >= 0.9, false positives <= 3 %).
V6_LANGUAGE_FLOORS = {"de": 0.57, "en": 0.485, "es": 0.52, "fr": 0.34, "pt": 0.42}


def test_the_offline_layers_on_the_sixth_frozen_held_out_corpus():
    # given the sixth frozen corpus
    # when each layer, and both, then the learned layer, read every line (aggregates only: never a line printed)
    both, worker, web = pipelines(v6, "v6")

    # then the floors hold
    assert both["recall"] >= 0.49 and both["fp"] <= 0.02
    # lane 94 (v8 hygiene retraining): worker 0.688 (207/301) on main at c6f29fc -> 0.684 (206/301); lane 96 (natural
    # lines round 2): -> 0.757 (228/301) / 0.055 (18/327)
    assert worker["recall"] >= 0.754 and worker["fp"] <= 0.06
    assert web["recall"] >= 0.54 and web["fp"] <= 0.022
    for lang, floor in V6_LANGUAGE_FLOORS.items():
        hit, total = both["groups"][f"{lang}/harmful"]
        assert hit / total >= floor, lang



# v7 (lane 75, 9b5a554; 350 harmful / 351 benign) and v8 (lane 93, c6f29fc; 263 harmful / 246 benign), written blind.
# MEASURE-ONLY: lane 94 read each twice, aggregates only (never a line): on main at c6f29fc, and after the v8 training
# hygiene (three template fills near v8 lines left out, both models retrained). Before -> after:
# v7: rules + structure 0.429 (150/350) / 0.017 (6/351) =; web 0.474 (166/350) -> 0.471 (165/350) / 0.017 (6/351);
#     worker 0.626 (219/350) -> 0.629 (220/350) / 0.040 (14/351).
# v8: rules + structure 0.479 (126/263) / 0.033 (8/246) =; web 0.510 (134/263) / 0.037 (9/246) =; worker 0.669
#     (176/263) -> 0.665 (175/263) / 0.061 (15/246).
# Floors one line under the after figures (set after reading them, so they guard against a regression only); NOT the
# goal (recall >= 0.9, false positives <= 3 %), which neither set meets. Rules + structure, harmful held by language:
# v7 de 25/64, en 44/84, es 32/69, fr 26/70, pt 23/63; v8 de 22/43, en 48/90, es 18/43, fr 17/43, pt 21/44.
# Lane 96 (natural lines round 2, thresholds 0.89 / 0.975; read once before and after, aggregates only): v7 worker
# 0.629 (220/350) / 0.040 (14/351) -> 0.666 (233/350) / 0.068 (24/351); v8 web 0.510 (134/263) -> 0.513 (135/263) /
# 0.037; v8 worker 0.665 (175/263) / 0.061 (15/246) -> 0.696 (183/263) / 0.077 (19/246): more recall and more false
# alarms on both sets (the development rounds pooled held one benign line fewer). Floors one line under those.
HELD_OUT_FLOORS = {
    "v7": {"rules+structure": (0.425, 0.02), "web": (0.468, 0.02), "worker": (0.662, 0.072),
           "languages": {"de": 0.375, "en": 0.51, "es": 0.445, "fr": 0.355, "pt": 0.345}},
    "v8": {"rules+structure": (0.475, 0.037), "web": (0.509, 0.041), "worker": (0.692, 0.082),
           "languages": {"de": 0.48, "en": 0.52, "es": 0.39, "fr": 0.37, "pt": 0.45}},
}


@pytest.mark.parametrize("corpus", [v7, v8], ids=["v7", "v8"])
def test_the_offline_layers_on_the_seventh_and_eighth_frozen_held_out_corpora(corpus):
    # given a frozen corpus written blind, and its floors
    floors = HELD_OUT_FLOORS[corpus.__name__.rsplit("_", 1)[1]]

    # when each layer, and both, then the learned layer, read every line (aggregates only: never a line printed)
    both, worker, web = pipelines(corpus, corpus.__name__.rsplit("_", 1)[1])

    # then the floors hold
    for found, (recall, false_positives) in ((both, floors["rules+structure"]), (web, floors["web"]),
                                            (worker, floors["worker"])):
        assert found["recall"] >= recall and found["fp"] <= false_positives
    for lang, floor in floors["languages"].items():
        hit, total = both["groups"][f"{lang}/harmful"]
        assert hit / total >= floor, lang


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
@pytest.mark.parametrize("corpus", [v1, v2, v3, v4], ids=["v1", "v2", "v3", "v4"])
def test_with_a_model_screen_on_the_frozen_held_out_corpus(scripted_llm, settings, corpus):
    from courtroom.services.moderation import text_moderate

    # given a model screen through the real door (structured call, reading, cache, recording)
    settings.COURT_MODERATION_MODEL_SCREEN = "on"
    scripted_llm.default = like_a_model({text: label for text, label, *_ in corpus.CORPUS}, corpus)

    # when every line passes all layers
    found = figures(lambda text: text_moderate(text, subject="court.test"), corpus)
    print(f"\nrules+structure+model screen: recall {found['recall']:.3f}, false positives {found['fp']:.3f}")

    # then the screen adds what the offline layers (as text_moderate runs them: the web's learned layer) missed;
    # it cannot clear what they held
    assert found["recall"] >= 0.98
    assert found["fp"] <= figures(with_learned(sentence=False), corpus)["fp"]
