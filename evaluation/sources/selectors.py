"""Reads of what runs were given and read: for the history, without loading any text."""

from __future__ import annotations

from evaluation.dialectic.report import coverage_line
from evaluation.models import Message
from evaluation.sources.models import RunSource
from evaluation.sources.requests import entry_name
from evaluation.sources.services import context_note_sentence


def runs_judged(run_ids) -> dict:
    """{run id: {"sources": [snapshot summary or a pending line], "read": how much was read}} for runs with sources.

    Two queries whatever the number of runs; the raw uploads and the texts are never loaded."""
    ids = [pk for pk in run_ids if pk]
    runs = Message.objects.filter(pk__in=ids).only("id", "mode", "config")
    rows: dict = {}
    for row in RunSource.objects.filter(message_id__in=ids).defer("raw"):
        rows[(row.message_id, row.position)] = row
    judged = {}
    for run in runs:
        entries = (run.config.get("modeConfig") or {}).get("sources") or []
        if entries:
            judged[run.pk] = {"sources": [_summary(entry, rows.get((run.pk, i))) for i, entry in enumerate(entries)],
                              "read": _read_line(run)}
    return judged


def _summary(entry: dict, row: RunSource | None) -> dict:
    if row is not None and row.summary:
        return {**row.summary, **({"uploadSha256": row.raw_sha256} if row.raw_sha256 else {})}
    if "snapshot" in entry:  # a run from before uploads were read by the worker
        return {k: v for k, v in entry["snapshot"].items() if k != "texts"}
    return {"kind": entry["kind"], "origin": entry_name(entry), "pending": True}


def _read_line(run: Message) -> str:
    """The jury's "read N of M files, T tokens of U" or the audit's coverage, once the run has said it."""
    config = run.config
    if config.get("sourcesContext"):
        return context_note_sentence(config["sourcesContext"])
    if config.get("sourcesCoverage"):
        return coverage_line({"coverage": config["sourcesCoverage"]})
    return ""
