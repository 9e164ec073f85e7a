from django.contrib import admin
from django.urls import include, path

from juryrigged.core import views as core_views
from juryrigged.core.openapi import docs_view, schema_view
from juryrigged.realtime import views as realtime_views

urlpatterns = [
    path("", core_views.home, name="home"),
    path("admin/", admin.site.urls),
    path("accounts/signup/", core_views.signup, name="signup"),
    path("accounts/verify/<str:uidb64>/<str:token>/", core_views.signup_verify, name="signup-verify"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("api/health", core_views.health, name="health"),
    path("api/metrics", core_views.metrics, name="metrics"),
    path("api/schema/", schema_view, name="schema"),
    path("api/docs/", docs_view, name="api-docs"),
    path("api/streams/<str:stream>/events", realtime_views.stream_events, name="stream-events"),
    path("", include("courtroom.urls")),
    path("", include("evaluation.urls")),
    path("", include("game.urls")),
]

handler400 = "juryrigged.core.views.bad_request"
handler404 = "juryrigged.core.views.not_found"
handler500 = "juryrigged.core.views.server_error"
