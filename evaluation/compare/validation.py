"""A compare request, checked: two candidates (text and/or sources each), the panel, the dimensions.

    {"question": "Which answer explains retries better?", "mode": "compare",
     "modeConfig": {
       "candidates": [{"label": "Answer A", "content": "...", "sources": [...]},
                      {"label": "Answer B", "content": "...", "sources": [...]}],
       "originalQuestion": "How should a client retry?",        # optional: what both answer
       "dimensions": ["accuracy", "clarity"],                   # optional: the rubric's; default all five
       "jurorModels": [3..6 ids], "foremanModel": "...", "timeoutMs": 10000..300000}}

Every field error is reported at once (400 VALIDATION_ERROR), by its dotted path. A candidate's
sources are the existing kinds (files as dataBase64, web pages, repositories), checked as jury
mode checks them; they are stored in one list (`modeConfig.sources`, A's first) so the sources
machinery reads them once, and each candidate keeps how many of them are its own.
"""

from __future__ import annotations

from django.conf import settings

from evaluation.errors import EvaluationError
from evaluation.jury.rubric import DIMENSIONS
from evaluation.modes import Invalid, Validated
from evaluation.sources.intake import request_sources
from evaluation.sources.requests import sources_label

MIN_JURORS, MAX_JURORS = 3, 6
MIN_TIMEOUT_MS, MAX_TIMEOUT_MS = 10_000, 300_000
MAX_MODEL_CHARS = 120
MAX_LABEL_CHARS = 60
DEFAULT_LABELS = ("Candidate A", "Candidate B")


def text_check(value, path: str, errors: dict, *, max_chars: int, required: bool = False) -> str | None:
    if value is None or (isinstance(value, str) and not value.strip() and not required):
        if required:
            errors.setdefault(path, []).append("Required")
        return None
    if not isinstance(value, str):
        errors.setdefault(path, []).append("Expected a string")
        return None
    if required and not value.strip():
        errors.setdefault(path, []).append("Required")
        return None
    if len(value) > max_chars:
        errors.setdefault(path, []).append(f"At most {max_chars:,} characters")
        return None
    return value


def juror_models_check(config: dict, errors: dict) -> list[str] | None:
    path = "modeConfig.jurorModels"
    models = config.get("jurorModels")
    if not isinstance(models, list):
        errors.setdefault(path, []).append("Required: a list of 3 to 6 model ids")
        return None
    seen, clean = set(), []
    for index, model in enumerate(models):
        if not isinstance(model, str) or not model.strip() or len(model) > MAX_MODEL_CHARS:
            errors.setdefault(f"{path}.{index}", []).append(f"A model id of 1 to {MAX_MODEL_CHARS} characters")
        elif model.strip().lower() in seen:
            errors.setdefault(f"{path}.{index}", []).append(
                f"Juror model {model.strip()!r} is already on the panel; each juror must be a different model")
        else:
            seen.add(model.strip().lower())
            clean.append(model.strip())
    if not MIN_JURORS <= len(models) <= MAX_JURORS:
        errors.setdefault(path, []).append(f"From {MIN_JURORS} to {MAX_JURORS} juror models")
    return clean if len(clean) == len(models) else None


def request_head(body, *, mode: str, question_max_chars: int, errors: dict) -> tuple[str | None, str | None, dict]:
    """The part every compare-family request shares: `(question, conversation_id, modeConfig)`.

    Problems go to `errors`; a body or modeConfig that is not an object raises `Invalid` at once,
    since nothing further can be read from it.
    """
    if not isinstance(body, dict):
        raise Invalid.naming({"request": ["Expected an object"]})
    if body.get("mode") != mode:
        errors["mode"] = [f'Expected "{mode}"']
    question = text_check(body.get("question"), "question", errors, max_chars=question_max_chars)
    conversation_id = text_check(body.get("conversationId"), "conversationId", errors, max_chars=100)
    config = body.get("modeConfig")
    if not isinstance(config, dict):
        errors["modeConfig"] = ["Required: an object"]
        raise Invalid.naming(errors)
    return question, conversation_id, config


def timeout_check(config: dict, errors: dict) -> int | None:
    """`modeConfig.timeoutMs` as whole milliseconds, or None when not given (or wrong: then in `errors`)."""
    timeout = config.get("timeoutMs")
    if timeout is None:
        return None
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) \
            or not MIN_TIMEOUT_MS <= timeout <= MAX_TIMEOUT_MS:
        errors["modeConfig.timeoutMs"] = [f"A number from {MIN_TIMEOUT_MS} to {MAX_TIMEOUT_MS}"]
        return None
    return int(timeout)


