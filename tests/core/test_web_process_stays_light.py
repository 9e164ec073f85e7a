"""The web process does not import what only the worker uses (issue 28: at most 120 MB idle per process).

numpy, scipy, scikit-learn (and pandas and joblib, which it brings), the κ/α library, tree-sitter and
its grammars, and the document converters (PDF, Word, PowerPoint, web pages) serve evaluation runs and
the game's assessor, which run in the Celery worker (or, for the assessor and a running tournament's live
report, load on first use); daphne's Twisted stack is another server's. A fresh process starts the app as uvicorn does
(import `juryrigged.asgi`, which sets Django up), resolves the whole URLconf, registers the tasks, and
serves a page through the ASGI app; none of those libraries may be in `sys.modules` afterwards.

Nor after what a web process serves in play: a player's opening statement in a game (read by the offline
assessor in the request) and a running tournament's page and API (its ratings so far). A setup process (the
worker's role too) brings a game to its statement and judges a tournament's blocks on a SQLite file; a fresh
web process then serves those requests.
"""

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Top-level names of the worker-only libraries (a module counts if it is one of these or inside one).
WORKER_ONLY = ("numpy", "scipy", "sklearn", "pandas", "joblib", "krippendorff", "tree_sitter", "pypdf", "docx",
               "pptx", "trafilatura", "lxml", "htmldate", "courlan", "justext")
# daphne's stack: the production server is uvicorn (daphne stays a benchmark's comparison, run as its own server).
OTHER_SERVER = ("daphne", "twisted", "autobahn")
# Loaded only when a schema is asked for (juryrigged/core/openapi.py): drf-spectacular's AutoSchema imports DRF's
# and Django's test tools (unittest, jinja2). And what libraries look for at setup that a web process never uses
# (juryrigged/core/optional.py: docutils, requests, pygments; PyYAML, for kombu's YAML codec and DRF's own OpenAPI
# renderer; greenlet, which Celery prefers to the thread's id and a test tool brings).
SCHEMA_ONLY = ("drf_spectacular.openapi", "drf_spectacular.plumbing", "rest_framework.test", "django.test")
NOT_AT_START = ("docutils", "requests", "pygments", "yaml", "greenlet", "markdown")
# Loaded by their first use, not at start (issue 28: about 4 MB of an idle process together): Markdown and nh3 by the
# first report or browsable API page that renders one (evaluation/rendering.py, juryrigged/core/descriptions.py),
# sentencex by a case's first sentence, json-repair by the first answer that is not strict JSON, pathspec by a
# .gitignore read (the worker), and the websockets package never under `--ws wsproto` (juryrigged/realtime/wire.py).
ON_FIRST_USE = ("nh3", "sentencex", "json_repair", "pathspec", "websockets")

START_AS_UVICORN_DOES = """
import asyncio, gc, json, sys
from asgiref.testing import ApplicationCommunicator
from django.urls import get_resolver

from juryrigged.asgi import application  # what `uvicorn juryrigged.asgi:application` imports


def walk(resolver):  # every URL pattern, included ones too (their views' modules are imported)
    for pattern in resolver.url_patterns:
        if hasattr(pattern, "url_patterns"):
            walk(pattern)


async def one_page():
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET",
             "scheme": "http", "path": "/accounts/login/", "raw_path": b"/accounts/login/", "query_string": b"",
             "root_path": "", "headers": [(b"host", b"testserver")], "client": ("127.0.0.1", 5000),
             "server": ("testserver", 80)}
    client = ApplicationCommunicator(application, scope)
    await client.send_input({"type": "http.request", "body": b"", "more_body": False})
    start = await client.receive_output(30)
    while (await client.receive_output(30)).get("more_body"):
        pass
    return start["status"]


walk(get_resolver())
status = asyncio.run(one_page())
print(json.dumps({"status": status, "modules": sorted(sys.modules), "frozen": gc.get_freeze_count(),
                  "thresholds": gc.get_threshold()}))
"""


def worker_only(modules: list[str]) -> list[str]:
    tops = {name.split(".")[0] for name in modules}
    return sorted(top for top in tops if top in WORKER_ONLY + OTHER_SERVER or top.startswith("tree_sitter"))


