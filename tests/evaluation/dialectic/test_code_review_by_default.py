"""An audit of code through the API chooses the Code review rubric when none is given, as the form does, and says so."""

import base64
import re
from pathlib import Path

import pytest
import yaml
from django.core.management import call_command

from evaluation.dialectic.models import RubricPreset
from evaluation.dialectic.validation import CODE_FILE
from evaluation.models import Message
from tests.evaluation.dialectic.fixtures import DESIGN_MD, WORKER_PY
from tests.evaluation.sources.fixtures import PROJECT, git_repository, make_tar_gz, make_zip

pytestmark = pytest.mark.django_db
NO_RUBRIC = {"modeConfig.rubric": ["Give either rubricPresetId or a custom rubric (exactly one)."]}


def file_source(name, data):
    return {"kind": "file", "name": name, "dataBase64": base64.b64encode(data).decode()}


def audit(sources=None, **config):
    return {"mode": "dialectic", "modeConfig": {**({"sources": sources} if sources is not None else {}), **config}}


@pytest.mark.parametrize("source", [
    lambda: file_source("project.zip", make_zip(PROJECT)),
    lambda: file_source("project.tar.gz", make_tar_gz(PROJECT)),
    lambda: file_source("worker.py", WORKER_PY.encode()),
], ids=["zip", "tar.gz", "source file"])
def test_code_without_a_rubric_is_reviewed_with_the_code_review_preset_and_the_202_says_so(api, source):
    # when an audit of code names no rubric
    response = api.post("/api/evaluations", audit([source()]), format="json")
    # then it starts, with the Code review preset, and says the server chose it
    assert response.status_code == 202, response.json()
    chosen = response.json()["rubricChosen"]
    assert chosen["rubricPresetId"] == "code-review" and chosen["name"] == "Code review"
    assert "Code review" in chosen["why"] and "rubricPresetId" in chosen["why"]
    config = Message.objects.get(pk=response.json()["messageId"]).config["modeConfig"]
    preset = RubricPreset.objects.get(slug="code-review")
    assert config["rubricName"] == "Code review" and config["rubricPresetId"] == "code-review"
    assert [c["id"] for c in config["rubric"]] == [c["id"] for c in preset.criteria]
    assert config["rubricChosen"] == chosen


def test_a_repository_without_a_rubric_is_reviewed_as_code(api, settings, tmp_path):
    settings.EVAL_SOURCE_ALLOW_FILE_URLS = True
    url = git_repository(str(tmp_path), PROJECT)
    response = api.post("/api/evaluations", audit([{"kind": "repository", "url": url}]), format="json")
    assert response.status_code == 202, response.json()
    assert response.json()["rubricChosen"]["rubricPresetId"] == "code-review"


def test_text_alone_or_a_document_file_without_a_rubric_keeps_its_400(api):
    # documents only (text), and a design document uploaded (not code): the answer is unchanged
    text_only = api.post("/api/evaluations", audit(documents=[{"name": "app.py", "text": WORKER_PY}]), format="json")
    document = api.post("/api/evaluations", audit([file_source("design.md", DESIGN_MD.encode())]), format="json")
    for response in (text_only, document):
        assert response.status_code == 400
        assert response.json()["fields"] == NO_RUBRIC
    assert not Message.objects.exists()


def test_a_rubric_the_caller_gives_is_kept_and_nothing_is_said(api):
    response = api.post("/api/evaluations", audit([file_source("project.zip", make_zip(PROJECT))],
                                                  rubricPresetId="technical-design-review"), format="json")
    assert response.status_code == 202
    assert "rubricChosen" not in response.json()
    config = Message.objects.get(pk=response.json()["messageId"]).config["modeConfig"]
    assert config["rubricPresetId"] == "technical-design-review" and "rubricChosen" not in config


def test_without_an_active_code_review_preset_code_without_a_rubric_keeps_its_400(api):
    RubricPreset.objects.filter(slug="code-review").update(is_active=False)
    response = api.post("/api/evaluations", audit([file_source("worker.py", WORKER_PY.encode())]), format="json")
    assert response.status_code == 400 and response.json()["fields"] == NO_RUBRIC


def test_the_api_and_the_form_take_the_same_files_for_code():
    form = (Path(__file__).resolve().parents[3] / "static/evaluation/dialectic/form.js").read_text()
    pattern = re.search(r"const CODE_FILE = /(.+)/i;", form).group(1)
    assert pattern == CODE_FILE.pattern


def test_the_schema_documents_rubric_chosen(tmp_path):
    call_command("spectacular", "--file", str(tmp_path / "schema.yaml"))
    schema = yaml.safe_load((tmp_path / "schema.yaml").read_text())
    started = schema["components"]["schemas"]["RunStarted"]
    assert "rubricChosen" in started["properties"] and "rubricChosen" not in started["required"]
    assert "Code review" in schema["paths"]["/api/evaluations"]["post"]["description"]
