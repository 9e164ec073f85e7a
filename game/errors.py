"""The game's one domain error: what its rules or services refuse, with the code, the
message and the status the API answers with (409 unless said). A `DomainError`, so the
project's exception handler answers it in the one JSON shape; not a DRF exception."""

from juryrigged.core.errors import DomainError


class ActionError(DomainError):
    status = 409

    def __init__(self, code: str, message: str, status: int = 409, **extra):
        super().__init__(code, message, status=status, **extra)
