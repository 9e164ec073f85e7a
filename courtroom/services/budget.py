"""A court session's budget: checked before each turn's model call, never after.

Each session carries its own cap (`budget_tokens`, `budget_usd`; COURT_BUDGET_* when it
is created, changeable by staff in the admin). Before a turn calls the model, what the
session spent so far (every recorded call, retries included) plus the most that call
may cost (its prompt and its `max_tokens`, at list price; with the model screen of the
line it writes, when that is on) must fit; otherwise the
judge adjourns the court (`courtroom.services.ending.session_adjourn`).
"""

from __future__ import annotations

from decimal import Decimal

from django.conf import settings

from courtroom.models import CourtSession
from courtroom.services.moderation import model_screen_calls
from juryrigged import llm


def session_budget(session: CourtSession) -> llm.Budget:
    return llm.Budget(tokens=session.budget_tokens,
                      usd=Decimal(session.budget_usd) if session.budget_usd is not None else None)


def turn_over_budget(session: CourtSession, prompt) -> str | None:
    """Why the turn's call (a `steps.TurnPrompt`) would break the session's budget, or None."""
    spent = llm.usage_for(session.subject)
    # The line the call writes is screened by the model too (when on): both must fit.
    screen = model_screen_calls(max_chars=settings.COURT_TURN_MAX_CHARS + len(prompt.decision),
                                subject=session.subject)
    return llm.over_budget(session_budget(session), spent_tokens=spent.total_tokens, spent_usd=spent.cost_usd,
                           next_=llm.forecast([prompt.call, *screen]))
