from django.urls import path

from game import views

app_name = "game"

urlpatterns = [
    path("game/", views.index, name="index"),
]