def dimensions_check(config: dict, errors: dict) -> list[str]:
    raw = config.get("dimensions")
    if raw is None:
        return list(DIMENSIONS)
    if not isinstance(raw, list) or not raw or not all(isinstance(d, str) for d in raw):
        errors.setdefault("modeConfig.dimensions", []).append(f"A non-empty list of: {', '.join(DIMENSIONS)}")
        return []
    unknown = [d for d in raw if d not in DIMENSIONS]
    if unknown:
        errors.setdefault("modeConfig.dimensions", []).append(
            f"Unknown dimension(s) {', '.join(unknown)}; expected any of: {', '.join(DIMENSIONS)}")
    return [d for d in DIMENSIONS if d in raw]


def _candidate(raw, index: int, errors: dict) -> tuple[dict, list[dict]]:
    path = f"modeConfig.candidates.{index}"
    if not isinstance(raw, dict):
        errors.setdefault(path, []).append("Expected an object with content and/or sources")
        return {}, []
    label = text_check(raw.get("label"), f"{path}.label", errors, max_chars=MAX_LABEL_CHARS) or DEFAULT_LABELS[index]
    content = text_check(raw.get("content"), f"{path}.content", errors, max_chars=settings.EVAL_MAX_CONTENT_CHARS)
    try:
        sources = request_sources({"modeConfig": {"sources": raw.get("sources")}})
    except EvaluationError as error:
        fields = {field.replace("modeConfig.", f"{path}.", 1): problems
                  for field, problems in (error.extra.get("fields") or {f"{path}.sources": [error.message]}).items()}
        if error.status != 400:  # too large (413) and the like keep their status
            field, problems = next(iter(fields.items()))
            raise EvaluationError(error.code, f"{field}: {problems[0]}", status=error.status, fields=fields) from None
        for field, problems in fields.items():
            errors.setdefault(field, []).extend(problems)
        sources = []
    if not (content and content.strip()) and not sources and f"{path}.sources" not in errors:
        errors.setdefault(f"{path}.content", []).append("Each candidate needs content or sources")
    return {"label": label.strip(), "content": content or "", "sourceCount": len(sources)}, sources


def validate_request(body) -> Validated:
    """A valid compare request as `Validated`, or `Invalid` naming every field error."""
    errors: dict[str, list[str]] = {}
    question, conversation_id, config = request_head(body, mode="compare", errors=errors,
                                                     question_max_chars=settings.EVAL_MAX_CONTENT_CHARS)
    if config.get("sources"):
        errors["modeConfig.sources"] = ["In compare mode each candidate has its own sources "
                                        "(modeConfig.candidates.N.sources)"]
    raw = config.get("candidates")
    candidates, sources = [], []
    if not isinstance(raw, list) or len(raw) != 2:
        errors["modeConfig.candidates"] = ["Exactly two candidates (for more, run a tournament over a batch)"]
    else:
        for index, item in enumerate(raw):
            candidate, own = _candidate(item, index, errors)
            candidates.append(candidate)
            sources += own
    if len(sources) > settings.EVAL_SOURCE_MAX_SOURCES:
        errors["modeConfig.candidates"] = [f"At most {settings.EVAL_SOURCE_MAX_SOURCES} sources in all"]
    original = text_check(config.get("originalQuestion"), "modeConfig.originalQuestion", errors,
                     max_chars=settings.EVAL_MAX_CONTENT_CHARS)
    jurors = juror_models_check(config, errors)
    foreman = text_check(config.get("foremanModel"), "modeConfig.foremanModel", errors, max_chars=MAX_MODEL_CHARS,
                    required=True)
    raw_jurors = config.get("jurorModels") if isinstance(config.get("jurorModels"), list) else []
    if foreman and foreman.strip().lower() in {j.strip().lower() for j in raw_jurors if isinstance(j, str)}:
        errors.setdefault("modeConfig.foremanModel", []).append("Foreman model must not be one of the juror models")
    dimensions = dimensions_check(config, errors)
    timeout = timeout_check(config, errors)
    if errors:
        raise Invalid.naming(errors)
    clean = {"candidates": candidates, "jurorModels": jurors, "foremanModel": foreman.strip(),
             "dimensions": dimensions}
    if original and original.strip():
        clean["originalQuestion"] = original
    if timeout is not None:
        clean["timeoutMs"] = timeout
    if sources:
        clean["sources"] = sources
    names = " vs ".join(c["label"] for c in candidates)
    content = f"Compare: {names}"
    if sources:
        content += f"\n\nAttached: {sources_label(sources)}"
    question = question if question and question.strip() else (original or content)
    return Validated(question=question, content=content, config=clean, conversation_id=conversation_id or None)
