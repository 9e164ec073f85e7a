"""How many tokens a call may write, by purpose (LLM_MAX_TOKENS), and per-run budgets.

A run (a court session, an evaluation) checks its budget before each batch of model
calls with `over_budget(budget, spent..., next_=forecast(calls))`: the forecast is the
most those calls may cost (their prompts plus each purpose's max_tokens), so a run
that goes ahead stays under its cap, and one that would not stops before calling.

The table is looked up like the mock's responders: the exact purpose, then its
prefixes (`court.turn.answer` → `court.turn` → `court.*`... → `*`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal

from django.conf import settings

from juryrigged.llm import spending
from juryrigged.llm.pricing import estimate
from juryrigged.llm.recording import Usage, usage_for
from juryrigged.llm.tokens import count_prompt_tokens


def max_tokens_for(purpose: str) -> int:
    """The `max_tokens` a call for this purpose sends (LLM_MAX_TOKENS, most specific entry wins)."""
    table = settings.LLM_MAX_TOKENS
    if purpose in table:
        return int(table[purpose])
    parts = purpose.split(".")
    for i in range(len(parts) - 1, 0, -1):
        prefix = ".".join(parts[:i])
        for key in (prefix, prefix + ".*"):
            if key in table:
                return int(table[key])
    return int(table.get("*", 1024))


# --- per-run budgets --------------------------------------------------------------

@dataclass(frozen=True)
class Budget:
    """A run's cap in tokens and in USD (None: no cap of that kind)."""

    tokens: int | None
    usd: Decimal | None

    def as_json(self) -> dict:
        return {"tokens": self.tokens, "usd": float(self.usd) if self.usd is not None else None}

    @classmethod
    def from_json(cls, data: dict | None, default: Budget) -> Budget:
        if not data:
            return default
        usd = data.get("usd")
        return cls(tokens=data.get("tokens"), usd=Decimal(str(usd)) if usd is not None else None)


@dataclass(frozen=True)
class Forecast:
    """What some calls about to be made may cost at most: prompts plus each purpose's max_tokens."""

    tokens: int
    usd: Decimal | None  # None: a model without a known price


def forecast(calls) -> Forecast:
    """The most `calls` (llm.Call) may spend, from prompt size, max_tokens and list prices."""
    tokens, usd = 0, Decimal(0)
    for call in calls:
        prompt = count_prompt_tokens(call.messages)
        completion = call.max_tokens or max_tokens_for(call.purpose)
        tokens += prompt + completion
        price = estimate(model=call.model or settings.LLM_DEFAULT_MODEL, prompt_tokens=prompt,
                         completion_tokens=completion)
        usd = None if usd is None or price is None else usd + price
    return Forecast(tokens, usd)


def over_budget(budget: Budget, *, spent_tokens: int, spent_usd: Decimal, next_: Forecast) -> str | None:
    """Why the next calls would break the budget, or None if they fit.

    Checked before calls are made, never after: a run stops cleanly between steps. A price
    that is unknown cannot be held against the money cap; the token cap still applies.
    """
    if budget.tokens is not None and spent_tokens + next_.tokens > budget.tokens:
        return (f"the next step would bring it to about {spent_tokens + next_.tokens:,} tokens, "
                f"over its budget of {budget.tokens:,} tokens")
    if budget.usd is not None and next_.usd is not None and spent_usd + next_.usd > budget.usd:
        return (f"the next step could bring its cost to ${spent_usd + next_.usd:.4f}, "
                f"over its budget of ${budget.usd:.2f}")
    return None


def reask_max_tokens(budget: Budget, *, spent_tokens: int, spent_usd: Decimal, calls, reasked) -> int | None:
    """The `max_tokens` a cut-off answer of `reasked` (some of `calls`) may be asked again with, inside the budget.

    Twice its first room where the budget allows it for every one of them at once (the worst case:
    all were cut off), else the same room, else None (not asked again: the answer stays cut off).
    """
    first = forecast(calls)
    reasked = list(reasked)
    if not reasked:
        return None
    base = max(call.max_tokens or max_tokens_for(call.purpose) for call in reasked)
    for room in (2 * base, base):
        again = forecast([replace(call, max_tokens=room) for call in reasked])
        usd = None if first.usd is None or again.usd is None else first.usd + again.usd
        if over_budget(budget, spent_tokens=spent_tokens, spent_usd=spent_usd,
                       next_=Forecast(first.tokens + again.tokens, usd)) is None:
            return room
    return None


@dataclass(frozen=True)
class CallsCheck:
    """Whether some calls may be made now: `over` says why they would break their object's budget, `refused`
    which daily spending limit they would pass (None for each when they may). `spent` is what the object
    spent so far, `ahead` the calls' forecast."""

    over: str | None
    refused: spending.Refusal | None
    spent: Usage
    ahead: Forecast


def calls_check(*, subject: str, budget: Budget, payer, calls) -> CallsCheck:
    """Check `calls` (llm.Call) before they are made, as every product does before a step, turn or call: against
    what is left of `budget` for the object recorded under `subject`, then against the daily spending limits of
    `payer` (a user id; None: the site's only). With no calls there is nothing to refuse and the limits are not
    read; nor are they once the budget refuses. Queries: the object's calls, then the limits and today's
    spending."""
    spent = usage_for(subject)
    ahead = forecast(calls)
    over = over_budget(budget, spent_tokens=spent.total_tokens, spent_usd=spent.cost_usd, next_=ahead)
    refused = None if over or not calls else spending.refusal(payer, next_usd=ahead.usd, next_tokens=ahead.tokens)
    return CallsCheck(over, refused, spent, ahead)
