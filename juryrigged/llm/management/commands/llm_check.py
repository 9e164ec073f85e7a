"""python manage.py llm_check [--model ID ...] [--timeout S]: see juryrigged/llm/check.py."""

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from juryrigged.llm.check import configured_models, model_check


class Command(BaseCommand):
    help = ("One tiny call per configured model: does the key and base URL work, the latency, whether the model "
            "takes JSON-schema output, and where its price comes from.")

    def add_arguments(self, parser):
        parser.add_argument("--model", action="append", dest="models", help="check only this model (repeatable)")
        parser.add_argument("--timeout", type=float, default=30.0, help="deadline of each call, in seconds")

    def handle(self, *args, models=None, timeout=30.0, **options):
        if settings.LLM_PROVIDER == "mock":
            raise CommandError("No model key is set (LLM_API_KEY or OPENROUTER_API_KEY): the offline mock answers, "
                               "nothing to check.")
        self.stdout.write(f"Endpoint {settings.LLM_BASE_URL} (provider cost asked: "
                          f"{'yes' if settings.LLM_ASK_COST else 'no'})")
        failed = 0
        for model in models or configured_models():
            check = model_check(model, timeout=timeout)
            if not check.ok:
                failed += 1
                self.stdout.write(self.style.ERROR(f"✗ {model}: {check.error} ({check.latency_ms} ms)"))
                continue
            self.stdout.write(self.style.SUCCESS(f"✓ {model}") + f": answered in {check.latency_ms} ms; "
                              f"JSON schema: {check.json_schema}; price: {check.price_source}")
        if failed:
            raise CommandError(f"{failed} model(s) did not answer: check the key, the base URL and the model ids.")
