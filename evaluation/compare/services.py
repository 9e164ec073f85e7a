"""The compare pipeline: Present → Compare (every juror, both orders) → Verdict.

`compare_pipeline(message)` is driven by `evaluation.runs.run_dispatch`. It publishes on
`eval.<messageId>`, in this order:

    compare_start, present_complete, deliberation_start,
    juror_order_complete × (each juror's answer in one order, as it lands),
    juror_complete × (each juror once both its orders are in: its verdict per dimension),
    all_jurors_complete (the panel's winner per dimension, agreement, position flips),
    verdict_start, verdict_complete, title_complete (new conversations), complete

or `error {message}`. Every juror is asked twice at once, A first and B first, through the LLM
door's structured path; the rules (`verdicts.py`) turn the two answers into its verdict. Each
answer is stored as it lands, so a resumed run asks only for what is missing.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from django.conf import settings
from django.db import transaction

from evaluation import runs
from evaluation.compare import prompts
from evaluation.compare.stages import (COMPARISON, ORDER, ORDERS, PRESENT, SUMMARY, VERDICT, answer_of, juror_json,
                                       juror_verdicts, panel_verdict_json, slot)
from evaluation.compare.verdicts import OVERALL, panel_verdict
from evaluation.models import DeliberationStage, Message
from evaluation.rendering import markdown_html
from evaluation.sources.compose import fit_for_jury
from evaluation.sources.services import run_sources
from juryrigged import llm, realtime

logger = logging.getLogger(__name__)

WINNER_WORDS = {"A": "A WINS", "B": "B WINS", "tie": "TIE"}


@dataclass(frozen=True)
class CompareConfig:
    labels: tuple[str, str]
    texts: tuple[str, str]
    question: str | None
    dimensions: list[str]
    juror_models: list[str]
    foreman_model: str
    timeout_s: float
    new_conversation: bool

    @property
    def title(self) -> str:
        return f"{self.labels[0]} vs {self.labels[1]}"[:200]

    @classmethod
    def of(cls, message: Message, texts: tuple[str, str] | None = None) -> CompareConfig:
        config = message.config.get("modeConfig", {})
        candidates = config["candidates"]
        return cls(labels=(candidates[0]["label"], candidates[1]["label"]),
                   texts=texts or (candidates[0]["content"], candidates[1]["content"]),
                   question=config.get("originalQuestion") or None, dimensions=list(config["dimensions"]),
                   juror_models=list(config["jurorModels"]), foreman_model=config["foremanModel"],
                   timeout_s=(config.get("timeoutMs") or settings.EVAL_JURY_TIMEOUT_MS) / 1000,
                   new_conversation=bool(message.config.get("newConversation", True)))


def _candidate_texts(message: Message) -> tuple[str, str] | None:
    """Each candidate's text with its own sources fitted in (half the context each); None if a source failed."""
    config = message.config["modeConfig"]
    candidates = config["candidates"]
    if not config.get("sources"):
        return candidates[0]["content"], candidates[1]["content"]
    snapshots = run_sources(message)
    if snapshots is None:
        return None
    texts, start = [], 0
    for candidate in candidates:
        own = snapshots[start:start + candidate["sourceCount"]]
        start += candidate["sourceCount"]
        if not own:
            texts.append(candidate["content"])
            continue
        fitted = fit_for_jury(candidate["content"], own, budget_tokens=settings.EVAL_SOURCE_CONTEXT_TOKENS // 2)
        texts.append(fitted.text)
    return texts[0], texts[1]


def compare_pipeline(message: Message) -> None:
    """The compare stages for a claimed run (driven by `evaluation.runs.run_dispatch`)."""
    texts = _candidate_texts(message)
    if texts is None:
        return
    config = CompareConfig.of(message, texts)
    stages = list(message.stages.all())
    if not any(s.stage_type == PRESENT for s in stages):
        _present(message, config)
    answers = {s.position: s for s in stages if s.stage_type == COMPARISON}
    failures = _compare(message, config, answers)
    complete = [j for j in range(len(config.juror_models)) if all(slot(j, o) in answers for o in ORDERS)]
    with transaction.atomic():
        runs.run_heartbeat(message=message)
        if config.new_conversation and not message.conversation.title:
            runs.run_title_set(message=message, title=config.title)
        if len(complete) < 2:
            runs.run_fail(message=message, reason=f"Only {len(complete)} of {len(config.juror_models)} jurors "
                                                  "answered in both orders; at least 2 are required.")
            return
        summary = next((s for s in stages if s.stage_type == SUMMARY), None)
        if summary is None:
            summary = _summarize(message, config, answers, complete, failures)
            realtime.publish(message.stream, "verdict_start", {})
    _verdict(message, config, answers, summary)


def _store(message: Message, **fields) -> DeliberationStage:
    return DeliberationStage.objects.create(message=message, stage_order=ORDER[fields["stage_type"]], **fields)


def _present(message: Message, config: CompareConfig) -> None:
    candidates = [{"label": label, "content": text} for label, text in zip(config.labels, config.texts, strict=True)]
    with transaction.atomic():
        realtime.publish(message.stream, "compare_start", {"conversationId": str(message.conversation_id),
                                                           "messageId": str(message.id), "mode": "compare"})
        _store(message, stage_type=PRESENT, content=f"{config.labels[0]} vs {config.labels[1]}",
               parsed_data={"candidates": candidates, "originalQuestion": config.question})
        realtime.publish(message.stream, "present_complete",
                         {"data": {"candidates": candidates, "originalQuestion": config.question}})
        realtime.publish(message.stream, "deliberation_start",
                         {"metadata": {"jurorModels": config.juror_models, "orders": list(ORDERS),
                                       "dimensions": config.dimensions}})


def _calls(message: Message, config: CompareConfig, missing: list[int]) -> list[llm.Call]:
    subject = runs.run_subject(message.id)
    calls = []
    for position in missing:
        juror, order = divmod(position, 2)
        first, second = config.texts if order == 0 else config.texts[::-1]
        prompt = prompts.build_juror_prompt(first, second, config.question, config.dimensions)
        calls.append(llm.Call(key=position, messages=[{"role": "user", "content": prompt}],
                              purpose="eval.compare.juror", model=config.juror_models[juror],
                              schema=prompts.ComparisonAnswer, fallback=None, normalize=prompts.normalize,
                              timeout=config.timeout_s, subject=subject))
    return calls


def _compare(message: Message, config: CompareConfig, answers: dict) -> list[dict]:
    """Ask every juror's missing orders at once; store and publish each answer as it lands."""
    missing = [slot(j, o) for j in range(len(config.juror_models)) for o in ORDERS if slot(j, o) not in answers]
    calls = _calls(message, config, missing)
    runs.run_budget_check(message=message, calls=calls)
    failures = []
    for call, result in runs.run_calls(message=message, calls=calls, limit=max(1, len(calls)),
                                       timeout=config.timeout_s):
        if isinstance(result, llm.LLMError) or result.is_fallback:
            # No readable answer (the provider failed, or three tries gave no valid JSON): not stored, so a
            # resumed run asks again; a juror counts only with both orders read.
            error = str(result) if isinstance(result, llm.LLMError) else "; ".join(result.errors)[-500:]
            failures.append({"position": call.key, "model": call.model, "error": error,
                             "timedOut": isinstance(result, llm.LLMTimeout)})
            logger.warning("compare juror %s (%s) of %s failed: %s", call.key, call.model, message.pk, result)
            continue
        answers[call.key] = _answer_store(message, config, call.key, result)
        juror = call.key // 2
        if all(slot(juror, o) in answers for o in ORDERS):
            _juror_publish(message, config, juror, answers)
    return failures


def _answer_store(message, config: CompareConfig, position: int, result: llm.StructuredResult) -> DeliberationStage:
    answer = result.value
    positions = prompts.positions_of(answer, config.dimensions) if answer else {}
    reasons = {v.dimension: v.reason for v in answer.verdicts} if answer else {}
    usage = {"promptTokens": result.prompt_tokens, "completionTokens": result.completion_tokens,
             "costUsd": float(result.cost_usd) if result.cost_usd is not None else None}
    data = {"positions": positions, "reasons": reasons, "summary": answer.summary if answer else "",
            "readable": answer is not None, "errors": result.errors, "usage": usage}
    with transaction.atomic():
        stage = _store(message, stage_type=COMPARISON, model=config.juror_models[position // 2], role="juror",
                       content=result.raw, parsed_data=data, response_time_ms=result.latency_ms, position=position)
        realtime.publish(message.stream, "juror_order_complete", {"data": answer_of(stage)})
    return stage


def _verdicts_of(config: CompareConfig, juror: int, answers: dict) -> dict:
    ab = (answers[slot(juror, "AB")].parsed_data or {}).get("positions") or {}
    ba = (answers[slot(juror, "BA")].parsed_data or {}).get("positions") or {}
    return juror_verdicts(ab, ba, config.dimensions)


def _juror_publish(message, config: CompareConfig, juror: int, answers: dict) -> None:
    verdicts = _verdicts_of(config, juror, answers)
    realtime.publish(message.stream, "juror_complete",
                     {"data": juror_json(juror, config.juror_models[juror], verdicts)})


def _summarize(message, config: CompareConfig, answers: dict, complete: list[int], failures) -> DeliberationStage:
    per_juror = {j: _verdicts_of(config, j, answers) for j in complete}
    dimensions = [*config.dimensions, OVERALL]
    panel = {d: panel_verdict([per_juror[j][d] for j in complete]) for d in dimensions}
    flips = {config.juror_models[j]: sorted(d for d in dimensions if per_juror[j][d].flipped) for j in complete}
    data = {
        "labels": list(config.labels), "dimensions": dimensions,
        "panel": {d: panel_verdict_json(v) for d, v in panel.items()},
        "jurors": [juror_json(j, config.juror_models[j], per_juror[j]) for j in complete],
        "positionFlips": {model: dims for model, dims in flips.items() if dims},
        "failedJurors": failures,
        "winner": panel[OVERALL].winner,
    }
    with transaction.atomic():
        stage = _store(message, stage_type=SUMMARY, position=0, content=WINNER_WORDS.get(panel[OVERALL].winner, ""),
                       parsed_data=data)
        realtime.publish(message.stream, "all_jurors_complete", {"data": data})
    return stage


def panel_lines(summary: dict) -> list[str]:
    labels = summary["labels"]
    names = {"A": f"A ({labels[0]})", "B": f"B ({labels[1]})", "tie": "a tie", None: "no verdict"}
    lines = []
    for dimension in summary["dimensions"]:
        verdict = summary["panel"][dimension]
        votes = verdict["votes"]
        lines.append(f"- {dimension}: {names[verdict['winner']]}, {verdict['agreeing']} of {verdict['voting']} "
                     f"jurors agree (A {votes['A']}, B {votes['B']}, tie {votes['tie']})")
    for model, dims in summary["positionFlips"].items():
        lines.append(f"- {model} changed its verdict with the order on: {', '.join(dims)} (counted as ties)")
    return lines


def _reasons(config: CompareConfig, answers: dict) -> list[str]:
    lines = []
    for position in sorted(answers):
        data = answers[position].parsed_data or {}
        if data.get("summary"):
            order = "A first" if position % 2 == 0 else "B first"
            lines.append(f"- {config.juror_models[position // 2]} ({order}): {data['summary']}")
    return lines


def _verdict(message, config: CompareConfig, answers: dict, summary_stage: DeliberationStage) -> None:
    summary = summary_stage.parsed_data
    prompt = prompts.build_foreman_prompt(config.labels, config.question, panel_lines(summary),
                                          _reasons(config, answers))
    call = llm.Call(key="foreman", messages=[{"role": "user", "content": prompt}], purpose="eval.compare.foreman",
                    model=config.foreman_model, timeout=config.timeout_s, subject=runs.run_subject(message.id))
    runs.run_budget_check(message=message, calls=[call])
    _, completion = next(iter(runs.run_calls(message=message, calls=[call], limit=1, timeout=config.timeout_s)))
    if isinstance(completion, llm.LLMError):
        runs.run_fail(message=message, reason=f"The foreman ({config.foreman_model}) failed: {completion}. "
                                              "The jurors' verdicts and the panel's are kept.")
        return
    winner = summary["winner"]
    report = {"model": config.foreman_model, "reportText": completion.text, "winner": winner,
              "responseTimeMs": completion.latency_ms}
    usage = runs.usage_of_run(message.id)
    with transaction.atomic():
        _store(message, stage_type=VERDICT, model=config.foreman_model, role="foreman", content=completion.text,
               parsed_data={"winner": winner}, response_time_ms=completion.latency_ms)
        realtime.publish(message.stream, "verdict_complete",
                         {"data": report, "metadata": {"reportHtml": markdown_html(completion.text)}})
        if config.new_conversation:
            realtime.publish(message.stream, "title_complete", {"data": {"title": config.title}})
        runs.run_complete(message=message, content=completion.text, verdict=WINNER_WORDS.get(winner, ""),
                          metadata={"usage": usage})
