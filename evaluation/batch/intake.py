"""Reading a batch file (CSV or JSONL) into items. Pure: no Django.

CSV: a header row; `content` is required; `question`, `label` (a verdict), `label_<dimension>`
(a score: for a jury batch 1–10 for accuracy, completeness, clarity, relevance, actionability;
for a dialectical batch 1–5 for a criterion of its rubric, by the criterion's id) and `metadata`
(a JSON object) are optional; any other column becomes a metadata field.
JSONL: one object per line with `content` and optionally `question`, `metadata` (object) and
`label` (a verdict, or `{"verdict": ..., "scores": {dimension: score}}`); other keys become
metadata.

Every problem is reported with its line, all at once (up to a limit), so a user fixes the
file in one go; nothing of a refused file is stored.
"""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass, field

VERDICTS = ("APPROVE", "REVISE", "REJECT")
DIMENSIONS = ("accuracy", "completeness", "clarity", "relevance", "actionability")
MAX_ERRORS = 20
MAX_METADATA_CHARS = 4000
_SURROGATE = re.compile("[\ud800-\udfff]")


@dataclass(frozen=True)
class ItemSpec:
    content: str
    question: str = ""
    metadata: dict = field(default_factory=dict)
    label_verdict: str | None = None
    label_scores: dict = field(default_factory=dict)


class BatchFileError(ValueError):
    """A file that cannot become a batch; `problems` lists each with its line."""

    def __init__(self, problems: list[str]):
        super().__init__(problems[0] if problems else "The file could not be read.")
        self.problems = problems


@dataclass(frozen=True)
class Limits:
    max_bytes: int
    max_items: int
    max_content_chars: int
    # The dimensions a score label may name (None: any id, when the panel that names them was refused)
    # and the range of a score.
    dimensions: tuple[str, ...] | None = DIMENSIONS
    score_range: tuple[float, float] = (1, 10)


def read_items(data: bytes, *, filename: str, limits: Limits) -> list[ItemSpec]:
    """The items of an uploaded file, or BatchFileError with every problem found."""
    if len(data) > limits.max_bytes:
        raise BatchFileError([f"The file is {len(data) / 1e6:.1f} MB; a batch file may be at most "
                              f"{limits.max_bytes / 1e6:.0f} MB."])
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BatchFileError([f"The file is not UTF-8 text (byte {exc.start} cannot be read). "
                              "Save it as UTF-8 and upload it again."]) from exc
    if "\x00" in text:
        raise BatchFileError(["The file contains NUL characters: it is not a text file."])
    name = filename.lower()
    if name.endswith((".jsonl", ".ndjson", ".json")):
        items, problems = _from_jsonl(text, limits)
    elif name.endswith((".csv", ".tsv", ".txt")):
        items, problems = _from_csv(text, limits, delimiter="\t" if name.endswith(".tsv") else ",")
    else:
        raise BatchFileError(["Upload a .csv or .jsonl file."])
    if problems:
        raise BatchFileError(problems[:MAX_ERRORS] + ([f"… and {len(problems) - MAX_ERRORS} more problems."]
                                                      if len(problems) > MAX_ERRORS else []))
    if not items:
        raise BatchFileError(["The file has no items."])
    return items


def read_json_items(rows: list, *, limits: Limits) -> list[ItemSpec]:
    """Items given inline in an API request (`items: [{content, question?, metadata?, label?}]`)."""
    items, problems = [], []
    if len(rows) > limits.max_items:
        raise BatchFileError([f"A batch may have at most {limits.max_items} items ({len(rows)} given)."])
    for number, row in enumerate(rows, start=1):
        item = _item_from_object(row, f"items[{number - 1}]", limits, problems)
        if item:
            items.append(item)
    if problems:
        raise BatchFileError(problems[:MAX_ERRORS])
    if not items:
        raise BatchFileError(["A batch needs at least one item."])
    return items


def _from_jsonl(text: str, limits: Limits) -> tuple[list[ItemSpec], list[str]]:
    items, problems = [], []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        if len(items) >= limits.max_items:
            problems.append(f"A batch may have at most {limits.max_items} items.")
            break
        try:
            row = json.loads(line)
        except (ValueError, RecursionError) as exc:
            problems.append(f"Line {number}: not a JSON object ({str(exc)[:80]}).")
            continue
        item = _item_from_object(row, f"Line {number}", limits, problems)
        if item:
            items.append(item)
    return items, problems


def _item_from_object(row, where: str, limits: Limits, problems: list[str]) -> ItemSpec | None:
    if not isinstance(row, dict):
        problems.append(f"{where}: expected a JSON object with a \"content\" field.")
        return None
    metadata = row.get("metadata") if isinstance(row.get("metadata"), dict) else {}
    extra = {k: v for k, v in row.items() if k not in ("content", "question", "metadata", "label")}
    label = row.get("label")
    verdict, scores = None, {}
    if isinstance(label, dict):
        verdict, scores = label.get("verdict"), label.get("scores") or {}
    elif label is not None:
        verdict = label
    return _item(content=row.get("content"), question=row.get("question"), metadata={**extra, **metadata},
                 verdict=verdict, scores=scores, where=where, limits=limits, problems=problems)


