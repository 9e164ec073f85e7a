"""JSON fields on the admin's detail pages, readable: pretty-printed and read-only, the stored text folded below.

Every ModelAdmin and inline of the products takes `ReadableJSONMixin` first. On its pages each JSONField of
the model is shown through a read-only display (`<name>_readable`): the value indented, one key per line,
long strings wrapped, and a collapsed "Raw JSON" with the compact stored text. Records (sessions, events,
results, games) are written by services and workers, never by hand, so nothing there is editable. A model
whose JSON staff author (a case's witnesses, a rubric's criteria) names those fields in `editable_json`:
they stay in the form, as an indented textarea that saves back what is typed.
`tests/core/test_admin_json.py` checks that every registered admin follows this.
"""

from __future__ import annotations

import json

from django import forms
from django.db import models
from django.utils.html import format_html

SUFFIX = "_readable"


def json_fields(model) -> dict[str, models.JSONField]:
    return {f.name: f for f in model._meta.get_fields() if isinstance(f, models.JSONField)}


def render_json(value):
    """The value indented and escaped, then the compact stored text in a closed <details>."""
    if value in (None, "", [], {}):
        return format_html('<span class="readable-json-empty">{}</span>', "empty" if value is not None else "-")
    pretty = json.dumps(value, indent=2, ensure_ascii=False, default=str)
    raw = json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)
    return format_html(
        '<div class="readable-json"><pre class="readable-json-pretty" tabindex="0">{}</pre>'
        '<details class="readable-json-raw"><summary>Raw JSON ({} characters)</summary>'
        '<pre tabindex="0">{}</pre></details></div>', pretty, len(raw), raw)


def _display(field: models.JSONField):
    def show(obj):
        return render_json(getattr(obj, field.name, None))

    show.__name__ = field.name + SUFFIX
    show.short_description = field.verbose_name
    return show


class IndentedJSONField(forms.JSONField):
    """An authored JSON field's textarea, one key per line, so staff can read and edit it."""

    def prepare_value(self, value):
        if isinstance(value, str):
            return value
        return json.dumps(value, indent=2, ensure_ascii=False)


class ReadableJSONMixin:
    """Put before `admin.ModelAdmin` / `admin.TabularInline`: see the module docstring."""

    editable_json: tuple[str, ...] = ()

    def _shown(self) -> dict[str, models.JSONField]:
        """The JSON fields shown read-only (all of them but the authored ones)."""
        return {name: f for name, f in json_fields(self.model).items() if name not in self.editable_json}

    def _swap(self, names) -> list:
        """`names` with each shown JSON field replaced by its display; a name met twice keeps its last place
        (Django lists a read-only field after the form's, where the display belongs)."""
        shown = self._shown()
        swapped = [name + SUFFIX if isinstance(name, str) and name in shown else name for name in names]
        return [name for i, name in enumerate(swapped) if name not in swapped[i + 1:]]

    def __getattr__(self, name: str):
        # `<field>_readable` is looked up on the admin by Django's readonly-field machinery (lookup_field,
        # label_for_field); everything else is a plain AttributeError.
        if name.endswith(SUFFIX):
            model = self.__dict__.get("model") or getattr(type(self), "model", None)
            field = json_fields(model).get(name[: -len(SUFFIX)]) if model is not None else None
            if field is not None:
                return _display(field)
        raise AttributeError(name)

    def get_readonly_fields(self, request, obj=None):
        names = self._swap(super().get_readonly_fields(request, obj))
        return [*names, *(name + SUFFIX for name in self._shown() if name + SUFFIX not in names)]

    def get_fields(self, request, obj=None):
        return self._swap(super().get_fields(request, obj))

    def get_fieldsets(self, request, obj=None):
        return [(title, {**options, "fields": [self._swap(f) if isinstance(f, (list, tuple)) else self._swap([f])[0]
                                                for f in options.get("fields", ())]})
                for title, options in super().get_fieldsets(request, obj)]

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if isinstance(db_field, models.JSONField) and db_field.name in self.editable_json:
            kwargs.setdefault("form_class", IndentedJSONField)
            kwargs.setdefault("widget", forms.Textarea(attrs={"rows": 12, "cols": 100, "class": "vLargeTextField"}))
        return super().formfield_for_dbfield(db_field, request, **kwargs)
