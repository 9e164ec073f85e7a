from django.urls import path

from courtroom import views

app_name = "courtroom"

urlpatterns = [
    path("court/", views.index, name="index"),
]
