"""The one door to viewers: persisted, ordered event streams.

    from juryrigged import realtime
    realtime.publish("court.42", "turn", {...})   # appended, then broadcast on commit
    realtime.events_after("court.42", after=10)   # replay
    realtime.history_rewrite("court.42", ["turn"], fn)  # redact stored history in place

Viewers connect to /ws/streams/<stream>/?after=<seq> or GET /api/streams/<stream>/events.
"""

from juryrigged.realtime.access import PUBLIC, STAFF, can_access_stream, register  # noqa: F401
from juryrigged.realtime.publishing import events_after, history_rewrite, last_seq, publish  # noqa: F401
