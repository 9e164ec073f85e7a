"""What passes between the LLM door and a provider: the request, the raw answer, the provider's errors.

Its own module so that the providers and the offline mock (`juryrigged/llm/mock.py`) share
these types without importing each other: the providers use the mock, the mock uses only these.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from decimal import Decimal


class ProviderError(Exception):
    """The provider failed. `transient` errors (connection, 408/409/429/5xx) may succeed if asked again;
    `retry_after` is the provider's own hint, in seconds, when it gave one."""

    def __init__(self, message: str = "", *, transient: bool = False, retry_after: float | None = None,
                 absent: bool = False):
        super().__init__(message)
        self.transient = transient
        self.retry_after = retry_after
        # The endpoint does not exist at this provider (404/405/501 on /moderations): never asked again soon.
        self.absent = absent


class ProviderTimeout(ProviderError):
    """The call's deadline passed before the provider answered (never retried: no time is left)."""


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
    # A model that cannot be sent `json_schema` as its output format is told the schema in the prompt (structured
    # calls); False: it is asked as it is (a text call whose prompt already describes its answer).
    instruct_plain: bool = True
    # time.monotonic() at which the whole call is over, retries included (None: `timeout` from now).
    deadline: float | None = None

    def time_left(self) -> float:
        """Seconds until the call's deadline (never negative)."""
        if self.deadline is None:
            return self.timeout
        return max(0.0, self.deadline - time.monotonic())

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
    # What the provider says the call cost, in USD, when it says (OpenRouter's `usage.cost`).
    cost_usd: Decimal | None = None
    extra: dict = field(default_factory=dict)
    # Why the model stopped, as the provider says it: "stop" (done), "length" (ran out of max_tokens), ...
    finish_reason: str | None = None
    # The output format the answer was asked in: "strict" (a strict JSON schema), "json_schema" (not strict),
    # None (plain text).
    output_format: str | None = None
