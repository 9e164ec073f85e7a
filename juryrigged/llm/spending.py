"""Daily spending: what each user and the whole site spent on model calls today, and the limits that hold it.

Every recorded call (`recording.record`) adds its cost and tokens to today's ledger rows (`DailySpend`,
UTC days): the site's, and the paying user's when the call runs for one (`paid_by(user_id)`: an
evaluation run, single or a batch's item, sets it for its owner; a court session's steps for its creator;
a game's steps for its player). So a check reads a few rows, never a day of calls, and can be made
before every step of every run, turn of every session and call of every game.

`refusal(user_id, next_usd=, next_tokens=)` says which daily limit the next calls would pass, and
when it resets (the next UTC midnight); `door_check(user_id, error)` refuses to start something new
once a limit is reached (429 SPENDING_LIMIT, the same shape wherever it is raised).
The limits are one row staff edit in the admin (`SpendingLimits`), created from SPEND_USER_DAILY_USD,
SPEND_USER_DAILY_TOKENS, SPEND_SITE_DAILY_USD and SPEND_ALLOW_ANY_MODEL.
Calls with no known price count their tokens, and nothing against a money limit.
"""

from __future__ import annotations

import contextvars
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from datetime import UTC
from decimal import Decimal

from django.conf import settings
from django.db import connection
from django.db.models import Sum
from django.utils import timezone

from juryrigged.core.errors import DomainError
from juryrigged.llm.pricing import rates_for

SITE = "site"
_payer: contextvars.ContextVar[int | None] = contextvars.ContextVar("llm_payer", default=None)


def user_payer(user_id) -> str:
    return f"user:{user_id}"


@contextmanager
def paid_by(user_id):
    """Every model call made inside (in this context, and in the door's pool, which copies it) is this user's."""
    token = _payer.set(user_id)
    try:
        yield
    finally:
        _payer.reset(token)


def current_payer():
    """The user whose calls these are (`paid_by`), or None."""
    return _payer.get()


def today(now: datetime | None = None):
    return (now or timezone.now()).astimezone(UTC).date()


def resets_at(now: datetime | None = None) -> datetime:
    """When today's spending starts over: the next UTC midnight."""
    return datetime.combine(today(now) + timedelta(days=1), time(0), tzinfo=UTC)


def add(*, usd: Decimal, tokens: int, calls: int) -> None:
    """Add recorded calls to today's rows, the site's and the paying user's when there is one: one statement,
    whatever the rows' state, that never waits for another transaction on PostgreSQL.

    Every recorded call of the site adds to the site's row, so a caller recording inside a long transaction
    would hold that row's lock, and every other recorder on the site would wait for it (measured:
    tests/bench/bench_spend_ledger.py). On PostgreSQL each payer's day is therefore kept in shards: a recorder
    adds to the first shard no other transaction holds (FOR UPDATE SKIP LOCKED) and, if all are held, to a new
    shard of its own; a read sums them (`spent_today`). SQLite lets one writer in at a time anyway: one row.
    """
    from juryrigged.llm.models import DailySpend  # models: llm's __init__ loads this before the apps are ready

    payer = _payer.get()
    payers = [SITE] + ([user_payer(payer)] if payer is not None else [])
    table = connection.ops.quote_name(DailySpend._meta.db_table)
    day = today()  # once: every row this call adds to is the same day's, even across midnight
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(_add_sql(table, len(payers)), [*payers, day, usd, tokens, calls, day, usd, tokens, calls])
            return
        rows = ", ".join(["(%s, %s, 0, %s, %s, %s)"] * len(payers))
        cursor.execute(
            f"INSERT INTO {table} (payer, day, shard, usd, tokens, calls) VALUES {rows} "
            f"ON CONFLICT (payer, day, shard) DO UPDATE SET usd = {table}.usd + excluded.usd, "
            f"tokens = {table}.tokens + excluded.tokens, calls = {table}.calls + excluded.calls",
            [value for name in payers for value in (name, day, usd, tokens, calls)])


def _add_sql(table: str, payers: int) -> str:
    """PostgreSQL's `add`: for each payer, the first shard of its day no other transaction holds (this one's own
    lock does not skip it) is added to; a payer with none free (or no row yet today) gets a new shard, numbered
    at random so that two recorders never wait for each other's new row. One statement: the UPDATE and the
    INSERT are data-modifying parts of one query, both run to completion."""
    wanted = ", ".join(["(%s)"] * payers)
    return f"""
        WITH wanted(payer) AS (VALUES {wanted}),
        picked AS (
            SELECT wanted.payer, (SELECT d.id FROM {table} d WHERE d.payer = wanted.payer AND d.day = %s
                                  ORDER BY d.shard LIMIT 1 FOR UPDATE SKIP LOCKED) AS id
            FROM wanted
        ),
        added AS (
            UPDATE {table} d SET usd = d.usd + %s, tokens = d.tokens + %s, calls = d.calls + %s
            FROM picked WHERE d.id = picked.id RETURNING d.id
        )
        INSERT INTO {table} (payer, day, shard, usd, tokens, calls)
        SELECT picked.payer, %s, floor(random() * 2147483646)::int + 1, %s, %s, %s FROM picked WHERE picked.id IS NULL
        ON CONFLICT (payer, day, shard) DO UPDATE SET usd = {table}.usd + excluded.usd,
            tokens = {table}.tokens + excluded.tokens, calls = {table}.calls + excluded.calls"""


