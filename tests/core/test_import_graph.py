"""The import graph of the kernel (`juryrigged/`) and every app: every import points down.

- no import loop, inside a package or across packages (a loop is what makes a newcomer read
  a module twice to understand it, and what made the old code hide imports inside functions);
- the kernel imports no app: the apps plug into it (URLs, fast routes, streams, tasks), not
  the other way round (each app's settings live in `juryrigged/product_settings/`, so even the
  project's settings import no app);
  the apps never import each other;
- no import inside a function unless the line says why in a comment (an optional heavy
  library loaded on first use, an AppConfig's `ready()` that needs the app registry);
- no module imports another module's private name;
- nothing of the kernel or an app imports `tests` (the corpora and the experiments' generators live there, and
  are not installed with the package).

Migrations are left out: Django writes them, and they import nothing of ours.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("juryrigged", "courtroom", "evaluation", "game")
KERNEL = "juryrigged"


def modules() -> dict[str, tuple[Path, ast.Module]]:
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" in path.parts:
                continue
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
            stat = path.stat()
            found[name] = (path, _parsed(path, stat.st_mtime_ns, stat.st_size))
    return found


@functools.cache
def _parsed(path: Path, mtime_ns: int, size: int) -> ast.Module:
    """A module's tree, parsed once per version of the file in this test process: the checks of this file and of
    the other code-reading tests (tests/core) walk the same trees and never change them."""
    return ast.parse(path.read_text(), filename=str(path))


def imported(node: ast.AST, known: set[str]) -> list[tuple[str, list[str]]]:
    """(module of ours, names taken from it) for one import statement."""
    if isinstance(node, ast.Import):
        return [(alias.name, []) for alias in node.names if alias.name in known]
    if not isinstance(node, ast.ImportFrom) or node.level or (node.module or "").split(".")[0] not in PACKAGES:
        return []
    found = []
    for alias in node.names:
        submodule = f"{node.module}.{alias.name}"
        found.append((submodule, []) if submodule in known else (node.module, [alias.name]))
    return [(module, names) for module, names in found if module in known]


def graph(trees=None) -> dict[str, set[str]]:
    trees = trees or modules()
    known = set(trees)
    edges: dict[str, set[str]] = {name: set() for name in trees}
    for name, (_, tree) in trees.items():
        for node in ast.walk(tree):
            edges[name].update(target for target, _ in imported(node, known))
        edges[name].discard(name)
    return edges


def loops(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(edges[target]))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
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
    return groups


def package_of(module: str) -> str:
    return module.split(".")[0]


def hidden_imports(trees=None, root: Path = ROOT) -> list[str]:
    """Imports inside a function whose line has no comment saying why."""
    hidden = []
    for path, tree in (trees or modules()).values():
        lines = path.read_text().splitlines()
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(function):
                if isinstance(node, (ast.Import, ast.ImportFrom)) and "#" not in lines[node.lineno - 1]:
                    hidden.append(f"{path.relative_to(root)}:{node.lineno}: {lines[node.lineno - 1].strip()}")
    return sorted(set(hidden))


def imports_of_the_tests(trees=None) -> list[str]:
    """Imports of `tests` (or anything below it) by the kernel or an app: the tests, their corpora and the generators of
    experiments no shipped model uses (tests/courtroom/moderation_shapes) are not installed with the package."""
    found = []
    for name, (_, tree) in (trees or modules()).items():
        for node in ast.walk(tree):
            targets = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                       else [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else [])
            found += [f"{name} imports {target}" for target in targets if target.split(".")[0] == "tests"]
    return sorted(found)


def test_there_is_no_import_loop():
    assert loops(graph()) == []


def test_the_kernel_imports_no_app():
    edges = graph()
    upward = [f"{source} imports {target}" for source, targets in edges.items() if package_of(source) == KERNEL
              for target in sorted(targets) if package_of(target) != KERNEL]
    assert upward == []


def test_the_apps_never_import_each_other():
    edges = graph()
    across = [f"{source} imports {target}" for source, targets in edges.items() if package_of(source) != KERNEL
              for target in sorted(targets) if package_of(target) not in (KERNEL, package_of(source))]
    assert across == []


def test_imports_inside_functions_say_why():
    assert hidden_imports() == []


def test_no_app_imports_the_tests():
    assert imports_of_the_tests() == []


def test_no_module_imports_a_private_name_of_another():
    trees = modules()
    known = set(trees)
    borrowed = [f"{name} imports {target}.{n}" for name, (_, tree) in trees.items() for node in ast.walk(tree)
                for target, names in imported(node, known) for n in names
                if n.startswith("_") and target != name]
    assert borrowed == []


# --- the checks catch what they are for ------------------------------------------------------------------

def test_a_loop_is_found():
    assert loops({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert loops({"a": {"b"}, "b": set()}) == []


@pytest.mark.parametrize("line, hidden", [("    from x import y", True), ("    from x import y  # lazy: heavy", False)])
def test_an_import_inside_a_function_needs_a_reason(tmp_path, line, hidden):
    path = tmp_path / "m.py"
    path.write_text(f"def f():\n{line}\n")
    trees = {"m": (path, ast.parse(path.read_text()))}
    assert bool(hidden_imports(trees, root=tmp_path)) is hidden


@pytest.mark.parametrize("line, found", [("from tests.courtroom.moderation_shapes import shape_lines", True),
                                         ("import tests.support.fakes", True), ("from testsuite import x", False),
                                         ("from . import tests", False)])
def test_an_import_of_the_tests_is_found(tmp_path, line, found):
    path = tmp_path / "m.py"
    path.write_text(f"def f():\n    {line}  # lazy\n")
    trees = {"m": (path, ast.parse(path.read_text()))}
    assert bool(imports_of_the_tests(trees)) is found
