"""Which structured-output format to send a model, and what to remember when it refuses one.

Formats, best first: a strict JSON schema (`strict: true`, every object closed with
`additionalProperties: false` and every property required), the same schema not
strict, then plain text that the door parses as JSON. A model that refuses a format
is sent the next one, and the refusal is remembered per model and per kind of
refusal for `LLM_SCHEMA_FALLBACK_TTL_S` (models gain features; a refusal is not
forever). Only an error about the format itself counts: a context-length error, a
rate limit or any other failure says nothing about what the model can parse, so it
is raised as it is and changes nothing.
"""

from __future__ import annotations

import copy
import json
import re
import threading
import time
from collections.abc import Callable

STRICT = "strict"  # the model refused `strict: true` or a keyword strict mode forbids
SCHEMA = "json_schema"  # the model refused JSON-schema output altogether
KINDS = (STRICT, SCHEMA)

# Keywords strict mode rejects; pydantic still checks them on the answer.
_UNSUPPORTED = frozenset({"default", "minLength", "maxLength", "minProperties", "maxProperties", "uniqueItems",
                          "contains", "patternProperties", "unevaluatedProperties", "propertyNames"})
_NOT_ABOUT_FORMAT = re.compile(
    r"context[ _-]?length|context window|maximum context|too many tokens|prompt is too long|reduce the length|"
    r"max_tokens|rate[ _-]?limit|quota|insufficient[ _]credits|too many requests", re.IGNORECASE)
_STRICT_REFUSAL = re.compile(r"\bstrict\b|additionalproperties|invalid schema|schema .{0,40}(is )?(not supported|"
                             r"unsupported|invalid)|unsupported .{0,20}(keyword|schema)", re.IGNORECASE)
_SCHEMA_REFUSAL = re.compile(r"response_format|json_schema|structured output|json mode|"
                             r"no endpoints found that (can handle|support)", re.IGNORECASE)


class _NotStrict(Exception):
    """The schema holds a free-form mapping (`dict[str, X]`), which strict mode cannot express."""


def strict_schema(schema: dict) -> dict | None:
    """A copy of a pydantic JSON schema that strict mode accepts, or None when none can be made.

    Every object gets `additionalProperties: false` and lists all its properties as
    required; keywords strict mode refuses are dropped (the answer is still validated
    against the full pydantic model). A free-form mapping would be closed to nothing,
    so such a schema is sent without `strict`.
    """
    try:
        return _strict(copy.deepcopy(schema))
    except _NotStrict:
        return None


def _strict(node):
    if isinstance(node, list):
        return [_strict(item) for item in node]
    if not isinstance(node, dict):
        return node
    for keyword in _UNSUPPORTED & node.keys():
        del node[keyword]
    for key in ("properties", "$defs", "definitions"):
        if isinstance(node.get(key), dict):
            node[key] = {name: _strict(sub) for name, sub in node[key].items()}
    for key in ("items", "anyOf", "allOf", "oneOf", "prefixItems", "not"):
        if key in node:
            node[key] = _strict(node[key])
    if node.get("type") == "object" or "properties" in node:
        if not node.get("properties") and node.get("additionalProperties", True) is not False:
            raise _NotStrict
        node["additionalProperties"] = False
        node["required"] = list(node.get("properties", {}))
    return node


def refusal_kind(status: int | None, message: str) -> str | None:
    """The kind of structured-output refusal an HTTP error stands for, or None when it is about something else."""
    if status not in (400, 404, 415, 422) or _NOT_ABOUT_FORMAT.search(message or ""):
        return None
    if _STRICT_REFUSAL.search(message or ""):
        return STRICT
    if _SCHEMA_REFUSAL.search(message or ""):
        return SCHEMA
    return None


class FallbackMemory:
    """Refusals per (model, kind) until they expire; safe to share between threads."""

    def __init__(self, ttl_s: float, clock: Callable[[], float] = time.monotonic):
        self.ttl_s = ttl_s
        self.clock = clock
        self._until: dict[tuple[str, str], float] = {}
        self._lock = threading.Lock()

    def remember(self, model: str, kind: str) -> None:
        with self._lock:
            self._until[(model, kind)] = self.clock() + self.ttl_s

    def refused(self, model: str, kind: str) -> bool:
        with self._lock:
            until = self._until.get((model, kind))
            if until is not None and until <= self.clock():
                del self._until[(model, kind)]
                until = None
        return until is not None


def choose(model: str, schema: dict | None, name: str, memory: FallbackMemory) -> dict | None:
    """The `response_format` to send for a schema, given what the model refused lately (None: plain text)."""
    if schema is None or memory.refused(model, SCHEMA):
        return None
    strict = strict_schema(schema) if not memory.refused(model, STRICT) else None
    return {"type": "json_schema",
            "json_schema": {"name": _schema_name(name), "strict": strict is not None, "schema": strict or schema}}


def _schema_name(name: str) -> str:
    # OpenAI allows a-z, A-Z, 0-9, underscores and dashes, at most 64 characters.
    return re.sub(r"[^A-Za-z0-9_-]", "_", name or "answer")[:64]


def plain_instruction(schema: dict) -> str:
    """What a model asked in plain text is told, so its first answer can already be valid."""
    return ("Answer with only one JSON object that matches this JSON schema, with no other text:\n"
            + json.dumps(schema))
