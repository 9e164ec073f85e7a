"""The audit form, the API with mode "dialectic", presets, the Markdown download, and who may see what."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from evaluation.runs import run_dispatch
from evaluation.models import Message

from tests.evaluation.dialectic.fixtures import DESIGN_MD, WORKER_PY
from tests.evaluation.dialectic.support import body, make_run

pytestmark = pytest.mark.django_db


@pytest.fixture
def client_in(client, user):
    client.force_login(user)
    return client


def test_the_form_offers_the_presets_and_the_default_judges(client_in, settings):
    # when
    page = client_in.get("/evaluate/audit/")
    # then
    html = page.content.decode()
    assert page.status_code == 200
    assert 'value="technical-design-review"' in html and 'value="code-review"' in html
    assert f'<option value="{settings.EVAL_DIALECTIC_JUDGE_MODELS["TechLead"]}" selected>' in html


def test_the_form_requires_login(client):
    assert client.get("/evaluate/audit/").status_code == 302


def test_posting_the_form_with_text_and_an_upload_starts_a_run(client_in, user):
    # given
    upload = SimpleUploadedFile("src/worker.py", WORKER_PY.encode(), content_type="text/x-python")
    # when
    response = client_in.post("/evaluate/audit/", {
        "doc_name": ["design.md"], "doc_text": [DESIGN_MD], "files": [upload], "rubric_choice": "code-review",
        "model_Prosecutor": "a/p", "model_Defense": "a/d", "model_TechLead": "a/t", "question": ""})
    # then
    run = Message.objects.get(role="assistant", conversation__user=user)
    assert response.status_code == 302 and response["Location"] == f"/evaluate/{run.pk}/"
    config = run.config["modeConfig"]
    assert [d["name"] for d in config["documents"]] == ["design.md"]
    assert [s["name"] for s in config["sources"]] == ["worker.py"]
    assert bytes(run.run_sources.get().raw) == WORKER_PY.encode()  # read by the worker, not the request
    assert config["judgeModels"] == {"Prosecutor": "a/p", "Defense": "a/d", "TechLead": "a/t"}
    assert run.mode == "dialectic" and run.status == "pending"


def test_the_form_shows_every_error_and_keeps_what_was_typed(client_in):
    # when
    response = client_in.post("/evaluate/audit/", {"doc_name": ["notes.md"], "doc_text": [""],
                                                   "rubric_choice": "custom", "custom_rubric": "[{"})
    # then
    html = response.content.decode()
    assert response.status_code == 400
    assert "The custom rubric is not valid JSON" in html
    assert 'value="notes.md"' in html


def test_a_binary_upload_is_refused_with_a_clear_message(client_in):
    upload = SimpleUploadedFile("logo.png", b"\x89PNG\x00\x00binary", content_type="image/png")
    response = client_in.post("/evaluate/audit/", {"files": [upload], "rubric_choice": "code-review"})
    assert response.status_code == 415
    assert "logo.png: .png files cannot be judged" in response.content.decode()


def test_the_api_starts_a_dialectic_run(client_in):
    # when
    response = client_in.post("/api/evaluations", body(), content_type="application/json")
    # then
    assert response.status_code == 202
    run = Message.objects.get(pk=response.json()["messageId"])
    assert run.mode == "dialectic"
    assert response.json()["page"] == f"/evaluate/{run.pk}/"


def test_the_api_answers_400_with_every_field_error(client_in):
    response = client_in.post("/api/evaluations", {"mode": "dialectic", "modeConfig": {"documents": []}},
                              content_type="application/json")
    assert response.status_code == 400
    assert response.json()["fields"] == {
        "modeConfig.documents": ["At least one document (or a source: a file, a web page, a repository) is required."],
        "modeConfig.rubric": ["Give either rubricPresetId or a custom rubric (exactly one)."]}


def test_the_presets_endpoint_lists_active_presets(client_in):
    from evaluation.dialectic.models import RubricPreset
    RubricPreset.objects.filter(slug="code-review").update(is_active=False)
    response = client_in.get("/api/evaluations/dialectic/presets")
    assert [p["slug"] for p in response.json()] == ["technical-design-review"]


def test_an_inactive_preset_is_refused_by_the_api(client_in):
    from evaluation.dialectic.models import RubricPreset
    RubricPreset.objects.filter(slug="code-review").update(is_active=False)
    response = client_in.post("/api/evaluations", body(), content_type="application/json")
    assert response.json()["fields"] == {"modeConfig.rubricPresetId": ["No rubric preset 'code-review'."]}


def test_the_result_and_the_markdown_are_the_owners_only(client, user, other_user):
    # given
    run = make_run(user=user)
    run_dispatch(message_id=run.id)
    # when
    client.force_login(other_user)
    theirs = [client.get(f"/api/evaluations/{run.pk}"), client.get(f"/evaluate/audit/{run.pk}/report.md")]
    client.force_login(user)
    mine = client.get(f"/evaluate/audit/{run.pk}/report.md")
    api = client.get(f"/api/evaluations/{run.pk}")
    # then
    assert [r.status_code for r in theirs] == [404, 404]
    assert mine.status_code == 200 and mine["Content-Type"] == "text/markdown; charset=utf-8"
    assert mine.content.decode().startswith("# Code review: design.md +1")
    assert api.status_code == 200


def test_following_the_stream_is_the_owners_only(user, other_user):
    from juryrigged import realtime
    run = make_run(user=user)
    assert realtime.can_access_stream(user, run.stream) is True
    assert realtime.can_access_stream(other_user, run.stream) is False


def test_the_conversation_export_and_the_api_result_carry_the_audit(client, user):
    # given
    run = make_run(user=user)
    run_dispatch(message_id=run.id)
    client.force_login(user)
    # when
    export = client.get(f"/api/conversations/{run.conversation_id}/export")
    result = client.get(f"/api/evaluations/{run.pk}").json()
    # then
    assert export.status_code == 200
    assert "## Remediation plan" in export.content.decode()
    assert result["mode"] == "dialectic" and result["status"] == "complete"
    assert len(result["criteria"]) == 7 and result["report"]["globalScore"] == result["globalScore"]
    assert {d["name"] for d in result["documents"]} == {"design.md", "src/worker.py"}


def test_the_form_explains_a_rate_limit(client_in, settings):
    # given
    settings.EVAL_LIMIT_PER_MINUTE = 1
    form = {"doc_name": ["design.md"], "doc_text": [DESIGN_MD], "rubric_choice": "code-review"}
    client_in.post("/evaluate/audit/", form)
    # when
    response = client_in.post("/evaluate/audit/", form)
    # then
    assert response.status_code == 429
    assert "at most 1 evaluations per minute" in response.content.decode()
