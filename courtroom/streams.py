"""GET /api/court/sessions/{id}/stream: SSE, a `snapshot` first, then every event.

Events are rendered in the API's shape ({id, seq, sessionId, type, at, payload})
with `id:` lines, so a client resumes with Last-Event-ID. The last seq is read
before the snapshot: an event may then be both in the snapshot and sent after it
(clients apply events idempotently), but none is ever missed.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections import OrderedDict
from urllib.parse import parse_qs

from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async
from django.db import connection
from django.http import JsonResponse, StreamingHttpResponse

from courtroom import selectors
from courtroom.serializers import event_json, session_json
from juryrigged import realtime
from juryrigged.realtime.delivery import parse_after
from juryrigged.realtime.sse import sse_response
from juryrigged.realtime.transport import serve_sse

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


# {session id: (seq, snapshot, its encoding)}: a joining viewer's snapshot is built once per
# change of the stream (its last seq), not once per viewer: a show's opening rush reuses one.
_snapshots: OrderedDict[int, tuple[int, dict, str]] = OrderedDict()
_SNAPSHOTS_MAX = 64
_snapshots_lock = threading.Lock()
# Snapshots being built, per event loop: joiners that arrive during a build wait for it.
_building: dict[tuple[int, int, int], asyncio.Future] = {}


def _build(session_id: int, seq: int) -> tuple[dict | None, int, str]:
    """Build (and keep) the snapshot of a session current for `seq`; (None, 0, "") if there is no such session."""
    session = selectors.session_with_everything(session_id)
    if session is None:
        return None, 0, ""
    # Read after the seq: the snapshot may already hold an event after it (sent again,
    # applied idempotently), but never lacks one at or before it.
    snapshot = session_json(session, selectors.tallies_for([session])[session.pk], with_turns=True)
    encoded = json.dumps({"session": snapshot, "seq": seq}, separators=(",", ":"))
    with _snapshots_lock:  # viewers join on many threads at once
        cached = _snapshots.get(session_id)
        if cached is None or cached[0] <= seq:
            _snapshots[session_id] = (seq, snapshot, encoded)
            _snapshots.move_to_end(session_id)
            if len(_snapshots) > _SNAPSHOTS_MAX:
                _snapshots.popitem(last=False)
    return snapshot, seq, encoded


def _snapshot(session_id: int) -> tuple[dict | None, int, str]:
    """(session JSON, the stream's seq it is current for, its encoding); (None, 0, "") if there is no such session."""
    try:
        seq = realtime.last_seq(f"court.{session_id}")
        cached = _snapshots.get(session_id)
        if cached is not None and cached[0] == seq:
            return cached[1], seq, cached[2]
        return _build(session_id, seq)
    finally:
        # The request's thread lives as long as the stream: without this, every open
        # SSE viewer would hold a database connection until it leaves.
        if not connection.in_atomic_block:
            connection.close()


async def snapshot_at(session_id: int, seq: int) -> tuple[dict | None, int, str]:
    """The snapshot current for `seq` (the hub's last seq): from the cache, or built once for all
    the viewers joining meanwhile, on one thread, while the event loop serves the others."""
    cached = _snapshots.get(session_id)
    if cached is not None and cached[0] >= seq:
        return cached[1], cached[0], cached[2]
    key = (id(asyncio.get_running_loop()), session_id, seq)
    pending = _building.get(key)
    if pending is None:
        pending = _building[key] = asyncio.ensure_future(database_sync_to_async(_build)(session_id, seq))
        pending.add_done_callback(lambda _: _building.pop(key, None))
    return await asyncio.shield(pending)


async def session_stream_fast(scope, receive, send, session_id: str) -> None:
    """GET /api/court/sessions/{id}/stream served on the event loop (`realtime.transport`): for a
    viewer of a live show that is current, no database query, no thread, no Django request."""
    session_id = int(session_id)
    after = _resume_from(scope)

    async def prelude(last_seq: int):
        snapshot, seq, encoded = await snapshot_at(session_id, last_seq)
        if snapshot is None:
            return None
        over = snapshot["status"] in ("completed", "failed") and (seq if after is None else after) >= seq
        return _prelude_bytes(session_id, seq, encoded, over), seq, over

    await serve_sse(scope, receive, send, f"court.{session_id}", after=after, render=render,
                    terminal_types=TERMINAL, prelude=prelude, not_found=("SESSION_NOT_FOUND", "No such session."))


# The snapshot frame as sent, one copy per (session, seq) shared by every viewer it goes to.
_preludes: OrderedDict[tuple[int, int, bool], bytes] = OrderedDict()


def _prelude_bytes(session_id: int, seq: int, encoded: str, over: bool) -> bytes:
    key = (session_id, seq, over)
    found = _preludes.get(key)
    if found is None:
        text = f"retry: 2000\nevent: snapshot\ndata: {encoded}\n\n" + (": the session is over\n\n" if over else "")
        found = _preludes[key] = text.encode()
        if len(_preludes) > _SNAPSHOTS_MAX:
            _preludes.popitem(last=False)
    return found


def _resume_from(scope) -> int | None:
    """The seq a reconnecting client asks to resume after (Last-Event-ID or ?after=), or None."""
    for name, value in scope.get("headers") or ():
        if name == b"last-event-id" and value:
            return parse_after(value.decode("latin-1"))
    resume = _query_after(scope)
    return parse_after(resume) if resume is not None else None


def _query_after(scope) -> str | None:
    values = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("after")
    return values[-1] if values else None


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
    return sse_response(f"court.{session_id}", after, render=render, prelude=prelude, terminal_types=TERMINAL,
                        presence=request.GET.get("presence") == "1")


def _finished(chunks):
    async def once():
        for chunk in chunks:
            yield chunk

    response = StreamingHttpResponse(once(), content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    return response
