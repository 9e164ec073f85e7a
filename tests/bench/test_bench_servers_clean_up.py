"""The benchmarks' servers never outlive a benchmark, even one whose servers start too slowly or die."""

import sys

import pytest

from tests.bench import bench_court_clients
from tests.bench.bench_court_clients import Servers


class SlowServers(Servers):
    """Servers whose processes never listen (a machine too busy to start them in time), or exit at once."""

    def __init__(self, count: int, script: str):
        super().__init__(count, {})
        self.script = script

    def command(self, port: int) -> list[str]:
        return [sys.executable, "-c", self.script]


@pytest.mark.parametrize("script", ["import time; time.sleep(600)", "raise SystemExit(3)"])
def test_servers_that_never_listen_are_stopped_before_the_error_is_raised(monkeypatch, script):
    # given servers that do not listen within the (shortened) start-up wait
    real_wait = bench_court_clients.wait_for_port
    monkeypatch.setattr(bench_court_clients, "wait_for_port", lambda port, **kw: real_wait(port, timeout=1, **kw))
    servers = SlowServers(2, script)
    # when the bench enters them, then it fails ...
    with pytest.raises(RuntimeError), servers:
        pass
    # ... and no server process is left running
    assert len(servers.processes) == 2 and all(process.poll() is not None for process in servers.processes)
