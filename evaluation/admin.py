"""Staff tools: every conversation and run, read-only stages, and each run's model calls and cost."""

from django.contrib import admin
from django.db.models import Count
from django.urls import reverse
from django.utils.html import format_html, format_html_join

from evaluation.models import Conversation, DeliberationStage, Message
from evaluation.runs import run_subject
from evaluation.services import run_resume
from juryrigged import llm
from juryrigged.llm.models import LLMCall
from juryrigged.llm.pricing import cost_text
from juryrigged.core.admin_json import ReadableJSONMixin


class ReadOnlyInline(ReadableJSONMixin, admin.TabularInline):
    extra = 0
    can_delete = False
    show_change_link = True

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False


class MessageInline(ReadOnlyInline):
    model = Message
    fields = ["role", "mode", "status", "verdict", "created_at", "short_content"]
    readonly_fields = fields

    @admin.display(description="content")
    def short_content(self, obj):
        return (obj.content or "")[:120]


@admin.register(Conversation)
class ConversationAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ["__str__", "user", "mode", "verdict", "runs", "created_at", "updated_at"]
    list_filter = ["mode", "verdict", "created_at"]
    search_fields = ["title", "user__username", "id"]
    readonly_fields = ["id", "user", "mode", "verdict", "created_at", "updated_at"]
    fields = ["id", "title", "user", "mode", "verdict", "created_at", "updated_at"]
    inlines = [MessageInline]
    list_select_related = ["user"]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(run_count=Count("messages")).select_related("user")

    @admin.display(description="messages", ordering="run_count")
    def runs(self, obj):
        return obj.run_count


class StageInline(ReadOnlyInline):
    model = DeliberationStage
    fields = ["stage_order", "stage_type", "position", "model", "role", "response_time_ms", "short_content"]
    readonly_fields = fields
    ordering = ["stage_order", "position", "created_at"]

    @admin.display(description="content")
    def short_content(self, obj):
        return (obj.content or "")[:160]


@admin.register(Message)
class MessageAdmin(ReadableJSONMixin, admin.ModelAdmin):
    """Runs are read-only but for their budget: what the pipeline stored, what it cost against its budget,
    and the page a user sees. A run stopped at its budget can be resumed once the budget is raised."""

    list_display = ["__str__", "owner", "mode", "status", "verdict", "attempts", "budget", "created_at",
                    "finished_at"]
    list_filter = ["role", "mode", "status", "verdict"]
    search_fields = ["id", "conversation__title", "conversation__user__username", "error"]
    readonly_fields = ["id", "conversation", "role", "mode", "status", "verdict", "error", "attempts", "created_at",
                       "started_at", "heartbeat_at", "finished_at", "content", "config", "result_page", "usage",
                       "model_calls"]
    fields = readonly_fields[:8] + ["usage", "budget_tokens", "budget_usd"] + \
        [f for f in readonly_fields[8:] if f != "usage"]
    inlines = [StageInline]
    list_select_related = ["conversation__user"]
    actions = ["resume_stopped_at_budget"]

    def has_add_permission(self, request):
        return False

    def get_readonly_fields(self, request, obj=None):
        # Only an assistant message (a run) has a budget to change.
        # (Through super(): ReadableJSONMixin shows the JSON fields as read-only displays.)
        shown = super().get_readonly_fields(request, obj)
        if obj is not None and obj.role == Message.Role.ASSISTANT:
            return shown
        return [*shown, "budget_tokens", "budget_usd"]

    @admin.display(description="budget")
    def budget(self, obj):
        if obj.role != Message.Role.ASSISTANT:
            return "—"
        tokens = f"{obj.budget_tokens:,} tokens" if obj.budget_tokens else "no token cap"
        return f"{tokens} · " + (f"${obj.budget_usd}" if obj.budget_usd is not None else "no $ cap")

    @admin.action(description="Resume the selected runs that stopped at their budget (raise it first)")
    def resume_stopped_at_budget(self, request, queryset):
        resumed = sum(run_resume(message_id=pk) for pk in queryset.values_list("pk", flat=True))
        skipped = queryset.count() - resumed
        self.message_user(request, f"{resumed} run(s) resumed"
                                   + (f"; {skipped} left as they are (not stopped at their budget)." if skipped
                                      else "."))

    @admin.display(description="owner", ordering="conversation__user__username")
    def owner(self, obj):
        return obj.conversation.user

    @admin.display(description="page")
    def result_page(self, obj):
        if obj.role != Message.Role.ASSISTANT:
            return "—"
        url = reverse("evaluation:result", args=[obj.pk])
        return format_html('<a href="{}">{}</a>', url, url)

    @admin.display(description="spent (tokens and cost)")
    def usage(self, obj):
        return llm.usage_for(run_subject(obj.pk)).describe()

    @admin.display(description="model calls")
    def model_calls(self, obj):
        calls = LLMCall.objects.filter(subject=run_subject(obj.pk)).order_by("started_at")
        if not calls:
            return "—"
        rows = format_html_join(
            "", "<tr><td>{}</td><td>{}</td><td>{}</td><td>{} ms</td><td>{} / {}</td><td>{} ({})</td><td>{}</td></tr>",
            ((c.started_at.strftime("%H:%M:%S"), c.purpose, c.model, c.latency_ms, c.prompt_tokens,
              c.completion_tokens, cost_text(c.cost_usd, places=5), c.get_cost_source_display(),
              c.outcome + (f": {c.error[:80]}" if c.error else ""))
             for c in calls))
        return format_html("<table><thead><tr><th>at</th><th>purpose</th><th>model</th><th>latency</th>"
                           "<th>tokens in/out</th><th>cost</th><th>outcome</th></tr></thead><tbody>{}</tbody></table>",
                           rows)


@admin.register(DeliberationStage)
class DeliberationStageAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ["__str__", "message", "stage_type", "stage_order", "model", "role", "response_time_ms",
                    "created_at"]
    list_filter = ["stage_type", "role"]
    search_fields = ["message__id", "model"]
    readonly_fields = ["id", "message", "stage_type", "stage_order", "position", "model", "role", "content",
                       "parsed_data", "response_time_ms", "created_at"]
    fields = readonly_fields

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


# --- Batches ------------------------------------------------------------------
from evaluation.batch.models import Batch, BatchItem  # noqa: E402


@admin.register(Batch)
class BatchAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("name", "user", "status", "done", "failed", "total", "spent_usd", "cost_unknown", "created_at")
    list_filter = ("status", "mode", "cost_unknown", "created_at")
    search_fields = ("name", "user__username", "reason")
    readonly_fields = ("id", "user", "config", "status", "reason", "total", "done", "failed", "spent_usd",
                       "spent_tokens", "cost_unknown", "item_estimate_usd", "item_estimate_tokens", "report",
                       "created_at", "finished_at")


@admin.register(BatchItem)
class BatchItemAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("batch", "index", "status", "verdict", "overall", "label_verdict", "cost_usd", "tokens")
    list_filter = ("status", "verdict", "label_verdict")
    search_fields = ("batch__name", "content")
    list_select_related = ("batch",)
    raw_id_fields = ("batch", "message")
    readonly_fields = ("batch", "index", "message", "status", "verdict", "overall", "scores", "jurors", "cost_usd",
                       "tokens", "error", "started_at", "finished_at")
