"""Train the learned layer's two models and write them beside learned.py (issue 26):

    python -m courtroom.moderation.learned_fit

Trained only on learned_training.training_lines() (fixed seeds: the same lines every time), with scikit-learn's
LogisticRegression (lbfgs, deterministic) at the versions pinned in pyproject.toml. Never run in a web or worker
process: the app reads the written files (learned.py). The generated harm shapes (an experiment, not in the committed
models) are added by `python -m tests.courtroom.moderation_shapes`, which calls `main` with them.
"""

from __future__ import annotations

import gzip
import json
import sys
from array import array
from collections.abc import Iterable

from courtroom.moderation import learned
from courtroom.moderation.learned_training import training_lines
from courtroom.moderation.normalize import canonical

CHAR_C = 4.0
SENTENCE_C = 4.0


def _data(extra: Iterable[tuple[str, str, str]]) -> tuple[list[str], list[str]]:
    lines = training_lines(extra=extra)
    return [text for text, _, _ in lines], [label or learned.BENIGN for _, label, _ in lines]


def fit_chars(*, extra: Iterable[tuple[str, str, str]] = ()) -> dict:
    """The character model as the JSON the app reads. `extra`: more training lines (the generated harm shapes)."""
    import numpy as np  # training only: never where the app runs
    from sklearn.feature_extraction.text import CountVectorizer  # training only
    from sklearn.linear_model import LogisticRegression  # training only
    from sklearn.preprocessing import normalize  # training only

    texts, labels = _data(extra)
    vectorizer = CountVectorizer(analyzer=learned.features, binary=True, min_df=2)
    matrix = normalize(vectorizer.fit_transform(texts))
    chars = LogisticRegression(C=CHAR_C, max_iter=3000, class_weight="balanced").fit(matrix, labels)
    names = vectorizer.get_feature_names_out()
    coef = np.round(chars.coef_.T, 5)
    char_model = {"classes": list(chars.classes_), "intercept": [round(float(b), 5) for b in chars.intercept_],
                  "weights": {str(name): [float(w) for w in row] for name, row in zip(names, coef, strict=True)}}
    return char_model


def fit_sentence(*, extra: Iterable[tuple[str, str, str]] = ()) -> dict:
    """The sentence model's head (on the encoder's 512 numbers) as the JSON the app reads."""
    from sklearn.linear_model import LogisticRegression  # training only

    texts, labels = _data(extra)
    vectors = learned._encoder().encode([canonical(text) for text in texts])
    sentence = LogisticRegression(C=SENTENCE_C, max_iter=3000, class_weight="balanced").fit(vectors, labels)
    head = {"classes": list(sentence.classes_), "intercept": [round(float(b), 6) for b in sentence.intercept_],
            "coef": [[round(float(w), 6) for w in row] for row in sentence.coef_]}
    return head


def write_chars(char_model: dict) -> None:
    """The character model in the form learned._chars reads: a JSON header, the n-grams, float32 columns."""
    names = sorted(char_model["weights"])
    columns = [array("f", (char_model["weights"][name][k] for name in names))
               for k in range(len(char_model["classes"]))]
    header = {"classes": char_model["classes"], "intercept": char_model["intercept"], "features": len(names)}
    with gzip.GzipFile(learned.CHARS_FILE, "wb", mtime=0) as f:
        f.write(json.dumps(header).encode("utf-8") + b"\n")
        f.write("\t".join(names).encode("utf-8") + b"\n")
        for column in columns:
            if sys.byteorder != "little":
                column.byteswap()
            f.write(column.tobytes())


def main(extra: Iterable[tuple[str, str, str]] = ()) -> None:
    """Train both models (on the training lines and `extra`) and write them beside learned.py."""
    extra = list(extra)
    char_model, head = fit_chars(extra=extra), fit_sentence(extra=extra)
    write_chars(char_model)
    learned.SENTENCE_FILE.write_text(json.dumps(head), encoding="utf-8")
    print(f"wrote {learned.CHARS_FILE.name} ({len(char_model['weights'])} features) and {learned.SENTENCE_FILE.name}")


if __name__ == "__main__":
    if sys.argv[1:]:  # --shapes was an option here until the generator left the app package
        sys.exit("usage: python -m courtroom.moderation.learned_fit (no options; with the generated harm shapes: "
                 "python -m tests.courtroom.moderation_shapes)")
    main()
