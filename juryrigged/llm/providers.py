"""Model providers: an OpenAI-compatible endpoint, and the deterministic offline mock.

What passes between the door and a provider (`Request`, `RawCompletion`, the provider errors)
is `juryrigged/llm/exchange.py`, which the mock's answers use too.

Providers only talk to the model; they never touch the database, so the door can
run many of them at once in threads and record the calls from the caller's thread.
"""

from __future__ import annotations

import time
from dataclasses import replace
from decimal import Decimal, InvalidOperation
from types import SimpleNamespace

from django.conf import settings

from juryrigged.llm import mock, response_format
from juryrigged.llm.exchange import ProviderError, ProviderTimeout, RawCompletion, Request
from juryrigged.llm.tokens import count_prompt_tokens, count_tokens


# Statuses worth asking again: the request may succeed a moment later.
TRANSIENT_STATUSES = frozenset({408, 409, 429}) | frozenset(range(500, 600))


class OpenAICompatibleProvider:
    """Any OpenAI-compatible chat endpoint (OpenRouter by default).

    One `generate` is one HTTP request: the SDK's own retries are off (they would run
    past the caller's deadline, in a thread nobody waits for); the door retries
    transient errors itself, inside the time the call has left.
    """

    name = "openai"

    def __init__(self, *, base_url: str, api_key: str, ask_cost: bool = False):
        from openai import OpenAI  # the SDK takes about a second to import: only for a real provider

        self.client = OpenAI(base_url=base_url, api_key=api_key or "missing-key", max_retries=0,
                             http_client=_deadline_http_client())
        # OpenRouter reports each call's cost when asked; other endpoints may refuse the unknown field.
        self.ask_cost = ask_cost
        self.formats = response_format.FallbackMemory(settings.LLM_SCHEMA_FALLBACK_TTL_S)

    def _create(self, request: Request, output_format: dict | None):
        left = request.time_left()
        if left <= 0:
            raise ProviderTimeout(f"timed out after {request.timeout:g}s")
        # Every phase of the HTTP exchange (connect, write, each read) waits at most the time left.
        kwargs = {"model": request.model, "messages": list(request.messages), "timeout": left}
        if request.temperature is not None:
            kwargs["temperature"] = request.temperature
        if request.max_tokens is not None:
            kwargs["max_tokens"] = request.max_tokens
        if output_format is not None:
            kwargs["response_format"] = output_format
        if self.ask_cost:
            kwargs["extra_body"] = {"usage": {"include": True}}
        return self.client.chat.completions.create(**kwargs)

    def _create_structured(self, request: Request):
        """Send the best format the model has not refused lately; on a refusal of the format, the next one."""
        import openai  # the SDK: only for a real provider (see __init__)

        while True:
            chosen = response_format.choose(request.model, request.json_schema, request.schema_name, self.formats)
            asked = request
            if request.json_schema and chosen is None and request.instruct_plain:
                last = request.messages[-1]
                asked = replace(request, messages=request.messages[:-1] + (
                    {**last,
                     "content": f"{last['content']}\n\n{response_format.plain_instruction(request.json_schema)}"},))
            try:
                return self._create(asked, chosen), chosen
            except openai.APIStatusError as exc:
                kind = response_format.refusal_kind(exc.status_code, str(exc)) if chosen else None
                if kind is None:
                    raise
                if kind == response_format.STRICT and not chosen["json_schema"]["strict"]:
                    kind = response_format.SCHEMA  # the non-strict schema was refused too: plain text next
                self.formats.remember(request.model, kind)

    def generate(self, request: Request) -> RawCompletion:
        import openai  # the SDK: only for a real provider (see __init__)

        try:
            response, chosen = self._create_structured(request)
        except openai.APITimeoutError as exc:
            raise ProviderTimeout(f"timed out after {request.timeout:g}s") from exc
        except openai.APIConnectionError as exc:
            raise ProviderError(f"{type(exc).__name__}: {exc}", transient=True) from exc
        except openai.APIStatusError as exc:
            raise ProviderError(f"{type(exc).__name__}: {exc}", transient=exc.status_code in TRANSIENT_STATUSES,
                                retry_after=_retry_after(exc.response)) from exc
        except openai.APIError as exc:
            raise ProviderError(f"{type(exc).__name__}: {exc}") from exc
        if not response.choices:
            raise ProviderError("the provider returned no choices")
        text = response.choices[0].message.content or ""
        usage = response.usage
        return RawCompletion(
            finish_reason=getattr(response.choices[0], "finish_reason", None),
            text=text,
            model=response.model or request.model,
            prompt_tokens=getattr(usage, "prompt_tokens", 0) or 0,
            completion_tokens=getattr(usage, "completion_tokens", 0) or 0,
            cost_usd=reported_cost(usage),
            output_format=_format_name(chosen),
        )


    def moderate(self, request: Request) -> RawCompletion:
        """The provider's own moderation endpoint (`POST /moderations`) on the request's one text.

        The result is in `extra["result"]` (`flagged`, `categories`, `category_scores`, OpenAI's names).
        A provider without the endpoint answers 404 (or 405/501): ProviderError with `absent`.
        """
        import openai  # the SDK: only for a real provider (see __init__)

        left = request.time_left()
        if left <= 0:
            raise ProviderTimeout(f"timed out after {request.timeout:g}s")
        try:
            response = self.client.moderations.create(model=request.model, input=request.messages[-1]["content"],
                                                      timeout=left)
        except openai.APITimeoutError as exc:
            raise ProviderTimeout(f"timed out after {request.timeout:g}s") from exc
        except openai.APIConnectionError as exc:
            raise ProviderError(f"{type(exc).__name__}: {exc}", transient=True) from exc
        except openai.APIStatusError as exc:
            raise ProviderError(f"{type(exc).__name__}: {exc}", transient=exc.status_code in TRANSIENT_STATUSES,
                                retry_after=_retry_after(exc.response),
                                absent=exc.status_code in ABSENT_STATUSES) from exc
        except openai.APIError as exc:
            raise ProviderError(f"{type(exc).__name__}: {exc}") from exc
        data = response.to_dict()
        results = data.get("results") or []
        if not results:
            raise ProviderError("the moderation endpoint returned no result")
        # Moderation endpoints rarely report usage (OpenAI's does not: it is free); none is "not reported".
        usage = data.get("usage") if isinstance(data.get("usage"), dict) else {}
        prompt_tokens = usage.get("prompt_tokens") if isinstance(usage.get("prompt_tokens"), int) else 0
        return RawCompletion(text="", model=response.model or request.model, prompt_tokens=prompt_tokens,
                             cost_usd=reported_cost(SimpleNamespace(cost=usage.get("cost"))),
                             extra={"result": results[0]})


