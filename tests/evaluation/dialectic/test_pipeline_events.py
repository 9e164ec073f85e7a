"""The stored pipeline: event sequence, stages that reload exactly, resume, and failures."""

import json
import re

import pytest

from evaluation.dialectic.results import export_markdown, load_result
from evaluation.runs import run_dispatch
from evaluation.models import Conversation, DeliberationStage, Message
from juryrigged import realtime

from tests.evaluation.dialectic.support import body, make_run

pytestmark = pytest.mark.django_db
ONE = [{"id": "a", "name": "Alpha", "description": "Caching and scale.", "successPattern": "Clear.",
        "failurePattern": "Vague."}]


def _judge(request):
    return re.search(r"ROLE: (\w+)\.", request.messages[0]["content"]).group(1)


def scored(scores):
    def answer(request):
        return json.dumps({"score": scores[_judge(request)], "argument": "So.", "citedEvidence": ["NO_EVIDENCE"]})
    return answer


def _types(message):
    return [e.type for e in realtime.events_after(message.stream)]


def test_events_follow_the_layers_in_order(scripted_llm):
    # given
    scripted_llm.default = scored({"Prosecutor": 3, "Defense": 4, "TechLead": 4})
    run = make_run(request=body(rubricPresetId=None, rubric=ONE))
    # when
    run_dispatch(message_id=run.id)
    # then
    assert _types(run) == ["evidence_complete", "opinion_complete", "opinion_complete", "opinion_complete",
                           "criterion_complete", "report_complete", "complete"]


def test_dissent_adds_reevaluation_start_and_three_more_opinions(scripted_llm):
    # given
    scripted_llm.default = scored({"Prosecutor": 1, "Defense": 5, "TechLead": 3})
    run = make_run(request=body(rubricPresetId=None, rubric=ONE))
    # when
    run_dispatch(message_id=run.id)
    # then
    assert _types(run) == ["evidence_complete"] + ["opinion_complete"] * 3 + ["reevaluation_start"] + \
        ["opinion_complete"] * 3 + ["criterion_complete", "report_complete", "complete"]
    stages = [(s.stage_type, s.position) for s in DeliberationStage.objects.filter(message=run)]
    assert stages == [("evidence", 0), ("opinion", 0), ("opinion", 1), ("opinion", 2), ("opinion", 1000),
                      ("opinion", 1001), ("opinion", 1002), ("reevaluation", 0), ("criterion", 0), ("report", 0)]


def test_a_full_mock_audit_is_stored_and_reloads_exactly():
    # given
    run = make_run()
    # when
    run_dispatch(message_id=run.id)
    # then
    run.refresh_from_db()
    assert run.status == Message.Status.COMPLETE
    result = load_result(run)
    report = result["report"]
    assert len(result["criteria"]) == 7 and [c["criterion_id"] for c in report["criteria"]] == \
        [c["id"] for c in result["rubric"]]
    assert len(result["opinions"]) == 21 + 3 * report["counts"]["reevaluated"]
    assert result["globalScore"] == report["globalScore"] is not None
    # the live events carried exactly what the reload shows
    events = realtime.events_after(run.stream)
    live_opinions = [e.payload["data"] for e in events if e.type == "opinion_complete"]
    assert sorted(json.dumps(o, sort_keys=True) for o in live_opinions) == \
        sorted(json.dumps(o, sort_keys=True) for o in result["opinions"])
    assert next(e.payload["data"] for e in events if e.type == "report_complete") == report
    assert run.content == export_markdown(run)
    assert run.content.startswith(f"# {report['title']}")
    conversation = Conversation.objects.get(pk=run.conversation_id)
    assert conversation.title == "Code review: design.md +1"
    assert conversation.verdict == run.verdict and run.verdict in ("APPROVE", "REVISE", "REJECT")


def test_each_stored_opinion_records_attempts_and_fallback(scripted_llm):
    # given: every answer is unusable
    scripted_llm.default = "no idea"
    run = make_run(request=body(rubricPresetId=None, rubric=ONE))
    # when
    run_dispatch(message_id=run.id)
    # then
    opinions = [s.parsed_data for s in DeliberationStage.objects.filter(message=run, stage_type="opinion")]
    assert [(o["judge"], o["score"], o["isFallback"], o["attempts"]) for o in opinions] == [
        ("Prosecutor", 3, True, 3), ("Defense", 3, True, 3), ("TechLead", 3, True, 3)]
    assert load_result(run)["report"]["counts"]["fallbackOpinions"] == 3


def test_a_resumed_run_asks_only_for_missing_opinions(scripted_llm):
    # given: a first worker stored the evidence and the Prosecutor's opinion, then died
    scripted_llm.default = scored({"Prosecutor": 4, "Defense": 4, "TechLead": 4})
    run = make_run(request=body(rubricPresetId=None, rubric=ONE))
    run_dispatch(message_id=run.id)
    DeliberationStage.objects.filter(message=run).exclude(stage_type__in=["evidence"]).exclude(
        stage_type="opinion", position=0).delete()
    Message.objects.filter(pk=run.pk).update(status="running", heartbeat_at=None)
    scripted_llm.requests.clear()
    # when
    run_dispatch(message_id=run.id)
    # then
    assert sorted(_judge(r) for r in scripted_llm.requests) == ["Defense", "TechLead"]
    assert DeliberationStage.objects.filter(message=run, stage_type="opinion").count() == 3
    assert DeliberationStage.objects.filter(message=run, stage_type="evidence").count() == 1


def test_an_unexpected_error_fails_the_run_with_a_reason(monkeypatch):
    # given
    run = make_run()
    import evaluation.dialectic.services as services
    monkeypatch.setattr(services, "_evidence", lambda *a: (_ for _ in ()).throw(RuntimeError("boom")))
    # when
    run_dispatch(message_id=run.id)
    # then
    run.refresh_from_db()
    assert (run.status, run.error) == ("failed", "The audit stopped on an unexpected error.")
    assert _types(run) == ["error"]


def test_a_finished_run_is_not_run_again(scripted_llm):
    scripted_llm.default = scored({"Prosecutor": 4, "Defense": 4, "TechLead": 4})
    run = make_run(request=body(rubricPresetId=None, rubric=ONE))
    run_dispatch(message_id=run.id)
    count = len(scripted_llm.requests)
    run_dispatch(message_id=run.id)
    assert len(scripted_llm.requests) == count


def test_the_conversation_is_titled_as_soon_as_the_evidence_is_in(monkeypatch):
    # given: the judges never answer
    run = make_run()
    from evaluation.dialectic.audit import Audit
    monkeypatch.setattr(Audit, "run", lambda self, **kw: (_ for _ in ()).throw(RuntimeError("judges gone")))
    # when
    run_dispatch(message_id=run.id)
    # then
    assert Conversation.objects.get(pk=run.conversation_id).title == "Code review: design.md +1"
    assert _types(run) == ["evidence_complete", "error"]
