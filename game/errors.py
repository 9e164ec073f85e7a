"""The game's one domain error: what its rules or services refuse, with the code, the
message and the status the API answers with (409 unless said). A `DomainError`, so the
project's exception handler answers it in the one JSON shape; not a DRF exception."""

from juryrigged.core.errors import DomainError


class ActionError(DomainError):
    """ActionError("GAME_OVER", "This game is over.", status=409, **fields): the one constructor."""

    status = 409
