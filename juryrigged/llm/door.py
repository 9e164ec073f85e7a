"""complete(), structured() and the concurrency helpers: the one way to call a model.

Provider calls run without touching the database; the attempts they made are
recorded by the calling thread afterwards. That is what lets `as_completed` run
many calls in threads while the caller (a Celery task) persists results and
publishes events as each call finishes.

A call's `timeout` is a deadline for everything it does: each HTTP request waits at
most the time left, transient errors are asked again only while time is left, and
a structured call's reminders too. Nothing of a call sends or waits after it, so a
model that never answers receives exactly one request per deadline.
"""

from __future__ import annotations

import contextvars
import json
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field, replace
from datetime import timedelta
from decimal import Decimal
from typing import Any, Generic, TypeVar
from collections.abc import Callable, Iterable, Iterator

import pydantic
from django.conf import settings
from django.utils import timezone

from juryrigged.llm import slots
from juryrigged.llm.budgets import max_tokens_for
from juryrigged.llm.jsontext import extract_json
from juryrigged.llm.reading import CUT_OFF
from juryrigged.llm.providers import ProviderError, ProviderTimeout, Request, get_provider
from juryrigged.llm.recording import Attempt, record, usage_of_attempts

# Waits between our retries of a transient error: the provider's Retry-After when it gives one.
RETRY_BACKOFF_S = (0.5, 1.0, 2.0, 4.0)
# A retry is sent only if at least this much of the deadline would be left for it.
MIN_ATTEMPT_S = 0.2
# as_completed's safety net: a call still running this long after its own deadline is given up.
DEADLINE_GRACE_S = 2.0

T = TypeVar("T", bound=pydantic.BaseModel)


class LLMError(Exception):
    outcome = "error"

    def __init__(self, message: str = "", *, transient: bool = False, retry_after: float | None = None,
                 absent: bool = False):
        super().__init__(message)
        self.transient = transient
        self.retry_after = retry_after
        self.absent = absent  # the provider has no such endpoint (e.g. no /moderations)


class LLMTimeout(LLMError):
    outcome = "timeout"


@dataclass
class Completion:
    text: str
    model: str
    provider: str
    prompt_tokens: int
    completion_tokens: int
    latency_ms: int
    # Every request of the call (retries included); `cost_usd` is None when a price is unknown.
    cost_usd: Decimal | None = None
    requests: int = 1
    finish_reason: str | None = None  # the provider's, for the answer returned
    # Cut off (it ran out of max_tokens) and, when it was asked again, cut off again.
    truncated: bool = False
    # The output format the answer was given in: "strict", "json_schema" or None (plain text; see `answer_format`).
    output_format: str | None = None


@dataclass
class StructuredResult(Generic[T]):
    value: T
    is_fallback: bool
    attempts: int
    errors: list[str] = field(default_factory=list)
    raw: str = ""
    model: str = ""
    latency_ms: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    # Every request of the call (reminders included); None when a price is unknown.
    cost_usd: Decimal | None = None


def _as_messages(messages) -> tuple[dict, ...]:
    if isinstance(messages, str):
        return ({"role": "user", "content": messages},)
    return tuple({"role": m["role"], "content": m["content"]} for m in messages)


def _request(messages, *, purpose, model, timeout, temperature=None, max_tokens=None, schema=None,
             answer_format=None) -> Request:
    """The request of one call; its deadline starts now (build it when the call starts, not when queued).

    `answer_format` (a text call's): the schema sent as the output format where the model takes it; a model
    that refuses it is asked with the messages as they are (their prompt describes the answer already).
    """
    timeout = float(timeout or settings.LLM_TIMEOUT_S)
    if answer_format is not None:
        schema = answer_format
    return Request(
        messages=_as_messages(messages),
        model=model or settings.LLM_DEFAULT_MODEL,
        purpose=purpose,
        timeout=timeout,
        temperature=temperature,
        max_tokens=max_tokens or max_tokens_for(purpose),
        json_schema=schema.model_json_schema() if schema else None,
        schema_name=schema.__name__ if schema else "",
        instruct_plain=answer_format is None,
        deadline=time.monotonic() + timeout,
    )


