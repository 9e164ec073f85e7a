"""Staff tools for the trial: inspect a game's judge and trial state (read-mostly)."""

from django.contrib import admin

from game.court.models import JudgeState, Trial


@admin.register(JudgeState)
class JudgeStateAdmin(admin.ModelAdmin):
    list_display = ("game", "persona_id", "patience_remaining", "expression", "warnings_issued", "sanctions_issued",
                    "contempt", "research_level")
    list_filter = ("expression", "contempt")
    readonly_fields = ("game", "persona_id", "notable_rulings")


@admin.register(Trial)
class TrialAdmin(admin.ModelAdmin):
    list_display = ("game", "version", "pending_kind", "pending_since", "step_attempts", "updated_at")
    list_filter = ("pending_kind",)
    readonly_fields = ("game", "state", "version", "last_deltas")
