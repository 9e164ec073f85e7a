"""Staff's moderation tools: the queue (each layer's decision and reason, restore, redact)
and the Layer 1 rules, with the suggestions staff decisions leave behind."""

from __future__ import annotations

from django.contrib import admin, messages
from django.contrib.admin.views.main import ChangeList
from django.db.models import Count, Max, Q
from django.http import JsonResponse
from django.urls import path
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

from courtroom import services
from courtroom.models import FlaggedTurn, ModerationRule, StaffAction, Turn
from courtroom.moderation import CATEGORY_LABELS, valid_pattern
from courtroom.services.moderation import rules_changed
from juryrigged.core.errors import json_error
from juryrigged.core.admin_json import ReadableJSONMixin


@admin.action(description="Restore the selected lines (false positives)")
def restore_turns(modeladmin, request, queryset):
    for turn in queryset:
        services.turn_restore(turn_id=turn.pk, actor=request.user)
    modeladmin.message_user(request, f"Restored {queryset.count()} line(s); viewers see them now. Rule "
                            "suggestions, if any, wait in Moderation rules (source: suggested).", messages.SUCCESS)


@admin.action(description="Redact the selected lines")
def redact_turns(modeladmin, request, queryset):
    for turn in queryset:
        services.turn_redact(turn_id=turn.pk, actor=request.user, reason="redacted by staff from the admin")
    modeladmin.message_user(request, f"Redacted {queryset.count()} line(s); viewers see the change now. A rule "
                            "suggestion waits in Moderation rules (source: suggested).", messages.SUCCESS)


def _layer_lines(obj, *, full: bool):
    """Each layer's decision; in the list, a passing layer's reason is left out to keep rows short."""
    rows = []
    for layer in obj.moderation_layers or []:
        verdict = "held" if layer.get("flagged") else "passed"
        categories = ", ".join(CATEGORY_LABELS.get(c, c) for c in layer.get("categories", []))
        reason = layer.get("reason", "")
        if not full:
            reason = reason[:80] + ("…" if len(reason) > 80 else "") if layer.get("flagged") else ""
        rows.append((layer.get("layer", "?"), verdict + (f" ({categories})" if categories else ""),
                     f" — {reason}" if reason else ""))
    if not rows:
        return "-"
    return format_html_join(mark_safe("<br>"), "<strong>{}</strong>: {}{}", rows)


class ModerationFilter(admin.SimpleListFilter):
    """The queue opens on flagged lines; "All" is an explicit choice, so it stays all."""

    title = "moderation"
    parameter_name = "moderation"
    DEFAULT = Turn.Moderation.FLAGGED
    ALL = "all"

    def lookups(self, request, model_admin):
        return [*Turn.Moderation.choices, (self.ALL, "All")]

    def value(self):
        return super().value() or self.DEFAULT

    def choices(self, changelist):
        # Django's own "All" entry would drop the parameter, which means the default here.
        for lookup, title in self.lookup_choices:
            yield {"selected": self.value() == str(lookup), "display": title,
                   "query_string": changelist.get_query_string({self.parameter_name: lookup})}

    def queryset(self, request, queryset):
        value = self.value()
        if value == self.ALL or value not in Turn.Moderation.values:
            return queryset
        return queryset.filter(moderation=value)


class ModerationQueueChangeList(ChangeList):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # "Clear all filters" shows every line, not the default flagged view; a search stays, as Django's does.
        self.clear_all_filters_qs = self.get_query_string(
            {ModerationFilter.parameter_name: ModerationFilter.ALL},
            remove=[name for name in self.get_filters_params() if name != ModerationFilter.parameter_name])


