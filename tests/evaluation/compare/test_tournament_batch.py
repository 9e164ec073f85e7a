"""A tournament run as a batch: started from the batch API or page, listed with the other batches, with
their progress, budget, cancel and exports."""

import json
from decimal import Decimal

import pytest

from evaluation.batch import services
from evaluation.batch.models import Batch, BatchItem
from evaluation.models import Message
from evaluation.runs import BUDGET_EXCEEDED
from juryrigged.llm.models import LLMCall
from tests.evaluation.batch_support import drive
from tests.evaluation.compare.support import JURORS
from tests.evaluation.compare.test_tournament import STRENGTH, DimensionJudges, Judges, _items

pytestmark = pytest.mark.django_db


def _start(api, **fields):
    body = {"mode": "tournament", "name": "Six models", "items": _items(),
            "modeConfig": {"jurorModels": list(JURORS), "dimensions": ["accuracy", "clarity"]}, **fields}
    response = api.post("/api/batches", body, format="json")
    assert response.status_code == 202, response.json()
    return Batch.objects.get(pk=response.json()["batchId"]), response.json()


def test_a_tournament_batch_ranks_the_candidates_and_lists_with_the_other_batches(api, user, client, scripted_llm):
    # given
    DimensionJudges(scripted_llm)
    batch, started = _start(api)
    assert started["estimate"]["pairs"] < started["estimate"]["allPairs"] == 12 * 15
    assert started["estimate"]["callsPerItem"] == started["estimate"]["pairs"] * 2 * len(JURORS)
    # when the workers run it
    batch = drive(batch)
    # then its one run ranked the known order, overall and per dimension, within its budget of pairs
    assert (batch.status, batch.done, batch.failed) == ("complete", 1, 0)
    run = BatchItem.objects.get(batch=batch).message
    assert run.mode == "tournament" and run.status == "complete"
    assert Decimal(run.config["modeConfig"]["budgetUsd"]) == batch.budget_usd == run.budget_usd
    shown = api.get(f"/api/batches/{batch.pk}").json()
    assert shown["mode"] == "tournament"
    assert 0 < shown["pairs"]["judged"] <= shown["pairs"]["budgetPairs"] == started["estimate"]["pairs"]
    assert LLMCall.objects.filter(purpose="eval.compare.juror").count() == shown["pairs"]["judged"] * 2 * len(JURORS)
    result = api.get(f"/api/evaluations/{run.pk}").json()
    known = sorted(STRENGTH, key=lambda n: -STRENGTH[n])
    assert [r["candidate"] for r in result["report"]["ratings"]["ratings"]] == known
    assert [r["candidate"] for r in result["report"]["dimensions"]["clarity"]["ratings"]["ratings"]] == known[::-1]
    # the batch exports are the pairs (per dimension too) and the Markdown report
    csv_lines = api.get(f"/api/batches/{batch.pk}/export?as=csv").content.decode().strip().splitlines()
    assert csv_lines[0].startswith("item,a,b,winner,agreement,people,")
    assert "clarity:winner" in csv_lines[0] and len(csv_lines) == 1 + shown["pairs"]["judged"]
    jsonl = [json.loads(x) for x in api.get(f"/api/batches/{batch.pk}/export?as=jsonl").content.decode().splitlines()]
    assert len(jsonl) == shown["pairs"]["judged"]
    assert "| 1 | model-d |" in api.get(f"/api/batches/{batch.pk}/export?as=md").content.decode()
    assert api.get(f"/api/batches/{batch.pk}/export?as=xml").status_code == 400
    # it is in the user's one list of batches (API and page), with its progress in pairs
    assert [b["id"] for b in api.get("/api/batches").json()["results"]] == [str(batch.pk)]
    client.force_login(user)
    listing = client.get("/evaluate/batches/").content.decode()
    assert f"Tournament · {shown['pairs']['judged']} of at most {shown['pairs']['budgetPairs']} pairs judged" in listing
    page = client.get(f"/evaluate/batches/{batch.pk}/").content.decode()
    assert "chart-ratings" in page and 'data-dimension="clarity"' in page and "?as=md" in page


def test_cancelling_a_tournament_batch_stops_its_run_and_keeps_what_it_judged(api, scripted_llm, monkeypatch):
    from evaluation.compare.tournament import services as tournament_services

    Judges(scripted_llm)
    batch, _ = _start(api)
    store = tournament_services._match_store

    def store_then_cancel(message, *args):
        stage = store(message, *args)
        if message.stages.filter(stage_type="match").count() == 2:
            assert api.post(f"/api/batches/{batch.pk}/cancel").status_code == 200
        return stage

    monkeypatch.setattr(tournament_services, "_match_store", store_then_cancel)
    batch = drive(batch)
    assert batch.status == "cancelled"
    run = BatchItem.objects.get(batch=batch).message
    assert run.status == "failed" and run.stages.filter(stage_type="match").count() == 2
    assert api.get(f"/api/batches/{batch.pk}").json()["pairs"]["judged"] == 2


