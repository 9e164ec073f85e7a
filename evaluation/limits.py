"""Per-user limits against runaway cost: pure arithmetic over the user's recent runs.

A user may start at most `per_minute` runs in any 60 s, `per_hour` in any hour,
`per_day` in any 24 h, and have at most `running` runs unfinished at once. A
refusal says which limit and when the user may try again (the moment the oldest
run that counts against the limit leaves its window).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

# Nothing tells when a running evaluation will end; a jury takes well under a minute.
RUNNING_RETRY_S = 10


@dataclass(frozen=True)
class Policy:
    per_minute: int
    per_hour: int
    per_day: int
    running: int


@dataclass(frozen=True)
class Refusal:
    message: str
    retry_after_s: int


def check(*, now: datetime, started: list[datetime], running: int, policy: Policy) -> Refusal | None:
    """None when one more run is allowed; else why not. `started`: this user's run start times, any order."""
    if running >= policy.running:
        return Refusal(f"You already have {running} evaluations running (at most {policy.running} at once). "
                       "Wait for one to finish.", RUNNING_RETRY_S)
    windows = [(timedelta(minutes=1), policy.per_minute, "minute"), (timedelta(hours=1), policy.per_hour, "hour"),
               (timedelta(days=1), policy.per_day, "day")]
    for span, limit, word in windows:
        inside = sorted(t for t in started if t > now - span)
        if len(inside) >= limit:
            # The run that must leave the window before one more fits in.
            frees_at = inside[len(inside) - limit] + span
            wait = max(1, int((frees_at - now).total_seconds() + 0.999))
            return Refusal(f"You can start at most {limit} evaluations per {word}. Try again in {wait} s.", wait)
    return None
