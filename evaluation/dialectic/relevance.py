"""Choosing the evidence a criterion's judges see (deterministic, pure)."""

from __future__ import annotations

import re

from evaluation.dialectic.evidence import DEFINITION, HEADING, PATH, SECURITY, Document, Evidence

_WORD = re.compile(r"[a-z][a-z0-9]{2,}")
_STOP = set("the and for with that this are was were from into its their what how why who all any not has have "
            "does each one two out use used uses can will must should clear explicit".split())
_SECURITY_WORDS = {"security", "secure", "secrets", "secret", "unsafe", "injection", "eval", "exec", "threat",
                   "threats", "privacy", "vulnerability", "credentials"}


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


def select_for_criterion(evidence: list[Evidence], documents: list[Document], criterion, limit: int = 14) -> list[Evidence]:
    """The evidence a criterion's judges see: on its target documents, most relevant first.

    Missing paths and security violations are always shown to a criterion about
    references or security; the rest are ranked by word overlap with the criterion,
    ties kept in document order. Deterministic.
    """
    kinds = {d.name: d.is_code for d in documents}
    target = getattr(criterion, "target", "all")
    pool = [e for e in evidence
            if target == "all" or (target == "code") == kinds.get(e.document, False)]
    wanted = _words(" ".join([criterion.name, criterion.description, criterion.successPattern,
                              criterion.failurePattern]))
    about_security = bool(wanted & _SECURITY_WORDS)
    about_paths = bool(wanted & {"references", "reference", "paths", "path", "files", "resolve", "exist"})
    must: list[Evidence] = []
    scored: list[tuple[int, int, Evidence]] = []
    for order, item in enumerate(pool):
        if (about_security and item.cls == SECURITY) or (about_paths and item.cls == PATH):
            must.append(item)
            continue
        if item.cls == SECURITY:
            # Only criteria about security see violations: shown evidence caps a score at 3.
            continue
        overlap = len(wanted & _words(item.content))
        bonus = 1 if item.cls in (DEFINITION, HEADING) else 0
        if overlap or bonus:
            scored.append((-(overlap * 2 + bonus), order, item))
    scored.sort(key=lambda t: (t[0], t[1]))
    chosen = must[:limit] + [item for _, _, item in scored][: max(0, limit - len(must[:limit]))]
    order = {item.id: i for i, item in enumerate(evidence)}
    return sorted(chosen, key=lambda item: order[item.id])
