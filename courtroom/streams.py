"""GET /api/court/sessions/{id}/stream: SSE, a `snapshot` first, then every event.

Events are rendered in the API's shape ({id, seq, sessionId, type, at, payload})
with `id:` lines, so a client resumes with Last-Event-ID. The last seq is read
before the snapshot: an event may then be both in the snapshot and sent after it
(clients apply events idempotently), but none is ever missed.
"""

from __future__ import annotations

import json
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


def _snapshot(session_id: int):
    stream = f"court.{session_id}"
    try:
        seq = realtime.last_seq(stream)
        session = selectors.session_with_everything(session_id)
        if session is None:
            return None, 0
        return session_json(session, selectors.tallies_for([session])[session.pk], with_turns=True), seq
    finally:
        # The request's thread lives as long as the stream: without this, every open
        # SSE viewer would hold a database connection until it leaves.
        if not connection.in_atomic_block:
            connection.close()


async def session_stream(request, session_id: int):
    if request.method != "GET":
        return JsonResponse({"code": "METHOD_NOT_ALLOWED", "error": "Use GET."}, status=405)
    snapshot, seq = await sync_to_async(_snapshot)(session_id)
    if snapshot is None:
        return JsonResponse({"code": "SESSION_NOT_FOUND", "error": "No such session."}, status=404)
    resume = request.headers.get("Last-Event-ID") or request.GET.get("after")
    after = parse_after(resume) if resume is not None else seq
    data = json.dumps({"session": snapshot, "seq": seq}, separators=(",", ":"))
    prelude = [f"retry: 2000\nevent: snapshot\ndata: {data}\n\n"]
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
