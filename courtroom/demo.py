"""Demo data of the courtroom: the prompt bank, sentence options and moderation rules.

Idempotent. Live sessions are started from /court/ (they need the worker).
"""

from courtroom.seeds import seed


def load() -> None:
    seed()
