from django.urls import path

from game.court import api, views

urlpatterns = [
    path("game/<int:game_id>/court/", views.courtroom, name="court"),
    path("game/<int:game_id>/timeline/", views.timeline, name="timeline"),
    path("api/game/games/<int:game_id>/trial", api.TrialView.as_view(), name="api-trial"),
    path("api/game/games/<int:game_id>/trial/<slug:action>", api.TrialActionView.as_view(), name="api-trial-action"),
    path("api/game/games/<int:game_id>/timeline", api.TimelineView.as_view(), name="api-timeline"),
]
