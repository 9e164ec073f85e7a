"""The fault drill's own servers and clients: a Redis and a PostgreSQL it may stop and start (never the
shared ones), the README's web process, worker and beat kept running as the deploy files' supervisors do,
and SSE and websocket viewers and voters that behave as real clients (viewers resume where they were cut:
Last-Event-ID, ?after).

Used by tests/core/test_fault_drill.py.
"""

from __future__ import annotations

import contextlib
import glob
import http.client
import json
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import websockets
from websockets.sync.client import connect

from tests.bench.bench_court_clients import free_port, stop_processes, wait_for_port
from tests.support.production import readme_celery, readme_server_command

ROOT = Path(__file__).resolve().parents[2]


def missing_tools() -> list[str]:
    """What this machine lacks to run the drill (redis-server, PostgreSQL's initdb and pg_ctl)."""
    missing = [] if shutil.which("redis-server") else ["redis-server"]
    if postgres_bin() is None:
        missing.append("PostgreSQL server binaries (initdb, pg_ctl)")
    return missing


def postgres_bin() -> Path | None:
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(found).parent
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(candidate, "pg_ctl").exists() and Path(candidate, "initdb").exists():
            return Path(candidate)
    return None


class _Restartable:
    """A drill service that can be taken down for a while (`stop` is Redis's SIGTERM, PostgreSQL's fast
    shutdown: every connection ended, open transactions rolled back)."""

    def restart(self, down_s: float) -> float:
        """Stop, stay down `down_s`, start; the seconds it did not answer."""
        began = time.monotonic()
        self.stop()
        time.sleep(down_s)
        self.start()
        return time.monotonic() - began


class DrillRedis(_Restartable):
    """A redis-server of our own on a free port (append-only, as deploy/compose.yaml runs it)."""

    def __init__(self):
        self.port = free_port()
        self.dir = tempfile.mkdtemp(prefix="drill-redis-")
        self.process: subprocess.Popen | None = None
        self.url = f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--dir", self.dir, "--save", "",
             "--appendonly", "yes", "--appendfsync", "everysec", "--protected-mode", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for_port(self.port, timeout=20, process=self.process)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()  # SIGTERM: Redis flushes its append-only file and exits
            self.process.wait(timeout=20)

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


class DrillPostgres(_Restartable):
    """A PostgreSQL cluster of our own (initdb into a temporary directory, as the postgres OS user when
    run as root, since PostgreSQL refuses to run as root) on a free port."""

    def __init__(self):
        self.bin = postgres_bin()
        self.port = free_port()
        self.dir = tempfile.mkdtemp(prefix="drill-pg-")
        self.data = os.path.join(self.dir, "data")
        self.user: str | None = None
        if os.geteuid() == 0:
            self.user = "postgres"
            entry = pwd.getpwnam(self.user)
            os.chown(self.dir, entry.pw_uid, entry.pw_gid)
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str, timeout: float = 60) -> None:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.user:
            command = ["runuser", "-u", self.user, "--", *command]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout,
                       cwd=self.dir)

    def init(self) -> None:
        self._run("initdb", "-D", self.data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8")

    def start(self) -> None:
        options = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        self._run("pg_ctl", "-D", self.data, "-o", options, "-l", os.path.join(self.dir, "log"), "-w", "-t", "60",
                  "start")

    def stop(self, mode: str = "fast") -> None:
        if os.path.exists(os.path.join(self.data, "postmaster.pid")):
            self._run("pg_ctl", "-D", self.data, "-m", mode, "-w", "-t", "60", "stop")

    def close(self) -> None:
        try:
            self.stop("immediate")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)


class Supervised:
    """A process kept running as `Restart=always` / `restart: unless-stopped` keep it (deploy/): started again
    `restart_s` after it exits. Its output goes to a log file, read for what it said before it died."""

    def __init__(self, name: str, args: list[str], env: dict, log_dir: str, restart_s: float = 1.0):
        self.name, self.args, self.env, self.restart_s = name, args, env, restart_s
        self.log_path = os.path.join(log_dir, f"{name}.log")
        self.process: subprocess.Popen | None = None
        self.restarts = 0
        self.exits: list[int] = []
        self._stopping = threading.Event()
        self._watch = threading.Thread(target=self._keep, name=f"supervise-{name}", daemon=True)

    def _spawn(self) -> None:
        with open(self.log_path, "ab") as log:
            self.process = subprocess.Popen(self.args, cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT)

    def start(self) -> Supervised:
        self._spawn()
        self._watch.start()
        return self

    def _keep(self) -> None:
        while not self._stopping.is_set():
            code = self.process.poll()
            if code is not None and not self._stopping.is_set():
                self.exits.append(code)
                time.sleep(self.restart_s)
                if self._stopping.is_set():
                    return
                self.restarts += 1
                self._spawn()
            time.sleep(0.2)

    def log(self) -> str:
        try:
            return Path(self.log_path).read_text(errors="replace")
        except OSError:
            return ""

    def stop(self, grace_s: float = 10) -> None:
        self._stopping.set()
        self._watch.join(timeout=5)
        if self.process is not None:
            stop_processes([self.process], grace_s=grace_s)


def web_command(port: int) -> list[str]:
    return readme_server_command(port)


