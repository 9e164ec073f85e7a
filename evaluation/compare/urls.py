"""Routes of compare mode, appended to evaluation.urls (same `evaluation` namespace)."""

from django.urls import path

from evaluation.compare import api, views

urlpatterns = [
    path("evaluate/compare/", views.compare_new, name="compare-new"),
    path("api/evaluations/<str:message_id>/export", api.CompareExportView.as_view(), name="api-compare-export"),
]
