"""Every product's refusal is a `DomainError` built one way, `Error(code, message, *, status=..., **fields)`,
and answered in the one JSON shape, by the DRF handler and by the plain-Django door alike.

The subclasses are found in the source (any class whose bases lead to `DomainError`), so a new one
is checked without being listed here.
"""

from __future__ import annotations

import ast
import importlib
import json

import pytest

from juryrigged.core.errors import DomainError, api_exception_handler, domain_error_response
from tests.core.test_import_graph import modules


def domain_error_classes() -> list[type[DomainError]]:
    trees = modules()
    bases: dict[str, tuple[str, set[str]]] = {}  # class name -> (module, names of its bases)
    for module, (_, tree) in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                names = {b.attr if isinstance(b, ast.Attribute) else getattr(b, "id", "") for b in node.bases}
                bases[node.name] = (module, names)
    derived = {"DomainError"}
    while True:
        more = {name for name, (_, parents) in bases.items() if parents & derived} - derived
        if not more:
            break
        derived |= more
    return sorted((getattr(importlib.import_module(bases[name][0]), name) for name in derived),
                  key=lambda cls: f"{cls.__module__}.{cls.__qualname__}")


CLASSES = domain_error_classes()


def test_the_products_refusals_are_all_found():
    found = {f"{cls.__module__}.{cls.__qualname__}" for cls in CLASSES}
    assert {"courtroom.services.votes.VoteError", "courtroom.services.sessions.SessionInputError",
            "courtroom.services.control.ControlError", "evaluation.errors.EvaluationError",
            "evaluation.modes.Invalid", "game.errors.ActionError", "game.trial.cards.CardError"} <= found


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__qualname__)
def test_every_refusal_has_the_one_constructor(cls):
    assert issubclass(cls, DomainError)
    # no subclass words its own constructor: only a default status
    own = [klass.__qualname__ for klass in cls.__mro__ if klass is not DomainError and "__init__" in vars(klass)
           and issubclass(klass, DomainError)]
    assert own == []
    error = cls("SOME_CODE", "A message.")
    assert (error.code, error.message, error.status, error.extra) == ("SOME_CODE", "A message.", cls.status, {})


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__qualname__)
def test_every_refusal_renders_the_one_json_shape(cls):
    # given a refusal with a status and extra fields
    error = cls("SOME_CODE", "A message.", status=429, retryAfterMs=1500, hint="later")
    # when the API and a plain Django view answer it
    api = api_exception_handler(error, {})
    plain = domain_error_response(error)
    # then both answer the same status, body and Retry-After
    body = {"code": "SOME_CODE", "error": "A message.", "retryAfterMs": 1500, "hint": "later"}
    assert (api.status_code, api.data, api["Retry-After"]) == (429, body, "2")
    assert (plain.status_code, json.loads(plain.content), plain["Retry-After"]) == (429, body, "2")
    assert plain.content == b'{"code": "SOME_CODE", "error": "A message.", "retryAfterMs": 1500, "hint": "later"}'
