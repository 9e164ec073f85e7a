"""A tournament file (CSV or JSONL) or JSON items → items with their candidates. Pure: no Django.

CSV, wide: a header row with `prompt` (or `question`) and one column per candidate, named by the
candidate (the model or version that wrote it); each row is an item. An empty cell means that
candidate has no answer for the item.

JSONL (or `items` through the API), one object per item:

    {"prompt": "...", "candidates": {"gpt-4o": "...", "claude": "..."},
     "preferences": [{"a": "gpt-4o", "b": "claude", "winner": "a" | "b" | "tie"}]}   # optional, people's

Every problem is reported with its line, at once; nothing of a refused file is used.
"""

from __future__ import annotations

import csv
import io
import json

MAX_CANDIDATES = 20
MAX_NAME_CHARS = 60
MAX_ERRORS = 20
PROMPT_COLUMNS = ("prompt", "question")


class TournamentFileError(ValueError):
    def __init__(self, problems: list[str]):
        super().__init__(problems[0])
        self.problems = problems[:MAX_ERRORS]


def _item(raw, where: str, problems: list[str], max_chars: int) -> dict | None:
    if not isinstance(raw, dict):
        problems.append(f"{where}: expected an object with prompt and candidates")
        return None
    prompt = raw.get("prompt", raw.get("question", ""))
    candidates = raw.get("candidates")
    if not isinstance(prompt, str) or len(prompt) > max_chars:
        problems.append(f"{where}: prompt must be a string of at most {max_chars:,} characters")
        return None
    if not isinstance(candidates, dict):
        problems.append(f"{where}: candidates must be an object {{name: answer}}")
        return None
    clean = {}
    for name, text in candidates.items():
        if not isinstance(text, str) or not text.strip():
            continue  # no answer from this candidate on this item
        if not name.strip() or len(name) > MAX_NAME_CHARS:
            problems.append(f"{where}: candidate names are 1 to {MAX_NAME_CHARS} characters")
            return None
        if len(text) > max_chars:
            problems.append(f"{where}: {name}'s answer is over {max_chars:,} characters")
            return None
        clean[name.strip()] = text
    if len(clean) < 2:
        problems.append(f"{where}: at least two candidates with an answer")
        return None
    if len(clean) > MAX_CANDIDATES:
        problems.append(f"{where}: at most {MAX_CANDIDATES} candidates")
        return None
    preferences = []
    for preference in raw.get("preferences") or []:
        ok = isinstance(preference, dict) and preference.get("a") in clean and preference.get("b") in clean \
            and preference.get("a") != preference.get("b") and preference.get("winner") in ("a", "b", "tie")
        if not ok:
            problems.append(f"{where}: a preference is {{\"a\": name, \"b\": name, \"winner\": \"a\"|\"b\"|\"tie\"}} "
                            "naming two of the item's candidates")
            return None
        preferences.append({"a": preference["a"], "b": preference["b"], "winner": preference["winner"]})
    return {"prompt": prompt, "candidates": clean, "preferences": preferences}


def check_items(raw, *, max_items: int, max_chars: int, line_of=lambda i: f"item {i + 1}") -> list[dict]:
    """Items as given through the API (a list of objects), or TournamentFileError."""
    if not isinstance(raw, list) or not raw:
        raise TournamentFileError(["items: a non-empty list of {prompt, candidates} objects"])
    if len(raw) > max_items:
        raise TournamentFileError([f"items: at most {max_items:,} items (got {len(raw):,})"])
    problems: list[str] = []
    items = [_item(entry, line_of(i), problems, max_chars) for i, entry in enumerate(raw)]
    if problems:
        raise TournamentFileError(problems)
    return [{**item, "id": f"item-{i + 1}"} for i, item in enumerate(items)]


def read_file(data: bytes, *, filename: str, max_items: int, max_chars: int) -> list[dict]:
    """The items of an uploaded CSV or JSONL file, or TournamentFileError with every problem found."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise TournamentFileError(["The file is not UTF-8 text."]) from None
    if "\x00" in text:
        raise TournamentFileError(["The file contains NUL characters."])
    if filename.lower().endswith((".jsonl", ".ndjson", ".json")):
        raw, problems = [], []
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                raw.append(json.loads(line))
            except json.JSONDecodeError as error:
                problems.append(f"line {number}: not JSON ({error.msg})")
        if problems:
            raise TournamentFileError(problems)
        return check_items(raw, max_items=max_items, max_chars=max_chars, line_of=lambda i: f"line {i + 1}")
    reader = csv.DictReader(io.StringIO(text))
    header = [h.strip() for h in reader.fieldnames or []]
    prompt_column = next((h for h in header if h.lower() in PROMPT_COLUMNS), None)
    if prompt_column is None or len(header) < 3:
        raise TournamentFileError(["The header needs a prompt column and one column per candidate (two or more)."])
    rows = [{"prompt": row.get(prompt_column) or "",
             "candidates": {k.strip(): v or "" for k, v in row.items() if k and k.strip() != prompt_column}}
            for row in reader]
    return check_items(rows, max_items=max_items, max_chars=max_chars, line_of=lambda i: f"line {i + 2}")
