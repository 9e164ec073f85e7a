"""Turning the entries of a folder or an archive into a snapshot, under the caps.

Archives and cloned folders both offer their entries here, in any order. The collector
counts every byte it is offered against the repository cap (a source past it is refused,
not cut), skips what the filters skip, honours `.gitignore` files once all are known,
and converts what is kept to text. Symlinks are never followed: they are listed as skipped.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable

from evaluation.sources import filters
from evaluation.sources.documents import Unreadable, read_file
from evaluation.sources.errors import SourceRefused, too_large
from evaluation.sources.limits import Limits
from evaluation.sources.snapshot import Skipped, Snapshot


def safe_path(name: str) -> str:
    """The entry's path inside its folder, or SourceRefused when it would land outside (path traversal)."""
    path = name.replace("\\", "/")
    if path.startswith("/") or (len(path) > 1 and path[1] == ":") or "\x00" in path:
        raise SourceRefused(f"The archive holds an absolute path ({name[:200]}): refused.", status=422,
                            code="UNSAFE_ARCHIVE")
    parts = [part for part in path.split("/") if part not in ("", ".")]
    if any(part == ".." for part in parts):
        raise SourceRefused(f"The archive holds a path that leaves its folder ({name[:200]}): refused.",
                            status=422, code="UNSAFE_ARCHIVE")
    return "/".join(parts)


def strip_common_root(paths: list[str]) -> str:
    """The single top folder every path is in (an archive of `project/`), or ''."""
    tops = {path.split("/", 1)[0] for path in paths}
    if len(tops) == 1 and all("/" in path for path in paths):
        return tops.pop() + "/"
    return ""


class Collector:
    def __init__(self, *, kind: str, origin: str, limits: Limits, progress: Callable[[str], None] | None = None):
        self.snapshot = Snapshot(kind=kind, origin=origin)
        self.limits = limits
        self.progress = progress or (lambda text: None)
        self.total = 0
        self.pending: list[tuple[str, bytes]] = []
        self.gitignore = filters.GitIgnore()
        self.ignore_texts: dict[str, str] = {}

    def skip(self, path: str, reason: str) -> None:
        self.snapshot.skipped.append(Skipped(path, reason))

    def count(self, size: int) -> None:
        self.total += size
        if self.total > self.limits.max_repo_bytes:
            raise too_large(f"{self.snapshot.origin} (unpacked)", self.total, self.limits.max_repo_bytes)

    def offer(self, path: str, size: int, read: Callable[[int], bytes]) -> None:
        """One regular file: `read(n)` returns at most n bytes of it."""
        self.count(size)
        if posixpath.basename(path) == ".gitignore":
            self.ignore_texts[posixpath.dirname(path)] = read(64 * 1024).decode("utf-8", "replace")
            return
        reason = filters.skip_by_path(path)
        if reason:
            self.skip(path, reason)
            return
        if size > self.limits.max_file_bytes:
            self.skip(path, f"larger than {self.limits.max_file_bytes:,} bytes")
            return
        data = read(self.limits.max_file_bytes + 1)
        if len(data) > self.limits.max_file_bytes:  # the archive's declared size lied
            self.skip(path, f"larger than {self.limits.max_file_bytes:,} bytes")
            return
        self.pending.append((path, data))

    def finish(self) -> Snapshot:
        """Apply `.gitignore`, the file count cap, and convert the kept files (in path order)."""
        for folder, text in self.ignore_texts.items():
            self.gitignore.add(folder, text)
        kept = 0
        self.pending.sort(key=lambda item: item[0])
        self.progress(f"reading {len(self.pending):,} files…")
        for path, data in self.pending:
            if self.gitignore.ignores(path) or any(
                    self.gitignore.ignores(parent, is_dir=True) for parent in _parents(path)):
                self.skip(path, "ignored by .gitignore")
                continue
            if kept >= self.limits.max_files:
                self.skip(path, f"over the limit of {self.limits.max_files:,} files")
                continue
            reason = filters.skip_by_content(data[:8192]) if filters.extension(path) not in filters.DOCUMENTS else None
            if reason:
                self.skip(path, reason)
                continue
            try:
                self.snapshot.files.append(read_file(path, data, in_tree=True))
                kept += 1
            except Unreadable as exc:
                self.skip(path, str(exc))
        self.pending = []
        self.snapshot.skipped.sort(key=lambda s: s.path)
        return self.snapshot


def _parents(path: str) -> list[str]:
    parts = path.split("/")[:-1]
    return ["/".join(parts[: i + 1]) for i in range(len(parts))]
