"""POST /api/evaluations and GET /api/evaluations/{messageId}: 202, validation, ownership, limits."""

from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from evaluation.runs import run_dispatch
from evaluation.models import Conversation, Message, RunStart
from tests.evaluation.conftest import SPEC_MODELS, jury_body
from tests.evaluation.test_jury_aggregation import SPEC_SUMMARY

pytestmark = pytest.mark.django_db


def test_it_accepts_a_jury_request_with_202_and_where_to_follow_it(api, user):
    # when
    response = api.post("/api/evaluations", jury_body(), format="json")
    # then
    assert response.status_code == 202
    body = response.json()
    run = Message.objects.get(pk=body["messageId"])
    assert body == {
        "conversationId": str(run.conversation_id), "messageId": str(run.pk), "mode": "jury", "status": "pending",
        "stream": f"eval.{run.pk}", "events": f"/api/streams/eval.{run.pk}/events",
        "websocket": f"/ws/streams/eval.{run.pk}/", "result": f"/api/evaluations/{run.pk}",
        "page": f"/evaluate/{run.pk}/",
    }
    assert run.conversation.user == user
    assert run.config["modeConfig"]["jurorModels"] == SPEC_MODELS


def test_it_answers_400_with_every_field_error(api):
    body = jury_body(content="", jurorModels=["a", "b"], foremanModel="a")
    body["question"] = ""
    response = api.post("/api/evaluations", body, format="json")
    assert response.status_code == 400
    assert response.json() == {
        "code": "VALIDATION_ERROR",
        "error": "question: Content to evaluate is required",
        "fields": {
            "question": ["Content to evaluate is required"],
            "modeConfig.content": ["Content to evaluate is required"],
            "modeConfig.jurorModels": ["Jury mode requires at least 3 juror models"],
            "modeConfig.foremanModel": ["Foreman model must not be one of the juror models"],
        },
    }
    assert not Message.objects.exists()


def test_it_refuses_a_panel_of_one_model_three_times_with_a_400(api):
    # given
    body = jury_body(jurorModels=["openai/gpt-4o", "openai/gpt-4o", "openai/gpt-4o"])
    # when
    response = api.post("/api/evaluations", body, format="json")
    # then
    assert response.status_code == 400
    repeat = "Juror model 'openai/gpt-4o' is already on the panel; each juror must be a different model"
    assert response.json() == {
        "code": "VALIDATION_ERROR",
        "error": f"modeConfig.jurorModels.1: {repeat}",
        "fields": {"modeConfig.jurorModels.1": [repeat], "modeConfig.jurorModels.2": [repeat]},
    }
    assert not Message.objects.exists()


def test_an_unknown_mode_is_a_400(api):
    response = api.post("/api/evaluations", {**jury_body(), "mode": "duel"}, format="json")
    assert response.status_code == 400
    expected = 'Invalid mode, expected one of: "compare", "dialectic", "jury", "tournament"'
    assert response.json()["fields"] == {"mode": [expected]}


def test_a_malformed_body_is_a_400_not_a_500(api):
    response = api.post("/api/evaluations", "{not json", content_type="application/json")
    assert response.status_code == 400
    assert response.json()["code"] == "INVALID_JSON"


def test_anonymous_callers_are_refused():
    response = APIClient().post("/api/evaluations", jury_body(), format="json")
    assert response.status_code in (401, 403)
    assert response.json()["code"] == "NOT_AUTHENTICATED"


def test_a_token_works(user):
    token = Token.objects.create(user=user)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    assert api.post("/api/evaluations", jury_body(), format="json").status_code == 202


def test_a_follow_up_must_be_in_the_callers_own_conversation(api, other_user):
    theirs = Conversation.objects.create(user=other_user, mode="jury")
    response = api.post("/api/evaluations", {**jury_body(), "conversationId": str(theirs.pk)}, format="json")
    assert response.status_code == 404
    assert response.json()["code"] == "CONVERSATION_NOT_FOUND"
    bad = api.post("/api/evaluations", {**jury_body(), "conversationId": "not-a-uuid"}, format="json")
    assert bad.status_code == 404


def test_the_result_is_the_spec_jury_result(api, user, jury):
    run_id = api.post("/api/evaluations", jury_body(), format="json").json()["messageId"]
    run_dispatch(message_id=run_id)
    response = api.get(f"/api/evaluations/{run_id}")
    assert response.status_code == 200
    result = response.json()
    assert result["status"] == "complete"
    assert result["jurorSummary"] == SPEC_SUMMARY
    assert [j["model"] for j in result["jurors"]] == SPEC_MODELS
    assert result["jurors"][0]["assessmentText"].startswith("## Juror Assessment")
    assert result["foreman"]["finalVerdict"] == "APPROVE"
    assert result["majorityVerdict"] == "APPROVE"
    assert result["lastSeq"] == 12


def test_another_users_result_is_a_404(api, other_user, user):
    run_id = api.post("/api/evaluations", jury_body(), format="json").json()["messageId"]
    intruder = APIClient()
    intruder.force_authenticate(other_user)
    assert intruder.get(f"/api/evaluations/{run_id}").status_code == 404
    assert intruder.get("/api/evaluations/nonsense").status_code == 404


def _finish_all():
    Message.objects.filter(status__in=["pending", "running"]).update(status="complete")


def test_at_most_two_running_at_once(api):
    assert api.post("/api/evaluations", jury_body(), format="json").status_code == 202
    assert api.post("/api/evaluations", jury_body(), format="json").status_code == 202
    response = api.post("/api/evaluations", jury_body(), format="json")
    assert response.status_code == 429
    assert response.json()["code"] == "RATE_LIMITED"
    assert "at most 2 at once" in response.json()["error"]
    assert response["Retry-After"] == "10"


def test_three_per_minute(api):
    for _ in range(3):
        assert api.post("/api/evaluations", jury_body(), format="json").status_code == 202
        _finish_all()
    response = api.post("/api/evaluations", jury_body(), format="json")
    assert response.status_code == 429
    assert "3 evaluations per minute" in response.json()["error"]
    assert 1 <= int(response["Retry-After"]) <= 60


def test_twenty_per_hour(api, user):
    for minutes in range(20):
        start = RunStart.objects.create(user=user, mode="jury")
        RunStart.objects.filter(pk=start.pk).update(created_at=timezone.now() - timedelta(minutes=5 + minutes * 2))
    response = api.post("/api/evaluations", jury_body(), format="json")
    assert response.status_code == 429
    assert "20 evaluations per hour" in response.json()["error"]
    assert int(response["Retry-After"]) == pytest.approx(60 * (60 - 43), abs=2)


def test_deleting_history_does_not_reset_the_limits(api):
    for _ in range(3):
        body = api.post("/api/evaluations", jury_body(), format="json").json()
        _finish_all()
        assert api.delete(f"/api/conversations/{body['conversationId']}").status_code == 204
    response = api.post("/api/evaluations", jury_body(), format="json")
    assert response.status_code == 429
    assert "3 evaluations per minute" in response.json()["error"]


def test_limits_are_per_user(api, other_user):
    for _ in range(2):
        api.post("/api/evaluations", jury_body(), format="json")
    other = APIClient()
    other.force_authenticate(other_user)
    assert other.post("/api/evaluations", jury_body(), format="json").status_code == 202
