"""The files people deploy with (deploy/): every long-running process is brought back when it stops,
the web processes run the README's server flags, and there is exactly one beat."""

import configparser
from pathlib import Path

import yaml

from tests.bench.bench_court_clients import UVICORN_FLAGS

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
