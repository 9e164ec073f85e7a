"""What was read from one source: the files kept (as text), the files skipped and why, and a hash.

A snapshot is stored with the run (as a plain dict), so a result can be reproduced and the
history shows exactly what was judged. The content hash covers every kept path and text,
in path order, so the same input always hashes the same.
"""

from __future__ import annotations

import bisect
import hashlib
from collections import Counter
from dataclasses import dataclass, field


def page_of(pages: tuple[int, ...], line: int) -> int | None:
    """The page (from 1) a line is on, given each page's first line; None for a file without pages."""
    return bisect.bisect_right(pages, line) or None


@dataclass(frozen=True)
class SourceFile:
    path: str
    text: str
    language: str
    size: int
    # First line of each page (PDF: page 1 starts on line 1); empty when the file has no pages.
    pages: tuple[int, ...] = ()

    def page_of(self, line: int) -> int | None:
        return page_of(self.pages, line)

    def as_dict(self) -> dict:
        return {"path": self.path, "text": self.text, "language": self.language, "size": self.size,
                "pages": list(self.pages)}

    @classmethod
    def from_dict(cls, data: dict) -> SourceFile:
        return cls(path=data["path"], text=data["text"], language=data.get("language", ""),
                   size=data.get("size", 0), pages=tuple(data.get("pages") or ()))


@dataclass(frozen=True)
class Skipped:
    path: str
    reason: str


@dataclass
class Snapshot:
    kind: str            # "file", "archive", "url", "repository"
    origin: str          # the file name or the URL
    fetched_at: str = ""  # ISO time of a fetch or clone (URLs and repositories)
    files: list[SourceFile] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    revision: str = ""   # a repository's commit

    @property
    def content_hash(self) -> str:
        digest = hashlib.sha256()
        for item in sorted(self.files, key=lambda f: f.path):
            digest.update(item.path.encode("utf-8", "surrogatepass") + b"\0")
            digest.update(item.text.encode("utf-8", "surrogatepass") + b"\0")
        return digest.hexdigest()

    def summary(self) -> dict:
        """Everything about the snapshot but the texts: what the page and the history show."""
        languages = Counter()
        for item in self.files:
            languages[item.language or "text"] += item.size
        return {"kind": self.kind, "origin": self.origin, "fetchedAt": self.fetched_at or None,
                "revision": self.revision or None, "contentHash": self.content_hash,
                "files": len(self.files), "bytes": sum(f.size for f in self.files),
                "languages": [{"language": name, "bytes": size} for name, size in languages.most_common()],
                "included": [{"path": f.path, "language": f.language, "bytes": f.size,
                              **({"pages": len(f.pages)} if f.pages else {})} for f in self.files],
                "skipped": [{"path": s.path, "reason": s.reason} for s in self.skipped]}

    def as_dict(self) -> dict:
        return {**self.summary(), "texts": [f.as_dict() for f in self.files]}

    @classmethod
    def from_dict(cls, data: dict) -> Snapshot:
        return cls(kind=data["kind"], origin=data["origin"], fetched_at=data.get("fetchedAt") or "",
                   files=[SourceFile.from_dict(f) for f in data.get("texts", [])],
                   skipped=[Skipped(s["path"], s["reason"]) for s in data.get("skipped", [])],
                   revision=data.get("revision") or "")
