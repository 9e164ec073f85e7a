"""Benchmark: logins on the embedded default (SQLite, `manage.py serve`) while a 1,000-item batch runs.

    python -m pytest tests/bench/bench_login_during_batch.py -s

Issue 31 found a labelled batch locking the whole embedded database: its agreement report was computed
inside the batch's transaction, and logins (and every write) failed with "database is locked" (a 500)
for 88 s at load 14. This starts `manage.py serve` as a newcomer would (no DATABASE_URL, no REDIS_URL:
SQLite and the in-process worker), the offline mock at LLM_MOCK_LATENCY_MS (200) a call, and:

1. times BENCH_LOGIN_IDLE (20) logins with nothing else running;
2. starts a batch of BENCH_LOGIN_ITEMS (1,000) labelled items as the demo user through the API;
3. while it runs, logs the staff user in again and again (a fresh session each time: GET the form,
   POST it; the POST is the write that failed), BENCH_LOGIN_PAUSE_S (0.5) apart, until the batch ends or
   BENCH_LOGIN_SECONDS (3,000) pass, after which the batch is cancelled and the bench fails: the figure
   is taken over the whole batch, never part of it (600 s covered 463 of 1,000 items at load 11-15).

It prints login p50/p99 (ms) idle and during the batch, the answers that were not a redirect, the
batch's items per second and the load average before and after. Asserts only what must hold at any
speed: every login during the batch succeeded (no 500, no "database is locked"), and the whole batch was judged.
A login hashes the password (PBKDF2): most of its time is that CPU, on any machine.
"""

from __future__ import annotations

import logging
import os
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

logging.getLogger("httpx").setLevel(logging.WARNING)

ROOT = Path(__file__).resolve().parents[2]
ITEMS = int(os.environ.get("BENCH_LOGIN_ITEMS", "1000"))
IDLE = int(os.environ.get("BENCH_LOGIN_IDLE", "20"))
LIMIT_S = float(os.environ.get("BENCH_LOGIN_SECONDS", "3000"))
PAUSE_S = float(os.environ.get("BENCH_LOGIN_PAUSE_S", "0.5"))  # between logins: people, not a loop
STAFF = ("staff", "staff-demo-pass")
DEMO = ("demo", "demo-pass-2026")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def login(base: str, who: tuple[str, str]) -> tuple[httpx.Client, float, int]:
    """A fresh session logged in as `who`: (the client, the POST's seconds, its status)."""
    client = httpx.Client(base_url=base, timeout=120)
    client.get("/accounts/login/")
    token = client.cookies["csrftoken"]
    started = time.perf_counter()
    response = client.post("/accounts/login/", data={"username": who[0], "password": who[1],
                                                     "csrfmiddlewaretoken": token})
    return client, time.perf_counter() - started, response.status_code


def percentiles(seconds: list[float]) -> str:
    if not seconds:
        return "no logins"
    ordered = sorted(seconds)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (f"p50 {statistics.median(ordered) * 1000:,.0f} ms, p99 {p99 * 1000:,.0f} ms, "
            f"max {ordered[-1] * 1000:,.0f} ms")


@pytest.mark.timeout(int(LIMIT_S) + 600)
def test_logins_while_a_batch_runs_on_the_embedded_default(tmp_path):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "DJANGO_SETTINGS_MODULE")}
    env.update(SQLITE_PATH=str(tmp_path / "db.sqlite3"), DEBUG="false", LLM_PROVIDER="mock",
               LLM_MOCK_LATENCY_MS=os.environ.get("LLM_MOCK_LATENCY_MS", "200"), PYTHONPATH=str(ROOT))
    with open(tmp_path / "server.log", "w") as log:
        process = subprocess.Popen([sys.executable, "manage.py", "serve", "--port", str(port)], cwd=ROOT, env=env,
                                   stdout=log, stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + 180
            while True:
                try:
                    if httpx.get(f"{base}/api/health", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                assert process.poll() is None and time.monotonic() < deadline, (tmp_path / "server.log").read_text()
                time.sleep(0.5)
            load_before = os.getloadavg()

            # 1. idle
            idle = []
            for _ in range(IDLE):
                client, seconds, status = login(base, STAFF)
                client.close()
                assert status == 302
                idle.append(seconds)

            # 2. the batch, as the demo user through the API
            owner, _, status = login(base, DEMO)
            assert status == 302
            items = [{"content": f"Answer {k}: open Settings, then Account, then Reset password.", "question": "How?",
                      "label": "APPROVE" if k % 3 else "REJECT"} for k in range(ITEMS)]
            started = time.perf_counter()
            response = owner.post("/api/batches", json={
                "mode": "jury", "items": items, "concurrency": 16, "budgetUsd": "5",
                "jurorModels": ["openai/gpt-4o-mini", "anthropic/claude-3-haiku", "google/gemini-2.0-flash-001"],
                "foremanModel": "mistralai/mistral-small-3.1-24b-instruct"},
                headers={"X-CSRFToken": owner.cookies["csrftoken"]})
            assert response.status_code == 202, response.text
            batch = response.json()["batchId"]

            # 3. logins while it runs
            during, refused, done = [], [], threading.Event()
            progress = {}

            def watch():
                while not done.is_set():
                    row = owner.get(f"/api/batches/{batch}").json()
                    progress.update(row)
                    if row.get("status") not in ("queued", "running"):
                        done.set()
                        return
                    time.sleep(2)

            watcher = threading.Thread(target=watch, daemon=True)
            watcher.start()
            shown = 0.0
            while not done.is_set() and time.perf_counter() - started < LIMIT_S:
                if time.perf_counter() - shown > 120:  # progress, so a long run shows its pace as it goes
                    shown = time.perf_counter()
                    print(f"  {shown - started:5.0f} s: {progress.get('done', 0)} done, load {os.getloadavg()[0]:.1f}",
                          flush=True)
                client, seconds, status = login(base, STAFF)
                client.close()
                during.append(seconds)
                if status != 302:
                    refused.append(status)
                time.sleep(PAUSE_S)
            wall = time.perf_counter() - started
            if not done.is_set():
                owner.post(f"/api/batches/{batch}/cancel", headers={"X-CSRFToken": owner.cookies["csrftoken"]})
                done.set()
            watcher.join(timeout=10)
            row = owner.get(f"/api/batches/{batch}").json()
            load_after = os.getloadavg()
            judged = row.get("done", 0) + row.get("failed", 0)
            print(f"\nlogins, embedded default (SQLite), mock {env['LLM_MOCK_LATENCY_MS']} ms a call")
            print(f"  load average before {load_before[0]:.1f} / {load_before[1]:.1f} / {load_before[2]:.1f}, "
                  f"after {load_after[0]:.1f} / {load_after[1]:.1f} / {load_after[2]:.1f}")
            print(f"  idle ({len(idle)}): {percentiles(idle)}")
            print(f"  during the batch ({len(during)} in {wall:.0f} s): {percentiles(during)}; "
                  f"not a redirect: {len(refused)} {sorted(set(refused))}")
            print(f"  batch: {row.get('status')}, {row.get('done', 0)} done, {row.get('failed', 0)} failed: "
                  f"{judged} of {ITEMS} items judged in {wall:.0f} s ({judged / wall:.1f} items/s), "
                  f"report stored: {bool(row.get('report'))}")
            assert refused == []
            assert during and row.get("status") == "complete" and judged == ITEMS, (
                f"the batch did not finish in BENCH_LOGIN_SECONDS ({LIMIT_S:.0f}): raise it")
        finally:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
