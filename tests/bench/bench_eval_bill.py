"""Benchmark: the bill of a sample jury evaluation, with provider-reported costs and with library prices.

    python -m pytest tests/bench/bench_eval_bill.py -s

One jury run (three jurors, foreman, title) through the real pipeline against the
local fake OpenAI-compatible server, which reports token counts from the request and
answer sizes (about 4 characters a token). Run three times:

1. the default panel, the server reporting each call's cost in `usage.cost` as
   OpenRouter does when asked (here it prices the call at the model's OpenRouter list
   price, so both figures should agree): the bill takes the provider's figures;
2. the default panel, no reported cost: the bill is computed from genai-prices data;
3. the former default panel of large models, priced from genai-prices data.
"""

from __future__ import annotations

import os
from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model

from evaluation import runs, services
from evaluation.jury.validation import validate_request
from juryrigged import llm
from juryrigged.llm.models import LLMCall
from juryrigged.llm.pricing import rates_for
from tests.evaluation.jury_texts import FOREMAN_REPORT, assessment
from tests.support.fake_openai import FakeOpenAIServer, Reply

CONTENT = ("## GET /api/users\n\nReturns a paginated list of users.\n\n" + "Parameters, errors and examples. " * 400)
DEFAULT = (["openai/gpt-4o-mini", "anthropic/claude-3-haiku", "google/gemini-2.0-flash-001"],
           "mistralai/mistral-small-3.1-24b-instruct")
LARGE = (["anthropic/claude-3.5-sonnet", "openai/o3", "google/gemini-2.5-pro"], "perplexity/sonar-pro")


def responder(report_cost: bool):
    def answer(body: dict) -> Reply:
        prompt = body["messages"][-1]["content"]
        if prompt.startswith("You are a juror"):
            text = assessment(8, 7, 8, 8, 7, "APPROVE", ["Add examples of error responses"])
        elif prompt.startswith("You are the foreman"):
            text = FOREMAN_REPORT
        else:
            text = "Users Endpoint Docs Review"
        prompt_tokens = sum(len(m["content"]) for m in body["messages"]) // 4
        completion_tokens = max(1, len(text) // 4)
        cost = None
        if report_cost and body.get("usage"):
            rates = rates_for(body["model"])
            cost = float((prompt_tokens * rates.prompt + completion_tokens * rates.completion) / 1_000_000)
        return Reply(text=text, cost=cost, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens)
    return answer


def one_run(user, panel, settings, *, report_cost: bool) -> tuple[llm.Usage, dict]:
    jurors, foreman = panel
    settings.LLM_ASK_COST = report_cost
    with FakeOpenAIServer(responder(report_cost)) as base_url:
        settings.LLM_BASE_URL = base_url
        body = {"question": "Evaluate", "mode": "jury",
                "modeConfig": {"content": CONTENT, "jurorModels": jurors, "foremanModel": foreman}}
        run = services.evaluation_start(user=user, mode="jury", request=validate_request(body))
        runs.run_dispatch(message_id=run.pk)
    run.refresh_from_db()
    assert run.status == "complete", run.error
    subject = runs.run_subject(run.pk)
    sources = dict(LLMCall.objects.filter(subject=subject).values_list("model", "cost_source"))
    return llm.usage_for(subject), sources


@pytest.mark.django_db
def test_bench_the_bill_of_a_sample_evaluation(settings):
    settings.LLM_PROVIDER, settings.LLM_API_KEY = "openai", "bench"
    settings.EVAL_LIMIT_PER_MINUTE = settings.EVAL_LIMIT_PER_HOUR = settings.EVAL_LIMIT_PER_DAY = 100
    user = get_user_model().objects.create_user("bench-bill")
    reported, reported_sources = one_run(user, DEFAULT, settings, report_cost=True)
    library, library_sources = one_run(user, DEFAULT, settings, report_cost=False)
    large, _ = one_run(user, LARGE, settings, report_cost=False)
    load = os.getloadavg()
    print(f"\nsample jury evaluation ({len(CONTENT):,} characters of content), load average {load[0]:.2f}:")
    print(f"  default panel, provider-reported: {reported.describe()}"
          f" (sources: {sorted(set(reported_sources.values()))})")
    print(f"  default panel, genai-prices:      {library.describe()}"
          f" (sources: {sorted(set(library_sources.values()))})")
    print(f"  large panel, genai-prices:        {large.describe()}"
          + (f" = {large.cost_usd / library.cost_usd:.0f}× the default panel" if library.cost_usd else ""))
    assert set(reported_sources.values()) == {"provider"} and set(library_sources.values()) == {"price_data"}
    assert abs(reported.cost_usd - library.cost_usd) <= Decimal("0.00001") * reported.calls