# A provider answering these to POST /moderations has no moderation endpoint.
ABSENT_STATUSES = frozenset({404, 405, 501})


def _deadline_http_client():
    """The SDK's HTTP client, with a transport that bounds a whole answer by the request's timeout.

    httpx's read timeout bounds each read, not the answer: a provider that keeps a slow
    request alive by sending a byte now and then (OpenRouter sends whitespace) would hold
    a call long past its deadline. The request's read timeout is the time the call has
    left (see `_create`), so it is the deadline of the whole exchange here. (Built here, like the
    client, so that the offline mock never imports the SDK.)
    """
    import httpx2  # the SDK's HTTP stack: built with the client, never by the offline mock
    from openai import DefaultHttpxClient  # (as above)

    class DeadlineStream(httpx2.SyncByteStream):
        def __init__(self, inner, deadline: float, request):
            self.inner, self.deadline, self.request = inner, deadline, request

        def __iter__(self):
            for chunk in self.inner:
                if time.monotonic() > self.deadline:
                    raise httpx2.ReadTimeout("the deadline passed while the answer was arriving", request=self.request)
                yield chunk

        def close(self):
            self.inner.close()

    class DeadlineTransport(httpx2.HTTPTransport):
        def handle_request(self, request):
            read = (request.extensions.get("timeout") or {}).get("read")
            deadline = time.monotonic() + read if read else None
            response = super().handle_request(request)
            if deadline is not None:
                response.stream = DeadlineStream(response.stream, deadline, request)
            return response

    return DefaultHttpxClient(transport=DeadlineTransport())


def _format_name(chosen: dict | None) -> str | None:
    if chosen is None:
        return None
    return "strict" if chosen["json_schema"]["strict"] else "json_schema"


def _retry_after(response) -> float | None:
    try:
        return float(response.headers.get("retry-after"))
    except (AttributeError, TypeError, ValueError):
        return None


def reported_cost(usage) -> Decimal | None:
    """The provider's own figure for the call (OpenRouter: `usage.cost`, in USD), if it gave one."""
    cost = getattr(usage, "cost", None) if usage is not None else None
    if cost is None or isinstance(cost, bool):
        return None
    try:
        value = Decimal(str(cost))
    except (InvalidOperation, ValueError):
        return None
    return value if value.is_finite() and value >= 0 else None


class MockProvider:
    """Deterministic offline answers, shaped per purpose (see juryrigged.llm.mock)."""

    name = "mock"

    def generate(self, request: Request) -> RawCompletion:
        text = mock.respond(request)
        latency_s = mock.latency_ms(request) / 1000
        if latency_s > request.time_left():
            time.sleep(request.time_left())
            raise ProviderTimeout(f"timed out after {request.timeout:g}s")
        if latency_s:
            time.sleep(latency_s)
        prompt = count_prompt_tokens(request.messages)
        # The mock supports strict JSON-schema output: its answers to a schema follow it (see juryrigged.llm.mock).
        return RawCompletion(text=text, model=request.model, prompt_tokens=prompt,
                             completion_tokens=count_tokens(text), finish_reason="stop",
                             output_format="strict" if request.json_schema else None)


_override = None
_cache: dict[tuple, object] = {}


def get_provider():
    if _override is not None:
        return _override
    key = (settings.LLM_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY, settings.LLM_ASK_COST)
    if key not in _cache:
        if settings.LLM_PROVIDER == "mock":
            _cache[key] = MockProvider()
        else:
            _cache[key] = OpenAICompatibleProvider(
                base_url=settings.LLM_BASE_URL, api_key=settings.LLM_API_KEY, ask_cost=settings.LLM_ASK_COST
            )
    return _cache[key]


class use_provider:
    """Context manager (and decorator-free) override of the provider, for tests and benchmarks."""

    def __init__(self, provider):
        self.provider = provider

    def __enter__(self):
        global _override
        self.previous, _override = _override, self.provider
        return self.provider

    def __exit__(self, *exc):
        global _override
        _override = self.previous
        return False
