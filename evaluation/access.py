"""Who may see a run: its conversation's owner, and staff."""

from __future__ import annotations

from evaluation.models import Message
from evaluation.selectors import parse_uuid


def can_follow_run(user, stream: str) -> bool:
    """Stream rule for `eval.<messageId>`: only the owner of the conversation (or staff) may follow it."""
    if not getattr(user, "is_authenticated", False):
        return False
    message_id = parse_uuid(stream.split(".", 1)[1])
    if message_id is None:
        return False
    runs = Message.objects.filter(pk=message_id)
    if not user.is_staff:
        runs = runs.filter(conversation__user=user)
    return runs.exists()


def can_follow_batch(user, stream: str) -> bool:
    """Stream rule for `batch.<batchId>`: its owner (or staff)."""
    from evaluation.batch.models import Batch

    if not getattr(user, "is_authenticated", False):
        return False
    batch_id = parse_uuid(stream.split(".", 1)[1])
    if batch_id is None:
        return False
    batches = Batch.objects.filter(pk=batch_id)
    return batches.exists() if user.is_staff else batches.filter(user=user).exists()
