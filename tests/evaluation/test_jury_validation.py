"""The spec's JuryStreamRequest rules: every field error at once, the spec's messages."""

import pytest

from evaluation.jury.validation import validate_request
from evaluation.modes import Invalid


def body(**config):
    mode_config = {"content": "Some docs", "jurorModels": ["a/1", "b/2", "c/3"], "foremanModel": "d/4", **config}
    return {"question": "Evaluate this", "mode": "jury", "modeConfig": mode_config}


def errors_of(data) -> dict:
    with pytest.raises(Invalid) as caught:
        validate_request(data)
    return caught.value.fields


def test_a_valid_request_is_cleaned():
    validated = validate_request(body(originalQuestion="What is it?", timeoutMs=30000))
    assert validated.question == "Evaluate this"
    assert validated.content == "Some docs"
    assert validated.config == {"content": "Some docs", "jurorModels": ["a/1", "b/2", "c/3"], "foremanModel": "d/4",
                                "originalQuestion": "What is it?", "timeoutMs": 30000}
    assert validated.conversation_id is None


def test_empty_content_is_rejected_with_the_specs_message():
    data = body(content="")
    data["question"] = ""
    assert errors_of(data) == {"question": ["Content to evaluate is required"],
                               "modeConfig.content": ["Content to evaluate is required"]}


@pytest.mark.parametrize("models, message", [
    (["a", "b"], "Jury mode requires at least 3 juror models"),
    (["a", "b", "c", "e", "f", "g", "h"], "Maximum 6 juror models allowed"),
])
def test_juror_count_limits(models, message):
    assert errors_of(body(jurorModels=models)) == {"modeConfig.jurorModels": [message]}


def test_the_foreman_must_not_be_a_juror():
    assert errors_of(body(foremanModel="b/2")) == {
        "modeConfig.foremanModel": ["Foreman model must not be one of the juror models"]}


def test_every_field_error_is_reported_together():
    data = {"question": 5, "mode": "debate", "modeConfig": {"content": "", "jurorModels": ["a", 3],
                                                            "foremanModel": "", "timeoutMs": 5}}
    assert errors_of(data) == {
        "question": ["Expected string, received number"],
        "mode": ['Invalid literal value, expected "jury"'],
        "modeConfig.content": ["Content to evaluate is required"],
        "modeConfig.jurorModels.1": ["Expected string, received number"],
        "modeConfig.jurorModels": ["Jury mode requires at least 3 juror models"],
        "modeConfig.foremanModel": ["Foreman model is required"],
        "modeConfig.timeoutMs": ["Number must be greater than or equal to 10000"],
    }


@pytest.mark.parametrize("value, message", [
    (300_001, "Number must be less than or equal to 300000"),
    ("30000", "Expected number, received string"),
    (True, "Expected number, received boolean"),
])
def test_timeout_bounds_and_type(value, message):
    assert errors_of(body(timeoutMs=value)) == {"modeConfig.timeoutMs": [message]}


def test_missing_fields_are_required():
    assert errors_of({"mode": "jury", "modeConfig": {}}) == {
        "question": ["Required"], "modeConfig.content": ["Required"], "modeConfig.jurorModels": ["Required"],
        "modeConfig.foremanModel": ["Required"]}
    assert errors_of({"question": "q", "mode": "jury"}) == {"modeConfig": ["Required"]}


def test_a_blank_juror_model_is_refused():
    assert errors_of(body(jurorModels=["a", " ", "c"])) == {
        "modeConfig.jurorModels.1": ["Juror model must not be blank"]}


def test_a_non_object_body_is_refused():
    assert errors_of(["not", "an", "object"]) == {"request": ["Expected object, received array"]}


def test_very_short_and_very_long_content_are_valid():
    assert validate_request(body(content="ok")).content == "ok"
    assert len(validate_request(body(content="x" * 20_000)).content) == 20_000


def test_it_refuses_a_panel_with_the_same_model_twice():
    # given a panel where one model sits twice (once with different case)
    data = body(jurorModels=["a/1", "b/2", "A/1 "])
    # when / then: the repeat is named at its own index
    assert errors_of(data) == {
        "modeConfig.jurorModels.2": ["Juror model 'A/1' is already on the panel; each juror must be a different model"]}


def test_it_still_refuses_a_foreman_who_is_a_juror_whatever_the_case():
    assert errors_of(body(foremanModel="B/2")) == {
        "modeConfig.foremanModel": ["Foreman model must not be one of the juror models"]}
