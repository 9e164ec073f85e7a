"""Four web processes behind HAProxy (deploy/haproxy.cfg, as deployed: only its ports changed), with the README's
worker and beat, on PostgreSQL and Redis: viewers connected through the balancer land on every process and each
receives every event of a session, in order, with no gap; votes through the balancer, spread over the four
processes, are each counted once. The capacity page (docs/capacity.md) quotes this run.

haproxy is a Debian package (`apt-get install haproxy`); CI's `.ci/run` installs it. Without it the test is
skipped locally, and in CI that skip is a failure (tests/support/ci_guard.py).
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
from collections import Counter
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model

from courtroom.models import CourtSession, Poll, Vote
from courtroom.services import session_create, session_step
from courtroom.services.poll_control import poll_control
from juryrigged.realtime.models import StreamEvent
from tests.bench.bench_court_clients import Celery, Servers, free_port, stop_processes, wait_for_port
from tests.support.drill import SseViewer, WebsocketViewer

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "deploy" / "haproxy.cfg"
PROCESSES = 4
# The subprocesses' settings: the offline model, no reading pauses, a short sentence vote, a quick sweeper.
ENV = {"TRUSTED_PROXY_COUNT": "1", "LLM_PROVIDER": "mock", "LLM_MOCK_LATENCY_MS": "30", "COURT_PACE_MS_PER_CHAR": "0",
       "SENTENCE_VOTE_WINDOW_MS": "2000", "SWEEP_INTERVAL_S": "2", "LOG_LEVEL": "WARNING"}


def balancer_config(port: int, web_ports: list[int]) -> str:
    """deploy/haproxy.cfg with its frontend on `port` and its servers on `web_ports` (nothing else changed)."""
    text = CONFIG.read_text()
    servers = re.findall(r"^\s*server (web\d) 127\.0\.0\.1:(\d+)$", text, flags=re.M)
    assert [name for name, _ in servers] == [f"web{i + 1}" for i in range(PROCESSES)], servers
    for (_, deployed), port_now in zip(servers, web_ports, strict=True):
        text = text.replace(f"127.0.0.1:{deployed}\n", f"127.0.0.1:{port_now}\n")
    assert "\n    bind :80\n" in text
    return text.replace("\n    bind :80\n", f"\n    bind 127.0.0.1:{port}\n")


class Haproxy:
    def __init__(self, web_ports: list[int]):
        self.port = free_port()
        self.folder = tempfile.mkdtemp(prefix="haproxy-")
        self.config = Path(self.folder) / "haproxy.cfg"
        self.config.write_text(balancer_config(self.port, web_ports))
        self.process = None

    def __enter__(self):
        with open(Path(self.folder) / "log", "wb") as log:
            self.process = subprocess.Popen([shutil.which("haproxy"), "-db", "-f", str(self.config)], stdout=log,
                                            stderr=subprocess.STDOUT)
        try:
            wait_for_port(self.port, process=self.process)
        except RuntimeError as exc:
            raise AssertionError((Path(self.folder) / "log").read_text()) from exc
        time.sleep(2.5)  # every server passes its first checks (rise 2, inter 1s)
        return self

    def __exit__(self, *exc):
        stop_processes([self.process], grace_s=5)
        shutil.rmtree(self.folder, ignore_errors=True)


class Follower:
    """A drill viewer (tests/support/drill.py) following the session through the balancer, keeping each event's
    payload; here it must never be cut (one connection, none refused)."""

    def __init__(self, kind: type[SseViewer | WebsocketViewer], port: int, session_id: int):
        self.events: list[tuple[int, str, dict]] = []
        self.viewer = kind(port, session_id, deadline=time.monotonic() + 240, on_event=self._event)
        self.kind = kind.__name__

    def _event(self, seq: int, kind: str, data: str) -> None:
        if seq not in {seen for seen, _, _ in self.events}:
            self.events.append((seq, kind, json.loads(data)["payload"]))

    @property
    def served_by(self) -> str | None:
        return self.viewer.served_by[0] if self.viewer.served_by else None


async def _vote(port: int, session_id: int, choice: str, cookie: str | None = None) -> tuple[int, str, str | None]:
    """One vote on a new connection through the balancer: (status, the process that answered, the voter cookie)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    body = json.dumps({"type": "verdict", "choice": choice}).encode()
    writer.write(f"POST /api/court/sessions/{session_id}/vote HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                 f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\nConnection: close\r\n"
                 f"{f'Cookie: court_voter={cookie}' + chr(13) + chr(10) if cookie else ''}\r\n".encode() + body)
    answer = await reader.read()
    writer.close()
    head = answer.split(b"\r\n\r\n", 1)[0]
    found = re.search(rb"(?im)^set-cookie: court_voter=([^;\r\n]+)", head)
    return (int(head.split(b" ", 2)[1]), re.search(rb"(?im)^x-served-by: (\S+)", head).group(1).decode(),
            found.group(1).decode() if found else cookie)


async def _votes(port: int, session_id: int, ballots: list[tuple[str, str | None]], concurrency: int = 16) -> list:
    gate = asyncio.Semaphore(concurrency)

    async def one(choice, cookie):
        async with gate:
            return await _vote(port, session_id, choice, cookie)

    return await asyncio.gather(*(one(choice, cookie) for choice, cookie in ballots))


