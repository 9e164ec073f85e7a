"""Benchmark: one web process started as the README writes it: time to its first answer, and its idle memory.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379/1 \
    python -m pytest tests/bench/bench_web_process.py -s

The README's first `uvicorn` line (read from the README of the tree served, after the README's steps that
prepare the code: its bytecode, `tests/support/production.readme_build`), DEBUG=false, on this
database and Redis, twice: with a model configured as the README's environment has it (LLM_API_KEY
set; nothing asks the model here) and with none (the offline mock, which also loads the language
detector of the offline moderation layers). Timed from the process's start until `GET /api/health` is
answered; then, the process left idle for IDLE_S seconds, its resident memory (VmRSS).
Also its CPU seconds at the first answer, which the machine's load does not inflate as it does the wall
time. COURT_BENCH_TREES="before=/path/to/checkout,after=." compares checkouts, COURT_BENCH_ROUNDS times
interleaved (3 by default). Printed beside the figures: the load average and the trivial app's CPU per
request (bench_court_clients).
The goal (issue 28): under 3 s to the first answer and at most 120 MB idle.

`test_memory_after_playing` (`-k playing`): what a web process holds once it has served, without a model, a
player's opening statement in a game (the offline assessor reads it in the request) and a running tournament's
API and page (its ratings so far). The game and the tournament are made once on a SQLite file, by the setup of
tests/core/test_web_process_stays_light.py (its tournament's blocks judged, not yet rated); each tree's process
gets a copy of it and a logged-in session. Printed per tree: idle, after the statement, after the tournament.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from tests.bench.bench_court_clients import (ROOT, cpu_seconds, free_port, load_average, machine, rss_kb,
                                             stop_processes, trivial_app_cpu_ms)
from tests.support.production import readme_build, readme_server_command

ROUNDS = int(os.environ.get("COURT_BENCH_ROUNDS", "3"))
IDLE_S = 5


def first_answer(port: int, process: subprocess.Popen, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert process.poll() is None, f"the server exited ({process.returncode})"
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=5):
                return
        except urllib.error.HTTPError:  # answered (503: a service down), which is all this waits for
            return
        except OSError:
            time.sleep(0.02)
    raise AssertionError("no answer")


MODELS = {"model": {"LLM_API_KEY": "sk-bench-never-called"}, "mock": {}}


def start_once(root: Path, model: str) -> tuple[float, float, float]:
    """(seconds from start to the first answer, CPU seconds by then, idle MB) of one README web process."""
    port = free_port()
    env = {**{k: v for k, v in os.environ.items() if k not in ("LOG_LEVEL", "LLM_API_KEY", "OPENROUTER_API_KEY",
                                                                 "LLM_PROVIDER")},
           "DEBUG": "false", **MODELS[model]}
    readme_build(root)  # the README's steps before its processes start (its bytecode), not timed
    started = time.monotonic()
    process = subprocess.Popen(readme_server_command(port, root), cwd=root, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        first_answer(port, process)
        answered, cpu = time.monotonic() - started, cpu_seconds(process.pid)
        time.sleep(IDLE_S)
        return answered, cpu, rss_kb(process.pid) / 1024
    finally:
        stop_processes([process], signal.SIGINT)


def test_start_and_idle_memory_of_one_web_process():
    trees = [entry.split("=", 1) for entry in os.environ.get("COURT_BENCH_TREES", f"ours={ROOT}").split(",")]
    trivial = trivial_app_cpu_ms()
    print(f"\n{machine(trivial)}", flush=True)
    figures: dict[str, list[tuple[float, float, float]]] = {f"{label} {model}": [] for label, _ in trees
                                                            for model in MODELS}
    for _ in range(ROUNDS):
        for label, tree in trees:  # interleaved, so that the machine's load weighs on each alike
            for model in MODELS:
                seconds, cpu, mb = start_once(Path(tree).resolve(), model)
                figures[f"{label} {model}"].append((seconds, cpu, mb))
                print(f"{label:8s} {model:5s} first answer {seconds:5.2f} s (CPU {cpu:.2f} s)  idle {mb:6.1f} MB  "
                      f"load average {load_average()}", flush=True)
    print(f"\nsummary (median of {ROUNDS}), {machine(trivial)}:")
    for label, runs in figures.items():
        starts, cpus, mbs = (sorted(run[i] for run in runs) for i in range(3))
        middle = len(runs) // 2
        print(f"  {label:14s} first answer {starts[middle]:.2f} s (range {starts[0]:.2f}–{starts[-1]:.2f}), "
              f"CPU by then {cpus[middle]:.2f} s, idle {mbs[middle]:.1f} MB (range {mbs[0]:.1f}–{mbs[-1]:.1f})")
    assert all(run[2] > 0 for runs in figures.values() for run in runs)


SESSION = """
import sys
import django
django.setup()
from importlib import import_module
from django.conf import settings
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY, get_user_model
user = get_user_model().objects.get(pk=int(sys.argv[1]))
session = import_module(settings.SESSION_ENGINE).SessionStore()
session.update({SESSION_KEY: str(user.pk), HASH_SESSION_KEY: user.get_session_auth_hash(),
                BACKEND_SESSION_KEY: "django.contrib.auth.backends.ModelBackend"})
