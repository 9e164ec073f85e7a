"""Layer 3: what a model is asked, the shape of its answer, and how the answer is read. Pure.

The call goes through the LLM door (courtroom.services.moderation), which records it as
an LLMCall with the session as subject, so its cost counts in the session's budget.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

import pydantic

from courtroom.moderation.decision import CATEGORY_LABELS, LayerDecision, ordered

PURPOSE = "court.screen"
MAX_TOKENS = 200  # the verdict is a short JSON object; this bounds what a screen may cost
Category = Literal["hate", "harassment", "self_harm", "sexual", "violence", "threat", "defamation"]


class ScreenVerdict(pydantic.BaseModel):
    """The model's screen of one text."""

    flagged: bool
    categories: list[Category] = pydantic.Field(default_factory=list)
    reason: str = pydantic.Field(default="", max_length=300)


_SYSTEM = (
    "You screen lines for a live, comedic, PG-13 courtroom show before the audience sees them. "
    "Decide whether the TEXT is harmful in any of these categories:\n"
    + "\n".join(f"- {code}: {label}" for code, label in CATEGORY_LABELS.items())
    + "\nJudge the speaker's intent, not the vocabulary. Legal language is fine: charges, allegations, "
    "testimony, a coroner's or police report, and evidence quoted to the court (\"the note said 'I will hurt "
    "you'\") are not threats. Jokes and idioms (\"I killed it at karaoke\") are fine. Flag slurs, insults "
    "aimed at someone, urging self-harm, explicit sexual description, relished gore, wishes or promises of "
    "violence, threats, personal addresses or phone numbers, and crimes pinned on real, named people.\n"
    "Answer with JSON only: {\"flagged\": true|false, \"categories\": [codes], \"reason\": \"one short "
    "sentence\"}."
)


def messages_for(text: str) -> list[dict]:
    return [{"role": "system", "content": _SYSTEM}, {"role": "user", "content": f"TEXT:\n{text}"}]


def text_of(messages) -> str:
    """The screened text back out of the messages (for the offline mock responder)."""
    return messages[-1]["content"].removeprefix("TEXT:\n")


def decision_from(verdict: ScreenVerdict, *, cost_usd: Decimal | None = Decimal(0),
                  cached: bool = False) -> LayerDecision:
    categories = ordered(verdict.categories)
    flagged = verdict.flagged and bool(categories)
    reason = (verdict.reason or ("harmful" if flagged else "nothing harmful")).strip()
    return LayerDecision("model", flagged, categories if flagged else (), reason + (" (cached)" if cached else ""),
                         cost_usd)


def unavailable(why: str, *, cost_usd: Decimal | None = Decimal(0)) -> LayerDecision:
    """The model screen gave no decision (services.moderation decides what a line without one becomes)."""
    return LayerDecision("model", False, (), f"model screen unavailable: {why}"[:300], cost_usd, undecided=True)
