from django.contrib import admin
from django.db.models import Sum

from juryrigged.llm.models import LLMCall


@admin.register(LLMCall)
class LLMCallAdmin(admin.ModelAdmin):
    list_display = ("started_at", "purpose", "model", "provider", "outcome", "attempt", "latency_ms",
                    "prompt_tokens", "completion_tokens", "cost_usd", "subject")
    list_filter = ("outcome", "purpose", "provider", "model", ("started_at", admin.DateFieldListFilter))
    search_fields = ("subject", "purpose", "model", "error")
    date_hierarchy = "started_at"
    readonly_fields = [f.name for f in LLMCall._meta.fields]
    list_per_page = 50

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def changelist_view(self, request, extra_context=None):
        response = super().changelist_view(request, extra_context)
        cl = getattr(response, "context_data", {}).get("cl")
        if cl is not None:
            totals = cl.queryset.aggregate(p=Sum("prompt_tokens"), c=Sum("completion_tokens"), cost=Sum("cost_usd"))
            response.context_data["title"] = (
                f"LLM calls · {cl.result_count} calls · {(totals['p'] or 0) + (totals['c'] or 0)} tokens · "
                f"${totals['cost'] or 0:.4f}"
            )
        return response
