"""The README's production shape, read from the README itself: the one place its command lines are written.

The end-to-end tests start its server, the deploy files are checked against it, and the benchmarks run
its web processes, worker and beat exactly as written (log levels included), so none of them can drift
from what the README tells people to run.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def readme_commands(root: Path = ROOT) -> list[list[str]]:
    """Every command line of the README's "Production shape" block (continuations joined, comments dropped)."""
    readme = (Path(root) / "README.md").read_text()
    section = readme[readme.index("## Production shape"):]
    start = section.index("```sh")
    block = section[start + len("```sh"):section.index("```", start + 5)]
    lines = re.sub(r"\\\n\s*", " ", block).splitlines()
    return [shlex.split(line, comments=True) for line in lines if line.strip() and not line.lstrip().startswith("#")]


def readme_web_commands(root: Path = ROOT) -> list[list[str]]:
    """The README's `uvicorn` lines, as written (one per core)."""
    return [args for args in readme_commands(root) if args[0] == "uvicorn"]


def readme_celery(kind: str, root: Path = ROOT) -> list[str]:
    """The README's `celery ... worker` or `celery ... beat` line, as written."""
    return next(args for args in readme_commands(root) if args[0] == "celery" and kind in args)


def readme_build(root: Path = ROOT) -> None:
    """Run in `root` the README's steps that prepare the code before its processes start, as written (by this
    Python): its `python3 -m compileall` line, which writes the project's bytecode. A README without one (an older
    checkout) runs nothing, so its processes start as it describes."""
    for args in readme_commands(root):
        if args[:3] == ["python3", "-m", "compileall"]:
            subprocess.run([sys.executable, *args[1:]], cwd=root, check=True)


def on_port(args: list[str], port: int) -> list[str]:
    """A README server line on another port, run by this Python (`python -m uvicorn ...`)."""
    args = list(args)
    args[args.index("--port") + 1] = str(port)
    return [sys.executable, "-m", *args]


def readme_server_command(port: int, root: Path = ROOT) -> list[str]:
    """The first `uvicorn` command line of the README's production shape, on `port`."""
    return on_port(readme_web_commands(root)[0], port)


def uvicorn_flags(root: Path = ROOT) -> list[str]:
    """The flags of the README's server after its app, host and port (the same on every line)."""
    args = readme_web_commands(root)[0]
    return args[args.index("--port") + 2:]