def _send(request: Request, subject: str, number: int, ask: str = "generate"):
    """One HTTP request (`ask`: the provider's `generate`, or `moderate`): (raw answer or None, its record,
    the error if any)."""
    provider = get_provider()
    started, clock = timezone.now(), time.perf_counter()
    raw, error = None, None
    try:
        raw = getattr(provider, ask)(request)
    except ProviderTimeout as exc:
        error = LLMTimeout(str(exc))
    except ProviderError as exc:
        error = LLMError(str(exc), transient=exc.transient, retry_after=exc.retry_after,
                         absent=getattr(exc, "absent", False))
    if raw is not None and request.deadline is not None and time.monotonic() > request.deadline:
        # Only a provider that ignores the time it was given gets here: the call is over, the answer is
        # not used (its tokens are still recorded, they were billed).
        error = LLMTimeout(f"answered after the {request.timeout:g}s deadline")
    latency = int((time.perf_counter() - clock) * 1000)
    record_ = Attempt(
        purpose=request.purpose, provider=provider.name, model=raw.model if raw else request.model,
        subject=subject, attempt=number, started_at=started, finished_at=timezone.now(), latency_ms=latency,
        prompt_tokens=raw.prompt_tokens if raw else 0, completion_tokens=raw.completion_tokens if raw else 0,
        outcome=error.outcome if error else "ok", error=str(error) if error else "",
        reported_cost_usd=raw.cost_usd if raw else None,
    )
    return (None if error else raw), record_, error


def _attempt(request: Request, subject: str, number: int, ask: str = "generate"):
    """One answer from the provider, asking again on transient errors while the deadline allows.

    Returns (raw completion or None, the records of every HTTP request sent, the last error if any).
    """
    records: list[Attempt] = []
    for retry in range(settings.LLM_MAX_RETRIES + 1):
        raw, record_, error = _send(request, subject, number + len(records), ask)
        records.append(record_)
        if error is None or not error.transient or retry == settings.LLM_MAX_RETRIES:
            break
        wait = error.retry_after if error.retry_after is not None else RETRY_BACKOFF_S[min(retry, 3)]
        if request.time_left() < wait + MIN_ATTEMPT_S:
            break  # no time for another request: report this one's error
        time.sleep(wait)
    return raw, records, error


def run_complete(request: Request, subject: str = "",
                 reask_max_tokens: int | None = None) -> tuple[Completion | LLMError, list[Attempt]]:
    """One text answer. A cut-off answer (finish_reason "length") is asked once more, with
    `reask_max_tokens` (the room the caller's budget allows; None: not asked again), inside the
    same deadline; if that answer is cut off too, or cannot be had, the answer is `truncated`.
    Both requests are recorded and billed.
    """
    raw, attempts, error = _attempt(request, subject, 1)
    if error:
        return error, attempts
    if raw.finish_reason in CUT_OFF and reask_max_tokens and request.time_left() >= MIN_ATTEMPT_S:
        attempts[-1].outcome, attempts[-1].error = "retried", f"cut off (finish_reason {raw.finish_reason})"
        again, more, error = _attempt(replace(request, max_tokens=reask_max_tokens), subject, len(attempts) + 1)
        attempts += more
        if error is None:
            raw = again
    usage = usage_of_attempts(attempts)
    return Completion(raw.text, raw.model, attempts[-1].provider, usage.prompt_tokens, usage.completion_tokens,
                      attempts[-1].latency_ms, usage.cost_usd if usage.cost_known else None, usage.calls,
                      finish_reason=raw.finish_reason, truncated=raw.finish_reason in CUT_OFF,
                      output_format=raw.output_format), attempts


def _validation_message(exc: pydantic.ValidationError) -> str:
    parts = []
    for err in exc.errors()[:4]:
        where = ".".join(str(p) for p in err["loc"]) or "(root)"
        parts.append(f"{where}: {err['msg']}")
    return "; ".join(parts)


