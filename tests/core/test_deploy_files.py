"""The files people deploy with (deploy/): every long-running process is brought back when it stops,
the web processes run the README's server flags, there is exactly one beat, and the balancer's config is
valid and points at the README's web processes."""

import configparser
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml

from tests.bench.bench_court_clients import UVICORN_FLAGS
from tests.support.production import readme_build, readme_commands, readme_web_commands

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
LONG_RUNNING = {"db", "redis", "web-1", "web-2", "worker", "beat"}


def compose() -> dict:
    return yaml.safe_load((DEPLOY / "compose.yaml").read_text())["services"]


def test_compose_restarts_every_long_running_process():
    services = compose()
    assert set(services) >= LONG_RUNNING
    for name in LONG_RUNNING:
        assert services[name]["restart"] in ("always", "unless-stopped"), name
    assert services["migrate"]["restart"] == "no"  # a one-off: it must not loop


def test_compose_runs_the_readme_server_and_one_beat():
    services = compose()
    for name in ("web-1", "web-2"):
        command = services[name]["command"]
        assert command[:2] == ["uvicorn", "juryrigged.asgi:application"] and command[6:] == UVICORN_FLAGS
    beats = [name for name, service in services.items() if " beat" in " ".join(service.get("command", []))]
    assert beats == ["beat"]
    assert "--without-gossip" in services["worker"]["command"]


def test_every_systemd_unit_restarts_without_end():
    units = sorted((DEPLOY / "systemd").glob("*.service"))
    assert {unit.name for unit in units} == {"juryrigged-web@.service", "juryrigged-worker.service",
                                             "juryrigged-beat.service"}
    for unit in units:
        parser = configparser.ConfigParser(strict=False, interpolation=None)
        parser.read_string(unit.read_text())
        assert parser["Service"]["Restart"] == "always", unit.name
        assert parser["Unit"]["StartLimitIntervalSec"] == "0", unit.name


def test_the_balancer_config_is_valid_and_balances_the_readme_web_processes():
    config = DEPLOY / "haproxy.cfg"
    ports = [int(port) for port in re.findall(r"^\s*server web\d+ 127\.0\.0\.1:(\d+)$", config.read_text(), re.M)]
    readme_ports = [int(args[args.index("--port") + 1]) for args in readme_web_commands()]
    assert ports[:len(readme_ports)] == readme_ports and ports == list(range(ports[0], ports[0] + len(ports)))
    if shutil.which("haproxy") is None:
        pytest.skip("haproxy is not installed (apt-get install haproxy; CI's .ci/run installs it)")
    checked = subprocess.run(["haproxy", "-c", "-f", str(config)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def readme_compile_line() -> list[str]:
    return next(args for args in readme_commands() if args[:3] == ["python3", "-m", "compileall"])


def test_the_readme_compiles_every_package_and_the_image_does_as_the_readme():
    # given the README's bytecode step (issue 28: a process that compiles the project's ~280 modules at its start
    # spends about 0.9 s of CPU more before its first answer)
    line = readme_compile_line()
    # then it covers every package the project installs, and the image runs the same line at build time
    include = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]["find"]
    assert sorted(args for args in line[3:] if not args.startswith("-")) == sorted(
        name.rstrip("*") for name in include["include"])
    dockerfile = re.sub(r"\\\n\s*", " ", (DEPLOY / "Dockerfile").read_text())
    assert " ".join(line) in dockerfile


def test_the_readme_build_step_writes_the_bytecode_of_the_tree_it_is_given(tmp_path):
    # given a tree whose README's production shape compiles its package
    (tmp_path / "README.md").write_text("## Production shape\n\n```sh\npython3 -m compileall -q pkg\n"
                                        "uvicorn pkg:app --port 8001\n```\n")
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "mod.py").write_text("VALUE = 1\n")
    # when the benchmarks' helper prepares it
    readme_build(tmp_path)
    # then the module's bytecode is there, for this Python
    tag = sys.implementation.cache_tag
    assert (tmp_path / "pkg" / "__pycache__" / f"mod.{tag}.pyc").is_file()
