"""Settings of the evaluation inputs (files, archives, web pages, repositories), from the environment.

Imported by `juryrigged/product_settings/evaluation.py`, so they are project settings (see docs/settings.md).
"""

import os


def _int(name: str, default: int) -> int:
    return int(os.environ.get(name, str(default)))


def _hosts(name: str) -> list[str]:
    return [host.strip().lower() for host in os.environ.get(name, "").split(",") if host.strip()]


MB = 1024 * 1024
# One file (inside an upload, an archive or a repository) larger than this is skipped and listed.
EVAL_SOURCE_MAX_FILE_BYTES = _int("EVAL_SOURCE_MAX_FILE_BYTES", 2 * MB)
# One uploaded file or archive, as sent; a larger one is refused (413).
EVAL_SOURCE_MAX_UPLOAD_BYTES = _int("EVAL_SOURCE_MAX_UPLOAD_BYTES", 20 * MB)
# Everything an archive or repository holds once unpacked; past it the source is refused.
EVAL_SOURCE_MAX_REPO_BYTES = _int("EVAL_SOURCE_MAX_REPO_BYTES", 200 * MB)
# Files read from one archive or repository (the rest are listed as skipped).
EVAL_SOURCE_MAX_FILES = _int("EVAL_SOURCE_MAX_FILES", 5000)
# Unpacked size / packed size past which an archive is treated as a bomb.
EVAL_SOURCE_MAX_RATIO = _int("EVAL_SOURCE_MAX_RATIO", 200)
# Sources per request, and the text all of a run's sources may keep together (characters).
EVAL_SOURCE_MAX_SOURCES = _int("EVAL_SOURCE_MAX_SOURCES", 10)
EVAL_SOURCE_MAX_TEXT_CHARS = _int("EVAL_SOURCE_MAX_TEXT_CHARS", 20_000_000)
# A web page fetch: seconds in all (redirects included), and the largest response body read.
EVAL_SOURCE_FETCH_TIMEOUT_S = float(os.environ.get("EVAL_SOURCE_FETCH_TIMEOUT_S", "20"))
EVAL_SOURCE_MAX_PAGE_BYTES = _int("EVAL_SOURCE_MAX_PAGE_BYTES", 5 * MB)
# A shallow clone: seconds in all.
EVAL_SOURCE_CLONE_TIMEOUT_S = float(os.environ.get("EVAL_SOURCE_CLONE_TIMEOUT_S", "60"))
# Hosts a URL may name even though they resolve to a private, loopback or link-local address
# (comma-separated; e.g. an intranet wiki). Empty: only public addresses are fetched.
EVAL_SOURCE_ALLOWED_HOSTS = _hosts("EVAL_SOURCE_ALLOWED_HOSTS")
# Whether a repository may be given as a file:// URL (a path on the server: off in production).
EVAL_SOURCE_ALLOW_FILE_URLS = os.environ.get("EVAL_SOURCE_ALLOW_FILE_URLS", "").lower() in ("1", "true", "yes")
# The model context the combined text (jury) or the evidence (dialectic) is fitted to, in tokens.
EVAL_SOURCE_CONTEXT_TOKENS = _int("EVAL_SOURCE_CONTEXT_TOKENS", 100_000)
# Dialectic mode: the evidence one criterion's judges see, at most this many items and tokens (ranked first).
EVAL_SOURCE_EVIDENCE_ITEMS = _int("EVAL_SOURCE_EVIDENCE_ITEMS", 14)
EVAL_SOURCE_EVIDENCE_TOKENS = _int("EVAL_SOURCE_EVIDENCE_TOKENS", 6000)
