"""Daily spending limits that hold: per user and site-wide, at the door and between a run's steps; batch budgets
capped by them; known model ids only unless staff allow others. Each refusal names its limit and when it resets."""

from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile

from evaluation.batch.models import Batch
from evaluation.errors import EvaluationError
from evaluation.models import Message
from evaluation.runs import run_dispatch
from juryrigged.llm import spending
from juryrigged.llm.models import DailySpend, SpendingLimits
from tests.evaluation.batch_support import FOREMAN, JURORS, answer, create, drive, items
from tests.evaluation.conftest import jury_body, start
from tests.support.spending import daily_limits, next_midnight, spend

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _limits(settings):
    daily_limits(settings)
    settings.SPEND_ALLOW_ANY_MODEL = False


def test_recorded_calls_add_up_per_user_and_for_the_site(user, other_user):
    spend(user, "1.25", 400)
    spend(user, "0.75", 600)
    spend(other_user, "2")
    spend(None, "0.5")  # a courtroom turn: nobody's evaluation
    rows = {row.payer: (row.usd, row.tokens, row.calls) for row in DailySpend.objects.all()}
    assert rows[f"user:{user.pk}"] == (Decimal("2"), 1000, 2)
    assert rows[f"user:{other_user.pk}"] == (Decimal("2"), 1000, 1)
    assert rows["site"] == (Decimal("4.5"), 3000, 4)


def test_a_run_past_the_users_daily_limit_is_refused_naming_the_limit_and_its_reset(api, user):
    spend(user, "10")
    response = api.post("/api/evaluations", jury_body(), format="json")
    assert response.status_code == 429
    body = response.json()
    assert (body["code"], body["limit"], body["resetsAt"]) == ("SPENDING_LIMIT", "userDailyUsd", next_midnight())
    assert "daily spending limit of $10.00" in body["error"] and "resets at 00:00 UTC" in body["error"]
    assert 0 < body["retryAfterMs"] <= 86_400_000 and int(response["Retry-After"]) >= 1


def test_the_sites_daily_limit_refuses_everyone(api, other_user):
    spend(other_user, "100")
    response = api.post("/api/evaluations", jury_body(), format="json")
    assert response.status_code == 429
    assert (response.json()["code"], response.json()["limit"]) == ("SPENDING_LIMIT", "siteDailyUsd")


def test_staff_raise_the_limit_in_the_admin_and_it_holds_at_once(api, user, client):
    spend(user, "10")
    assert api.post("/api/evaluations", jury_body(), format="json").status_code == 429
    # when staff open the limits (the row in force is created from the settings) and raise the user's
    staff = get_user_model().objects.create_user("boss", password="x", is_staff=True, is_superuser=True)
    client.force_login(staff)
    assert client.get("/admin/llm/spendinglimits/").status_code == 200
    response = client.post("/admin/llm/spendinglimits/1/change/", {
        "user_daily_usd": "25", "user_daily_tokens": "20000000", "site_daily_usd": "100", "extra_models": ""})
    assert response.status_code == 302
    assert SpendingLimits.objects.get().user_daily_usd == Decimal("25")
    # then the user may start again
    assert api.post("/api/evaluations", jury_body(), format="json").status_code == 202


def test_a_running_evaluation_stops_before_the_calls_that_would_pass_the_daily_limit(user, jury):
    # given a run of priced models started just under the user's limit
    jury.jurors = dict(zip(JURORS, jury.jurors.values(), strict=False))
    run = start(user, jurorModels=JURORS, foremanModel=FOREMAN)
    spend(user, "9.999")
    # when it runs (its jurors' forecast is more than the $0.001 left)
    run_dispatch(message_id=run.pk)
    # then it stopped before asking any juror, saying which limit and when it resets
    run.refresh_from_db()
    assert run.status == "failed"
    assert run.error.startswith("Budget exceeded: Your daily spending limit of $10.00 would be passed")
    assert "resets at 00:00 UTC" in run.error
    assert "eval.juror" not in jury.provider.purposes()


@pytest.mark.parametrize("fields, limit", [
    ({"budgetUsd": "100000"}, "userDailyUsd"),
    ({"budgetTokens": str(10**12)}, "userDailyTokens"),
])
def test_a_batch_asking_more_than_a_daily_limit_is_refused(api, fields, limit):
    csv = b"content,question\nThe reset link is in settings.,How do I reset?\n"
    response = api.post("/api/batches", {"file": SimpleUploadedFile("items.csv", csv), "jurorModels": JURORS,
                                         "foremanModel": FOREMAN, **fields}, format="multipart")
    assert response.status_code == 400
    assert (response.json()["code"], response.json()["limit"]) == ("BUDGET_OVER_LIMIT", limit)
    assert "A budget may be at most your daily" in response.json()["error"]
    assert not Batch.objects.exists()


def test_a_batch_budget_larger_than_what_is_left_today_is_refused_until_the_reset(user):
    spend(user, "8")
    with pytest.raises(EvaluationError) as refused:
        create(user, items([5]), budget_usd=Decimal("5"))
    assert (refused.value.status, refused.value.code, refused.value.extra["limit"]) == (
        429, "SPENDING_LIMIT", "userDailyUsd")
    assert refused.value.extra["resetsAt"] == next_midnight()
    create(user, items([5]), budget_usd=Decimal("2"))  # what is left fits


def test_a_batch_stops_once_its_owner_reaches_the_daily_limit(user, scripted_llm):
    scripted_llm.default = answer
    batch = create(user, items([8, 7, 6, 5]), concurrency=1, budget_usd=Decimal("5"))
    spend(user, "10")  # spent elsewhere meanwhile
    batch = drive(batch)
    assert batch.status == "stopped"
    assert batch.reason.startswith("Your daily spending limit of $10.00 would be passed")
    assert "eval.juror" not in scripted_llm.purposes()


def test_unknown_model_ids_are_refused_unless_staff_allow_them(api):
    body = jury_body(jurorModels=["openai/gpt-4o-mini", "acme/unknown-1", "google/gemini-2.5-flash"])
    response = api.post("/api/evaluations", body, format="json")
    assert response.status_code == 400
    assert (response.json()["code"], response.json()["models"]) == ("UNKNOWN_MODEL", ["acme/unknown-1"])
    assert not Message.objects.filter(role="assistant").exists()
    # a model the price data knows, not in the form's list, is known
    priced = jury_body(jurorModels=["openai/gpt-4o-mini", "google/gemini-2.5-flash", "mistralai/mistral-small"])
    assert api.post("/api/evaluations", priced, format="json").status_code == 202
    # staff list the id in the admin's limits
    row = spending.default_limits()
    row.extra_models = "ACME/unknown-1\n"
    row.save()
    assert api.post("/api/evaluations", body, format="json").status_code == 202


def test_staff_may_allow_any_model_id(api):
    row = spending.default_limits()
    row.allow_any_model = True
    row.save()
    body = jury_body(jurorModels=["a/1", "b/2", "c/3"], foremanModel="d/4")
    assert api.post("/api/evaluations", body, format="json").status_code == 202
