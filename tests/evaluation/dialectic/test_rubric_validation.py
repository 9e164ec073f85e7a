"""Rubric validation and the shipped presets."""

import pytest

from evaluation.dialectic.rubric import DEFAULT_PRESETS, MAX_CRITERIA, RubricError, validate_rubric


def _item(id="a", **extra):
    return {"id": id, "name": f"Name {id}", "description": "Something.", **extra}


def test_a_valid_rubric_becomes_criteria_with_default_target():
    # when
    criteria = validate_rubric([_item("a"), _item("b", target="code", successPattern="ok")])
    # then
    assert [(c.id, c.target, c.successPattern) for c in criteria] == [("a", "all", ""), ("b", "code", "ok")]


@pytest.mark.parametrize("raw,errors", [
    ([], {"rubric": "The rubric must be a non-empty list of criteria."}),
    ("nope", {"rubric": "The rubric must be a non-empty list of criteria."}),
    ([_item(str(i)) for i in range(MAX_CRITERIA + 1)], {"rubric": "A rubric has at most 20 criteria (got 21)."}),
    ([_item("a"), _item("A")], {"rubric[1].id": "Duplicate criterion id 'A'."}),
    ([{"id": "", "name": "", "description": ""}], {
        "rubric[0].id": "An id is required: letters, digits, '-' or '_' (at most 64).",
        "rubric[0].name": "The criterion's name must not be empty.",
        "rubric[0].description": "The criterion's description must not be empty."}),
    ([_item("a", target="pdf")], {"rubric[0].target": "The target must be one of all, code, docs."}),
    (["text"], {"rubric[0]": "Each criterion must be an object."}),
    # a field that is not text is refused, never turned into text ("5", "True", "['x']")
    ([_item("a", successPattern=5, failurePattern=True, target=["code"], name={"x": 1})], {
        "rubric[0].successPattern": "Must be text.", "rubric[0].failurePattern": "Must be text.",
        "rubric[0].target": "Must be text.", "rubric[0].name": "Must be text."}),
    ([{"id": 7, "name": "N", "description": "D"}], {"rubric[0].id": "Must be text."}),
])
def test_invalid_rubrics_are_rejected_with_every_problem(raw, errors):
    with pytest.raises(RubricError) as caught:
        validate_rubric(raw)
    assert caught.value.errors == errors


@pytest.mark.parametrize("preset", DEFAULT_PRESETS, ids=lambda p: p["slug"])
def test_each_shipped_preset_is_valid_with_five_to_ten_criteria(preset):
    criteria = validate_rubric(preset["criteria"])
    assert 5 <= len(criteria) <= 10


def test_the_presets_include_a_design_review_and_a_code_review():
    assert [p["slug"] for p in DEFAULT_PRESETS] == ["technical-design-review", "code-review"]
