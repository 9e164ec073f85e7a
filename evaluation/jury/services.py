"""The jury pipeline: Present → Deliberate → Verdict, plus a title (spec §B, §C, §F).

`jury_pipeline(message)` is driven by `evaluation.runs.run_dispatch` in a
worker. It publishes, on `eval.<messageId>`, in this order:

    jury_start, present_start, present_complete, deliberation_start,
    juror_complete × (each juror, as it finishes), all_jurors_complete,
    verdict_start, verdict_complete, title_complete (new conversations only), complete

or `error {message}` where the spec's edge cases say so. Each event is published in
the same transaction as the row it reports, so a follower that sees an event can
read its row. The jurors and the title run concurrently through `llm.as_completed`
inside this one task; the title waits in memory and is published after the verdict,
as the spec orders.

Resumable: a second call for the same message (the sweeper, after a worker died)
skips what is stored (presentation, jurors by position, summary) and goes on.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, replace

from django.conf import settings
from django.db import transaction

from evaluation import runs
from evaluation.jury import prompts, rules
from evaluation.jury.answer_block import JurorAnswer
from evaluation.jury.parsing import clean_title, parse_foreman, parse_juror, prose
from evaluation.jury.stages import (DELIBERATION, JUROR_SUMMARY, ORDER, PRESENT, VERDICT, juror_assessment,
                                    juror_metadata, summary_from)
from evaluation.models import DeliberationStage, Message
from evaluation.sources.compose import fit_for_jury
from evaluation.sources.services import context_note_store, run_sources
from evaluation.rendering import markdown_html
from juryrigged import llm, realtime

logger = logging.getLogger(__name__)

TITLE_TIMEOUT_S = 30
ALL_FAILED = "All juror evaluations failed."


@dataclass(frozen=True)
class JuryConfig:
    content: str
    original_question: str | None
    juror_models: list[str]
    foreman_model: str
    timeout_s: float
    new_conversation: bool
    content_last: bool = False

    @classmethod
    def of(cls, message: Message) -> JuryConfig:
        config = message.config.get("modeConfig", {})
        return cls(
            content=config["content"],
            original_question=config.get("originalQuestion") or None,
            juror_models=list(config["jurorModels"]),
            foreman_model=config["foremanModel"],
            timeout_s=(config.get("timeoutMs") or settings.EVAL_JURY_TIMEOUT_MS) / 1000,
            new_conversation=bool(message.config.get("newConversation", True)),
            content_last=bool(config.get("contentLast")),
        )


def jury_pipeline(message: Message) -> None:
    """The jury's stages for a claimed run (driven by `evaluation.runs.run_dispatch`).

    Reads the run's sources first (fetching pages and repositories); judge their text fitted to the context."""
    config = JuryConfig.of(message)
    if (message.config.get("modeConfig") or {}).get("sources"):
        snapshots = run_sources(message)
        if snapshots is None:
            return
        own = "" if message.config["modeConfig"].get("contentFromSources") else config.content
        fitted = fit_for_jury(own, snapshots, budget_tokens=settings.EVAL_SOURCE_CONTEXT_TOKENS)
        context_note_store(message, fitted.note())
        config = replace(config, content=fitted.text)
    _pipeline(message, config)


def _pipeline(message: Message, config: JuryConfig) -> None:
    stages = list(message.stages.all())
    # Stage 1 is stored and published while the jurors' calls are already in flight.
    present = None if any(s.stage_type == PRESENT for s in stages) else (lambda: _present(message, config))
    jurors = {s.position: s for s in stages if s.stage_type == DELIBERATION}
    # A resumed run keeps the title an earlier attempt stored.
    title = message.conversation.title or None
    jurors, failures, title = _deliberate(message, config, jurors, title, on_start=present)
    new_title = None
    if config.new_conversation and not message.conversation.title:
        title = new_title = title or fallback_title(config.content)
    # One transaction from here to the foreman's call: every commit sits on the critical path.
    with transaction.atomic():
        runs.run_heartbeat(message=message)
        if new_title:
            runs.run_title_set(message=message, title=new_title)
        if len(jurors) < 2:
            runs.run_fail(message=message, reason=_too_few_reason(len(jurors), len(config.juror_models), failures))
            return
        summary = next((s for s in stages if s.stage_type == JUROR_SUMMARY), None)
        if summary is None:
            summary = _summarize(message, config, jurors, failures)
            # Committed with the summary: a resumed run that finds the summary has already sent it.
            realtime.publish(message.stream, "verdict_start", {})
    _verdict(message, config, jurors, summary, title)


def _store(message: Message, **fields) -> DeliberationStage:
    # A deleted run surfaces as an IntegrityError (the foreign key) at commit; run_dispatch treats it as gone.
    return DeliberationStage.objects.create(message=message, stage_order=ORDER[fields["stage_type"]], **fields)


