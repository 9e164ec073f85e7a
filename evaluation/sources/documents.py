"""One file's bytes → text: documents through their libraries, everything else as UTF-8 text.

PDF (pypdf) keeps its pages: the text of page N follows a line `[page N]`, and the
file's `pages` lists the first line of each page, so evidence can cite "report.pdf p. 4".
DOCX (python-docx) keeps headings as Markdown headings and tables as rows; PPTX
(python-pptx) gives each slide a heading; HTML keeps its main text (trafilatura).
"""

from __future__ import annotations

import io
import logging
import zipfile
from contextlib import contextmanager

from evaluation.sources import filters
from evaluation.sources.errors import SourceRefused
from evaluation.sources.snapshot import SourceFile

logger = logging.getLogger(__name__)


class Unreadable(Exception):
    """The file is not what its name says or not text (it is skipped, with this reason)."""


def read_file(path: str, data: bytes, *, in_tree: bool = False) -> SourceFile:
    """The file as text, or Unreadable with the reason it cannot be read.

    `in_tree`: the file is part of a folder (an archive, a repository), where HTML is source code
    (templates, pages of a site) and is kept as it is; an HTML file on its own is a document, read
    for its main text.
    """
    ext = filters.extension(path)
    pages: tuple[int, ...] = ()
    if ext == ".pdf":
        text, pages = pdf_text(data)
    elif ext == ".docx":
        text = docx_text(data)
    elif ext == ".pptx":
        text = pptx_text(data)
    elif ext in (".html", ".htm") and not in_tree:
        text = html_text(data.decode("utf-8", errors="replace"))
    else:
        text = plain_text(data)
    text = text.replace("\x00", "")  # PostgreSQL refuses NUL in text
    if not text.strip():
        raise Unreadable("no text")
    return SourceFile(path=path, text=text, language=filters.language_of(path) or "Text", size=len(data),
                      pages=pages)


def plain_text(data: bytes) -> str:
    reason = filters.skip_by_content(data[:8192])
    if reason == "binary":
        raise Unreadable("binary")
    try:
        return data.decode("utf-8-sig").replace("\r\n", "\n")
    except UnicodeDecodeError:
        raise Unreadable("not UTF-8 text") from None


@contextmanager
def _opened_pdf(data: bytes):
    """pypdf's reader of `data`; whatever its parser raises, here or while the caller reads pages, is Unreadable."""
    from pypdf import PdfReader  # heavy: loaded on the first PDF, not by every process
    from pypdf.errors import PdfReadError  # (with PdfReader)

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            raise Unreadable("encrypted PDF")
        yield reader
    except (PdfReadError, ValueError, KeyError, TypeError, AttributeError, RecursionError) as exc:
        raise Unreadable(f"not a readable PDF ({type(exc).__name__})") from None


def pdf_check(data: bytes) -> int:
    """The PDF's page count, or Unreadable: the upload gate opens it once (its cross-reference table,
    trailer and page tree: no page's text is extracted), so a broken or encrypted PDF is a 4xx at upload."""
    with _opened_pdf(data) as reader:
        pages = len(reader.pages)
    if not pages:
        raise Unreadable("a PDF without pages")
    return pages


def pdf_text(data: bytes) -> tuple[str, tuple[int, ...]]:
    lines: list[str] = []
    firsts: list[int] = []
    with _opened_pdf(data) as reader:
        for number, page in enumerate(reader.pages, start=1):
            # The marker and blank lines keep each page its own paragraphs, so evidence never spans two pages.
            firsts.append(len(lines) + 1)
            lines += [f"[page {number}]", ""]
            lines.extend((page.extract_text() or "").splitlines())
            lines.append("")
    return "\n".join(lines), tuple(firsts)


def _office(data: bytes, opener, what: str):
    try:
        return opener(io.BytesIO(data))
    except (zipfile.BadZipFile, KeyError, ValueError) as exc:
        raise Unreadable(f"not a readable {what} file ({type(exc).__name__})") from None
    except Exception as exc:  # the libraries raise their own package errors for a broken part
        if type(exc).__module__.split(".")[0] in ("docx", "pptx", "lxml"):
            raise Unreadable(f"not a readable {what} file ({type(exc).__name__})") from None
        raise


def docx_text(data: bytes) -> str:
    import docx  # heavy: loaded on the first Word file

    document = _office(data, docx.Document, "Word")
    lines: list[str] = []
    for paragraph in document.paragraphs:
        style = (paragraph.style.name if paragraph.style is not None else "") or ""
        text = paragraph.text.strip()
        if not text:
            lines.append("")
        elif style.startswith("Heading") and style[-1:].isdigit():
            lines.append(f"{'#' * min(6, int(style[-1]))} {text}")
        elif style == "Title":
            lines.append(f"# {text}")
        else:
            lines.append(text)
    for table in document.tables:
        for row in table.rows:
            lines.append("| " + " | ".join(cell.text.strip() for cell in row.cells) + " |")
    return "\n".join(lines)


def pptx_text(data: bytes) -> str:
    import pptx  # heavy: loaded on the first PowerPoint file

    presentation = _office(data, pptx.Presentation, "PowerPoint")
    lines: list[str] = []
    for number, slide in enumerate(presentation.slides, start=1):
        title = slide.shapes.title.text.strip() if slide.shapes.title is not None else ""
        lines += [f"## Slide {number}{': ' + title if title else ''}", ""]
        for shape in slide.shapes:
            if shape.has_text_frame and shape is not slide.shapes.title:
                lines += [p.text for p in (para for para in shape.text_frame.paragraphs) if p.text.strip()]
        lines.append("")
    return "\n".join(lines)


def html_text(html: str, *, url: str | None = None) -> str:
    """The page's main text as Markdown (navigation, footers and scripts left out)."""
    import trafilatura  # heavy (lxml, language data): loaded on the first web page

    text = trafilatura.extract(html, url=url, output_format="markdown", include_links=False,
                               include_comments=False, include_tables=True, favor_recall=True)
    return text or ""


def refuse_unknown_upload(name: str) -> None:
    """Uploads must be a document, text or code, or an archive; refuse anything else up front."""
    ext = filters.extension(name)
    if ext in filters.BINARY_EXTENSIONS and ext not in (".zip", ".gz", ".tgz"):
        raise SourceRefused(f"{name}: {ext} files cannot be judged (documents, text, code and .zip/.tar.gz only).",
                            status=415, code="UNSUPPORTED_SOURCE")
