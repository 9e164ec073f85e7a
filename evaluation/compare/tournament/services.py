"""The tournament pipeline: plan a block of pairs, judge them (every juror, both orders), repeat; then rate.

`tournament_pipeline(message)` is driven by `evaluation.runs.run_dispatch`. On `eval.<messageId>`:

    tournament_start {items, candidates, budgetPairs}
    tournament_block {number, pairs}                        (each planned block, stored before judging)
    tournament_progress {judged, planned, budgetPairs}      (as each pair is judged)
    tournament_report {data: report}, complete              (or error {message}: failed, budget, cancelled)

Blocks come from `compare.schedule` (a random pairing first, then the pairs whose order is least
certain). Each block is stored before its calls and each pair as soon as all its answers are in, so
a resumed run finishes the last block and plans on from what is stored. The budget is the run's
(`runs.run_budget_check` before each block's calls); cancelling fails the run and the pipeline stops
after the pair in hand.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from decimal import Decimal

from django.conf import settings
from django.db import transaction

from evaluation import runs
from evaluation.compare import prompts
from evaluation.compare.schedule import BLOCKS, Pair, blocks, budget, first_round, is_small, next_block
from evaluation.compare.stages import ORDERS, juror_verdict_json
from evaluation.compare.verdicts import OVERALL, juror_verdict, panel_verdict
from evaluation.errors import EvaluationError
from evaluation.models import DeliberationStage, Message
from juryrigged import llm, realtime

logger = logging.getLogger(__name__)

BLOCK, MATCH, REPORT = "tournament_block", "match", "tournament_report"
LIVE = "tournament_live"  # the ratings so far, while it runs (one row, replaced after each block)
ORDER = {BLOCK: 1, MATCH: 2, REPORT: 3, LIVE: 3}
LIVE_RESAMPLES = 50  # while it runs, a quicker report (the final one has 200)
CALLS_AT_ONCE = 12


def tournament_cancel(*, message: Message) -> None:
    """Stop a running tournament at its owner's word: the run fails with the reason, the pipeline judges no
    new pair (`_judge` checks between pairs) and what was judged is kept. Raises EvaluationError (400)
    for a run that is no tournament or has already ended."""
    if message.mode != "tournament":
        raise EvaluationError("NOT_A_TOURNAMENT", "Only a tournament can be cancelled.")
    if message.status not in Message.ACTIVE:
        raise EvaluationError("NOT_RUNNING", f"This tournament has already ended ({message.status}).")
    runs.run_fail(message=message, reason="Cancelled by its owner; the pairs judged so far are kept.")


def _store(message: Message, **fields) -> DeliberationStage:
    return DeliberationStage.objects.create(message=message, stage_order=ORDER[fields["stage_type"]], **fields)


def _still_running(message: Message) -> bool:
    return Message.objects.filter(pk=message.pk, status=Message.Status.RUNNING).exists()


def tournament_pipeline(message: Message) -> None:
    """Judge block after block until the schedule's budget of pairs is spent or every order is clear."""
    config = message.config["modeConfig"]
    if config.get("budgetUsd") and message.attempts == 1:  # the user's budget, set once (staff may change it)
        Message.objects.filter(pk=message.pk).update(budget_usd=Decimal(config["budgetUsd"]))
    items = {item["id"]: item for item in config["items"]}
    candidates = {item_id: list(item["candidates"]) for item_id, item in items.items()}
    stages = list(message.stages.all())
    planned = [s for s in sorted(stages, key=lambda s: s.position) if s.stage_type == BLOCK]
    matches = {s.position: s for s in stages if s.stage_type == MATCH}
    limit = budget(candidates)
    if not planned:
        realtime.publish(message.stream, "tournament_start", {"data": {
            "items": len(items), "candidates": sorted({n for ns in candidates.values() for n in ns}),
            "budgetPairs": limit, "allPairs": sum(len(n) * (len(n) - 1) // 2 for n in candidates.values())}})
    idle = 0
    while True:
        pairs = [tuple(p) for block in planned for p in block.parsed_data["pairs"]]
        pending = [i for i in range(len(pairs)) if i not in matches]
        if pending:
            cancelled = not _judge(message, config, items, pairs, pending, matches, limit)
            _live_report(message, matches)  # (when cancelled too: what was judged is kept, and read)
            if cancelled:
                return
            continue
        if len(pairs) >= limit or (planned and is_small(candidates)) or idle >= BLOCKS:
            break
        new = _plan(candidates, pairs, matches, len(planned), seed=message.pk.int % 2**31)[: limit - len(pairs)]
        idle = 0 if new else idle + 1  # a block with nothing unsure is stored too: the next one looks elsewhere
        with transaction.atomic():
            planned.append(_store(message, stage_type=BLOCK, position=len(planned),
                                  parsed_data={"pairs": [[p.item, p.a, p.b] for p in new]}))
            realtime.publish(message.stream, "tournament_block", {"data": {"number": len(planned), "pairs": len(new)}})
    # in the schedule's order, as the live report reads them: `matches` fills in the order the answers came back,
    # and the report's bootstrap draws pairs by their place in the list (the same run, the same intervals)
    _finish(message, config, items, [matches[k] for k in sorted(matches)])


def _plan(candidates, pairs, matches, number: int, *, seed: int) -> list[Pair]:
    judged = [Pair(*p) for p in pairs]
    if not judged:
        return first_round(candidates, seed=seed)
    # The ratings and the report need numpy and SciPy: the pipeline runs in the worker, and the web process, which
    # registers it, must not load them at start (issue 28).
    from evaluation.compare.juror_model import estimate  # why here: see the comment above
    from evaluation.compare.tournament.report import verdicts_of  # why here: (with estimate)

    names = sorted({n for ns in candidates.values() for n in ns})
    # the same fit as the report's ratings: each juror with its own discrimination and length preference
    fit = estimate(verdicts_of([matches[k].parsed_data for k in sorted(matches)]), names)
    chunks = blocks(list(candidates))
    return next_block(candidates, judged, fit, chunks[number % len(chunks)], seed=seed)


def _live_report(message: Message, matches: dict) -> None:
    """The ratings of the pairs judged so far, stored after each block for the page and the API while the
    tournament runs: numpy and SciPy fit them here, in the worker, and a web process only reads the stored
    figures (issue 28: the page loaded numpy at the first look at a running tournament)."""
    from evaluation.compare.tournament.report import tournament_report  # why here: numpy, worker only (see _plan)

    report = tournament_report([matches[k].parsed_data for k in sorted(matches)], resamples=LIVE_RESAMPLES)
    DeliberationStage.objects.update_or_create(message=message, stage_type=LIVE, position=0,
                                               defaults={"stage_order": ORDER[LIVE], "parsed_data": report,
                                                         "content": f"{len(matches)} pairs judged"})


def _timeout_s(config) -> float:
    return (config.get("timeoutMs") or settings.EVAL_JURY_TIMEOUT_MS) / 1000


def _calls(message, config, items, pairs, pending) -> list[llm.Call]:
    subject = runs.run_subject(message.id)
    timeout = _timeout_s(config)
    calls = []
    for index in pending:
        item_id, a, b = pairs[index]
        item = items[item_id]
        for juror, model in enumerate(config["jurorModels"]):
            for order, (first, second) in zip(ORDERS, ((a, b), (b, a)), strict=True):
                prompt = prompts.build_juror_prompt(item["candidates"][first], item["candidates"][second],
                                                    item["prompt"], config["dimensions"])
                calls.append(llm.Call(key=(index, juror, order), messages=[{"role": "user", "content": prompt}],
                                      purpose="eval.compare.juror", model=model, schema=prompts.ComparisonAnswer,
                                      fallback=None, normalize=prompts.normalize, timeout=timeout, subject=subject))
    return calls


def _judge(message, config, items, pairs, pending, matches, limit) -> bool:
    """Judge the pending pairs of the current block; False if the run was cancelled meanwhile."""
    calls = _calls(message, config, items, pairs, pending)
    runs.run_budget_check(message=message, calls=calls)
    expected = 2 * len(config["jurorModels"])
    answers: dict[int, dict] = defaultdict(dict)
    for call, result in runs.run_calls(message=message, calls=calls, limit=CALLS_AT_ONCE, timeout=_timeout_s(config)):
        index, juror, order = call.key
        readable = not isinstance(result, llm.LLMError) and not result.is_fallback
        positions = prompts.positions_of(result.value, config["dimensions"]) if readable else {}
        answers[index][(juror, order)] = positions
        if len(answers[index]) == expected:
            if not _still_running(message):
                return False
            matches[index] = _match_store(message, config, items, pairs, index, answers.pop(index), len(matches),
                                          len(pairs), limit)
    return True


def _match_store(message, config, items, pairs, index, answers, judged, planned, limit) -> DeliberationStage:
    item_id, a, b = pairs[index]
    per_dimension = {}
    for dimension in [*config["dimensions"], OVERALL]:
        verdicts = [juror_verdict(*((answers.get((juror, order)) or {}).get(dimension) for order in ORDERS))
                    for juror in range(len(config["jurorModels"]))]
        per_dimension[dimension] = (verdicts, panel_verdict(verdicts))
    verdicts, panel = per_dimension.pop(OVERALL)
    jurors = {model: juror_verdict_json(v) for model, v in zip(config["jurorModels"], verdicts, strict=True)}
    dimensions = {d: {"panel": p.winner, "agreement": p.agreement,
                      "jurors": {model: juror_verdict_json(v) for model, v in zip(config["jurorModels"], vs,
                                                                                   strict=True)}}
                  for d, (vs, p) in per_dimension.items()}
    item = items[item_id]
    preference = next((p for p in item.get("preferences", []) if {p["a"], p["b"]} == {a, b}), None)
    human = preference["winner"] if preference else None
    if human in ("a", "b"):
        human = "A" if preference[human] == a else "B"
    data = {"item": item_id, "a": a, "b": b, "panel": panel.winner, "agreement": panel.agreement,
            "jurors": jurors, "dimensions": dimensions, "human": human,
            "lengthA": len(item["candidates"][a]), "lengthB": len(item["candidates"][b])}
    with transaction.atomic():
        stage = _store(message, stage_type=MATCH, position=index, content=f"{a} vs {b} on {item_id}",
                       parsed_data=data)
        realtime.publish(message.stream, "tournament_progress",
                         {"data": {"judged": judged + 1, "planned": planned, "budgetPairs": limit,
                                   "last": {"item": item_id, "a": a, "b": b, "winner": panel.winner}}})
    runs.run_heartbeat(message=message)
    return stage


def _finish(message, config, items, matches) -> None:
    from evaluation.compare.tournament.report import tournament_report  # why here: numpy, worker only (see _plan)

    report = tournament_report([m.parsed_data for m in matches])
    top = report["ratings"]["ratings"][0]["candidate"] if report["ratings"]["ratings"] else ""
    with transaction.atomic():
        message.stages.filter(stage_type=LIVE).delete()  # the final report replaces the live one
        _store(message, stage_type=REPORT, position=0, content=top, parsed_data=report)
        realtime.publish(message.stream, "tournament_report", {"data": report})
        runs.run_complete(message=message, content=f"Tournament: {top} ranks first." if top else "Tournament",
                          verdict=top[:20], metadata={"usage": runs.usage_of_run(message.pk)})
