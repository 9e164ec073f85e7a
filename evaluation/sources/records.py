"""Storing a run's sources when it starts (the raw uploads) and what was read of them (for the history)."""

from __future__ import annotations

from evaluation.sources.models import RunSource
from evaluation.sources.requests import entry_name


def run_sources_create(*, message, entries: list[dict], raws: dict[int, bytes]) -> None:
    """One row per source of a new run, uploads with their raw bytes (call inside the run's transaction)."""
    RunSource.objects.bulk_create([
        RunSource(message=message, position=position, kind=entry["kind"], name=entry_name(entry)[:2000],
                  raw=raws.get(position), raw_bytes=entry.get("bytes", 0), raw_sha256=entry.get("sha256", ""))
        for position, entry in enumerate(entries)])


def upload_bytes(message, position: int) -> bytes | None:
    """The raw bytes of the run's upload at `position`, or None (already read, or deleted)."""
    raw = RunSource.objects.filter(message=message, position=position).values_list("raw", flat=True).first()
    return bytes(raw) if raw is not None else None


def run_sources_read(*, message, summaries: dict[int, dict]) -> None:
    """Record what was read of each source (its snapshot's summary) and drop the raw uploads.

    Call in the transaction that stores the snapshots, so a source is never both unread and rawless."""
    for position, summary in summaries.items():
        RunSource.objects.filter(message=message, position=position).update(summary=summary, raw=None)


def run_sources_drop_raw(*, message) -> None:
    """Drop the run's raw uploads (the run failed on a source: nothing will read them)."""
    RunSource.objects.filter(message=message).exclude(raw=None).update(raw=None)
