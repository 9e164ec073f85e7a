"""The project's schema generator (SPECTACULAR_SETTINGS' DEFAULT_GENERATOR_CLASS): drf-spectacular's, after the
views' annotations are applied (juryrigged.core.openapi). Imported only when a schema is generated."""

from drf_spectacular.generators import SchemaGenerator as SpectacularGenerator

from juryrigged.core.openapi import annotate


class SchemaGenerator(SpectacularGenerator):
    def get_schema(self, request=None, public=False):
        annotate()
        return super().get_schema(request=request, public=public)
