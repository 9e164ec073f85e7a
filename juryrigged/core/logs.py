"""Logging filters the settings' LOGGING names.

uvicorn writes one INFO line per websocket handshake ('<client> - "WebSocket <path>" [accepted]',
or 403) to its *error* logger, so `--no-access-log` does not silence them: a show's opening rush of
viewers wrote thousands of lines, hiding the warnings among them. They are access-log lines; the
process's log keeps its start-up lines, warnings and errors.
"""

import logging


class NoWebsocketHandshakes(logging.Filter):
    """Drops uvicorn's per-handshake lines (every websocket implementation logs them in this format)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (isinstance(record.msg, str) and record.msg.startswith('%s - "WebSocket '))