def _present(message: Message, config: JuryConfig) -> None:
    stream = message.stream
    presentation = {"content": config.content}
    if config.original_question:
        presentation["originalQuestion"] = config.original_question
    with transaction.atomic():
        realtime.publish(stream, "jury_start", {"conversationId": str(message.conversation_id),
                                                "messageId": str(message.id), "mode": "jury"})
        realtime.publish(stream, "present_start", {})
        _store(message, stage_type=PRESENT, content=config.content,
               parsed_data={"originalQuestion": config.original_question} if config.original_question else {})
        realtime.publish(stream, "present_complete", {"data": presentation})
        realtime.publish(stream, "deliberation_start", {"metadata": {"jurorModels": config.juror_models}})


def _calls(message: Message, config: JuryConfig, missing: list[int], want_title: bool) -> list[llm.Call]:
    subject = runs.run_subject(message.id)
    prompt = prompts.build_evaluation_prompt(config.content, config.original_question,
                                             content_last=config.content_last)
    # Sent as the output format where the model takes it (strict when it can be); the reader reads whatever comes.
    calls = [llm.Call(key=("juror", position), messages=[{"role": "user", "content": prompt}], purpose="eval.juror",
                      model=config.juror_models[position], timeout=config.timeout_s, subject=subject,
                      answer_format=JurorAnswer)
             for position in missing]
    if want_title:
        calls.append(llm.Call(key=("title", None), messages=[{"role": "user",
                                                                "content": prompts.build_title_prompt(config.content)}],
                              purpose="eval.title", model=settings.EVAL_TITLE_MODEL or config.foreman_model,
                              timeout=min(TITLE_TIMEOUT_S, config.timeout_s), subject=subject))
    return calls


def _with_reask_room(calls: list[llm.Call], budget: llm.Budget, usage: llm.Usage) -> list[llm.Call]:
    """Juror calls may be asked once more when cut off, with as much room as the run's budget allows for all."""
    jurors = [call for call in calls if call.key[0] == "juror"]
    room = llm.reask_max_tokens(budget, spent_tokens=usage.total_tokens, spent_usd=usage.cost_usd, calls=calls,
                                reasked=jurors)
    return [replace(call, reask_max_tokens=room) if call.key[0] == "juror" else call for call in calls]


def _deliberate(message, config, stored: dict, title, on_start=None):
    """Ask every juror not yet stored (and the title) at once; store and publish each as it lands.

    `on_start` runs once the calls are in flight, before any result is stored.
    """
    missing = [p for p in range(len(config.juror_models)) if p not in stored]
    want_title = config.new_conversation and not message.conversation.title
    failures: list[dict] = []
    calls = _calls(message, config, missing, want_title)
    calls = _with_reask_room(calls, *runs.run_budget_check(message=message, calls=calls))
    for call, result in runs.run_calls(message=message, calls=calls, limit=max(1, len(calls)),
                                         timeout=config.timeout_s, on_start=on_start):
        kind, position = call.key
        if kind == "title":
            title = clean_title(result.text) if isinstance(result, llm.Completion) else None
            continue
        if isinstance(result, llm.LLMError):
            failures.append({"position": position, "model": call.model, "error": str(result),
                             "timedOut": isinstance(result, llm.LLMTimeout)})
            logger.warning("juror %s (%s) of evaluation %s failed: %s", position, call.model, message.pk, result)
            continue
        stored[position] = _juror_store(message, position, result)
    return [stored[p] for p in sorted(stored)], failures, title


def usage_of(completion: llm.Completion) -> dict:
    """One participant's tokens and cost (every request of its call; `costUsd` null when a price is unknown)."""
    return {"promptTokens": completion.prompt_tokens, "completionTokens": completion.completion_tokens,
            "costUsd": float(completion.cost_usd) if completion.cost_usd is not None else None,
            "requests": completion.requests}


def _juror_store(message: Message, position: int, completion: llm.Completion) -> DeliberationStage:
    parsed = parse_juror(completion.text, finish_reason=completion.finish_reason)
    data = {"scores": parsed.scores, "average": parsed.average, "verdict": parsed.verdict,
            "recommendations": parsed.recommendations, "parseSuccess": parsed.parse_success,
            "warnings": parsed.notes, "unread": parsed.unread, "truncated": parsed.truncated,
            "usage": usage_of(completion)}
    model = message.config["modeConfig"]["jurorModels"][position]
    with transaction.atomic():
        stage = _store(message, stage_type=DELIBERATION, model=model, role="juror", content=completion.text,
                       parsed_data=data, response_time_ms=completion.latency_ms, position=position)
        realtime.publish(message.stream, "juror_complete", {"data": juror_assessment(stage),
                                                            "metadata": juror_metadata(stage)})
    return stage


def _too_few_reason(succeeded: int, total: int, failures: list[dict]) -> str:
    if succeeded == 0:
        return ALL_FAILED
    timed_out = sum(1 for f in failures if f["timedOut"])
    detail = f" ({timed_out} timed out)" if timed_out else ""
    return (f"Only {succeeded} of {total} jurors returned an assessment{detail}; "
            "at least 2 are required for a verdict.")


