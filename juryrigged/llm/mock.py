"""The offline mock model: varied, reproducible answers in each purpose's form.

Each product registers a responder for its purposes (in its `mock.py`, imported
from its AppConfig.ready) that writes an answer in the form its parser expects.
A responder gets the request and a random generator seeded from the prompt, so
the same prompt always gets the same answer. Purposes nobody registered get a
schema-shaped JSON answer (structured calls) or a plausible courtroom sentence.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable

from django.conf import settings

from juryrigged.llm.exchange import Request

Responder = Callable[[Request, random.Random], str]
_responders: dict[str, Responder] = {}


def responder(*purposes: str):
    """Register a function as the mock answer for these purposes (exact or prefix.*)."""

    def decorate(fn: Responder) -> Responder:
        for purpose in purposes:
            _responders[purpose] = fn
        return fn

    return decorate


def _find(purpose: str) -> Responder | None:
    if purpose in _responders:
        return _responders[purpose]
    parts = purpose.split(".")
    for i in range(len(parts) - 1, 0, -1):
        found = _responders.get(".".join(parts[:i]) + ".*")
        if found:
            return found
    return None


def rng_for(request: Request) -> random.Random:
    return random.Random(int(request.digest()[:16], 16))


def latency_ms(request: Request) -> float:
    """Between half and one and a half times LLM_MOCK_LATENCY_MS, fixed per prompt."""
    base = settings.LLM_MOCK_LATENCY_MS
    if base <= 0:
        return 0.0
    fraction = int(request.digest()[16:20], 16) / 0xFFFF
    return base * (0.5 + fraction)


def respond(request: Request) -> str:
    rng = rng_for(request)
    found = _find(request.purpose)
    if found is not None:
        return found(request, rng)
    if request.json_schema:
        return json.dumps(instance_of(request.json_schema, rng))
    return rng.choice(GENERIC_LINES)


GENERIC_LINES = [
    "The court will note that the facts, such as they are, remain stubbornly in dispute.",
    "With respect, the record speaks for itself, and it is speaking rather loudly today.",
    "Let the record reflect a long, meaningful pause and a carefully raised eyebrow.",
    "I would remind everyone present that this is a court of law, not a cooking show.",
    "The evidence points in one direction, and I intend to follow it wherever it wanders.",
    "Counsel makes a fair point, though I suspect it was made mostly by accident.",
]
WORDS = ["evidence", "testimony", "witness", "record", "motive", "alibi", "timeline", "receipt", "ledger", "statement",
         "credibility", "doubt", "verdict", "clause", "contract", "ruling"]


def _resolve(schema: dict, root: dict) -> dict:
    ref = schema.get("$ref")
    if ref and ref.startswith("#/$defs/"):
        return root.get("$defs", {}).get(ref.removeprefix("#/$defs/"), {})
    return schema


def instance_of(schema: dict, rng: random.Random, root: dict | None = None, name: str = "") -> object:
    """A value that validates against a (pydantic-generated) JSON schema."""
    root = root or schema
    schema = _resolve(schema, root)
    for key in ("anyOf", "oneOf"):
        if key in schema:
            options = [s for s in schema[key] if s.get("type") != "null"] or schema[key]
            return instance_of(options[0], rng, root, name)
    if "allOf" in schema:
        return instance_of(schema["allOf"][0], rng, root, name)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return rng.choice(schema["enum"])
    kind = schema.get("type", "object")
    if kind == "object":
        props = schema.get("properties", {})
        return {key: instance_of(sub, rng, root, key) for key, sub in props.items()}
    if kind == "array":
        count = max(schema.get("minItems", 1), 1)
        count = min(count, schema.get("maxItems", count))
        return [instance_of(schema.get("items", {"type": "string"}), rng, root, name) for _ in range(count)]
    if kind == "integer":
        low = schema.get("minimum", schema.get("exclusiveMinimum", 0) + 1 if "exclusiveMinimum" in schema else 1)
        high = schema.get("maximum", max(low, 5))
        return rng.randint(int(low), int(high))
    if kind == "number":
        low, high = schema.get("minimum", 0.0), schema.get("maximum", 1.0)
        return round(rng.uniform(low, high), 2)
    if kind == "boolean":
        return rng.random() < 0.5
    pattern = re.fullmatch(r"\^?\(?([\w |-]+)\)?\$?", schema.get("pattern", ""))
    if pattern and "|" in pattern.group(1):
        return rng.choice(pattern.group(1).split("|"))
    if "default" in schema:
        return schema["default"]
    text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 10))).capitalize() + "."
    if name:
        text = f"{name.replace('_', ' ').capitalize()}: {text}"
    limit = schema.get("maxLength")
    return text[:limit] if limit else text
