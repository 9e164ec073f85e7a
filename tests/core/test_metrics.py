import pytest

from juryrigged import llm, realtime
from juryrigged.core import metrics

pytestmark = pytest.mark.django_db


def _value(text: str, series: str) -> float:
    for line in text.splitlines():
        if line.startswith(series + " "):
            return float(line.rsplit(" ", 1)[1])
    raise AssertionError(f"{series} not in metrics")


def test_metrics_count_requests_events_llm_calls_and_tasks(client, scripted_llm):
    # given
    realtime.register("mtest", realtime.PUBLIC)
    realtime.publish("mtest.1", "turn", {})
    realtime.publish("mtest.1", "turn", {})
    llm.complete("hi", purpose="test.metrics")
    metrics.task_outcome("courtroom.tasks.step", "success")
    client.get("/api/health")
    # when
    response = client.get("/api/metrics")
    # then
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain; version=0.0.4")
    text = response.content.decode()
    assert _value(text, 'juryrigged_events_published_total{kind="mtest"}') == 2
    assert _value(text, 'juryrigged_llm_calls_total{outcome="ok",purpose="test.metrics"}') == 1
    assert _value(text, 'juryrigged_llm_tokens_total{kind="prompt"}') == 10
    assert _value(text, 'juryrigged_http_requests_total{method="GET",status="200"}') >= 1
    assert _value(text, 'juryrigged_celery_tasks_total{outcome="success",task="courtroom.tasks.step"}') >= 1
    assert "# TYPE juryrigged_websocket_connections gauge" in text