def _reminder(schema: type[pydantic.BaseModel], problem: str) -> str:
    return (
        f"Your previous answer could not be used: {problem}. Answer again with only one JSON object "
        f"that matches this JSON schema, with no other text:\n{json.dumps(schema.model_json_schema())}"
    )


def read_answer(text: str, schema: type[T], normalize: Callable[[Any], Any] | None = None) -> T:
    """How a structured call reads a model's answer: its one JSON value, reshaped by `normalize`, validated.

    Raises ValueError (a pydantic.ValidationError included) naming the problem when the answer
    cannot be read without guessing; the door then asks again with a reminder, and finally
    uses the caller's fallback.
    """
    data = extract_json(text)
    return schema.model_validate(normalize(data) if normalize else data)


def run_structured(request: Request, schema: type[T], fallback, *, subject: str = "", retries: int = 2,
                   normalize: Callable[[Any], Any] | None = None) -> tuple[StructuredResult[T], list[Attempt]]:
    """Ask, validate, and on invalid output ask again with a reminder naming the problem.

    After `retries` reminders the caller's fallback is returned, marked as a fallback.
    """
    attempts: list[Attempt] = []
    errors: list[str] = []
    messages = list(request.messages)
    raw_text = ""
    for number in range(1, retries + 2):
        if number > 1 and request.time_left() < MIN_ATTEMPT_S:
            break  # the deadline bounds the reminders too
        raw, sent, error = _attempt(replace(request, messages=tuple(messages)), subject, len(attempts) + 1)
        attempts.extend(sent)
        attempt = sent[-1]
        if error:
            errors.append(str(error))
            continue
        raw_text = raw.text
        try:
            value = read_answer(raw.text, schema, normalize)
        except ValueError as exc:  # pydantic.ValidationError is a ValueError
            problem = _validation_message(exc) if isinstance(exc, pydantic.ValidationError) else str(exc)
            errors.append(problem)
            attempt.outcome, attempt.error = "retried", problem
            messages += [{"role": "assistant", "content": raw.text},
                         {"role": "user", "content": _reminder(schema, problem)}]
            continue
        return StructuredResult(value, False, number, errors, raw.text, raw.model, _total_latency(attempts),
                                *_tokens_and_cost(attempts)), attempts
    if attempts[-1].outcome == "retried":
        attempts[-1].outcome = "fallback"
    value = fallback(errors) if callable(fallback) and not isinstance(fallback, pydantic.BaseModel) else fallback
    return StructuredResult(value, True, len(attempts), errors, raw_text, request.model, _total_latency(attempts),
                            *_tokens_and_cost(attempts)), attempts


def _tokens_and_cost(attempts: list[Attempt]) -> tuple[int, int, Decimal | None]:
    """Prompt tokens, completion tokens and cost (None when a price is unknown) of every request."""
    usage = usage_of_attempts(attempts)
    return usage.prompt_tokens, usage.completion_tokens, usage.cost_usd if usage.cost_known else None


def _total_latency(attempts: list[Attempt]) -> int:
    return sum(a.latency_ms for a in attempts)


def complete(messages, *, purpose: str, model: str | None = None, timeout: float | None = None,
             temperature: float | None = None, max_tokens: int | None = None, subject: str = "",
             reask_max_tokens: int | None = None,
             answer_format: type[pydantic.BaseModel] | None = None) -> Completion:
    """Text from a model. Records the call; raises LLMTimeout or LLMError on failure.

    A cut-off answer is asked once more with `reask_max_tokens` when given (see `run_complete`).
    `answer_format`: a schema sent as the output format where the model takes it (strict when it can be);
    the answer is still text, read by the caller's reader, which is also the fallback for a model that
    refused the format (remembered per model) or ignored it.
    """
    with slots.slot(hold_s=float(timeout or settings.LLM_TIMEOUT_S)):
        request = _request(messages, purpose=purpose, model=model, timeout=timeout, temperature=temperature,
                           max_tokens=max_tokens, answer_format=answer_format)
        result, attempts = run_complete(request, subject, reask_max_tokens)
    record(attempts)
    if isinstance(result, LLMError):
        raise result
    return result