def test_a_tournament_batch_stops_at_its_money_budget(api, scripted_llm, settings):
    # given a budget far below what the tournament needs (the scripted models are priced)
    Judges(scripted_llm)
    batch, started = _start(api, budgetUsd="0.01")
    assert started["estimate"]["usd"] is not None and started["estimate"]["usd"] > 0.01
    # when it runs
    batch = drive(batch)
    # then the run stopped before a block that could pass it, and the batch says why
    assert batch.status == "stopped", (batch.status, batch.reason)
    assert batch.reason.startswith(BUDGET_EXCEEDED)
    assert Message.objects.get(batch_item__batch=batch).status == "failed"


def test_a_tournament_batch_answers_400_with_every_problem(api):
    body = {"mode": "tournament", "items": [{"prompt": "x", "candidates": {"a": "1"}}],
            "modeConfig": {"jurorModels": ["m"]}, "budgetTokens": 5000, "positionCheck": 3}
    response = api.post("/api/batches", body, format="json")
    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"items", "modeConfig.jurorModels", "budgetTokens", "positionCheck"}
    assert api.post("/api/batches", {"mode": "tournament"}, format="json").status_code == 400
    assert services  # (imported for the drive helper's pump)


def test_a_tournament_batch_shows_its_results_and_is_re_run_with_other_jurors_and_compared(
        api, user, client, scripted_llm):
    # given a finished tournament batch
    Judges(scripted_llm)
    batch, _ = _start(api)
    batch = drive(batch)
    client.force_login(user)
    # then its page has the results table (ratings, intervals, win rates) and the pairs judged
    page = client.get(f"/evaluate/batches/{batch.pk}/").content.decode()
    table = page.split('id="results-table"')[1].split("</table>")[0]
    known = sorted(STRENGTH, key=lambda n: -STRENGTH[n])
    assert [table.index(f"<td>{n}</td>") for n in known] == sorted(table.index(f"<td>{n}</td>") for n in known)
    assert "100 % <span" in table and "–" in table  # the strongest won every pair it had; intervals shown
    run = BatchItem.objects.get(batch=batch).message
    judged = run.stages.filter(stage_type="match").count()
    assert f'Pairs judged <span class="muted small">{judged}</span>' in page and 'id="rerun-form"' in page
    # when it is re-run with other jurors (the same panel, or some of its items, is refused)
    same = api.post(f"/api/batches/{batch.pk}/rerun", {"modeConfig": {"jurorModels": list(JURORS)}}, format="json")
    assert same.status_code == 400 and "jurorModels" in same.json()["fields"]
    few = api.post(f"/api/batches/{batch.pk}/rerun", {"modeConfig": {"jurorModels": ["x/one"]}}, format="json")
    assert few.status_code == 400
    other = ["x/one", "x/two", "x/three"]
    part = api.post(f"/api/batches/{batch.pk}/rerun", {"modeConfig": {"jurorModels": other}, "items": [0]},
                    format="json")
    assert part.status_code == 400
    response = api.post(f"/api/batches/{batch.pk}/rerun", {"modeConfig": {"jurorModels": other}}, format="json")
    assert response.status_code == 202, response.json()
    rerun = drive(Batch.objects.get(pk=response.json()["batchId"]))
    # then the re-run is the same tournament with the other jurors, and the two rankings are compared side by side
    assert (rerun.mode, rerun.rerun_of_id, rerun.config["jurorModels"]) == ("tournament", batch.pk, other)
    assert rerun.config["dimensions"] == batch.config["dimensions"] and rerun.budget_usd == batch.budget_usd
    compared = client.get(f"/evaluate/batches/{rerun.pk}/compare/")
    assert compared.status_code == 200
    html = compared.content.decode()
    assert 'id="runs-tau">1.00<' in html and 'id="same-top">yes<' in html
    rows = html.split('id="runs-table"')[1].split("</table>")[0]
    assert rows.index("model-d") < rows.index("model-c") and rows.count("<strong>#1</strong>") == 2
    assert ", ".join(other) in html
    assert "Compare the two runs" in client.get(f"/evaluate/batches/{rerun.pk}/").content.decode()
    figures = api.get(f"/api/batches/{rerun.pk}/compare").json()
    assert figures["tau"] == 1.0 and figures["sameTop"] and [r["candidate"] for r in figures["rows"]] == known
