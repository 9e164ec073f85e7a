"""The spec's `JuryStreamRequest` validation (§D, the Zod schema), every field error at once.

Messages are the spec's own where it gives them, and Zod's defaults elsewhere
("Required", "Expected string, received number", "Number must be greater than or
equal to 10000"). Three checks go beyond the spec to keep the pipeline sane: a juror
model id may not be blank, a model may sit on the panel only once (ids compared
without case), and ids and content have generous length caps. Unlike
Zod, the foreman/juror overlap is reported alongside other errors rather than only
once everything else passes, so one answer lists everything to fix.
"""

from __future__ import annotations

from evaluation.modes import Invalid, Validated

MIN_JURORS, MAX_JURORS = 3, 6
MIN_TIMEOUT_MS, MAX_TIMEOUT_MS = 10_000, 300_000
MAX_MODEL_CHARS = 120
CONTENT_REQUIRED = "Content to evaluate is required"

_TYPE_NAMES = {str: "string", bool: "boolean", int: "number", float: "number", list: "array", dict: "object",
               type(None): "null"}


def _received(value) -> str:
    return _TYPE_NAMES.get(type(value), type(value).__name__)


class _Errors:
    def __init__(self):
        self.fields: dict[str, list[str]] = {}

    def add(self, path: str, message: str) -> None:
        self.fields.setdefault(path, []).append(message)

    def string(self, data: dict, key: str, path: str, *, required: bool, empty_message: str | None = None,
               max_chars: int | None = None) -> str | None:
        if key not in data or data[key] is None and not required:
            if required:
                self.add(path, "Required")
            return None
        value = data[key]
        if not isinstance(value, str):
            self.add(path, f"Expected string, received {_received(value)}")
            return None
        if empty_message and not value.strip():
            self.add(path, empty_message)
            return None
        if max_chars and len(value) > max_chars:
            self.add(path, f"String must contain at most {max_chars} character(s)")
            return None
        return value


def validate_request(body, *, max_content_chars: int = 200_000) -> Validated:
    """A valid jury request as `Validated`, or `Invalid` naming every field error."""
    errors = _Errors()
    if not isinstance(body, dict):
        raise Invalid.naming({"request": [f"Expected object, received {_received(body)}"]})
    question = errors.string(body, "question", "question", required=True, empty_message=CONTENT_REQUIRED,
                             max_chars=max_content_chars)
    if body.get("mode") != "jury":
        errors.add("mode", 'Invalid literal value, expected "jury"')
    conversation_id = errors.string(body, "conversationId", "conversationId", required=False, max_chars=100)
    config = body.get("modeConfig")
    if config is None:
        errors.add("modeConfig", "Required")
        raise Invalid.naming(errors.fields)
    if not isinstance(config, dict):
        errors.add("modeConfig", f"Expected object, received {_received(config)}")
        raise Invalid.naming(errors.fields)
    content = errors.string(config, "content", "modeConfig.content", required=True, empty_message=CONTENT_REQUIRED,
                            max_chars=max_content_chars)
    original = errors.string(config, "originalQuestion", "modeConfig.originalQuestion", required=False,
                             max_chars=max_content_chars)
    jurors = _juror_models(config, errors)
    foreman = errors.string(config, "foremanModel", "modeConfig.foremanModel", required=True,
                            empty_message="Foreman model is required", max_chars=MAX_MODEL_CHARS)
    timeout_ms = _timeout(config, errors)
    raw_jurors = config.get("jurorModels")
    if foreman and isinstance(raw_jurors, list) and _same_model(foreman) in {
            _same_model(m) for m in raw_jurors if isinstance(m, str)}:
        errors.add("modeConfig.foremanModel", "Foreman model must not be one of the juror models")
    if errors.fields:
        raise Invalid.naming(errors.fields)
    clean = {"content": content, "jurorModels": jurors, "foremanModel": foreman}
    if original and original.strip():
        clean["originalQuestion"] = original
    if timeout_ms is not None:
        clean["timeoutMs"] = timeout_ms
    return Validated(question=question, content=content, config=clean, conversation_id=conversation_id or None)


def _juror_models(config: dict, errors: _Errors) -> list[str] | None:
    path = "modeConfig.jurorModels"
    if "jurorModels" not in config:
        errors.add(path, "Required")
        return None
    models = config["jurorModels"]
    if not isinstance(models, list):
        errors.add(path, f"Expected array, received {_received(models)}")
        return None
    ok = True
    for index, model in enumerate(models):
        if not isinstance(model, str):
            errors.add(f"{path}.{index}", f"Expected string, received {_received(model)}")
            ok = False
        elif not model.strip():
            errors.add(f"{path}.{index}", "Juror model must not be blank")
            ok = False
        elif len(model) > MAX_MODEL_CHARS:
            errors.add(f"{path}.{index}", f"String must contain at most {MAX_MODEL_CHARS} character(s)")
            ok = False
    seen: set[str] = set()
    for index, model in enumerate(models):
        if isinstance(model, str) and model.strip():
            if _same_model(model) in seen:
                # One model asked three times is one opinion sampled three times, not a jury.
                errors.add(f"{path}.{index}", f"Juror model {model.strip()!r} is already on the panel; "
                                              "each juror must be a different model")
                ok = False
            seen.add(_same_model(model))
    if len(models) < MIN_JURORS:
        errors.add(path, "Jury mode requires at least 3 juror models")
        ok = False
    elif len(models) > MAX_JURORS:
        errors.add(path, "Maximum 6 juror models allowed")
        ok = False
    return models if ok else None


def _same_model(model: str) -> str:
    """Provider model ids compare without case or surrounding spaces (`OpenAI/GPT-4o` is `openai/gpt-4o`)."""
    return model.strip().lower()


def _timeout(config: dict, errors: _Errors) -> int | None:
    path = "modeConfig.timeoutMs"
    value = config.get("timeoutMs")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        errors.add(path, f"Expected number, received {_received(value)}")
        return None
    if value < MIN_TIMEOUT_MS:
        errors.add(path, f"Number must be greater than or equal to {MIN_TIMEOUT_MS}")
        return None
    if value > MAX_TIMEOUT_MS:
        errors.add(path, f"Number must be less than or equal to {MAX_TIMEOUT_MS}")
        return None
    return int(value)