def structured(messages, *, schema: type[T], purpose: str, fallback, model: str | None = None,
               timeout: float | None = None, temperature: float | None = None, max_tokens: int | None = None,
               subject: str = "", retries: int = 2,
               normalize: Callable[[Any], Any] | None = None) -> StructuredResult[T]:
    """A validated `schema` instance from a model, or the fallback (never raises for bad output).

    `fallback` is an instance, or a callable given the list of errors. `normalize`
    may reshape the parsed JSON (unwrap keys, map synonyms) before validation.
    """
    with slots.slot(hold_s=float(timeout or settings.LLM_TIMEOUT_S)):
        request = _request(messages, purpose=purpose, model=model, timeout=timeout, temperature=temperature,
                           max_tokens=max_tokens, schema=schema)
        result, attempts = run_structured(request, schema, fallback, subject=subject, retries=retries,
                                          normalize=normalize)
    record(attempts)
    return result


@dataclass
class Moderation:
    """The provider's moderation endpoint on one text: its own verdict, in its own category names."""

    flagged: bool
    categories: dict[str, bool]
    scores: dict[str, float]
    model: str
    latency_ms: int
    # None when the price is unknown; the source says whether the provider reported it or a price list did.
    cost_usd: Decimal | None
    cost_source: str


def moderate(text: str, *, purpose: str, model: str, timeout: float | None = None, subject: str = "") -> Moderation:
    """The provider's own moderation endpoint (`POST /moderations`) on `text`, recorded like any call.

    Same deadline rules as `complete` (transient errors asked again only inside the time left).
    Raises LLMError with `absent` when the provider has no such endpoint (not retried), LLMTimeout
    or LLMError otherwise.
    """
    provider = get_provider()
    if not hasattr(provider, "moderate"):  # the offline mock, test doubles: nothing is sent or recorded
        raise LLMError(f"the {provider.name} provider has no moderation endpoint", absent=True)
    request = Request(messages=({"role": "user", "content": text},), model=model, purpose=purpose,
                      timeout=float(timeout or settings.LLM_TIMEOUT_S),
                      deadline=time.monotonic() + float(timeout or settings.LLM_TIMEOUT_S))
    raw, attempts, error = _attempt(request, subject, 1, ask="moderate")
    record(attempts)
    if error:
        raise error
    result = raw.extra["result"]
    usage = usage_of_attempts(attempts)
    return Moderation(flagged=bool(result.get("flagged")),
                      categories={k: bool(v) for k, v in (result.get("categories") or {}).items()},
                      scores={k: float(v) for k, v in (result.get("category_scores") or {}).items()
                              if isinstance(v, (int, float))},
                      model=raw.model, latency_ms=attempts[-1].latency_ms,
                      cost_usd=usage.cost_usd if usage.cost_known else None, cost_source=attempts[-1].price.source)


@dataclass
class Call:
    """One call for as_completed/run_all: structured when `schema` is given, else text."""

    key: Any
    messages: Any
    purpose: str
    model: str | None = None
    schema: type[pydantic.BaseModel] | None = None
    fallback: Any = None
    normalize: Callable[[Any], Any] | None = None
    timeout: float | None = None
    temperature: float | None = None
    max_tokens: int | None = None
    subject: str = ""
    retries: int = 2
    # A text call cut off at max_tokens is asked once more with this many (None: not asked again).
    reask_max_tokens: int | None = None
    # A text call's output format where the model takes it (see `complete`).
    answer_format: type[pydantic.BaseModel] | None = None

    def run(self, *, within: float | None = None):
        """Run the call now; `within` (seconds), if shorter than the call's own timeout, is its deadline.

        Takes no call slot itself: `as_completed` (its one caller) holds the slots around it.
        """
        timeout = self.timeout or settings.LLM_TIMEOUT_S
        if within is not None:
            timeout = min(timeout, within)
        request = _request(self.messages, purpose=self.purpose, model=self.model, timeout=timeout,
                           temperature=self.temperature, max_tokens=self.max_tokens, schema=self.schema,
                           answer_format=self.answer_format if self.schema is None else None)
        if self.schema is None:
            return run_complete(request, self.subject, self.reask_max_tokens)
        return run_structured(request, self.schema, self.fallback, subject=self.subject, retries=self.retries,
                              normalize=self.normalize)


