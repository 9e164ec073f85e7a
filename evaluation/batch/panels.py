"""What differs between a jury batch and a dialectical batch: the panel, an item's run, what a finished
run gives the batch, the scores it is judged on, and the estimate.

Jury: jurors and a foreman; each item is judged on the five dimensions (1–10) and gets the
majority verdict. Dialectical: a rubric and three judges (Prosecutor, Defense, TechLead);
each item is one document audited criterion by criterion, and what the batch files is the
chief justice's ruling:

- the item's **scores** are the chief justice's final score per criterion (1–5), keyed by
  the criterion's id, and its **overall** is the audit's global score (their mean, 1–5);
- its **verdict** is the global score in the jury's words, as the history badges it
  (`dialectic.stages.verdict_for`): APPROVE from 4.0, REVISE from 2.5, else REJECT, so a
  label APPROVE/REVISE/REJECT compares with it;
- each **judge** is a rater of its own: its submitted score per criterion in the final round
  (a fallback opinion, which is no judgement, is left out) and, for verdict agreement, the
  same mapping applied to the mean of its scores.

People's score labels are `label_<dimension>` (jury, 1–10) or `label_<criterion id>` (dialectical, 1–5).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings

from evaluation.batch import tournaments
from evaluation.batch.intake import DIMENSIONS, ItemSpec
from evaluation.dialectic.audit import Audit
from evaluation.dialectic.evidence import Document
from evaluation.dialectic.personas import PERSONAS
from evaluation.dialectic.rubric import criteria_from_dicts
from evaluation.dialectic.selectors import find_preset
from evaluation.dialectic.stages import REPORT, verdict_for
from evaluation.dialectic.validation import validate_request as dialectic_validate
from evaluation.jury.results import load_result as jury_result
from evaluation.jury.validation import validate_request as jury_validate
from evaluation.models import Message
from evaluation.modes import Invalid
from juryrigged.llm import pricing
from juryrigged.llm.budgets import max_tokens_for
from juryrigged.llm.tokens import count_prompt_tokens, count_tokens

JURY, DIALECTIC, TOURNAMENT = "jury", "dialectic", tournaments.TOURNAMENT
MODES = (JURY, DIALECTIC, TOURNAMENT)
JURY_KEYS = ("jurorModels", "foremanModel", "timeoutMs")
DIALECTIC_KEYS = ("rubricName", "rubric", "rubricPresetId", "judgeModels", "timeoutMs")
# Metadata naming an item's document (its extension tells the audit code from prose).
DOCUMENT_NAME_KEYS = ("filename", "path", "document", "name")
TYPICAL_SHARE = 3  # a typical judge's answer uses about a third of its max_tokens (as jury/estimate.py)


@dataclass(frozen=True)
class Scale:
    """What an item is scored on: dimension ids in order, their display names, and the score range."""

    ids: tuple[str, ...]
    names: dict[str, str]
    low: float
    high: float


@dataclass(frozen=True)
class Outcome:
    verdict: str
    scores: dict[str, float]
    overall: float | None
    jurors: list[dict]


def scale_of(mode: str, config: dict | None) -> Scale:
    if mode == TOURNAMENT:  # ranked, not scored: its figures are the run's ratings
        return Scale((), {}, 0, 1)
    if mode == DIALECTIC:
        rubric = (config or {}).get("rubric") or []
        return Scale(tuple(c["id"] for c in rubric), {c["id"]: c["name"] for c in rubric}, 1, 5)
    return Scale(DIMENSIONS, {d: d.title() for d in DIMENSIONS}, 1, 10)


# --- the panel, from a request -------------------------------------------------------

def _form_value(data, key):
    value = data.get(key)
    return None if value in (None, "") else value


def jury_panel(data) -> dict:
    """Jurors, foreman and timeout from `modeConfig` (JSON) or form fields, by jury mode's own rules."""
    raw = data.get("modeConfig") if isinstance(data.get("modeConfig"), dict) else {
        "jurorModels": data.getlist("jurorModels") if hasattr(data, "getlist") else data.get("jurorModels"),
        "foremanModel": data.get("foremanModel"), "timeoutMs": data.get("timeoutMs") or None}
    raw = dict(raw)
    if isinstance(raw.get("timeoutMs"), str):
        raw["timeoutMs"] = int(raw["timeoutMs"]) if raw["timeoutMs"].isdigit() else raw["timeoutMs"]
    config = {key: raw[key] for key in JURY_KEYS if raw.get(key) not in (None, "", [])}
    validated = jury_validate({"question": "batch", "mode": "jury",
                               "modeConfig": {**config, "content": "(each item of the batch)"}},
                              max_content_chars=settings.EVAL_MAX_CONTENT_CHARS)
    return {key: validated.config[key] for key in JURY_KEYS if key in validated.config}


