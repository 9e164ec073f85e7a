from django.urls import path

from game import api, views
from game.serializers import TRIAL_BODIES

app_name = "game"

urlpatterns = [
    path("game/", views.index, name="index"),
    path("game/cases/<slug:slug>/start/", views.start, name="start"),
    path("game/<id:game_id>/", views.play, name="play"),
    path("game/<id:game_id>/court/", views.courtroom, name="court"),
    path("game/<id:game_id>/voir-dire/", views.voir_dire_page, name="voir_dire"),
    path("game/<id:game_id>/voir-dire/panel/", views.voir_dire_panel_partial, name="voir_dire_panel"),
    path("game/<id:game_id>/voir-dire/strike/", views.strike, name="strike"),
    path("game/<id:game_id>/voir-dire/challenge/", views.challenge, name="challenge"),
    path("game/<id:game_id>/voir-dire/pass/", views.pass_strikes, name="pass"),
    path("game/<id:game_id>/voir-dire/question/", views.question_juror, name="question_juror"),
    path("game/<id:game_id>/jury/box/", views.jury_box_partial, name="jury_box"),
    path("game/<id:game_id>/deliberation/", views.deliberation_page, name="deliberation"),
    path("game/<id:game_id>/summary/", views.summary_page, name="summary"),
    path("game/<id:game_id>/retry/", views.retry, name="retry"),
    path("game/<id:game_id>/timeline/", views.timeline, name="timeline"),
    # JSON API
    path("api/game/cases", api.CasesView.as_view(), name="api-cases"),
    path("api/game/games", api.GamesView.as_view(), name="api-games"),
    path("api/game/games/<id:game_id>", api.GameView.as_view(), name="api-game"),
    path("api/game/games/<id:game_id>/voir-dire", api.VoirDireView.as_view(), name="api-voir-dire"),
    path("api/game/games/<id:game_id>/voir-dire/strike", api.StrikeView.as_view(), name="api-strike"),
    path("api/game/games/<id:game_id>/voir-dire/challenge", api.ChallengeView.as_view(), name="api-challenge"),
    path("api/game/games/<id:game_id>/voir-dire/pass", api.PassView.as_view(), name="api-pass"),
    path("api/game/games/<id:game_id>/voir-dire/question", api.VoirDireQuestionView.as_view(),
         name="api-voir-dire-question"),
    path("api/game/games/<id:game_id>/trial", api.TrialView.as_view(), name="api-trial"),
    *[path(f"api/game/games/<id:game_id>/trial/{action}",
           api.TrialActionView.as_view(action_name=action, serializer_class=TRIAL_BODIES.get(action)),
           name=f"api-trial-{action}")
      for action in api.TRIAL_ACTIONS],
    path("api/game/games/<id:game_id>/trial/<slug:action>", api.UnknownTrialActionView.as_view(),
         name="api-trial-action"),
    path("api/game/games/<id:game_id>/timeline", api.TimelineView.as_view(), name="api-timeline"),
    path("api/game/games/<id:game_id>/summary", api.SummaryView.as_view(), name="api-summary"),
    path("api/game/games/<id:game_id>/retry", api.RetryView.as_view(), name="api-retry"),
]
