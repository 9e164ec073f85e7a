"""Conversations, messages and deliberation stages: the history both evaluation modes share.

A run of any mode (jury, dialectic) is one *user* message (the content under
evaluation) and one *assistant* message (the final report) in a conversation. The
assistant message carries the run: its `mode`, its `config` (the request's
`modeConfig`), its `status` and the ordered `DeliberationStage` rows the pipeline
stores as it goes. Its id is the `messageId` of the API and its events are
published on the stream `eval.<messageId>`.
"""

from __future__ import annotations

import uuid
from decimal import Decimal

from django.conf import settings
from django.db import models


def default_budget_tokens():
    return settings.EVAL_BUDGET_TOKENS or None


def default_budget_usd():
    return Decimal(str(settings.EVAL_BUDGET_USD)) if settings.EVAL_BUDGET_USD else None


class Mode(models.TextChoices):
    JURY = "jury", "Jury"
    DIALECTIC = "dialectic", "Dialectical"
    COMPARE = "compare", "Compare"
    TOURNAMENT = "tournament", "Tournament"


class Conversation(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="conversations")
    title = models.CharField(max_length=200, blank=True)
    mode = models.CharField(max_length=20, choices=Mode.choices)
    # The verdict of the latest finished run, copied here so history lists can filter and badge
    # without a join. Jury: APPROVE/REVISE/REJECT; other modes write their own words.
    verdict = models.CharField(max_length=20, blank=True, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["user", "-updated_at"], name="eval_conv_user_updated")]

    def __str__(self):
        return self.title or f"{self.get_mode_display()} evaluation {str(self.id)[:8]}"


class Message(models.Model):
    class Role(models.TextChoices):
        USER = "user"
        ASSISTANT = "assistant"

    class Status(models.TextChoices):
        # Only assistant messages have a lifecycle; a user message is always "complete".
        PENDING = "pending"
        RUNNING = "running"
        COMPLETE = "complete"
        FAILED = "failed"

    ACTIVE = (Status.PENDING, Status.RUNNING)

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="messages")
    role = models.CharField(max_length=10, choices=Role.choices)
    mode = models.CharField(max_length=20, choices=Mode.choices)
    # user: the content under evaluation; assistant: the final report (the jury foreman's text).
    content = models.TextField(blank=True)
    # assistant: the validated request (`question` + `modeConfig`) the pipeline runs from.
    config = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.COMPLETE, db_index=True)
    error = models.TextField(blank=True, help_text="Why the run failed, for the user and staff.")
    verdict = models.CharField(max_length=20, blank=True)
    # How many times a worker has picked the run up (the sweeper gives up after a few).
    attempts = models.PositiveSmallIntegerField(default=0)
    # The run's budget (EVAL_BUDGET_* when it starts; staff may change it in the admin): checked before each
    # batch of model calls, read from this row each time, so a raised budget holds from the next step. Empty: no cap.
    budget_tokens = models.PositiveBigIntegerField(null=True, blank=True, default=default_budget_tokens,
                                                   help_text="Most tokens (prompt + completion) the run may use.")
    budget_usd = models.DecimalField(max_digits=10, decimal_places=2, null=True, blank=True,
                                     default=default_budget_usd, help_text="Most USD the run may cost.")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    started_at = models.DateTimeField(null=True, blank=True)
    # The worker's last sign of life (each stage, and the lease's renewals).
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    # The lease of the worker that runs it (`evaluation.runs.run_claim`): whose it is and until when. Renewed by a
    # thread while the work runs, CPU-bound steps included; another worker may take the run only once it lapsed.
    lease_owner = models.CharField(max_length=32, blank=True, default="")
    lease_expires_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["created_at"]
        indexes = [models.Index(fields=["status", "heartbeat_at"], name="eval_msg_status_heartbeat"),
                   models.Index(fields=["status", "lease_expires_at"], name="eval_msg_status_lease")]

    def __str__(self):
        return f"{self.role} message {str(self.id)[:8]} ({self.mode}, {self.status})"

    @property
    def stream(self) -> str:
        return stream_name(self.id)


def stream_name(message_id) -> str:
    """The realtime stream of one run: `eval.<messageId>`."""
    return f"eval.{message_id}"


class DeliberationStage(models.Model):
    """One stored step of a run, in `stage_order`.

    Jury mode writes `present` (1), one `deliberation` row per juror (2),
    `juror_summary` (3) and `verdict` (4). Other modes use their own stage types,
    so `stage_type` is free text rather than a closed choice.
    """

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    message = models.ForeignKey(Message, on_delete=models.CASCADE, related_name="stages")
    stage_type = models.CharField(max_length=40)
    stage_order = models.PositiveSmallIntegerField()
    model = models.CharField(max_length=120, null=True, blank=True)
    role = models.CharField(max_length=40, null=True, blank=True)
    content = models.TextField(blank=True)
    parsed_data = models.JSONField(null=True, blank=True)
    response_time_ms = models.PositiveIntegerField(null=True, blank=True)
    # A participant's place in the request (jury: the juror's index in `jurorModels`), so a resumed
    # run knows which participants already answered even when two use the same model.
    position = models.PositiveSmallIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "deliberation_stages"
        ordering = ["stage_order", "position", "created_at"]
        indexes = [models.Index(fields=["message", "stage_order"], name="deliberation_msg_order")]
        constraints = [
            # A duplicate worker cannot store a participant twice.
            models.UniqueConstraint(fields=["message", "stage_type", "position"], name="deliberation_unique_position"),
            # The jury's one-per-run stages cannot be stored twice either.
            models.UniqueConstraint(fields=["message", "stage_type"], name="deliberation_unique_jury_singleton",
                                    condition=models.Q(stage_type__in=["present", "juror_summary", "verdict"])),
        ]

    def __str__(self):
        return f"{self.stage_type} #{self.stage_order} {self.model or ''}".strip()


class RunStart(models.Model):
    """One run a user started, kept when its conversation is deleted: the per-user limits count these,
    so deleting history does not reset them."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="evaluation_starts")
    mode = models.CharField(max_length=20, choices=Mode.choices)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["user", "created_at"], name="eval_runstart_user_created")]

    def __str__(self):
        return f"{self.user} started a {self.mode} run at {self.created_at:%Y-%m-%d %H:%M}"


from evaluation.dialectic.models import RubricPreset  # noqa: E402,F401  (dialectical mode's rubric presets)


from evaluation.batch.models import Batch, BatchItem  # noqa: E402,F401  (tables of the evaluation app)


from evaluation.sources.models import RunSource  # noqa: E402,F401  (a run's sources: raw uploads, what was read)
