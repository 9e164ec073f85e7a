"""The batch API and pages: files refused with clear 4xx, estimates before start, results to sort,
filter and export, and someone else's batch is a 404."""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from evaluation.batch.models import Batch
from tests.evaluation.batch_support import FOREMAN, JURORS, answer, create, drive, items

pytestmark = pytest.mark.django_db


def upload(api, content: bytes, name="items.csv", **fields):
    data = {"file": SimpleUploadedFile(name, content), "jurorModels": JURORS, "foremanModel": FOREMAN, **fields}
    return api.post("/api/batches", data, format="multipart")


CSV = b"content,question,label,model\nThe reset link is in settings.,How do I reset?,APPROVE,openai/gpt-4o-mini\n" \
      b"Restart your router.,Why is the app slow?,REJECT,\n"


def test_a_csv_upload_starts_a_batch(api, user):
    response = upload(api, CSV, name="week46.csv")
    assert response.status_code == 202, response.json()
    body = response.json()
    batch = Batch.objects.get(pk=body["batchId"])
    assert (batch.name, batch.total, batch.user) == ("week46.csv", 2, user)
    first = batch.items.order_by("index").first()
    assert (first.label_verdict, first.metadata) == ("APPROVE", {"model": "openai/gpt-4o-mini"})
    assert body["estimate"]["items"] == 2 and body["estimate"]["callsPerItem"] == 4


def test_starting_a_batch_estimates_its_cost_once(api):
    from unittest import mock

    from evaluation.batch import services

    with mock.patch.object(services, "batch_estimate", wraps=services.batch_estimate) as estimate:
        assert upload(api, CSV).status_code == 202
    assert estimate.call_count == 1


@pytest.mark.parametrize("content,name,problem", [
    (b"text,answer\nhello,world\n", "x.csv", "include \"content\""),
    (b"content\n\xff\xfe bad bytes\n", "x.csv", "not UTF-8"),
    (b"content,label\nhello,MAYBE\n", "x.csv", "APPROVE, REVISE or REJECT"),
    (b"{not json}\n", "x.jsonl", "Line 1: not a JSON object"),
    (b"content\n", "x.csv", "no items"),
    (b"content\nhello\n", "x.xlsx", ".csv or .jsonl"),
])
def test_a_bad_file_is_refused_with_every_problem(api, content, name, problem):
    response = upload(api, content, name=name)
    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "VALIDATION_ERROR"
    assert any(problem in text for text in body["fields"]["file"]), body
    assert Batch.objects.count() == 0


def test_a_file_over_the_size_cap_is_refused_before_it_is_read(api, settings):
    settings.BATCH_MAX_FILE_BYTES = 1024 * 1024
    response = upload(api, b"content\n" + b"x" * (2 * 1024 * 1024) + b"\n")
    assert response.status_code == 400
    assert "at most 1 MB" in response.json()["fields"]["file"][0]


def test_a_bad_panel_and_bad_numbers_are_listed_together(api):
    response = api.post("/api/batches", {"items": [{"content": "x"}], "modeConfig": {"jurorModels": ["a", "a"],
                        "foremanModel": "b"}, "concurrency": 0, "budgetUsd": "lots"}, format="json")
    assert response.status_code == 400
    fields = response.json()["fields"]
    assert {"modeConfig.jurorModels", "concurrency", "budgetUsd"} <= set(fields)


def test_the_estimate_stores_nothing(api):
    response = api.post("/api/batches/estimate", {"items": [{"content": "x" * 4000}, {"content": "y"}],
                                                  "modeConfig": {"jurorModels": JURORS, "foremanModel": FOREMAN}},
                        format="json")
    assert response.status_code == 200
    body = response.json()
    assert body["items"] == 2 and body["tokensPerItem"] > 1000
    assert Batch.objects.count() == 0


def test_someone_elses_batch_is_a_404(api, other_user):
    batch = create(other_user, items([5]))
    for path in ("", "/items", "/export"):
        assert api.get(f"/api/batches/{batch.pk}{path}").status_code == 404
    assert api.post(f"/api/batches/{batch.pk}/cancel").status_code == 404
    assert api.get("/api/batches/not-a-uuid").status_code == 404


def test_results_filter_sort_and_export(api, user, scripted_llm):
    scripted_llm.default = answer
    batch = drive(create(user, items([2, 9, 5, 8], labels=["REJECT", "APPROVE", "REVISE", "REVISE"])))
    rows = api.get(f"/api/batches/{batch.pk}/items?verdict=APPROVE&sort=-overall").json()["results"]
    assert [r["index"] for r in rows] == [1, 3]
    assert rows[0]["overall"] >= rows[1]["overall"]
    assert api.get(f"/api/batches/{batch.pk}/items?minScore=7").json()["count"] == 2
    bad = api.get(f"/api/batches/{batch.pk}/items?sort=nope&minScore=x")
    assert bad.status_code == 400 and set(bad.json()["fields"]) == {"sort", "minScore"}
    exported = list(csv.DictReader(io.StringIO(api.get(f"/api/batches/{batch.pk}/export").content.decode())))
    assert [r["verdict"] for r in exported] == ["REJECT", "APPROVE", "REVISE", "APPROVE"]
    assert exported[0]["label"] == "REJECT"
    lines = api.get(f"/api/batches/{batch.pk}/export?as=jsonl").content.decode().splitlines()
    assert json.loads(lines[1])["verdict"] == "APPROVE" and len(lines) == 4
    detail = api.get(f"/api/batches/{batch.pk}").json()
    assert detail["status"] == "complete" and detail["report"]["jury"]["accuracy"]["n"] == 4


def test_the_batch_page_shows_progress_results_and_trust(user, scripted_llm):
    scripted_llm.default = answer
    batch = drive(create(user, items([2, 9, 5, 8, 3, 7], labels=["REJECT", "APPROVE", "REVISE", "REVISE", "REJECT",
                                                                 "APPROVE"])))
    client = Client()
    client.force_login(user)
    html = client.get(f"/evaluate/batches/{batch.pk}/").content.decode()
    assert 'role="progressbar"' in html and 'aria-valuenow="6"' in html
    assert "Cohen&#x27;s κ" in html and "Confusion matrix" in html
    assert html.count("/evaluate/") >= 6
    assert client.get("/evaluate/batches/").status_code == 200
    # and its export links download the results (`?format=` would be DRF's renderer switch, a 404)
    import re

    links = re.findall(r'href="([^"]*/export\?[^"]*)"', html)
    assert len(links) == 2
    for link, kind in zip(links, ("text/csv", "application/x-ndjson"), strict=True):
        response = client.get(link.replace("&amp;", "&"))
        assert response.status_code == 200 and response["Content-Type"].startswith(kind)


def test_a_batch_stream_is_followed_by_its_owner_and_staff_only(user, other_user):
    from django.contrib.auth.models import AnonymousUser

    from evaluation.access import can_access_batch_stream

    batch = create(user, items([5]))
    stream = f"batch.{batch.pk}"
    other_user.is_staff = False
    assert can_access_batch_stream(user, stream)
    assert not can_access_batch_stream(other_user, stream)
    assert not can_access_batch_stream(AnonymousUser(), stream)
    assert not can_access_batch_stream(user, "batch.not-a-uuid")
    other_user.is_staff = True
    assert can_access_batch_stream(other_user, stream)
