from django.contrib import admin

from juryrigged.realtime.models import Stream, StreamEvent
from juryrigged.core.admin_json import ReadableJSONMixin


@admin.register(Stream)
class StreamAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("name", "kind", "last_seq")
    list_filter = ("kind",)
    search_fields = ("name",)


@admin.register(StreamEvent)
class StreamEventAdmin(ReadableJSONMixin, admin.ModelAdmin):
    list_display = ("stream", "seq", "type", "at")
    list_filter = ("type",)
    search_fields = ("stream",)
    readonly_fields = ("stream", "seq", "type", "payload", "at")
    list_per_page = 100

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
