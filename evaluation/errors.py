"""The evaluation app's refusals: one domain error, answered by the API in the house's JSON shape."""

from __future__ import annotations

from juryrigged.core.errors import DomainError


class EvaluationError(DomainError):
    """A refused evaluation request: a foreign or unknown conversation or run (404), a mode
    mismatch (400), the per-user limits (429 with retryAfterMs)."""
