"""Part two's tables: the trial's state and the judge's state, one row each per game.

Imported from `game.models` so they belong to the game app (and its migrations).
"""

from __future__ import annotations

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models


class Trial(models.Model):
    """The trial of one game: the engine's `TrialState` (hand, deck, witnesses, examination,
    opponent, ruling cache...) as JSON, and a version for the model-backed steps.

    `version` grows with every change. A task that went to the model for version N
    applies its answer only if the trial is still at N and still awaits that step, so
    a late or duplicate task does nothing.
    """

    game = models.OneToOneField("game.Game", on_delete=models.CASCADE, primary_key=True, related_name="trial")
    state = models.JSONField(default=dict)
    version = models.PositiveIntegerField(default=0)
    pending_kind = models.CharField(max_length=30, blank=True, help_text="the model-backed step awaited, if any")
    pending_since = models.DateTimeField(null=True, blank=True, db_index=True)
    step_attempts = models.PositiveSmallIntegerField(default=0)
    last_deltas = models.JSONField(default=dict, blank=True, help_text="the jurors' shifts from the last answer")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"trial of game {self.game_id} (v{self.version})"


class JudgeState(models.Model):
    """The judge spec's JudgeState for one game."""

    class Expression(models.TextChoices):
        NEUTRAL = "neutral"
        ATTENTIVE = "attentive"
        DISAPPROVING = "disapproving"
        ANGRY = "angry"

    game = models.OneToOneField("game.Game", on_delete=models.CASCADE, primary_key=True, related_name="judge_state")
    persona_id = models.CharField(max_length=80)
    patience_remaining = models.FloatField(default=100, validators=[MinValueValidator(0), MaxValueValidator(100)])
    disposition_to_player = models.FloatField(default=0, validators=[MinValueValidator(-50), MaxValueValidator(50)])
    disposition_to_opponent = models.FloatField(default=0, validators=[MinValueValidator(-50), MaxValueValidator(50)])
    warnings_issued = models.PositiveSmallIntegerField(default=0)
    sanctions_issued = models.PositiveSmallIntegerField(default=0)
    notable_rulings = models.JSONField(default=list, blank=True)
    expression = models.CharField(max_length=12, choices=Expression.choices, default=Expression.NEUTRAL)
    contempt = models.BooleanField(default=False)
    research_level = models.PositiveSmallIntegerField(default=0, validators=[MaxValueValidator(3)])

    class Meta:
        constraints = [
            models.CheckConstraint(condition=models.Q(patience_remaining__gte=0, patience_remaining__lte=100),
                                   name="game_judge_patience_0_100"),
        ]

    def __str__(self) -> str:
        return f"judge in game {self.game_id}: patience {self.patience_remaining:.0f}"