@admin.register(FlaggedTurn)
class ModerationQueueAdmin(ReadableJSONMixin, admin.ModelAdmin):
    """Flagged lines first, with each layer's decision and reason; every line can be
    searched, restored or redacted by hand."""

    list_display = ("line", "moderation", "reasons", "layers", "text")
    list_display_links = ("line",)
    list_filter = (ModerationFilter, "role", "phase")
    search_fields = ("dialogue", "original_dialogue", "session__topic")
    actions = [restore_turns, redact_turns]
    readonly_fields = ("session", "turn_number", "speaker", "role", "phase", "kind", "dialogue", "original_dialogue",
                       "moderation", "reasons_in_words", "layer_decisions", "decisions", "created_at")
    fields = readonly_fields  # the layers as read by people, not their stored JSON
    list_select_related = ("session",)

    class Media:
        css = {"all": ("courtroom/moderation_queue.css",)}  # each line a card on a phone
        js = ("courtroom/moderation_queue.js",)  # the list follows `state/` and redraws when the queue changes

    def get_queryset(self, request):
        return super().get_queryset(request).order_by("-moderation", "-created_at")

    def changelist_view(self, request, extra_context=None):
        # The version the page was drawn at: the script redraws from the first change after it.
        return super().changelist_view(request, {**(extra_context or {}), "queue_version": queue_state()["version"]})

    def get_urls(self):
        return [path("state/", self.queue_state, name="courtroom_flaggedturn_state"), *super().get_urls()]

    def queue_state(self, request):
        """GET state/: what the open changelist polls — a version that moves when a line is held or
        reviewed, and how many wait. Staff who may view the queue only; JSON errors otherwise."""
        if request.method != "GET":
            return json_error(405, "METHOD_NOT_ALLOWED", "Use GET.")
        if not request.user.is_authenticated:
            return json_error(401, "NOT_AUTHENTICATED", "Log in as staff to follow the moderation queue.")
        if not (request.user.is_active and request.user.is_staff and self.has_view_permission(request)):
            return json_error(403, "FORBIDDEN", "Only staff who review lines may follow the moderation queue.")
        return JsonResponse(queue_state())

    def get_changelist(self, request, **kwargs):
        return ModerationQueueChangeList

    @admin.display(description="line", ordering="session_id")
    def line(self, obj):
        return format_html("#{}/{}<br>{}, {}", obj.session_id, obj.turn_number, obj.speaker, obj.role)

    @admin.display(description="categories")
    def reasons(self, obj):
        return ", ".join(CATEGORY_LABELS.get(c, c) for c in obj.moderation_reasons) or "-"

    @admin.display(description="moderation reasons")
    def reasons_in_words(self, obj):
        """The categories that held the line, as words (the stored field is a JSON list of codes)."""
        return self.reasons(obj)

    @admin.display(description="each layer's decision")
    def layers(self, obj):
        return _layer_lines(obj, full=False)

    @admin.display(description="each layer's decision and reason")
    def layer_decisions(self, obj):
        return _layer_lines(obj, full=True)

    @admin.display(description="staff decisions")
    def decisions(self, obj):
        actions = obj.staff_actions.select_related("actor").order_by("at", "id")
        return format_html_join(mark_safe("<br>"), "{} by {} at {}", (
            (a.action.replace("turn_", ""), a.actor or "a deleted user", f"{a.at:%Y-%m-%d %H:%M:%S} UTC")
            for a in actions)) or "-"

    @admin.display(description="the line (original, staff only)")
    def text(self, obj):
        if obj.is_redacted:
            return format_html("{}<br><em>viewers see the placeholder</em>", obj.original_dialogue[:160])
        return obj.dialogue[:160]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


def queue_state() -> dict:
    """The queue's version: held lines (how many, the newest) and the last staff decision on a line.
    A line held adds to both; a restore or redaction moves the line out and logs a StaffAction. Two queries."""
    held = Turn.objects.aggregate(waiting=Count("id", filter=Q(moderation=Turn.Moderation.FLAGGED)),
                                  newest=Max("id", filter=Q(moderation=Turn.Moderation.FLAGGED)))
    decided = StaffAction.objects.filter(turn__isnull=False).aggregate(last=Max("id"))["last"]
    return {"version": f"{held['waiting']}.{held['newest'] or 0}.{decided or 0}", "waiting": held["waiting"]}


@admin.register(ModerationRule)
class ModerationRuleAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("code", "description", "pattern", "unless", "active", "source", "prompted_by", "updated_at")
    list_filter = ("source", "active", "code")
    search_fields = ("pattern", "unless", "description")
    list_select_related = ("suggested_from",)
    fields = ("code", "description", "pattern", "unless", "active", "source", "prompted_by")
    readonly_fields = ("source", "prompted_by")

    @admin.display(description="prompted by")
    def prompted_by(self, obj):
        turn = obj.suggested_from
        if turn is None:
            return "-"
        return format_html('<a href="/admin/courtroom/flaggedturn/{}/change/">line #{}/{}</a>', turn.pk,
                           turn.session_id, turn.turn_number)

    def save_model(self, request, obj, form, change):
        if not valid_pattern(obj.pattern) or (obj.unless and not valid_pattern(obj.unless)):
            self.message_user(request, "That pattern is not a valid regular expression; it is saved but ignored "
                              "until fixed.", messages.WARNING)
        if not change:
            obj.source = ModerationRule.Source.STAFF
        super().save_model(request, obj, form, change)
        StaffAction.objects.create(actor=request.user, action="rule_changed" if change else "rule_added",
                                   detail={"rule": obj.pk, "code": obj.code, "pattern": obj.pattern})
        rules_changed()

    def delete_model(self, request, obj):
        StaffAction.objects.create(actor=request.user, action="rule_deleted",
                                   detail={"code": obj.code, "pattern": obj.pattern})
        super().delete_model(request, obj)
        rules_changed()
