"""The dialectic mode's one table: rubric presets staff edit in the admin.

Defined here and imported by `evaluation.models`, so it belongs to the evaluation app.
A run copies the preset's criteria into its config when it starts, so editing a
preset later never changes an audit already made.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import models

from evaluation.dialectic.rubric import RubricError, validate_rubric


def _validate_criteria(value) -> None:
    try:
        validate_rubric(value)
    except RubricError as exc:
        raise ValidationError([f"{path}: {message}" for path, message in exc.errors.items()]) from exc


class RubricPreset(models.Model):
    slug = models.SlugField(max_length=60, unique=True)
    name = models.CharField(max_length=120)
    description = models.TextField(blank=True)
    criteria = models.JSONField(
        validators=[_validate_criteria],
        help_text="A list of {id, name, description, successPattern, failurePattern, target (all|code|docs)}; "
                  "unique ids, at most 20.")
    is_active = models.BooleanField(default=True, help_text="Offered on the form and accepted by the API.")
    position = models.PositiveSmallIntegerField(default=0, help_text="Order on the form (lowest first).")
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        app_label = "evaluation"
        ordering = ["position", "name"]

    def __str__(self):
        return self.name
