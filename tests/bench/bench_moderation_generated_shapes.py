"""Experiment (lane 74): the learned layer trained with and without the generated harm shapes
(tests/courtroom/moderation_shapes), on the development rounds pooled; nothing is written.

    python -m pytest tests/bench/bench_moderation_generated_shapes.py -s

Trains both models twice in memory (scikit-learn, as learned_fit does; a few minutes of CPU) and prints, after rules and
structure, the web's decision (character model at CHAR_THRESHOLD) and the worker's (the mean with the sentence model at
SENTENCE_THRESHOLD, as committed, and at 0.90), recall and false positives on the development rounds pooled. Held-out
sets are not read.
"""

from __future__ import annotations

import glob
import importlib
import os

import pytest

from courtroom.moderation import default_rules, learned, screen_rules
from courtroom.moderation.learned_training import training_lines
from courtroom.moderation.normalize import canonical
from courtroom.moderation.structure import screen_structure
from tests.courtroom.moderation_shapes import shape_lines


def _models(lines):
    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.preprocessing import normalize

    texts, labels = [t for t, *_ in lines], [label or learned.BENIGN for _, label, _ in lines]
    vectorizer = CountVectorizer(analyzer=learned.features, binary=True, min_df=2)
    chars = LogisticRegression(C=4.0, max_iter=3000, class_weight="balanced")
    chars.fit(normalize(vectorizer.fit_transform(texts)), labels)
    encode = learned._encoder().encode
    sentence = LogisticRegression(C=4.0, max_iter=3000, class_weight="balanced")
    sentence.fit(encode([canonical(t) for t in texts]), labels)

    def harm(texts):
        benign = list(chars.classes_).index(learned.BENIGN)
        by_chars = 1 - chars.predict_proba(normalize(vectorizer.transform(texts)))[:, benign]
        by_meaning = 1 - sentence.predict_proba(encode([canonical(t) for t in texts]))[:, benign]
        return by_chars, (by_chars + by_meaning) / 2

    return harm


@pytest.mark.timeout(3600)
def test_the_learned_layer_with_and_without_the_generated_shapes_on_the_development_rounds():
    here = os.path.join(os.path.dirname(__file__), "..", "courtroom")
    rows = [row for path in sorted(glob.glob(os.path.join(here, "moderation_dev*.py")))
            for row in importlib.import_module(f"tests.courtroom.{os.path.basename(path)[:-3]}").CORPUS]
    rules = default_rules()
    passed = [(text, bool(label)) for text, label, *_ in rows
              if not (screen_rules(text, rules).flagged or screen_structure(text).flagged)]
    harmful = sum(bool(label) for _, label, *_ in rows)
    held_offline = harmful - sum(h for _, h in passed)
    benign_offline = len(rows) - harmful - sum(not h for _, h in passed)
    print(f"\n{len(rows)} development lines ({harmful} harmful); load average {os.getloadavg()[0]:.2f}")
    for name, extra in (("committed training lines", ()), ("with the generated shapes", shape_lines())):
        chars, mean = _models(training_lines(extra=extra))([text for text, _ in passed])
        web, worker = learned.CHAR_THRESHOLD, learned.SENTENCE_THRESHOLD
        # (the worker asks the sentence model only from ASK_SENTENCE_FROM = 2 * threshold - 1, below which the mean
        # cannot reach the threshold: a mean computed for every line holds the same lines)
        for how, held in ((f"web (chars >= {web})", chars >= web),
                          (f"worker (mean >= {worker})", mean >= worker),
                          ("worker (mean >= 0.90)", mean >= 0.90)):
            tp = held_offline + sum(h and harm for h, (_, harm) in zip(held, passed, strict=True))
            fp = benign_offline + sum(h and not harm for h, (_, harm) in zip(held, passed, strict=True))
            print(f"  {name:<28} {how:<24} recall {tp / harmful:.3f}  false positives {fp / (len(rows) - harmful):.3f}")
