"""Structured-output formats: strict schemas, which errors are refusals, and how long a refusal is remembered."""

import pydantic
import pytest

from evaluation.dialectic.schemas import JudicialOpinion
from juryrigged.llm import response_format
from juryrigged.llm.response_format import SCHEMA, STRICT, FallbackMemory, choose, refusal_kind, strict_schema


class Inner(pydantic.BaseModel):
    note: str = pydantic.Field(default="", max_length=20)


class Outer(pydantic.BaseModel):
    name: str = pydantic.Field(min_length=1)
    inner: Inner
    tags: list[Inner] = []
    comment: str | None = None


def _objects(node):
    if isinstance(node, dict):
        if node.get("type") == "object":
            yield node
        for value in node.values():
            yield from _objects(value)
    elif isinstance(node, list):
        for value in node:
            yield from _objects(value)


@pytest.mark.parametrize("schema", [Outer, JudicialOpinion])
def test_every_object_of_a_strict_schema_is_closed_and_requires_all_its_properties(schema):
    # when
    strict = strict_schema(schema.model_json_schema())
    # then
    objects = list(_objects(strict))
    assert objects
    for node in objects:
        assert node["additionalProperties"] is False
        assert sorted(node["required"]) == sorted(node["properties"])
    text = str(strict)
    assert "'minLength'" not in text and "'maxLength'" not in text and "'default'" not in text


def test_a_free_form_mapping_is_sent_without_strict_rather_than_closed_to_nothing():
    # given
    class Tally(pydantic.BaseModel):
        votes: dict[str, int]

    # when
    chosen = choose("m", Tally.model_json_schema(), "Tally", FallbackMemory(60))
    # then
    assert strict_schema(Tally.model_json_schema()) is None
    assert chosen["json_schema"]["strict"] is False
    assert chosen["json_schema"]["schema"] == Tally.model_json_schema()


def test_the_strict_schema_leaves_the_pydantic_schema_untouched():
    original = Outer.model_json_schema()
    strict_schema(original)
    assert original == Outer.model_json_schema()


@pytest.mark.parametrize("status, message, kind", [
    (400, "Invalid schema for response_format 'Title': In context=(), 'additionalProperties' is required to be "
          "supplied and to be false", STRICT),
    (400, 'Invalid JSON payload received. Unknown name "strict" at \'response_format.json_schema\'', STRICT),
    (400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", SCHEMA),
    (404, "No endpoints found that can handle the requested parameters.", SCHEMA),
    (422, "structured outputs are not available for this model", SCHEMA),
])
def test_it_recognises_a_refused_format(status, message, kind):
    assert refusal_kind(status, message) == kind


@pytest.mark.parametrize("status, message", [
    (400, "This model's maximum context length is 128000 tokens. However, your messages resulted in 190000 tokens "
          "(response_format json_schema included)."),
    (400, "context_length_exceeded"),
    (429, "Rate limit reached for requests (response_format json_schema)"),
    (400, "Rate limit exceeded: free-models-per-day. Add credits to unlock more (json_schema)"),
    (404, "No endpoints found for vendor/unknown-model."),
    (401, "Invalid API key"),
    (500, "Internal error while applying response_format"),
])
def test_a_context_length_rate_limit_or_other_error_is_never_a_refusal(status, message):
    assert refusal_kind(status, message) is None


def test_choose_steps_down_from_strict_to_schema_to_plain_as_refusals_are_remembered():
    # given
    memory = FallbackMemory(ttl_s=60)
    schema = Outer.model_json_schema()
    # then
    first = choose("m", schema, "Outer", memory)
    assert first["json_schema"]["strict"] is True and first["json_schema"]["schema"]["additionalProperties"] is False
    memory.remember("m", STRICT)
    second = choose("m", schema, "Outer", memory)
    assert second["json_schema"]["strict"] is False and second["json_schema"]["schema"] == schema
    memory.remember("m", SCHEMA)
    assert choose("m", schema, "Outer", memory) is None
    assert choose("other", schema, "Outer", memory)["json_schema"]["strict"] is True


def test_a_refusal_is_forgotten_after_its_time():
    # given
    now = [1000.0]
    memory = FallbackMemory(ttl_s=600, clock=lambda: now[0])
    memory.remember("m", SCHEMA)
    # when / then
    now[0] += 599
    assert memory.refused("m", SCHEMA)
    now[0] += 2
    assert not memory.refused("m", SCHEMA)


def test_a_schema_name_is_made_acceptable():
    assert choose("m", {"type": "object"}, "Ruling for game 4!", FallbackMemory(60))["json_schema"]["name"] == \
        "Ruling_for_game_4_"
    assert response_format.plain_instruction({"type": "object"}).endswith('{"type": "object"}')
