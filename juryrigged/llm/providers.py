"""Model providers: an OpenAI-compatible endpoint, and the deterministic offline mock.

Providers only talk to the model; they never touch the database, so the door can
run many of them at once in threads and record the calls from the caller's thread.
"""

from __future__ import annotations

import hashlib
import threading
import time
from dataclasses import dataclass, field

from django.conf import settings


class ProviderError(Exception):
    """The provider failed (after the SDK's own retries for transient errors)."""


class ProviderTimeout(ProviderError):
    pass


@dataclass(frozen=True)
class Request:
    messages: tuple[dict, ...]
    model: str
    purpose: str
    timeout: float
    temperature: float | None = None
    max_tokens: int | None = None
    json_schema: dict | None = None
    schema_name: str = ""

    def digest(self) -> str:
        """A stable fingerprint of what was asked, for reproducible mock answers."""
        text = "\x1e".join(f"{m['role']}\x1f{m['content']}" for m in self.messages)
        return hashlib.sha256(f"{self.purpose}\x1d{self.model}\x1d{text}".encode()).hexdigest()


@dataclass
class RawCompletion:
    text: str
    model: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    extra: dict = field(default_factory=dict)


def estimate_tokens(text: str) -> int:
    return max(1, len(text) // 4)


class OpenAICompatibleProvider:
    """Any OpenAI-compatible chat endpoint (OpenRouter by default)."""

    name = "openai"

    def __init__(self, *, base_url: str, api_key: str, max_retries: int):
        from openai import OpenAI

        self.client = OpenAI(base_url=base_url, api_key=api_key or "missing-key", max_retries=max_retries)
        self._plain_json_models: set[str] = set()
        self._lock = threading.Lock()

    def _create(self, request: Request, response_format: dict | None):
        kwargs = {"model": request.model, "messages": list(request.messages), "timeout": request.timeout}
        if request.temperature is not None:
            kwargs["temperature"] = request.temperature
        if request.max_tokens is not None:
            kwargs["max_tokens"] = request.max_tokens
        if response_format is not None:
            kwargs["response_format"] = response_format
        return self.client.chat.completions.create(**kwargs)

    def generate(self, request: Request) -> RawCompletion:
        import openai

        response_format = None
        if request.json_schema and request.model not in self._plain_json_models:
            response_format = {
                "type": "json_schema",
                "json_schema": {"name": request.schema_name or "answer", "schema": request.json_schema},
            }
        try:
            try:
                response = self._create(request, response_format)
            except openai.BadRequestError:
                if response_format is None:
                    raise
                # Some models refuse JSON-schema output; ask in plain text and parse it.
                with self._lock:
                    self._plain_json_models.add(request.model)
                response = self._create(request, None)
        except openai.APITimeoutError as exc:
            raise ProviderTimeout(f"timed out after {request.timeout:g}s") from exc
        except openai.APIError as exc:
            raise ProviderError(f"{type(exc).__name__}: {exc}") from exc
        if not response.choices:
            raise ProviderError("the provider returned no choices")
        text = response.choices[0].message.content or ""
        usage = response.usage
        return RawCompletion(
            text=text,
            model=response.model or request.model,
            prompt_tokens=getattr(usage, "prompt_tokens", 0) or 0,
            completion_tokens=getattr(usage, "completion_tokens", 0) or 0,
        )


class MockProvider:
    """Deterministic offline answers, shaped per purpose (see juryrigged.llm.mock)."""

    name = "mock"

    def generate(self, request: Request) -> RawCompletion:
        from juryrigged.llm import mock

        text = mock.respond(request)
        latency_s = mock.latency_ms(request) / 1000
        if latency_s > request.timeout:
            time.sleep(request.timeout)
            raise ProviderTimeout(f"timed out after {request.timeout:g}s")
        if latency_s:
            time.sleep(latency_s)
        prompt = sum(estimate_tokens(m["content"]) for m in request.messages)
        return RawCompletion(text=text, model=request.model, prompt_tokens=prompt,
                             completion_tokens=estimate_tokens(text))


_override = None
_cache: dict[tuple, object] = {}


def get_provider():
    if _override is not None:
        return _override
    key = (settings.LLM_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY, settings.LLM_MAX_RETRIES)
    if key not in _cache:
        if settings.LLM_PROVIDER == "mock":
            _cache[key] = MockProvider()
        else:
            _cache[key] = OpenAICompatibleProvider(
                base_url=settings.LLM_BASE_URL, api_key=settings.LLM_API_KEY, max_retries=settings.LLM_MAX_RETRIES
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
