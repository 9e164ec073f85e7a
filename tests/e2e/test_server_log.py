"""The README's production server keeps its log for what matters: no line per websocket join
(a show's opening rush wrote one per viewer at INFO), its start-up line and warnings still there."""

import os
import signal
import subprocess

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from courtroom.services import session_create
from tests.e2e.conftest import ROOT, free_port
from tests.e2e.test_production_server import _wait_for_port
from tests.support.production import readme_server_command

pytestmark = pytest.mark.django_db(transaction=True)


def database_env(settings) -> dict:
    """The server's environment for this test's database (SQLite file or PostgreSQL)."""
    db = settings.DATABASES["default"]
    if db["ENGINE"].endswith("sqlite3"):
        return {"SQLITE_PATH": str(db["NAME"])}
    return {"DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"}


def test_the_readme_server_logs_no_line_per_websocket_join(settings):
    # given the README's uvicorn command at the default log level, on this test's database
    session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
    port = free_port()
    env = {**{k: v for k, v in os.environ.items() if k != "LOG_LEVEL"}, **database_env(settings), "DEBUG": "false"}
    process = subprocess.Popen(readme_server_command(port), cwd=ROOT, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    try:
        _wait_for_port(port, process)
        # when viewers join a show's websocket stream (and one asks for a stream that does not exist)
        for _ in range(3):
            with connect(f"ws://127.0.0.1:{port}/ws/streams/court.{session.pk}/", origin=f"http://127.0.0.1:{port}",
                         open_timeout=20) as ws:
                ws.recv(timeout=20)
        with pytest.raises(InvalidStatus), connect(f"ws://127.0.0.1:{port}/ws/nowhere/", open_timeout=20):
            pass
    finally:
        process.send_signal(signal.SIGINT)
        log = process.communicate(timeout=30)[0]
    # then the log has uvicorn's start-up line and not one line per join
    assert "Uvicorn running on" in log, log
    assert "WebSocket" not in log, log
