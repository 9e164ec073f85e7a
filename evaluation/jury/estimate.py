"""Before a jury starts: what it will cost, from the content's size and the chosen models' prices
(see `evaluation.estimates` for how a line is forecast).

Uploaded files are read now and fitted to the context as the run fits them (`fit_for_jury`), so the
estimate prices the text the jurors will judge; web pages and repositories are fetched only by the run,
so they are listed in `notCounted`."""

from __future__ import annotations

from django.conf import settings

from evaluation.estimates import line, summary
from evaluation.jury import prompts
from evaluation.sources.compose import fit_for_jury
from evaluation.sources.intake import uploads_preview
from juryrigged import llm
from juryrigged.llm.tokens import count_prompt_tokens


def jury_estimate(*, content: str, original_question: str | None, juror_models: list[str],
                  foreman_model: str, sources: list[dict] | None = None) -> dict:
    """The forecast of a jury run: per juror, foreman and title, and the totals (null when unknown).

    `sources` are the request's checked entries (`request_sources`): uploads are counted, the rest listed."""
    sources = sources or []
    extra: dict = {"notCounted": [e["url"] for e in sources if e.get("kind") in ("url", "repository")]}
    uploads = [e for e in sources if e.get("kind") == "file"]
    if uploads:
        fitted = fit_for_jury(content, uploads_preview(uploads), budget_tokens=settings.EVAL_SOURCE_CONTEXT_TOKENS)
        content = fitted.text
        extra.update(filesIncluded=len(fitted.included), filesCut=len(fitted.cut))
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
    return summary(lines, **extra)
