from django.urls import include, path

from game import api, views

app_name = "game"

urlpatterns = [
    path("game/", views.index, name="index"),
    path("game/cases/<slug:slug>/start/", views.start, name="start"),
    path("game/<int:game_id>/", views.play, name="play"),
    path("game/<int:game_id>/voir-dire/", views.voir_dire_page, name="voir_dire"),
    path("game/<int:game_id>/voir-dire/panel/", views.voir_dire_panel_partial, name="voir_dire_panel"),
    path("game/<int:game_id>/voir-dire/strike/", views.strike, name="strike"),
    path("game/<int:game_id>/voir-dire/challenge/", views.challenge, name="challenge"),
    path("game/<int:game_id>/voir-dire/pass/", views.pass_strikes, name="pass"),
    path("game/<int:game_id>/jury/box/", views.jury_box_partial, name="jury_box"),
    path("game/<int:game_id>/deliberation/", views.deliberation_page, name="deliberation"),
    path("game/<int:game_id>/summary/", views.summary_page, name="summary"),
    # JSON API
    path("api/game/cases", api.cases, name="api-cases"),
    path("api/game/games", api.games, name="api-games"),
    path("api/game/games/<int:game_id>", api.game_detail, name="api-game"),
    path("api/game/games/<int:game_id>/voir-dire", api.voir_dire_detail, name="api-voir-dire"),
    path("api/game/games/<int:game_id>/voir-dire/strike", api.strike, name="api-strike"),
    path("api/game/games/<int:game_id>/voir-dire/challenge", api.challenge, name="api-challenge"),
    path("api/game/games/<int:game_id>/voir-dire/pass", api.pass_strikes, name="api-pass"),
    path("api/game/games/<int:game_id>/summary", api.summary, name="api-summary"),
    path("", include("game.court.urls")),  # part two: the courtroom, the trial API, the timeline
]
