"""Services start tasks by their registered name (`juryrigged.core.enqueue.task_named`), so every task an
app defines must be registered in any process that runs Django: the web process too, where nothing else
imports the tasks modules (Celery's autodiscovery runs only in a worker)."""

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def task_names() -> set[str]:
    names = set()
    for path in ROOT.glob("*/tasks.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "shared_task":
                names.update(k.value.value for k in node.keywords if k.arg == "name")
    return names


def test_every_task_is_registered_once_django_is_set_up():
    # given: a fresh process that sets Django up, as the web server does
    script = ("import django, json; django.setup(); from celery import current_app; "
              "print(json.dumps(sorted(current_app.tasks)))")
    # when
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True,
                         env={**os.environ, "DJANGO_SETTINGS_MODULE": "juryrigged.settings"})
    # then
    registered = set(json.loads(out.stdout.strip().splitlines()[-1]))
    expected = task_names()
    assert len(expected) >= 10
    assert expected - registered == set()
