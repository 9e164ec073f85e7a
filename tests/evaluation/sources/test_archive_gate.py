"""Everything the upload gate can see about an archive is refused there, as a clear 4xx, never a 500
and never a late failure in the worker: names, header sizes, the whole listing, broken streams."""

import dataclasses
import gzip
import io
import tarfile
import time
import tracemalloc
import zipfile

import pytest

from evaluation.sources.errors import SourceRefused
from evaluation.sources.uploads import check_upload
from tests.evaluation.sources.fixtures import LIMITS, PROJECT, make_tar_gz


def _header(name: bytes, size: int, kind: bytes) -> bytes:
    """One ustar header block (valid checksum) for a member of `size` bytes."""
    block = bytearray(512)
    block[0:len(name)] = name
    block[100:108] = b"0000644\0"
    block[124:136] = b"%011o\0" % size if size < 8**11 else b"\x80" + (size).to_bytes(11, "big")
    block[156:157] = kind
    block[257:265] = b"ustar\x0000"
    block[148:156] = b" " * 8
    block[148:156] = b"%06o\0 " % sum(block)
    return bytes(block)


def huge_long_name_tar_gz(name_bytes: int) -> bytes:
    """A .tar.gz whose one GNU long-name header declares a name of `name_bytes` bytes (all 'a')."""
    out = io.BytesIO()
    with gzip.GzipFile(fileobj=out, mode="wb", compresslevel=9) as stream:
        stream.write(_header(b"././@LongLink", name_bytes, b"L"))
        chunk = b"a" * (1 << 20)
        left = name_bytes
        while left > 0:
            stream.write(chunk[:min(left, len(chunk))])
            left -= len(chunk)
        stream.write(b"\0" * (-name_bytes % 512))
        stream.write(_header(b"x", 0, b"0"))
        stream.write(b"\0" * 1024)
    return out.getvalue()


def test_a_tar_gz_holding_a_400_mb_long_name_header_is_refused_at_upload_cheaply():
    # given a small .tar.gz (about 400 KB) whose one header declares a 400 MB name
    data = huge_long_name_tar_gz(400 * 1024 * 1024)
    assert len(data) < 1024 * 1024
    limits = dataclasses.replace(LIMITS, max_upload_bytes=2 * 1024 * 1024)
    # when it is uploaded, then the gate refuses it (422), without reading the name into memory
    tracemalloc.start()
    started = time.perf_counter()
    try:
        with pytest.raises(SourceRefused) as refused:
            check_upload("big-name.tar.gz", data, limits)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert refused.value.status == 422 and refused.value.code == "UNSAFE_ARCHIVE"
    assert peak < 16 * 1024 * 1024 and time.perf_counter() - started < 10


@pytest.mark.parametrize("damage", ["truncated", "bad-crc", "not-a-tar", "bad-checksum"])
def test_a_broken_tar_gz_is_refused_at_upload(damage):
    good = make_tar_gz(PROJECT)
    raw = gzip.decompress(good)
    broken = {
        "truncated": good[: len(good) // 2],
        "bad-crc": good[:-8] + bytes([good[-8] ^ 0xFF]) + good[-7:],
        "not-a-tar": gzip.compress(b"just some text, not a tar archive at all\n" * 40),
        "bad-checksum": gzip.compress(raw[:148] + b"0000000\0" + raw[156:]),
    }[damage]
    with pytest.raises(SourceRefused) as refused:
        check_upload("project.tar.gz", broken, LIMITS)
    assert refused.value.status == 422


@pytest.mark.parametrize("member", ["../../etc/passwd", "/etc/passwd", "a/../../b"])
def test_a_traversing_name_anywhere_in_a_tar_listing_is_refused_at_upload(member):
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as archive:
        for name, content in [*PROJECT.items(), (member, b"x")]:
            info = tarfile.TarInfo(name)
            info.size = len(content)
            archive.addfile(info, io.BytesIO(content))
    with pytest.raises(SourceRefused) as refused:
        check_upload("project.tar.gz", out.getvalue(), LIMITS)
    assert refused.value.status in (400, 422)


def test_a_long_traversing_name_in_a_gnu_header_is_refused_at_upload():
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz", format=tarfile.GNU_FORMAT) as archive:
        info = tarfile.TarInfo("../" * 60 + "etc/passwd")  # over 100 characters: a GNU long-name header
        info.size = 1
        archive.addfile(info, io.BytesIO(b"x"))
    with pytest.raises(SourceRefused):
        check_upload("project.tar.gz", out.getvalue(), LIMITS)


def test_a_good_tar_gz_passes_the_gate():
    assert check_upload("project.tar.gz", make_tar_gz(PROJECT), LIMITS) == "project.tar.gz"


def zip_with_false_utf8_name() -> bytes:
    """A zip whose member name is flagged UTF-8 (bit 0x800, set for a non-ASCII name) but is not UTF-8."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("caf\u00e9.txt", b"coffee\n")
    data = out.getvalue()
    assert data.count("café.txt".encode()) == 2  # the local header and the central directory
    return data.replace("café.txt".encode(), b"caf\xe9\xff.txt")  # same length, invalid UTF-8


def test_a_zip_member_name_flagged_utf8_that_is_not_is_a_clear_4xx():
    data = zip_with_false_utf8_name()
    with pytest.raises(SourceRefused) as refused:
        check_upload("project.zip", data, LIMITS)
    assert refused.value.status == 422 and "name" in refused.value.message


def test_an_encrypted_or_pageless_pdf_is_refused_at_upload():
    from pypdf import PdfWriter

    from tests.evaluation.sources.fixtures import make_pdf

    writer = PdfWriter(clone_from=io.BytesIO(make_pdf(["A secret page."])))
    writer.encrypt("pw")
    encrypted = io.BytesIO()
    writer.write(encrypted)
    for data, words in ((encrypted.getvalue(), "encrypted"), (make_pdf([])[:60], "not a readable PDF")):
        with pytest.raises(SourceRefused) as refused:
            check_upload("report.pdf", data, LIMITS)
        assert refused.value.status == 422 and words in refused.value.message
    assert check_upload("report.pdf", make_pdf(["One page."]), LIMITS) == "report.pdf"
