"""Evaluation's side of the daily spending limits (`juryrigged.llm.spending`): refusals at the door.

- `spending_check(user)`: a run or a batch may not start once the user's or the site's daily limit is
  reached (429 SPENDING_LIMIT, naming the limit and when it resets).
- `budget_check(user, usd=, tokens=)`: a batch's budget may not be larger than a daily limit (400
  BUDGET_OVER_LIMIT) nor than what is left of it today (429 SPENDING_LIMIT).
- `models_check(config)`: a request may name only known model ids (400 UNKNOWN_MODEL), unless staff
  allow others in the admin's spending limits.

The runs themselves check the limits before each step (`evaluation.runs.run_budget_check`), so a run
started under them stops between steps once they are reached.
"""

from __future__ import annotations

from decimal import Decimal

from django.conf import settings

from evaluation.errors import EvaluationError
from juryrigged.llm import spending


def spending_check(user) -> None:
    spending.door_check(user.pk, EvaluationError)


def budget_check(user, *, usd: Decimal | None, tokens: int | None) -> None:
    """Refuse a budget no day's limits could hold, or more than is left of them today."""
    rules = spending.limits()
    caps = [("userDailyUsd", usd, rules.user_daily_usd, "your daily spending limit of ${:.2f}"),
            ("siteDailyUsd", usd, rules.site_daily_usd, "the site's daily spending limit of ${:.2f}"),
            ("userDailyTokens", tokens, rules.user_daily_tokens, "your daily limit of {:,} tokens")]
    for name, asked, cap, words in caps:
        if asked is not None and asked > cap:
            raise EvaluationError("BUDGET_OVER_LIMIT", f"A budget may be at most {words.format(cap)}; ask for less.",
                                  limit=name, maximum=float(cap) if isinstance(cap, Decimal) else cap)
    refusal = spending.refusal(user.pk, next_usd=usd or Decimal(0), next_tokens=tokens or 0)
    if refusal:
        raise EvaluationError("SPENDING_LIMIT", refusal.message, status=429, **refusal.fields())


def known_models() -> set[str]:
    """The model ids requests may name without staff's leave: the form's choices and every default."""
    known = set(settings.EVAL_MODEL_CHOICES) | set(settings.EVAL_JURY_DEFAULT_JURORS)
    known |= {settings.EVAL_JURY_DEFAULT_FOREMAN, settings.LLM_DEFAULT_MODEL, settings.EVAL_TITLE_MODEL}
    known |= set(settings.EVAL_DIALECTIC_JUDGE_MODELS.values())
    return {model for model in known if model}


def models_named(config: dict) -> list[str]:
    """Every model id a mode's config names (its keys ending in `Model` or `Models`: a string, a list or a map)."""
    named = []
    for key, value in (config or {}).items():
        if key.endswith("Model") and isinstance(value, str) and value.strip():
            named.append(value)
        elif key.endswith("Models"):
            values = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
            named += [v for v in values if isinstance(v, str) and v.strip()]
    return named


def models_check(config: dict) -> None:
    known = known_models()
    unknown = [model for model in models_named(config) if not spending.model_allowed(model, known)]
    if unknown:
        raise EvaluationError("UNKNOWN_MODEL", f"Unknown model id: {unknown[0]}. Choose one of the offered models "
                              "(staff can allow others in the admin's spending limits).", models=unknown)
