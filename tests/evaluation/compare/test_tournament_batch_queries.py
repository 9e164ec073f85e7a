"""A tournament batch's pages and the batch lists read each tournament's run once: the list does not run
queries per tournament row, and a tournament's page and the re-run comparison look its run up once per batch."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from evaluation.batch.models import Batch
from tests.evaluation.batch_support import drive
from tests.evaluation.compare.support import JURORS
from tests.evaluation.compare.test_tournament import Judges, _items

pytestmark = pytest.mark.django_db


def _tournament(api, name="Six models"):
    body = {"mode": "tournament", "name": name, "items": _items(2), "modeConfig": {"jurorModels": list(JURORS)}}
    response = api.post("/api/batches", body, format="json")
    assert response.status_code == 202, response.json()
    return drive(Batch.objects.get(pk=response.json()["batchId"]))


def _queries(get) -> list[str]:
    with CaptureQueriesContext(connection) as captured:
        response = get()
    assert response.status_code == 200
    return [q["sql"] for q in captured.captured_queries]


def _runs_read(queries: list[str]) -> int:
    """Queries that look a batch's run up (through its one item)."""
    return sum('FROM "evaluation_batchitem"' in q for q in queries)


def test_the_batch_lists_read_the_tournaments_runs_in_one_query_whatever_their_number(api, user, client,
                                                                                       scripted_llm):
    # given one finished tournament batch
    Judges(scripted_llm)
    _tournament(api)
    client.force_login(user)
    page_one, api_one = len(_queries(lambda: client.get("/evaluate/batches/"))), \
        len(_queries(lambda: api.get("/api/batches")))
    # when there are three
    _tournament(api, "Second")
    _tournament(api, "Third")
    page = _queries(lambda: client.get("/evaluate/batches/"))
    listed = _queries(lambda: api.get("/api/batches"))
    # then the page and the API run as many queries as with one, and show each one's progress
    assert (len(page), len(listed)) == (page_one, api_one)
    assert _runs_read(page) == _runs_read(listed) == 1
    rows = api.get("/api/batches").json()["results"]
    assert len(rows) == 3 and all(0 < r["pairs"]["judged"] <= r["pairs"]["budgetPairs"] for r in rows)


def test_a_tournament_page_and_the_comparison_of_two_runs_look_each_run_up_once(api, user, client, scripted_llm):
    Judges(scripted_llm)
    batch = _tournament(api)
    client.force_login(user)
    page = _queries(lambda: client.get(f"/evaluate/batches/{batch.pk}/"))
    assert _runs_read(page) == 1
    other = ["x/one", "x/two", "x/three"]
    response = api.post(f"/api/batches/{batch.pk}/rerun", {"modeConfig": {"jurorModels": other}}, format="json")
    rerun = drive(Batch.objects.get(pk=response.json()["batchId"]))
    compared = _queries(lambda: client.get(f"/evaluate/batches/{rerun.pk}/compare/"))
    assert _runs_read(compared) == 2  # one per batch
    assert _runs_read(_queries(lambda: api.get(f"/api/batches/{rerun.pk}/compare"))) == 2
