"""The learned layer's NATURAL training lines (issue 26, lane 42): sentences written one by one as people write
them — many shapes, slang, sarcasm, veiled and conditional threats, wished violence, third-person hate about
arbitrary groups, doxxing formats, defamation of arbitrary names, sexual content with minors phrased many ways,
self-harm urging, harassment — each language with hard benign lines beside them (legal narration, idioms,
denials, quotes, kind statements about groups, helplines, cooking, sport and medical words).

Written after tests/courtroom/moderation_dev_round7.py was committed and never from a development or held-out
line (tests/courtroom/test_moderation_learned_layer.py checks that no development line is among them).
Modules per language (one per batch) map a kind ("" = benign) to a block of lines, one a row; mixed-language
modules key a block by "language:kind".
"""

from __future__ import annotations

from courtroom.moderation.natural import (benign3, benign5, de, de2, de3, en, en2, en3, es, es2, es3, fr, fr2, fr3,
                                          mixed4, pt, pt2, pt3)

LANGUAGES = {"en": (en, en2, en3), "es": (es, es2, es3), "fr": (fr, fr2, fr3), "de": (de, de2, de3),
             "pt": (pt, pt2, pt3)}
MIXED = (benign3, mixed4, benign5)


def _rows(block: str) -> list[str]:
    return [row.strip() for row in block.strip().splitlines() if row.strip()]


def natural_lines() -> list[tuple[str, str, str]]:
    """Every natural line as (text, label, language), label "" benign; in file order, each text once."""
    out: dict[str, tuple[str, str, str]] = {}
    for lang, modules in LANGUAGES.items():
        for module in modules:
            for label, block in module.LINES.items():
                for text in _rows(block):
                    out.setdefault(text, (text, label, lang))
    for module in MIXED:
        for key, block in module.LINES.items():
            lang, label = key.split(":")
            for text in _rows(block):
                out.setdefault(text, (text, label, lang))
    return list(out.values())
