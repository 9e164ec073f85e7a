"""An evaluation has a budget: it fails with "Budget exceeded" and what it spent, before the call that
could break it — never in the middle of storing a stage."""

import re
from decimal import Decimal

import pytest

from evaluation.runs import run_dispatch
from evaluation.models import Message
from juryrigged import llm, realtime
from tests.evaluation.conftest import start

pytestmark = pytest.mark.django_db


def stage_types(run):
    return list(run.stages.values_list("stage_type", flat=True))


def test_a_run_keeps_the_budget_in_force_when_it_started_on_its_row(user, settings):
    settings.EVAL_BUDGET_TOKENS, settings.EVAL_BUDGET_USD = 4321, 0.5
    run = start(user)
    settings.EVAL_BUDGET_TOKENS = 1
    run.refresh_from_db()
    assert (run.budget_tokens, run.budget_usd) == (4321, Decimal("0.50"))


def test_a_jury_that_could_break_its_budget_is_stopped_before_asking_anyone(user, jury, settings):
    # given a token budget smaller than the jurors' prompts and answers could take
    settings.EVAL_BUDGET_TOKENS = 500
    run = start(user)
    # when
    run_dispatch(message_id=run.pk)
    # then no model was asked, and the run failed with the reason and what it spent
    run.refresh_from_db()
    assert jury.provider.requests == []
    assert run.status == "failed"
    assert run.error.startswith("Budget exceeded: the next step would bring it to about")
    assert "over its budget of 500 tokens. Spent so far: 0 calls" in run.error
    assert realtime.events_after(run.stream)[-1].payload == {"message": run.error}


def test_a_budget_spent_by_the_jurors_stops_the_run_before_the_foreman(user, jury, settings):
    # given a budget the jurors' calls fit in, but not the foreman's on top
    settings.LLM_MAX_TOKENS = {"*": 200, "eval.juror": 200, "eval.foreman": 100_000, "eval.title": 20}
    settings.EVAL_BUDGET_TOKENS = 20_000
    run = start(user)
    # when
    run_dispatch(message_id=run.pk)
    # then the jurors' work is kept, the foreman was never asked, and the reason shows the spend
    run.refresh_from_db()
    assert run.status == "failed"
    assert "eval.foreman" not in jury.provider.purposes()
    assert stage_types(run) == ["present", "deliberation", "deliberation", "deliberation", "juror_summary"]
    spent = llm.usage_for(f"eval.message:{run.pk}")
    assert f"Spent so far: {spent.calls} calls · {spent.prompt_tokens:,} prompt" in run.error
    assert Message.objects.get(pk=run.pk).error == run.error


def test_an_audit_that_could_break_its_budget_fails_before_its_judges_are_asked(scripted_llm, settings):
    from evaluation.runs import run_dispatch
    from tests.evaluation.dialectic.support import make_run

    # given a dialectical audit with a budget smaller than its first round of judges
    settings.EVAL_BUDGET_TOKENS = 1000
    run = make_run()
    # when
    run_dispatch(message_id=run.id)
    # then the evidence is stored, no judge was asked, and the run failed with the reason
    run.refresh_from_db()
    assert scripted_llm.requests == []
    assert (run.status, stage_types(run)) == ("failed", ["evidence"])
    assert run.error.startswith("Budget exceeded:")


def test_an_audit_shows_its_cost_in_total_and_per_judge(scripted_llm):
    import json

    from evaluation.dialectic.results import load_result
    from evaluation.runs import run_dispatch
    from tests.evaluation.dialectic.support import make_run

    scripted_llm.default = json.dumps({"score": 4, "argument": "So.", "citedEvidence": ["NO_EVIDENCE"]})
    run = make_run()
    run_dispatch(message_id=run.id)
    usage = load_result(run)["usage"]
    judge_models = run.config["modeConfig"]["judgeModels"]
    assert usage["calls"] == sum(line["calls"] for line in usage["byJudge"]) > 0
    assert sorted(j for line in usage["byJudge"] for j in line["judges"]) == sorted(judge_models)
    assert all(line["text"].startswith(f"{line['calls']} calls") for line in usage["byJudge"])


