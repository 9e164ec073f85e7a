"""Dialectical batches: every item is one audit with one rubric and three judges; the batch files the chief
justice's scores per criterion and the global score, maps them to a verdict, and measures agreement with
people's labels and among the judges, computed here independently, by hand."""

from __future__ import annotations

import pytest

from evaluation.batch import services
from evaluation.batch.models import BatchItem
from evaluation.models import Message
from juryrigged.llm.models import LLMCall
from tests.evaluation.batch_support import (JUDGES, RUBRIC, create_dialectic, dialectic_items, drive, judge_answer,
                                            judge_score)
from tests.evaluation.test_batch_agreement import cohen_kappa, interval_alpha

pytestmark = pytest.mark.django_db

QUALITIES = [5, 4, 3, 2, 1, 5, 4, 3, 2, 5]
LABELS = ["APPROVE", "REVISE", "REVISE", "REJECT", "REJECT", "APPROVE", "APPROVE", "REJECT", "REJECT", "REVISE"]
PEOPLE_HELPFUL = [5, 4, 2, 2, 1, 4, 5, 3, 1, 5]
CALLS_PER_ITEM = 3 * len(RUBRIC)


def verdict_of(score: float) -> str:
    """The mapping the batch documents: the global score (1–5) in the jury's words."""
    return "APPROVE" if score >= 4.0 else "REVISE" if score >= 2.5 else "REJECT"


def ruled(quality: int) -> dict[str, int]:
    """The chief justice's ruling, by hand: weighted mean (Prosecutor 1, Defense 1, TechLead 2), half up."""
    from decimal import ROUND_HALF_UP, Decimal

    result = {}
    for criterion in ("helpful", "accurate"):
        p, d, t = (judge_score(j, criterion, quality) for j in ("Prosecutor", "Defense", "TechLead"))
        result[criterion] = int(Decimal(str((p + d + 2 * t) / 4)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))
    return result


@pytest.fixture
def judges(scripted_llm):
    scripted_llm.default = judge_answer
    return scripted_llm


def test_each_item_is_one_audit_whose_rulings_the_batch_files(user, judges):
    # when a dialectical batch of three items runs
    batch = drive(create_dialectic(user, dialectic_items([5, 3, 1])))
    # then each item is one audit of its own document, asked exactly once per judge and criterion
    assert (batch.status, batch.done, batch.failed) == ("complete", 3, 0)
    assert Message.objects.filter(batch_item__batch=batch, mode="dialectic").count() == 3
    assert LLMCall.objects.filter(purpose="dialectic.opinion").count() == 3 * CALLS_PER_ITEM
    first = BatchItem.objects.get(batch=batch, index=0)
    assert first.message.config["modeConfig"]["documents"][0]["name"] == "answer-1.md"
    assert first.message.stages.filter(stage_type="report").count() == 1
    # and the item carries the chief justice's scores per criterion, the global score and its verdict
    for item, quality in zip(batch.items.order_by("index"), [5, 3, 1], strict=True):
        expected = ruled(quality)
        assert item.scores == expected
        assert item.overall == pytest.approx(round(sum(expected.values()) / 2, 1))
        assert item.verdict == verdict_of(item.overall)
        # and each judge's own scores (the final round's), under its model
        by_judge = {j["judge"]: j for j in item.jurors}
        assert by_judge["TechLead"]["scores"] == {c: judge_score("TechLead", c, quality) for c in expected}
        assert by_judge["Defense"]["model"] == f"Defense · {JUDGES['Defense']}"


def test_a_labelled_dialectical_batch_reports_the_agreement_computed_by_hand(user, judges):
    # given a labelled dialectical batch (verdicts, and people's scores on "helpful", 1–5)
    batch = drive(create_dialectic(user, dialectic_items(QUALITIES, LABELS, PEOPLE_HELPFUL), concurrency=3))
    assert (batch.status, batch.done) == ("complete", 10)
    rulings = [ruled(q) for q in QUALITIES]
    verdicts = [verdict_of(round(sum(r.values()) / 2, 1)) for r in rulings]
    report = batch.report["jury"]
    # then accuracy, κ and the confusion matrix of the mapped verdicts are the hand-computed ones
    agree = sum(v == p for v, p in zip(verdicts, LABELS, strict=True))
    assert report["accuracy"]["value"] == pytest.approx(agree / 10, abs=1e-4)
    assert report["kappa"]["value"] == pytest.approx(cohen_kappa(LABELS, verdicts), abs=1e-4)
    order = ["APPROVE", "REVISE", "REJECT"]
    assert report["confusion"]["matrix"] == [[sum(1 for p, v in zip(LABELS, verdicts, strict=True)
                                                  if p == row and v == col) for col in order] for row in order]
    # and α between people and the chief justice on "helpful" (interval) is the hand-computed one
    helpful = [float(r["helpful"]) for r in rulings]
    assert report["dimensions"]["helpful"]["alpha"]["value"] == pytest.approx(
        interval_alpha([float(x) for x in PEOPLE_HELPFUL], helpful), abs=1e-3)
    assert "accurate" not in report["dimensions"]  # nobody labelled it
    # and each judge is rated on its own: the Defense's verdict is its mean score mapped the same way
    defense = next(j for j in batch.report["jurors"] if j["model"].startswith("Defense"))
    defense_verdicts = [verdict_of(q) for q in QUALITIES]
    assert defense["kappa"]["value"] == pytest.approx(cohen_kappa(LABELS, defense_verdicts), abs=1e-4)
    # and agreement among the judges is α across items, on the rubric's criteria, not the jury's dimensions
    assert set(batch.report["interRater"]["dimensions"]) == {"helpful", "accurate"}
    assert batch.report["interRater"]["jurors"] == 3
    assert batch.report["scale"]["high"] == 5


def test_cancel_stops_a_dialectical_batch_spending(user, judges):
    batch = create_dialectic(user, dialectic_items([4] * 5), concurrency=2)
    services.batch_pump(batch_id=batch.pk)
    running = list(BatchItem.objects.filter(batch=batch, status="running").values_list("pk", flat=True))
    batch = services.batch_cancel(batch=batch)
    for item_id in running:
        services.item_run(item_id=item_id)
    assert batch.status == "cancelled"
    assert LLMCall.objects.count() == 0
    assert BatchItem.objects.filter(batch=batch, status__in=["queued", "running"]).count() == 0


def test_a_token_budget_stops_a_dialectical_batch_within_it(user, judges):
    from evaluation.batch.models import Batch

    probe = drive(create_dialectic(user, dialectic_items([4])))
    per_item = probe.spent_tokens
    batch = create_dialectic(user, dialectic_items([4] * 6), concurrency=1, budget_tokens=int(per_item * 2.5))
    Batch.objects.filter(pk=batch.pk).update(item_estimate_tokens=per_item)
    batch = drive(batch)
    assert (batch.status, batch.done) == ("stopped", 2)
    assert batch.spent_tokens <= batch.budget_tokens
