"""The worker's broker connection survives a Redis restart (issue 31): the teardown Celery 5.7 performs on a
lost broker — `connection.collect()` then `connection.close()` — on a connection that was waiting in BRPOP,
holding an unacknowledged message (a countdown task), beside a channel with a fanout queue (gossip, remote
control). With kombu's own Redis transport that teardown raises AttributeError ('NoneType' object has no
attribute 'hostname'), which killed the worker ("Unrecoverable error"); with ours it is a connection error
kombu ignores while closing. Runs against a redis-server of its own (stopped here), never the shared one."""

import pytest
from kombu import Connection, Consumer, Exchange, Producer, Queue

from juryrigged import env as envmod
from juryrigged.core import broker
from tests.support.ci_guard import skip_without_service
from tests.support.drill import DrillRedis, missing_tools

pytestmark = pytest.mark.services


@pytest.fixture
def redis_server():
    if "redis-server" in missing_tools():  # in CI with services, tests.support.ci_guard fails this skip
        skip_without_service("redis-server not installed")
    server = DrillRedis()
    server.start()
    yield server
    server.close()


def _lose_the_broker_as_a_worker_does(server: DrillRedis, transport: str | None) -> None:
    conn = Connection(server.url, transport=transport, transport_options={"visibility_timeout": 3600})
    tasks = Queue("drill", Exchange("drill"), "drill")
    channel = conn.default_channel
    Producer(channel).publish({"countdown": 1}, exchange=tasks.exchange, routing_key="drill", declare=[tasks],
                              serializer="json")
    held = []
    Consumer(channel, queues=[tasks], callbacks=[lambda body, message: held.append(message)],
             accept=["json"]).consume()
    conn.drain_events(timeout=5)
    assert len(held) == 1 and channel.qos._delivered, "the message is held unacknowledged"
    fanout = conn.channel()  # as gossip's and remote control's channels are, after the default one
    Consumer(fanout, queues=[Queue("drill.fan", Exchange("drill.fan", type="fanout"), auto_delete=True)],
             callbacks=[lambda body, message: None], accept=["json"]).consume()
    fanout.client  # noqa: B018  a consuming channel's client is cached
    channel._brpop_start()  # the worker waits in BRPOP
    server.stop()
    conn.collect(socket_timeout=1)  # what celery.worker.consumer.Consumer.on_connection_error_after_connected does
    conn.close()


def test_kombus_own_redis_transport_raises_attributeerror_on_that_teardown(redis_server):
    # the upstream defect the transport works around; when an upgrade fixes it, this fails: drop the workaround
    with pytest.raises(AttributeError, match="hostname"):
        _lose_the_broker_as_a_worker_does(redis_server, None)


def test_our_transport_closes_cleanly_on_that_teardown(redis_server):
    _lose_the_broker_as_a_worker_does(redis_server, broker.PATH)


def test_the_redis_broker_uses_our_transport():
    assert envmod.celery_config({"REDIS_URL": "redis://cache:6379/3"})["broker_transport"] == broker.PATH
    assert "broker_transport" not in envmod.celery_config({})
