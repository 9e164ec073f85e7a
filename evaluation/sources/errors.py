"""Why a source is refused: a message the user can act on and the HTTP status it is answered with."""


class SourceRefused(Exception):
    """A source the server will not read (too large, unsafe, unreachable, not a supported kind)."""

    def __init__(self, message: str, *, status: int = 400, code: str = "SOURCE_REFUSED"):
        super().__init__(message)
        self.message = message
        self.status = status
        self.code = code


def too_large(what: str, size: int, cap: int) -> SourceRefused:
    return SourceRefused(f"{what} is too large: {size:,} bytes (at most {cap:,}).", status=413, code="SOURCE_TOO_LARGE")
