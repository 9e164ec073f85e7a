"""Access checks have one name (Zulip's): `access_<thing>` fetches a row with its permission check,
`can_access_<thing>` is a stream rule's yes or no.

A selector that takes the `user` and names one row (an `..._id`) or a stream is an access check, as is
every callable stream rule registered with `realtime.register`.
"""

from __future__ import annotations

import ast

import pytest

from juryrigged.realtime import access
from tests.core.test_import_graph import modules


def access_checks(trees=None) -> list[tuple[str, str]]:
    """(module, function) for each public function of a selectors or access module taking `user` and an id or stream."""
    found = []
    for module, (path, tree) in (trees or modules()).items():
        if path.stem not in ("selectors", "access"):
            continue
        for node in tree.body:
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or node.name.startswith("_"):
                continue
            args = [a.arg for a in node.args.posonlyargs + node.args.args + node.args.kwonlyargs]
            if "user" in args and any(a.endswith("_id") or a == "stream" for a in args):
                found.append((module, node.name))
    return found


def misnamed(checks: list[tuple[str, str]]) -> list[str]:
    return [f"{module}.{name}" for module, name in checks if not name.startswith(("access_", "can_access_"))]


def test_every_access_check_is_named_access_or_can_access():
    checks = access_checks()
    assert {"access_conversation", "access_run", "access_batch", "access_game", "can_access_stream",
            "can_access_run_stream", "can_access_batch_stream", "can_access_game_stream"} <= {n for _, n in checks}
    assert misnamed(checks) == []


def test_every_registered_stream_rule_is_named_can_access():
    rules = {kind.prefix: kind.rule for kind in access._registry.values() if callable(kind.rule)}
    assert set(rules) >= {"eval", "batch", "game"}
    names = {prefix: rule.__name__ for prefix, rule in rules.items()}
    assert {prefix: name for prefix, name in names.items() if not name.startswith("can_access_")} == {}


@pytest.mark.parametrize("name, wrong", [("game_for_user", True), ("stream_readable", True), ("access_game", False)])
def test_a_misnamed_check_is_found(tmp_path, name, wrong):
    path = tmp_path / "selectors.py"
    path.write_text(f"def {name}(*, user, game_id):\n    return None\n")
    checks = access_checks({"m.selectors": (path, ast.parse(path.read_text()))})
    assert bool(misnamed(checks)) is wrong
