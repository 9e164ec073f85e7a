"""What the evaluation API accepts (request serializers) and how it shapes its answers (plain functions)."""

from __future__ import annotations

import re

from rest_framework import serializers

from evaluation import modes, selectors
from evaluation.models import Conversation, Message
from juryrigged import realtime
from juryrigged.core.serializers import Text


class EvaluationRequest(serializers.Serializer):
    """The envelope of POST /api/evaluations, for the schema: the mode's validator checks the body
    whole (`modes.ModeSpec.validate`), so a 400 lists every field error of the mode at once."""

    mode = Text(help_text="A registered mode: jury or dialectic.")
    question = Text(required=False, help_text="What the run should judge (jury: the content's evaluation brief).")
    modeConfig = serializers.DictField(help_text="The mode's own fields (jury: content, jurorModels, foremanModel, "
                                                 "originalQuestion, timeoutMs, sources; dialectic: documents, rubric "
                                                 "or rubricPresetId, judgeModels, sources).")
    conversationId = serializers.UUIDField(required=False, help_text="Continue this conversation (same mode).")


class RubricChosen(serializers.Serializer):
    rubricPresetId = serializers.CharField(help_text="The preset used: code-review.")
    name = serializers.CharField()
    why = serializers.CharField()


class RunStarted(serializers.Serializer):
    conversationId = serializers.UUIDField()
    messageId = serializers.UUIDField()
    mode = serializers.CharField()
    status = serializers.CharField()
    stream = serializers.CharField(help_text="Follow it: /ws/streams/<stream>/ or the SSE events URL.")
    events = serializers.CharField()
    websocket = serializers.CharField()
    result = serializers.CharField()
    page = serializers.CharField()
    rubricChosen = RubricChosen(required=False, help_text=(
        "Only when the server chose the rubric: a dialectic audit given code (an archive, source files or a "
        "repository) with neither rubricPresetId nor rubric is reviewed with the Code review preset."))


class RenameRequest(serializers.Serializer):
    title = Text(max_length=200, error_messages={"required": "A title is required.", "blank": "A title is required.",
                                                 "max_length": "At most 200 characters."})


def run_result(message: Message) -> dict:
    """The mode's result (jury: the spec's JuryResult) with the run's ids, status and stream position."""
    spec = modes.get(message.mode)
    # The stream position first, then the rows: a client following from `lastSeq` misses nothing.
    last_seq = realtime.last_seq(message.stream)
    result = spec.result(message) if spec and spec.result else {}
    return {**result, "messageId": str(message.pk), "conversationId": str(message.conversation_id),
            "mode": message.mode, "status": message.status, "error": message.error or None,
            "stream": message.stream, "lastSeq": last_seq}


def conversation_row(conversation: Conversation) -> dict:
    preview = getattr(conversation, "content_preview", "") or ""
    return {"id": str(conversation.pk), "title": conversation.title or None, "mode": conversation.mode,
            "verdict": conversation.verdict or None, "status": getattr(conversation, "latest_status", None),
            "latestMessageId": str(conversation.latest_run_id) if getattr(conversation, "latest_run_id", None)
            else None, "preview": preview[:160], "createdAt": conversation.created_at.isoformat(),
            "updatedAt": conversation.updated_at.isoformat()}


def conversation_detail(conversation: Conversation) -> dict:
    messages = list(conversation.messages.order_by("created_at"))
    return {"id": str(conversation.pk), "title": conversation.title or None, "mode": conversation.mode,
            "verdict": conversation.verdict or None, "createdAt": conversation.created_at.isoformat(),
            "updatedAt": conversation.updated_at.isoformat(),
            "messages": [{"id": str(m.pk), "role": m.role, "mode": m.mode, "content": m.content,
                          "createdAt": m.created_at.isoformat(),
                          **({"status": m.status, "verdict": m.verdict or None, "error": m.error or None}
                             if m.role == Message.Role.ASSISTANT else {})} for m in messages]}


def conversation_markdown(conversation: Conversation) -> str:
    title = conversation.title or "Untitled evaluation"
    parts = [f"# {title}", "",
             f"*{conversation.get_mode_display()} evaluation · {conversation.created_at:%Y-%m-%d %H:%M} UTC*", ""]
    for run in selectors.runs_of(conversation):
        spec = modes.get(run.mode)
        if spec and spec.export:
            parts.append(spec.export(run))
        else:
            parts += [run.content or "(no report)", ""]
    return "\n".join(parts).rstrip() + "\n"


def export_filename(conversation: Conversation) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", (conversation.title or "evaluation").lower()).strip("-")[:60] or "evaluation"
    return f"{slug}-{str(conversation.pk)[:8]}.md"
