"""A batch's results as CSV (one row per item, one column per dimension or criterion) or JSONL (one object
per item). A dialectical batch's columns are its rubric's criteria (the chief justice's scores, 1–5); its
`verdict` is the global score in the jury's words and `jurors` are the three judges (`panels`)."""

from __future__ import annotations

import csv
import io
import json
import re

from evaluation.batch.models import Batch, BatchItem
from evaluation.batch.panels import Scale
from evaluation.compare.tournament import results


def columns(scale: Scale) -> list[str]:
    return ["index", "status", "verdict", "overall", *scale.ids, "label", *(f"label_{d}" for d in scale.ids),
            "repeat_of", "cost_usd", "tokens", "error", "question", "content", "metadata", "jurors", "message_id"]


def _row(item: BatchItem, scale: Scale) -> dict:
    return {
        "index": item.index, "status": item.status, "verdict": item.verdict,
        "overall": "" if item.overall is None else round(item.overall, 3),
        **{d: item.scores.get(d, "") for d in scale.ids},
        "label": item.label_verdict, **{f"label_{d}": item.label_scores.get(d, "") for d in scale.ids},
        "repeat_of": "" if item.repeat_of is None else item.repeat_of,
        "cost_usd": "" if item.cost_usd is None else item.cost_usd, "tokens": item.tokens, "error": item.error,
        "question": item.question, "content": item.content,
        "metadata": json.dumps(item.metadata, ensure_ascii=False) if item.metadata else "",
        "jurors": json.dumps(item.jurors, ensure_ascii=False) if item.jurors else "",
        "message_id": str(item.message_id or ""),
    }


def as_csv(items, scale: Scale) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns(scale))
    writer.writeheader()
    for item in items.iterator(chunk_size=500):
        writer.writerow(_row(item, scale))
    return out.getvalue()


def as_jsonl(items, batch: Batch) -> str:
    lines = []
    for item in items.iterator(chunk_size=500):
        lines.append(json.dumps({
            "index": item.index, "mode": batch.mode, "status": item.status, "verdict": item.verdict or None,
            "overall": item.overall, "scores": item.scores,
            "label": {"verdict": item.label_verdict or None, "scores": item.label_scores},
            "repeatOf": item.repeat_of, "costUsd": None if item.cost_usd is None else float(item.cost_usd),
            "tokens": item.tokens, "error": item.error or None, "question": item.question, "content": item.content,
            "metadata": item.metadata, "jurors": item.jurors,
            "messageId": str(item.message_id) if item.message_id else None}, ensure_ascii=False))
    return "\n".join(lines) + ("\n" if lines else "")


def filename(batch: Batch, kind: str) -> str:
    stem = re.sub(r"[^A-Za-z0-9._-]+", "-", batch.name).strip("-")[:60] or "batch"
    return f"{stem}-results.{kind}"


def tournament_export(message, kind: str) -> tuple[str, str]:
    """A tournament batch's export from its run: CSV/JSONL of the judged pairs, or the Markdown report."""
    if message is None:
        return "", {"csv": "text/csv", "jsonl": "application/x-ndjson", "md": "text/markdown"}[kind]
    if kind == "md":
        return results.export_markdown(message), "text/markdown"
    result = results.load_result(message)
    return (results.export_csv(result), "text/csv") if kind == "csv" else \
        (results.export_jsonl(result), "application/x-ndjson")
