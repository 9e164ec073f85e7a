"""Issue #29 item 6 on batch pages: a pass/fail mark where people's label and the jury disagree, a mark where
the jurors disagreed among themselves, a "disagreements only" filter, and re-running a batch (or one item)
with another panel to compare the two runs side by side."""

from __future__ import annotations

import pytest

from evaluation.batch.models import Batch, BatchItem
from tests.evaluation.batch_support import FOREMAN, JURORS, answer, band, create, drive, items, quality_of
from tests.evaluation.jury_texts import FOREMAN_REPORT, assessment

pytestmark = pytest.mark.django_db

# qualities → the scripted jurors (the last one a point lower): 9 all APPROVE; 7 APPROVE, APPROVE, REVISE (split);
# 3 all REJECT; 5 all REVISE; 4 REVISE, REVISE, REJECT (split).
QUALITIES = [9, 7, 3, 5, 4]
LABELS = ["APPROVE", "REJECT", "REJECT", None, "REVISE"]
HARSH = ["qwen/qwen-2.5-72b-instruct", "deepseek/deepseek-chat", "mistralai/mistral-small-3.1-24b-instruct"]


def scripted(request) -> str:
    """The batch's jurors as in batch_support; the HARSH panel scores every item three points lower."""
    if request.purpose == "eval.foreman":
        return FOREMAN_REPORT
    if request.model in HARSH:
        score = max(1, quality_of(request.messages[-1]["content"]) - 3)
        return assessment(score, score, score, score, score, band(score))
    return answer(request)


@pytest.fixture
def judged(user, scripted_llm):
    scripted_llm.default = scripted
    return drive(create(user, items(QUALITIES, labels=LABELS), concurrency=5))


def _indexes(api, batch, query=""):
    response = api.get(f"/api/batches/{batch.pk}/items?pageSize=50{query}")
    assert response.status_code == 200, response.json()
    return [row["index"] for row in response.json()["results"]], response.json()["results"]


def test_items_are_marked_where_people_or_the_jurors_disagree_and_filter_to_them(api, client, user, judged):
    # the verdicts are what the scripted jurors' majority gives
    assert [i.verdict for i in judged.items.order_by("index")] == ["APPROVE", "APPROVE", "REJECT", "REVISE", "REVISE"]
    everything, rows = _indexes(api, judged)
    assert everything == [0, 1, 2, 3, 4]
    assert [r["labelAgrees"] for r in rows] == [True, False, True, None, True]
    assert [r["panelSplit"] for r in rows] == [False, True, False, False, True]
    assert _indexes(api, judged, "&disagreement=label")[0] == [1]
    assert _indexes(api, judged, "&disagreement=panel")[0] == [1, 4]
    assert _indexes(api, judged, "&disagreement=any")[0] == [1, 4]
    assert api.get(f"/api/batches/{judged.pk}/items?disagreement=maybe").status_code == 400
    # the page marks them and filters to them
    client.force_login(user)
    page = client.get(f"/evaluate/batches/{judged.pk}/").content.decode()
    assert page.count('class="mark mark-bad"') == 1 + 1  # the row's mark, and the legend's
    assert page.count("split-mark") == 2
    only = client.get(f"/evaluate/batches/{judged.pk}/?disagreement=label").content.decode()
    assert "1 item." in only and 'value="label" selected' in only


def test_a_spread_of_scores_alone_is_a_split_panel():
    from evaluation.batch.panels import scale_of
    from evaluation.batch.selectors import panel_split

    jury = scale_of("jury", None)
    scores = {d: 6 for d in jury.ids}
    same = [{"verdict": "REVISE", "scores": scores}] * 3
    assert not panel_split(same, jury)
    wide = same[:2] + [{"verdict": "REVISE", "scores": {**scores, "clarity": 10}}]  # 6 to 10: above 3 points
    mixed = same[:2] + [{"verdict": "REVISE", "scores": {**scores, "clarity": 9}}]  # 6 to 9: the jury's "Mixed"
    assert panel_split(wide, jury) and not panel_split(mixed, jury)


