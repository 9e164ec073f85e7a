"""Generated harm shapes (issue 26, lane 74): a compositional generator of harmful lines and their hard benign twins
in the five languages, for the learned layer's training only. AN EXPERIMENT, NOT IN THE COMMITTED MODELS: trained with
`python -m tests.courtroom.moderation_shapes` (learned_fit with these lines added: it writes the models beside
learned.py, as `learned_fit --shapes` did before the move); tests/bench/bench_moderation_generated_shapes.py prints the
development rounds' figures with and without them. What it measured, and why it was not landed, is in
docs/moderation.md (stop 38). It lives under tests/, beside the development corpora, and not in the app package: no
shipped model is trained on it, and only this experiment, its test and its benchmark read it.

Each language module (en, es, fr, de, pt) gives slot lists and templates built from them: a harm is composed from
its parts (who means it, the harm, whom it is aimed at, when or on what condition, a vocative; a group and what is
said of it; a named person and an accusation stated as fact; a contact tied to a person...), and each harmful frame
has benign twins that change one part (the harm becomes an errand, a game or an idiom; the person becomes a thing or
an animal; the statement is reported, hedged, denied, cleared, asked or told as fiction; the contact is an
institution's). Written for training from the kinds of harm the issue names, never from a development or held-out
line (tests/courtroom/test_moderation_learned_layer.py checks both, exactly and nearly).

`shape_lines()` expands every template reproducibly (fixed seeds) into (text, label, language); label "" is benign.

Every language module repeats the same slot names (the schema this generator reads) with its own words, so
`duplicates` pairs them by shape. Tried at stop 39: one table keyed by slot, then language, for the names, contacts and
accusations gives the same lines to the byte but only moves the same-shape rows into one file (6 pairs -> 4) and
splits a language's words over two files; one shared list of the templates made only of slots changes the lines
(10,840 -> 10,827: the templates' order fixes the random draws). So each language keeps its own tables.
"""

from __future__ import annotations

import random
import re

from tests.courtroom.moderation_shapes import de, en, es, fr, pt

LANGUAGES = {"en": en, "es": es, "fr": fr, "de": de, "pt": pt}
_SLOT = re.compile(r"\{(\w+)\}")
# How many lines a template gives (distinct fills; a template with few fills gives fewer).
PER_HARM_TEMPLATE = 30
PER_BENIGN_TEMPLATE = 30
# A benign twin that keeps the harm's own words and changes only its frame (reported, denied, hedged, asked, told as
# fiction, a crime named): a sentence encoder can read the frame, a bag of character n-grams cannot, and learns from
# it only that the harm's words are harmless. `shape_lines(frame_twins=False)` leaves them out; note that neither
# `python -m tests.courtroom.moderation_shapes` nor the bench does: both models are trained on all the lines.
_HARM_WORDS_KEPT = re.compile(r"\{(harm_you|hurt3|sh_act|sexed|accuse|insult)\}|\{group(_cap)?\}.*\{dehuman\}")


def _slots(module) -> dict[str, list[str]]:
    """The module's slots and, for each, its capitalised form ("{x_cap}")."""
    slots = dict(module.SLOTS)
    for key, values in module.SLOTS.items():
        slots.setdefault(f"{key}_cap", [v[:1].upper() + v[1:] for v in values])
    return slots


def _fill(template: str, slots: dict[str, list[str]], rng: random.Random, tidy=()) -> str:
    text = template
    for _ in range(3):  # a filler may hold slots of its own
        text = _SLOT.sub(lambda m: rng.choice(slots[m.group(1)]), text)
    for pattern, replacement in tidy:
        text = re.sub(pattern, replacement, text)
    text = re.sub(r"\s+([,.?!])", r"\1", re.sub(r" {2,}", " ", text)).strip()
    return text[:1].upper() + text[1:]


def shape_lines(seed: int = 74, *, frame_twins: bool = True) -> list[tuple[str, str, str]]:
    """Every generated line as (text, label, language), each text once, reproducibly. `frame_twins`: with the benign
    twins that keep a harm's words in a harmless frame (meant for the sentence model; leave them out to try a
    character model without them — learned_fit and the bench train both models on whatever lines they are given)."""
    rng = random.Random(seed)
    out: dict[str, tuple[str, str, str]] = {}
    for lang, module in LANGUAGES.items():
        slots = _slots(module)
        groups = [(label, template, PER_HARM_TEMPLATE) for label, template in module.HARM]
        groups += [("", template, PER_BENIGN_TEMPLATE) for template in module.BENIGN]
        for label, template, count in groups:
            kept = frame_twins or label or not _HARM_WORDS_KEPT.search(template)
            for _ in range(count):  # filled either way, so that the other templates' fills stay the same
                text = _fill(template, slots, rng, getattr(module, "TIDY", ()))
                if kept:
                    out.setdefault(text, (text, label, lang))
    return list(out.values())
