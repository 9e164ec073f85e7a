"""Before an audit starts, the form and the API show what it will cost: from the documents and uploaded files
(read as the run reads them) and the chosen judges' list prices, "unknown" where a judge has no price."""

import json
from decimal import Decimal

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from rest_framework.test import APIClient

from evaluation.dialectic.audit import PURPOSE
from juryrigged import llm
from juryrigged.llm.pricing import rates_for
from tests.evaluation.dialectic.fixtures import DESIGN_MD, WORKER_PY

pytestmark = pytest.mark.django_db
API = "/api/evaluations/estimate"
FORM = "/evaluate/audit/estimate"
JUDGES = {"Prosecutor": "openai/gpt-4o", "Defense": "anthropic/claude-3.5-sonnet", "TechLead": "google/gemini-2.5-pro"}


@pytest.fixture(autouse=True)
def priced(settings):
    settings.LLM_PROVIDER = "openai"  # price as a real endpoint would (the mock is free)
    settings.LLM_API_KEY = "test-key"


@pytest.fixture
def api(user):
    client = APIClient()
    client.force_authenticate(user)
    return client


@pytest.fixture
def client_in(client, user):
    client.force_login(user)
    return client


def audit(documents, judges=JUDGES, **config):
    return {"mode": "dialectic", "modeConfig": {"documents": documents, "rubricPresetId": "code-review",
                                                "judgeModels": dict(judges), **config}}


def test_every_judge_is_priced_over_every_criterion_with_a_possible_second_round(api):
    # when
    data = api.post(API, audit([{"name": "design.md", "text": DESIGN_MD}]), format="json").json()
    # then one line per judge, each a first-round call per criterion plus a possible second round
    assert [line["role"] for line in data["lines"]] == ["Prosecutor", "Defense", "TechLead"]
    assert all(line["calls"] == 2 * data["criteria"] for line in data["lines"])
    assert data["calls"] == 6 * data["criteria"] and data["criteria"] >= 3
    assert all(line["priceSource"].startswith("genai-prices") for line in data["lines"])
    assert 0 < data["aboutUsd"] < data["upToUsd"]
    # and "up to" is the line's prompts and max_tokens at the model's list price, to the micro-dollar
    techlead = data["lines"][2]
    rates = rates_for("google/gemini-2.5-pro")
    expected = (techlead["promptTokens"] * rates.prompt
                + techlead["maxCompletionTokens"] * rates.completion) / 1_000_000
    assert techlead["maxCompletionTokens"] == techlead["calls"] * llm.max_tokens_for(PURPOSE)
    assert abs(Decimal(str(techlead["upToUsd"])) - expected) < Decimal("0.000002")


def test_an_uploaded_file_is_counted_like_a_pasted_document(api, client_in):
    # given the same code pasted, and uploaded through the API and through the form
    pasted = api.post(API, audit([{"name": "design.md", "text": DESIGN_MD}, {"name": "worker.py", "text": WORKER_PY}]),
                      format="json").json()
    alone = api.post(API, audit([{"name": "design.md", "text": DESIGN_MD}]), format="json").json()
    upload = SimpleUploadedFile("worker.py", WORKER_PY.encode(), content_type="text/x-python")
    multipart = api.post(API, {"payload": json.dumps(audit([{"name": "design.md", "text": DESIGN_MD}])),
                               "files": [upload]}, format="multipart").json()
    upload.seek(0)
    form = client_in.post(FORM, {"doc_name": ["design.md"], "doc_text": [DESIGN_MD], "files": [upload],
                                 "rubric_choice": "code-review", **{f"model_{j}": m for j, m in JUDGES.items()}})
    # then the file's evidence reaches the judges' prompts in each, as in the run
    assert form.status_code == 200
    assert multipart["documents"] == form.json()["documents"] == pasted["documents"] == 2
    assert multipart["upToUsd"] == form.json()["upToUsd"] == pasted["upToUsd"] > alone["upToUsd"]


def test_a_judge_without_a_price_makes_the_total_unknown_not_guessed(api):
    judges = {**JUDGES, "Defense": "acme/unknown-1"}
    data = api.post(API, audit([{"name": "d.md", "text": DESIGN_MD}], judges=judges), format="json").json()
    assert data["aboutUsd"] is None and data["upToUsd"] is None
    assert data["unpricedModels"] == ["acme/unknown-1"]
    assert [line["priceSource"] for line in data["lines"]][1] == "unknown"


def test_a_web_page_is_listed_as_not_counted(api, settings):
    settings.EVAL_SOURCE_ALLOWED_HOSTS = ["localhost"]  # checked, never fetched by an estimate
    body = audit([{"name": "d.md", "text": DESIGN_MD}], sources=[{"kind": "url", "url": "http://localhost:9/a"}])
    data = api.post(API, body, format="json").json()
    assert data["notCounted"] == ["http://localhost:9/a"]


def test_an_incomplete_audit_is_a_400_with_the_fields(api, client_in):
    # when
    api_answer = api.post(API, {"mode": "dialectic", "modeConfig": {"documents": []}}, format="json")
    form_answer = client_in.post(FORM, {"doc_name": [""], "doc_text": [""], "rubric_choice": "code-review"})
    # then
    assert api_answer.status_code == 400 and "modeConfig.documents" in api_answer.json()["fields"]
    assert form_answer.status_code == 400 and form_answer.json()["code"] == "VALIDATION_ERROR"
    assert "modeConfig.documents" in form_answer.json()["fields"]


def test_the_form_shows_the_estimate_box_and_its_endpoint_needs_a_login(client, client_in):
    html = client_in.get("/evaluate/audit/").content.decode()
    assert 'id="cost-estimate"' in html and f'data-url="{FORM}"' in html
    client.logout()
    assert client.post(FORM, {}).status_code == 302
