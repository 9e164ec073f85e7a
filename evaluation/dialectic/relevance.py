"""Choosing the evidence a criterion's judges see (deterministic, pure).

A large repository yields thousands of items; each criterion's judges see the most relevant
ones that fit their context. Ranking: security violations and path checks first for criteria
about them, then word overlap between the criterion and the item (its text and its file's
path), definitions and headings a little ahead; equal scores are spread across files (the
first item of each file before the second of any), then document order. Fitting: items are
taken in rank order until the item cap or the token budget (counted on the line the judge
reads) is reached. `coverage` says how much was read.
"""

from __future__ import annotations

import heapq
import re
from dataclasses import dataclass

from evaluation.dialectic.evidence import COMMENT, DEFINITION, HEADING, PATH, SECURITY, Document, Evidence
from evaluation.dialectic.personas import evidence_line
from juryrigged.llm.tokens import count_tokens

_WORD = re.compile(r"[a-z][a-z0-9]{2,}")
_STOP = set(["the", "and", "for", "with", "that", "this", "are", "was", "were", "from", "into", "its", "their",
             "what", "how", "why", "who", "all", "any", "not", "has", "have", "does", "each", "one", "two", "out",
             "use", "used", "uses", "can", "will", "must", "should", "clear", "explicit"])
MAX_MISSES = 50
_SECURITY_WORDS = {"security", "secure", "secrets", "secret", "unsafe", "injection", "eval", "exec", "threat",
                   "threats", "privacy", "vulnerability", "credentials"}


def _words(text: str) -> frozenset[str]:
    return frozenset(w for w in _WORD.findall(text.lower()) if w not in _STOP)


def evidence_words(evidence: list[Evidence]) -> dict[str, frozenset[str]]:
    """Each item's words, computed once for all of an audit's criteria."""
    return {item.id: _words(item.content) for item in evidence}


@dataclass(frozen=True)
class Selection:
    items: list[Evidence]
    candidates: int   # items on the criterion's target documents
    tokens: int       # what the shown items cost in the judges' prompt

    def coverage(self) -> dict:
        return {"shown": len(self.items), "candidates": self.candidates, "tokens": self.tokens}


def select_for_criterion(evidence: list[Evidence], documents: list[Document], criterion, limit: int = 14,
                         token_budget: int | None = None) -> list[Evidence]:
    """The evidence a criterion's judges see, in document order (see `rank_for_criterion`)."""
    return rank_for_criterion(evidence, documents, criterion, limit=limit, token_budget=token_budget).items


def rank_for_criterion(evidence: list[Evidence], documents: list[Document], criterion, *, limit: int = 14,
                       token_budget: int | None = None, words: dict[str, frozenset[str]] | None = None) -> Selection:
    kinds = {d.name: d.is_code for d in documents}
    target = getattr(criterion, "target", "all")
    pool = [e for e in evidence if target == "all" or (target == "code") == kinds.get(e.document, False)]
    wanted = _words(" ".join([criterion.name, criterion.description, criterion.successPattern,
                              criterion.failurePattern]))
    about_security = bool(wanted & _SECURITY_WORDS)
    about_paths = bool(wanted & {"references", "reference", "paths", "path", "files", "resolve", "exist"})
    must: list[Evidence] = []
    scored: list[tuple[int, int, int, Evidence]] = []
    seen_in_document: dict[tuple[str, int], int] = {}
    path_words: dict[str, set[str]] = {}
    for order, item in enumerate(pool):
        if (about_security and item.cls == SECURITY) or (about_paths and item.cls == PATH):
            must.append(item)
            continue
        if item.cls == SECURITY:
            # Only criteria about security see violations: shown evidence caps a score at 3.
            continue
        if item.document not in path_words:
            path_words[item.document] = _words(item.document.replace("/", " ").replace("_", " "))
        overlap = len(wanted & (words[item.id] if words is not None else _words(item.content)))
        bonus = 1 if item.cls in (DEFINITION, HEADING) else 0
        bonus += 1 if wanted & path_words[item.document] and item.cls in (DEFINITION, HEADING, COMMENT) else 0
        score = overlap * 2 + bonus
        if score:
            rank = seen_in_document.get((item.document, score), 0)
            seen_in_document[(item.document, score)] = rank + 1
            scored.append((-score, rank, order, item))
    # Only the head of the ranking can be shown: the items that fit, and the misses before giving up.
    head = heapq.nsmallest(limit + MAX_MISSES, scored, key=lambda t: (t[0], t[1], t[2]))
    chosen, tokens, misses = [], 0, 0
    for item in must + [item for *_, item in head]:
        if len(chosen) >= limit or misses >= MAX_MISSES:
            break
        cost = count_tokens(evidence_line(item))
        if token_budget is not None and tokens + cost > token_budget:
            misses += 1  # a smaller item further down may still fit; stop looking after a few
            continue
        chosen.append(item)
        tokens += cost
    order = {item.id: i for i, item in enumerate(evidence)}
    return Selection(items=sorted(chosen, key=lambda item: order[item.id]), candidates=len(pool), tokens=tokens)
