"""The game app's import graph: no loops, no private names borrowed across modules, no
imports hidden inside functions (they hid the loops the old two-part layout had)."""

from __future__ import annotations

import ast
from pathlib import Path

import game

ROOT = Path(game.__file__).parent


def modules() -> dict[str, ast.Module]:
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        if "migrations" in path.parts:
            continue
        name = ".".join(("game", *path.relative_to(ROOT).with_suffix("").parts)).removesuffix(".__init__")
        found[name] = ast.parse(path.read_text(), filename=str(path))
    return found


def imported(module: str, node: ast.AST, known: set[str]) -> list[tuple[str, list[str]]]:
    """(game module, names) for one import statement, resolved to modules of game/."""
    if isinstance(node, ast.Import):
        return [(a.name, []) for a in node.names if a.name in known]
    if not isinstance(node, ast.ImportFrom) or node.level or not (node.module or "").startswith("game"):
        return []
    found = []
    for alias in node.names:
        submodule = f"{node.module}.{alias.name}"
        found.append((submodule, []) if submodule in known else (node.module, [alias.name]))
    return [(m, names) for m, names in found if m in known]


def graph() -> dict[str, set[str]]:
    trees = modules()
    edges: dict[str, set[str]] = {name: set() for name in trees}
    for name, tree in trees.items():
        for node in ast.walk(tree):
            edges[name].update(target for target, _ in imported(name, node, set(trees)))
        edges[name].discard(name)
    return edges


def loops(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index, low, stack, on_stack, groups, counter = {}, {}, [], set(), [], [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return groups


def test_game_has_no_import_loop():
    assert loops(graph()) == []


def test_no_module_imports_a_private_name_of_another():
    trees = modules()
    borrowed = [f"{name} imports {target}.{n}" for name, tree in trees.items() for node in ast.walk(tree)
                for target, names in imported(name, node, set(trees)) for n in names
                if n.startswith("_") and target != name]
    assert borrowed == []


def test_imports_are_at_module_top():
    # An AppConfig's ready() is the one place Django wants imports inside a function:
    # the app registry is ready only then.
    hidden = [f"{name}:{node.lineno}" for name, tree in modules().items()
              for function in ast.walk(tree)
              if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) and function.name != "ready"
              for node in ast.walk(function) if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert hidden == []
