"""A court session's budget and its creator's daily spending limit: checked before each turn's model call,
never after.

Each session carries its own cap (`budget_tokens`, `budget_usd`; COURT_BUDGET_* when it
is created, changeable by staff in the admin). Before a turn calls the model, what the
session spent so far (every recorded call, retries included) plus the most that call
may cost (its prompt and its `max_tokens`, at list price; with the model screen of the
line it writes, when that is on) must fit; and that forecast must fit what is left of the
daily spending limits (`juryrigged.llm.spending`: the session's creator's, who pays for its
calls, and the site's). Otherwise the judge adjourns the court with the reason
(`courtroom.services.ending.session_adjourn`).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings

from courtroom.models import CourtSession
from courtroom.services.moderation import model_screen_calls
from juryrigged import llm

# The judge's closing line when the session's own budget is spent, and when a daily limit is reached.
ADJOURNMENT = ("This court has spent the budget it was given for today's proceedings. "
               "We stand adjourned.")
DAILY_LIMIT_ADJOURNMENT = ("This court has reached its spending limit for the day. "
                           "We stand adjourned.")


@dataclass(frozen=True)
class Stop:
    """Why a session stops before a turn: the reason viewers read, and the judge's closing line."""

    reason: str
    line: str


def session_budget(session: CourtSession) -> llm.Budget:
    return llm.Budget(tokens=session.budget_tokens,
                      usd=Decimal(session.budget_usd) if session.budget_usd is not None else None)


def turn_stop(session: CourtSession, prompt) -> Stop | None:
    """Why the session stops before the turn's call (a `steps.TurnPrompt`): its budget, or a daily spending
    limit its forecast would pass; None if the call may be made. Three queries: the session's calls, the
    limits, today's spending (its creator's and the site's)."""
    # The line the call writes is screened by the model too (when on): both must fit.
    screen = model_screen_calls(max_chars=settings.COURT_TURN_MAX_CHARS + len(prompt.decision),
                                subject=session.subject)
    check = llm.calls_check(subject=session.subject, budget=session_budget(session), payer=session.created_by_id,
                            calls=[prompt.call, *screen])
    if check.over:
        return Stop(f"Budget spent: {check.over}.", ADJOURNMENT)
    if check.refused:
        return Stop("Daily spending limit: " + check.refused.told_to_others("the host's"), DAILY_LIMIT_ADJOURNMENT)
    return None