def test_a_batch_rerun_with_another_panel_compares_item_by_item(api, client, user, judged, scripted_llm):
    # when the batch is re-run with the harsh panel
    response = api.post(f"/api/batches/{judged.pk}/rerun",
                        {"modeConfig": {"jurorModels": HARSH, "foremanModel": FOREMAN}}, format="json")
    assert response.status_code == 202, response.json()
    rerun = drive(Batch.objects.get(pk=response.json()["batchId"]))
    # then the same items, labels and indexes were judged by the other panel
    assert rerun.rerun_of_id == judged.pk and rerun.config["jurorModels"] == HARSH
    assert [(i.index, i.label_verdict, i.content) for i in rerun.items.order_by("index")] == \
        [(i.index, i.label_verdict, i.content) for i in judged.items.order_by("index")]
    # and the comparison says which verdicts changed: harsh scores are the quality minus 3
    compared = api.get(response.json()["compare"]).json()
    harsh = [band(max(1, q - 3)) for q in QUALITIES]  # APPROVE→REVISE? 9→6 REVISE, 7→4 REVISE, 3→1, 5→2, 4→1
    first = [r["runs"][0]["verdict"] for r in compared["rows"]]
    assert [r["runs"][1]["verdict"] for r in compared["rows"]] == harsh
    assert [r["changed"] for r in compared["rows"]] == [a != b for a, b in zip(first, harsh, strict=True)]
    assert compared["sameVerdict"] == sum(a == b for a, b in zip(first, harsh, strict=True))
    labelled = [(label, f, h) for label, f, h in zip(LABELS, first, harsh, strict=True) if label]
    assert compared["accuracy"][0] == {"value": round(sum(lab == f for lab, f, _ in labelled) / 4, 4), "n": 4}
    assert compared["accuracy"][1] == {"value": round(sum(lab == h for lab, _, h in labelled) / 4, 4), "n": 4}
    from sklearn.metrics import cohen_kappa_score
    assert compared["kappa"] == pytest.approx(cohen_kappa_score(first, harsh), abs=1e-4)
    # and the pages link the two runs and show them side by side
    client.force_login(user)
    assert f"/evaluate/batches/{rerun.pk}/compare/" in client.get(f"/evaluate/batches/{rerun.pk}/").content.decode()
    assert f"/evaluate/batches/{rerun.pk}/compare/" in client.get(f"/evaluate/batches/{judged.pk}/").content.decode()
    side = client.get(f"/evaluate/batches/{rerun.pk}/compare/")
    assert side.status_code == 200
    html = side.content.decode()
    assert html.count("<tr") == 1 + len(QUALITIES) and "row-changed" in html
    changed_only = client.get(f"/evaluate/batches/{rerun.pk}/compare/?changed=1").content.decode()
    assert changed_only.count('class="row-changed"') == changed_only.count("<tr") - 1 == sum(
        r["changed"] for r in compared["rows"])


def test_one_item_is_rerun_from_its_row_and_compared(client, user, judged, scripted_llm):
    client.force_login(user)
    response = client.post(f"/evaluate/batches/{judged.pk}/", {"action": "rerun", "item": "1", "jurorModels": HARSH,
                                                               "foremanModel": FOREMAN})
    rerun = Batch.objects.get(rerun_of=judged)
    assert response.status_code == 302 and response["Location"] == f"/evaluate/batches/{rerun.pk}/"
    rerun = drive(rerun)
    assert [(i.index, i.verdict) for i in rerun.items.all()] == [(1, band(7 - 3))]
    assert rerun.name.endswith("re-run · item 2")
    html = client.get(f"/evaluate/batches/{rerun.pk}/compare/").content.decode()
    assert html.count("<tr") == 2


def test_a_rerun_refuses_what_it_cannot_do(api, user, judged):
    url = f"/api/batches/{judged.pk}/rerun"
    same = api.post(url, {"modeConfig": {"jurorModels": list(JURORS), "foremanModel": FOREMAN}}, format="json")
    assert same.status_code == 400 and "jurorModels" in same.json()["fields"]
    bad = api.post(url, {"modeConfig": {"jurorModels": ["x"]}, "items": ["one"]}, format="json")
    assert bad.status_code == 400 and {"modeConfig.jurorModels", "items"} <= set(bad.json()["fields"])
    missing = api.post(url, {"modeConfig": {"jurorModels": HARSH, "foremanModel": FOREMAN}, "items": [99]},
                       format="json")
    assert missing.status_code == 400 and missing.json()["fields"]["items"] == ["No item #100"]
    assert api.get(f"/api/batches/{judged.pk}/compare").status_code == 400  # not a re-run
    assert api.post(f"/api/batches/{judged.pk}/rerun", [1, 2], format="json").status_code == 400
    assert Batch.objects.count() == 1 and BatchItem.objects.count() == len(QUALITIES)


def test_a_dialectical_batch_is_rerun_with_other_judges_and_keeps_its_rubric(api, user, scripted_llm):
    from tests.evaluation.batch_support import JUDGES, RUBRIC, create_dialectic, dialectic_items, judge_answer

    scripted_llm.default = judge_answer
    batch = drive(create_dialectic(user, dialectic_items([5, 2], labels=["APPROVE", "APPROVE"])))
    others = {"Prosecutor": "deepseek/deepseek-chat", "Defense": JUDGES["Defense"], "TechLead": "openai/gpt-4o"}
    same = api.post(f"/api/batches/{batch.pk}/rerun", {"modeConfig": {"judgeModels": JUDGES}}, format="json")
    assert same.status_code == 400 and "judgeModels" in same.json()["fields"]
    response = api.post(f"/api/batches/{batch.pk}/rerun", {"modeConfig": {"judgeModels": others}}, format="json")
    assert response.status_code == 202, response.json()
    rerun = drive(Batch.objects.get(pk=response.json()["batchId"]))
    assert rerun.mode == "dialectic" and rerun.config["judgeModels"] == others
    assert [c["id"] for c in rerun.config["rubric"]] == [c["id"] for c in RUBRIC]
    assert rerun.config["rubricName"] == batch.config["rubricName"]
    compared = api.get(f"/api/batches/{rerun.pk}/compare").json()
    # the scripted judges score by role, not by model: the same rulings, so no verdict changed
    assert compared["bothJudged"] == 2 and compared["sameVerdict"] == 2
    assert compared["accuracy"][0] == compared["accuracy"][1] == {"value": 0.5, "n": 2}
