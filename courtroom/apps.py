from django.apps import AppConfig


class CourtroomConfig(AppConfig):
    name = "courtroom"