Outcome = Completion | StructuredResult | LLMError


def as_completed(calls: Iterable[Call], *, limit: int = 4, timeout: float | None = None,
                 on_start: Callable[[], None] | None = None, on_wait: Callable[[], None] | None = None,
                 wait_every: float = 5.0) -> Iterator[tuple[Call, Outcome]]:
    """Run calls at most `limit` at a time; yield (call, result or error) as each ends.

    `timeout` bounds each call from its own start (a queued call's clock has not
    started): it is the call's deadline when shorter than the call's own timeout,
    so the call itself ends with LLMTimeout and records what it sent. A call still
    running DEADLINE_GRACE_S past it (a provider that ignores timeouts) is reported
    as LLMTimeout and abandoned, so one slow or failing call never holds up or sinks
    the others. Attempts are recorded here, in the caller's thread, before each
    result is yielded. `on_start`, if given, runs in the caller's thread once the
    calls are in flight (work that need not wait for them, e.g. storing what a page
    shows first), before the first yield; `on_wait` runs in the caller's thread at
    least every `wait_every` seconds while calls are in flight (a heartbeat).
    """
    calls = list(calls)
    started: dict[int, float] = {}
    lock = threading.Lock()

    def work(index: int, call: Call):
        # A call's clock (and as_completed's timeout) starts once it holds its slots (`slots`), not while it waits.
        hold = min(t for t in (call.timeout or settings.LLM_TIMEOUT_S, timeout) if t) + DEADLINE_GRACE_S
        with slots.slot(hold_s=hold):
            with lock:
                started[index] = time.monotonic()
            return call.run(within=timeout)

    pool = ThreadPoolExecutor(max_workers=max(1, limit), thread_name_prefix="llm")
    # Each call runs in a copy of the caller's context, so the caller's call limits (`slots.limited`) hold in the pool.
    futures: dict[Future, int] = {pool.submit(contextvars.copy_context().run, work, i, c): i
                                  for i, c in enumerate(calls)}
    beat = time.monotonic()
    try:
        if on_start is not None:
            on_start()
        while futures:
            done, _ = wait(futures, timeout=0.05 if (timeout or on_wait) else None, return_when=FIRST_COMPLETED)
            for future in done:
                index = futures.pop(future)
                result, attempts = future.result()
                record(attempts)
                yield calls[index], result
            if timeout:
                yield from _expire(futures, started, calls, timeout, lock)
            if on_wait is not None and futures and time.monotonic() - beat >= wait_every:
                on_wait()
                beat = time.monotonic()
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def _expire(futures, started, calls, timeout, lock):
    now = time.monotonic()
    with lock:
        overdue = [f for f, i in futures.items() if i in started and now - started[i] > timeout + DEADLINE_GRACE_S]
    for future in overdue:
        index = futures.pop(future)
        call = calls[index]
        error = LLMTimeout(f"no answer within {timeout:g}s")
        begun = timezone.now() - timedelta(seconds=now - started[index])
        record([Attempt(purpose=call.purpose, provider=get_provider().name,
                        model=call.model or settings.LLM_DEFAULT_MODEL, subject=call.subject, attempt=1,
                        started_at=begun, finished_at=timezone.now(), latency_ms=int((now - started[index]) * 1000),
                        outcome="timeout", error=str(error))])
        yield call, error


def run_all(calls: Iterable[Call], *, limit: int = 4, timeout: float | None = None) -> dict[Any, Outcome]:
    """Every call's result or error by key, once all have ended."""
    return {call.key: result for call, result in as_completed(calls, limit=limit, timeout=timeout)}
