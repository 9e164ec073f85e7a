"""The generated harm shapes (tests/courtroom/moderation_shapes, lane 74): every kind in every language with benign
twins, reproducible, and never a development line nor a held-out line or a near copy of one (the training hygiene the
committed training lines already have, for the experiment's lines)."""

from __future__ import annotations

import glob
import importlib
import os
from collections import Counter

from courtroom.moderation.learned_training import training_lines
from courtroom.moderation.normalize import canonical
from tests.courtroom.moderation_shapes import LANGUAGES, shape_lines
from tests.courtroom.test_moderation_learned_layer import near_copies

KINDS = {"threat", "violence", "self_harm", "hate", "harassment", "sexual_minor", "sexual", "doxxing", "defamation"}


def test_it_composes_every_kind_in_every_language_with_more_benign_twins_than_harm_in_each():
    # given the generated lines
    found = Counter((lang, label or "benign") for _, label, lang in shape_lines())

    # then each language has every kind, and more benign lines than harmful ones
    for lang in LANGUAGES:
        assert {kind for (language, kind) in found if language == lang} == KINDS | {"benign"}, lang
        harmful = sum(n for (language, kind), n in found.items() if language == lang and kind != "benign")
        assert found[(lang, "benign")] > harmful / 2, lang


def test_the_same_seed_gives_the_same_lines_and_the_frame_twins_are_only_left_out():
    assert shape_lines() == shape_lines()
    without = shape_lines(frame_twins=False)
    assert set(without) < set(shape_lines())
    assert all(label == "" for line in set(shape_lines()) - set(without) for _, label, _ in [line])


def test_no_development_line_nor_held_out_line_nor_a_near_copy_is_among_the_generated_training_lines():
    # given the training lines with the generated shapes (as `python -m tests.courtroom.moderation_shapes` trains)
    trained = [text for text, *_ in training_lines(extra=shape_lines())]
    spelled = {canonical(text) for text in trained}
    here = os.path.dirname(__file__)

    # then no development line is among them, and no held-out line nor a near copy (indices only: never a line)
    for path in sorted(glob.glob(os.path.join(here, "moderation_dev*.py"))):
        corpus = importlib.import_module(f"tests.courtroom.{os.path.basename(path)[:-3]}")
        assert [text for text, *_ in corpus.CORPUS if canonical(text) in spelled] == [], corpus.__name__
    generated = [text for text, *_ in shape_lines()]
    for path in sorted(glob.glob(os.path.join(here, "moderation_heldout*.py"))):
        corpus = importlib.import_module(f"tests.courtroom.{os.path.basename(path)[:-3]}")
        held = [text for text, *_ in corpus.CORPUS]
        assert [i for i in near_copies(generated, held) if canonical(generated[i]) in spelled] == [], corpus.__name__