session.create()
print(session.session_key)
"""
CSRF = "bench" * 6 + "ok"  # a CSRF secret of the bench's own, sent as cookie and header


def request(port: int, method: str, path: str, cookie: str, body: dict | None = None) -> int:
    data = json.dumps(body).encode() if body is not None else None
    call = urllib.request.Request(f"http://127.0.0.1:{port}{path}", method=method, data=data,
                                  headers={"content-type": "application/json", "x-csrftoken": CSRF,
                                           "cookie": f"sessionid={cookie}; csrftoken={CSRF}"})
    try:
        with urllib.request.urlopen(call, timeout=120) as response:
            return response.status
    except urllib.error.HTTPError as exc:
        return exc.code


def test_memory_after_playing(tmp_path):
    from tests.core.test_web_process_stays_light import SET_UP_PLAY  # why here: only this test sets a game up

    trees = [entry.split("=", 1) for entry in os.environ.get("COURT_BENCH_TREES", f"ours={ROOT}").split(",")]
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "LOG_LEVEL", "LLM_API_KEY",
                                                              "OPENROUTER_API_KEY", "LLM_PROVIDER")}
    env.update({"DJANGO_SETTINGS_MODULE": "juryrigged.settings", "DEBUG": "false", "PYTHONPATH": str(ROOT),
                "SQLITE_PATH": str(tmp_path / "play.sqlite3")})
    made = json.loads(subprocess.run([sys.executable, "-c", SET_UP_PLAY], cwd=ROOT, env=env, capture_output=True,
                                     text=True, check=True).stdout.strip().splitlines()[-1])
    cookie = subprocess.run([sys.executable, "-c", SESSION, str(made["user"])], cwd=ROOT, env=env,
                            capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1]
    print(f"\n{machine(trivial_app_cpu_ms())}", flush=True)
    for _ in range(ROUNDS):
        for label, tree in trees:
            root = Path(tree).resolve()
            database = tmp_path / f"{label}.sqlite3"
            shutil.copy(tmp_path / "play.sqlite3", database)
            readme_build(root)
            port = free_port()
            process = subprocess.Popen(readme_server_command(port, root), cwd=root,
                                       env={**env, "PYTHONPATH": str(root), "SQLITE_PATH": str(database)},
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                first_answer(port, process)
                time.sleep(IDLE_S)
                idle = rss_kb(process.pid) / 1024
                stated = request(port, "POST", f"/api/game/games/{made['game']}/trial/statement", cookie,
                                 {"theme": made["theme"], "cards": []})
                time.sleep(1)
                after_statement = rss_kb(process.pid) / 1024
                shown = (request(port, "GET", f"/api/evaluations/{made['run']}", cookie),
                         request(port, "GET", made["batch"]["page"], cookie))
                time.sleep(1)
                after_tournament = rss_kb(process.pid) / 1024
            finally:
                stop_processes([process], signal.SIGINT)
            assert (stated, *shown) == (200, 200, 200)
            print(f"{label:8s} idle {idle:6.1f} MB, after a statement {after_statement:6.1f} MB, after a running "
                  f"tournament's API and page {after_tournament:6.1f} MB  load average {load_average()}", flush=True)
