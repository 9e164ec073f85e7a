from django.contrib import admin
from django.db.models import Count, F, Q, Sum
from django.db.models.functions import TruncDate

from juryrigged.llm.models import LLMCall
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
