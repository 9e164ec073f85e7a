import os
from pathlib import Path

from django.conf import settings
from django.db import connection

from juryrigged import env
from tests.conftest import IN_CI

BASE = Path("/srv/app")


def test_without_database_url_it_is_a_sqlite_file():
    config = env.database_config({}, BASE)
    assert config["ENGINE"] == "django.db.backends.sqlite3"
    assert config["NAME"] == "/srv/app/db.sqlite3"
    assert config["TEST"]["NAME"].endswith(".sqlite3"), "tests need a file: shared-cache memory databases lock"


def test_a_database_url_selects_postgresql_without_persistent_connections():
    config = env.database_config({"DATABASE_URL": "postgres://u:p@db.internal:5433/jury"}, BASE)
    assert config["ENGINE"] == "django.db.backends.postgresql"
    assert (config["HOST"], config["PORT"], config["NAME"], config["USER"]) == ("db.internal", 5433, "jury", "u")
    assert config["CONN_MAX_AGE"] == 0


def test_a_test_database_name_can_be_chosen():
    config = env.database_config({"DATABASE_URL": "postgres://u@h/db", "TEST_DB_NAME": "test_mine"}, BASE)
    assert config["TEST"] == {"NAME": "test_mine"}


def test_without_redis_the_layer_is_in_memory_and_celery_uses_the_memory_broker():
    layers = env.channel_layers_config({})
    assert layers["default"]["BACKEND"] == "juryrigged.realtime.layers.ThreadSafeInMemoryChannelLayer"
    celery = env.celery_config({})
    assert celery["broker_url"] == "memory://"
    assert celery["broker_transport_options"]["polling_interval"] == 0.1
    assert env.cache_config({})["default"]["BACKEND"].endswith("LocMemCache")


def test_redis_url_selects_the_pubsub_layer_the_redis_broker_and_cache():
    environ = {"REDIS_URL": "redis://cache:6379/3"}
    layer = env.channel_layers_config(environ)["default"]
    assert layer["BACKEND"] == "channels_redis.pubsub.RedisPubSubChannelLayer"
    assert layer["CONFIG"] == {"hosts": [{"address": "redis://cache:6379/3"}], "prefix": "jr3"}
    assert env.celery_config(environ)["broker_url"] == "redis://cache:6379/3"
    assert env.cache_config(environ)["default"]["BACKEND"] == "django.core.cache.backends.redis.RedisCache"


def test_the_llm_key_accepts_the_openrouter_alias():
    assert env.llm_api_key({"OPENROUTER_API_KEY": "or-key"}) == "or-key"
    assert env.llm_api_key({"LLM_API_KEY": "main", "OPENROUTER_API_KEY": "or-key"}) == "main"
    assert env.llm_api_key({}) == ""


def test_lists_and_booleans_parse_from_the_environment():
    assert env.as_list("a.example, b.example,,") == ["a.example", "b.example"]
    assert env.as_bool("False") is False and env.as_bool("1") is True and env.as_bool(None, True) is True


def test_in_ci_the_suite_runs_on_postgresql_and_redis():
    """CI must exercise the real services: this fails if .ci/run did not set them. Its newcomer's
    run (CI_SERVICES=none) is the embedded default on purpose: SQLite and the in-memory layer."""
    if not IN_CI:
        return
    if os.environ.get("CI_SERVICES", "").strip().lower() == "none":
        assert connection.vendor == "sqlite" and settings.CELERY_BROKER_URL == "memory://"
        return
    assert connection.vendor == "postgresql"
    assert settings.CHANNEL_LAYERS["default"]["BACKEND"] == "channels_redis.pubsub.RedisPubSubChannelLayer"
    assert settings.CELERY_BROKER_URL.startswith("redis://")


def test_the_metrics_are_public_by_default_only_in_development():
    # given no METRICS_ACCESS: public in development, closed to all but staff in production
    assert env.metrics_access({}, debug=True) == "public"
    assert env.metrics_access({}, debug=False) == "staff"
    # a scraper's token alone makes it token-only; an explicit choice always wins
    assert env.metrics_access({"METRICS_TOKEN": "s3cret"}, debug=False) == "token"
    assert env.metrics_access({"METRICS_ACCESS": " Public "}, debug=False) == "public"


def test_a_production_process_started_without_metrics_settings_refuses_anonymous_readers(tmp_path):
    import subprocess
    import sys

    # given the production shape's environment with nothing said about the metrics
    environ = {k: v for k, v in os.environ.items() if not k.startswith("METRICS_")}
    environ.update(DEBUG="false", SECRET_KEY="x" * 50, DJANGO_SETTINGS_MODULE="juryrigged.settings")
    code = "import django; django.setup(); from django.conf import settings; print(settings.METRICS_ACCESS)"
    # when the settings are read, then the metrics are for staff
    read = subprocess.run([sys.executable, "-c", code], env=environ, capture_output=True, text=True, timeout=60)
    assert read.stdout.strip() == "staff", read.stderr


def test_the_worker_rides_out_a_lost_broker():
    # Celery 5's advice with late acks: retry the broker without end, cancel what ran when it went away
    from juryrigged.celery import app

    assert app.conf.broker_connection_retry_on_startup and app.conf.broker_connection_retry
    assert app.conf.broker_connection_max_retries is None and app.conf.broker_channel_error_retry
    assert app.conf.worker_cancel_long_running_tasks_on_connection_loss and app.conf.task_acks_late
    options = env.celery_config({"REDIS_URL": "redis://r:6379/2"})["broker_transport_options"]
    assert options["health_check_interval"] and options["socket_timeout"] and options["visibility_timeout"] == 3600
