from rest_framework import exceptions

from juryrigged.core.errors import ApiError, api_exception_handler


def test_an_api_error_has_its_code_message_and_extras():
    response = api_exception_handler(ApiError(429, "VOTE_RATE_LIMITED", "Slow down.", retryAfterMs=1500), {})
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
