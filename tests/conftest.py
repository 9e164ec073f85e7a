"""Shared fixtures: services that must not silently skip in CI, a real Celery worker,
scripted model providers, and the live app for browser tests (tests/e2e/conftest.py)."""

import os

import pytest
from django.db.backends.signals import connection_created

from tests.support.ci_guard import skip_without_service

pytest_plugins = ["tests.support.ci_guard"]
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def _sqlite_commits_without_fsync(sender, connection, **kwargs):
    """The SQLite test database (a file: juryrigged/env.py) is thrown away at the end of the run, so its commits need
    not wait for the disk: without this every commit of a transactional test, a worker thread or a flush between
    tests waited for fsync (about 18 ms each on the development VM). Locking and the rollback journal are unchanged
    (a process killed mid-write still leaves the file whole: synchronous=OFF only trusts the OS with what was
    written), so the tests see the same concurrency as before."""
    if connection.vendor == "sqlite":
        connection.connection.execute("PRAGMA synchronous=OFF")  # the driver's own: no query a test counts


connection_created.connect(_sqlite_commits_without_fsync, dispatch_uid="tests-sqlite-without-fsync")


def _need(variable: str, what: str) -> str:
    value = os.environ.get(variable)
    if value:
        return value
    if IN_CI and os.environ.get("CI_SERVICES", "").strip().lower() != "none":
        pytest.fail(f"{what} is required in CI but {variable} is not set")
    skip_without_service(f"{what} not configured ({variable} unset)")


@pytest.fixture
def require_redis() -> str:
    """The Redis URL; skips locally without one, fails in CI."""
    url = _need("REDIS_URL", "Redis")
    import redis

    try:
        redis.Redis.from_url(url, socket_connect_timeout=2).ping()
    except redis.RedisError as exc:
        pytest.fail(f"Redis at {url} is configured but unreachable: {exc}")
    return url


@pytest.fixture
def require_postgres(settings) -> str:
    url = _need("DATABASE_URL", "PostgreSQL")
    assert settings.DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql"
    return url


@pytest.fixture(autouse=True)
def _no_borrowed_event_loop(request):
    """Sync Playwright (the browser tests' session-wide browser) marks its own event loop as running in
    this thread after every call, and leaves it so. A later async test then cannot start its own loop
    (pytest-asyncio: "Runner.run() cannot be called from a running event loop"). Outside the browser
    tests, hide that marker for the test and put it back after, for the browser's next call."""
    import asyncio

    borrowed = asyncio._get_running_loop()
    # A browser test is known by its marker too: one that takes its page with request.getfixturevalue
    # does not list `browser` among its fixtures, and hiding the loop under it closed Chromium for
    # every later browser test.
    if borrowed is None or "browser" in request.fixturenames or request.node.get_closest_marker("browser"):
        yield
        return
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(borrowed)


@pytest.fixture(autouse=True)
def _fast_mock_model(settings):
    """The mock answers at once in tests; benchmarks and pacing tests opt back in."""
    settings.LLM_MOCK_LATENCY_MS = 0
    settings.LLM_PROVIDER = "mock"
    # Tests sign up from one address (127.0.0.1) again and again, and the throttle's counts live in the shared
    # cache for an hour; the throttle's own tests (tests/core/test_signup_limits.py) set their rate.
    settings.SIGNUP_RATE = "100000/m"


@pytest.fixture
def celery_worker(transactional_db):
    """A real Celery worker (threads) on the configured broker: memory locally, Redis in CI.

    Tests using it must be transactional (the worker's threads use their own DB
    connections and only see committed rows).
    """
    from celery.contrib.testing.worker import start_worker

    from juryrigged.celery import app

    app.control.purge()
    with start_worker(app, pool="threads", concurrency=4, perform_ping_check=False,
                      shutdown_timeout=10, loglevel="WARNING") as worker:
        yield worker


@pytest.fixture
def scripted_llm():
    """Install a ScriptedProvider for the test: `scripted_llm.answers = [...]`."""
    from juryrigged import llm
    from tests.support.fakes import ScriptedProvider

    provider = ScriptedProvider()
    with llm.use_provider(provider):
        yield provider



@pytest.fixture(scope="session", autouse=True)
def _close_pooled_connections(django_db_setup, django_db_blocker):
    """Return pooled PostgreSQL connections before the test database is dropped."""
    yield
    from django.db import connections

    with django_db_blocker.unblock():
        connection = connections["default"]
        if connection.vendor != "postgresql":
            return
        # Worker and executor threads may still hold a pooled connection; end them so
        # that the test database can be dropped.
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                           "WHERE datname = current_database() AND pid <> pg_backend_pid()")
        connection.close_pool()
