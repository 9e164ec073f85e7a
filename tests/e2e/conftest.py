"""The live app for browser tests: the real `manage.py serve` (the README's run command)
on a free port with its own SQLite file, and Chromium driven by Playwright."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# Fast, deterministic settings for the served app; products add theirs here.
SERVER_ENV = {
    "LLM_PROVIDER": "mock",
    "LLM_MOCK_LATENCY_MS": "30",
    "COURT_PACE_MS_PER_CHAR": "0",
    "VERDICT_VOTE_WINDOW_MS": "8000",
    "SENTENCE_VOTE_WINDOW_MS": "8000",
    "SWEEP_INTERVAL_S": "2",
    "GAME_DELIBERATION_PAUSE_S": "0.3",
    # One seed for every game, so a browser test's case replays identically (a random seed
    # can lose jurors to illness or tampering and end the tutorial in a mistrial).
    "GAME_SEED": "7",
    # Browser tests of both evaluation modes share the demo user: lift its per-user limits.
    "EVAL_LIMIT_PER_MINUTE": "1000",
    "EVAL_LIMIT_PER_HOUR": "1000",
    "EVAL_LIMIT_PER_DAY": "1000",
    "EVAL_LIMIT_RUNNING": "100",
    # The courtroom's browser tests open more sessions than one user's creation quota allows in a
    # window (5 per 10 minutes); the quota itself is tested in tests/courtroom.
    "COURT_CREATE_MAX_PER_WINDOW": "1000",
    # Browser tests sign up from one address; the throttle itself is tested in tests/core.
    "SIGNUP_RATE": "1000/m",
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="session")
def app_url(tmp_path_factory):
    """Base URL of a running embedded app (SQLite, in-memory layer, in-process worker)."""
    port = free_port()
    workdir = tmp_path_factory.mktemp("app")
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "DJANGO_SETTINGS_MODULE")}
    env.update(SERVER_ENV, SQLITE_PATH=str(workdir / "db.sqlite3"), DEBUG="false")
    with open(workdir / "server.log", "w") as log:
        process = subprocess.Popen([sys.executable, "manage.py", "serve", "--port", str(port)], cwd=ROOT, env=env,
                                   stdout=log, stderr=subprocess.STDOUT)
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(f"{url}/api/health", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                pytest.fail(f"the app did not start:\n{(workdir / 'server.log').read_text()[-4000:]}")
            time.sleep(0.3)
        yield url
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        # Skipped on a machine without it; in CI a skip fails the run (tests/support/ci_guard.py).
        pytest.skip("Chromium is missing: apt-get install -y chromium")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser, app_url):
    context = browser.new_context(base_url=app_url, viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(20000)
    yield page
    context.close()


@pytest.fixture
def phone_page(browser, app_url):
    context = browser.new_context(base_url=app_url, viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    page.set_default_timeout(20000)
    yield page
    context.close()


def screenshot(page, name: str) -> Path:
    """Save a full-page screenshot under test-artifacts/ (look at it before calling a page done)."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def login(page, username: str = "demo", password: str = "demo-pass-2026") -> None:
    page.goto("/accounts/login/")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url(lambda url: "/accounts/login" not in url)
