from django.apps import AppConfig


class RealtimeConfig(AppConfig):
    name = "juryrigged.realtime"
    label = "realtime"
    verbose_name = "Realtime streams"
