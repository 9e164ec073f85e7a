"""The project's schema generator (SPECTACULAR_SETTINGS' DEFAULT_GENERATOR_CLASS): drf-spectacular's, after the
views' annotations are applied (juryrigged.core.openapi). Imported only when a schema is generated."""

from django.urls import get_resolver
from drf_spectacular.generators import SchemaGenerator as SpectacularGenerator

from juryrigged.core.openapi import annotate


class SchemaGenerator(SpectacularGenerator):
    def get_schema(self, request=None, public=False):
        get_resolver(self.urlconf).url_patterns  # noqa: B018  (imports every view, so every annotation is noted)
        annotate()
        return super().get_schema(request=request, public=public)
