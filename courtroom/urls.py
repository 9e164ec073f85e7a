from django.urls import path

from courtroom import api, screens, streams, views, voting

app_name = "courtroom"

urlpatterns = [
    path("court/", views.index, name="index"),
    path("court/<id:session_id>/", views.show, name="show"),
    path("court/<id:session_id>/vote/", views.vote_first, name="vote"),
    path("court/<id:session_id>/screen/", screens.screen, name="screen"),
    path("court/<id:session_id>/overlay/", screens.overlay, name="overlay"),
    path("c/<id:session_id>", screens.join, name="join"),
    path("api/court/sessions", api.SessionsView.as_view(), name="api-sessions"),
    path("api/court/sessions/<id:session_id>", api.SessionView.as_view(), name="api-session"),
    path("api/court/sessions/<id:session_id>/vote", voting.vote, name="api-vote"),
    path("api/court/sessions/<id:session_id>/phase", api.PhaseView.as_view(), name="api-phase"),
    path("api/court/sessions/<id:session_id>/poll", api.PollControlView.as_view(), name="api-poll"),
    path("api/court/sessions/<id:session_id>/stream", streams.session_stream, name="api-stream"),
]
