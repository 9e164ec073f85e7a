"""Running a batch: every item judged exactly once across crashes and duplicate deliveries, a cancel
that stops spending, a budget that stops the batch, and limits that keep batches and single runs apart."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from evaluation import sweeping
from evaluation.batch import services
from evaluation.batch.models import Batch, BatchItem
from evaluation.models import Message
from juryrigged.llm.models import LLMCall
from tests.evaluation.batch_support import JURORS, answer, create, drive, items

pytestmark = pytest.mark.django_db
CALLS_PER_ITEM = len(JURORS) + 1  # jurors and the foreman; a batch item asks for no title


@pytest.fixture
def jurors(scripted_llm):
    scripted_llm.default = answer
    return scripted_llm


def test_every_item_is_judged_once_through_duplicate_deliveries_and_a_dead_worker(user, jurors, settings):
    # given a batch whose first two items were started
    batch = create(user, items([3, 6, 8, 9, 2]), concurrency=2)
    services.batch_pump(batch_id=batch.pk)
    first, second = BatchItem.objects.filter(batch=batch, status="running").order_by("index")
    # when the first item's task is delivered twice
    services.item_run(item_id=first.pk)
    services.item_run(item_id=first.pk)
    # and the worker holding the second dies after claiming it (running, heartbeat long gone)
    Message.objects.filter(pk=second.message_id).update(
        status="running", heartbeat_at=timezone.now() - timedelta(hours=1), attempts=1)
    # then the sweepers pick it up and the batch finishes
    sweeping.runs_sweep()
    batch = drive(batch)
    assert (batch.status, batch.done, batch.failed) == ("complete", 5, 0)
    # and no item was judged twice, none lost: one run per item, one call per juror and foreman
    assert Message.objects.filter(batch_item__batch=batch).count() == 5
    assert LLMCall.objects.filter(purpose__in=["eval.juror", "eval.foreman"]).count() == 5 * CALLS_PER_ITEM


def test_concurrency_bounds_the_items_in_flight(user, jurors):
    batch = create(user, items([5] * 7), concurrency=3)
    assert services.batch_pump(batch_id=batch.pk) == 3
    assert services.batch_pump(batch_id=batch.pk) == 0  # nothing ended: no room
    assert BatchItem.objects.filter(batch=batch, status="running").count() == 3


def test_cancel_stops_spending(user, jurors):
    # given a batch with two items in flight
    batch = create(user, items([5] * 6), concurrency=2)
    services.batch_pump(batch_id=batch.pk)
    running = list(BatchItem.objects.filter(batch=batch, status="running").values_list("pk", flat=True))
    # when it is cancelled before their workers run them
    batch = services.batch_cancel(batch=batch)
    for item_id in running:
        services.item_run(item_id=item_id)  # a late delivery of their tasks
    services.batch_pump(batch_id=batch.pk)
    # then nothing was spent and nothing more starts
    assert batch.status == "cancelled"
    assert LLMCall.objects.count() == 0
    assert BatchItem.objects.filter(batch=batch, status="queued").count() == 0
    assert Message.objects.filter(batch_item__batch=batch).exclude(status="failed").count() == 0


def test_a_token_budget_stops_the_batch_before_it_is_exceeded(user, jurors):
    # given a budget of three and a half items (the scripted jurors write less than real models, so
    # the batch's per-item estimate is set to what one item really costs)
    probe = drive(create(user, items([5])))
    per_item = probe.spent_tokens
    batch = create(user, items([5] * 10), concurrency=1, budget_tokens=int(per_item * 3.5))
    Batch.objects.filter(pk=batch.pk).update(item_estimate_tokens=per_item)
    # when it runs
    batch = drive(batch)
    # then it stops cleanly with a reason, within its budget
    assert batch.status == "stopped"
    assert "Budget reached" in batch.reason
    assert batch.done == 3
    assert batch.spent_tokens <= batch.budget_tokens
    assert BatchItem.objects.filter(batch=batch, status="cancelled").count() == 10 - batch.done


def test_the_position_check_judges_items_again_with_the_content_last(user, jurors):
    batch = drive(create(user, items([3, 8, 5]), position_check=2))
    repeats = BatchItem.objects.filter(batch=batch, repeat_of__isnull=False).order_by("index")
    assert [r.repeat_of for r in repeats] == [0, 1]
    assert repeats[0].message.config["modeConfig"]["contentLast"] is True
    assert "contentLast" not in BatchItem.objects.get(batch=batch, index=0).message.config["modeConfig"]
    position = batch.report["bias"]["position"]
    assert position["n"] == 2 and position["value"] == pytest.approx(0.0)


def test_batch_items_stay_out_of_the_history_and_take_no_single_run_slot(user, jurors, api, settings):
    settings.EVAL_LIMIT_RUNNING = 1
    batch = create(user, items([5] * 3), concurrency=3)
    services.batch_pump(batch_id=batch.pk)
    assert api.get("/api/conversations").json()["count"] == 0
    from tests.evaluation.conftest import start

    assert start(user).status == "pending"  # the three running batch items did not use the one slot


def test_the_content_last_prompt_puts_the_content_after_the_instructions():
    from evaluation.jury.prompts import build_evaluation_prompt

    first = build_evaluation_prompt("THE ANSWER", "THE QUESTION")
    last = build_evaluation_prompt("THE ANSWER", "THE QUESTION", content_last=True)
    assert first.index("THE ANSWER") < first.index("Score each dimension")
    assert last.index("THE ANSWER") > last.index("Score each dimension")
    assert last.index("THE QUESTION") < last.index("THE ANSWER")


def test_a_money_budget_with_an_unknown_price_stops_and_says_why(user, jurors):
    batch = create(user, items([5, 6]), budget_usd=1)
    Batch.objects.filter(pk=batch.pk).update(item_estimate_usd=None)
    batch = drive(batch)
    assert batch.status == "stopped" and batch.done == 0
    assert "price is unknown" in batch.reason
    assert LLMCall.objects.count() == 0