@pytest.fixture(scope="module")
def started() -> dict:
    """A fresh process that starts the ASGI app as uvicorn would, with the production settings' DEBUG, once it has
    resolved every URL and served a page: its status and the modules it loaded (one start for both tests)."""
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "juryrigged.settings", "DEBUG": "false",
           "ALLOWED_HOSTS": "testserver", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", START_AS_UVICORN_DOES], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_web_process_imports_no_worker_only_library_at_start(started):
    # given a fresh web process that has resolved every URL and served a page (the fixture)
    # then the page was served, and none of the worker's libraries was loaded
    assert started["status"] == 200
    assert "juryrigged.asgi" in started["modules"] and "evaluation.tasks" in started["modules"]
    assert worker_only(started["modules"]) == []


def not_at_start(modules: list[str]) -> list[str]:
    """The schema machinery and the optional libraries that a web process has loaded."""
    loaded = set(modules)
    return sorted({name for name in SCHEMA_ONLY if name in loaded} |
                  {top for top in (m.split(".")[0] for m in modules) if top in NOT_AT_START + ON_FIRST_USE})


def test_the_web_process_starts_without_the_schema_machinery_or_unused_optional_libraries(started):
    # given the same fresh web process (issue 28: ~8 MB of docutils, requests, Pygments, django.test and
    # drf-spectacular's AutoSchema that only a schema request reads; ~2 MB of PyYAML and greenlet, which Celery,
    # kombu and DRF look for at import and a web process never uses; ~4 MB of Markdown, nh3, sentencex, json-repair,
    # pathspec and websockets, which a request loads when it first needs one)
    # then none of them was loaded
    assert started["status"] == 200
    assert not_at_start(started["modules"]) == []


SCHEMA_AS_UVICORN_DOES = """
import asyncio, json, sys
from asgiref.testing import ApplicationCommunicator

from juryrigged.asgi import application  # what `uvicorn juryrigged.asgi:application` imports
from juryrigged.core.openapi import pending


async def schema():
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET",
             "scheme": "http", "path": "/api/schema/", "raw_path": b"/api/schema/", "query_string": b"",
             "root_path": "", "headers": [(b"host", b"testserver")], "client": ("127.0.0.1", 5000),
             "server": ("testserver", 80)}
    client = ApplicationCommunicator(application, scope)
    await client.send_input({"type": "http.request", "body": b"", "more_body": False})
    start, body = await client.receive_output(30), b""
    while True:
        part = await client.receive_output(30)
        body += part.get("body", b"")
        if not part.get("more_body"):
            return start["status"], body.decode()


status, body = asyncio.run(schema())
print(json.dumps({"status": status, "pending": pending(), "schema": body, "modules": sorted(sys.modules)}))
"""


def test_the_web_process_freezes_what_its_start_made_and_collects_as_usual_after(started):
    # given the same fresh web process (issue 28: the cyclic collector's passes over what a start makes, which
    # lives as long as the process, were a tenth of the start's CPU; juryrigged/core/memory.py)
    # then what the start made is frozen (later collections do not walk it), and the collector's thresholds are
    # Python's own again for what requests make
    assert started["frozen"] > 50_000
    assert started["thresholds"] == list(gc.get_threshold())


