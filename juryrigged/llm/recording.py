"""Writing the record of every provider call, and reading per-object totals."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from django.conf import settings
from django.db.models import Count, Sum


@dataclass
class Attempt:
    """One provider call, recorded by the caller's thread once the call is over."""

    purpose: str
    provider: str
    model: str
    subject: str
    attempt: int
    started_at: datetime
    finished_at: datetime
    latency_ms: int
    prompt_tokens: int = 0
    completion_tokens: int = 0
    outcome: str = "ok"
    error: str = ""


def cost_usd(model: str, prompt_tokens: int, completion_tokens: int, provider: str = "") -> Decimal:
    prices = settings.LLM_PRICES
    if provider == "mock":
        return Decimal(0)
    prompt_price, completion_price = prices.get(model, prices["*"])
    total = (prompt_tokens * prompt_price + completion_tokens * completion_price) / 1_000_000
    return Decimal(str(round(total, 6)))


def record(attempts: list[Attempt]) -> None:
    from juryrigged.llm.models import LLMCall

    LLMCall.objects.bulk_create(
        LLMCall(
            purpose=a.purpose, provider=a.provider, model=a.model, subject=a.subject, attempt=a.attempt,
            started_at=a.started_at, finished_at=a.finished_at, latency_ms=a.latency_ms,
            prompt_tokens=a.prompt_tokens, completion_tokens=a.completion_tokens,
            cost_usd=cost_usd(a.model, a.prompt_tokens, a.completion_tokens, a.provider),
            outcome=a.outcome, error=a.error[:4000],
        )
        for a in attempts
    )


@dataclass(frozen=True)
class Usage:
    calls: int
    prompt_tokens: int
    completion_tokens: int
    cost_usd: Decimal

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


def usage_for(subject: str) -> Usage:
    """Totals of every call recorded for one object (e.g. "court.session:42")."""
    from juryrigged.llm.models import LLMCall

    row = LLMCall.objects.filter(subject=subject).aggregate(
        calls=Count("id"), p=Sum("prompt_tokens"), c=Sum("completion_tokens"), cost=Sum("cost_usd")
    )
    return Usage(row["calls"], row["p"] or 0, row["c"] or 0, row["cost"] or Decimal(0))
