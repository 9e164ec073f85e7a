"""Before a comparison starts: what it will cost (see `evaluation.estimates` for how a line is forecast).

Each juror is asked twice (A first, then B first), each time with both candidates; the foreman
reads the panel's verdicts and the jurors' summaries. Uploaded files are read now and fitted as
the run fits them; web pages and repositories are fetched only by the run (`notCounted`)."""

from __future__ import annotations

from django.conf import settings

from evaluation.compare import prompts
from evaluation.compare.verdicts import OVERALL
from evaluation.estimates import line, summary
from evaluation.sources.compose import fit_for_jury
from evaluation.sources.intake import uploads_preview
from juryrigged import llm
from juryrigged.llm.tokens import count_prompt_tokens


def _texts(config: dict) -> tuple[list[str], list[str]]:
    """Each candidate's text as the jurors will see it (uploads fitted in) and the sources not counted."""
    sources = config.get("sources") or []
    texts, not_counted, start = [], [], 0
    for candidate in config["candidates"]:
        own = sources[start:start + candidate["sourceCount"]]
        start += candidate["sourceCount"]
        not_counted += [e["url"] for e in own if e.get("kind") in ("url", "repository")]
        uploads = [e for e in own if e.get("kind") == "file"]
        text = candidate["content"]
        if uploads:
            text = fit_for_jury(text, uploads_preview(uploads),
                                budget_tokens=settings.EVAL_SOURCE_CONTEXT_TOKENS // 2).text
        texts.append(text)
    return texts, not_counted


def compare_estimate(config: dict) -> dict:
    """The forecast of a comparison from its validated config: per juror (two calls) and the foreman."""
    texts, not_counted = _texts(config)
    question, dimensions = config.get("originalQuestion"), config["dimensions"]
    ab = count_prompt_tokens(prompts.build_juror_prompt(texts[0], texts[1], question, dimensions))
    ba = count_prompt_tokens(prompts.build_juror_prompt(texts[1], texts[0], question, dimensions))
    lines = [line("juror", model, "eval.compare.juror", [ab, ba]) for model in config["jurorModels"]]
    # The foreman reads a line per dimension and one summary per answer, each at most a juror's answer.
    answer = " word" * (llm.max_tokens_for("eval.compare.juror") // 4)
    foreman_prompt = prompts.build_foreman_prompt(
        tuple(c["label"] for c in config["candidates"]), question,
        [f"- {d}: A, 3 of 3 jurors agree" for d in [*dimensions, OVERALL]],
        [f"- juror: {answer}" for _ in range(2 * len(config["jurorModels"]))])
    lines.append(line("foreman", config["foremanModel"], "eval.compare.foreman", [count_prompt_tokens(foreman_prompt)]))
    return summary(lines, notCounted=not_counted)
