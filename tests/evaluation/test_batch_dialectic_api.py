"""Dialectical batches through the API and the pages: a rubric and judges instead of jurors, score labels on the
rubric's criteria (1–5), results filterable and sortable by a criterion's score, exports with a column per
criterion, and clear 400s for what a dialectical batch cannot take."""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from evaluation.batch.models import Batch
from tests.evaluation.batch_support import RUBRIC, create_dialectic, dialectic_items, drive, judge_answer

pytestmark = pytest.mark.django_db


def post(api, **body):
    return api.post("/api/batches", {"mode": "dialectic", "modeConfig": {"rubric": RUBRIC}, **body}, format="json")


def test_a_csv_upload_with_a_rubric_preset_starts_a_dialectical_batch(api, user):
    from evaluation.dialectic.rubric import default_preset

    csv_file = b'content,filename,label,label_security\n"def f():\n    return 1",app.py,APPROVE,5\n'
    response = api.post("/api/batches", {"file": SimpleUploadedFile("code.csv", csv_file), "mode": "dialectic",
                                         "rubricPresetId": "code-review",
                                         "judgeModels.Defense": "google/gemini-2.5-flash"}, format="multipart")
    assert response.status_code == 202, response.json()
    batch = Batch.objects.get(pk=response.json()["batchId"])
    criteria = default_preset("code-review")["criteria"]
    assert batch.mode == "dialectic" and [c["id"] for c in batch.config["rubric"]] == [c["id"] for c in criteria]
    assert batch.config["judgeModels"]["Defense"] == "google/gemini-2.5-flash"
    item = batch.items.get()
    assert (item.label_verdict, item.label_scores, item.metadata) == ("APPROVE", {"security": 5.0},
                                                                       {"filename": "app.py"})
    estimate = response.json()["estimate"]
    assert estimate["callsPerItem"] == 3 * len(criteria) and estimate["callsPerItemUpTo"] == 6 * len(criteria)


def test_the_estimate_counts_three_judges_per_criterion(api):
    response = api.post("/api/batches/estimate", {"mode": "dialectic", "modeConfig": {"rubric": RUBRIC},
                                                  "items": [{"content": "x" * 4000}, {"content": "y"}]}, format="json")
    assert response.status_code == 200
    body = response.json()
    assert (body["items"], body["callsPerItem"]) == (2, 6)
    assert body["tokensPerItem"] > 6 * 300  # six prompts with the persona's instructions, and their answers
    assert Batch.objects.count() == 0


@pytest.mark.parametrize("body,field,problem", [
    ({"items": [{"content": "x", "label": {"scores": {"helpful": 7}}}]}, "items", "from 1 to 5"),
    ({"items": [{"content": "x", "label": {"scores": {"clarity": 3}}}]}, "items", "expected one of: helpful, accurate"),
    ({"items": [{"content": "x"}], "positionCheck": 2}, "positionCheck", "Leave it at 0"),
    ({"items": [{"content": "x"}], "modeConfig": {"rubricPresetId": "nope"}}, "modeConfig.rubricPresetId",
     "No rubric preset"),
    ({"items": [{"content": "x"}], "modeConfig": {"rubric": RUBRIC, "judgeModels": {"Judge": "x"}}},
     "modeConfig.judgeModels", "Unknown judge"),
])
def test_what_a_dialectical_batch_cannot_take_is_a_clear_400(api, body, field, problem):
    response = post(api, **body)
    assert response.status_code == 400
    assert any(problem in text for text in response.json()["fields"][field]), response.json()
    assert Batch.objects.count() == 0


def test_an_unknown_mode_is_a_400(api):
    response = api.post("/api/batches", {"mode": "council", "items": [{"content": "x"}]}, format="json")
    assert response.status_code == 400 and "mode" in response.json()["fields"]


def test_results_filter_and_sort_by_a_criterion_and_export_its_columns(api, user, scripted_llm):
    # given a judged dialectical batch: helpful = quality, accurate = quality − 1
    scripted_llm.default = judge_answer
    batch = drive(create_dialectic(user, dialectic_items([2, 5, 3, 4], labels=["REJECT", "APPROVE", None, None],
                                                         helpful=[2, 5, None, None])))
    # when its items are filtered by one criterion's score, and sorted by it
    rows = api.get(f"/api/batches/{batch.pk}/items?criterion=accurate&minScore=3&sort=-accurate").json()["results"]
    # then the bounds and the order are the chief justice's scores on that criterion
    assert [(r["index"], r["scores"]["accurate"]) for r in rows] == [(1, 4), (3, 3)]
    approve = api.get(f"/api/batches/{batch.pk}/items?verdict=APPROVE").json()["results"]
    assert [r["index"] for r in approve] == [1]  # global 4.5 → APPROVE; 3.5 and 2.5 → REVISE; 1.5 → REJECT
    bad = api.get(f"/api/batches/{batch.pk}/items?criterion=clarity&sort=nope")
    assert bad.status_code == 400 and set(bad.json()["fields"]) == {"criterion", "sort"}
    # and the exports carry a column per criterion, the mapped verdict and the labels
    exported = list(csv.DictReader(io.StringIO(api.get(f"/api/batches/{batch.pk}/export").content.decode())))
    assert [(r["helpful"], r["accurate"], r["verdict"]) for r in exported] == [
        ("2", "1", "REJECT"), ("5", "4", "APPROVE"), ("3", "2", "REVISE"), ("4", "3", "REVISE")]
    assert float(exported[1]["label_helpful"]) == 5
    first = json.loads(api.get(f"/api/batches/{batch.pk}/export?as=jsonl").content.decode().splitlines()[0])
    assert first["mode"] == "dialectic" and {j["judge"] for j in first["jurors"]} == {"Prosecutor", "Defense",
                                                                                        "TechLead"}


def test_the_dialectical_batch_page_names_the_criteria_and_opens_each_audit(user, scripted_llm):
    scripted_llm.default = judge_answer
    batch = drive(create_dialectic(user, dialectic_items([2, 5, 3], labels=["REJECT", "APPROVE", "REVISE"])))
    client = Client()
    client.force_login(user)
    html = client.get(f"/evaluate/batches/{batch.pk}/").content.decode()
    assert "Helpful" in html and "Accurate" in html and "chief justice" in html
    assert "Position bias" not in html
    first = batch.items.order_by("index").first()
    assert f"/evaluate/{first.message_id}/" in html
    assert client.get(f"/evaluate/{first.message_id}/").status_code == 200
    assert client.get(f"/evaluate/batches/{batch.pk}/?criterion=helpful&minScore=3").status_code == 200
