"""Every edge case of the spec's table (§F) that happens after validation."""

import time

import pytest

from evaluation.runs import run_dispatch
from evaluation.models import DeliberationStage, Message
from juryrigged import realtime
from juryrigged.llm import ProviderError
from tests.evaluation.conftest import SPEC_MODELS, start
from tests.evaluation.jury_texts import assessment

pytestmark = pytest.mark.django_db


def events(run):
    return [(e.type, e.payload) for e in realtime.events_after(run.stream)]


def types(run):
    return [t for t, _ in events(run)]


def stage_types(run):
    return list(DeliberationStage.objects.filter(message=run).order_by("stage_order").values_list("stage_type",
                                                                                                  flat=True))


def test_some_jurors_fail_and_the_rest_carry_on(user, jury):
    # given one of four jurors errors
    jury.jurors["x/fourth"] = ProviderError("context length exceeded")
    run = start(user, jurorModels=SPEC_MODELS + ["x/fourth"])
    # when
    run_dispatch(message_id=run.pk)
    # then
    assert types(run).count("juror_complete") == 3
    summary = dict(events(run))["all_jurors_complete"]
    assert (summary["data"]["jurorCount"], summary["data"]["successfulJurors"]) == (4, 3)
    assert summary["metadata"]["failedJurors"] == [
        {"position": 3, "model": "x/fourth", "error": "context length exceeded", "timedOut": False}]
    assert types(run)[-1] == "complete"


def test_all_jurors_fail(user, jury):
    for model in SPEC_MODELS:
        jury.jurors[model] = ProviderError("upstream 502")
    run = start(user)
    run_dispatch(message_id=run.pk)
    assert types(run) == ["jury_start", "present_start", "present_complete", "deliberation_start", "error"]
    assert events(run)[-1][1] == {"message": "All juror evaluations failed."}
    run.refresh_from_db()
    assert (run.status, run.error) == ("failed", "All juror evaluations failed.")
    # the presentation is still saved
    assert stage_types(run) == ["present"]


def test_fewer_than_two_successful_jurors_is_an_error(user, jury):
    jury.jurors[SPEC_MODELS[0]] = ProviderError("boom")
    jury.jurors[SPEC_MODELS[1]] = ProviderError("boom")
    run = start(user)
    run_dispatch(message_id=run.pk)
    assert types(run)[-2:] == ["juror_complete", "error"]
    assert events(run)[-1][1] == {"message": "Only 1 of 3 jurors returned an assessment; at least 2 are required "
                                             "for a verdict."}
    assert stage_types(run) == ["present", "deliberation"]


def test_a_timed_out_juror_is_excluded(user, jury, settings):
    # given a juror slower than the run's per-juror timeout (timeoutMs set below the API minimum for speed)
    slow = jury.jurors[SPEC_MODELS[2]]
    jury.jurors[SPEC_MODELS[2]] = lambda request: time.sleep(1.5) or slow
    run = start(user)
    Message.objects.filter(pk=run.pk).update(config={**run.config, "modeConfig": {**run.config["modeConfig"],
                                                                                  "timeoutMs": 300}})
    # when
    run_dispatch(message_id=run.pk)
    # then
    summary = dict(events(run))["all_jurors_complete"]
    assert summary["data"]["successfulJurors"] == 2
    assert summary["metadata"]["failedJurors"][0]["timedOut"] is True
    assert types(run)[-1] == "complete"


def test_the_default_timeout_is_120_seconds(user, jury):
    run = start(user)
    run_dispatch(message_id=run.pk)
    juror_requests = [r for r in jury.provider.requests if r.purpose == "eval.juror"]
    assert {r.timeout for r in juror_requests} == {120.0}


def test_a_failed_foreman_keeps_the_jurors_and_summary(user, jury):
    jury.foreman = ProviderError("foreman exploded")
    run = start(user)
    run_dispatch(message_id=run.pk)
    assert types(run)[-3:] == ["all_jurors_complete", "verdict_start", "error"]
    assert "The foreman (perplexity/sonar-pro) failed" in events(run)[-1][1]["message"]
    assert stage_types(run) == ["present", "deliberation", "deliberation", "deliberation", "juror_summary"]
    run.refresh_from_db()
    assert run.status == "failed"
    assert run.conversation.title == "Users Endpoint Docs Review"


def test_when_no_scores_parse_the_foreman_still_reports_qualitatively(user, jury):
    for model, verdict in zip(SPEC_MODELS, ["REVISE", "REVISE", "APPROVE"], strict=False):
        jury.jurors[model] = f"I liked parts of it and disliked others.\n\nVERDICT: {verdict}"
    run = start(user)
    run_dispatch(message_id=run.pk)
    summary = dict(events(run))["all_jurors_complete"]
    assert summary["data"]["dimensionAverages"] == {d: None for d in ("accuracy", "completeness", "clarity",
                                                                      "relevance", "actionability")}
    assert summary["data"]["majorityVerdict"] == "REVISE"
    assert summary["metadata"]["warnings"][0].startswith("Scores could not be read")
    foreman_prompt = [r for r in jury.provider.requests if r.purpose == "eval.foreman"][0].messages[0]["content"]
    assert "I liked parts of it and disliked others." in foreman_prompt
    assert types(run)[-1] == "complete"
    juror = next(p for t, p in events(run) if t == "juror_complete")
    assert juror["data"]["parseSuccess"] is False


