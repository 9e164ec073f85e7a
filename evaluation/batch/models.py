"""Batches: one panel configuration run over many items (defined here, imported by `evaluation.models`).

Each item is judged by an ordinary evaluation run (its own conversation and assistant
message, so its full result is one click away and the run's resume logic is the one every
evaluation has); the item row holds what the batch page and the statistics need.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models


class Batch(models.Model):
    class Status(models.TextChoices):
        RUNNING = "running", "Running"
        COMPLETE = "complete", "Complete"
        CANCELLED = "cancelled", "Cancelled"
        STOPPED = "stopped", "Stopped at its budget"

    ACTIVE = (Status.RUNNING,)

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="eval_batches")
    name = models.CharField(max_length=200)
    mode = models.CharField(max_length=20, default="jury")
    # The validated panel (jurorModels, foremanModel, timeoutMs): the same for every item.
    config = models.JSONField(default=dict)
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.RUNNING, db_index=True)
    concurrency = models.PositiveSmallIntegerField(default=4)
    budget_usd = models.DecimalField(max_digits=12, decimal_places=4, null=True, blank=True)
    budget_tokens = models.PositiveBigIntegerField(null=True, blank=True)
    # What one item is expected to cost (None: a model's price is unknown); shown before start.
    item_estimate_usd = models.DecimalField(max_digits=12, decimal_places=6, null=True, blank=True)
    item_estimate_tokens = models.PositiveIntegerField(default=0)
    position_check = models.PositiveIntegerField(default=0, help_text="Items judged again with the content last.")
    reason = models.TextField(blank=True)
    total = models.PositiveIntegerField(default=0)
    done = models.PositiveIntegerField(default=0)
    failed = models.PositiveIntegerField(default=0)
    spent_usd = models.DecimalField(max_digits=12, decimal_places=6, default=0)
    spent_tokens = models.PositiveBigIntegerField(default=0)
    cost_unknown = models.BooleanField(default=False, help_text="Some calls had no known price.")
    report = models.JSONField(null=True, blank=True)
    # The batch this one judges again with another panel (the whole batch or some of its items, same indexes).
    rerun_of = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="reruns")
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name_plural = "batches"

    def __str__(self) -> str:
        return self.name

    @property
    def stream(self) -> str:
        return f"batch.{self.pk}"

    @property
    def is_active(self) -> bool:
        return self.status in self.ACTIVE


class BatchItem(models.Model):
    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        DONE = "done", "Done"
        FAILED = "failed", "Failed"
        CANCELLED = "cancelled", "Cancelled"

    batch = models.ForeignKey(Batch, on_delete=models.CASCADE, related_name="items")
    index = models.PositiveIntegerField()
    content = models.TextField()
    question = models.TextField(blank=True)
    metadata = models.JSONField(default=dict, blank=True)
    label_verdict = models.CharField(max_length=10, blank=True)
    label_scores = models.JSONField(default=dict, blank=True)
    # The index of the item this one repeats with the content after the instructions (position check).
    repeat_of = models.PositiveIntegerField(null=True, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    message = models.OneToOneField("evaluation.Message", null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="batch_item")
    verdict = models.CharField(max_length=10, blank=True)
    overall = models.FloatField(null=True, blank=True)
    scores = models.JSONField(default=dict, blank=True)
    jurors = models.JSONField(default=list, blank=True)
    error = models.TextField(blank=True)
    cost_usd = models.DecimalField(max_digits=12, decimal_places=6, null=True, blank=True)
    tokens = models.PositiveIntegerField(default=0)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["index"]
        constraints = [models.UniqueConstraint(fields=["batch", "index"], name="batch_item_unique_index")]
        indexes = [models.Index(fields=["batch", "status", "index"], name="batch_item_status")]

    def __str__(self) -> str:
        return f"{self.batch} #{self.index}"
