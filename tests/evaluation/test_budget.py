"""An evaluation has a budget: it fails with "Budget exceeded" and what it spent, before the call that
could break it — never in the middle of storing a stage."""

import pytest

from evaluation.services import run_dispatch
from evaluation.models import Message
from juryrigged import llm, realtime
from tests.evaluation.conftest import start

pytestmark = pytest.mark.django_db


def stage_types(run):
    return list(run.stages.values_list("stage_type", flat=True))


def test_a_run_keeps_the_budget_in_force_when_it_started(user, settings):
    settings.EVAL_BUDGET_TOKENS, settings.EVAL_BUDGET_USD = 4321, 0.5
    run = start(user)
    assert run.config["budget"] == {"tokens": 4321, "usd": 0.5}


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
    from evaluation.services import run_dispatch
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
    from evaluation.services import run_dispatch
    from tests.evaluation.dialectic.support import make_run

    scripted_llm.default = json.dumps({"score": 4, "argument": "So.", "citedEvidence": ["NO_EVIDENCE"]})
    run = make_run()
    run_dispatch(message_id=run.id)
    usage = load_result(run)["usage"]
    judge_models = run.config["modeConfig"]["judgeModels"]
    assert usage["calls"] == sum(line["calls"] for line in usage["byJudge"]) > 0
    assert sorted(j for line in usage["byJudge"] for j in line["judges"]) == sorted(judge_models)
    assert all(line["text"].startswith(f"{line['calls']} calls") for line in usage["byJudge"])