def test_when_no_verdict_parses_it_is_inferred_from_the_averages(user, jury):
    for model, scores in zip(SPEC_MODELS, [(3, 3, 3, 3, 3), (2, 3, 2, 3, 4), (4, 4, 3, 3, 3)], strict=False):
        jury.jurors[model] = assessment(*scores, "MAYBE").replace("VERDICT: MAYBE", "My call: unsure")
    run = start(user)
    run_dispatch(message_id=run.pk)
    summary = dict(events(run))["all_jurors_complete"]
    assert summary["data"]["majorityVerdict"] == "REJECT"
    assert summary["data"]["voteTally"] == {"approve": 0, "revise": 0, "reject": 0}
    assert summary["metadata"]["verdictInferred"] is True


def test_without_an_original_question_the_prompt_block_is_omitted(user, jury):
    run = start(user, originalQuestion=None)
    run_dispatch(message_id=run.pk)
    prompt = [r for r in jury.provider.requests if r.purpose == "eval.juror"][0].messages[0]["content"]
    assert "ORIGINAL QUESTION" not in prompt
    assert dict(events(run))["present_complete"] == {"data": {"content": "## GET /api/users\n\nReturns a list of "
                                                                         "users."}}
    assert DeliberationStage.objects.get(message=run, stage_type="present").parsed_data == {}


def test_very_long_content_is_passed_in_full(user, jury):
    content = "word " * 4000
    run = start(user, content=content)
    run_dispatch(message_id=run.pk)
    prompt = [r for r in jury.provider.requests if r.purpose == "eval.juror"][0].messages[0]["content"]
    assert content in prompt


def test_a_tie_between_approve_and_reject_is_revise(user, jury):
    jury.jurors[SPEC_MODELS[1]] = assessment(2, 2, 2, 2, 2, "REJECT")
    run = start(user, jurorModels=SPEC_MODELS[:2] + ["c/3", "d/4"])
    jury.jurors["c/3"] = assessment(8, 8, 8, 8, 8, "APPROVE")
    jury.jurors["d/4"] = assessment(3, 3, 3, 3, 3, "REJECT")
    run_dispatch(message_id=run.pk)
    assert dict(events(run))["all_jurors_complete"]["data"]["majorityVerdict"] == "REVISE"
    run.refresh_from_db()
    assert run.verdict == "REVISE"


def test_a_resumed_run_asks_only_the_jurors_not_yet_stored(user, jury):
    # given a run whose worker died after the presentation and the first juror
    run = start(user)
    jury.jurors[SPEC_MODELS[1]] = ProviderError("worker died here")
    jury.jurors[SPEC_MODELS[2]] = ProviderError("worker died here")
    jury.foreman = ProviderError("not reached")
    run_dispatch(message_id=run.pk)
    DeliberationStage.objects.filter(message=run).exclude(stage_type__in=["present", "deliberation"]).delete()
    Message.objects.filter(pk=run.pk).update(status="running", heartbeat_at=None, error="")
    asked_before = len(jury.provider.requests)
    jury.jurors = dict(zip(SPEC_MODELS, [None] + [assessment(7, 7, 7, 7, 7, "APPROVE")] * 2, strict=False))
    jury.foreman = "## Jury Verdict Report\n\n### Final Verdict: APPROVE\nFine."
    # when
    run_dispatch(message_id=run.pk)
    # then
    asked = [(r.purpose, r.model) for r in jury.provider.requests[asked_before:]]
    assert sorted(asked) == sorted([("eval.juror", SPEC_MODELS[1]), ("eval.juror", SPEC_MODELS[2]),
                                    ("eval.foreman", "perplexity/sonar-pro")])
    assert types(run).count("jury_start") == 1
    assert stage_types(run).count("deliberation") == 3
    assert types(run)[-2:] == ["title_complete", "complete"]
    assert dict(events(run))["title_complete"] == {"data": {"title": "Users Endpoint Docs Review"}}


def test_a_run_resumed_after_its_summary_was_stored_announces_the_verdict_once(user, jury):
    # given a run whose foreman failed after the summary (and verdict_start) were stored
    run = start(user)
    jury.foreman = ProviderError("worker died here")
    run_dispatch(message_id=run.pk)
    Message.objects.filter(pk=run.pk).update(status="running", heartbeat_at=None, error="")
    jury.foreman = "## Jury Verdict Report\n\n### Final Verdict: REVISE\nFine."
    # when
    run_dispatch(message_id=run.pk)
    # then
    assert types(run).count("verdict_start") == 1
    assert types(run).count("all_jurors_complete") == 1
    assert types(run)[-3:] == ["verdict_complete", "title_complete", "complete"]
    assert stage_types(run) == ["present", "deliberation", "deliberation", "deliberation", "juror_summary", "verdict"]


def test_a_foreman_past_the_timeout_is_an_error_and_the_jurors_are_kept(user, jury):
    jury.provider.delays = {"eval.foreman": 1.0}
    run = start(user)
    Message.objects.filter(pk=run.pk).update(config={**run.config, "modeConfig": {**run.config["modeConfig"],
                                                                                  "timeoutMs": 300}})
    run_dispatch(message_id=run.pk)
    assert types(run)[-2:] == ["verdict_start", "error"]
    assert events(run)[-1][1]["message"].startswith("The foreman (perplexity/sonar-pro) did not answer in time")
    assert stage_types(run) == ["present", "deliberation", "deliberation", "deliberation", "juror_summary"]
