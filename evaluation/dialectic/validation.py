"""The dialectic request: `mode: "dialectic"` and its `modeConfig`, every field error at once.

    {"question": "optional: what the audit is for",
     "mode": "dialectic",
     "conversationId": "optional",
     "modeConfig": {
        "documents": [{"name": "design.md", "text": "..."}, ...],      # 0..MAX_DOCUMENTS (0 with sources)
        "sources": [{"kind": "file" | "url" | "repository", ...}],     # optional (evaluation/sources)
        "rubricPresetId": "code-review" | 3,                          # a preset's slug or id, or
        "rubric": [{"id", "name", "description", "successPattern", "failurePattern", "target"}],
        "judgeModels": {"Prosecutor": "...", "Defense": "...", "TechLead": "..."},   # optional, each
        "timeoutMs": 120000}}                                         # optional, per judge call

Exactly one of `rubricPresetId` and `rubric` — except that code given with neither (an archive or
source files among the `sources`, or a repository) chooses the Code review preset, as the form does,
and says so: the stored config's `rubricChosen` (`{"rubricPresetId", "name", "why"}`), which the
202 repeats. Documents alone still need a rubric (400). The stored config holds the resolved
criteria and models, so a run (and its reload) never depends on a preset edited later.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from django.conf import settings

from evaluation.dialectic.personas import PERSONAS
from evaluation.dialectic.rubric import RubricError, validate_rubric
from evaluation.modes import Invalid, Validated
from evaluation.sources.requests import sources_label

MIN_TIMEOUT_MS, MAX_TIMEOUT_MS = 10_000, 300_000
MAX_MODEL_CHARS = 120
MAX_NAME_CHARS = 120
CODE_PRESET = "code-review"
# The file names the form takes as code (static/evaluation/dialectic/form.js, CODE_FILE; a test keeps them equal).
CODE_FILE = re.compile(r"\.(zip|tar\.gz|tgz|py|js|mjs|jsx|ts|tsx|go|rs|java|c|h|cc|cpp|hpp|rb|php|cs|kt|swift|sh|sql)$",
                       re.IGNORECASE)


def gives_code(sources) -> bool:
    """An archive or a source file among the sources, or a repository: what the form reviews as code."""
    return any(s.get("kind") == "repository" or s.get("kind") == "file" and CODE_FILE.search(s.get("name") or "")
               for s in sources)


def _documents(config: dict, add, *, required: bool = True) -> list[dict]:
    raw = config.get("documents")
    if not required and raw in (None, []):
        return []
    if not isinstance(raw, list) or not raw:
        add("modeConfig.documents", "At least one document (or a source: a file, a web page, a repository) "
                                    "is required.")
        return []
    if len(raw) > settings.EVAL_DIALECTIC_MAX_DOCUMENTS:
        add("modeConfig.documents", f"At most {settings.EVAL_DIALECTIC_MAX_DOCUMENTS} documents per audit "
                                    f"(got {len(raw)}).")
        return []
    documents, names, total = [], set(), 0
    for index, item in enumerate(raw):
        where = f"modeConfig.documents[{index}]"
        if not isinstance(item, dict):
            add(where, "Each document must be an object with a name and a text.")
            continue
        name, text = item.get("name"), item.get("text")
        if not isinstance(name, str) or not name.strip():
            add(f"{where}.name", "A document needs a name (e.g. design.md).")
        elif len(name) > MAX_NAME_CHARS:
            add(f"{where}.name", f"A document name has at most {MAX_NAME_CHARS} characters.")
        elif name.strip().lower() in names:
            add(f"{where}.name", f"Two documents are named '{name.strip()}'.")
        if not isinstance(text, str) or not text.strip():
            add(f"{where}.text", "The document is empty.")
        elif len(text) > settings.EVAL_DIALECTIC_MAX_DOCUMENT_CHARS:
            add(f"{where}.text", f"The document is too long: {len(text):,} characters "
                                 f"(at most {settings.EVAL_DIALECTIC_MAX_DOCUMENT_CHARS:,}).")
        if isinstance(name, str) and isinstance(text, str):
            names.add(name.strip().lower())
            total += len(text)
            documents.append({"name": name.strip(), "text": text.replace("\r\n", "\n")})
    if total > settings.EVAL_DIALECTIC_MAX_TOTAL_CHARS:
        add("modeConfig.documents", f"The documents are too long together: {total:,} characters "
                                    f"(at most {settings.EVAL_DIALECTIC_MAX_TOTAL_CHARS:,}).")
    return documents


def _rubric(config: dict, add, find_preset, sources=()) -> tuple[str, list[dict], dict | None]:
    """(rubric name, criteria, the server's choice or None)."""
    preset_id, rubric = config.get("rubricPresetId"), config.get("rubric")
    if preset_id in (None, "") and rubric is None and gives_code(sources):
        found = find_preset(CODE_PRESET)
        if found is not None:
            name, criteria = found
            return name, criteria, {"rubricPresetId": CODE_PRESET, "name": name, "why": (
                f"No rubric was given and the sources include code (an archive, source files or a repository): "
                f"the “{name}” preset was used. Send rubricPresetId or rubric to choose another.")}
    if (preset_id in (None, "")) == (rubric is None):
        add("modeConfig.rubric", "Give either rubricPresetId or a custom rubric (exactly one).")
        return "", [], None
    if rubric is not None:
        try:
            return "Custom rubric", [c.as_dict() for c in validate_rubric(rubric)], None
        except RubricError as exc:
            for path, message in exc.errors.items():
                add(f"modeConfig.{path}", message)
            return "", [], None
    found = find_preset(preset_id)
    if found is None:
        add("modeConfig.rubricPresetId", f"No rubric preset '{preset_id}'.")
        return "", [], None
    name, criteria = found
    return name, criteria, None


def _models(config: dict, add) -> dict[str, str]:
    raw = config.get("judgeModels") or {}
    if not isinstance(raw, dict):
        add("modeConfig.judgeModels", "judgeModels must be an object keyed by Prosecutor, Defense and TechLead.")
        raw = {}
    unknown = sorted(set(raw) - set(PERSONAS))
    if unknown:
        add("modeConfig.judgeModels", f"Unknown judge(s): {', '.join(unknown)}.")
    models = {}
    for judge in PERSONAS:
        value = raw.get(judge) or settings.EVAL_DIALECTIC_JUDGE_MODELS[judge]
        if not isinstance(value, str) or not value.strip() or len(value) > MAX_MODEL_CHARS:
            add(f"modeConfig.judgeModels.{judge}", f"A model id of 1–{MAX_MODEL_CHARS} characters.")
            continue
        models[judge] = value.strip()
    return models


def _timeout(config: dict, add) -> int:
    value = config.get("timeoutMs", settings.EVAL_DIALECTIC_TIMEOUT_MS)
    if isinstance(value, bool) or not isinstance(value, int) or not MIN_TIMEOUT_MS <= value <= MAX_TIMEOUT_MS:
        add("modeConfig.timeoutMs", f"A whole number of milliseconds from {MIN_TIMEOUT_MS} to {MAX_TIMEOUT_MS}.")
        return settings.EVAL_DIALECTIC_TIMEOUT_MS
    return value


def validate_request(body, *, find_preset: Callable[[object], tuple[str, list[dict]] | None],
                     sources: list[dict] = ()) -> Validated:
    """A valid dialectic request, or Invalid naming every field error.

    `find_preset(id_or_slug)` returns (name, criteria dicts) or None; `sources` are the
    request's checked sources (`evaluation.sources.intake.request_sources`), each file of
    which becomes a document when the audit runs.
    """
    fields: dict[str, list[str]] = {}

    def add(path: str, message: str):
        fields.setdefault(path, []).append(message)

    if not isinstance(body, dict):
        raise Invalid.naming({"request": ["The body must be a JSON object."]})
    if body.get("mode") != "dialectic":
        add("mode", 'Expected "dialectic".')
    question = body.get("question") or ""
    if not isinstance(question, str) or len(question) > 2000:
        add("question", "An optional text of at most 2000 characters.")
        question = ""
    conversation_id = body.get("conversationId")
    if conversation_id is not None and not isinstance(conversation_id, str):
        add("conversationId", "Expected a string.")
        conversation_id = None
    config = body.get("modeConfig")
    if not isinstance(config, dict):
        add("modeConfig", "Required: an object with documents and a rubric.")
        raise Invalid.naming(fields)
    documents = _documents(config, add, required=not sources)
    rubric_name, criteria, chosen = _rubric(config, add, find_preset, sources)
    models = _models(config, add)
    timeout_ms = _timeout(config, add)
    if fields:
        raise Invalid.naming(fields)
    summary = ", ".join([f"{d['name']} ({len(d['text'].splitlines())} lines)" for d in documents]
                        + [sources_label(list(sources))] * bool(sources))
    count = len(documents) + len(sources)
    content = (f"{question.strip()}\n\n" if question.strip() else "") + \
        f"Audit of {count} document{'s' if count != 1 else ''} against “{rubric_name}”: {summary}"
    return Validated(question=question.strip(), content=content, conversation_id=conversation_id, config={
        "documents": documents, "rubricName": rubric_name, "rubric": criteria, "judgeModels": models,
        "timeoutMs": timeout_ms, "rubricPresetId": chosen["rubricPresetId"] if chosen else config.get("rubricPresetId"),
        **({"rubricChosen": chosen} if chosen else {}), **({"sources": list(sources)} if sources else {})})
