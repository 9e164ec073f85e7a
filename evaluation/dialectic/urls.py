"""Routes of the dialectical mode, appended to evaluation.urls (same `evaluation` namespace)."""

from django.urls import path

from evaluation.dialectic import api, views

urlpatterns = [
    path("evaluate/audit/", views.audit_new, name="audit-new"),
    path("evaluate/audit/estimate", views.audit_new_estimate, name="audit-estimate"),
    path("evaluate/audit/<uuid:message_id>/report.md", views.audit_markdown, name="audit-markdown"),
    path("evaluate/audit/<uuid:message_id>/document", views.audit_document, name="audit-document"),
    path("api/evaluations/dialectic/presets", api.RubricPresetsView.as_view(), name="api-dialectic-presets"),
]
