"""The README's run command: serves HTTP and websockets, loads demo data once, stops on Ctrl-C."""

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.e2e.conftest import ROOT, free_port


def _wait_healthy(url, process, deadline=90):
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        if process.poll() is not None:
            return False
        try:
            with urllib.request.urlopen(f"{url}/api/health", timeout=2) as response:
                return response.status == 200
        except OSError:
            time.sleep(0.3)
    return False


def _serve(tmp_path, port):
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "DJANGO_SETTINGS_MODULE")}
    env.update(SQLITE_PATH=str(tmp_path / "db.sqlite3"), LLM_MOCK_LATENCY_MS="0")
    return subprocess.Popen([sys.executable, "manage.py", "serve", "--port", str(port)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def test_serve_runs_twice_on_one_database_and_stops_on_ctrl_c(tmp_path):
    for _ in range(2):
        port = free_port()
        process = _serve(tmp_path, port)
        url = f"http://127.0.0.1:{port}"
        try:
            assert _wait_healthy(url, process), "the server did not become healthy"
            with urllib.request.urlopen(f"{url}/api/health") as response:
                assert json.load(response)["llmProvider"] == "mock"
        finally:
            process.send_signal(signal.SIGINT)
            output, _ = process.communicate(timeout=20)
        assert process.returncode == 0, output
        assert f"JuryRigged is running at {url}/" in output
        assert "demo / demo-pass-2026" in output
    # the second run found the demo users and created nothing twice
    import sqlite3

    with sqlite3.connect(tmp_path / "db.sqlite3") as db:
        assert db.execute("select count(*) from auth_user where username in ('demo', 'staff')").fetchone()[0] == 2


def test_serve_runs_beat_inside_its_own_process(tmp_path):
    # The sweepers resume sessions stalled by a restart. On the in-memory broker only a beat in
    # this very process reaches the worker: a forked beat (celery's `beat=True`) sends into its own
    # copy of the broker, and a session stopped mid-turn by Ctrl-C stayed "running" for ever.
    port = free_port()
    process = _serve(tmp_path, port)
    try:
        assert _wait_healthy(f"http://127.0.0.1:{port}", process), "the server did not become healthy"
        time.sleep(1)
        children = [pid for task in Path(f"/proc/{process.pid}/task").iterdir()
                    for pid in (task / "children").read_text().split()]
        assert children == [], f"serve forked {len(children)} process(es); beat must be a thread"
    finally:
        process.send_signal(signal.SIGINT)
        output, _ = process.communicate(timeout=20)
    assert process.returncode == 0, output


@pytest.mark.parametrize("path", ["/", "/accounts/login/", "/api/schema/", "/api/docs/"])
def test_the_main_pages_answer(app_url, path):
    with urllib.request.urlopen(app_url + path, timeout=10) as response:
        assert response.status == 200
