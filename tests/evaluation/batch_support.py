"""Driving a batch in tests: scripted jurors whose scores follow each item's content, and a
synchronous pump that does what the workers do."""

from __future__ import annotations

import re

from evaluation.batch import services
from evaluation.batch.intake import ItemSpec
from evaluation.batch.models import Batch, BatchItem
from tests.evaluation.jury_texts import FOREMAN_REPORT, assessment

JURORS = ["openai/gpt-4o-mini", "google/gemini-2.5-flash", "meta-llama/llama-3.3-70b-instruct"]
FOREMAN = "mistralai/mistral-small"
PANEL = {"jurorModels": JURORS, "foremanModel": FOREMAN, "timeoutMs": 30000}


def band(score: float) -> str:
    return "APPROVE" if score >= 7 else "REVISE" if score >= 4 else "REJECT"


def quality_of(prompt: str) -> int:
    return int(re.search(r"quality (\d+)", prompt).group(1))


def answer(request) -> str:
    """A juror scores every dimension `quality N` (the last juror one lower: they disagree a little)."""
    if request.purpose == "eval.foreman":
        return FOREMAN_REPORT
    score = quality_of(request.messages[-1]["content"])
    if request.model == JURORS[-1]:
        score = max(1, score - 1)
    return assessment(score, score, score, score, score, band(score))


def items(qualities: list[int], labels: list[str | None] | None = None, scores: list[float | None] | None = None,
          metadata: list[dict] | None = None) -> list[ItemSpec]:
    labels = labels or [None] * len(qualities)
    scores = scores or [None] * len(qualities)
    metadata = metadata or [{}] * len(qualities)
    return [ItemSpec(content=f"An answer of quality {q}." + " More words." * i, question="Help me", metadata=m,
                     label_verdict=label, label_scores={"accuracy": s} if s is not None else {})
            for i, (q, label, s, m) in enumerate(zip(qualities, labels, scores, metadata, strict=False))]


def create(user, specs, **kwargs) -> Batch:
    kwargs.setdefault("concurrency", 2)
    kwargs.setdefault("budget_usd", None)
    kwargs.setdefault("budget_tokens", None)
    return services.batch_create(user=user, name="Support answers", mode="jury", config=dict(PANEL), items=specs,
                                 **kwargs)


def drive(batch: Batch, *, rounds: int = 200) -> Batch:
    """Pump and run items as the workers would, until the batch ends."""
    for _ in range(rounds):
        services.batch_pump(batch_id=batch.pk)
        batch.refresh_from_db()
        if not batch.is_active:
            return batch
        for item_id in BatchItem.objects.filter(batch=batch, status="running").values_list("pk", flat=True):
            services.item_run(item_id=item_id)
    raise AssertionError("the batch never ended")
