"""Before a jury starts: what it will cost, from the content's size and the chosen models' prices
(see `evaluation.estimates` for how a line is forecast)."""

from __future__ import annotations

from django.conf import settings

from evaluation.estimates import line, summary
from evaluation.jury import prompts
from juryrigged import llm
from juryrigged.llm.tokens import count_prompt_tokens


def jury_estimate(*, content: str, original_question: str | None, juror_models: list[str],
                  foreman_model: str) -> dict:
    """The forecast of a jury run: per juror, foreman and title, and the totals (null when unknown)."""
    juror_prompt = count_prompt_tokens(prompts.build_evaluation_prompt(content, original_question))
    lines = [line("juror", model, "eval.juror", [juror_prompt]) for model in juror_models]
    # The foreman reads every assessment: count each at the jurors' max_tokens (" word" is one token).
    assessment = " word" * llm.max_tokens_for("eval.juror")
    foreman_prompt = prompts.build_foreman_prompt(
        content, original_question, [prompts.ForemanJuror(m, assessment) for m in juror_models],
        approve=len(juror_models), revise=0, reject=0, majority="APPROVE")
    lines.append(line("foreman", foreman_model, "eval.foreman", [count_prompt_tokens(foreman_prompt)]))
    lines.append(line("title", settings.EVAL_TITLE_MODEL or foreman_model, "eval.title",
                      [count_prompt_tokens(prompts.build_title_prompt(content))]))
    return summary(lines)
