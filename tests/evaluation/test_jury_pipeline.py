"""The jury pipeline end to end on a scripted model: events in the spec's order, stored rows, results."""

import pytest

from evaluation.jury.results import load_result
from evaluation.runs import run_dispatch
from evaluation.models import DeliberationStage, Message
from juryrigged import realtime
from tests.evaluation.conftest import FOREMAN, SPEC_MODELS, jury_body, start
from tests.evaluation.jury_texts import FOREMAN_REPORT, SPEC_JURORS
from tests.evaluation.test_jury_aggregation import SPEC_SUMMARY

pytestmark = pytest.mark.django_db


def event_types(message):
    return [e.type for e in realtime.events_after(message.stream)]


def test_a_run_publishes_the_spec_sequence(user, jury):
    # given
    run = start(user)
    # when
    run_dispatch(message_id=run.pk)
    # then
    assert event_types(run) == [
        "jury_start", "present_start", "present_complete", "deliberation_start",
        "juror_complete", "juror_complete", "juror_complete", "all_jurors_complete",
        "verdict_start", "verdict_complete", "title_complete", "complete",
    ]
    events = {e.type: e.payload for e in realtime.events_after(run.stream)}
    assert events["jury_start"] == {"conversationId": str(run.conversation_id), "messageId": str(run.pk),
                                    "mode": "jury"}
    assert events["present_complete"] == {"data": {
        "content": "## GET /api/users\n\nReturns a list of users.",
        "originalQuestion": "Write API documentation for the users endpoint"}}
    assert events["all_jurors_complete"]["data"] == SPEC_SUMMARY
    assert events["title_complete"] == {"data": {"title": "Users Endpoint Docs Review"}}
    assert events["complete"]["metadata"]["usage"]["calls"] == 5  # 3 jurors, the title, the foreman


def test_each_juror_event_carries_a_full_assessment(user, jury):
    run = start(user)
    run_dispatch(message_id=run.pk)
    assessments = [e.payload["data"] for e in realtime.events_after(run.stream) if e.type == "juror_complete"]
    by_model = {a["model"]: a for a in assessments}
    assert set(by_model) == set(SPEC_MODELS)
    first = by_model["anthropic/claude-opus-4-6"]
    assert first["scores"] == {"accuracy": 8, "completeness": 7, "clarity": 9, "relevance": 8, "actionability": 6}
    assert first["average"] == 7.6
    assert first["verdict"] == "APPROVE"
    assert first["parseSuccess"] is True
    assert first["assessmentText"] == dict(SPEC_JURORS)["anthropic/claude-opus-4-6"]
    assert isinstance(first["responseTimeMs"], int)
    assert len(first["recommendations"]) == 3


def test_the_stored_rows_follow_the_spec_table(user, jury):
    run = start(user)
    run_dispatch(message_id=run.pk)
    stages = list(DeliberationStage.objects.filter(message=run).order_by("stage_order", "position"))
    assert [(s.stage_type, s.stage_order, s.model, s.role) for s in stages] == [
        ("present", 1, None, None),
        ("deliberation", 2, SPEC_MODELS[0], "juror"),
        ("deliberation", 2, SPEC_MODELS[1], "juror"),
        ("deliberation", 2, SPEC_MODELS[2], "juror"),
        ("juror_summary", 3, None, None),
        ("verdict", 4, FOREMAN, "foreman"),
    ]
    present, j1, j2, j3, summary, verdict = stages
    assert present.content == "## GET /api/users\n\nReturns a list of users."
    assert present.parsed_data == {"originalQuestion": "Write API documentation for the users endpoint"}
    assert present.response_time_ms is None
    assert {k: j2.parsed_data[k] for k in ("scores", "average", "verdict", "recommendations", "parseSuccess")} == {
        "scores": {"accuracy": 7, "completeness": 5, "clarity": 7, "relevance": 7, "actionability": 4},
        "average": 6.0, "verdict": "REVISE",
        "recommendations": ["Significantly expand documentation coverage", "Add authentication details",
                            "Document rate limits"],
        "parseSuccess": True}
    assert j3.parsed_data["recommendations"] == []
    assert j1.response_time_ms is not None
    assert summary.content == '{"majorityVerdict":"APPROVE","voteTally":{"approve":2,"revise":1,"reject":0}}'
    assert {k: v for k, v in summary.parsed_data.items() if k != "metadata"} == SPEC_SUMMARY
    assert verdict.content == FOREMAN_REPORT
    assert verdict.parsed_data["finalVerdict"] == "APPROVE"
    assert verdict.parsed_data["keyStrengths"] == ["Clear and well-structured documentation format",
                                                   "Accurate parameter descriptions"]
    assert verdict.parsed_data["dimensionAnalysis"][0] == {
        "dimension": "Accuracy", "avgScore": 7.7, "minScore": 7, "maxScore": 8, "consensus": "Strong agreement"}
    assert len(verdict.parsed_data["recommendations"]) == 4
    assert len(verdict.parsed_data["dissentingOpinions"]) == 1


