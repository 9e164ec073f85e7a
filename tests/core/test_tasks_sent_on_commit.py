"""Background work is sent after the transaction commits one way: Celery's own `delay_on_commit` /
`apply_async_on_commit` on the task a service names (`juryrigged.core.enqueue.task_named`), never a
`transaction.on_commit` wrapped by hand around `delay` or `apply_async`."""

from __future__ import annotations

import ast

import pytest

from tests.core.test_import_graph import modules

SEND = {"delay", "apply_async"}


def hand_written(trees=None) -> list[str]:
    """Places where `on_commit(...)`'s callback sends a task itself."""
    found = []
    for module, (_, tree) in (trees or modules()).items():
        for node in ast.walk(tree):
            called = getattr(node, "func", None)
            if not (isinstance(node, ast.Call) and getattr(called, "attr", getattr(called, "id", "")) == "on_commit"):
                continue
            sends = [n for arg in node.args for n in ast.walk(arg)
                     if isinstance(n, ast.Attribute) and n.attr in SEND]
            if sends:
                found.append(f"{module}:{node.lineno}")
    return found


def test_no_app_sends_a_task_on_commit_by_hand():
    assert hand_written() == []


@pytest.mark.parametrize("line, by_hand", [
    ("transaction.on_commit(lambda: task.apply_async(args, countdown=5))", True),
    ("transaction.on_commit(partial(step.delay, 1))", True),
    ('task_named("game.tasks.trial_step").delay_on_commit(1, 2)', False),
    ("transaction.on_commit(lambda: broadcast(stream))", False),
])
def test_a_hand_written_send_on_commit_is_found(tmp_path, line, by_hand):
    path = tmp_path / "m.py"
    path.write_text(f"def f():\n    {line}\n")
    assert bool(hand_written({"m": (path, ast.parse(path.read_text()))})) is by_hand
