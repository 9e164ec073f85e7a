"""The dialectical pipeline: evidence → judges (3 × N, concurrent) → chief justice → report.

`dialectic_pipeline(message)` is driven by `evaluation.runs.run_dispatch` in a
worker. It publishes on `eval.<messageId>`, in this order:

    evidence_complete,
    opinion_complete × 3 per criterion (as each judge answers, any criterion order),
    criterion_complete as soon as a criterion's three opinions are in — or, when its
    judges disagree by more than 2 points, reevaluation_start, then three more
    opinion_complete (round 1) and its criterion_complete,
    report_complete, complete

or `error {message}`. Each event is published in the same transaction as the stage
row it reports. Stages (`deliberation_stages`, stage_order):

    1 evidence       position 0       all evidence and which ids each criterion was shown
    2 opinion        round×1000 + criterion×3 + judge   the JudicialOpinion, attempts, fallback flag
    3 reevaluation   criterion index  the first-round ruling that ordered a second round
    4 criterion      criterion index  the final ruling with its execution log
    5 report         position 0       the report; its content is the Markdown export

Resumable: a second call (the sweeper, after a dead worker) reuses every stored
opinion and asks only for the missing ones; rulings are pure and recomputed.
"""

from __future__ import annotations

import logging

from django.conf import settings
from django.db import transaction

from evaluation import runs
from evaluation.dialectic.audit import Audit, Callbacks, OpinionRecord, documents_from_config
from evaluation.dialectic.chief_justice import CriterionRuling
from evaluation.dialectic.report import build_report, to_markdown
from evaluation.dialectic.rubric import criteria_from_dicts
from evaluation.dialectic.stages import (CRITERION, EVIDENCE, OPINION, ORDER, REEVALUATION, REPORT, audit_title,
                                         opinion_position, verdict_for)
from evaluation.models import DeliberationStage, Message
from evaluation.sources.services import progress_publish, run_sources, snapshots_stored
from juryrigged import realtime

logger = logging.getLogger(__name__)


class RunGone(Exception):
    """The run's message was deleted (its conversation removed) while it ran."""


def _store(message: Message, **fields) -> DeliberationStage:
    if not Message.objects.filter(pk=message.pk).exists():
        raise RunGone()
    return DeliberationStage.objects.create(message=message, stage_order=ORDER[fields["stage_type"]], **fields)


def audit_of(message: Message, snapshots: list | None = None) -> Audit:
    """The run's audit; `snapshots` are its sources' (read from the stored run when not given)."""
    config = message.config["modeConfig"]
    if snapshots is None:
        snapshots = (snapshots_stored(message) or []) if config.get("sources") else []
    return Audit(documents=documents_from_config(config, snapshots), criteria=criteria_from_dicts(config["rubric"]),
                 models=config["judgeModels"], limit=settings.EVAL_DIALECTIC_CONCURRENCY,
                 timeout=config.get("timeoutMs", settings.EVAL_DIALECTIC_TIMEOUT_MS) / 1000,
                 subject=runs.run_subject(message.id), shown_items=settings.EVAL_SOURCE_EVIDENCE_ITEMS,
                 shown_tokens=settings.EVAL_SOURCE_EVIDENCE_TOKENS)


def dialectic_pipeline(message: Message) -> None:
    """The audit's stages for a claimed run (driven by `evaluation.runs.run_dispatch`).

    Guarantees beyond the driver's: no (judge, criterion, round) is stored twice.
    """
    snapshots = []
    if message.config["modeConfig"].get("sources"):
        snapshots = run_sources(message)
        if snapshots is None:  # a source was refused: the run failed with the reason
            return
    stages = list(message.stages.all())
    if not any(s.stage_type == EVIDENCE for s in stages) and snapshots:
        progress_publish(message, f"extracting evidence from {sum(len(s.files) for s in snapshots):,} files…")
    audit = audit_of(message, snapshots)
    if not any(s.stage_type == EVIDENCE for s in stages):
        _evidence(message, audit)
    stored = [OpinionRecord.from_dict(s.parsed_data) for s in stages if s.stage_type == OPINION]
    index = {c.id: i for i, c in enumerate(audit.criteria)}
    done = {(s.stage_type, s.position) for s in stages}
    callbacks = Callbacks(
        opinion=lambda record: _opinion(message, record, index),
        criterion=lambda criterion, ruling: _criterion(message, ruling, index[criterion.id], done),
        reevaluation=lambda criterion, ruling: _reevaluation(message, ruling, index[criterion.id], done),
        waiting=lambda: runs.run_heartbeat(message=message), wait_every=settings.EVAL_HEARTBEAT_S,
        before_calls=lambda calls: runs.run_budget_check(message=message, calls=calls) if calls else None,
    )
    rulings = audit.run(stored=stored, callbacks=callbacks)
    _report(message, audit, rulings)


