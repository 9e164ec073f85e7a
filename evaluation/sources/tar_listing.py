"""A tar archive's listing read at the upload gate, with a bound on everything, before `tarfile` sees it.

`tarfile` reads a GNU long-name or pax header's whole data into memory before it looks at it:
a 398 KB .tar.gz holding one 400 MB long-name header took 1 GB and 40 s in the worker, then failed
for the wrong reason. This reader walks the (decompressed) stream's 512-byte headers itself:

- every header's checksum is checked (a file that is not a tar, or is damaged, is refused);
- a long-name/long-link header may hold at most MAX_NAME_BYTES, a pax header MAX_PAX_BYTES;
- every member's name (long and pax names included) is checked against path traversal, and the
  declared sizes against the bomb rules, for the whole listing;
- member data is decompressed and dropped, never kept, in chunks; a stream that ends early or
  fails its gzip check is refused.

Everything refused here is a 4xx at upload, never a late failure in the worker.
"""

from __future__ import annotations

import zlib

from evaluation.sources.archives import check_bomb
from evaluation.sources.collect import safe_path
from evaluation.sources.errors import SourceRefused
from evaluation.sources.limits import Limits

BLOCK = 512
MAX_NAME_BYTES = 64 * 1024  # a path is at most a few KB on any system
MAX_PAX_BYTES = 1024 * 1024
CHUNK = 1024 * 1024
GZIP_MAGIC = b"\x1f\x8b"
LONG_NAME, LONG_LINK, PAX, PAX_GLOBAL, SPARSE = b"L", b"K", b"x", b"g", b"S"


def _unreadable(name: str, why: str) -> SourceRefused:
    return SourceRefused(f"{name} is not a readable archive ({why}).", status=422, code="UNREADABLE_SOURCE")


class _Stream:
    """The archive's bytes, gunzipped on the fly when they are gzip (members after members too)."""

    def __init__(self, name: str, data: bytes):
        self.name, self.source, self.at = name, data, 0
        self.inflate = zlib.decompressobj(zlib.MAX_WBITS | 16) if data.startswith(GZIP_MAGIC) else None
        self.buffer = bytearray()

    def _more(self) -> bool:
        if self.inflate is None:
            chunk = self.source[self.at:self.at + CHUNK]
            self.at += len(chunk)
            self.buffer += chunk
            return bool(chunk)
        if self.inflate.eof:  # a gzip member ended: another may follow; trailing zeros are padding
            rest = self.inflate.unused_data + self.source[self.at:]
            self.at = len(self.source)
            if not rest.strip(b"\0"):
                return False
            if not rest.startswith(GZIP_MAGIC):
                raise _unreadable(self.name, "data after the gzip stream")
            self.source, self.at, self.inflate = rest, 0, zlib.decompressobj(zlib.MAX_WBITS | 16)
        pending = self.inflate.unconsumed_tail or self.source[self.at:self.at + CHUNK]
        if not self.inflate.unconsumed_tail:
            self.at += len(pending)
        if not pending:
            raise _unreadable(self.name, "the gzip stream is cut short")
        try:
            self.buffer += self.inflate.decompress(pending, CHUNK)
        except zlib.error:
            raise _unreadable(self.name, "the gzip stream is damaged") from None
        return True

    def read(self, n: int) -> bytes:
        """Exactly `n` bytes, or fewer only at the end of the stream."""
        while len(self.buffer) < n and self._more():
            pass
        taken = bytes(self.buffer[:n])
        del self.buffer[:n]
        return taken

    def skip(self, n: int) -> None:
        while n > 0:
            got = len(self.read(min(n, CHUNK)))
            if not got:
                raise _unreadable(self.name, "a member is cut short")
            n -= got

    def drain(self) -> None:
        """Read to the end (the gzip check happens there); the padding after the end marker is ignored."""
        while True:
            self.buffer.clear()
            if not self._more():
                return


def _size(field: bytes) -> int:
    if field[:1] and field[0] & 0x80:  # GNU base-256, for sizes past 8 GB
        return int.from_bytes(field[1:], "big")
    text = field.split(b"\0", 1)[0].strip()
    return int(text, 8) if text else 0


def _checksum_ok(header: bytes) -> bool:
    stored = header[148:156].split(b"\0", 1)[0].strip()
    try:
        expected = int(stored, 8)
    except ValueError:
        return False
    blank = header[:148] + b" " * 8 + header[156:]
    return expected in (sum(blank), sum(b - 256 if b > 127 else b for b in blank))


def _pax_path(data: bytes) -> str | None:
    """The `path` record of a pax header ("<length> path=<value>\\n" records)."""
    at = 0
    while at < len(data):
        space = data.find(b" ", at)
        if space < 0:
            break
        try:
            length = int(data[at:space])
        except ValueError:
            break
        record = data[space + 1:at + length - 1]
        key, _, value = record.partition(b"=")
        if key == b"path":
            return value.decode("utf-8", "replace")
        at += max(length, 1)
    return None


def check_tar_listing(name: str, data: bytes, limits: Limits) -> int:
    """Walk the whole listing of the tar (or .tar.gz) `data`; returns its member count, or SourceRefused."""
    stream = _Stream(name, data)
    declared, members, next_name = 0, 0, None
    while True:
        header = stream.read(BLOCK)
        if len(header) < BLOCK:
            if members == 0:
                raise _unreadable(name, "no tar header")
            break  # no end-of-archive marker: tarfile reads such archives too
        if not header.strip(b"\0"):
            stream.drain()
            break
        if not _checksum_ok(header):
            raise _unreadable(name, "a tar header fails its checksum" if members else "not a tar archive")
        kind, size = header[156:157], _size(header[124:136])
        padded = size + (-size % BLOCK)
        if kind in (LONG_NAME, LONG_LINK, PAX, PAX_GLOBAL):
            bound = MAX_NAME_BYTES if kind in (LONG_NAME, LONG_LINK) else MAX_PAX_BYTES
            if size > bound:
                raise SourceRefused(f"{name} holds a {size:,}-byte header (at most {bound:,}): refused.",
                                    status=422, code="UNSAFE_ARCHIVE")
            body = stream.read(padded)[:size]
            if len(body) < size:
                raise _unreadable(name, "a header is cut short")
            if kind == LONG_NAME:
                next_name = body.split(b"\0", 1)[0].decode("utf-8", "replace")
            elif kind == PAX:
                next_name = _pax_path(body) or next_name
            continue
        if kind == SPARSE:
            raise SourceRefused(f"{name} holds a sparse file: refused.", status=422, code="UNSAFE_ARCHIVE")
        prefix = header[345:500].split(b"\0", 1)[0] if header[257:262] == b"ustar" else b""
        plain = header[:100].split(b"\0", 1)[0]
        member = next_name or (prefix + b"/" + plain if prefix else plain).decode("utf-8", "replace")
        next_name = None
        safe_path(member)
        members += 1
        if kind in (b"0", b"\0", b"7"):  # regular files; links, folders and devices carry no data
            declared += size
            check_bomb(name, declared, len(data), limits)
        stream.skip(padded)
    return members
