"""Finding the answer's structure and the rubric's fields in it. Pure.

Each finder returns `Candidate`s (a field, the value as written, the scale it was written
on, where it was found); `juryrigged.llm.reading.read` decides between them. Field names are
matched by the rubric's name, its synonyms and — for an unnamed list of exactly as many
scores as the rubric has — by position.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from juryrigged.llm.reading.scores import SCORE, Written, declared_scale, starts_with_score
from juryrigged.llm.reading.text import heading_title

SCORE_KEYS = ("score", "rating", "value", "grade", "mark", "points", "result", "stars", "note", "nota",
              "puntuacion", "pontuacao", "punteggio", "bewertung", "punkte")
NAME_KEYS = ("dimension", "criterion", "criteria", "name", "aspect", "category", "metric", "label", "field", "area")
VERDICT_KEYS = ("verdict", "decision", "final verdict", "finalverdict", "ruling", "outcome", "overall verdict",
                "recommendation", "recommended action",
                # the same labels in other languages, accents folded (décision, decisão, veredicto …)
                "veredicto", "veredito", "verdetto", "decisao", "decisione", "urteil", "entscheidung", "dictamen",
                "parecer", "giudizio", "recomendacion", "recommandation", "empfehlung")
REASON_KEYS = ("reason", "reasoning", "rationale", "justification", "summary", "explanation")
SCALE_KEYS = ("scale", "max", "max score", "out of", "range", "score range", "maximum")
LIST_KEYS = ("scores", "ratings", "grades", "marks", "evaluation", "evaluations", "assessment", "results")


@dataclass(frozen=True)
class Candidate:
    field: str
    raw: object  # as written, or the `Written` score the finder already found at its start
    scale: int | None
    source: str  # "json", "table", "heading", "line", "inline", "prose"
    group: int = 0  # which JSON value or table it came from (values of one group are read together)
    loose: bool = False  # text may follow the score (a table cell, a heading)


def fold(text: str) -> str:
    """Accents folded: `Précision` → `Precision`, `Vollständigkeit` → `Vollstandigkeit`."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def normalize(label: str) -> str:
    """`**Factual_Accuracy (1-5)**:` → `factual accuracy`; camelCase split, markup, numbering and accents gone."""
    label = re.sub(r"\([^)]*\)", " ", fold(str(label)))
    label = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", label)
    label = re.sub(r"[^A-Za-z]+", " ", label).strip().lower()
    return re.sub(r"\s+(?:score|rating|grade)$", "", label)


class Names:
    """The rubric's field names and synonyms, matched against a label."""

    def __init__(self, fields: dict[str, tuple[str, ...]]):
        self.order = tuple(fields)
        self.exact = {normalize(n): f for f, names in fields.items() for n in (f, *names)}

    def match(self, label) -> str | None:
        """The field a label names: exactly, or the only field one of whose names is a word group in it."""
        norm = normalize(label)
        if not norm or len(norm.split()) > 6:
            return None
        if norm in self.exact:
            return self.exact[norm]
        found = {f for name, f in self.exact.items() if re.search(rf"\b{re.escape(name)}\b", norm)}
        return found.pop() if len(found) == 1 else None


def _key(name) -> str:
    return normalize(name)


# ---------------------------------------------------------------- JSON


def json_candidates(value, names: Names, group: int, scale: int | None = None) -> tuple[list[Candidate], list, list]:
    """(score candidates, verdict values, reasons) in a JSON value, walking nested objects and lists."""
    scores: list[Candidate] = []
    verdicts: list = []
    reasons: list[str] = []

    def walk(node, scale):
        if isinstance(node, list):
            for item in node:
                if isinstance(item, dict):
                    record(item, scale)
            return
        if not isinstance(node, dict):
            return
        keys = {_key(k): v for k, v in node.items()}
        scale = next((declared_scale(keys[k], label=True) for k in SCALE_KEYS if k in keys), None) or scale
        for key, item in node.items():
            k, fieldname = _key(key), names.match(key)
            if k in VERDICT_KEYS and isinstance(item, str):
                verdicts.append(item)
            elif k in REASON_KEYS and isinstance(item, str):
                reasons.append(item)
            elif fieldname and not isinstance(item, (dict, list)):
                scores.append(Candidate(fieldname, item, scale, "json", group))
            elif fieldname and isinstance(item, dict):
                inner = {_key(ik): iv for ik, iv in item.items()}
                raw = next((inner[s] for s in SCORE_KEYS if s in inner), None)
                inner_scale = next((declared_scale(inner[s], label=True) for s in SCALE_KEYS if s in inner), None)
                if raw is not None:
                    scores.append(Candidate(fieldname, raw, inner_scale or scale, "json", group))
            elif isinstance(item, list) and k in LIST_KEYS and item and not any(isinstance(i, (dict, list))
                                                                               for i in item):
                positional(item, keys, scale)
            elif isinstance(item, (dict, list)):
                walk(item, scale)

    def record(item: dict, scale):
        inner = {_key(k): v for k, v in item.items()}
        label = next((inner[n] for n in NAME_KEYS if isinstance(inner.get(n), str)), None)
        raw = next((inner[s] for s in SCORE_KEYS if s in inner), None)
        fieldname = names.match(label) if label else None
        if fieldname and raw is not None:
            inner_scale = next((declared_scale(inner[s], label=True) for s in SCALE_KEYS if s in inner), None)
            scores.append(Candidate(fieldname, raw, inner_scale or scale, "json", group))
        elif label is None:
            walk(item, scale)

    def positional(values: list, siblings: dict, scale):
        labels = next((siblings[k] for k in ("dimensions", "criteria", "names", "labels", "fields")
                       if isinstance(siblings.get(k), list) and len(siblings[k]) == len(values)), None)
        if labels is not None:
            matched = [names.match(label) for label in labels]
        elif len(values) == len(names.order):
            matched = list(names.order)  # unnamed, exactly one per field: the rubric's order
        else:
            return
        for fieldname, raw in zip(matched, values, strict=True):
            if fieldname:
                scores.append(Candidate(fieldname, raw, scale, "json", group))

    walk(value, scale)
    return scores, verdicts, reasons