def _wait(condition, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


def test_four_processes_behind_haproxy_every_viewer_every_event_every_vote_once(require_postgres, require_redis,
                                                                                 settings):
    if shutil.which("haproxy") is None:
        pytest.skip("haproxy is not installed (apt-get install haproxy; CI's .ci/run installs it)")
    from juryrigged.celery import app

    # given a session in its verdict vote (open until the host closes it), and nothing stale queued
    settings.VERDICT_VOTE_WINDOW_MS = 600_000
    settings.COURT_PACE_MS_PER_CHAR = 0
    app.control.purge()
    host = get_user_model().objects.create_user("host", password="x", is_staff=True)
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
    while CourtSession.objects.get(pk=session.pk).phase != "verdict_vote":
        current = CourtSession.objects.get(pk=session.pk)
        session_step(session_id=current.pk, cursor=current.cursor)
    poll = Poll.objects.get(session=session, kind="verdict")
    first, second = poll.choices[:2]
    db = settings.DATABASES["default"]
    env = {**ENV, "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
           "REDIS_URL": require_redis}
    # and four of the README's web processes, its worker and beat, and HAProxy with deploy/haproxy.cfg
    started = time.monotonic()
    with Celery(env), Servers(PROCESSES, env) as servers, Haproxy(servers.ports) as balancer:
        _wait(lambda: app.control.ping(timeout=0.5), 60, "the worker")
        up = time.monotonic()
        # when 8 websocket and 8 SSE viewers follow the session from its first event through the balancer
        viewers = [Follower(kind, balancer.port, session.pk) for kind in (WebsocketViewer, SseViewer)
                   for _ in range(8)]
        for follower in viewers:
            follower.viewer.start()
        _wait(lambda: all(follower.served_by for follower in viewers), 60, "every viewer's connection")
        # then they are spread over the four processes, each kind on every one
        for kind in (WebsocketViewer, SseViewer):
            spread = Counter(viewer.served_by for viewer in viewers if viewer.kind == kind.__name__)
            assert set(spread) == {f"web{i + 1}" for i in range(PROCESSES)}, (kind.__name__, spread)

        # when 300 voters vote through the balancer, then 100 of them change their vote (their cookie sent
        # back, on a new connection: the balancer may hand it to another process)
        voting = time.monotonic()
        answers = asyncio.run(_votes(balancer.port, session.pk, [(first, None)] * 300))
        changes = asyncio.run(_votes(balancer.port, session.pk, [(second, cookie) for _, _, cookie in answers[:100]]))
        voted = time.monotonic()

        # then every vote was answered 200, the answers came from all four processes, and every voter is
        # stored once with their last choice
        assert Counter(status for status, _, _ in answers + changes) == {200: 400}
        by_process = Counter(process for _, process, _ in answers + changes)
        assert set(by_process) == {f"web{i + 1}" for i in range(PROCESSES)}, by_process
        moved = sum(before[1] != after[1] for before, after in zip(answers[:100], changes, strict=True))
        assert moved > 0  # some changed votes were answered by another process than the first
        assert len({cookie for _, _, cookie in answers}) == 300
        stored = Counter(Vote.objects.filter(poll=poll).values_list("choice", flat=True))
        assert stored == {first: 200, second: 100}, stored

        # and the live tally every viewer is shown reaches exactly that count (the changes keep the total at
        # 300: the tally reached after them is the one that counts each voter's last choice)
        def last_tally(viewer) -> dict | None:
            tallies = [payload for _, kind, payload in viewer.events if kind == "vote_updated"]
            return {k: v for k, v in tallies[-1]["votes"].items() if v} if tallies else None

        _wait(lambda: all(last_tally(viewer) == {first: 200, second: 100} for viewer in viewers), 30,
              "the last tally on every viewer")

        # when the host closes the vote, the worker plays the rest of the session to its end
        closing = time.monotonic()
        poll_control(session_id=session.pk, action="close", actor=host)
        for follower in viewers:
            follower.viewer.join(timeout=60)
        # then every viewer, on whichever process, received every event of the session, in order, no gap
        stored_events = [(seq, kind, payload) for seq, kind, payload in StreamEvent.objects.filter(
            stream=f"court.{session.pk}").order_by("seq").values_list("seq", "type", "payload")]
        assert stored_events[-1][1] == "session_completed", stored_events[-1][:2]
        assert [seq for seq, _, _ in stored_events] == list(range(1, len(stored_events) + 1))
        for viewer in viewers:
            assert (viewer.viewer.finished, viewer.viewer.connections, viewer.viewer.refused) == (True, 1, 0), (
                viewer.kind, viewer.served_by)
            assert [(seq, kind) for seq, kind, _ in viewer.events] == [(seq, kind) for seq, kind, _ in stored_events]
        assert CourtSession.objects.get(pk=session.pk).status == "completed"
        print(f"\nfour processes behind HAProxy: viewers per process "
              f"{dict(sorted(Counter(viewer.served_by for viewer in viewers).items()))}, votes per process "
              f"{dict(sorted(by_process.items()))}, {len(stored_events)} events to each of {len(viewers)} viewers, "
              f"{sum(stored.values())} voters stored once; seconds: start {up - started:.1f}, viewers "
              f"{voting - up:.1f}, 400 votes {voted - voting:.1f}, last tally {closing - voted:.1f}, rest of the "
              f"session {time.monotonic() - closing:.1f}; load average {os.getloadavg()[0]:.1f}", flush=True)