def celery_commands(schedule_dir: str) -> tuple[list[str], list[str]]:
    worker, beat = readme_celery("worker"), readme_celery("beat")
    return ([sys.executable, "-m", *worker],
            [sys.executable, "-m", *beat, "--schedule", os.path.join(schedule_dir, "celerybeat-schedule")])


class _Viewer(threading.Thread):
    """A viewer that follows a court session's stream from the start until it ends, resuming after any cut
    from the last seq it saw; the subclass says how to follow once (`_follow`) and what errors mean a cut."""

    cut_errors: tuple[type[BaseException], ...] = (OSError,)

    def __init__(self, port: int, session_id: int, deadline: float, on_event=None):
        super().__init__(daemon=True)
        self.port, self.session_id, self.deadline, self.on_event = port, session_id, deadline, on_event
        self.seqs: list[int] = []
        self.types: dict[int, str] = {}
        self.connections = 0
        self.served_by: list[str] = []  # each connection's X-Served-By (behind the balancer: which process)
        self.refused = 0  # connections refused (the server could not follow the stream yet)
        self.finished = False
        self.stop_now = threading.Event()

    @property
    def last(self) -> int:
        return max(self.seqs, default=0)

    def run(self) -> None:
        while not self.finished and not self.stop_now.is_set() and time.monotonic() < self.deadline:
            with contextlib.suppress(*self.cut_errors):
                self._follow()
            if not self.finished:
                time.sleep(0.5)

    def _seen(self, seq: int, kind: str, data: str) -> None:
        """Note one stored event (once per seq), tell `on_event`, and finish on the session's last event."""
        if seq not in self.types:
            self.seqs.append(seq)
            self.types[seq] = kind
        if self.on_event is not None:
            self.on_event(seq, kind, data)
        if kind in ("session_completed", "session_failed"):
            self.finished = True


class SseViewer(_Viewer):
    """Follows /api/court/sessions/<id>/stream from the start (after=0) until `session_completed` or
    `session_failed`; on any cut it reconnects with Last-Event-ID, as a browser's EventSource does."""

    cut_errors = (OSError, http.client.HTTPException)
    conn: http.client.HTTPConnection | None = None

    def _follow(self) -> None:
        conn = self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=15)
        try:
            conn.request("GET", f"/api/court/sessions/{self.session_id}/stream",
                         headers={"Accept": "text/event-stream", "Last-Event-ID": str(self.last)})
            response = conn.getresponse()
            if response.status != 200:
                self.refused += 1
                response.read()
                return
            self.connections += 1
            self.served_by.append(response.getheader("X-Served-By", ""))
            seq, kind, data = None, None, ""
            while not self.stop_now.is_set():
                line = response.readline()
                if not line:
                    return  # the server ended the response (or the connection): resume
                line = line.decode().rstrip("\n")
                if line.startswith("id: "):
                    seq = int(line[4:])
                elif line.startswith("event: "):
                    kind = line[7:]
                elif line.startswith("data: "):
                    data = line[6:]
                elif line == "":
                    if seq is not None and kind not in (None, "snapshot"):
                        self._seen(seq, kind, data)
                        if self.finished:
                            return
                    seq, kind, data = None, None, ""
        finally:
            conn.close()

    def cut(self) -> None:
        """Drop the connection, as a phone changing networks does; the viewer reconnects with Last-Event-ID."""
        conn = self.conn
        if conn is not None and conn.sock is not None:
            with contextlib.suppress(OSError):
                conn.sock.shutdown(socket.SHUT_RDWR)


class WebsocketViewer(_Viewer):
    """Follows ws/streams/court.<id>/ from the start (after=0) until `session_completed` or `session_failed`;
    on any cut it reconnects with ?after=<the last seq it saw>, as the show page's socket does."""

    cut_errors = (OSError, websockets.exceptions.WebSocketException, TimeoutError)
    socket = None

    def _follow(self) -> None:
        url = f"ws://127.0.0.1:{self.port}/ws/streams/court.{self.session_id}/?after={self.last}"
        try:
            # the Origin a browser on the page sends (the server refuses a websocket from any other, or none)
            self.socket = connect(url, open_timeout=15, close_timeout=2, origin=f"http://127.0.0.1:{self.port}")
        except websockets.exceptions.InvalidStatus:
            self.refused += 1
            return
        self.connections += 1
        self.served_by.append(self.socket.response.headers.get("X-Served-By", ""))
        with self.socket:
            while not self.stop_now.is_set():
                try:
                    text = self.socket.recv(timeout=15)
                except TimeoutError:
                    self.socket.send("ping")  # a quiet stretch: the server answers pong, or the cut shows
                    continue
                message = json.loads(text)
                seq, kind = message.get("seq"), message.get("type")
                if seq is None:
                    continue  # pong, presence
                self._seen(seq, kind, text)
                if self.finished:
                    return

    def cut(self) -> None:
        """Drop the connection under the viewer, as a phone changing networks does; it reconnects with ?after."""
        sock = self.socket
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.socket.shutdown(socket.SHUT_RDWR)


def post_vote(port: int, session_id: int, choice: str) -> int:
    """One new voter's verdict vote (no cookie: a new voter); the HTTP status, or 0 if no answer came."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=15)
    try:
        body = json.dumps({"type": "verdict", "choice": choice})
        conn.request("POST", f"/api/court/sessions/{session_id}/vote", body=body,
                     headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        response.read()
        return response.status
    except (OSError, http.client.HTTPException):
        return 0
    finally:
        conn.close()