def limits():
    """The limits in force: the admin's row, or (until staff first open it) the SPEND_* settings."""
    from juryrigged.llm.models import SpendingLimits  # models: llm's __init__ loads this before the apps are ready

    return SpendingLimits.objects.filter(pk=1).first() or default_limits()


def default_limits():
    """The SPEND_* settings as an unsaved row (the admin saves it when staff first open the limits)."""
    from juryrigged.llm.models import SpendingLimits  # models: llm's __init__ loads this before the apps are ready

    return SpendingLimits(pk=1, user_daily_usd=Decimal(str(settings.SPEND_USER_DAILY_USD)),
                          user_daily_tokens=settings.SPEND_USER_DAILY_TOKENS,
                          site_daily_usd=Decimal(str(settings.SPEND_SITE_DAILY_USD)),
                          allow_any_model=settings.SPEND_ALLOW_ANY_MODEL)


@dataclass(frozen=True)
class Spent:
    usd: Decimal
    tokens: int


def spent_today(*payers: str) -> dict[str, Spent]:
    """Today's spending of each payer, its shards summed (one query)."""
    from juryrigged.llm.models import DailySpend  # models: the package's __init__ loads this before the apps are ready

    rows = {row["payer"]: Spent(row["spent_usd"], row["spent_tokens"]) for row in DailySpend.objects.filter(
        payer__in=payers, day=today()).values("payer").order_by("payer").annotate(
        spent_usd=Sum("usd"), spent_tokens=Sum("tokens"))}
    return {payer: rows.get(payer, Spent(Decimal(0), 0)) for payer in payers}


@dataclass(frozen=True)
class Refusal:
    """Which daily limit, in words and by name, and when it resets."""

    limit: str  # "userDailyUsd", "userDailyTokens" or "siteDailyUsd"
    message: str  # to the user it refuses ("Your daily spending limit ...")
    resets_at: datetime
    cap: str = ""  # the limit itself in words ("daily spending limit of $10.00")

    def told_to_others(self, whose: str) -> str:
        """The refusal as others may read it (viewers of a user's court session): `whose` names the user
        ("the host's"); the site's own limit says the site's. What the user spent is not said."""
        whose = "the site's" if self.limit == "siteDailyUsd" else whose
        return (f"{whose[:1].upper()}{whose[1:]} {self.cap} is reached. "
                f"It resets at {self.resets_at:%H:%M} UTC ({self.resets_at:%Y-%m-%d}).")

    def fields(self, now: datetime | None = None) -> dict:
        """The extra fields of the JSON error: the limit's name, when it resets and how long until then."""
        wait_ms = max(1000, int(((self.resets_at - (now or timezone.now())).total_seconds()) * 1000))
        return {"limit": self.limit, "resetsAt": self.resets_at.isoformat().replace("+00:00", "Z"),
                "retryAfterMs": wait_ms}


def _over(spent, more, limit) -> bool:
    return spent + more > limit if more else spent >= limit


def refusal(user_id, *, next_usd: Decimal | None = Decimal(0), next_tokens: int = 0) -> Refusal | None:
    """None if `user_id` (None: only the site's limit) may spend `next_usd` and `next_tokens` more today;
    else the first limit it would pass. With nothing next, a limit already reached refuses."""
    rules = limits()
    reset = resets_at()
    when = f"It resets at {reset:%H:%M} UTC ({reset:%Y-%m-%d})."
    next_usd = next_usd or Decimal(0)
    spent = spent_today(SITE, *([user_payer(user_id)] if user_id is not None else []))
    if user_id is not None:
        mine = spent[user_payer(user_id)]
        if _over(mine.usd, next_usd, rules.user_daily_usd):
            cap = f"daily spending limit of ${rules.user_daily_usd:.2f}"
            return Refusal("userDailyUsd", f"Your {cap} would be passed (spent today: ${mine.usd:.2f}). {when}",
                           reset, cap)
        if _over(mine.tokens, next_tokens, rules.user_daily_tokens):
            cap = f"daily limit of {rules.user_daily_tokens:,} tokens"
            return Refusal("userDailyTokens", f"Your {cap} would be passed (used today: {mine.tokens:,}). {when}",
                           reset, cap)
    site = spent[SITE]
    if _over(site.usd, next_usd, rules.site_daily_usd):
        cap = f"daily spending limit of ${rules.site_daily_usd:.2f}"
        return Refusal("siteDailyUsd", f"The site's {cap} would be passed (spent today: ${site.usd:.2f}). {when}",
                       reset, cap)
    return None


def door_check(user_id, error: type[DomainError]) -> None:
    """Refuse to start something new for `user_id` (None: only the site's limit holds) once a daily limit is
    reached: raises `error` 429 SPENDING_LIMIT with the limit's name, `resetsAt`, `retryAfterMs` (and so
    Retry-After). Every door of every product says it the same way (`error` is the product's DomainError)."""
    found = refusal(user_id)
    if found:
        raise error("SPENDING_LIMIT", found.message, status=429, **found.fields())


def model_allowed(model: str, known: set[str]) -> bool:
    """Whether requests may name `model`: one of `known` (compared without case), one the maintained price data
    prices (so a money limit can hold it), one of the admin's extra models, or any id once staff allow that."""
    wanted = model.strip().lower()
    if wanted in {k.lower() for k in known} or rates_for(model.strip()) is not None:
        return True
    rules = limits()
    extra = {line.strip().lower() for line in rules.extra_models.splitlines() if line.strip()}
    return rules.allow_any_model or wanted in extra
