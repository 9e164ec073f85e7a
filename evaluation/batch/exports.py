"""A batch's results as CSV (one row per item, one column per dimension) or JSONL (one object per item)."""

from __future__ import annotations

import csv
import io
import json
import re

from evaluation.batch.models import Batch, BatchItem
from evaluation.batch.stats import DIMENSIONS

COLUMNS = ["index", "status", "verdict", "overall", *DIMENSIONS, "label", *(f"label_{d}" for d in DIMENSIONS),
           "repeat_of", "cost_usd", "tokens", "error", "question", "content", "metadata", "jurors", "message_id"]


def _row(item: BatchItem) -> dict:
    return {
        "index": item.index, "status": item.status, "verdict": item.verdict,
        "overall": "" if item.overall is None else round(item.overall, 3),
        **{d: item.scores.get(d, "") for d in DIMENSIONS},
        "label": item.label_verdict, **{f"label_{d}": item.label_scores.get(d, "") for d in DIMENSIONS},
        "repeat_of": "" if item.repeat_of is None else item.repeat_of,
        "cost_usd": "" if item.cost_usd is None else item.cost_usd, "tokens": item.tokens, "error": item.error,
        "question": item.question, "content": item.content,
        "metadata": json.dumps(item.metadata, ensure_ascii=False) if item.metadata else "",
        "jurors": json.dumps(item.jurors, ensure_ascii=False) if item.jurors else "",
        "message_id": str(item.message_id or ""),
    }


def as_csv(items) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS)
    writer.writeheader()
    for item in items.iterator(chunk_size=500):
        writer.writerow(_row(item))
    return out.getvalue()


def as_jsonl(items) -> str:
    lines = []
    for item in items.iterator(chunk_size=500):
        lines.append(json.dumps({
            "index": item.index, "status": item.status, "verdict": item.verdict or None, "overall": item.overall,
            "scores": item.scores, "label": {"verdict": item.label_verdict or None, "scores": item.label_scores},
            "repeatOf": item.repeat_of, "costUsd": None if item.cost_usd is None else float(item.cost_usd),
            "tokens": item.tokens, "error": item.error or None, "question": item.question, "content": item.content,
            "metadata": item.metadata, "jurors": item.jurors,
            "messageId": str(item.message_id) if item.message_id else None}, ensure_ascii=False))
    return "\n".join(lines) + ("\n" if lines else "")


def filename(batch: Batch, kind: str) -> str:
    stem = re.sub(r"[^A-Za-z0-9._-]+", "-", batch.name).strip("-")[:60] or "batch"
    return f"{stem}-results.{kind}"