def test_the_messages_and_conversation_keep_the_history(user, jury):
    run = start(user)
    run_dispatch(message_id=run.pk)
    run.refresh_from_db()
    user_message = Message.objects.get(conversation=run.conversation, role="user")
    assert user_message.content == "## GET /api/users\n\nReturns a list of users."
    assert (run.status, run.content, run.verdict, run.mode) == ("complete", FOREMAN_REPORT, "APPROVE", "jury")
    assert (run.conversation.title, run.conversation.verdict, run.conversation.mode) == (
        "Users Endpoint Docs Review", "APPROVE", "jury")


def test_the_result_is_rebuilt_from_the_stored_rows(user, jury):
    run = start(user)
    run_dispatch(message_id=run.pk)
    result = load_result(Message.objects.get(pk=run.pk))
    assert result["presentation"] == {"content": "## GET /api/users\n\nReturns a list of users.",
                                      "originalQuestion": "Write API documentation for the users endpoint"}
    assert [j["model"] for j in result["jurors"]] == SPEC_MODELS
    assert result["jurors"][1]["assessmentText"] == dict(SPEC_JURORS)["openai/o3"]
    assert result["jurorSummary"] == SPEC_SUMMARY
    assert result["majorityVerdict"] == "APPROVE"
    assert result["voteTally"] == {"approve": 2, "revise": 1, "reject": 0}
    assert result["dimensionAverages"] == SPEC_SUMMARY["dimensionAverages"]
    assert result["foreman"]["model"] == FOREMAN
    assert result["foreman"]["reportText"] == FOREMAN_REPORT
    assert result["title"] == "Users Endpoint Docs Review"
    assert result["metadata"]["agreement"]["accuracy"] is not None


def test_the_foreman_numbers_come_from_the_jurors_not_its_arithmetic(user, jury):
    # the scripted foreman writes "Accuracy | 9.9" in its table
    run = start(user)
    run_dispatch(message_id=run.pk)
    report = DeliberationStage.objects.get(message=run, stage_type="verdict").parsed_data
    assert report["dimensionAnalysis"][0]["avgScore"] == 7.7


def test_the_title_is_asked_alongside_the_jurors_and_sent_after_the_verdict(user, jury):
    run = start(user)
    run_dispatch(message_id=run.pk)
    purposes = jury.provider.purposes()
    assert purposes.index("eval.title") < purposes.index("eval.foreman")
    types = event_types(run)
    assert types.index("title_complete") == types.index("verdict_complete") + 1


def test_a_follow_up_in_the_same_conversation_gets_no_title_event(user, jury):
    first = start(user)
    run_dispatch(message_id=first.pk)
    follow = start(user, body={**jury_body(), "conversationId": str(first.conversation_id)})
    run_dispatch(message_id=follow.pk)
    assert "title_complete" not in event_types(follow)
    assert "eval.title" not in jury.provider.purposes()[5:]
    assert follow.conversation_id == first.conversation_id


def test_a_second_run_of_a_finished_message_does_nothing(user, jury):
    run = start(user)
    run_dispatch(message_id=run.pk)
    count = len(event_types(run))
    run_dispatch(message_id=run.pk)
    assert len(event_types(run)) == count
