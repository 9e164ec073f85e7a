from django.apps import AppConfig
from django.urls import register_converter

from juryrigged.core.ids import IdConverter


class CoreConfig(AppConfig):
    name = "juryrigged.core"
    label = "core"
    verbose_name = "JuryRigged"

    def ready(self):
        register_converter(IdConverter, "id")  # before any URLconf is read: the products' routes use <id:...>
