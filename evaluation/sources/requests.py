"""`modeConfig.sources` of an evaluation request (both modes), checked before anything is stored.

    "sources": [
      {"kind": "file", "name": "report.pdf", "dataBase64": "..."},   # a document, text, code or .zip/.tar.gz
      {"kind": "url", "url": "https://example.com/post"},              # a web page, fetched by the worker
      {"kind": "repository", "url": "https://github.com/o/r.git"}      # a git repository, cloned by the worker
    ]

Files (the forms' uploads arrive as file entries too) are checked cheaply here (`uploads.check_upload`: caps,
kind, signature, a zip's directory), so most refusals are a 4xx before anything is stored; the entry
keeps the raw bytes under "data" until `evaluation_start` stores them (`RunSource`) and the worker
converts them. URLs and repositories are checked here (scheme, and where the host resolves) and
fetched by the worker, which checks the address again, on every redirect, and connects to it.
"""

from __future__ import annotations

import base64
import binascii
import hashlib

from evaluation.sources import network
from evaluation.sources.errors import SourceRefused
from evaluation.sources.limits import Limits
from evaluation.sources.repositories import check_repository_url
from evaluation.sources.uploads import check_upload

KINDS = ("file", "url", "repository")
MAX_URL_CHARS = 2000


class SourceError(SourceRefused):
    """A refused source with the request field it came from."""

    def __init__(self, path: str, refused: SourceRefused):
        super().__init__(refused.message, status=refused.status, code=refused.code)
        self.path = path


def sources_check(raw, *, limits: Limits, max_sources: int = 10, resolve=network.resolve) -> list[dict]:
    """The stored entries for `raw` (the request's list), or SourceError naming the source refused."""
    if raw is None:
        raw = []
    if not isinstance(raw, list):
        raise SourceError("modeConfig.sources", SourceRefused("sources must be a list of {kind, ...} objects."))
    if len(raw) > max_sources:
        raise SourceError("modeConfig.sources", SourceRefused(
            f"At most {max_sources} sources per evaluation (got {len(raw)})."))
    entries = []
    for index, item in enumerate(raw):
        path = f"modeConfig.sources[{index}]"
        try:
            entries.append(_entry(item, limits, resolve))
        except SourceRefused as refused:
            raise SourceError(path, refused) from None
    return entries


def _entry(item, limits: Limits, resolve) -> dict:
    if not isinstance(item, dict) or item.get("kind") not in KINDS:
        raise SourceRefused(f"Each source is an object whose kind is one of: {', '.join(KINDS)}.")
    kind = item["kind"]
    if kind == "file":
        name, encoded, data = item.get("name"), item.get("dataBase64"), item.get("data")
        if not isinstance(name, str) or not name.strip() or not isinstance(encoded, str) and \
                not isinstance(data, bytes):
            raise SourceRefused("A file source needs a name and its bytes as dataBase64.")
        if not isinstance(data, bytes):  # a form's upload arrives as bytes (JSON cannot carry any)
            if len(encoded) > limits.max_upload_bytes * 4 // 3 + 4:
                raise SourceRefused(f"{name} is too large (at most {limits.max_upload_bytes:,} bytes).", status=413,
                                    code="SOURCE_TOO_LARGE")
            try:
                data = base64.b64decode(encoded, validate=True)
            except (binascii.Error, ValueError):
                raise SourceRefused(f"{name}: dataBase64 is not valid base64.") from None
        name = check_upload(name, data, limits)
        return {"kind": "file", "name": name, "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest(),
                "data": data}
    url = item.get("url")
    if not isinstance(url, str) or not url.strip() or len(url) > MAX_URL_CHARS:
        raise SourceRefused(f"A {kind} source needs a url of at most {MAX_URL_CHARS} characters.")
    url = url.strip()
    if kind == "url":
        network.check_url(url, limits, resolve=resolve)
    else:
        check_repository_url(url, limits, resolve=resolve)
    return {"kind": kind, "url": url}


def sources_label(entries: list[dict]) -> str:
    """A line naming the sources, for the user message and titles."""
    names = []
    for entry in entries:
        names.append(entry_name(entry))
    return ", ".join(names)


def entry_name(entry: dict) -> str:
    """A stored entry's file name or URL (runs from before uploads were read by the worker carry a snapshot)."""
    snapshot = entry.get("snapshot")
    return snapshot["origin"] if snapshot else entry.get("name") or entry.get("url", "?")


def split_uploads(config: dict) -> tuple[dict, dict[int, bytes]]:
    """(the config without raw bytes, {source position: the upload's bytes}): what is stored where."""
    entries = config.get("sources") or []
    if not any("data" in entry for entry in entries):
        return config, {}
    raws = {i: entry["data"] for i, entry in enumerate(entries) if "data" in entry}
    clean = [{k: v for k, v in entry.items() if k != "data"} for entry in entries]
    return {**config, "sources": clean}, raws
