from rest_framework import exceptions

from juryrigged.core.errors import DomainError, api_exception_handler


def test_an_api_error_has_its_code_message_and_extras():
    response = api_exception_handler(DomainError("VOTE_RATE_LIMITED", "Slow down.", status=429, retryAfterMs=1500), {})
    assert response.status_code == 429
    assert response.data == {"code": "VOTE_RATE_LIMITED", "error": "Slow down.", "retryAfterMs": 1500}
    assert response["Retry-After"] == "2"


def test_drf_validation_errors_keep_every_field_error():
    response = api_exception_handler(exceptions.ValidationError({"topic": ["Too short."], "caseType": ["Bad."]}), {})
    assert response.status_code == 400
    assert response.data["code"] == "VALIDATION_ERROR"
    assert response.data["error"] == "topic: Too short."
    assert set(response.data["fields"]) == {"topic", "caseType"}


def test_malformed_json_is_a_400_not_a_500():
    response = api_exception_handler(exceptions.ParseError("JSON parse error"), {})
    assert (response.status_code, response.data["code"]) == (400, "INVALID_JSON")


def test_a_domain_error_is_not_a_drf_exception_and_keeps_its_status_and_extras():
    # given a product's refusal raised from domain code
    error = DomainError("CONVERSATION_NOT_FOUND", "No such conversation.", status=404, hint="check the id")
    # when the API answers it
    response = api_exception_handler(error, {})
    # then it is the one JSON shape, with its own status
    assert not isinstance(error, exceptions.APIException)
    assert response.status_code == 404
    assert response.data == {"code": "CONVERSATION_NOT_FOUND", "error": "No such conversation.", "hint": "check the id"}


def test_every_product_error_is_a_domain_error():
    from courtroom.services import SessionInputError, VoteError
    from courtroom.services.control import ControlError
    from evaluation.errors import EvaluationError
    from evaluation.modes import Invalid

    refused = [SessionInputError("RATE_LIMITED", "Later.", status=429, retryAfterMs=5000),
               VoteError("POLL_CLOSED", "Closed.", status=409), ControlError("INVALID_PHASE_TRANSITION", "No."),
               EvaluationError("MODE_MISMATCH", "Other mode."),
               Invalid.naming({"title": ["A title is required."]})]
    answers = [api_exception_handler(error, {}) for error in refused]
    assert [(a.status_code, a.data["code"]) for a in answers] == [
        (429, "RATE_LIMITED"), (409, "POLL_CLOSED"), (409, "INVALID_PHASE_TRANSITION"), (400, "MODE_MISMATCH"),
        (400, "VALIDATION_ERROR")]
    assert answers[0]["Retry-After"] == "5"
    assert answers[4].data["fields"] == {"title": ["A title is required."]}
