"""Tournaments as batches: a file of items with two or more candidates each, ranked by one panel.

A tournament batch is a batch of mode `tournament` with one item: the tournament's run (mode
`tournament`, `evaluation.compare.tournament`), which schedules and judges the pairs itself. So it
is started from the batch upload page (or `POST /api/batches`), listed with the other batches, and
has their cancel (the run fails with the reason and keeps what it judged), budget (the batch's
money budget is the run's, checked before each block of pairs) and exports (one row per judged
pair, or the Markdown report). Its progress is in pairs, read from the run.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings

from evaluation.batch.intake import ItemSpec
from evaluation.compare.schedule import budget
from evaluation.compare.tournament.estimate import tournament_estimate
from evaluation.compare.tournament.validation import validate_request
from evaluation.estimates import TYPICAL_SHARE
from evaluation.models import Message
from evaluation.modes import Invalid

TOURNAMENT = "tournament"
PANEL_KEYS = ("jurorModels", "dimensions", "timeoutMs")


def _listed(data, key) -> list:
    if hasattr(data, "getlist"):
        return [v for v in data.getlist(key) if str(v).strip()]
    value = data.get(key)
    return value if isinstance(value, list) else []


def tournament_request(data, files, *, name: str) -> tuple[dict, list[ItemSpec]]:
    """The panel and the one item of a tournament batch, by the tournament's own rules (`Invalid` lists every
    problem: the file's by line under `file`, or `items` for JSON)."""
    if isinstance(data.get("modeConfig"), dict):
        config = {k: data["modeConfig"][k] for k in PANEL_KEYS if k in data["modeConfig"]}
    else:
        config = {"jurorModels": _listed(data, "jurorModels"), "dimensions": _listed(data, "dimensions")}
        timeout = data.get("timeoutMs")
        if timeout not in (None, ""):
            config["timeoutMs"] = int(timeout) if str(timeout).isdigit() else timeout
    upload = files.get("file")
    where = "file" if upload is not None else "items"
    if upload is not None:
        if upload.size > settings.BATCH_MAX_FILE_BYTES:
            raise Invalid.naming({"file": [f"The file is {upload.size / 1e6:.1f} MB; a batch file may be at most "
                                    f"{settings.BATCH_MAX_FILE_BYTES / 1e6:.0f} MB."]})
        config["sources"] = [{"kind": "file", "name": upload.name or "items.csv", "data": upload.read()}]
    elif isinstance(data.get("items"), list):
        config["items"] = data["items"]
    else:
        raise Invalid.naming({"file": ["Upload a CSV or JSONL file of items with their candidates (or send `items`)."]})
    try:
        validated = validate_request({"mode": TOURNAMENT, "question": name, "modeConfig": config})
    except Invalid as invalid:
        raise Invalid.naming({(where if path == "modeConfig.items" else path): problems
                       for path, problems in invalid.fields.items()}) from None
    panel = {k: validated.config[k] for k in (*PANEL_KEYS, "name") if k in validated.config}
    return panel, [ItemSpec(content=validated.content, question=validated.question,
                            metadata={"items": validated.config["items"]})]


def item_config(config: dict, metadata: dict) -> dict:
    """The tournament run's `modeConfig`: the panel, the budget and the items."""
    return {**config, "items": metadata["items"]}


@dataclass(frozen=True)
class Cost:
    calls: int
    tokens: int
    usd: Decimal | None
    pairs: int
    all_pairs: int


def cost(config: dict, items: list[ItemSpec]) -> Cost:
    """The schedule's pairs × jurors × both orders, at the prompts' real sizes and typical answers."""
    if not items:
        return Cost(0, 0, Decimal(0), 0, 0)
    estimate = tournament_estimate({**config, "items": items[0].metadata["items"]})
    lines = estimate["lines"]
    tokens = sum(x["promptTokens"] + x["maxCompletionTokens"] // TYPICAL_SHARE for x in lines)
    usd = None if estimate["aboutUsd"] is None else Decimal(str(estimate["aboutUsd"]))
    return Cost(estimate["calls"], tokens, usd, estimate["pairs"], estimate["allPairs"])


def progress_of(message: Message | None, judged: int | None = None) -> dict:
    """Pairs judged and planned so far, and the most the schedule will judge. `judged`: the run's pairs judged
    if already counted (`selectors.tournament_runs` counts them for a whole list at once), else counted here."""
    if message is None:
        return {"judged": 0, "budgetPairs": 0, "allPairs": 0}
    items = (message.config.get("modeConfig") or {}).get("items") or []
    candidates = {item["id"]: list(item["candidates"]) for item in items}
    if judged is None:
        judged = message.stages.filter(stage_type="match").count()
    return {"judged": judged,
            "budgetPairs": budget(candidates) if candidates else 0,
            "allPairs": sum(len(n) * (len(n) - 1) // 2 for n in candidates.values())}
