"""The web process does not import what only the worker uses (issue 28: at most 120 MB idle per process).

numpy, scipy, scikit-learn (and pandas and joblib, which it brings), the κ/α library, tree-sitter and
its grammars, and the document converters (PDF, Word, PowerPoint, web pages) serve evaluation runs and
the game's assessor, which run in the Celery worker (or, for the assessor and a running tournament's live
report, load on first use); daphne's Twisted stack is another server's. A fresh process starts the app as uvicorn does
(import `juryrigged.asgi`, which sets Django up), resolves the whole URLconf, registers the tasks, and
serves a page through the ASGI app; none of those libraries may be in `sys.modules` afterwards.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Top-level names of the worker-only libraries (a module counts if it is one of these or inside one).
WORKER_ONLY = ("numpy", "scipy", "sklearn", "pandas", "joblib", "krippendorff", "tree_sitter", "pypdf", "docx",
               "pptx", "trafilatura", "lxml", "htmldate", "courlan", "justext")
# daphne's stack: the production server is uvicorn (daphne stays a benchmark's comparison, run as its own server).
OTHER_SERVER = ("daphne", "twisted", "autobahn")

START_AS_UVICORN_DOES = """
import asyncio, json, sys
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
print(json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""


def worker_only(modules: list[str]) -> list[str]:
    tops = {name.split(".")[0] for name in modules}
    return sorted(top for top in tops if top in WORKER_ONLY + OTHER_SERVER or top.startswith("tree_sitter"))


def test_the_web_process_imports_no_worker_only_library_at_start():
    # given a fresh process that starts the ASGI app as uvicorn would, with the production settings' DEBUG
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "juryrigged.settings", "DEBUG": "false",
           "ALLOWED_HOSTS": "testserver", "PYTHONPATH": str(ROOT)}
    # when it has resolved every URL and served a page
    out = subprocess.run([sys.executable, "-c", START_AS_UVICORN_DOES], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    found = json.loads(out.stdout.strip().splitlines()[-1])
    # then the page was served, and none of the worker's libraries was loaded
    assert found["status"] == 200
    assert "juryrigged.asgi" in found["modules"] and "evaluation.tasks" in found["modules"]
    assert worker_only(found["modules"]) == []


def test_the_check_names_a_library_that_was_loaded():
    assert worker_only(["numpy.core", "sklearn", "tree_sitter_python", "twisted.internet", "django.db"]) == [
        "numpy", "sklearn", "tree_sitter_python", "twisted"]
