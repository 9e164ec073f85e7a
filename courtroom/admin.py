"""The staff's tools: sessions (transcript, phase control, votes), the moderation
queue and rules (courtroom.moderation_admin), the prompt bank and the log of staff actions."""

from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import Count
from django.utils.html import format_html, format_html_join

from courtroom import moderation_admin  # noqa: F401  (registers the moderation queue and rules)
from courtroom import selectors, services
from courtroom.models import CasePrompt, CourtSession, RoleAssignment, SentenceOption, StaffAction, Turn
from courtroom.services.control import ADVANCE, END, RESUME, ControlError
from courtroom.services import votes
from juryrigged import llm
from juryrigged.core.admin_json import ReadableJSONMixin


class RoleInline(ReadableJSONMixin, admin.TabularInline):
    model = RoleAssignment
    extra = 0
    can_delete = False
    readonly_fields = ("agent_id", "role", "order")

    def has_add_permission(self, request, obj=None):
        return False


class TurnInline(ReadableJSONMixin, admin.TabularInline):
    """The full transcript; staff also see the original of a redacted line."""

    model = Turn
    extra = 0
    can_delete = False
    fields = ("turn_number", "speaker", "role", "phase", "dialogue", "original_dialogue", "moderation")
    readonly_fields = fields
    ordering = ("turn_number",)

    def has_add_permission(self, request, obj=None):
        return False


class StaffActionInline(ReadableJSONMixin, admin.TabularInline):
    model = StaffAction
    extra = 0
    can_delete = False
    fields = ("at", "actor", "action", "turn", "detail")
    readonly_fields = fields

    def has_add_permission(self, request, obj=None):
        return False


def _control(modeladmin, request, queryset, action: str, verb: str):
    done = 0
    for session in queryset:
        try:
            services.session_control(session_id=session.pk, action=action, actor=request.user)
            done += 1
        except ControlError as exc:
            modeladmin.message_user(request, f"#{session.pk}: {exc.message}", messages.WARNING)
    if done:
        modeladmin.message_user(request, f"{verb} {done} session(s).", messages.SUCCESS)


@admin.action(description="Advance to the next phase")
def advance_phase(modeladmin, request, queryset):
    _control(modeladmin, request, queryset, ADVANCE, "Advanced")


@admin.action(description="End the session now")
def end_session(modeladmin, request, queryset):
    _control(modeladmin, request, queryset, END, "Ended")


@admin.action(description="Resume a failed session")
def resume_session(modeladmin, request, queryset):
    _control(modeladmin, request, queryset, RESUME, "Resumed")


@admin.action(description="Require a new join code to vote")
def new_join_code(modeladmin, request, queryset):
    for session in queryset:
        code = votes.join_code_set(session_id=session.pk, code=votes.join_code_new(), actor=request.user)
        modeladmin.message_user(request, f"#{session.pk}: join code {code}", messages.SUCCESS)


@admin.action(description="Let anyone vote (remove the join code)")
def remove_join_code(modeladmin, request, queryset):
    sessions = list(queryset.exclude(join_code="").values_list("pk", flat=True))
    for pk in sessions:
        votes.join_code_set(session_id=pk, code="", actor=request.user)
    modeladmin.message_user(request, f"Removed the join code of {len(sessions)} session(s).", messages.SUCCESS)


@admin.register(CourtSession)
class CourtSessionAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("id", "topic", "case_type", "status", "phase", "turn_count", "vote_count",
                    "blocked_vote_attempts", "created_at")
    list_display_links = ("id", "topic")
    list_filter = ("status", "phase", "case_type", "ended_by_staff")
    search_fields = ("topic", "case_prompt", "=id")
    actions = [advance_phase, end_session, resume_session, new_join_code, remove_join_code]
    inlines = [RoleInline, TurnInline, StaffActionInline]
    readonly_fields = ("status", "phase", "cursor", "turn_count", "failure_reason", "ended_by_staff",
                       "adjourned_reason", "vote_statistics", "blocked_vote_attempts", "model_usage", "final_ruling",
                       "next_step_at", "lease_until", "started_at", "completed_at", "created_by", "watch_link")
    fields = ("topic", "case_type", "case_prompt", "sentence_options", "participants", "join_code",
              "budget_tokens", "budget_usd", "watch_link") + readonly_fields[:-1]

    def save_model(self, request, obj, form, change):
        if change and "join_code" in form.changed_data:  # through the service: normalized and logged
            obj.join_code = votes.join_code_set(session_id=obj.pk, code=obj.join_code, actor=request.user)
        if change:
            # Only what staff changed: the session runs on meanwhile, and its cursor, status and
            # counters belong to the worker (a whole-row save would write back stale ones).
            fields = [name for name in form.changed_data if name != "join_code"]
            if fields:
                obj.save(update_fields=fields)
            return
        super().save_model(request, obj, form, change)
    list_per_page = 50

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(_votes=Count("polls__votes"))

    @admin.display(description="votes", ordering="_votes")
    def vote_count(self, obj):
        return obj._votes

    @admin.display(description="vote statistics")
    def vote_statistics(self, obj):
        tallies = selectors.tallies_for([obj])[obj.pk] if obj.pk else {}
        if not tallies:
            return "No poll opened yet."
        rows = []
        for kind, counts in tallies.items():
            rows.append((kind, ", ".join(f"{choice}: {n}" for choice, n in counts.items()), sum(counts.values())))
        return format_html("<ul>{}</ul>", format_html_join("", "<li><b>{}</b> — {} (total {})</li>", rows))

    @admin.display(description="model calls, tokens and cost")
    def model_usage(self, obj):
        if not obj.pk:
            return "-"
        usage = llm.usage_for(obj.subject)
        budget = (f"budget {obj.budget_tokens or '∞'} tokens / "
                  + (f"${obj.budget_usd}" if obj.budget_usd else "no $ cap"))
        return f"{usage.describe()} ({budget})"

    @admin.display(description="watch")
    def watch_link(self, obj):
        return format_html('<a href="/court/{}/" target="_blank">Open the live page</a>', obj.pk) if obj.pk else "-"

    def has_add_permission(self, request):
        return False  # sessions start from /court/ or the API, through the service


@admin.register(CasePrompt)
class CasePromptAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("title", "case_type", "active")
    list_filter = ("case_type", "active")
    search_fields = ("title", "prompt")
    list_editable = ("active",)


@admin.register(SentenceOption)
class SentenceOptionAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("text", "case_type", "order", "active")
    list_filter = ("case_type", "active")
    list_editable = ("order", "active")


@admin.register(StaffAction)
class StaffActionAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("at", "actor", "action", "session", "turn")
    list_filter = ("action",)
    search_fields = ("actor__username", "session__topic")
    readonly_fields = ("at", "actor", "action", "session", "turn", "detail")

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
