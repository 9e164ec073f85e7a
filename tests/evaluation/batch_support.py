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
            services.batch_report_file(batch_id=batch.pk)  # the task the end asked for, once it committed
            batch.refresh_from_db()
            return batch
        for item_id in BatchItem.objects.filter(batch=batch, status="running").values_list("pk", flat=True):
            services.item_run(item_id=item_id)
    raise AssertionError("the batch never ended")


# --- dialectical batches ---------------------------------------------------------------
# A two-criterion rubric whose wording makes the audit show each item's one claim ("... of quality N.") to
# every judge, so scripted judges can score what the item says.
RUBRIC = [
    {"id": "helpful", "name": "Helpful", "description": "The answer quality helps the customer.",
     "successPattern": "A helpful answer of high quality.", "failurePattern": "An answer of low quality."},
    {"id": "accurate", "name": "Accurate", "description": "The answer quality is accurate.",
     "successPattern": "Accurate answer quality.", "failurePattern": "Inaccurate answer quality."},
]
JUDGES = {"Prosecutor": "openai/gpt-4o-mini", "Defense": "google/gemini-2.5-flash",
          "TechLead": "anthropic/claude-3-haiku"}
DIALECTIC_PANEL = {"rubricName": "Custom rubric", "rubric": RUBRIC, "judgeModels": JUDGES, "timeoutMs": 30000}


def judge_score(judge: str, criterion: str, quality: int) -> int:
    """Prosecutor one below the quality; Defense the quality; TechLead the quality on helpful, one below on
    accurate. So the chief justice rules helpful = q and accurate = q − 1 (weighted means q − ¼ and q − ¾,
    rounded half up; never below 1), and no criterion is re-argued (spread ≤ 1)."""
    low = max(1, quality - 1)
    return {"Prosecutor": low, "Defense": quality, "TechLead": quality if criterion == "helpful" else low}[judge]


def judge_answer(request) -> str:
    import json

    system = next(m["content"] for m in request.messages if m["role"] == "system")
    user = request.messages[-1]["content"]
    judge = re.search(r"^ROLE: (\w+)\.", system, re.MULTILINE).group(1)
    criterion = re.search(r"^CRITERION (\S+):", user, re.MULTILINE).group(1)
    score = judge_score(judge, criterion, quality_of(user))
    return json.dumps({"judge": judge, "criterionId": criterion, "score": score,
                       "argument": f"The {criterion} of this answer earns a {score}.", "citedEvidence": []})


def dialectic_items(qualities: list[int], labels: list[str | None] | None = None,
                    helpful: list[float | None] | None = None) -> list[ItemSpec]:
    labels = labels or [None] * len(qualities)
    helpful = helpful or [None] * len(qualities)
    return [ItemSpec(content=f"Support answer of quality {q}. Open Settings, then Account." + " More words." * i,
                     question="Audit this answer", metadata={"filename": f"answer-{i + 1}.md"}, label_verdict=label,
                     label_scores={"helpful": h} if h is not None else {})
            for i, (q, label, h) in enumerate(zip(qualities, labels, helpful, strict=False))]


def create_dialectic(user, specs, **kwargs) -> Batch:
    kwargs.setdefault("concurrency", 2)
    kwargs.setdefault("budget_usd", None)
    kwargs.setdefault("budget_tokens", None)
    return services.batch_create(user=user, name="Audited answers", mode="dialectic", config=dict(DIALECTIC_PANEL),
                                 items=specs, **kwargs)
