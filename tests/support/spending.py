"""Today's spending, set up for the daily-limit tests of each product (courtroom, game, evaluations)."""

from datetime import UTC, datetime, timedelta
from decimal import Decimal

from django.utils import timezone

from juryrigged.llm import spending
from juryrigged.llm.recording import Attempt, record


def priced_call(usd: str, tokens: int = 1000, *, purpose: str = "eval.juror", subject: str = "elsewhere",
                completion_tokens: int = 0) -> Attempt:
    """One finished model call the provider priced at `usd`, as the ledger records it."""
    now = timezone.now()
    return Attempt(purpose=purpose, provider="fake", model="openai/gpt-4o-mini", subject=subject, attempt=1,
                   started_at=now, finished_at=now, latency_ms=1, prompt_tokens=tokens,
                   completion_tokens=completion_tokens, reported_cost_usd=Decimal(usd))


def spend(user, usd: str, tokens: int = 1000) -> None:
    """Spent elsewhere today: one priced call paid by `user` (None: by nobody, so only the site's row)."""
    with spending.paid_by(user.pk if user else None):
        record([priced_call(usd, tokens)])


def next_midnight() -> str:
    """When today's limits reset, as the API writes it."""
    return f"{datetime.now(UTC).date() + timedelta(days=1)}T00:00:00Z"


def daily_limits(settings) -> None:
    """The documented daily limits ($10 and 20M tokens a user, $100 the site), set for a test."""
    settings.SPEND_USER_DAILY_USD = "10"
    settings.SPEND_USER_DAILY_TOKENS = 20_000_000
    settings.SPEND_SITE_DAILY_USD = "100"