# ---------------------------------------------------------------- tables

_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_SCORE_HEADER = re.compile(r"\b(?:score|rating|grade|mark|points|result|star|note|nota|puntuaci[oó]n|pontua[cç][aã]o"
                           r"|punteggio|bewertung|punkte)s?\b|/\s*\d+|\(\s*[01]\s*[-–]", re.I)


@dataclass(frozen=True)
class Table:
    header: list[str] | None
    rows: list[list[str]]
    start: int  # line numbers
    end: int


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def tables(words: str) -> list[Table]:
    """Pipe tables: consecutive lines starting with `|`; the row before a `|---|` line is the header."""
    found, block, start = [], [], 0
    lines = words.splitlines()
    for number, line in enumerate(lines + [""]):
        if line.lstrip().startswith("|"):
            if not block:
                start = number
            block.append(line)
            continue
        if block:
            has_header = len(block) > 1 and _SEPARATOR.match(block[1])
            rows = [_cells(row) for row in block if not _SEPARATOR.match(row)]
            found.append(Table(rows[0] if has_header else None, rows[1:] if has_header else rows, start, number))
            block = []
    return found


def table_candidates(table: Table, names: Names, group: int, scale: int | None) -> tuple[list[Candidate], list[str]]:
    """Scores of a table with the fields as rows (any column order) or as columns; and its verdict cells."""
    rows = table.rows
    verdicts = [row[1] for row in ([table.header] if table.header else []) + rows
                if len(row) >= 2 and normalize(row[0]) in VERDICT_KEYS]
    if table.header and len(rows) == 1:  # a verdict column of a one-row table
        verdicts += [rows[0][j] for j, h in enumerate(table.header)
                     if normalize(h) in VERDICT_KEYS and j < len(rows[0])]
    if table.header and sum(bool(names.match(h)) for h in table.header) >= 2:
        return _wide(table, names, group, scale), verdicts
    width = max((len(r) for r in rows), default=0)
    columns = [[r[j] if j < len(r) else "" for r in rows] for j in range(width)]
    label_col = max(range(width), key=lambda j: sum(bool(names.match(c)) for c in columns[j]), default=None)
    if label_col is None or not any(names.match(c) for c in columns[label_col]):
        return [], verdicts
    header = table.header or []
    named = [j for j in range(width) if j != label_col and j < len(header) and _SCORE_HEADER.search(header[j])]
    scored = {}
    if len(named) != 1:
        scored = {j: written for j in range(width)
                  if j != label_col and (written := _all_scores(columns[j], columns[label_col], names))}
        named = list(scored) if len(scored) == 1 else []
    if not named:
        return [], verdicts
    col = named[0]
    col_scale = declared_scale(header[col], label=True) if col < len(header) else None
    labelled = [row for row in rows if len(row) > col and names.match(row[label_col])]
    written = scored.get(col) or [row[col] for row in labelled]  # a score column found by its cells: read already
    found = [Candidate(names.match(row[label_col]), raw, col_scale or scale, "table", group, loose=True)
             for row, raw in zip(labelled, written, strict=True)]
    return found, verdicts


def _all_scores(cells: list[str], labels: list[str], names: Names) -> list[Written] | None:
    """The score each named row's cell starts with, or None unless every one of them starts with a score."""
    written = [starts_with_score(c) for c, label in zip(cells, labels, strict=False) if names.match(label)]
    return written if written and all(written) else None


def _wide(table: Table, names: Names, group: int, scale: int | None) -> list[Candidate]:
    columns = {j: names.match(h) for j, h in enumerate(table.header) if names.match(h)}
    read = [{j: starts_with_score(row[j]) if j < len(row) else None for j in columns} for row in table.rows]
    usable = [written for written in read if all(written.values())]
    if len(usable) != 1:
        return []  # several rows of scores (several reviewers?): which one is the answer's is not known
    return [Candidate(f, usable[0][j], declared_scale(table.header[j], label=True) or scale, "table", group,
                      loose=True) for j, f in columns.items()]


