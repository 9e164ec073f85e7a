"""Reads of the evaluation app: the caller's conversations and runs (anyone else's is "not found")."""

from __future__ import annotations

import uuid

from django.db.models import OuterRef, Q, QuerySet, Subquery

from evaluation.errors import EvaluationError
from evaluation.models import Conversation, Message


def parse_uuid(value) -> uuid.UUID | None:
    try:
        return uuid.UUID(str(value))
    except ValueError:
        return None


def conversations_for(*, user, search: str = "", verdict: str = "", mode: str = "") -> QuerySet[Conversation]:
    """The user's own conversations, newest activity first, with their latest run annotated.

    `search` matches the title (or, for untitled ones, the content); `verdict` and
    `mode` filter exactly (case-insensitive).
    """
    latest = Message.objects.filter(conversation=OuterRef("pk"), role=Message.Role.ASSISTANT).order_by("-created_at")
    first_content = Message.objects.filter(conversation=OuterRef("pk"), role=Message.Role.USER).order_by("created_at")
    # A batch's items are judged in conversations of their own; they live on the batch's page.
    conversations = Conversation.objects.filter(user=user).exclude(messages__batch_item__isnull=False).annotate(
        latest_run_id=Subquery(latest.values("id")[:1]),
        latest_status=Subquery(latest.values("status")[:1]),
        content_preview=Subquery(first_content.values("content")[:1]),
    )
    if search.strip():
        conversations = conversations.filter(Q(title__icontains=search.strip())
                                             | Q(title="", messages__content__icontains=search.strip())).distinct()
    if verdict.strip():
        conversations = conversations.filter(verdict__iexact=verdict.strip())
    if mode.strip():
        conversations = conversations.filter(mode__iexact=mode.strip())
    return conversations.order_by("-updated_at", "-created_at")


def access_conversation(*, user, conversation_id) -> Conversation:
    """The caller's own conversation; one 404 for "does not exist", "malformed id" and "someone else's"."""
    pk = parse_uuid(conversation_id)
    found = Conversation.objects.filter(pk=pk, user=user).first() if pk else None
    if found is None:
        raise EvaluationError("CONVERSATION_NOT_FOUND", "No such conversation.", status=404)
    return found


def access_run(*, user, message_id) -> Message:
    """A run (assistant message) of the user's own (staff see every run)."""
    pk = parse_uuid(message_id)
    runs = Message.objects.select_related("conversation").filter(pk=pk, role=Message.Role.ASSISTANT)
    if not user.is_staff:
        runs = runs.filter(conversation__user=user)
    found = runs.first() if pk else None
    if found is None:
        raise EvaluationError("EVALUATION_NOT_FOUND", "No such evaluation.", status=404)
    return found


def runs_of(conversation: Conversation) -> list[Message]:
    return list(conversation.messages.filter(role=Message.Role.ASSISTANT).order_by("created_at"))
