"""What a call cost, and where that figure comes from.

In order: the provider's own figure for the call (OpenRouter reports it when asked,
see LLM_ASK_COST); else the maintained price data of the `genai-prices` package for
the model at the configured endpoint (or, for a "vendor/model" id at an endpoint it
does not know, OpenRouter's listing of that model); else "unknown" — never a guess.
The offline mock costs nothing.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings

from juryrigged.llm.providers import get_provider

PROVIDER, PRICE_DATA, UNKNOWN, MOCK = "provider", "price_data", "unknown", "mock"
SOURCE_LABELS = {PROVIDER: "reported by the provider", PRICE_DATA: "computed from genai-prices data",
                 UNKNOWN: "unknown (no price for this model)", MOCK: "offline mock (free)"}
MILLION = 1_000_000


@dataclass(frozen=True)
class Rates:
    """USD per million tokens, and which listing they come from (e.g. "openrouter")."""

    prompt: Decimal
    completion: Decimal
    listing: str


@dataclass(frozen=True)
class Price:
    cost_usd: Decimal | None
    source: str


def _lookups(model: str) -> list[dict]:
    if settings.LLM_PRICE_PROVIDER:
        return [{"provider_id": settings.LLM_PRICE_PROVIDER}]
    lookups = [{"provider_api_url": settings.LLM_BASE_URL}]
    if "/" in model:
        lookups.append({"provider_id": "openrouter"})
    return lookups


@functools.lru_cache(maxsize=512)
def _rates(model: str, base_url: str, price_provider: str) -> Rates | None:
    from genai_prices import Usage, calc_price  # about 60 ms with its price data: only to price a call

    for lookup in _lookups(model):
        try:
            prompt = calc_price(Usage(input_tokens=MILLION, output_tokens=0), model_ref=model, **lookup)
            completion = calc_price(Usage(input_tokens=0, output_tokens=MILLION), model_ref=model, **lookup)
        except LookupError:
            continue
        return Rates(Decimal(str(prompt.total_price)), Decimal(str(completion.total_price)), prompt.provider.id)
    return None


def rates_for(model: str) -> Rates | None:
    """The model's list prices from the maintained price data, or None if it has none."""
    return _rates(model, settings.LLM_BASE_URL, settings.LLM_PRICE_PROVIDER)


def price_call(*, provider: str, model: str, prompt_tokens: int, completion_tokens: int,
               reported: Decimal | None = None) -> Price:
    """The cost of one provider request and its source (see the module docstring)."""
    if provider == "mock":
        return Price(Decimal(0), MOCK)
    if reported is not None:
        return Price(reported.quantize(Decimal("0.000001")), PROVIDER)
    if not prompt_tokens and not completion_tokens:
        # A request that failed before any usage came back: nothing to price, nothing billed that we know of.
        return Price(Decimal(0), PRICE_DATA) if rates_for(model) else Price(None, UNKNOWN)
    rates = rates_for(model)
    if rates is None:
        return Price(None, UNKNOWN)
    total = (prompt_tokens * rates.prompt + completion_tokens * rates.completion) / MILLION
    return Price(total.quantize(Decimal("0.000001")), PRICE_DATA)


def estimate(*, model: str, prompt_tokens: int, completion_tokens: int) -> Decimal | None:
    """A forecast from list prices (None when the model has none): for estimates shown before a run."""
    if get_provider().name == "mock":
        return Decimal(0)
    rates = rates_for(model)
    if rates is None:
        return None
    return (prompt_tokens * rates.prompt + completion_tokens * rates.completion) / MILLION


def cost_text(cost: Decimal | None, *, places: int = 4) -> str:
    """A cost for people: "$0.0123", or "unknown" when no price is known (never a made-up figure)."""
    return "unknown" if cost is None else f"${cost:.{places}f}"