def _from_csv(text: str, limits: Limits, delimiter: str) -> tuple[list[ItemSpec], list[str]]:
    reader = csv.DictReader(io.StringIO(text, newline=""), delimiter=delimiter)
    header = [h.strip() for h in (reader.fieldnames or [])]
    if "content" not in [h.lower() for h in header]:
        found = ", ".join(header[:8]) or "none"
        return [], [f"The first row must name the columns and include \"content\" (found: {found})."]
    known = _known(limits)
    reader.fieldnames = [_column(h.strip(), known, limits) for h in reader.fieldnames]
    items, problems = [], []
    try:
        for row in reader:
            number = reader.line_num
            if len(items) >= limits.max_items:
                problems.append(f"A batch may have at most {limits.max_items} items.")
                break
            if None in row:
                problems.append(f"Line {number}: more cells than columns.")
                continue
            metadata = {}
            if (row.get("metadata") or "").strip():
                try:
                    metadata = json.loads(row["metadata"])
                except ValueError:
                    problems.append(f"Line {number}: the metadata cell is not a JSON object.")
                    continue
                if not isinstance(metadata, dict):
                    problems.append(f"Line {number}: the metadata cell is not a JSON object.")
                    continue
            extra = {k: v for k, v in row.items()
                     if k not in known and not _is_score_column(k) and v not in (None, "")}
            scores = {k[len("label_"):]: v for k, v in row.items() if _is_score_column(k) and (v or "").strip()}
            item = _item(content=row.get("content"), question=row.get("question"), metadata={**extra, **metadata},
                         verdict=(row.get("label") or "").strip() or None, scores=scores, where=f"Line {number}",
                         limits=limits, problems=problems)
            if item:
                items.append(item)
    except csv.Error as exc:
        problems.append(f"Line {reader.line_num}: {exc}.")
    return items, problems


def _known(limits: Limits) -> set[str]:
    return {"content", "question", "label", "metadata"}


def _column(header: str, known: set[str], limits: Limits) -> str:
    """A header as the reader keys it: known columns and the `label_` prefix in any case; a score label's
    dimension as the panel spells it when it names it (in any case)."""
    lower = header.lower()
    if lower in known:
        return lower
    if _is_score_column(lower):
        dimension = header[len("label_"):]
        spelled = {d.lower(): d for d in (limits.dimensions or ())}
        return "label_" + spelled.get(dimension.lower(), dimension)
    return header


def _is_score_column(name: str) -> bool:
    """`label_<id>`: a person's score on one dimension (which ids are allowed is checked per item)."""
    return name.startswith("label_") and len(name) > len("label_")


def _item(*, content, question, metadata, verdict, scores, where, limits, problems) -> ItemSpec | None:
    before = len(problems)
    if not isinstance(content, str) or not content.strip():
        problems.append(f"{where}: \"content\" is empty.")
    elif len(content) > limits.max_content_chars:
        problems.append(f"{where}: \"content\" is {len(content):,} characters; at most "
                        f"{limits.max_content_chars:,} are judged.")
    if question is not None and not isinstance(question, str):
        problems.append(f"{where}: \"question\" must be text.")
    if verdict is not None:
        verdict = str(verdict).strip().upper()
        if verdict not in VERDICTS:
            problems.append(f"{where}: the label must be APPROVE, REVISE or REJECT (got {verdict[:20]!r}).")
    clean_scores = {}
    if not isinstance(scores, dict):
        problems.append(f"{where}: label scores must be an object of dimension: score.")
        scores = {}
    low, high = limits.score_range
    for dimension, value in scores.items():
        if limits.dimensions is not None and dimension not in limits.dimensions:
            problems.append(f"{where}: unknown dimension {str(dimension)[:30]!r} in the label scores "
                            f"(expected one of: {', '.join(limits.dimensions)}).")
            continue
        try:
            number = float(value)
        except (TypeError, ValueError):
            problems.append(f"{where}: the {dimension} label must be a number from {low:g} to {high:g}.")
            continue
        if not low <= number <= high:
            problems.append(f"{where}: the {dimension} label must be from {low:g} to {high:g} (got {value}).")
            continue
        clean_scores[dimension] = number
    for name, value in (("content", content), ("question", question)):
        if isinstance(value, str) and _SURROGATE.search(value):
            problems.append(f"{where}: \"{name}\" contains characters that are not text.")
    metadata = _clean_metadata(metadata, where, problems)
    if len(problems) > before:
        return None
    return ItemSpec(content=content, question=(question or "").strip(), metadata=metadata,
                    label_verdict=verdict, label_scores=clean_scores)


def _clean_metadata(metadata: dict, where: str, problems: list[str]) -> dict | None:
    """Metadata is stored as JSON: small, and free of what PostgreSQL refuses (NUL, lone surrogates)."""
    text = json.dumps(metadata, default=str, ensure_ascii=False)
    if len(text) > MAX_METADATA_CHARS:
        problems.append(f"{where}: the metadata is {len(text):,} characters; at most {MAX_METADATA_CHARS:,}.")
        return None
    if "\\u0000" in text or _SURROGATE.search(text):
        problems.append(f"{where}: the metadata contains characters that are not text.")
        return None
    return json.loads(text)
