"""The assessor's TF-IDF (plain Python, `game.assess.text`) gives scikit-learn's figures.

The player's words are read in the web request, and scikit-learn (with numpy and SciPy, ~100 MB) must not load
in a web process (issue 28), so the space is computed without it. Here scikit-learn (a dependency of the
worker's statistics) is the reference: `TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 5),
sublinear_tf=True)` fitted on the same content words, and the similarity (the geometric mean of cosine and
coverage) computed from its rows with numpy, as the assessor did before. Texts: every shipped case's strings
(fitted on some, read against the rest, which have n-grams the fit never saw)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS, TfidfVectorizer

from game.assess.text import NEGATIONS, Space, char_wb_ngrams, content, stop_words

CASES = sorted((Path(__file__).resolve().parents[2] / "game" / "cases").glob("*.json"))


def strings(value) -> list[str]:
    if isinstance(value, str):
        return [value] if len(value.split()) >= 3 else []
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def reference(fitted: list[str], texts: list[str], others: list[str]) -> np.ndarray:
    vectorizer = TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 5), sublinear_tf=True, min_df=1)
    vectorizer.fit([content(t) or "_" for t in fitted])
    left = vectorizer.transform([content(t) or "_" for t in texts]).toarray()
    right = vectorizer.transform([content(t) or "_" for t in others]).toarray()
    cosine = left @ right.T
    mass = right.sum(axis=1)
    coverage = (left > 0).astype(float) @ right.T / np.where(mass > 0, mass, 1.0)
    return np.sqrt(np.clip(cosine, 0, 1) * np.clip(coverage, 0, 1))


def test_the_stop_words_are_scikit_learns_less_the_negations():
    assert stop_words() == frozenset(ENGLISH_STOP_WORDS) - NEGATIONS
    assert len(stop_words()) == len(ENGLISH_STOP_WORDS) - 11  # of the negation cues, 11 are stop words too


def test_the_n_grams_are_scikit_learns():
    analyzer = TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 5)).build_analyzer()
    for text in ["A size-eleven boot print, under the back   window.", "ox", "I", "Ünïcode café déjà vu", ""]:
        assert char_wb_ngrams(text) == analyzer(text)


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_similarities_are_scikit_learns_on_every_shipped_case(path):
    texts = list(dict.fromkeys(strings(json.loads(path.read_text()))))
    assert len(texts) > 40
    fitted, unseen = texts[: len(texts) * 2 // 3], texts[len(texts) * 2 // 3:]
    ours = Space(fitted)
    queries, against = unseen[:25] + fitted[:5], fitted + unseen[25:40]
    got = np.array(ours.similarities(queries, against))
    want = reference(fitted, queries, against)
    assert got.shape == want.shape
    assert np.abs(got - want).max() < 1e-9
    # and the figures are not all alike: the comparison has something to compare
    assert want.max() > 0.5 and (want > 0).mean() > 0.1
