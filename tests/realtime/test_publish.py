import asyncio
import threading

import pytest
from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from django.db import connection, transaction

from juryrigged import realtime
from juryrigged.realtime.models import StreamEvent


@pytest.mark.django_db
def test_events_get_consecutive_sequence_numbers_per_stream():
    seqs = [realtime.publish("rtpub.a", "turn", {"n": i}).seq for i in range(3)]
    other = realtime.publish("rtpub.b", "turn", {}).seq
    assert seqs == [1, 2, 3]
    assert other == 1
    assert [e.payload["n"] for e in realtime.events_after("rtpub.a", after=1)] == [1, 2]
    assert realtime.last_seq("rtpub.a") == 3


@pytest.mark.django_db
def test_an_invalid_stream_name_is_refused():
    with pytest.raises(ValueError):
        realtime.publish("no prefix or dots!", "turn", {})


@pytest.mark.django_db
def test_an_event_of_a_rolled_back_transaction_is_neither_stored_nor_numbered():
    realtime.publish("rtpub.rb", "turn", {})
    with pytest.raises(RuntimeError), transaction.atomic():
        realtime.publish("rtpub.rb", "turn", {})
        raise RuntimeError("the service failed")
    assert realtime.publish("rtpub.rb", "turn", {}).seq == 2


@pytest.mark.django_db(transaction=True)
def test_the_broadcast_happens_only_after_commit():
    async def scenario():
        layer = get_channel_layer()
        channel = await layer.new_channel()
        await layer.group_add("stream.rtpub.c", channel)

        # Never cancel a pending receive: on the Redis pub/sub layer that unsubscribes.
        receiving = asyncio.ensure_future(layer.receive(channel))

        def publish_in_a_transaction():
            with transaction.atomic():
                realtime.publish("rtpub.c", "turn", {"text": "Order!"})
                async_to_sync(asyncio.sleep)(0.3)
                return receiving.done()

        before_commit = await database_sync_to_async(publish_in_a_transaction)()
        after_commit = await asyncio.wait_for(receiving, 3)
        await layer.group_discard("stream.rtpub.c", channel)
        return before_commit, after_commit

    before_commit, message = async_to_sync(scenario)()
    assert before_commit is False, "broadcast before commit"
    assert message["seq"] == 1
    assert '"text":"Order!"' in message["frame"]


@pytest.mark.django_db(transaction=True)
def test_concurrent_publishers_never_repeat_or_skip_a_number():
    # given four threads publishing to one stream at once
    def publish_many():
        for i in range(25):
            realtime.publish("rtpub.race", "tick", {"i": i})
        connection.close()

    threads = [threading.Thread(target=publish_many) for _ in range(4)]
    # when
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    # then
    seqs = list(StreamEvent.objects.filter(stream="rtpub.race").values_list("seq", flat=True))
    assert sorted(seqs) == list(range(1, 101))
