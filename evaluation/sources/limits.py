"""The caps one read of a source obeys, taken from settings once (pure code gets them as a value)."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.conf import settings


@dataclass(frozen=True)
class Limits:
    max_file_bytes: int = 2 * 1024 * 1024
    max_upload_bytes: int = 20 * 1024 * 1024
    max_repo_bytes: int = 200 * 1024 * 1024
    max_files: int = 5000
    max_ratio: int = 200
    fetch_timeout_s: float = 20.0
    max_page_bytes: int = 5 * 1024 * 1024
    clone_timeout_s: float = 60.0
    allowed_hosts: tuple[str, ...] = field(default_factory=tuple)
    allow_file_urls: bool = False


def from_settings() -> Limits:
    return Limits(max_file_bytes=settings.EVAL_SOURCE_MAX_FILE_BYTES,
                  max_upload_bytes=settings.EVAL_SOURCE_MAX_UPLOAD_BYTES,
                  max_repo_bytes=settings.EVAL_SOURCE_MAX_REPO_BYTES, max_files=settings.EVAL_SOURCE_MAX_FILES,
                  max_ratio=settings.EVAL_SOURCE_MAX_RATIO, fetch_timeout_s=settings.EVAL_SOURCE_FETCH_TIMEOUT_S,
                  max_page_bytes=settings.EVAL_SOURCE_MAX_PAGE_BYTES,
                  clone_timeout_s=settings.EVAL_SOURCE_CLONE_TIMEOUT_S,
                  allowed_hosts=tuple(settings.EVAL_SOURCE_ALLOWED_HOSTS),
                  allow_file_urls=settings.EVAL_SOURCE_ALLOW_FILE_URLS)
