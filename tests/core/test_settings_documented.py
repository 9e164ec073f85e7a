"""docs/settings.md lists exactly the environment variables the code reads: a new setting without a
line there fails, and so does a line for a setting the code no longer reads (the page cannot drift)."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "settings.md"
# Where settings are read: the kernel's settings, its pure switching rules and each app's module
# in juryrigged/product_settings/.
SOURCES = ("juryrigged/settings.py", "juryrigged/env.py", "juryrigged/product_settings/*.py")
NAME = re.compile(r"[A-Z][A-Z0-9_]{2,}")


def read_by_the_code() -> set[str]:
    """Every NAME given as the first argument of a call in the settings files (`ENV.get("X")`, `_int("X", 3)`),
    but a dict's own keys (`config.setdefault("OPTIONS", ...)`)."""
    names = set()
    for pattern in SOURCES:
        for path in ROOT.glob(pattern):
            for node in ast.walk(ast.parse(path.read_text())):
                if not (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)):
                    continue
                if isinstance(node.func, ast.Attribute) and node.func.attr == "setdefault":
                    continue
                if isinstance(node.args[0].value, str) and NAME.fullmatch(node.args[0].value):
                    names.add(node.args[0].value)
    return names


def documented() -> set[str]:
    """The variables named in the first column of the page's tables."""
    names = set()
    for line in PAGE.read_text().splitlines():
        if line.startswith("| `"):
            names.update(re.findall(r"`([A-Z][A-Z0-9_]+)`", line.split("|")[1]))
    return names


def test_every_variable_the_code_reads_is_documented():
    assert sorted(read_by_the_code() - documented()) == []


def test_every_documented_variable_is_read_by_the_code():
    assert sorted(documented() - read_by_the_code()) == []


def test_the_scan_finds_the_settings_of_every_part():
    found = read_by_the_code()
    assert {"SECRET_KEY", "DATABASE_URL", "COURT_VOTE_BATCH_MS", "EVAL_SOURCE_MAX_TEXT_CHARS", "GAME_SEED"} <= found
