"""The files people deploy with (deploy/): every long-running process is brought back when it stops,
the web processes run the README's server flags, there is exactly one beat, and the balancer's config is
valid and points at the README's web processes."""

import configparser
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from tests.bench.bench_court_clients import UVICORN_FLAGS
from tests.support.production import readme_web_commands

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
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
