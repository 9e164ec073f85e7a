from django.apps import AppConfig


class LlmConfig(AppConfig):
    name = "juryrigged.llm"
    label = "llm"
    verbose_name = "Language model calls"
