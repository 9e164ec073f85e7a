import pytest

from juryrigged import realtime
from juryrigged.realtime import access


@pytest.fixture(autouse=True)
def test_streams():
    """Streams used only by these tests: `rtpub.*` public, `rtown.<username>` owner-only, `rtstaff.*`."""
    realtime.register("rtpub", realtime.PUBLIC, terminal_types={"done"})
    realtime.register("rtown", lambda user, stream: getattr(user, "username", None) == stream.split(".", 1)[1])
    realtime.register("rtstaff", realtime.STAFF)
    yield
    for prefix in ("rtpub", "rtown", "rtstaff"):
        access._registry.pop(prefix, None)
