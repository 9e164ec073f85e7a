"""What a file is to the project, from its name: a licence, a change log, code or other docs.

A licence's sentences are its terms and a change log's file names are history; read as prose they became
"Unsupported assertion" charges and "dangling references" (issue #29). `evidence.py` gives each its own
evidence class instead. Pure: names and text in, words out.
"""

from __future__ import annotations

import re

# Known by the file name (any case, an optional suffix like LICENSE-MIT), in prose form only: `history.py` is code.
PROSE_EXTENSIONS = ("", ".md", ".markdown", ".txt", ".rst", ".adoc")
_LICENCE_NAME = re.compile(r"^(licen[cs]e|copying|notice|unlicense)([-_.][\w.-]*)?$", re.I)
_CHANGELOG_NAME = re.compile(r"^(change[-_ ]?log|changes|history|news|releases?|release[-_ ]?notes)([-_.][\w.-]*)?$",
                             re.I)
# The licences most projects ship, by a phrase of their text (the more specific first).
_LICENCES = (("MIT License", "permission is hereby granted, free of charge"),
             ("Apache License 2.0", "apache license"), ("GNU Affero GPL", "gnu affero general public license"),
             ("GNU Lesser GPL", "gnu lesser general public license"), ("GNU GPL", "gnu general public license"),
             ("Mozilla Public License", "mozilla public license"),
             ("BSD licence", "redistribution and use in source and binary forms"),
             ("ISC License", "permission to use, copy, modify, and/or distribute"),
             ("The Unlicense", "this is free and unencumbered software"))
MAX_CHANGES_PER_DOCUMENT = 60


def role_of(name: str, extension: str, *, is_code: bool) -> str:
    """"licence", "changelog", "code" or "docs"."""
    if is_code:
        return "code"
    if extension in PROSE_EXTENSIONS:
        base = name.replace("\\", "/").rsplit("/", 1)[-1]
        stem = base[: len(base) - len(extension)]
        if _LICENCE_NAME.match(stem):
            return "licence"
        if _CHANGELOG_NAME.match(stem):
            return "changelog"
    return "docs"


def licence_name(text: str) -> str:
    """The licence a text is, by a phrase of it; else its first line quoted."""
    lowered = " ".join(text[:4000].lower().split())
    for name, phrase in _LICENCES:
        if phrase in lowered:
            return name
    first = next((line.strip() for line in text.splitlines() if line.strip()), "")
    return f"“{first[:80]}”" if first else "an empty licence file"


def change_entries(text: str):
    """A change log's list entries, one per bullet, as (line, line, text), capped."""
    count = 0
    for number, line in enumerate(text.splitlines(), start=1):
        entry = re.match(r"^\s*[-*+]\s+(.+)", line)
        if entry and count < MAX_CHANGES_PER_DOCUMENT:
            count += 1
            yield number, number, entry.group(1).strip()