def _scores_of(stage: DeliberationStage) -> rules.JurorScores:
    data = stage.parsed_data or {}
    return rules.JurorScores(scores=data.get("scores") or {}, average=data.get("average"), verdict=data.get("verdict"))


def _summarize(message, config, jurors, failures) -> DeliberationStage:
    summary = rules.summarize([_scores_of(j) for j in jurors], juror_count=len(config.juror_models))
    spec = summary.as_dict()
    metadata = {**summary.metadata(), "overallAverage": rules.overall_average(summary), "failedJurors": failures}
    with transaction.atomic():
        stage = _store(message, stage_type=JUROR_SUMMARY,
                       content=json.dumps({"majorityVerdict": spec["majorityVerdict"], "voteTally": spec["voteTally"]},
                                          separators=(",", ":")),
                       parsed_data={**spec, "metadata": metadata})
        realtime.publish(message.stream, "all_jurors_complete", {"data": spec, "metadata": metadata})
    return stage


def _verdict(message, config, jurors, summary_stage, title) -> None:
    summary = summary_from(summary_stage)
    tally = summary["voteTally"]
    prompt = prompts.build_foreman_prompt(
        config.content, config.original_question,
        [prompts.ForemanJuror(j.model, j.content) for j in jurors],
        approve=tally["approve"], revise=tally["revise"], reject=tally["reject"], majority=summary["majorityVerdict"])
    call = llm.Call(key="foreman", messages=[{"role": "user", "content": prompt}], purpose="eval.foreman",
                    model=config.foreman_model, timeout=config.timeout_s, subject=runs.run_subject(message.id))
    runs.run_budget_check(message=message, calls=[call])
    # Through run_calls, not llm.complete: the run's heartbeat goes on while the foreman writes.
    _, completion = next(iter(runs.run_calls(message=message, calls=[call], limit=1, timeout=config.timeout_s)))
    if isinstance(completion, llm.LLMError):
        what = "did not answer in time" if isinstance(completion, llm.LLMTimeout) else "failed"
        runs.run_fail(message=message, reason=f"The foreman ({config.foreman_model}) {what}: {completion}. "
                                                "The jurors' assessments and summary are kept.")
        return
    report, metadata = foreman_report(completion, summary_stage, model=config.foreman_model)
    report_html = markdown_html(prose(completion.text))
    usage = runs.usage_of_run(message.id)
    with transaction.atomic():
        _store(message, stage_type=VERDICT, model=config.foreman_model, role="foreman", content=completion.text,
               parsed_data={k: v for k, v in report.items() if k not in ("model", "reportText", "responseTimeMs")}
               | {"metadata": metadata}, response_time_ms=completion.latency_ms)
        realtime.publish(message.stream, "verdict_complete",
                         {"data": report, "metadata": {**metadata, "reportHtml": report_html}})
        if config.new_conversation:
            realtime.publish(message.stream, "title_complete", {"data": {"title": title}})
        runs.run_complete(message=message, content=completion.text, verdict=report["finalVerdict"],
                            metadata={"usage": usage})


def foreman_report(completion: llm.Completion, summary_stage: DeliberationStage, *, model: str) -> tuple[dict, dict]:
    """The spec's ForemanReport: text sections from the foreman, numbers and verdict from the jurors."""
    parsed = parse_foreman(completion.text)
    summary = summary_from(summary_stage)
    jury = rules.JurorSummary(
        juror_count=summary["jurorCount"], successful_jurors=summary["successfulJurors"],
        majority=rules.Majority(summary["majorityVerdict"], **summary["voteTally"]),
        dimension_averages=summary["dimensionAverages"], dimension_ranges=summary["dimensionRanges"])
    report = {
        "model": model,
        "reportText": completion.text,
        # The jury's vote decides; the foreman reports it (a differing statement is noted, not obeyed).
        "finalVerdict": summary["majorityVerdict"],
        "dimensionAnalysis": rules.dimension_analysis(jury),
        "keyStrengths": parsed.key_strengths,
        "keyWeaknesses": parsed.key_weaknesses,
        "recommendations": parsed.recommendations,
        "dissentingOpinions": parsed.dissenting_opinions,
        "responseTimeMs": completion.latency_ms,
    }
    metadata = {"statedVerdict": parsed.stated_verdict, "usage": usage_of(completion), "warnings": []}
    if parsed.stated_verdict and parsed.stated_verdict != report["finalVerdict"]:
        metadata["warnings"].append(f"The foreman wrote {parsed.stated_verdict}, but the jury's majority verdict is "
                                    f"{report['finalVerdict']}; the majority stands.")
    return report, metadata


def fallback_title(content: str) -> str:
    words = re.findall(r"[A-Za-z0-9][\w'’-]*", content)[:5]
    return ("Evaluation of " + " ".join(words)) if words else "Jury evaluation"


