"""The production shape's server, started as the README writes it, on PostgreSQL and Redis:
a vote is answered 200 and stored, and its live tally reaches an SSE viewer and a websocket viewer."""

import json
import os
import signal
import socket
import subprocess
import time

import pytest
from websockets.sync.client import connect

from courtroom.models import CourtSession, Poll, Vote
from courtroom.services import session_create, session_step
from juryrigged import realtime
from juryrigged.realtime.wire import UVICORN_WS_ARGS
from tests.e2e.conftest import ROOT, free_port
from tests.support.production import readme_server_command, uvicorn_flags
from tests.support.served import read_until

pytestmark = pytest.mark.django_db(transaction=True)


def _wait_for_port(port: int, process: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()[0]
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.2)
    raise AssertionError("the server did not start")


def _websocket_frame(ws, wanted: str, timeout: float = 20) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        frame = json.loads(ws.recv(timeout=max(0.1, deadline - time.monotonic())))
        if frame.get("type") == wanted:
            return frame


def test_the_readme_server_serves_a_vote_sse_and_websockets(require_postgres, require_redis, celery_worker,
                                                            settings):
    # given a session in its verdict vote, and the README's server on this test database and Redis
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    settings.COURT_PACE_MS_PER_CHAR = 0
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
    while CourtSession.objects.get(pk=session.pk).phase != "verdict_vote":
        current = CourtSession.objects.get(pk=session.pk)
        session_step(session_id=current.pk, cursor=current.cursor)
    db = settings.DATABASES["default"]
    port = free_port()
    env = {**os.environ, "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
           "DEBUG": "false", "LOG_LEVEL": "WARNING"}
    command = readme_server_command(port)
    assert command[2:4] == ["uvicorn", "juryrigged.asgi:application"]
    # the websocket implementation wire.py writes frames for (the benchmarks run this very line: they read it too)
    flags = uvicorn_flags()
    assert any(flags[i:i + len(UVICORN_WS_ARGS)] == UVICORN_WS_ARGS for i in range(len(flags)))
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True)
    try:
        _wait_for_port(port, process)
        after = realtime.last_seq(session.stream)
        sse = socket.create_connection(("127.0.0.1", port), timeout=20)
        sse.sendall(f"GET /api/court/sessions/{session.pk}/stream?after={after} HTTP/1.1\r\n"
                    f"Host: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
        assert b"200 OK" in read_until(sse, b"\r\n\r\n").split(b"\r\n", 1)[0]
        with connect(f"ws://127.0.0.1:{port}/ws/streams/{session.stream}/?after={after}",
                     origin=f"http://127.0.0.1:{port}", open_timeout=20) as ws:
            time.sleep(0.3)  # both viewers have joined their hub

            # when an API client votes (no Origin, no cookie)
            body = json.dumps({"type": "verdict", "choice": "guilty"}).encode()
            vote = socket.create_connection(("127.0.0.1", port), timeout=20)
            vote.sendall(f"POST /api/court/sessions/{session.pk}/vote HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                         f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body)
            answer = read_until(vote, b'"verdictVotes"')
            vote.close()

            # then it is answered 200 with a voter cookie, stored, and its tally reaches both viewers
            assert answer.startswith(b"HTTP/1.1 200 "), answer[:200]
            assert b"set-cookie: court_voter=" in answer.lower()
            poll = Poll.objects.get(session=session, kind="verdict")
            assert list(Vote.objects.filter(poll=poll).values_list("choice", flat=True)) == ["guilty"]
            frame = _websocket_frame(ws, "vote_updated")
            assert frame["payload"]["votes"]["guilty"] == 1
        sse_bytes = read_until(sse, b"event: vote_updated")
        event = sse_bytes[sse_bytes.index(b"event: vote_updated"):]
        while b"\n\n" not in event:
            event += read_until(sse, b"\n")
        data = event.split(b"data: ", 1)[1].split(b"\n", 1)[0]
        assert json.loads(data)["payload"]["votes"]["guilty"] == 1
        sse.close()
    finally:
        # and Ctrl-C stops it within its graceful-shutdown time
        process.send_signal(signal.SIGINT)
        output, _ = process.communicate(timeout=20)
    assert "Traceback" not in output, output
