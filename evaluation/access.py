"""Who may follow a run's or a batch's stream: its owner, and staff."""

from __future__ import annotations

from django.db.models import QuerySet

from evaluation.models import Batch, Message
from evaluation.selectors import parse_uuid


def _owner_or_staff(user, stream: str, rows: QuerySet, owner: str) -> bool:
    """True if the row named by the stream's id exists and `user` owns it (through `owner`) or is staff."""
    if not getattr(user, "is_authenticated", False):
        return False
    pk = parse_uuid(stream.split(".", 1)[1])
    if pk is None:
        return False
    rows = rows.filter(pk=pk)
    if not user.is_staff:
        rows = rows.filter(**{owner: user})
    return rows.exists()


def can_access_run_stream(user, stream: str) -> bool:
    """Stream rule for `eval.<messageId>`: only the owner of the conversation (or staff) may follow it."""
    return _owner_or_staff(user, stream, Message.objects.all(), "conversation__user")


def can_access_batch_stream(user, stream: str) -> bool:
    """Stream rule for `batch.<batchId>`: its owner (or staff)."""
    return _owner_or_staff(user, stream, Batch.objects.all(), "user")
