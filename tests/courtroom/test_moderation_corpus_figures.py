"""Precision and recall of the moderator on the labelled corpus, per category and per layer.

Run with `-s` to read the table. Offline layers (rules, structure) run alone and together;
then with a scripted model screen through the real door (structured call, cache, recording).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest

from courtroom.moderation import CATEGORIES, Decision, default_rules, model_screen, screen_rules
from courtroom.moderation.structure import screen_structure
from tests.courtroom.moderation_corpus import BENIGN, HARMFUL, HELD_OUT_TOPICS

CORPUS = [(text, set()) for text in BENIGN] + [(text, set(labels)) for text, labels in HARMFUL]
RULES = default_rules()


@dataclass
class Score:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    misses: list = field(default_factory=list)
    false_alarms: list = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


def measure(decide, corpus=CORPUS) -> dict[str, Score]:
    """Per category, and "held" (any category: a harmful line held, a benign one passed)."""
    scores = {name: Score() for name in ("held", *CATEGORIES)}
    for text, expected in corpus:
        found = set(decide(text).categories)
        held = scores["held"]
        if expected and found:
            held.tp += 1
        elif found:
            held.fp += 1
            held.false_alarms.append(text)
        elif expected:
            held.fn += 1
            held.misses.append(text)
        for category in CATEGORIES:
            score = scores[category]
            score.tp += category in found and category in expected
            score.fp += category in found and category not in expected
            score.fn += category in expected and category not in found
    return scores


def table(title: str, scores: dict[str, Score]) -> str:
    rows = [f"\n{title}", f"  {'category':<11} {'precision':>9} {'recall':>7}   (tp fp fn)"]
    for name, s in scores.items():
        rows.append(f"  {name:<11} {s.precision:>9.3f} {s.recall:>7.3f}   ({s.tp} {s.fp} {s.fn})")
    return "\n".join(rows)


def rules_layer(text):
    return screen_rules(text, RULES)


def offline(text):
    return Decision((screen_rules(text, RULES), screen_structure(text)))


def test_the_offline_layers_meet_the_goal_on_the_corpus():
    # given the corpus (>= 200 labelled lines)
    assert len(CORPUS) >= 200 and len(BENIGN) >= 100 and all(
        sum(c in labels for _, labels in HARMFUL) >= 10 for c in CATEGORIES)

    # when each offline layer, and both, screen every line
    by_layer = {"Layer 1 (rules)": measure(rules_layer), "Layer 2 (structure)": measure(screen_structure),
                "Layers 1+2 (offline)": measure(offline)}
    for title, scores in by_layer.items():
        print(table(f"{title} on {len(BENIGN)} benign / {len(HARMFUL)} harmful lines", scores))
    both = by_layer["Layers 1+2 (offline)"]
    print("  false alarms:", both["held"].false_alarms, "\n  misses:", both["held"].misses)

    # then a line is held or passed right with recall >= 0.9 and precision >= 0.95
    assert both["held"].recall >= 0.9
    assert both["held"].precision >= 0.95
    # and every category is found with the same goal
    for category in CATEGORIES:
        assert both[category].recall >= 0.9, category
        # 0.85: a threat that dwells on gore is named violence too, which the corpus labels one of.
        assert both[category].precision >= 0.85, category


def test_the_structural_layer_alone_finds_most_categories_without_false_alarms():
    # Layer 2 reads the structure of a harm; explicit adult sexual content is left to the rules.
    scores = measure(screen_structure)
    assert scores["held"].false_alarms == []
    for category in ("harassment", "self_harm", "threat", "defamation"):
        assert scores[category].recall >= 0.5, category
    assert scores["hate"].recall >= 0.4  # slurs are the rules' (a slur list is a lexicon, not a structure)


def test_a_catch_all_category_yields_to_a_layer_that_names_one():
    from courtroom.moderation import LayerDecision

    abusive = LayerDecision("classifier", True, ("harassment",), "abusive", catch_all=True)
    threat = LayerDecision("rules", True, ("threat",), "threats to harm")
    assert Decision((threat, abusive)).categories == ("threat",)
    assert Decision((LayerDecision("rules", False), abusive)).categories == ("harassment",)


def scripted_screen(labels: dict[str, set[str]]):
    """A model that answers each text with its label (an upper bound, for the plumbing)."""
    def answer(request):
        text = model_screen.text_of(request.messages)
        found = sorted(labels.get(text, set()))
        return json.dumps({"flagged": bool(found), "categories": found, "reason": "scripted"})

    return answer


@pytest.mark.django_db
def test_with_a_model_screen_the_layers_combine_and_the_held_out_topics_are_caught(scripted_llm, settings):
    from courtroom.services.moderation import model_screen_run

    # given a scripted model screen behind the real door, and the offline layers
    settings.COURT_MODERATION_MODEL_SCREEN = "on"
    labels = {text: set(c) for text, c in [*HARMFUL, *HELD_OUT_TOPICS]}
    scripted_llm.default = scripted_screen(labels)

    def all_layers(text):
        return offline(text).with_layer(model_screen_run(text, subject="court.test"))

    # when the corpus and the held-out topics are screened
    corpus_scores = measure(all_layers)
    held_out_offline = measure(offline, [(t, set(c)) for t, c in HELD_OUT_TOPICS])
    held_out_all = measure(all_layers, [(t, set(c)) for t, c in HELD_OUT_TOPICS])
    print(table("Layers 1+2+3 (scripted model screen) on the corpus", corpus_scores))
    print(f"\nheld-out harmful topics: offline layers hold {held_out_offline['held'].tp} of {len(HELD_OUT_TOPICS)}; "
          f"with the model screen {held_out_all['held'].tp} of {len(HELD_OUT_TOPICS)}")
    print("  offline misses:", held_out_offline["held"].misses)

    # then the model adds what the offline layers miss, and cannot clear what they held
    assert held_out_all["held"].recall == 1.0
    assert corpus_scores["held"].recall == 1.0
    assert corpus_scores["held"].false_alarms == measure(offline)["held"].false_alarms
