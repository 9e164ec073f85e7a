from django.contrib import admin
from django.db.models import Count, F, Q, Sum
from django.db.models.functions import TruncDate

from juryrigged.llm import spending
from juryrigged.llm.models import DailySpend, LLMCall, SpendingLimits
from juryrigged.llm.pricing import cost_text
from juryrigged.llm.recording import usage_totals
from juryrigged.core.admin_json import ReadableJSONMixin

TOTAL_ROWS = 15  # per table: the busiest days, models and purposes of the filtered calls


def totals_by(queryset, key: str, field) -> list[dict]:
    """Calls, tokens and cost grouped by one column (a price unknown for some calls is said, not hidden)."""
    rows = (queryset.annotate(**{key: field}).values(key)
            .annotate(calls=Count("id"), tokens=Sum("prompt_tokens") + Sum("completion_tokens"),
                      cost=Sum("cost_usd"), unpriced=Count("id", filter=Q(cost_usd__isnull=True)))
            .order_by(f"-{key}" if key == "day" else "-calls")[:TOTAL_ROWS])
    return [{"label": row[key], "calls": row["calls"], "tokens": row["tokens"] or 0,
             "cost": cost_text(row["cost"]) if not row["unpriced"] else
             f"{cost_text(row['cost'] or 0)} + unknown ({row['unpriced']} unpriced)"} for row in rows]


@admin.register(LLMCall)
class LLMCallAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("started_at", "purpose", "model", "provider", "outcome", "attempt", "latency_ms",
                    "prompt_tokens", "completion_tokens", "cost", "cost_source", "subject")
    list_filter = ("outcome", "purpose", "provider", "model", "cost_source", ("started_at", admin.DateFieldListFilter))
    search_fields = ("subject", "purpose", "model", "error")
    date_hierarchy = "started_at"
    readonly_fields = [f.name for f in LLMCall._meta.fields]
    list_per_page = 50
    change_list_template = "admin/llm/llmcall/change_list.html"

    @admin.display(description="cost", ordering="cost_usd")
    def cost(self, obj):
        return cost_text(obj.cost_usd, places=6)

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def changelist_view(self, request, extra_context=None):
        response = super().changelist_view(request, extra_context)
        cl = getattr(response, "context_data", {}).get("cl")
        if cl is not None:
            queryset = cl.queryset.order_by()
            usage = usage_totals(queryset)
            response.context_data["title"] = f"LLM calls · {usage.describe()}"
            response.context_data["totals"] = [
                ("By day", totals_by(queryset, "day", TruncDate("started_at"))),
                ("By model", totals_by(queryset, "by_model", F("model"))),
                ("By purpose", totals_by(queryset, "by_purpose", F("purpose"))),
            ]
        return response


@admin.register(SpendingLimits)
class SpendingLimitsAdmin(admin.ModelAdmin):
    """One row: the daily limits in force (created from the SPEND_* settings the first time it is read)."""

    list_display = ("__str__", "user_daily_usd", "user_daily_tokens", "site_daily_usd", "allow_any_model")

    def get_queryset(self, request):
        if not SpendingLimits.objects.exists():  # the list always shows the row in force, to edit
            spending.default_limits().save()
        return super().get_queryset(request)

    def has_add_permission(self, request):
        return not SpendingLimits.objects.exists()

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(DailySpend)
class DailySpendAdmin(admin.ModelAdmin):
    list_display = ("day", "payer", "shard", "usd", "tokens", "calls")  # a payer's day: the sum of its shards
    list_filter = (("day", admin.DateFieldListFilter),)
    search_fields = ("payer",)
    readonly_fields = [f.name for f in DailySpend._meta.fields]

    def has_add_permission(self, request):
        return False