def _evidence(message: Message, audit: Audit) -> None:
    payload = audit.evidence_payload()
    with transaction.atomic():
        if message.config.get("newConversation", True):
            # Titled from the start, so the live page and the history name the audit while it runs.
            runs.run_title_set(message=message, title=audit_title(message.config))
        _store(message, stage_type=EVIDENCE, position=0, parsed_data=payload,
               content=f"{len(audit.evidence)} evidence items from {len(audit.documents)} documents")
        realtime.publish(message.stream, "evidence_complete", {"data": payload})


def _opinion(message: Message, record: OpinionRecord, index: dict[str, int]) -> None:
    runs.run_heartbeat(message=message)
    data = record.as_dict()
    with transaction.atomic():
        _store(message, stage_type=OPINION, role=record.judge, model=record.model or None,
               content=record.opinion.argument, parsed_data=data, response_time_ms=record.latency_ms,
               position=opinion_position(index[record.criterion_id], record.judge, record.round))
        realtime.publish(message.stream, "opinion_complete", {"data": data})


def _reevaluation(message: Message, ruling: CriterionRuling, position: int, done: set) -> None:
    data = ruling.as_dict()
    with transaction.atomic():
        if (REEVALUATION, position) not in done:
            _store(message, stage_type=REEVALUATION, role="chief_justice", content=ruling.dissent or "",
                   parsed_data=data, position=position)
            done.add((REEVALUATION, position))
        realtime.publish(message.stream, "reevaluation_start",
                         {"data": {"criterionId": ruling.criterion_id, "dissent": ruling.dissent, "firstRound": data}})


def _criterion(message: Message, ruling: CriterionRuling, position: int, done: set) -> None:
    if (CRITERION, position) in done:
        return
    data = ruling.as_dict()
    with transaction.atomic():
        _store(message, stage_type=CRITERION, role="chief_justice", content=ruling.reasoning, parsed_data=data,
               position=position)
        done.add((CRITERION, position))
        realtime.publish(message.stream, "criterion_complete", {"data": data})


def _report(message: Message, audit: Audit, rulings: list[CriterionRuling]) -> None:
    config = message.config["modeConfig"]
    title = audit_title(message.config)
    opinions: dict[str, list[dict]] = {}
    for stage in DeliberationStage.objects.filter(message=message, stage_type=OPINION).order_by("position"):
        opinions.setdefault(stage.parsed_data["criterionId"], []).append(stage.parsed_data)
    report = build_report(title=title, rubric_name=config.get("rubricName", "Rubric"),
                          documents=[{"name": d.name, "lines": len(d.text.splitlines())} for d in audit.documents],
                          evidence=[e.as_dict() for e in audit.listed_evidence()], rulings=rulings, opinions=opinions,
                          coverage=audit.coverage())
    markdown = to_markdown(report)
    with transaction.atomic():
        _store(message, stage_type=REPORT, role="chief_justice", content=markdown, parsed_data=report, position=0)
        if config.get("sources") and report.get("coverage"):  # what the history says was read
            Message.objects.filter(pk=message.pk).update(
                config={**message.config, "sourcesCoverage": report["coverage"]})
        realtime.publish(message.stream, "report_complete", {"data": report})
        runs.run_complete(message=message, content=markdown, verdict=verdict_for(report["globalScore"]))
