"""Uploaded documents become text: PDF pages kept, Word headings, slides, HTML main text; the rest refused."""

import pytest

from evaluation.sources.errors import SourceRefused
from evaluation.sources.uploads import read_upload
from tests.evaluation.sources.fixtures import ARTICLE, LIMITS, make_docx, make_pdf, make_pptx


def test_a_pdf_keeps_its_page_numbers():
    # given
    data = make_pdf(["Introduction to the ledger", "The ledger is append-only.\nRetries happen three times."])
    # when
    snapshot = read_upload("report.pdf", data, LIMITS)
    # then
    item = snapshot.files[0]
    lines = item.text.splitlines()
    assert item.path == "report.pdf" and item.language == "PDF"
    assert len(item.pages) == 2
    assert lines[item.pages[1] - 1] == "[page 2]"
    append_only = next(n for n, line in enumerate(lines, start=1) if "append-only" in line)
    assert item.page_of(append_only) == 2
    assert item.page_of(item.pages[0] + 1) == 1


def test_a_word_document_keeps_its_headings():
    data = make_docx("Payment design", "Storage", ["Every transaction is stored in PostgreSQL."])
    text = read_upload("design.docx", data, LIMITS).files[0].text
    assert text.splitlines()[:2] == ["# Payment design", "# Storage"]
    assert "Every transaction is stored in PostgreSQL." in text


def test_a_presentation_gives_each_slide_a_heading():
    data = make_pptx([("Goals", "Ship the ledger"), ("Risks", "Webhooks may fail")])
    text = read_upload("deck.pptx", data, LIMITS).files[0].text
    assert "## Slide 1: Goals" in text and "Ship the ledger" in text
    assert "## Slide 2: Risks" in text and "Webhooks may fail" in text


def test_an_html_file_keeps_its_main_text_without_navigation():
    text = read_upload("notes.html", ARTICLE, LIMITS).files[0].text
    assert "retries failed webhooks three times" in text
    assert "Navigation menu text" not in text and "Copyright footer text" not in text


def test_source_code_and_markdown_are_kept_as_they_are():
    snapshot = read_upload("main.go", b"package main\n\nfunc main() {}\n", LIMITS)
    assert snapshot.files[0].text == "package main\n\nfunc main() {}\n"
    assert snapshot.files[0].language == "Go"
    assert snapshot.kind == "file" and len(snapshot.content_hash) == 64


@pytest.mark.parametrize("name, data, status, words", [
    ("logo.png", b"\x89PNG\r\n", 415, "cannot be judged"),
    ("notes.txt", "café".encode("latin-1"), 422, "not UTF-8"),
    ("blob.txt", b"abc\x00def", 422, "binary"),
    ("report.pdf", b"%PDF-1.4 this is not a pdf", 422, "not a readable PDF"),
    ("design.docx", b"PK\x03\x04 not a docx", 422, "not a readable Word"),
    ("design.docx", b"<html>renamed</html>", 422, "not a DOCX file"),
    ("report.pdf", b"GIF89a renamed", 422, "not a PDF file"),
    ("empty.md", b"   \n", 422, "no text"),
])
def test_an_unreadable_upload_is_refused_with_the_reason(name, data, status, words):
    with pytest.raises(SourceRefused) as refused:
        read_upload(name, data, LIMITS)
    assert refused.value.status == status
    assert words in refused.value.message


def test_an_upload_over_the_cap_is_refused_with_413():
    limits = LIMITS.__class__(max_upload_bytes=100, max_file_bytes=100)
    with pytest.raises(SourceRefused) as refused:
        read_upload("big.md", b"x" * 101, limits)
    assert refused.value.status == 413 and "101 bytes" in refused.value.message


def test_the_same_input_hashes_the_same():
    first = read_upload("a.md", b"# A\n", LIMITS).content_hash
    assert first == read_upload("a.md", b"# A\n", LIMITS).content_hash
    assert first != read_upload("a.md", b"# B\n", LIMITS).content_hash
