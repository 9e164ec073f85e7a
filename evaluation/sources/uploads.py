"""An uploaded file (a document, text, code, or an archive of a folder) → a snapshot, or refused."""

from __future__ import annotations

from evaluation.sources import archives
from evaluation.sources.documents import Unreadable, read_file, refuse_unknown_upload
from evaluation.sources.errors import SourceRefused, too_large
from evaluation.sources.limits import Limits
from evaluation.sources.snapshot import Snapshot

MAX_NAME_CHARS = 200


def read_upload(name: str, data: bytes, limits: Limits) -> Snapshot:
    """The upload's text: an archive's kept files, or the one file's. Refused: too large, unsafe, unreadable."""
    name = (name or "").replace("\\", "/").rsplit("/", 1)[-1].strip()[:MAX_NAME_CHARS] or "upload"
    if len(data) > limits.max_upload_bytes:
        raise too_large(name, len(data), limits.max_upload_bytes)
    if archives.is_archive(name):
        snapshot = archives.read_archive(name, data, limits)
        if not snapshot.files:
            raise SourceRefused(f"{name} holds no file that can be read as text.", status=422,
                                code="UNREADABLE_SOURCE")
        return snapshot
    refuse_unknown_upload(name)
    if len(data) > limits.max_file_bytes:
        raise too_large(name, len(data), limits.max_file_bytes)
    try:
        return Snapshot(kind="file", origin=name, files=[read_file(name, data)])
    except Unreadable as exc:
        raise SourceRefused(f"{name} cannot be read: {exc}.", status=422, code="UNREADABLE_SOURCE") from None
