from django.db import models


class LLMCall(models.Model):
    """One request to a model provider: what it was for, what it cost, how it ended."""

    class Outcome(models.TextChoices):
        OK = "ok"
        RETRIED = "retried", "retried (invalid output, asked again)"
        FALLBACK = "fallback", "fallback (gave up, used the caller's fallback)"
        TIMEOUT = "timeout"
        ERROR = "error"

    purpose = models.CharField(max_length=60, db_index=True)
    provider = models.CharField(max_length=30)
    model = models.CharField(max_length=120, db_index=True)
    # What the call was for, as "<kind>:<id>" (e.g. "court.session:42"), for per-object totals.
    subject = models.CharField(max_length=120, blank=True, db_index=True)
    attempt = models.PositiveSmallIntegerField(default=1)
    started_at = models.DateTimeField(db_index=True)
    finished_at = models.DateTimeField()
    latency_ms = models.PositiveIntegerField()
    prompt_tokens = models.PositiveIntegerField(default=0)
    completion_tokens = models.PositiveIntegerField(default=0)
    # Null when no price is known for the model: shown as "unknown", never as a guess.
    cost_usd = models.DecimalField(max_digits=12, decimal_places=6, null=True, blank=True)
    cost_source = models.CharField(max_length=12, choices=[
        ("provider", "reported by the provider"), ("price_data", "genai-prices data"),
        ("unknown", "unknown"), ("mock", "offline mock")], default="unknown", db_index=True)
    outcome = models.CharField(max_length=10, choices=Outcome.choices, db_index=True)
    error = models.TextField(blank=True)

    class Meta:
        ordering = ["-started_at"]
        verbose_name = "LLM call"

    def __str__(self):
        return f"{self.purpose} · {self.model} · {self.outcome}"
