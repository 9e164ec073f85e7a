"""A web page URL → a snapshot of its main text, with the URL and the fetch time.

Fetched with httpx, redirects followed by hand so every hop passes the SSRF guard and
connects to the very address the guard checked (no second DNS lookup to rebind); one
deadline covers the whole fetch (redirects included); the body is read in chunks and a
page past the size cap is refused rather than cut. The main text is extracted with
trafilatura; a page that is not HTML but text (Markdown, plain text) is kept as it is.
"""

from __future__ import annotations

import contextlib
import time
from datetime import datetime, UTC
from urllib.parse import urljoin, urlsplit

import httpx

from evaluation.sources import network
from evaluation.sources.documents import Unreadable, html_text, pdf_text, plain_text
from evaluation.sources.errors import SourceRefused, too_large
from evaluation.sources.limits import Limits
from evaluation.sources.snapshot import SourceFile, Snapshot

MAX_REDIRECTS = 5
USER_AGENT = "JuryRigged-evaluation/0.1 (+page snapshot for an evaluation)"


def fetch_page(url: str, limits: Limits, *, resolve=network.resolve) -> Snapshot:
    """The page's main text as a snapshot (kind "url"), or SourceRefused (address, size, time, status)."""
    deadline = time.monotonic() + limits.fetch_timeout_s
    current = url
    with httpx.Client(follow_redirects=False, headers={"User-Agent": USER_AGENT}) as client:
        for _ in range(MAX_REDIRECTS + 1):
            addresses = network.check_url(current, limits, resolve=resolve)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise _timed_out(url, limits)
            try:
                with contextlib.closing(_open(client, current, addresses, httpx.Timeout(remaining))) as response:
                    if response.is_redirect:
                        location = response.headers.get("location", "")
                        current = urljoin(current, location)
                        continue
                    if response.status_code >= 400:
                        raise SourceRefused(f"{url} answered HTTP {response.status_code}.", status=422,
                                            code="SOURCE_UNREACHABLE")
                    body = _read_capped(response, url, limits, deadline)
                    content_type = response.headers.get("content-type", "").split(";")[0].strip().lower()
            except httpx.TimeoutException:
                raise _timed_out(url, limits) from None
            except httpx.HTTPError as exc:
                raise SourceRefused(f"{url} could not be fetched ({type(exc).__name__}).", status=422,
                                    code="SOURCE_UNREACHABLE") from None
            return _snapshot(url, current, body, content_type)
    raise SourceRefused(f"{url} redirects more than {MAX_REDIRECTS} times.", status=422, code="SOURCE_UNREACHABLE")


def _open(client: httpx.Client, url: str, addresses: list[str], timeout: httpx.Timeout) -> httpx.Response:
    """The streamed response of `url` from the first of the checked `addresses` that accepts a connection."""
    for index, address in enumerate(addresses):
        pinned, headers, extensions = network.pinned_request(url, address)
        request = client.build_request("GET", pinned, headers=headers, extensions=extensions, timeout=timeout)
        try:
            return client.send(request, stream=True)
        except httpx.ConnectError:
            if index == len(addresses) - 1:
                raise
    raise httpx.ConnectError(f"no address to connect to for {url}")


def _timed_out(url: str, limits: Limits) -> SourceRefused:
    return SourceRefused(f"{url} took longer than {limits.fetch_timeout_s:g} s to fetch.", status=422,
                         code="SOURCE_TIMEOUT")


def _read_capped(response: httpx.Response, url: str, limits: Limits, deadline: float) -> bytes:
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limits.max_page_bytes:
        raise too_large(url, int(declared), limits.max_page_bytes)
    chunks, size = [], 0
    for chunk in response.iter_bytes():
        size += len(chunk)
        if size > limits.max_page_bytes:
            raise too_large(url, size, limits.max_page_bytes)
        if time.monotonic() > deadline:
            raise _timed_out(url, limits)
        chunks.append(chunk)
    return b"".join(chunks)


def _snapshot(url: str, final_url: str, body: bytes, content_type: str) -> Snapshot:
    name = _page_name(final_url)
    pages: tuple[int, ...] = ()
    try:
        if content_type == "application/pdf":
            text, pages = pdf_text(body)
        elif content_type in ("text/html", "application/xhtml+xml", ""):
            text = html_text(body.decode(_charset_guess(body), errors="replace"), url=final_url)
        elif content_type.startswith("text/") or content_type in ("application/json", "application/xml"):
            text = plain_text(body)
        else:
            raise Unreadable(f"a {content_type} response")
    except Unreadable as exc:
        raise SourceRefused(f"{url} cannot be read as text ({exc}).", status=422, code="UNREADABLE_SOURCE") from None
    if not text.strip():
        raise SourceRefused(f"{url} has no main text to judge.", status=422, code="UNREADABLE_SOURCE")
    fetched_at = datetime.now(UTC).isoformat(timespec="seconds")
    return Snapshot(kind="url", origin=url, fetched_at=fetched_at,
                    files=[SourceFile(path=name, text=text.replace("\x00", ""), language="Web page",
                                      size=len(body), pages=pages)],
                    revision=final_url if final_url != url else "")


def _page_name(url: str) -> str:
    parts = urlsplit(url)
    path = parts.path.strip("/") or "index"
    return f"{parts.hostname}/{path}"[:200]


def _charset_guess(body: bytes) -> str:
    head = body[:2048].lower()
    marker = head.find(b"charset=")
    if marker >= 0:
        value = head[marker + 8: marker + 40].strip(b"\"' ").split(b'"')[0].split(b";")[0].split(b" ")[0]
        name = value.decode("ascii", "ignore").strip("'\"/> ")
        try:
            "".encode(name)
            return name
        except LookupError:
            pass
    return "utf-8"