def dialectic_panel(data) -> dict:
    """Rubric (a preset or a custom rubric), judges and timeout, by dialectical mode's own rules.

    JSON: `modeConfig: {rubricPresetId | rubric, judgeModels?, timeoutMs?}`; a form: `rubricPresetId`,
    `judgeModels.Prosecutor` / `.Defense` / `.TechLead`, `timeoutMs`.
    """
    if isinstance(data.get("modeConfig"), dict):
        raw = {k: v for k, v in data["modeConfig"].items() if k in ("rubricPresetId", "rubric", "judgeModels",
                                                                      "timeoutMs")}
    else:
        judges = {j: _form_value(data, f"judgeModels.{j}") for j in PERSONAS}
        raw = {"rubricPresetId": _form_value(data, "rubricPresetId"),
               "judgeModels": {j: m for j, m in judges.items() if m}}
        timeout = _form_value(data, "timeoutMs")
        if timeout is not None:
            raw["timeoutMs"] = int(timeout) if str(timeout).isdigit() else timeout
        raw = {k: v for k, v in raw.items() if v not in (None, {})}
    placeholder = [{"name": "item.md", "text": "(each item of the batch)"}]
    validated = dialectic_validate({"mode": "dialectic", "modeConfig": {**raw, "documents": placeholder}},
                                 find_preset=find_preset)
    return {key: validated.config[key] for key in DIALECTIC_KEYS if key in validated.config}


def panel_of(mode: str, data) -> dict:
    return dialectic_panel(data) if mode == DIALECTIC else jury_panel(data)


def max_content_chars(mode: str) -> int:
    return settings.EVAL_DIALECTIC_MAX_DOCUMENT_CHARS if mode == DIALECTIC else settings.EVAL_MAX_CONTENT_CHARS


def check_position(mode: str, position_check: int) -> None:
    if mode == TOURNAMENT and position_check:
        raise Invalid.naming({"positionCheck": ["A tournament already judges every pair in both orders. "
                                                "Leave it at 0."]})
    if mode == DIALECTIC and position_check:
        raise Invalid.naming({"positionCheck": ["The position check moves the content after a jury's instructions; "
                                         "a dialectical audit has no such order. Leave it at 0."]})


# --- an item's run -------------------------------------------------------------------

def document_name(index: int, metadata: dict) -> str:
    for key in DOCUMENT_NAME_KEYS:
        value = (metadata or {}).get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()[:120]
    return f"item-{index + 1}.md"


def item_config(mode: str, config: dict, *, index: int, content: str, question: str, metadata: dict,
                content_last: bool) -> dict:
    """The `modeConfig` of one item's run."""
    if mode == TOURNAMENT:
        return tournaments.item_config(config, metadata)
    if mode == DIALECTIC:
        return {**config, "documents": [{"name": document_name(index, metadata), "text": content}]}
    run = {**config, "content": content, "originalQuestion": question or None}
    if content_last:
        run["contentLast"] = True
    return run


# --- what a finished run gives the batch ---------------------------------------------

def outcome(message: Message) -> Outcome:
    if message.mode == TOURNAMENT:  # its ratings stay on the run (the batch page shows them)
        return Outcome("", {}, None, [])
    return _dialectic_outcome(message) if message.mode == DIALECTIC else _jury_outcome(message)


def _jury_outcome(message: Message) -> Outcome:
    result = jury_result(message)
    averages = result.get("dimensionAverages") or {}
    scores = {k: v for k, v in averages.items() if v is not None}
    jurors = [{"model": j["model"], "verdict": j.get("verdict"), "scores": j.get("scores") or {}}
              for j in result.get("jurors", [])]
    return Outcome(result.get("majorityVerdict") or "", scores,
                   (sum(scores.values()) / len(scores)) if scores else None, jurors)


