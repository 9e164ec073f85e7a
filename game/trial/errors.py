"""An action the rules refuse, with the status and code the API answers with."""


class ActionError(ValueError):
    def __init__(self, code: str, message: str, status: int = 409):
        super().__init__(message)
        self.code, self.message, self.status = code, message, status
