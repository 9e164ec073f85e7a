from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "juryrigged.core"
    label = "core"
    verbose_name = "JuryRigged"
