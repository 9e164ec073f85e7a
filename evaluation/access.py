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
