"""Appending events to streams and broadcasting them.

The database is the truth; the channel-layer broadcast is a fast path. A viewer
that misses a broadcast notices the gap in sequence numbers and reads it back.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import threading
from typing import TYPE_CHECKING
from collections.abc import Callable, Iterable

from channels.layers import get_channel_layer
from django.core.serializers.json import DjangoJSONEncoder
from django.db import connection, transaction
from django.utils import timezone

from juryrigged.realtime.access import group_name, valid_name

if TYPE_CHECKING:
    from juryrigged.realtime.models import StreamEvent

logger = logging.getLogger(__name__)

# One statement claims the next number: the upsert's row lock serializes concurrent
# publishers of a stream until their transaction ends, so numbers never repeat or skip.
_NEXT_SEQ_SQL = (
    "INSERT INTO realtime_stream (name, kind, last_seq) VALUES (%s, %s, 1) "
    "ON CONFLICT (name) DO UPDATE SET last_seq = realtime_stream.last_seq + 1 "
    "RETURNING last_seq"
)


def encode(message: dict) -> str:
    return json.dumps(message, cls=DjangoJSONEncoder, separators=(",", ":"))


def _next_seq(stream: str) -> int:
    with connection.cursor() as cursor:
        cursor.execute(_NEXT_SEQ_SQL, [stream, stream.split(".", 1)[0]])
        return cursor.fetchone()[0]


def publish(stream: str, type: str, payload: dict | None = None) -> StreamEvent:
    """Append an event with the stream's next sequence number; broadcast after commit.

    Called inside a caller's transaction, the event is visible (and broadcast) only
    when that transaction commits, and publishers of the same stream wait for it.
    """
    if not valid_name(stream):
        raise ValueError(f"invalid stream name {stream!r}")
    # Round-trip the payload through JSON now so that what is stored is what is sent.
    from juryrigged.realtime.models import StreamEvent  # models: the package __init__ loads this before apps are ready

    clean = json.loads(encode(payload or {}))
    # No savepoint inside a caller's transaction (two statements per event: a game action publishes ten or more
    # events): the sequence number and the row stand or fall with that transaction; alone, this is its own.
    with transaction.atomic(savepoint=False):
        event = StreamEvent.objects.create(stream=stream, seq=_next_seq(stream), type=type, payload=clean)
        frame = encode(event.as_message())
        transaction.on_commit(lambda: broadcast(stream, event.seq, frame))
    return event


_loop: asyncio.AbstractEventLoop | None = None
_loop_pid = 0
_loop_lock = threading.Lock()
BROADCAST_TIMEOUT_S = 5


def _broadcast_loop() -> asyncio.AbstractEventLoop:
    """One long-lived event loop per process for broadcasts from sync code.

    async_to_sync would make a new loop per call, and the Redis pub/sub layer a new
    connection per loop: ~6 ms a broadcast instead of well under one. The pid check
    gives a forked worker its own loop.
    """
    global _loop, _loop_pid
    with _loop_lock:
        if _loop is None or _loop_pid != os.getpid() or _loop.is_closed():
            _loop, _loop_pid = asyncio.new_event_loop(), os.getpid()
            threading.Thread(target=_loop.run_forever, name="realtime-broadcast", daemon=True).start()
        return _loop


def broadcast(stream: str, seq: int, frame: str) -> None:
    """Send a pre-encoded frame to every local and remote viewer of the stream."""
    layer = get_channel_layer()
    if layer is None:
        return
    message = {"type": "stream.event", "seq": seq, "frame": frame}
    try:
        future = asyncio.run_coroutine_threadsafe(layer.group_send(group_name(stream), message), _broadcast_loop())
        future.result(timeout=BROADCAST_TIMEOUT_S)
    except Exception:  # the database already has it; viewers recover it from the gap
        logger.exception("broadcast of %s#%s failed", stream, seq)


def history_rewrite(stream: str, types: Iterable[str], rewrite: Callable[[str, dict], dict | None]) -> int:
    """Rewrite the stored payloads of `stream`'s events of `types`; returns how many changed.

    For redaction: what is stored is what every later reader gets (websocket and
    SSE replay, gap fills, pages that embed the history), so a line removed here is
    removed for all of them, and writing it back restores it everywhere. `rewrite`
    returns the new payload, or None to leave the event as it is. Sequence numbers
    and order do not change; viewers already connected learn of the change from an
    event the caller publishes. Locks the rewritten rows until the caller commits.
    """
    from juryrigged.realtime.models import StreamEvent  # models: the package __init__ loads this before apps are ready

    now = timezone.now()
    changed = []
    with transaction.atomic():
        for event in StreamEvent.objects.select_for_update().filter(stream=stream, type__in=list(types)):
            new = rewrite(event.type, event.payload)
            if new is None:
                continue
            clean = json.loads(encode(new))
            if clean != event.payload:
                event.payload, event.edited_at = clean, now
                changed.append(event)
        StreamEvent.objects.bulk_update(changed, ["payload", "edited_at"])
    return len(changed)


def events_after(stream: str, after: int = 0, limit: int | None = None, until: int | None = None):
    from juryrigged.realtime.models import StreamEvent  # models: the package __init__ loads this before apps are ready

    qs = StreamEvent.objects.filter(stream=stream, seq__gt=after).order_by("seq")
    if until is not None:
        qs = qs.filter(seq__lt=until)
    return list(qs[:limit] if limit else qs)


def last_seq(stream: str) -> int:
    from juryrigged.realtime.models import Stream  # models: the package's __init__ loads this before the apps are ready

    return Stream.objects.filter(name=stream).values_list("last_seq", flat=True).first() or 0
