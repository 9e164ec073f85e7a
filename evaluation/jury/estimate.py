"""Before a jury starts: what it will cost, from the content's size and the chosen models' prices.

Each call is forecast from its prompt (the real prompt builders, about 4 characters
a token) and its purpose's `max_tokens`: "up to" assumes every answer uses all of
it, "about" a third of it (a typical assessment). Prices come from the maintained
price data (`juryrigged.llm.pricing`); a model without one makes the total unknown,
never a guess.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings

from evaluation.jury import prompts
from juryrigged import llm
from juryrigged.llm.budgets import estimate_prompt_tokens
from juryrigged.llm.pricing import estimate as price_estimate
from juryrigged.llm.pricing import rates_for

TYPICAL_SHARE = 3  # a typical answer uses about a third of its max_tokens


@dataclass(frozen=True)
class Line:
    role: str
    model: str
    prompt_tokens: int
    max_completion_tokens: int
    about_usd: Decimal | None
    up_to_usd: Decimal | None

    def as_json(self) -> dict:
        rates = rates_for(self.model)
        return {"role": self.role, "model": self.model, "promptTokens": self.prompt_tokens,
                "maxCompletionTokens": self.max_completion_tokens,
                "aboutUsd": _money(self.about_usd), "upToUsd": _money(self.up_to_usd),
                "priceSource": f"genai-prices ({rates.listing})" if rates else "unknown"}


def _money(value: Decimal | None) -> float | None:
    return float(round(value, 6)) if value is not None else None


def _line(role: str, model: str, prompt: str, purpose: str) -> Line:
    prompt_tokens = estimate_prompt_tokens(prompt)
    most = llm.max_tokens_for(purpose)
    about = price_estimate(model=model, prompt_tokens=prompt_tokens, completion_tokens=most // TYPICAL_SHARE)
    up_to = price_estimate(model=model, prompt_tokens=prompt_tokens, completion_tokens=most)
    return Line(role, model, prompt_tokens, most, about, up_to)


def jury_estimate(*, content: str, original_question: str | None, juror_models: list[str],
                  foreman_model: str) -> dict:
    """The forecast of a jury run: per juror, foreman and title, and the totals (null when unknown)."""
    juror_prompt = prompts.build_evaluation_prompt(content, original_question)
    lines = [_line("juror", model, juror_prompt, "eval.juror") for model in juror_models]
    # The foreman reads every assessment: count each at the jurors' max_tokens (4 characters a token).
    assessment = "x" * (llm.max_tokens_for("eval.juror") * 4)
    foreman_prompt = prompts.build_foreman_prompt(
        content, original_question, [prompts.ForemanJuror(m, assessment) for m in juror_models],
        approve=len(juror_models), revise=0, reject=0, majority="APPROVE")
    lines.append(_line("foreman", foreman_model, foreman_prompt, "eval.foreman"))
    lines.append(_line("title", settings.EVAL_TITLE_MODEL or foreman_model, prompts.build_title_prompt(content),
                       "eval.title"))
    from juryrigged.llm.providers import get_provider

    return {
        "offlineMock": get_provider().name == "mock",
        "lines": [line.as_json() for line in lines],
        "tokensUpTo": sum(line.prompt_tokens + line.max_completion_tokens for line in lines),
        "aboutUsd": _total(line.about_usd for line in lines),
        "upToUsd": _total(line.up_to_usd for line in lines),
        "unpricedModels": sorted({line.model for line in lines if line.up_to_usd is None}),
    }


def _total(values) -> float | None:
    values = list(values)
    return None if any(v is None for v in values) else _money(sum(values, Decimal(0)))
