"""`manage.py llm_check`: does the configured endpoint answer for every configured model?

One tiny call per model (a few tokens), then one asking for strict JSON-schema output,
each bounded by a deadline: whether the key and base URL work, the latency, whether
the model takes JSON-schema output, and where its price comes from. Both calls are
recorded like any other (purpose `llm.check`), so they are on the bill.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from django.conf import settings
from django.utils import timezone

from juryrigged.llm import pricing, response_format
from juryrigged.llm.providers import reported_cost, get_provider
from juryrigged.llm.recording import Attempt, record

PURPOSE = "llm.check"
SCHEMA = {"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"],
          "additionalProperties": False}


@dataclass
class ModelCheck:
    model: str
    ok: bool
    latency_ms: int | None = None
    json_schema: str = "not tried"  # "yes", "no (<reason>)", "not tried"
    price_source: str = ""
    error: str = ""


def configured_models() -> list[str]:
    """Every model a setting names (defaults of each product), without repeats, in a stable order."""
    names = [settings.LLM_DEFAULT_MODEL, settings.COURT_MODEL, *settings.EVAL_JURY_DEFAULT_JURORS,
             settings.EVAL_JURY_DEFAULT_FOREMAN, settings.EVAL_TITLE_MODEL,
             *settings.EVAL_DIALECTIC_JUDGE_MODELS.values()]
    names += [getattr(settings, name, "") for name in
              ("GAME_JUROR_MODEL", "GAME_JUDGE_MODEL", "GAME_RULING_MODEL", "GAME_TRIAL_MODEL")]
    return list(dict.fromkeys(n for n in names if n))


def _call(model: str, timeout: float, **extra):
    """One request straight through the SDK (no fallback: the point is to see what the model refuses)."""
    provider = get_provider()
    kwargs = {"model": model, "messages": [{"role": "user", "content": "Reply with the single word OK."}],
              "max_tokens": 16, "timeout": timeout, **extra}
    if provider.ask_cost:
        kwargs["extra_body"] = {"usage": {"include": True}}
    started, clock = timezone.now(), time.perf_counter()
    response, error = None, None
    try:
        response = provider.client.chat.completions.create(**kwargs)
    except Exception as exc:  # noqa: BLE001 — every failure is a finding to report, not a crash
        error = exc
    latency = int((time.perf_counter() - clock) * 1000)
    usage = getattr(response, "usage", None)
    record([Attempt(purpose=PURPOSE, provider=provider.name, model=model, subject="llm.check", attempt=1,
                    started_at=started, finished_at=timezone.now(), latency_ms=latency,
                    prompt_tokens=getattr(usage, "prompt_tokens", 0) or 0,
                    completion_tokens=getattr(usage, "completion_tokens", 0) or 0,
                    outcome="error" if error else "ok", error=str(error or "")[:4000],
                    reported_cost_usd=reported_cost(usage))])
    return response, error, latency


def model_check(model: str, *, timeout: float = 30.0) -> ModelCheck:
    response, error, latency = _call(model, timeout)
    if error is not None:
        return ModelCheck(model, False, latency, error=f"{type(error).__name__}: {error}"[:300])
    check = ModelCheck(model, True, latency)
    if reported_cost(response.usage) is not None:
        check.price_source = "reported by the provider"
    else:
        rates = pricing.rates_for(model)
        check.price_source = (f"genai-prices ({rates.listing}): ${rates.prompt}/${rates.completion} per M tokens"
                              if rates else "unknown (no price data: its cost will show as unknown)")
    chosen = response_format.choose(model, SCHEMA, "check", response_format.FallbackMemory(0))
    _, error, _ = _call(model, timeout, response_format=chosen)
    if error is None:
        check.json_schema = "yes (strict)"
    else:
        kind = response_format.refusal_kind(getattr(error, "status_code", None), str(error))
        check.json_schema = f"no ({kind or type(error).__name__}): {str(error)[:120]}"
    return check
