"""Staff edit the rubric presets; criteria are validated like a user's custom rubric."""

from django import forms
from django.contrib import admin

from evaluation.dialectic.models import RubricPreset
from juryrigged.core.admin_json import IndentedJSONField, ReadableJSONMixin


class RubricPresetForm(forms.ModelForm):
    criteria = IndentedJSONField(widget=forms.Textarea(attrs={"rows": 24, "cols": 100, "class": "vLargeTextField"}),
                                 help_text=RubricPreset._meta.get_field("criteria").help_text)

    class Meta:
        model = RubricPreset
        fields = ["name", "slug", "description", "criteria", "is_active", "position"]


@admin.register(RubricPreset)
class RubricPresetAdmin(ReadableJSONMixin, admin.ModelAdmin):
    form = RubricPresetForm
    editable_json = ("criteria",)  # authored by staff, edited indented
    list_display = ["name", "slug", "criteria_count", "is_active", "position", "updated_at"]
    list_editable = ["is_active", "position"]
    prepopulated_fields = {"slug": ["name"]}
    search_fields = ["name", "slug"]

    @admin.display(description="criteria")
    def criteria_count(self, preset):
        return len(preset.criteria or [])
