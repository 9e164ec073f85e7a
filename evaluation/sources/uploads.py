"""An uploaded file (a document, text, code, or an archive of a folder): checked cheaply, then read.

The request checks what it can without converting anything (`check_upload`): the name,
the size caps, the kind, a document's signature, a zip's directory, a tar's whole listing
read with bounds (`tar_listing`: bombs, path traversal, oversized headers and broken
streams are refused before anything is stored). The worker reads it (`read_upload`):
unpacks archives, converts documents to text, and may still refuse what only reading shows.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable

from evaluation.sources import archives, filters
from evaluation.sources.collect import safe_path
from evaluation.sources.documents import Unreadable, pdf_check, read_file, refuse_unknown_upload
from evaluation.sources.errors import SourceRefused, too_large
from evaluation.sources.limits import Limits
from evaluation.sources.snapshot import Snapshot
from evaluation.sources.tar_listing import check_tar_listing

MAX_NAME_CHARS = 200
ZIP, GZIP = (b"PK\x03\x04", b"PK\x05\x06"), (b"\x1f\x8b",)
# What a file of each kind starts with (a PDF may have up to 1 KB of junk before its header).
SIGNATURES = {".pdf": (b"%PDF-",), ".docx": ZIP, ".pptx": ZIP, ".zip": ZIP, ".gz": GZIP, ".tgz": GZIP}


def upload_name(name: str) -> str:
    return (name or "").replace("\\", "/").rsplit("/", 1)[-1].strip()[:MAX_NAME_CHARS] or "upload"


def check_upload(name: str, data: bytes, limits: Limits) -> str:
    """The upload's clean name if it may be stored for the worker, or SourceRefused (a 4xx).

    Cheap checks only (no conversion, no decompression): size caps, kind, signature, and a zip's
    directory of members (declared sizes against the bomb rules, every path against traversal).
    """
    name = upload_name(name)
    if len(data) > limits.max_upload_bytes:
        raise too_large(name, len(data), limits.max_upload_bytes)
    if not data:
        raise SourceRefused(f"{name} is empty.", status=422, code="UNREADABLE_SOURCE")
    ext = filters.extension(name)
    signatures = SIGNATURES.get(ext)
    if signatures and not data.startswith(signatures) and not (ext == ".pdf" and b"%PDF-" in data[:1024]):
        raise SourceRefused(f"{name} is not a {ext[1:].upper()} file (its first bytes say otherwise).", status=422,
                            code="UNREADABLE_SOURCE")
    if archives.is_archive(name):
        if ext == ".zip":
            _check_zip_directory(name, data, limits)
        else:
            check_tar_listing(name, data, limits)
        return name
    refuse_unknown_upload(name)
    if len(data) > limits.max_file_bytes:
        raise too_large(name, len(data), limits.max_file_bytes)
    if ext not in filters.DOCUMENTS and filters.skip_by_content(data[:8192]) == "binary":
        raise SourceRefused(f"{name} cannot be read: binary, not text.", status=422, code="UNREADABLE_SOURCE")
    if ext == ".pdf":
        try:
            pdf_check(data)
        except Unreadable as exc:
            raise SourceRefused(f"{name} cannot be read: {exc}.", status=422, code="UNREADABLE_SOURCE") from None
    return name


def _check_zip_directory(name: str, data: bytes, limits: Limits) -> None:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = archive.infolist()
    except UnicodeDecodeError:  # a member name flagged UTF-8 (bit 11) that is not
        raise SourceRefused(f"{name} holds a member name that is flagged UTF-8 but is not: refused.", status=422,
                            code="UNREADABLE_SOURCE") from None
    except (zipfile.BadZipFile, OSError, EOFError) as exc:
        raise SourceRefused(f"{name} is not a readable archive ({type(exc).__name__}).", status=422,
                            code="UNREADABLE_SOURCE") from None
    archives.check_bomb(name, sum(m.file_size for m in members), len(data), limits)
    for member in members:
        safe_path(member.filename)


def read_upload(name: str, data: bytes, limits: Limits, progress: Callable[[str], None] | None = None) -> Snapshot:
    """The upload's text: an archive's kept files, or the one file's. Refused: too large, unsafe, unreadable."""
    name = check_upload(name, data, limits)
    progress = progress or (lambda text: None)
    if archives.is_archive(name):
        progress(f"unpacking {name}…")
        snapshot = archives.read_archive(name, data, limits, progress)
        if not snapshot.files:
            raise SourceRefused(f"{name} holds no file that can be read as text.", status=422,
                                code="UNREADABLE_SOURCE")
        return snapshot
    progress(f"reading {name}…")
    try:
        return Snapshot(kind="file", origin=name, files=[read_file(name, data)])
    except Unreadable as exc:
        raise SourceRefused(f"{name} cannot be read: {exc}.", status=422, code="UNREADABLE_SOURCE") from None
