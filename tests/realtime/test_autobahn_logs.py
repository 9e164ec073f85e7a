"""autobahn's debug-line arguments are formatted only when a line is written, and alike."""

from pprint import pformat

from autobahn.util import hltype, hlval
from autobahn.websocket import protocol

from juryrigged.realtime import autobahn_logs


def test_the_protocol_modules_helpers_defer_their_work_and_format_the_same():
    autobahn_logs.install()
    autobahn_logs.install()  # idempotent
    calls = []

    def counted(value):
        calls.append(value)
        return pformat(value)

    lazy = autobahn_logs._lazy(counted)({"a": 1})
    assert calls == []  # nothing formatted until a log line needs it
    assert f"{lazy}" == pformat({"a": 1}) and calls == [{"a": 1}]
    assert str(protocol.hltype(test_the_protocol_modules_helpers_defer_their_work_and_format_the_same)) == hltype(
        test_the_protocol_modules_helpers_defer_their_work_and_format_the_same)
    assert f"{protocol.hlval(42)}" == hlval(42)
    assert str(protocol.pformat([1, 2])) == pformat([1, 2])


def test_timings_still_print_as_a_string():
    autobahn_logs.install()
    timings = protocol.Timings()
    timings.track("x")
    assert isinstance(str(timings), str) and "x" in str(timings)
