"""Text similarity and polarity for the offline assessor (pure, no Django).

Similarity is scikit-learn's TF-IDF over character n-grams inside words (3-5 letters) of a
text's content words, compared by cosine and by coverage (how much of a fact a text says):
"compared" and "comparison", "hid" and "hidden" share grams, so a witness need not use the
case file's exact words, and words every text of the case shares weigh little. The
vocabulary and the weights are fitted on the case record itself (its facts, exhibits,
statements), so any case, in any wording, is read alike.

Polarity is negation scope in the manner of NegEx (Chapman et al. 2001), kept simple: a
clause with an odd number of negation cues (not, never, no, n't...) asserts the opposite
of the same clause without them. Contradiction is then: two clauses about the same thing
(similar content) with opposite polarity.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    from sklearn.feature_extraction.text import TfidfVectorizer

NEGATIONS = frozenset({"not", "no", "never", "nothing", "nobody", "none", "neither", "nor", "cannot", "without",
                       "deny", "denied", "denies", "false", "untrue", "nowhere"})
# The words of a bare reply ("Yes.", "That's right.", "I admit it."): they say yes to the question
# and nothing of their own, so they are read as polarity, never as content.
AFFIRMATIONS = frozenset({"yes", "yeah", "yep", "correct", "right", "true", "exactly", "indeed", "admit", "admitted",
                          "did", "was", "were", "is", "sure", "certainly", "okay", "ok", "suppose", "guess"})
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# A sentence ends at . ! ? ; — except after a title or an initial ("Dr. Rao", "K. Brenner").
_END = r"(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bMrs\.)(?<!\bSt\.)(?<!\bNo\.)(?<!\b[A-Z]\.)(?<=[.;!?])\s+"
_SENTENCE = re.compile(_END)
_CLAUSE = re.compile(_END + r"|\s+(?:but|however|although|though)\s+|\s+—\s+")
KEEP_VECTORS = 2000  # vectors of texts beyond the fitted ones a space keeps before forgetting them


@functools.cache
def stop_words() -> frozenset[str]:
    """scikit-learn's English stop words, less the negation cues (polarity is read from those)."""
    # scikit-learn (with numpy and scipy, ~100 MB) loads on the first assessment, not in every process that
    # imports the game: the web process must not load it at start (issue 28).
    from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS  # why here: see the comment above

    return frozenset(ENGLISH_STOP_WORDS) - NEGATIONS


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("\u2019", "'"))


def content(text: str) -> str:
    """The words that carry a text's meaning: no stop words, no negation cues (polarity is
    read separately), contractions' "n't" removed with the negation it marks."""
    kept, stop = [], stop_words()
    for word in words(text):
        word = word[:-3] if word.endswith("n't") else word.split("'")[0]
        if word and word not in stop and word not in NEGATIONS and word not in AFFIRMATIONS and len(word) > 1:
            kept.append(word)
    return " ".join(kept)


def negated(text: str) -> bool:
    """Whether a clause is negated: an odd number of negation cues ("n't" counts). A reply word
    opening a clause with more to say ("No, I never took them") answers the question; the
    clause's own words carry its polarity."""
    found = words(text)
    if len(found) > 1 and found[0] in ("no", "yes", "yeah", "nope"):
        found = found[1:]
    cues = sum(1 for w in found if w in NEGATIONS or w.endswith("n't"))
    return cues % 2 == 1


def sentences(text: str) -> list[str]:
    return [p.strip() for p in _SENTENCE.split(text or "") if p.strip()]


def clauses(text: str) -> list[str]:
    """A text cut at sentence ends, semicolons and contrasting conjunctions (a "but" often
    turns a clause around: "I was there, but I saw nothing")."""
    parts = [p.strip(" ,") for p in _CLAUSE.split(text or "") if p and p.strip(" ,")]
    return [p for p in parts if words(p)]


def bare_reply(clause: str) -> bool | None:
    """A clause that only says yes or no ("Yes.", "That's right.", "No, never."): True for yes,
    False for no, None for a clause that says something of its own."""
    if content(clause):
        return None
    found = words(clause)
    if not found:
        return None
    if any(w in NEGATIONS or w.endswith("n't") for w in found):
        return False
    return True if any(w.split("'")[0] in AFFIRMATIONS for w in found) else None


@dataclass
class Space:
    """A TF-IDF space fitted on one case's record; `similarity` compares any texts in it.
    Each text's vector is kept (a case's facts, and what the trial said, are read again and
    again; the vectorizer is the cost)."""

    texts: list[str]
    vectorizer: TfidfVectorizer = field(init=False)
    known: dict = field(init=False, repr=False)

    def __post_init__(self):
        from sklearn.feature_extraction.text import TfidfVectorizer  # why here: see stop_words (issue 28)

        documents = [content(t) or "_" for t in self.texts]
        self.vectorizer = TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 5), sublinear_tf=True, min_df=1)
        # Dense rows: a case's vocabulary is a few thousand n-grams, and stacking dense rows is
        # far cheaper than stacking sparse ones on every read.
        matrix = self.vectorizer.fit_transform(documents).toarray()
        self.known = {text: matrix[i] for i, text in enumerate(self.texts)}

    def vectors(self, texts: list[str]):
        import numpy as np  # why here: see stop_words (issue 28)

        known = self.known
        if len(known) > KEEP_VECTORS:
            # Forget what was said before the texts wanted now are looked up: forgotten after,
            # a text found known (earlier testimony) was gone when its vector was read.
            known = {t: known[t] for t in self.texts}
        missing = list(dict.fromkeys(t for t in texts if t not in known))
        if missing:
            rows = self.vectorizer.transform([content(t) or "_" for t in missing]).toarray()
            for text, row in zip(missing, rows, strict=True):
                known[text] = row
        # Read from this call's own dict: a space is shared by every game of the case in the process.
        self.known = known
        return np.vstack([known[t] for t in texts])

    def similarities(self, texts: list[str], others: list[str]) -> np.ndarray:
        """How far each of `texts` (rows) says what each of `others` (columns) says, 0..1: the
        geometric mean of their cosine and of the other's coverage (the share of its weighted
        n-grams the text contains). Coverage is the entailment side: a slogan that shares one
        word with a fact says little of it, however short it is, while cosine alone would
        count that one word as much of the slogan."""
        import numpy as np  # why here: see stop_words (issue 28)

        if not texts or not others:
            return np.zeros((len(texts), len(others)))
        left, right = self.vectors(texts), self.vectors(others)
        cosine = left @ right.T
        mass = right.sum(axis=1)
        coverage = (left > 0).astype(float) @ right.T / np.where(mass > 0, mass, 1.0)
        return np.sqrt(np.clip(cosine, 0, 1) * np.clip(coverage, 0, 1))

    def similarity(self, a: str, b: str) -> float:
        if not content(a) or not content(b):
            return 0.0
        return float(self.similarities([a], [b])[0, 0])
