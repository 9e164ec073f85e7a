"""Uploaded `.zip` and `.tar.gz` archives → a snapshot, refusing bombs and path traversal.

A bomb is refused before anything is unpacked when its declared size passes the
repository cap or its declared size is more than `max_ratio` times the upload; sizes
an archive lies about are caught while reading (no member yields more than the file cap,
every byte read counts against the repository cap). Members with `..` or absolute paths
refuse the whole archive; symlinks, hard links and devices are listed as skipped.
"""

from __future__ import annotations

import io
import stat
import tarfile
import zipfile
import zlib

from evaluation.sources.collect import Collector, safe_path, strip_common_root
from evaluation.sources.errors import SourceRefused
from evaluation.sources.limits import Limits
from evaluation.sources.snapshot import Snapshot

BOMB_FLOOR = 1024 * 1024  # below 1 MB unpacked, a high ratio is just a file of repeated text


def is_archive(name: str) -> bool:
    lower = name.lower()
    return lower.endswith((".zip", ".tar.gz", ".tgz", ".tar"))


def check_bomb(name: str, declared: int, packed: int, limits: Limits) -> None:
    if declared > limits.max_repo_bytes:
        raise SourceRefused(f"{name} unpacks to {declared:,} bytes (at most {limits.max_repo_bytes:,}): refused.",
                            status=413, code="SOURCE_TOO_LARGE")
    if declared > BOMB_FLOOR and declared > limits.max_ratio * max(packed, 1):
        raise SourceRefused(f"{name} unpacks to {declared // max(packed, 1):,} times its size: refused as an "
                            "archive bomb.", status=422, code="UNSAFE_ARCHIVE")


def read_archive(name: str, data: bytes, limits: Limits, progress=None) -> Snapshot:
    """The archive's files as a snapshot (kind "archive"), or SourceRefused."""
    try:
        if name.lower().endswith(".zip"):
            return _read_zip(name, data, limits, progress)
        return _read_tar(name, data, limits, progress)
    except UnicodeDecodeError:  # a zip member name flagged UTF-8 that is not (uploads.check_upload refuses it first)
        raise SourceRefused(f"{name} holds a member name that is flagged UTF-8 but is not: refused.", status=422,
                            code="UNREADABLE_SOURCE") from None
    except (zipfile.BadZipFile, tarfile.TarError, zlib.error, EOFError, OSError) as exc:
        raise SourceRefused(f"{name} is not a readable archive ({type(exc).__name__}).", status=422,
                            code="UNREADABLE_SOURCE") from None


def _read_zip(name: str, data: bytes, limits: Limits, progress) -> Snapshot:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        members = [m for m in archive.infolist()]
        check_bomb(name, sum(m.file_size for m in members), len(data), limits)
        paths = {id(m): safe_path(m.filename) for m in members}
        root = strip_common_root([p for m in members if not m.is_dir() and (p := paths[id(m)])])
        collector = Collector(kind="archive", origin=name, limits=limits, progress=progress)
        for member in members:
            path = paths[id(member)][len(root):] if paths[id(member)].startswith(root) else paths[id(member)]
            if member.is_dir() or not path:
                continue
            mode = member.external_attr >> 16
            if stat.S_ISLNK(mode):
                collector.skip(path, "symbolic link (not followed)")
                continue
            if member.flag_bits & 0x1:
                collector.skip(path, "encrypted")
                continue

            def read(n: int, member=member) -> bytes:
                with archive.open(member) as handle:
                    return handle.read(n)

            collector.offer(path, member.file_size, read)
        return collector.finish()


def _read_tar(name: str, data: bytes, limits: Limits, progress) -> Snapshot:
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:*") as archive:
        members = []
        declared = 0
        for member in archive:  # headers only; member sizes cannot lie in a tar (they frame the stream)
            declared += member.size
            check_bomb(name, declared, len(data), limits)
            members.append(member)
        paths = {id(m): safe_path(m.name) for m in members}
        root = strip_common_root([paths[id(m)] for m in members if m.isfile() and paths[id(m)]])
        collector = Collector(kind="archive", origin=name, limits=limits, progress=progress)
        for member in members:
            path = paths[id(member)][len(root):] if paths[id(member)].startswith(root) else paths[id(member)]
            if member.isdir() or not path:
                continue
            if member.issym() or member.islnk():
                collector.skip(path, "link (not followed)")
                continue
            if not member.isfile():
                collector.skip(path, "not a regular file")
                continue

            def read(n: int, member=member) -> bytes:
                handle = archive.extractfile(member)
                return handle.read(n) if handle else b""

            collector.offer(path, member.size, read)
        return collector.finish()
