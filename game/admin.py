"""The staff's tools: edit cases and personas, inspect games, their jurors, timeline,
trial and judge (read-mostly)."""

from django.contrib import admin

from game.models import Case, Game, GameEvent, JudgeState, JurorPersona, JurorState, PlayerProfile, Trial
from game.selectors import game_model_usage
from juryrigged.core.admin_json import ReadableJSONMixin


class PersonaInline(ReadableJSONMixin, admin.TabularInline):
    model = JurorPersona
    fields = ("pool_order", "key", "name", "age", "occupation", "prosecution_bias", "leader_follower")
    extra = 0
    show_change_link = True

    def get_queryset(self, request):
        return super().get_queryset(request).filter(game__isnull=True)


@admin.register(Case)
class CaseAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("title", "tier", "difficulty", "kind", "player_side", "budget", "is_published")
    list_filter = ("tier", "kind", "is_published")
    search_fields = ("title", "charge", "slug")
    prepopulated_fields = {"slug": ("title",)}
    inlines = [PersonaInline]
    # Authored by staff: edited as indented JSON (the other admins here show records, read-only).
    editable_json = ("judge", "opposing_counsel", "mirror_counsel", "witnesses", "evidence", "pool_archetypes")


@admin.register(JurorPersona)
class JurorPersonaAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("name", "case", "game", "pool_order", "occupation", "age", "prosecution_bias", "leader_follower")
    list_filter = ("case",)
    search_fields = ("name", "occupation", "key")
    raw_id_fields = ("game",)
    editable_json = ("topic_biases", "triggers", "trigger_direction", "cause_grounds")  # authored, like the case


class JurorStateInline(ReadableJSONMixin, admin.TabularInline):
    model = JurorState
    fields = ("persona", "status", "seat", "alternate_order", "opinion", "confidence", "engagement", "expression",
              "removal_reason")
    readonly_fields = fields
    extra = 0
    can_delete = False


@admin.register(Game)
class GameAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("id", "player", "case", "phase", "status", "outcome", "model_budget", "updated_at")
    list_filter = ("status", "phase", "outcome", "case")
    search_fields = ("player__username", "case__title")
    readonly_fields = ("seed", "rng_state", "model_usage", "created_at", "updated_at", "finished_at")
    raw_id_fields = ("player", "foreperson")
    inlines = [JurorStateInline]
    # The model budget beside what the game spent: raised, it is used from the game's next model call.
    fieldsets = (
        (None, {"fields": ("player", "case", "phase", "status", "outcome", "outcome_reason", "player_side", "turn")}),
        ("Model budget", {"fields": ("model_usage", "model_budget_tokens", "model_budget_usd"),
                          "description": "Checked before each model call; past it scripted lines stand in. "
                                         "A raised budget is used from the next call."}),
        ("Currencies and jury", {"fields": ("budget", "credibility", "preparation", "consultant_hired",
                                            "peremptory_player", "peremptory_opponent", "jury_instructions",
                                            "deliberation_round", "foreperson", "verdict", "experience_earned")}),
        ("Background work", {"fields": ("next_step_at", "step_attempts", "seed", "rng_state", "created_at",
                                        "updated_at", "finished_at")}),
    )

    @admin.display(description="spent: model calls, tokens and cost")
    def model_usage(self, obj):
        return game_model_usage(game=obj).describe() if obj.pk else "-"

    @admin.display(description="model budget")
    def model_budget(self, obj):
        tokens = f"{obj.model_budget_tokens:,} tokens" if obj.model_budget_tokens else "no token cap"
        return f"{tokens} · " + (f"${obj.model_budget_usd}" if obj.model_budget_usd is not None else "no $ cap")


@admin.register(GameEvent)
class GameEventAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("id", "game", "turn", "phase", "kind", "summary", "created_at")
    list_filter = ("kind", "phase")
    search_fields = ("summary",)
    raw_id_fields = ("game",)


@admin.register(PlayerProfile)
class PlayerProfileAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("user", "jury_reading", "presentation", "interrogation", "legal_knowledge", "investigation",
                    "experience", "cases_played", "cases_won")
    search_fields = ("user__username",)



@admin.register(JudgeState)
class JudgeStateAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("game", "persona_id", "patience_remaining", "expression", "warnings_issued", "sanctions_issued",
                    "contempt", "research_level")
    list_filter = ("expression", "contempt")
    search_fields = ("persona_id", "game__case__title", "game__player__username")
    readonly_fields = ("game", "persona_id", "notable_rulings")


@admin.register(Trial)
class TrialAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("game", "version", "pending_kind", "pending_since", "step_attempts", "updated_at")
    list_filter = ("pending_kind",)
    search_fields = ("game__case__title", "game__player__username")
    readonly_fields = ("game", "state", "version", "last_deltas")
