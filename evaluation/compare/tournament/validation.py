"""A tournament request, checked (every field error at once, 400 VALIDATION_ERROR).

    {"mode": "tournament", "question": "Support answers, March",          # the tournament's name
     "modeConfig": {"items": [{"prompt", "candidates": {name: answer}, "preferences"?}, ...],
                    "jurorModels": [3..6 ids], "dimensions": [] (default: overall only),
                    "budgetUsd": 5, "timeoutMs": 120000}}

Through a form or multipart, one uploaded CSV/JSONL file (`files`) takes the place of `items`.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from django.conf import settings

from evaluation.compare.tournament.intake import TournamentFileError, check_items, read_file
from evaluation.compare.validation import dimensions_check, juror_models_check, request_head, timeout_check
from evaluation.modes import Invalid, Validated

MAX_ITEMS = 500


def _items(config: dict, errors: dict) -> list[dict]:
    files = [s for s in config.get("sources") or [] if isinstance(s, dict) and "data" in s]
    try:
        if files:
            if len(files) > 1 or config.get("items"):
                errors["modeConfig.items"] = ["One file or items, not both"]
                return []
            return read_file(files[0]["data"], filename=files[0].get("name", "items.csv"), max_items=MAX_ITEMS,
                             max_chars=settings.EVAL_MAX_CONTENT_CHARS)
        return check_items(config.get("items"), max_items=MAX_ITEMS, max_chars=settings.EVAL_MAX_CONTENT_CHARS)
    except TournamentFileError as error:
        errors["modeConfig.items"] = error.problems
        return []


def validate_request(body) -> Validated:
    errors: dict[str, list[str]] = {}
    name, conversation_id, config = request_head(body, mode="tournament", errors=errors, question_max_chars=200)
    items = _items(config, errors)
    jurors = juror_models_check(config, errors)
    dimensions = dimensions_check(config, errors) if config.get("dimensions") else []
    budget = config.get("budgetUsd")
    if budget is not None:
        try:
            budget = Decimal(str(budget))
            if isinstance(config.get("budgetUsd"), bool) or not Decimal("0.01") <= budget <= Decimal("10000"):
                raise InvalidOperation
        except (InvalidOperation, ValueError):
            errors["modeConfig.budgetUsd"] = ["A number of US dollars from 0.01 to 10000"]
    timeout = timeout_check(config, errors)
    if errors:
        raise Invalid.naming(errors)
    names = sorted({n for item in items for n in item["candidates"]})
    title = (name or "").strip() or f"Tournament of {len(names)} candidates"
    clean = {"items": items, "jurorModels": jurors, "dimensions": dimensions, "name": title}
    if budget is not None:
        clean["budgetUsd"] = str(budget)
    if timeout is not None:
        clean["timeoutMs"] = timeout
    content = f"{title}: {len(items)} items, candidates {', '.join(names)}"
    return Validated(question=title, content=content[:2000], config=clean, conversation_id=conversation_id or None)
