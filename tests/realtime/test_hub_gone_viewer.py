"""A viewer who leaves while a frame is on its way is no error: the others still get it."""

import logging

from uvicorn.protocols.utils import ClientDisconnected

from juryrigged.realtime.hub import Hub


class Member:
    def __init__(self, gone: bool = False):
        self.gone, self.frames = gone, []

    def hub_deliver(self, seq, frame):
        async def send():
            if self.gone:
                raise ClientDisconnected
            self.frames.append((seq, frame))
        return send()


async def test_a_viewer_gone_mid_send_is_not_logged_as_an_error_and_the_others_get_the_frame(caplog):
    hub = Hub("game.1", layer=None)
    gone, staying = Member(gone=True), Member()
    hub.members.update({gone, staying})
    with caplog.at_level(logging.DEBUG, logger="juryrigged.realtime.hub"):
        await hub.deliver(7, "frame")
    assert staying.frames == [(7, "frame")]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
