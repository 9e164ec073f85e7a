"""Routes of the jury mode, appended to evaluation.urls (same `evaluation` namespace)."""

from django.urls import path

from evaluation.jury import views

urlpatterns = [
    path("evaluate/", views.index, name="index"),
    path("evaluate/<uuid:message_id>/jurors/<id:position>/", views.juror_assessment, name="juror-assessment"),
]
