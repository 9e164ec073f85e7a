"""Compare mode through the evaluation API: start, run (both orders per juror), result, events, exports."""

import base64
import json

import pytest

from evaluation.models import Message
from evaluation.runs import run_dispatch
from juryrigged import realtime
from tests.evaluation.compare.support import FOREMAN, GOOD, JURORS, Panel, compare_body

pytestmark = pytest.mark.django_db


def _start(api, body=None):
    response = api.post("/api/evaluations", body or compare_body(), format="json")
    assert response.status_code == 202, response.json()
    return Message.objects.get(pk=response.json()["messageId"])


def test_every_juror_is_asked_both_orders_and_a_flip_is_a_tie_named_as_position_bias(api, scripted_llm):
    # given: two fair jurors and one that always prefers the first position
    Panel(scripted_llm, positional=JURORS[2])
    run = _start(api)
    # when
    run_dispatch(message_id=run.pk)
    # then: 3 jurors × 2 orders + the foreman
    assert sorted(scripted_llm.purposes()) == ["eval.compare.foreman"] + ["eval.compare.juror"] * 6
    run.refresh_from_db()
    assert (run.status, run.verdict, run.conversation.verdict) == ("complete", "B WINS", "B WINS")
    result = api.get(f"/api/evaluations/{run.pk}").json()
    summary = result["summary"]
    assert summary["panel"]["overall"] == {"winner": "B", "votes": {"A": 0, "B": 2, "tie": 1}, "agreeing": 2,
                                           "voting": 3, "agreement": 0.6667}
    assert summary["positionFlips"] == {JURORS[2]: ["accuracy", "clarity", "overall"]}
    biased = next(j for j in summary["jurors"] if j["model"] == JURORS[2])
    assert biased["verdicts"]["overall"] == {"outcome": "tie", "flipped": True, "favoured": "first", "strong": 0}
    assert len(result["answers"]) == 6
    assert result["foreman"]["reportText"].startswith("## Comparison Report")


def test_the_events_follow_the_documented_order(api, scripted_llm):
    Panel(scripted_llm)
    run = _start(api)
    run_dispatch(message_id=run.pk)
    events = list(realtime.events_after(run.stream))
    types = [e.type for e in events]
    assert types[:3] == ["compare_start", "present_complete", "deliberation_start"]
    assert types.count("juror_order_complete") == 6 and types.count("juror_complete") == 3
    assert types[-5:] == ["all_jurors_complete", "verdict_start", "verdict_complete", "title_complete", "complete"]
    # each juror's verdict follows its second answer
    for juror in range(3):
        answers = [i for i, e in enumerate(events)
                   if e.type == "juror_order_complete" and e.payload["data"]["juror"] == juror]
        verdict = next(i for i, e in enumerate(events)
                       if e.type == "juror_complete" and e.payload["data"]["juror"] == juror)
        assert max(answers) < verdict


def test_a_resumed_run_asks_only_for_the_missing_answers(api, scripted_llm):
    Panel(scripted_llm)
    run = _start(api)
    run_dispatch(message_id=run.pk)
    # given: the run is taken back to before its last juror's B-first answer, summary and report
    run.stages.filter(stage_type__in=["compare_summary", "verdict"]).delete()
    run.stages.filter(stage_type="comparison", position=5).delete()
    Message.objects.filter(pk=run.pk).update(status="running", heartbeat_at=None)
    scripted_llm.requests.clear()
    # when
    run_dispatch(message_id=run.pk)
    # then
    assert sorted(scripted_llm.purposes()) == ["eval.compare.foreman", "eval.compare.juror"]
    run.refresh_from_db()
    assert run.status == "complete"


def test_fewer_than_two_jurors_in_both_orders_fails_the_run(api, scripted_llm):
    scripted_llm.default = RuntimeError("the provider is down")
    run = _start(api)
    run_dispatch(message_id=run.pk)
    run.refresh_from_db()
    assert run.status == "failed"
    assert "Only 0 of 3 jurors answered in both orders" in run.error


def test_it_answers_400_with_every_field_error(api):
    body = compare_body(candidates=[{"label": "x", "content": ""}], jurorModels=["a", "a"], foremanModel="a",
                        dimensions=["tone"], timeoutMs=5)
    response = api.post("/api/evaluations", body, format="json")
    assert response.status_code == 400
    fields = response.json()["fields"]
    assert set(fields) == {"modeConfig.candidates", "modeConfig.jurorModels", "modeConfig.jurorModels.1",
                           "modeConfig.foremanModel", "modeConfig.dimensions", "modeConfig.timeoutMs"}
    empty = api.post("/api/evaluations", compare_body(candidates=[{"content": " "}, {"content": GOOD}]), format="json")
    assert empty.json()["fields"] == {"modeConfig.candidates.0.content": ["Each candidate needs content or sources"]}
    assert not Message.objects.exists()


