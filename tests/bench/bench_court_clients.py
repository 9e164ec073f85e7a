"""Minimal asyncio clients for the courtroom benchmarks: websocket viewers, SSE viewers,
keep-alive HTTP voters, and the server processes they talk to.

Hand-written on asyncio protocols (no client library is a dependency) and kept
cheap, because on a two-core machine the clients share the CPU with the servers.
"""

from __future__ import annotations

import asyncio
import base64
import os
import signal
import socket
import struct
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.support.production import on_port, readme_build, readme_celery, readme_web_commands, uvicorn_flags

ROOT = Path(__file__).resolve().parents[2]
# The README's production server flags, read from the README (tests/support/production.py).
UVICORN_FLAGS = uvicorn_flags()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Servers:
    """`count` server processes (one per core) on the given database and Redis, serving `app`.

    The server is the production shape's: the README's `uvicorn` lines exactly as written (read from the
    README of the tree served, tests/support/production.py; only the port and, for the trivial app, the app
    differ), with the README's environment (DEBUG=false, no LOG_LEVEL: its default). `server` or
    COURT_BENCH_SERVER says otherwise: `daphne` to compare servers with the same client, or
    `uvicorn:websockets-sansio` for the README's line with another websocket implementation.
    """

    def __init__(self, count: int, env: dict, app: str = "juryrigged.asgi:application", root: Path = ROOT,
                 server: str | None = None):
        self.app = app
        self.server, _, self.ws = (server or os.environ.get("COURT_BENCH_SERVER", "uvicorn")).partition(":")
        self.ports = [free_port() for _ in range(count)]
        self.env = {**{k: v for k, v in os.environ.items() if k != "LOG_LEVEL"}, **env, "DEBUG": "false"}
        self.root = Path(root)  # another checkout (e.g. the code before a change) to compare in one run
        self.processes: list[subprocess.Popen] = []

    def command(self, port: int) -> list[str]:
        if self.server == "daphne":
            return [sys.executable, "-m", "daphne", "-e", f"tcp:port={port}:interface=127.0.0.1:backlog=4096",
                    "--ping-interval", "600", "--websocket_connect_timeout", "60", self.app]
        if self.server != "uvicorn":
            raise ValueError(f"COURT_BENCH_SERVER is uvicorn[:ws] or daphne, not {self.server!r}")
        lines = readme_web_commands(self.root)
        args = on_port(lines[self.ports.index(port) % len(lines)], port)
        args[args.index("juryrigged.asgi:application")] = self.app
        return args + (["--ws", self.ws] if self.ws else [])  # given after the README's flags, so it wins

    def __enter__(self):
        # A with-statement does not call __exit__ when __enter__ raises: a server that starts too slowly
        # (a busy machine) or dies would be left running, holding its port and a core, after the bench.
        try:
            readme_build(self.root)  # the README's steps before its processes start (its bytecode)
            for port in self.ports:
                self.processes.append(subprocess.Popen(self.command(port), cwd=self.root, env=self.env,
                                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            for port, process in zip(self.ports, self.processes, strict=True):
                wait_for_port(port, process=process)
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def rss_kb(self) -> list[int]:
        return [rss_kb(p.pid) for p in self.processes]

    def cpu_seconds(self) -> float:
        """CPU time (user + system) the server processes have used so far: a figure the machine's load does not skew."""
        return sum(cpu_seconds(p.pid) for p in self.processes)

    def __exit__(self, *exc):
        stop_processes(self.processes, signal.SIGINT)


class Celery:
    """The README's worker (prefork, its concurrency and log level) and its one beat, exactly as written, on
    the given database and Redis, run from `root`; the beat keeps its schedule in a temporary file rather than
    in the tree."""

    def __init__(self, env: dict, root: Path = ROOT):
        self.env = {**{k: v for k, v in os.environ.items() if k != "LOG_LEVEL"}, **env, "DEBUG": "false"}
        self.root = Path(root)
        self.schedule = tempfile.mkdtemp(prefix="bench-beat-")
        self.processes: list[subprocess.Popen] = []

    def commands(self) -> list[list[str]]:
        worker, beat = readme_celery("worker", self.root), readme_celery("beat", self.root)
        return [[sys.executable, "-m", *worker], [sys.executable, "-m", *beat, "--schedule",
                                                  f"{self.schedule}/celerybeat-schedule"]]

    def __enter__(self):
        readme_build(self.root)
        for args in self.commands():
            self.processes.append(subprocess.Popen(args, cwd=self.root, env=self.env, stdout=subprocess.DEVNULL,
                                                   stderr=subprocess.DEVNULL))
        return self

    def cpu_seconds(self) -> float:
        """CPU the worker (its prefork children too) and the beat have used so far."""
        return sum(cpu_seconds(pid) for process in self.processes for pid in (process.pid, *children(process.pid)))

    def __exit__(self, *exc):
        stop_processes(self.processes, grace_s=15)
        shutil.rmtree(self.schedule, ignore_errors=True)


def children(pid: int) -> list[int]:
    try:
        return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def stop_processes(processes: list[subprocess.Popen], sig: int = signal.SIGTERM, grace_s: float = 10) -> None:
    """Signal every process still running, give them `grace_s` together, then kill and reap the rest."""
    for process in processes:
        if process.poll() is None:
            process.send_signal(sig)
    deadline = time.monotonic() + grace_s
    for process in processes:
        try:
            process.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def wait_for_port(port: int, timeout: float = 60, process: subprocess.Popen | None = None) -> None:
    """Returns once `port` accepts connections; RuntimeError after `timeout` or when `process` has exited."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"the server for port {port} exited ({process.returncode}) before it listened")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"server on port {port} did not start")


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of one process (from /proc; 0 where there is none)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def database_cpu_seconds(database: str) -> float:
    """CPU seconds used so far by the PostgreSQL backends connected to `database` (their process titles name it)."""
    total = 0.0
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                title = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if title.startswith(b"postgres: ") and f" {database} ".encode() in title:
                total += cpu_seconds(int(entry.name))
    return total


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class WebsocketViewer(asyncio.Protocol):
    """Follows one stream; calls on_text(viewer, payload_bytes) for each text frame."""

    def __init__(self, host: str, path: str, on_text):
        self.host, self.path, self.on_text = host, path, on_text
        self.buffer = b""
        self.upgraded = asyncio.get_running_loop().create_future()
        self.transport = None

    def connection_made(self, transport):
        self.transport = transport
        key = base64.b64encode(os.urandom(16)).decode()
        transport.write((f"GET {self.path} HTTP/1.1\r\nHost: {self.host}\r\nUpgrade: websocket\r\n"
                         f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                         f"Origin: http://{self.host}\r\n\r\n").encode())

    def data_received(self, data):
        self.buffer += data
        if not self.upgraded.done():
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head, self.buffer = self.buffer[:end], self.buffer[end + 4:]
            if b" 101 " not in head.split(b"\r\n", 1)[0]:
                self.upgraded.set_exception(RuntimeError(head[:80].decode(errors="replace")))
                return
            self.upgraded.set_result(True)
        self._frames()

    def _frames(self):
        buf = self.buffer
        while len(buf) >= 2:
            opcode, length, offset = buf[0] & 0x0F, buf[1] & 0x7F, 2
            if length == 126:
                if len(buf) < 4:
                    break
                length, offset = struct.unpack(">H", buf[2:4])[0], 4
            elif length == 127:
                if len(buf) < 10:
                    break
                length, offset = struct.unpack(">Q", buf[2:10])[0], 10
            if len(buf) < offset + length:
                break
            payload, buf = buf[offset:offset + length], buf[offset + length:]
            if opcode == 1:
                self.on_text(self, payload)
            elif opcode == 9:
                self._send(0xA, payload)
        self.buffer = buf

    def _send(self, opcode: int, payload: bytes):
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.transport.write(bytes([0x80 | opcode, 0x80 | len(payload)]) + mask + masked)

    def connection_lost(self, exc):
        if not self.upgraded.done():
            self.upgraded.set_exception(ConnectionError("closed before upgrade"))


class SseViewer(asyncio.Protocol):
    """Reads an SSE response; calls on_text(viewer, chunk_bytes) for each chunk received."""

    def __init__(self, host: str, path: str, on_text):
        self.host, self.path, self.on_text = host, path, on_text
        self.upgraded = asyncio.get_running_loop().create_future()
        self.seen_snapshot = False

    def connection_made(self, transport):
        self.transport = transport
        transport.write(f"GET {self.path} HTTP/1.1\r\nHost: {self.host}\r\nAccept: text/event-stream\r\n\r\n".encode())

    def data_received(self, data):
        # Ours names the event; the Node reference sends `data: {"type":"snapshot",...}`.
        if not self.upgraded.done() and (b"event: snapshot" in data or b'{"type":"snapshot"' in data):
            self.upgraded.set_result(True)
        self.on_text(self, data)

    def connection_lost(self, exc):
        if not self.upgraded.done():
            self.upgraded.set_exception(ConnectionError("closed before the snapshot"))


async def connect_many(kind, port: int, path: str, count: int, on_text, batch: int = 100,
                       window: int | None = None) -> list:
    """`count` viewers, `batch` at a time (each batch waits for its slowest), or with `window` a rush:
    as many as `window` joining at any moment, a new one as soon as one is in."""
    loop = asyncio.get_running_loop()

    async def one():
        for attempt in range(6):  # a busy server may drop a handshake; a real client reconnects too
            try:
                _, viewer = await loop.create_connection(lambda: kind(f"127.0.0.1:{port}", path, on_text),
                                                         "127.0.0.1", port)
                await asyncio.wait_for(viewer.upgraded, 60)
                return viewer
            except (TimeoutError, ConnectionError, OSError):
                if attempt == 5:
                    raise
                await asyncio.sleep(0.5 * 2 ** attempt)

    if window:
        gate = asyncio.Semaphore(window)

        async def gated():
            async with gate:
                return await one()

        return list(await asyncio.gather(*(gated() for _ in range(count))))
    viewers = []
    for start in range(0, count, batch):
        viewers += await asyncio.gather(*(one() for _ in range(min(batch, count - start))))
    return viewers


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered) + 0.5)) - 1))
    return ordered[index]


def trivial_app_cpu_ms(seconds: float = 3.0, connections: int = 16, rate: float = 0) -> float:
    """CPU milliseconds per request of a trivial ASGI app (tests/bench/trivial_asgi.py) under the README's
    server, one process per core, `connections` keep-alive clients asking as fast as answered: what this
    machine charges for a request before any code of ours runs. Printed beside a benchmark's figures so that
    figures from different machines, or loads, can be compared. With `rate`, the clients together offer that
    many requests a second (each its share, paced) instead: a request costs more at a modest rate than flat
    out (fewer requests share each wake-up of the event loop), so a figure measured at a rate is compared
    with the trivial app at the same rate."""
    body = b"{}"
    with Servers(os.cpu_count() or 1, {}, app="tests.bench.trivial_asgi:application") as servers:

        async def client(port: int, stop: float, counts: list[int]):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            began, sent = time.monotonic(), 0
            while time.monotonic() < stop:
                if rate:  # this client's share of the rate, on time (late ones go at once)
                    sent += 1
                    await asyncio.sleep(max(0.0, began + sent * connections / rate - time.monotonic()))
                writer.write(f"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: {len(body)}\r\n\r\n".encode()
                             + body)
                head = await reader.readuntil(b"\r\n\r\n")
                length = int(head.lower().split(b"content-length:")[1].split(b"\r\n")[0])
                await reader.readexactly(length)
                counts[0] += 1
            writer.close()

        async def run(seconds: float) -> int:
            counts, stop = [0], time.monotonic() + seconds
            await asyncio.gather(*(client(servers.ports[i % len(servers.ports)], stop, counts)
                                   for i in range(connections)))
            return counts[0]

        asyncio.run(run(1.0))  # warm-up
        before = servers.cpu_seconds()
        answered = asyncio.run(run(seconds))
        return (servers.cpu_seconds() - before) * 1000 / max(answered, 1)


def machine(trivial_ms: float | None = None) -> str:
    """What to print beside a figure: the load average, and the trivial app's CPU per request when measured."""
    trivial = f", trivial app {trivial_ms:.3f} ms CPU/request" if trivial_ms is not None else ""
    return f"load average {load_average()}{trivial}"


def load_average() -> str:
    """The 1/5/15-minute load averages, printed beside every figure (the machine is shared)."""
    return " ".join(f"{value:.2f}" for value in os.getloadavg())