def test_a_fresh_web_process_serves_the_annotated_schema():
    # given a fresh web process (the annotations noted, not applied, at start)
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "juryrigged.settings", "DEBUG": "false",
           "ALLOWED_HOSTS": "testserver", "PYTHONPATH": str(ROOT)}
    # when it is asked for /api/schema/
    out = subprocess.run([sys.executable, "-c", SCHEMA_AS_UVICORN_DOES], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    found = json.loads(out.stdout.strip().splitlines()[-1])
    # then it answers with every annotation applied: the vote's own (a plain function documented through a class
    # given after decoration), a view's tags and an operation id set by hand, and nothing left to apply
    assert found["status"] == 200 and found["pending"] == 0
    schema = found["schema"]
    assert "/api/court/sessions/{session_id}/vote:" in schema
    assert "One vote per voter per poll (a second replaces the first)" in schema
    assert "operationId: court_sessions_list" in schema and "- courtroom" in schema
    assert "drf_spectacular.openapi" in found["modules"]


def test_the_check_names_a_library_that_was_loaded():
    assert worker_only(["numpy.core", "sklearn", "tree_sitter_python", "twisted.internet", "django.db"]) == [
        "numpy", "sklearn", "tree_sitter_python", "twisted"]
    assert not_at_start(["django.test.client", "django.test", "docutils.core", "requests", "django.db",
                         "drf_spectacular.utils", "requests_toolbelt", "yaml.reader", "greenlet", "markdown.core",
                         "nh3", "websockets.protocol", "wsproto"]) == [
        "django.test", "docutils", "greenlet", "markdown", "nh3", "requests", "websockets", "yaml"]


SET_UP_PLAY = """
import json, sys
import django
django.setup()
from django.core.management import call_command
call_command("migrate", verbosity=0)
from rest_framework.test import APIClient

from evaluation.compare.tournament import services
from evaluation.runs import run_dispatch
from game.selectors import trial_view
from tests.game.court_support import drain, seat_jury, start_game

game = seat_jury(start_game(seed=42))
drain(game)
view = trial_view(game=game)
assert view["window"] == "statement", view["window"]
api = APIClient()
api.force_authenticate(game.player)
names = ["model-a", "model-b", "model-c", "model-d"]
items = [{"prompt": f"Question {i}?", "candidates": {n: f"Answer {i} by {n}, {'and more ' * k}" for k, n in
                                                    enumerate(names)}} for i in range(6)]
jurors = ["openai/gpt-4o-mini", "anthropic/claude-3-haiku", "google/gemini-2.0-flash-001"]
started = api.post("/api/evaluations", {"mode": "tournament", "question": "Four models",
                                        "modeConfig": {"items": items, "jurorModels": jurors}}, format="json")
assert started.status_code == 202, started.content
run = started.json()
services._finish = lambda *args, **kwargs: None  # its blocks judged, not yet rated: still running
run_dispatch(message_id=run["messageId"])
print(json.dumps({"user": game.player_id, "game": game.pk, "theme": view["themes"][0], "run": run["messageId"],
                  "batch": run["batch"]}))
"""

PLAY_AS_UVICORN_DOES = """
import json, sys
from juryrigged.asgi import application  # what `uvicorn juryrigged.asgi:application` imports
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

setup = json.loads(sys.argv[1])
client = Client()
client.force_login(get_user_model().objects.get(pk=setup["user"]))
before = sorted(sys.modules)
statement = client.post(reverse("game:api-trial-statement", args=[setup["game"]]),
                        {"theme": setup["theme"], "cards": []}, content_type="application/json")
after_statement = sorted(sys.modules)
run = client.get(f"/api/evaluations/{setup['run']}")
page = client.get(setup["batch"]["page"])
print(json.dumps({"statement": statement.status_code, "run": run.status_code, "status": run.json().get("status"),
                  "judged": run.json().get("judged"), "rated": bool(run.json().get("report")),
                  "page": page.status_code, "before": before, "after_statement": after_statement,
                  "after": sorted(sys.modules)}))
"""


def test_a_web_process_playing_a_statement_and_showing_a_running_tournament_loads_no_worker_library(tmp_path):
    # given a game at its opening statement and a tournament whose blocks are judged but not yet rated, on a
    # SQLite file (set up in another process: the worker's part may load what it needs)
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env.update({"DJANGO_SETTINGS_MODULE": "juryrigged.settings", "DEBUG": "false", "ALLOWED_HOSTS": "testserver",
                "PYTHONPATH": str(ROOT), "SQLITE_PATH": str(tmp_path / "play.sqlite3"), "LLM_API_KEY": "",
                "OPENROUTER_API_KEY": ""})
    setup = subprocess.run([sys.executable, "-c", SET_UP_PLAY], cwd=ROOT, env=env, capture_output=True, text=True,
                           timeout=600)
    assert setup.returncode == 0, setup.stderr[-3000:]
    made = setup.stdout.strip().splitlines()[-1]
    # when a fresh web process serves the player's statement, then the tournament's API and page
    out = subprocess.run([sys.executable, "-c", PLAY_AS_UVICORN_DOES, made], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, (out.stdout + out.stderr)[-3000:]
    found = json.loads(out.stdout.strip().splitlines()[-1])
    # then each was served (the tournament still running, with its ratings so far), and none loaded the worker's
    # libraries: not before, not with the statement, not with the tournament
    assert (found["statement"], found["run"], found["page"]) == (200, 200, 200)
    assert found["status"] == "running" and found["judged"] > 0 and found["rated"]
    assert worker_only(found["before"]) == []
    assert worker_only(found["after_statement"]) == []
    assert worker_only(found["after"]) == []
