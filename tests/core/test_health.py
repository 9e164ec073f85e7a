import pytest

pytestmark = pytest.mark.django_db


def test_health_reports_the_database_and_redis(client, settings):
    response = client.get("/api/health")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"] == "ok"
    assert body["redis"] == ("ok" if settings.REDIS_URL else "not_configured")


def test_health_is_degraded_when_redis_is_unreachable(client, settings):
    settings.REDIS_URL = "redis://127.0.0.1:1/0"
    response = client.get("/api/health")
    assert response.status_code == 503
    assert response.json()["redis"] == "error"


def test_health_reaches_a_real_redis(client, settings, require_redis):
    settings.REDIS_URL = require_redis
    assert client.get("/api/health").json()["redis"] == "ok"


def test_health_only_answers_get(client):
    assert client.post("/api/health").status_code == 405