def _dialectic_outcome(message: Message) -> Outcome:
    stage = message.stages.filter(stage_type=REPORT).only("parsed_data").first()
    report = (stage.parsed_data if stage else None) or {}
    criteria = report.get("criteria") or []
    models = (message.config.get("modeConfig") or {}).get("judgeModels") or {}
    jurors = []
    for judge in PERSONAS:
        scores = {c["criterion_id"]: c["raw_scores"][judge] for c in criteria
                  if judge in c.get("raw_scores", {}) and judge not in (c.get("fallback_judges") or [])}
        mean = sum(scores.values()) / len(scores) if scores else None
        jurors.append({"model": f"{judge} · {models.get(judge, '?')}", "judge": judge,
                       "modelId": models.get(judge), "verdict": verdict_for(mean) or None, "scores": scores})
    overall = report.get("globalScore")
    return Outcome(verdict_for(overall), {c["criterion_id"]: c["score"] for c in criteria}, overall, jurors)


# --- the estimate ----------------------------------------------------------------------

# A juror writes about this many tokens (the table, notes, recommendations and the JSON block);
# the foreman reads every juror and writes a report.
JUROR_ANSWER_TOKENS = 900
FOREMAN_ANSWER_TOKENS = 1200
PROMPT_OVERHEAD_TOKENS = 700


@dataclass(frozen=True)
class ItemCost:
    calls: int
    tokens: int
    usd: Decimal | None
    calls_up_to: int


def _mean_item_tokens(items: list[ItemSpec]) -> int:
    return int(sum(count_tokens(i.content) + count_tokens(i.question) for i in items) / len(items))


def item_cost(mode: str, config: dict, items: list[ItemSpec]) -> ItemCost:
    """Calls, tokens and price (None: a model's price is unknown) of judging one typical item."""
    if mode == TOURNAMENT:
        found = tournaments.cost(config, items)
        return ItemCost(found.calls, found.tokens, found.usd, found.calls)
    if mode == DIALECTIC:
        return _dialectic_cost(config, items)
    jurors, foreman = list(config["jurorModels"]), config["foremanModel"]
    calls = len(jurors) + 1
    if not items:
        return ItemCost(calls, 0, Decimal(0), calls)
    juror_prompt = _mean_item_tokens(items) + PROMPT_OVERHEAD_TOKENS
    foreman_prompt = juror_prompt + len(jurors) * JUROR_ANSWER_TOKENS
    tokens = len(jurors) * (juror_prompt + JUROR_ANSWER_TOKENS) + foreman_prompt + FOREMAN_ANSWER_TOKENS
    usd: Decimal | None = Decimal(0)
    for model, prompt, answer in [(m, juror_prompt, JUROR_ANSWER_TOKENS) for m in jurors] + \
            [(foreman, foreman_prompt, FOREMAN_ANSWER_TOKENS)]:
        price = pricing.estimate(model=model, prompt_tokens=prompt, completion_tokens=answer)
        usd = None if price is None or usd is None else usd + price
    return ItemCost(calls, tokens, usd, calls)


def _dialectic_cost(config: dict, items: list[ItemSpec]) -> ItemCost:
    """Three judges per criterion, each prompt built as the worker builds it for an item of the batch's median
    length (its evidence and what each criterion's judges are shown of it), each answer at a typical length; a
    re-evaluated criterion asks its three judges once more (`calls_up_to`)."""
    criteria = criteria_from_dicts(config["rubric"])
    calls = len(PERSONAS) * len(criteria)
    if not items:
        return ItemCost(calls, 0, Decimal(0), 2 * calls)
    index, sample = sorted(enumerate(items), key=lambda pair: len(pair[1].content))[len(items) // 2]
    audit = Audit(documents=[Document(document_name(index, sample.metadata), sample.content)], criteria=criteria,
                  models=config["judgeModels"], shown_items=settings.EVAL_SOURCE_EVIDENCE_ITEMS,
                  shown_tokens=settings.EVAL_SOURCE_EVIDENCE_TOKENS)
    answer = max_tokens_for("dialectic.opinion") // TYPICAL_SHARE
    tokens, usd = 0, Decimal(0)
    for criterion in criteria:
        for judge in PERSONAS:
            prompt = count_prompt_tokens(audit.call(judge, criterion, 0).messages)
            tokens += prompt + answer
            price = pricing.estimate(model=config["judgeModels"][judge], prompt_tokens=prompt, completion_tokens=answer)
            usd = None if price is None or usd is None else usd + price
    return ItemCost(calls, tokens, usd, 2 * calls)
