"""Writing the record of every provider call, and reading per-object totals."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from django.db.models import Count, Q, Sum

from juryrigged.llm import spending
from juryrigged.llm.pricing import Price, cost_text, price_call
from juryrigged.llm.providers import MockProvider


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
    # The provider's own figure for this request, when it gave one.
    reported_cost_usd: Decimal | None = None

    @property
    def price(self) -> Price:
        return price_call(provider=self.provider, model=self.model, prompt_tokens=self.prompt_tokens,
                          completion_tokens=self.completion_tokens, reported=self.reported_cost_usd)


def record(attempts: list[Attempt]) -> None:
    from juryrigged.llm.models import LLMCall  # models: the package's __init__ loads this before the apps are ready

    rows = []
    for a in attempts:
        price = a.price
        rows.append(LLMCall(
            purpose=a.purpose, provider=a.provider, model=a.model, subject=a.subject, attempt=a.attempt,
            started_at=a.started_at, finished_at=a.finished_at, latency_ms=a.latency_ms,
            prompt_tokens=a.prompt_tokens, completion_tokens=a.completion_tokens,
            cost_usd=price.cost_usd, cost_source=price.source, outcome=a.outcome, error=a.error[:4000],
        ))
    LLMCall.objects.bulk_create(rows)
    if rows:
        spending.add(usd=sum((r.cost_usd for r in rows if r.cost_usd is not None), Decimal(0)),
                     tokens=sum(r.prompt_tokens + r.completion_tokens for r in rows), calls=len(rows))


@dataclass(frozen=True)
class Usage:
    """Totals of some calls. `cost_usd` adds up the known costs; `unpriced_calls` had no known price,
    so the true total is higher whenever it is not 0 (show it as unknown, never as complete)."""

    calls: int
    prompt_tokens: int
    completion_tokens: int
    cost_usd: Decimal
    unpriced_calls: int = 0

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    @property
    def cost_known(self) -> bool:
        return self.unpriced_calls == 0

    def cost_text(self) -> str:
        """"$0.0123", or "unknown" (with the part that is known) when some call had no price."""
        if self.cost_known:
            return cost_text(self.cost_usd)
        known = f", {cost_text(self.cost_usd)} known" if self.cost_usd else ""
        return f"unknown ({self.unpriced_calls} call{'s' if self.unpriced_calls != 1 else ''} unpriced{known})"

    def describe(self) -> str:
        return (f"{self.calls} calls · {self.prompt_tokens:,} prompt + {self.completion_tokens:,} completion tokens"
                f" · {self.cost_text()}")

    def as_json(self) -> dict:
        """The API's usage object: `costUsd` is null when any call's price is unknown."""
        return {"calls": self.calls, "promptTokens": self.prompt_tokens, "completionTokens": self.completion_tokens,
                "costUsd": float(self.cost_usd) if self.cost_known else None,
                "knownCostUsd": float(self.cost_usd), "unpricedCalls": self.unpriced_calls}


def usage_of_attempts(attempts: list[Attempt]) -> Usage:
    """Totals of calls not yet (or never) stored, e.g. one juror's requests."""
    prices = [a.price for a in attempts]
    return Usage(len(attempts), sum(a.prompt_tokens for a in attempts), sum(a.completion_tokens for a in attempts),
                 sum((p.cost_usd for p in prices if p.cost_usd is not None), Decimal(0)),
                 sum(1 for p in prices if p.cost_usd is None))


def usage_totals(queryset) -> Usage:
    """Totals of a queryset of LLMCall rows."""
    row = queryset.aggregate(calls=Count("id"), p=Sum("prompt_tokens"), c=Sum("completion_tokens"),
                             cost=Sum("cost_usd"), unpriced=Count("id", filter=Q(cost_usd__isnull=True)))
    return Usage(row["calls"], row["p"] or 0, row["c"] or 0, row["cost"] or Decimal(0), row["unpriced"] or 0)


def usage_by_model(subject: str, *, purpose: str | None = None) -> dict[str, Usage]:
    """Totals of one object's calls per model (e.g. each judge's share of an audit)."""
    from juryrigged.llm.models import LLMCall  # models: the package's __init__ loads this before the apps are ready

    calls = LLMCall.objects.filter(subject=subject)
    if purpose:
        calls = calls.filter(purpose=purpose)
    rows = calls.values("model").annotate(
        calls=Count("id"), p=Sum("prompt_tokens"), c=Sum("completion_tokens"), cost=Sum("cost_usd"),
        unpriced=Count("id", filter=Q(cost_usd__isnull=True))).order_by("model")
    return {row["model"]: Usage(row["calls"], row["p"] or 0, row["c"] or 0, row["cost"] or Decimal(0),
                                row["unpriced"] or 0) for row in rows}


def usage_for(subject: str) -> Usage:
    """Totals of every call recorded for one object (e.g. "court.session:42")."""
    from juryrigged.llm.models import LLMCall  # models: the package's __init__ loads this before the apps are ready

    return usage_totals(LLMCall.objects.filter(subject=subject))


@dataclass(frozen=True)
class Offline:
    """How much of an object's model work the offline demo model did: `calls` of `total` (0 of 0: none yet)."""

    calls: int
    total: int

    @property
    def all(self) -> bool:
        return self.total > 0 and self.calls == self.total


def offline_for(subject: str) -> Offline:
    """How many of one object's recorded calls the offline mock answered (one query)."""
    from juryrigged.llm.models import LLMCall  # models: the package's __init__ loads this before the apps are ready

    row = LLMCall.objects.filter(subject=subject).aggregate(
        total=Count("id"), mock=Count("id", filter=Q(provider=MockProvider.name)))
    return Offline(row["mock"] or 0, row["total"] or 0)

