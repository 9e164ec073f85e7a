"""The worker's side of a run's sources: fetch what must be fetched, store it once, say how it goes.

`run_sources(message)` is the first step of every mode's pipeline. Uploaded files were
only checked and stored raw when the run was started (`RunSource`); they are converted here,
web pages fetched and repositories cloned, in the worker, with progress on the run's stream:

    source_progress {"data": {"message": "reading 312 files…"}}  (as often as there is news)
    sources_complete {"data": {"sources": [summary, ...]}}       (once, with the stored stage)

The fetched snapshots are stored as one `sources` stage (stage_order 0, position 0: a
second worker cannot store them twice); a resumed run reuses them and fetches nothing.
A refused source (an address that became private, a timeout, a size cap, a broken PDF, a
tar bomb) fails the run with the reason; nothing half-read is stored.
"""

from __future__ import annotations

import logging

from django.db import IntegrityError, transaction

from evaluation.models import DeliberationStage, Message
from evaluation.runs import run_fail, run_heartbeat
from evaluation.sources import limits as source_limits
from evaluation.sources.errors import SourceRefused
from evaluation.sources.requests import entry_name
from evaluation.sources.records import run_sources_drop_raw, run_sources_read, upload_bytes
from evaluation.sources.repositories import clone_repository
from evaluation.sources.snapshot import Snapshot
from evaluation.sources.uploads import read_upload
from juryrigged import realtime

logger = logging.getLogger(__name__)

SOURCES = "sources"


def progress_publish(message: Message, text: str) -> None:
    """One progress line on the run's stream (and a heartbeat: fetching is work)."""
    run_heartbeat(message=message)
    realtime.publish(message.stream, "source_progress", {"data": {"message": text}})


def snapshots_stored(message: Message) -> list[Snapshot] | None:
    """The run's snapshots in request order if everything is read (uploads, stored fetches), else None."""
    entries = (message.config.get("modeConfig") or {}).get("sources") or []
    fetched = None
    if any("snapshot" not in entry for entry in entries):
        stage = message.stages.filter(stage_type=SOURCES).first()
        if stage is None:
            return None
        fetched = iter(stage.parsed_data.get("fetched", []))
    snapshots = []
    for entry in entries:
        data = entry["snapshot"] if "snapshot" in entry else next(fetched)
        snapshots.append(Snapshot.from_dict(data))
    return snapshots


def run_sources(message: Message) -> list[Snapshot] | None:
    """Every snapshot of the run, reading what is missing; None if a source was refused (the run failed).

    Uploads are converted here (archives unpacked, documents turned into text), pages fetched and
    repositories cloned, each with progress on the run's stream. Guarantees: each source is read at
    most once per run that stores it; the stage, each source's summary (`RunSource`), dropping the raw
    uploads and `sources_complete` land together, so a resumed run reads nothing twice.
    """
    stored = snapshots_stored(message)
    if stored is not None:
        return stored
    entries = message.config["modeConfig"]["sources"]
    limits = source_limits.from_settings()

    def progress(text: str) -> None:
        progress_publish(message, text)

    fetched: dict[int, Snapshot] = {}
    try:
        for position, entry in enumerate(entries):
            if "snapshot" not in entry:  # (runs from before uploads were read here carry theirs)
                fetched[position] = _read(message, position, entry, limits, progress)
    except SourceRefused as refused:
        with transaction.atomic():
            run_sources_drop_raw(message=message)  # a failed run keeps no upload it will never read
            run_fail(message=message, reason=refused.message)
        return None
    with transaction.atomic():
        try:
            with transaction.atomic():
                DeliberationStage.objects.create(
                    message=message, stage_type=SOURCES, stage_order=0, position=0,
                    content=f"{sum(len(s.files) for s in fetched.values())} files read",
                    parsed_data={"fetched": [s.as_dict() for s in fetched.values()]})
        except IntegrityError:
            # Another worker stored them first (or the run was deleted): use what is stored.
            logger.info("sources of %s were stored by another worker", message.pk)
            return snapshots_stored(message)
        run_sources_read(message=message, summaries={p: s.summary() for p, s in fetched.items()})
        snapshots = snapshots_stored(message)
        realtime.publish(message.stream, "sources_complete",
                         {"data": {"sources": [s.summary() for s in snapshots]}})
    return snapshots


def _read(message: Message, position: int, entry: dict, limits, progress) -> Snapshot:
    if entry["kind"] == "url":
        progress(f"fetching {entry['url']}…")
        # httpx (with rich, ~4 MB) is the worker's, which reads sources; not loaded by the web process (issue 28).
        from evaluation.sources.web import fetch_page  # why here: see the comment above

        return fetch_page(entry["url"], limits)
    if entry["kind"] == "repository":
        return clone_repository(entry["url"], limits, progress=progress)
    data = upload_bytes(message, position)
    if data is None:
        raise SourceRefused(f"The upload {entry['name']} is no longer stored; start the evaluation again.")
    return read_upload(entry["name"], data, limits, progress)


def context_note_sentence(note: dict) -> str:
    cut = f"; cut to fit the model's context: {', '.join(note['cutFiles'][:10])}" + \
        ("…" if note["cut"] > 10 else "") if note["cut"] else ""
    return (f"The jury read {note['included']:,} of {note['included'] + note['cut']:,} files, "
            f"{note['tokens']:,} tokens of {note['totalTokens']:,}{cut}.")


def context_note_store(message: Message, note: dict) -> None:
    """Keep what jury mode read of the sources (the fitting's note) with the run, and say it on the stream.

    The run is claimed by this worker, so the config's other keys are not being written meanwhile.
    """
    if message.config.get("sourcesContext") == note:
        return
    message.config = {**message.config, "sourcesContext": note}
    Message.objects.filter(pk=message.pk).update(config=message.config)
    progress_publish(message, context_note_sentence(note))


def sources_context(message: Message) -> str:
    """The sentence saying how much of the sources a jury read, or ''."""
    note = message.config.get("sourcesContext")
    return context_note_sentence(note) if note else ""


def sources_summary(message: Message) -> list[dict]:
    """What the run was given, without the texts: for the result page and the history."""
    entries = (message.config.get("modeConfig") or {}).get("sources") or []
    if not entries:
        return []
    snapshots = snapshots_stored(message)
    if snapshots is None:  # still fetching: name what will be read
        return [{"kind": e["kind"], "origin": entry_name(e), "pending": True} for e in entries]
    return [s.summary() for s in snapshots]
