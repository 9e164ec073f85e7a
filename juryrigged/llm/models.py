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


class DailySpend(models.Model):
    """What one payer spent on model calls in one UTC day: the site ("site") or a user ("user:<id>").

    Added to as each call is recorded (`juryrigged.llm.spending`), so a limit check reads a few rows, not a day of
    calls. A payer's day is the sum of its shards: on PostgreSQL a recorder that finds every shard locked by other
    transactions (one held open long) adds a new one rather than wait (`spending.add`); usually there is one.
    """

    payer = models.CharField(max_length=40)
    day = models.DateField()
    shard = models.IntegerField(default=0)
    usd = models.DecimalField(max_digits=14, decimal_places=6, default=0)
    tokens = models.PositiveBigIntegerField(default=0)
    calls = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["payer", "day", "shard"], name="llm_daily_spend_shard_once")]
        ordering = ["-day", "payer", "shard"]
        verbose_name_plural = "daily spending"

    def __str__(self):
        return f"{self.payer} on {self.day} (shard {self.shard}): ${self.usd:.4f}, {self.tokens:,} tokens"


class SpendingLimits(models.Model):
    """The daily spending limits (one row; staff change it in the admin). Created from the SPEND_* settings."""

    user_daily_usd = models.DecimalField(
        max_digits=12, decimal_places=2,
        help_text="Most USD one user's model calls (evaluations, court sessions, games) may spend in a UTC day.")
    user_daily_tokens = models.PositiveBigIntegerField(
        help_text="Most tokens (prompt + completion) one user's model calls (evaluations, court sessions, games) "
                  "may use in a UTC day.")
    site_daily_usd = models.DecimalField(
        max_digits=12, decimal_places=2, help_text="Most USD every model call of the site may spend in a UTC day.")
    allow_any_model = models.BooleanField(
        default=False, help_text="Let requests name any model id, not only the known ones (EVAL_MODEL_CHOICES, "
                                 "the defaults, models with a known price and the extra models below).")
    extra_models = models.TextField(
        blank=True, help_text="More model ids requests may name, one a line.")

    class Meta:
        verbose_name = verbose_name_plural = "spending limits"

    def __str__(self):
        return "Spending limits"