def test_a_candidate_can_be_a_file(api, scripted_llm):
    Panel(scripted_llm)
    upload = {"kind": "file", "name": "careful.md", "dataBase64": base64.b64encode(b"# Notes\n\nUse jitter.").decode()}
    body = compare_body(candidates=[{"label": "Terse", "content": "Just retry."},
                                    {"label": "Doc", "sources": [upload]}])
    run = _start(api, body)
    run_dispatch(message_id=run.pk)
    prompts = [r.messages[-1]["content"] for r in scripted_llm.requests if r.purpose == "eval.compare.juror"]
    assert all("Use jitter." in p for p in prompts)
    run.refresh_from_db()
    assert run.status == "complete"


def test_the_estimate_counts_two_calls_per_juror_and_the_foreman(api):
    response = api.post("/api/evaluations/estimate", compare_body(), format="json")
    assert response.status_code == 200
    body = response.json()
    assert body["calls"] == 7
    assert [line["role"] for line in body["lines"]] == ["juror"] * 3 + ["foreman"]
    assert all(line["calls"] == 2 for line in body["lines"][:3])
    assert body["lines"][3]["model"] == FOREMAN
    assert api.post("/api/evaluations/estimate", compare_body(jurorModels=[]), format="json").status_code == 400


def test_exports_carry_every_juror_and_the_panel(api, scripted_llm):
    Panel(scripted_llm, positional=JURORS[2])
    run = _start(api)
    run_dispatch(message_id=run.pk)
    csv_text = api.get(f"/api/evaluations/{run.pk}/export?as=csv").content.decode()
    lines = csv_text.strip().splitlines()
    assert lines[0] == "who,dimension,aFirst,bFirst,outcome,flipped,favoured,agreement"
    assert len(lines) == 1 + 3 * 3 + 3
    assert f"{JURORS[2]},overall,first,first,tie,True,first," in lines
    assert "panel,overall,,,B,,,0.6667" in lines
    rows = [json.loads(x) for x in api.get(f"/api/evaluations/{run.pk}/export?as=jsonl").content.decode().splitlines()]
    assert rows[-1] == {"who": "panel", "dimension": "overall", "aFirst": None, "bFirst": None, "outcome": "B",
                        "flipped": None, "favoured": None, "agreement": 0.6667}
    markdown = api.get(f"/api/evaluations/{run.pk}/export?as=md").content.decode()
    assert "**Overall: B (Careful)**" in markdown and "Position bias" in markdown
    assert api.get(f"/api/evaluations/{run.pk}/export?as=xml").status_code == 400


def test_the_offline_mock_runs_a_whole_comparison(api):
    run = _start(api)
    run_dispatch(message_id=run.pk)
    run.refresh_from_db()
    assert run.status == "complete", run.error
    assert run.verdict in ("A WINS", "B WINS", "TIE")
    assert "## Comparison Report" in run.content


def test_the_result_page_and_the_form_render(client, user, api, scripted_llm):
    Panel(scripted_llm)
    run = _start(api)
    run_dispatch(message_id=run.pk)
    client.force_login(user)
    page = client.get(f"/evaluate/{run.pk}/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "Careful" in html and "compare-state" in html and "chart-votes" in html
    assert client.get("/evaluate/compare/").status_code == 200
    refused = client.post("/evaluate/compare/", {"a_content": "x", "b_content": "", "jurorModels": JURORS,
                                                 "foremanModel": FOREMAN})
    assert refused.status_code == 400
    assert "Each candidate needs content or sources" in refused.content.decode()
    started = client.post("/evaluate/compare/", {"a_content": "x", "b_content": "y", "jurorModels": JURORS,
                                                 "foremanModel": FOREMAN, "a_label": "Old", "b_label": "New"})
    assert started.status_code == 302
    assert Message.objects.filter(mode="compare", role="assistant").count() == 2


def test_a_juror_whose_answers_cannot_be_read_is_left_out_and_named(api, scripted_llm):
    # given: the third juror writes prose, never the JSON asked for
    panel = Panel(scripted_llm)
    scripted_llm.default = lambda r: "I prefer the first one." if r.model == JURORS[2] else panel.reply(r)
    run = _start(api)
    # when
    run_dispatch(message_id=run.pk)
    # then
    run.refresh_from_db()
    assert run.status == "complete"
    summary = api.get(f"/api/evaluations/{run.pk}").json()["summary"]
    assert [j["model"] for j in summary["jurors"]] == JURORS[:2]
    assert summary["panel"]["overall"]["voting"] == 2
    assert {f["model"] for f in summary["failedJurors"]} == {JURORS[2]}
