"""What a run will cost before it starts: one line per role and model, and the totals (both modes).

Each call is forecast from its prompt (the real prompt builders, counted by the project's
tokenizer, `juryrigged.llm.tokens`) and its purpose's `max_tokens`: "up to" assumes every answer uses all of it,
"about" a third of it (a typical answer). Prices come from the maintained price data
(`juryrigged.llm.pricing`); a model without one makes the total unknown, never a guess.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from juryrigged import llm
from juryrigged.llm.pricing import estimate as price_estimate
from juryrigged.llm.pricing import rates_for
from juryrigged.llm.providers import get_provider

TYPICAL_SHARE = 3  # a typical answer uses about a third of its max_tokens


@dataclass(frozen=True)
class Line:
    """The calls one role makes with one model: their prompts, and what they may write."""

    role: str
    model: str
    calls: int
    prompt_tokens: int
    max_completion_tokens: int
    about_usd: Decimal | None
    up_to_usd: Decimal | None

    def as_json(self) -> dict:
        rates = rates_for(self.model)
        return {"role": self.role, "model": self.model, "calls": self.calls, "promptTokens": self.prompt_tokens,
                "maxCompletionTokens": self.max_completion_tokens,
                "aboutUsd": money(self.about_usd), "upToUsd": money(self.up_to_usd),
                "priceSource": f"genai-prices ({rates.listing})" if rates else "unknown"}


def money(value: Decimal | None) -> float | None:
    return float(round(value, 6)) if value is not None else None


def line(role: str, model: str, purpose: str, prompt_tokens: list[int], *, typical_calls: int | None = None) -> Line:
    """The line of `len(prompt_tokens)` calls for `purpose`; "about" counts only the first `typical_calls`
    of them (default: all) at a typical answer's length — the rest are calls that may not happen."""
    most = llm.max_tokens_for(purpose)
    typical = prompt_tokens[:typical_calls] if typical_calls is not None else prompt_tokens
    about = _sum(price_estimate(model=model, prompt_tokens=p, completion_tokens=most // TYPICAL_SHARE)
                 for p in typical)
    up_to = _sum(price_estimate(model=model, prompt_tokens=p, completion_tokens=most) for p in prompt_tokens)
    return Line(role, model, len(prompt_tokens), sum(prompt_tokens), most * len(prompt_tokens), about, up_to)


def _sum(values) -> Decimal | None:
    values = list(values)
    return None if any(v is None for v in values) else sum(values, Decimal(0))


def summary(lines: list[Line], **extra) -> dict:
    """The estimate's JSON: every line, the token ceiling, about/up-to totals (null when a price is unknown)."""
    return {
        "offlineMock": get_provider().name == "mock",
        "lines": [item.as_json() for item in lines],
        "calls": sum(item.calls for item in lines),
        "tokensUpTo": sum(item.prompt_tokens + item.max_completion_tokens for item in lines),
        "aboutUsd": money(_sum(item.about_usd for item in lines)),
        "upToUsd": money(_sum(item.up_to_usd for item in lines)),
        "unpricedModels": sorted({item.model for item in lines if item.up_to_usd is None}),
        **extra,
    }
