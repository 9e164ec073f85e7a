"""Pure helpers that turn environment variables into Django settings.

Kept apart from settings.py so that the switching rules (SQLite or PostgreSQL,
in-memory or Redis) can be tested with any environment, without reloading Django.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from urllib.parse import urlparse

import dj_database_url

TRUE_WORDS = {"1", "true", "yes", "on"}


def as_bool(value: str | None, default: bool = False) -> bool:
    if value is None or value == "":
        return default
    return value.strip().lower() in TRUE_WORDS


def as_list(value: str | None, default: list[str] | None = None) -> list[str]:
    if not value:
        return list(default or [])
    return [item.strip() for item in value.split(",") if item.strip()]


def as_int_map(value: str | None) -> dict[str, int]:
    """"a=1,b.c=2" → {"a": 1, "b.c": 2}; a malformed entry stops start-up with its name."""
    result: dict[str, int] = {}
    for item in as_list(value):
        key, sep, number = item.partition("=")
        if not sep or not key.strip() or not number.strip().isdigit():
            raise ValueError(f"expected key=integer, got {item!r}")
        result[key.strip()] = int(number)
    return result


def database_config(env: dict, base_dir: Path) -> dict:
    """PostgreSQL when DATABASE_URL is set, else a SQLite file beside the project."""
    url = env.get("DATABASE_URL")
    if url:
        # CONN_MAX_AGE=0: under ASGI every request runs in its own thread, and a
        # persistent connection per thread would leak connections.
        config = dj_database_url.parse(url, conn_max_age=0)
        # A per-process connection pool: requests and worker threads borrow a connection
        # instead of opening one each time (which cost several ms per vote).
        if as_bool(env.get("DB_POOL"), default=True):
            config.setdefault("OPTIONS", {})["pool"] = {
                "min_size": 1, "max_size": int(env.get("DB_POOL_MAX", "20")), "timeout": 10,
            }
            # Django then checks a connection as the pool lends it: after a restart or failover
            # the pool still holds connections the server ended, and each answered a request with a 500.
            config["CONN_HEALTH_CHECKS"] = True
        # Concurrent test runs on one server choose their own test database.
        if env.get("TEST_DB_NAME"):
            config["TEST"] = {"NAME": env["TEST_DB_NAME"]}
        return config
    return {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": env.get("SQLITE_PATH") or str(base_dir / "db.sqlite3"),
        # A worker thread and the server write at once in the embedded default;
        # wait for the lock instead of failing with "database is locked".
        "OPTIONS": {"timeout": 20, "transaction_mode": "IMMEDIATE"},
        # Tests run a real worker in threads. An in-memory shared-cache database answers
        # "table is locked" at once instead of waiting, so tests use a file (per process,
        # so concurrent runs do not share it) where the busy timeout applies.
        "TEST": {"NAME": env.get("SQLITE_TEST_PATH")
                 or str(Path(tempfile.gettempdir()) / f"juryrigged-test-{os.getpid()}.sqlite3")},
    }


def redis_db_index(url: str) -> int:
    path = urlparse(url).path.strip("/")
    return int(path) if path.isdigit() else 0


def channel_layers_config(env: dict) -> dict:
    """Redis pub/sub fan-out when REDIS_URL is set, else the thread-safe in-memory layer."""
    url = env.get("REDIS_URL")
    if not url:
        return {"default": {"BACKEND": "juryrigged.realtime.layers.ThreadSafeInMemoryChannelLayer"}}
    # Redis pub/sub channels ignore the database index, so runs that share a server
    # (two test suites, two deployments) are kept apart by the prefix.
    prefix = env.get("CHANNEL_LAYER_PREFIX") or f"jr{redis_db_index(url)}"
    return {
        "default": {
            "BACKEND": "channels_redis.pubsub.RedisPubSubChannelLayer",
            "CONFIG": {"hosts": [{"address": url}], "prefix": prefix},
        }
    }


def celery_config(env: dict) -> dict:
    """Redis broker when REDIS_URL is set, else an in-memory broker for the in-process worker."""
    url = env.get("REDIS_URL")
    if not url:
        return {
            "broker_url": "memory://",
            # The memory transport polls; its default 1 s would delay every task.
            "broker_transport_options": {"polling_interval": 0.1},
            "result_backend": None,
        }
    config = {
        "broker_url": url,
        # Keep countdowns short (seconds) and idempotent: a task not acked within the
        # visibility timeout is redelivered, and sweepers advance overdue work anyway.
        # Dead connections are found by a ping every 10 s and a socket timeout, not by a hang.
        "broker_transport_options": {"visibility_timeout": 3600, "health_check_interval": 10,
                                     "socket_connect_timeout": 5, "socket_timeout": 30, "socket_keepalive": True,
                                     "retry_on_timeout": True},
        "result_backend": None,
    }
    if urlparse(url).scheme == "redis":
        # kombu's Redis transport with one fix: a worker that lost Redis no longer exits on closing its
        # channels ("Unrecoverable error: AttributeError ... 'hostname'"; juryrigged/core/broker.py says why).
        config["broker_transport"] = "juryrigged.core.broker:Transport"
    return config


def cache_config(env: dict) -> dict:
    url = env.get("REDIS_URL")
    if not url:
        return {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    return {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": url,
            "KEY_PREFIX": env.get("CHANNEL_LAYER_PREFIX") or f"jr{redis_db_index(url)}",
        }
    }


def metrics_access(env: dict, *, debug: bool) -> str:
    """Who may read /api/metrics: METRICS_ACCESS when set; else public only in development (DEBUG),
    a scraper's token when METRICS_TOKEN is set, and staff otherwise. The metrics name every route's
    traffic and the model spend: a production site does not publish them by default."""
    chosen = (env.get("METRICS_ACCESS") or "").strip().lower()
    if chosen:
        return chosen
    if debug:
        return "public"
    return "token" if env.get("METRICS_TOKEN") else "staff"


def llm_api_key(env: dict) -> str:
    return env.get("LLM_API_KEY") or env.get("OPENROUTER_API_KEY") or ""
