"""Layer 2: an embedded offline classifier of abusive language (no network, no key).

`alt-profanity-check` ships a linear SVM over TF-IDF features trained on ~200k labelled
toxic and clean comments, in a 1 MB model that scores a line in well under a millisecond.
It knows one thing, "abusive or not", so this layer reports one category — harassment —
as a catch-all (used when no other layer names a better one), and only for lines aimed at
someone: a profane remark about the weather is not held.
It reads the normalised text, so spaced and leetspeak spellings score like plain ones.
What it cannot see (threats and hate without swear words, defamation) is left to the
rules and the model screen; the README and the corpus test show the figures.
"""

from __future__ import annotations

import re
from functools import lru_cache

from courtroom.moderation.decision import LayerDecision
from courtroom.moderation.normalize import canonical

THRESHOLD = 0.8
_ADDRESSED = re.compile(r"\b(?:you|your|you're|youre|ur|u|yourself|urself)\b")


@lru_cache(maxsize=1)
def _model():
    from profanity_check import predict_prob

    return predict_prob


def abuse_score(text: str) -> float:
    """The classifier's probability that `text` (normalised first) is abusive."""
    return float(_model()([canonical(text)])[0])


def screen_classifier(text: str, *, threshold: float = THRESHOLD) -> LayerDecision:
    score = abuse_score(text)
    addressed = bool(_ADDRESSED.search(canonical(text)))
    if score >= threshold and addressed:
        return LayerDecision("classifier", True, ("harassment",),
                             f"abusive language aimed at someone (score {score:.2f} ≥ {threshold:.2f})", catch_all=True)
    why = "not aimed at anyone" if score >= threshold else f"below {threshold:.2f}"
    return LayerDecision("classifier", False, (), f"score {score:.2f}, {why}")
