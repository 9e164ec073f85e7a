"""What each mode gets from the snapshots (pure): jury's one text, dialectic's documents.

Jury mode judges one combined text fitted to the model's context: the user's own text
first, then files in source order (documents and READMEs before code, smaller first
within a source) until the token budget is spent; a note at the top says what was
included and what was cut. Dialectic mode turns every file into a document.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from evaluation.sources.snapshot import SourceFile, Snapshot
from juryrigged.llm.tokens import count_tokens

DOC_LANGUAGES = {"Markdown", "Text", "reStructuredText", "PDF", "Word", "PowerPoint", "Web page", "HTML"}


@dataclass
class Fitted:
    text: str
    included: list[str] = field(default_factory=list)
    cut: list[str] = field(default_factory=list)
    tokens: int = 0
    total_tokens: int = 0

    def note(self) -> dict:
        return {"included": len(self.included), "cut": len(self.cut), "tokens": self.tokens,
                "totalTokens": self.total_tokens, "cutFiles": self.cut[:200]}


def _reading_order(files: list[SourceFile]) -> list[SourceFile]:
    return sorted(files, key=lambda f: (f.language not in DOC_LANGUAGES, "readme" not in f.path.lower(), f.size,
                                        f.path))


def fit_for_jury(own_text: str, snapshots: list[Snapshot], *, budget_tokens: int) -> Fitted:
    """The jury's content: the user's text and as many files as fit in `budget_tokens`, with a note."""
    used = count_tokens(own_text)
    fitted = Fitted(text="", total_tokens=used)
    blocks: list[str] = []
    for snapshot in snapshots:
        for item in _reading_order(snapshot.files):
            block = _block(snapshot, item)
            cost = count_tokens(block)
            fitted.total_tokens += cost
            if used + cost <= budget_tokens:
                blocks.append(block)
                used += cost
                fitted.included.append(item.path)
            else:
                fitted.cut.append(item.path)
    fitted.tokens = used
    header = (f"[Attached sources: {len(fitted.included)} file(s) included"
              + (f", {len(fitted.cut)} cut to fit the model's context ({', '.join(fitted.cut[:20])}"
                 f"{'…' if len(fitted.cut) > 20 else ''})" if fitted.cut else "")
              + f"; {used:,} tokens.]")
    parts = [own_text.strip()] if own_text.strip() else []
    fitted.text = "\n\n".join(parts + [header] + blocks)
    return fitted


def _block(snapshot: Snapshot, item: SourceFile) -> str:
    where = item.path if snapshot.kind in ("file", "url") else f"{snapshot.origin} › {item.path}"
    if item.language in DOC_LANGUAGES:
        return f"### {where}\n\n{item.text.strip()}"
    fence = "````" if "```" in item.text else "```"
    return f"### {where}\n\n{fence}{item.language.lower().replace(' ', '')}\n{item.text.rstrip()}\n{fence}"


def documents_for_audit(snapshots: list[Snapshot], taken: set[str]) -> list[tuple[str, SourceFile]]:
    """(unique document name, file) for every file: a repeated path gets the source's name in front."""
    out = []
    for snapshot in snapshots:
        for item in snapshot.files:
            name = item.path
            if name.lower() in taken:
                name = f"{snapshot.origin}/{item.path}"
            n = 2
            while name.lower() in taken:
                name, n = f"{item.path} ({n})", n + 1
            taken.add(name.lower())
            out.append((name, item))
    return out
