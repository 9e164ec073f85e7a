"""A real Celery worker (memory broker locally, Redis in CI): countdowns wait, and
events published from the worker reach websocket viewers."""

import json
import threading
import time

import pytest
from asgiref.sync import async_to_sync
from celery import shared_task
from channels.testing import WebsocketCommunicator
from django.db import transaction

from juryrigged import realtime
from juryrigged.asgi import application

ran_at: dict[str, float] = {}
ran = threading.Event()


@shared_task(name="tests.core.record_time")
def record_time(key):
    ran_at[key] = time.monotonic()
    ran.set()


@shared_task(name="tests.core.publish_turn")
def publish_turn(stream, text):
    with transaction.atomic():
        realtime.publish(stream, "turn", {"text": text})


@pytest.fixture(autouse=True)
def _streams():
    realtime.register("wtest", realtime.PUBLIC)


def test_a_countdown_really_waits_on_a_real_worker(celery_worker):
    ran.clear()
    queued = time.monotonic()
    record_time.apply_async(args=["countdown"], countdown=1)
    assert ran.wait(10), "the task never ran"
    assert ran_at["countdown"] - queued >= 0.9, "the countdown was ignored"


def test_an_event_published_by_the_worker_reaches_a_websocket_viewer(celery_worker):
    async def scenario():
        communicator = WebsocketCommunicator(application, "/ws/streams/wtest.1/",
                                             headers=[(b"origin", b"http://testserver")])
        connected, _ = await communicator.connect()
        assert connected
        publish_turn.delay("wtest.1", "All rise.")
        frame = json.loads(await communicator.receive_from(timeout=10))
        await communicator.disconnect()
        return frame

    frame = async_to_sync(scenario)()
    assert frame["seq"] == 1
    assert frame["payload"] == {"text": "All rise."}