# ---------------------------------------------------------------- headings and lines

_SPLIT = re.compile(r"\s*(?:[:—–=]|\s-\s|\()\s*")
_SCORE_LINE = re.compile(r"^[^\w\n]*(?:score|rating|grade|stars)[*_]*\s*[:=—–-]\s*(?P<score>.*)$", re.IGNORECASE)
_ONLY_SCORE = re.compile(r"^\s*(?:[-*+•>]\s+)?(?P<score>.*\S)\s*$")
_LETTER_OF_LABEL = r"[^\W\d_]"
# A field's name, a separator (a colon, a dash, only the end of its bold, or only a space before star glyphs),
# then the rest of the line, which the scale detector reads if it starts with a score (`- **Clarity:** 7/10 — …`,
# `**Clarity** ★★★★☆`, `Clarity ⭐⭐⭐`).
_LINE = re.compile(
    rf"^[^\w\n]*(?:\d{{1,2}}[.)]\s*)?[*_]*(?P<label>{_LETTER_OF_LABEL}(?:{_LETTER_OF_LABEL}|[ '&/_-]){{0,48}}?)[*_]*"
    r"(?:\s*\(?\s*(?:score|rating|grade|stars)\s*\)?)?\s*(?:[*_]*\s*(?:[:：—–=]|-(?!\d))+[*_]*|(?<=[*_]{2})(?=\s)"
    r"|(?<=\w)(?=\s+[★⭐🌟☆]))"
    r"\s*(?:score\s*[:=]?\s*)?(?P<score>\S.*)$",
    re.IGNORECASE)


def heading_candidates(words: str, names: Names, scale: int | None) -> list[Candidate]:
    """`### Accuracy: 8/10`, `### Accuracy (7/10)`, or `### Accuracy` then `Score: 8` before the next heading."""
    found, lines = [], words.splitlines()
    for index, line in enumerate(lines):
        title = heading_title(line)
        if title is None:
            continue
        parts = _SPLIT.split(title.strip("*_ "), maxsplit=1)
        fieldname = names.match(re.sub(r"^\d{1,2}[.)]\s*", "", parts[0]))
        if not fieldname:
            continue
        if len(parts) > 1:
            in_title = starts_with_score(parts[1])
            number = re.search(SCORE, parts[1], re.I) if in_title is None else None
            if in_title or number:
                found.append(Candidate(fieldname, in_title or number.group(0), scale, "heading", loose=True))
                continue
        for following in lines[index + 1:]:
            score_line = _SCORE_LINE.match(following) or _ONLY_SCORE.match(following)
            written = starts_with_score(score_line.group("score")) if score_line else None
            if written:
                found.append(Candidate(fieldname, written, scale, "heading", loose=True))
                break
            if heading_title(following) is not None:
                break
    return found


def line_candidates(words: str, names: Names, scale: int | None) -> list[Candidate]:
    """A line that starts with a field's name, then a separator, then the score (`- **Clarity:** 7/10 — …`)."""
    found = []
    for line in words.splitlines():
        if line.lstrip().startswith("|"):
            continue
        match = _LINE.match(line)
        written = starts_with_score(match.group("score")) if match else None
        if written and names.match(match.group("label")):
            found.append(Candidate(names.match(match.group("label")), written, scale, "line", loose=True))
    return found


def prose_candidates(words: str, names: Names, fields: dict[str, tuple[str, ...]],
                     scale: int | None) -> list[Candidate]:
    """A name mid-sentence with its score: `accuracy: 8`, `accuracy earns a 7/10`, `8/10 for accuracy`."""
    verbs = r"(?:is|as|at|gets|earns|receives|deserves|scores?|rated|merits)"
    found = []
    for fieldname, synonyms in fields.items():
        for name in (fieldname, *synonyms):
            n = re.escape(name).replace(r"\ ", r"[\s_]+")
            inline = rf"\b{n}\b[*_]*(?:\s*\(?\s*(?:score|rating)\s*\)?)?[\s:—–(=*_]+(?:-\s+)?\**\s*{SCORE}"
            prose = (rf"\b{n}\b[*_]*\s+(?:{verbs}\s+(?:an?\s+|a\s+solid\s+|only\s+)?|an?\s+)[*_]*"
                     rf"(?P<value>\d{{1,3}}(?:\.\d+)?(?:\s*(?:/|out\s+of)\s*\d{{1,3}})?)(?=[*_]*\s*(?:[.,;)!/]|$))")
            reverse = rf"(?<![\d.])(?P<value>\d{{1,3}}(?:\.\d+)?\s*(?:/|out\s+of)\s*\d{{1,3}})\s+(?:for|on|in)\s+{n}\b"
            for kind, pattern in (("inline", inline), ("prose", prose), ("prose", reverse)):
                for match in re.finditer(pattern, words, re.IGNORECASE | re.MULTILINE):
                    raw = match.group("value") if "value" in match.groupdict() and match.group("value") else \
                        match.group(0)[match.start("number") - match.start():]
                    found.append(Candidate(fieldname, raw, scale, kind, loose=True))
    return found