def stopped_before_the_foreman(user, settings):
    settings.LLM_MAX_TOKENS = {"*": 200, "eval.juror": 200, "eval.foreman": 100_000, "eval.title": 20}
    settings.EVAL_BUDGET_TOKENS = 20_000
    run = start(user)
    run_dispatch(message_id=run.pk)
    run.refresh_from_db()
    assert run.status == "failed" and run.error.startswith("Budget exceeded")
    return run


def admin_form(client, run, **fields) -> dict:
    """The run's admin change form as a browser would post it (the stages inline's management form included)."""
    page = client.get(f"/admin/evaluation/message/{run.pk}/change/").content.decode()
    hidden = dict(re.findall(r'name="(stages-[A-Z_]+)" value="(\d*)"', page))
    return {**hidden, "_save": "Save", **fields}


def test_staff_see_the_budget_beside_the_spend_and_raise_it_and_the_run_resumes_where_it_stopped(
        user, jury, settings, admin_client, django_capture_on_commit_callbacks):
    # given a run stopped at its budget before the foreman
    run = stopped_before_the_foreman(user, settings)
    spent = llm.usage_for(f"eval.message:{run.pk}")
    page = admin_client.get(f"/admin/evaluation/message/{run.pk}/change/").content.decode()
    assert spent.describe() in page and 'name="budget_tokens" value="20000"' in page
    # when staff raise its token budget and resume it
    form = admin_form(admin_client, run, budget_tokens="500000", budget_usd="5.00")
    assert admin_client.post(f"/admin/evaluation/message/{run.pk}/change/", form).status_code == 302
    with django_capture_on_commit_callbacks(execute=False) as queued:
        admin_client.post("/admin/evaluation/message/", {"action": "resume_stopped_at_budget",
                                                         "_selected_action": [str(run.pk)]})
    assert len(queued) == 1  # the run's task is enqueued after commit
    run.refresh_from_db()
    assert (run.status, run.error, run.budget_tokens) == ("pending", "", 500_000)
    juror_requests = [r for r in jury.provider.requests if r.purpose == "eval.juror"]
    run_dispatch(message_id=run.pk)
    # then the run finishes from its stored stages: the foreman is asked, the jurors are not asked again
    run.refresh_from_db()
    assert run.status == "complete"
    assert [r for r in jury.provider.requests if r.purpose == "eval.juror"] == juror_requests
    assert "eval.foreman" in jury.provider.purposes()


def test_a_budget_changed_during_a_run_is_read_from_its_row_at_the_next_step(user, jury, settings):
    # given a run whose row budget staff lowered after it started (the settings would let it through)
    settings.EVAL_BUDGET_TOKENS = 10_000_000
    run = start(user)
    Message.objects.filter(pk=run.pk).update(budget_tokens=500)
    # when
    run_dispatch(message_id=run.pk)
    # then the row's budget held
    run.refresh_from_db()
    assert run.status == "failed" and "over its budget of 500 tokens" in run.error


def test_only_a_run_stopped_at_its_budget_can_be_resumed(user, settings):
    from evaluation.runs import run_fail
    from evaluation.services import run_resume

    run = start(user)
    run_fail(message=run, reason="The evaluation stopped on an unexpected error.")
    assert run_resume(message_id=run.pk) is False
    run.refresh_from_db()
    assert run.status == "failed"


def test_staff_cannot_change_anything_else_of_a_run(user, settings, admin_client):
    run = start(user)
    form = admin_form(admin_client, run, budget_tokens="", budget_usd="", status="complete", error="forged")
    assert admin_client.post(f"/admin/evaluation/message/{run.pk}/change/", form).status_code == 302
    run.refresh_from_db()
    assert (run.status, run.error, run.budget_tokens, run.budget_usd) == ("pending", "", None, None)
