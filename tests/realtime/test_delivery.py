import pytest
from asgiref.sync import async_to_sync

from juryrigged import realtime
from juryrigged.realtime.delivery import Cursor, parse_after

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_cursor_replays_the_backlog_after_its_position():
    for i in range(4):
        realtime.publish("rtpub.d", "turn", {"i": i})
    cursor = Cursor("rtpub.d", after=1)
    frames = async_to_sync(cursor.backlog)()
    assert ['"seq":2' in f for f in frames] == [True, False, False]
    assert cursor.last == 4


def test_a_cursor_drops_duplicates_and_fills_gaps_from_the_database():
    events = [realtime.publish("rtpub.g", "turn", {"i": i}) for i in range(5)]
    cursor = Cursor("rtpub.g", after=2)
    assert async_to_sync(cursor.accept)(2, "dup") == []
    frames = async_to_sync(cursor.accept)(5, "live-5")
    assert len(frames) == 3
    assert '"seq":3' in frames[0] and '"seq":4' in frames[1] and frames[2] == "live-5"
    assert cursor.last == 5
    assert events[-1].seq == 5


def test_parse_after_tolerates_garbage():
    assert parse_after("12") == 12
    assert parse_after("-4") == 0
    assert parse_after("abc") == 0
    assert parse_after(None) == 0
