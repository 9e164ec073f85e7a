"""Counters for GET /api/metrics in the Prometheus text format.

Request and websocket counters live in this process (Prometheus scrapes each
server process). Celery task outcomes happen in worker processes, so they are
counted in Redis when REDIS_URL is set and in this process otherwise (the embedded
default runs its worker in-process). Events published and LLM usage are read from
the database, which is the truth for them.
"""

from __future__ import annotations

import threading
import time
from collections import Counter

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from celery.signals import task_failure, task_success
from django.conf import settings
from django.db.models import Count, Sum

from juryrigged.llm.models import LLMCall
from juryrigged.realtime.models import Stream

_lock = threading.Lock()
_counters: Counter = Counter()
_gauges: Counter = Counter()
TASK_OUTCOMES_KEY = "metrics:celery_task_outcomes"


def _key(name: str, labels: dict | None) -> tuple:
    return (name, tuple(sorted((labels or {}).items())))


def incr(name: str, labels: dict | None = None, amount: float = 1) -> None:
    with _lock:
        _counters[_key(name, labels)] += amount


def gauge_add(name: str, amount: float, labels: dict | None = None) -> None:
    with _lock:
        _gauges[_key(name, labels)] += amount


_clients: dict = {}


def _redis():
    """One client (and connection pool) per URL: task_outcome runs after every task."""
    import redis  # redis-py (about 0.1 s to import): only where REDIS_URL is set

    client = _clients.get(settings.REDIS_URL)
    if client is None:
        client = _clients[settings.REDIS_URL] = redis.Redis.from_url(settings.REDIS_URL, socket_timeout=2)
    return client


def task_outcome(task: str, outcome: str) -> None:
    if settings.REDIS_URL:
        try:
            _redis().hincrby(TASK_OUTCOMES_KEY, f"{task}|{outcome}", 1)
            return
        except Exception:  # metrics must never fail a task
            pass
    incr("juryrigged_celery_tasks_total", {"task": task, "outcome": outcome})


def _task_outcomes() -> dict[tuple, float]:
    if not settings.REDIS_URL:
        return {}
    try:
        raw = _redis().hgetall(TASK_OUTCOMES_KEY)
    except Exception:
        return {}
    found = {}
    for field, value in raw.items():
        task, _, outcome = field.decode().partition("|")
        found[_key("juryrigged_celery_tasks_total", {"task": task, "outcome": outcome})] = float(value)
    return found


def _format(name_labels: tuple, value: float) -> str:
    name, labels = name_labels
    if labels:
        inner = ",".join(f'{k}="{str(v).replace(chr(34), "")}"' for k, v in labels)
        return f"{name}{{{inner}}} {value:g}"
    return f"{name} {value:g}"


HELP = {
    "juryrigged_http_requests_total": ("counter", "HTTP requests served, by method and status."),
    "juryrigged_websocket_connections": ("gauge", "Open websocket connections in this process."),
    "juryrigged_sse_connections": ("gauge", "Open SSE streams in this process."),
    "juryrigged_events_published_total": ("counter", "Court events published, by stream kind."),
    "juryrigged_llm_calls_total": ("counter", "LLM calls, by purpose and outcome."),
    "juryrigged_llm_tokens_total": ("counter", "LLM tokens, by kind."),
    "juryrigged_celery_tasks_total": ("counter", "Celery tasks finished, by task and outcome."),
}


def _database_series() -> dict[tuple, float]:
    series: dict[tuple, float] = {}
    for row in Stream.objects.values("kind").annotate(total=Sum("last_seq")):
        series[_key("juryrigged_events_published_total", {"kind": row["kind"]})] = row["total"] or 0
    for row in LLMCall.objects.values("purpose", "outcome").annotate(n=Count("id")):
        labels = {"purpose": row["purpose"], "outcome": row["outcome"]}
        series[_key("juryrigged_llm_calls_total", labels)] = row["n"]
    tokens = LLMCall.objects.aggregate(p=Sum("prompt_tokens"), c=Sum("completion_tokens"))
    series[_key("juryrigged_llm_tokens_total", {"kind": "prompt"})] = tokens["p"] or 0
    series[_key("juryrigged_llm_tokens_total", {"kind": "completion"})] = tokens["c"] or 0
    return series


def render() -> str:
    with _lock:
        series = dict(_counters) | dict(_gauges)
    series |= _task_outcomes()
    series |= _database_series()
    lines = []
    for name, (kind, help_text) in HELP.items():
        lines.append(f"# HELP {name} {help_text}")
        lines.append(f"# TYPE {name} {kind}")
        for key in sorted(k for k in series if k[0] == name):
            lines.append(_format(key, series[key]))
    return "\n".join(lines) + "\n"


class RequestMetricsMiddleware:
    """Counts requests. Async-capable, so an async view (an SSE stream) runs on the
    event loop from end to end instead of holding a thread for its whole life."""

    sync_capable = True
    async_capable = True

    def __init__(self, get_response):
        self.get_response = get_response
        if iscoroutinefunction(get_response):
            markcoroutinefunction(self)

    def _count(self, request, response, started) -> None:
        incr("juryrigged_http_requests_total", {"method": request.method, "status": response.status_code})
        response["Server-Timing"] = f"app;dur={(time.perf_counter() - started) * 1000:.1f}"

    def __call__(self, request):
        if iscoroutinefunction(self):
            return self._acall(request)
        started = time.perf_counter()
        response = self.get_response(request)
        self._count(request, response, started)
        return response

    async def _acall(self, request):
        started = time.perf_counter()
        response = await self.get_response(request)
        self._count(request, response, started)
        return response


def _connect_celery_signals():
    @task_success.connect(weak=False)
    def _ok(sender=None, **kwargs):
        task_outcome(sender.name, "success")

    @task_failure.connect(weak=False)
    def _failed(sender=None, **kwargs):
        task_outcome(sender.name, "failure")


_connect_celery_signals()
