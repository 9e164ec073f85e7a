"""Routes of compare mode, appended to evaluation.urls (same `evaluation` namespace)."""

from django.urls import path

from evaluation.compare import api, views
from evaluation.compare.tournament import views as tournament_views

urlpatterns = [
    path("evaluate/compare/", views.compare_new, name="compare-new"),
    path("api/evaluations/<str:message_id>/export", api.CompareExportView.as_view(), name="api-compare-export"),
    path("evaluate/tournaments/new/", tournament_views.tournament_new, name="tournament-new"),
    path("api/evaluations/<str:message_id>/cancel", api.TournamentCancelView.as_view(), name="api-tournament-cancel"),
]
