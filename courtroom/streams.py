"""GET /api/court/sessions/{id}/stream: SSE, a `snapshot` first, then every event.

Events are rendered in the API's shape ({id, seq, sessionId, type, at, payload})
with `id:` lines, so a client resumes with Last-Event-ID. The last seq is read
before the snapshot: an event may then be both in the snapshot and sent after it
(clients apply events idempotently), but none is ever missed.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict

from asgiref.sync import sync_to_async
from django.db import connection
from django.http import JsonResponse

from courtroom import selectors
from courtroom.serializers import event_json, session_json
from juryrigged import realtime
from juryrigged.realtime.delivery import parse_after
from juryrigged.realtime.sse import sse_response

# The events after which a session stream ends, here and on the realtime door (courtroom.apps).
TERMINAL = {"session_completed", "session_failed"}


_rendered: OrderedDict[tuple[str, int, str | None], str] = OrderedDict()
_RENDERED_MAX = 256


def render(message: dict) -> str:
    """The SSE frame of a stored event, rendered once per process, not once per viewer."""
    # A redaction rewrites a stored event in place and stamps `editedAt`: a new key.
    key = (message["stream"], message["seq"], message.get("editedAt"))
    chunk = _rendered.get(key)
    if chunk is None:
        data = json.dumps(event_json(message), separators=(",", ":"))
        chunk = f"id: {message['seq']}\nevent: {message['type']}\ndata: {data}\n\n"
        _rendered[key] = chunk
        if len(_rendered) > _RENDERED_MAX:
            _rendered.popitem(last=False)
    return chunk


# {session id: (seq, encoded snapshot)}: a joining viewer's snapshot is built once per change
# of the stream (its last seq), not once per viewer: a show's opening rush reuses one.
_snapshots: OrderedDict[int, tuple[int, dict, str]] = OrderedDict()
_SNAPSHOTS_MAX = 64
_snapshots_lock = threading.Lock()


def _snapshot(session_id: int) -> tuple[dict | None, int, str]:
    """(session JSON, the stream's seq it is current for, its encoding); (None, 0, "") if there is no such session."""
    stream = f"court.{session_id}"
    try:
        seq = realtime.last_seq(stream)
        cached = _snapshots.get(session_id)
        if cached is not None and cached[0] == seq:
            return cached[1], seq, cached[2]
        session = selectors.session_with_everything(session_id)
        if session is None:
            return None, 0, ""
        # Read after the seq: the snapshot may already hold an event after it (sent again,
        # applied idempotently), but never lacks one at or before it.
        snapshot = session_json(session, selectors.tallies_for([session])[session.pk], with_turns=True)
        encoded = json.dumps({"session": snapshot, "seq": seq}, separators=(",", ":"))
        with _snapshots_lock:  # viewers join on many threads at once
            _snapshots[session_id] = (seq, snapshot, encoded)
            _snapshots.move_to_end(session_id)
            if len(_snapshots) > _SNAPSHOTS_MAX:
                _snapshots.popitem(last=False)
        return snapshot, seq, encoded
    finally:
        # The request's thread lives as long as the stream: without this, every open
        # SSE viewer would hold a database connection until it leaves.
        if not connection.in_atomic_block:
            connection.close()


async def session_stream(request, session_id: int):
    if request.method != "GET":
        return JsonResponse({"code": "METHOD_NOT_ALLOWED", "error": "Use GET."}, status=405)
    snapshot, seq, encoded = await sync_to_async(_snapshot)(session_id)
    if snapshot is None:
        return JsonResponse({"code": "SESSION_NOT_FOUND", "error": "No such session."}, status=404)
    resume = request.headers.get("Last-Event-ID") or request.GET.get("after")
    after = parse_after(resume) if resume is not None else seq
    prelude = [f"retry: 2000\nevent: snapshot\ndata: {encoded}\n\n"]
    if snapshot["status"] in ("completed", "failed") and after >= seq:
        prelude.append(": the session is over\n\n")
        return _finished(prelude)
    return sse_response(f"court.{session_id}", after, render=render, prelude=prelude, terminal_types=TERMINAL)


def _finished(chunks):
    from django.http import StreamingHttpResponse

    async def once():
        for chunk in chunks:
            yield chunk

    response = StreamingHttpResponse(once(), content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    return response
