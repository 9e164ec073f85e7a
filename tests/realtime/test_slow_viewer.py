"""The hub never waits on one viewer: a peer that stops reading gets its frames queued, then is hung up on,
while every other viewer gets each frame at once."""

import asyncio
import json
import threading

from juryrigged.realtime import wire
from juryrigged.realtime.hub import Hub
from juryrigged.realtime.transport import Viewer, _SocketViewer


def run_in_thread(main):
    """A plain test's event loop (an async test would run after the browser tests, whose loop stays marked running)."""
    box = {}
    thread = threading.Thread(target=lambda: box.setdefault("result", asyncio.run(main())))
    thread.start()
    thread.join(timeout=30)
    return box["result"]


def test_a_viewer_that_reads_nothing_does_not_hold_up_the_others_and_is_hung_up_on(monkeypatch):
    received, hung_up = [], []
    never = None

    async def reader(message):
        received.append(json.loads(message["text"])["seq"])

    async def stalled(message):  # the server's send for a peer whose buffer is full: waits for it to read
        await never.wait()

    monkeypatch.setattr(wire, "would_wait", lambda send: send is stalled)
    monkeypatch.setattr(wire, "hang_up", hung_up.append)

    async def main():
        nonlocal never
        never = asyncio.Event()
        hub = Hub("rtpub.crowd", layer=None)
        fast, slow = _SocketViewer("rtpub.crowd", reader), _SocketViewer("rtpub.crowd", stalled)
        for viewer in (fast, slow):
            viewer._held = None  # joined and caught up
            hub.members.add(viewer)
        # when more frames are broadcast than a viewer may fall behind
        for seq in range(1, Viewer.MAX_BEHIND + 3):
            await asyncio.wait_for(hub.deliver(seq, json.dumps({"seq": seq})), 1)
        return slow

    slow = run_in_thread(main)
    # then the reading viewer got every frame in order, and the stalled one was hung up on
    assert received == list(range(1, Viewer.MAX_BEHIND + 3))
    assert slow.closed and hung_up == [stalled]
