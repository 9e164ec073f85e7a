"""No body or query a client can send to any endpoint of the OpenAPI schema answers 5xx.

Two generators: a hypothesis property over every operation with a request body (JSON of
any shape, with NUL characters, lone surrogates, huge numbers and the schema's own field
names), and schemathesis over `/api/schema/` (bodies, queries and path parameters built
from the schema). Both are bounded (FUZZ_EXAMPLES) so the pair runs in about a minute.
"""

import json
import os
import re

import pytest
import schemathesis
from django.contrib.auth import get_user_model
from django.core import signals
from django.core.cache import cache
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from django.test import Client
from juryrigged.core.openapi_schema import SchemaGenerator
from hypothesis import HealthCheck, given, settings as hypothesis_settings, strategies as st
from rest_framework.authtoken.models import Token
from schemathesis.checks import not_a_server_error

from courtroom.models import CourtSession
from evaluation.models import Conversation, Message

FUZZ_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "8"))
BODY_METHODS = ("post", "put", "patch")
FUZZ = hypothesis_settings(max_examples=FUZZ_EXAMPLES, deadline=None, derandomize=True, database=None,
                           suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                                  HealthCheck.filter_too_much, HealthCheck.data_too_large])


def _operations() -> list[tuple[str, str, list[str], list]]:
    """(path, method, the body's property names, the body's examples) for every body-taking operation."""
    schema = SchemaGenerator().get_schema(request=None, public=True)
    found = []
    for path, item in schema["paths"].items():
        for method, operation in item.items():
            if method not in BODY_METHODS:
                continue
            content = (operation.get("requestBody") or {}).get("content", {}).get("application/json", {})
            ref = content.get("schema", {}).get("$ref", "")
            component = schema.get("components", {}).get("schemas", {}).get(ref.rsplit("/", 1)[-1], {})
            examples = [example["value"] for example in content.get("examples", {}).values() if "value" in example]
            found.append((path, method, sorted(component.get("properties", {})), examples))
    return found


@pytest.fixture
def world(db, settings):
    """A staff caller with a token, and one object of each kind a path can name."""
    settings.COURT_CREATE_MAX_PER_WINDOW = 10**6
    settings.EVAL_LIMIT_PER_MINUTE = settings.EVAL_LIMIT_PER_HOUR = settings.EVAL_LIMIT_PER_DAY = 10**6
    settings.EVAL_LIMIT_RUNNING = 10**6
    cache.clear()
    staff = get_user_model().objects.create_user("fuzzer", is_staff=True)
    token = Token.objects.create(user=staff)
    conversation = Conversation.objects.create(user=staff, mode="jury")
    run = Message.objects.create(conversation=conversation, role="assistant", mode="jury", status="complete")
    session = CourtSession.objects.create(topic="The case of the fuzzed request", case_type="criminal")
    ids = {"session_id": session.pk, "conversation_id": conversation.pk, "message_id": run.pk}
    yield {"token": token.key, "ids": ids}
    cache.clear()


NASTY = ["\u0000", "a\u0000b", "a\ud800b", "\udfff", "x" * 300, "", " ", "1e999", "-1"]
text = st.sampled_from(NASTY) | st.text(st.characters(exclude_categories=()), max_size=40)
scalars = (st.none() | st.booleans() | st.integers() | st.integers(min_value=-(10**40), max_value=10**40)
           | st.floats(allow_nan=False, allow_infinity=False) | text)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(text, inner, max_size=4), max_leaves=10)


def _paths(node, prefix=()):
    yield prefix
    children = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, child in children:
        yield from _paths(child, (*prefix, key))


def _replaced(example, path, value):
    if not path:
        return value
    copy = json.loads(json.dumps(example))
    node = copy
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return copy


def mutations(example):
    """The documented example with one part (a field, a list item, the whole) replaced by anything."""
    values = st.sampled_from(NASTY) | json_values
    return st.tuples(st.sampled_from(list(_paths(example))), values).map(lambda t: _replaced(example, *t))


def bodies(field_names: list[str], examples: list):
    """Documented examples with one part broken, objects of the schema's own fields, or any JSON at all."""
    shaped = st.fixed_dictionaries({}, optional={name: json_values for name in field_names})
    broken = [mutations(example) for example in examples]
    return st.one_of(*broken, shaped, json_values, st.binary(max_size=60))


def _fill(path: str, ids: dict) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: str(ids.get(m.group(1), 1)), path)


@pytest.mark.parametrize("path,method,fields,examples", _operations(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_no_generated_body_makes_an_endpoint_answer_5xx(world, path, method, fields, examples):
    client = Client(raise_request_exception=False, HTTP_AUTHORIZATION=f"Token {world['token']}")
    url = _fill(path, world["ids"])

    @hypothesis_settings(FUZZ, max_examples=FUZZ_EXAMPLES * 3)
    @given(body=bodies(fields, examples))
    def check(body):
        raw = body if isinstance(body, bytes) else json.dumps(body)
        response = getattr(client, method)(url, raw, content_type="application/json")
        assert response.status_code < 500, (method, url, raw[:200], response.content[:300])

    check()


schema = schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application())
schema.config.generation.update(max_examples=FUZZ_EXAMPLES)


@pytest.fixture
def in_test_transaction():
    """Keep the test's connection across WSGI calls (Django's test Client does the same)."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    yield
    signals.request_started.connect(close_old_connections)
    signals.request_finished.connect(close_old_connections)


@schema.parametrize()
@FUZZ
def test_schemathesis_finds_no_server_error(case, world, in_test_transaction):
    response = case.call(headers={"Authorization": f"Token {world['token']}"})
    case.validate_response(response, checks=[not_a_server_error])
