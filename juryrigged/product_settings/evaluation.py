"""Settings of the evaluation app, read from the environment (see docs/settings.md).

Imported into the project settings by `juryrigged/settings.py`.
"""

import os


def _list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name, "")
    return [item.strip() for item in raw.split(",") if item.strip()] or default


# --- Jury mode: the default panel, overridable ---------------------------------------
# Small, cheap models from different families: a panel of such models judges about as well as
# one large model at a fraction of the cost (Verga et al. 2024, "Replacing Judges with Juries").
# The large models are one tick away in EVAL_MODEL_CHOICES.
EVAL_JURY_DEFAULT_JURORS = _list(
    "EVAL_JURY_DEFAULT_JURORS", ["openai/gpt-4o-mini", "anthropic/claude-3-haiku", "google/gemini-2.0-flash-001"]
)
EVAL_JURY_DEFAULT_FOREMAN = os.environ.get("EVAL_JURY_DEFAULT_FOREMAN", "mistralai/mistral-small-3.1-24b-instruct")
# Per-juror and foreman timeout when a request names none (spec: 120 s).
EVAL_JURY_TIMEOUT_MS = int(os.environ.get("EVAL_JURY_TIMEOUT_MS", "120000"))
# The models the form offers (the API accepts any model id string).
EVAL_MODEL_CHOICES = _list("EVAL_MODEL_CHOICES", [
    # small and cheap, each from a different family
    "openai/gpt-4o-mini",
    "anthropic/claude-3-haiku",
    "google/gemini-2.0-flash-001",
    "mistralai/mistral-small-3.1-24b-instruct",
    "meta-llama/llama-3.3-70b-instruct",
    "qwen/qwen-2.5-72b-instruct",
    "deepseek/deepseek-chat",
    # large
    "anthropic/claude-opus-4-6",
    "openai/o3",
    "google/gemini-2.5-pro",
    "perplexity/sonar-pro",
    "openai/gpt-4o",
    "anthropic/claude-3.5-sonnet",
    "mistralai/mistral-large",
])
# Longest content (and original question) a request may carry, in characters.
EVAL_MAX_CONTENT_CHARS = int(os.environ.get("EVAL_MAX_CONTENT_CHARS", "200000"))

# --- Per-user limits against runaway cost (all modes together) ------------------
EVAL_LIMIT_PER_MINUTE = int(os.environ.get("EVAL_LIMIT_PER_MINUTE", "3"))
EVAL_LIMIT_PER_HOUR = int(os.environ.get("EVAL_LIMIT_PER_HOUR", "20"))
EVAL_LIMIT_PER_DAY = int(os.environ.get("EVAL_LIMIT_PER_DAY", "100"))
EVAL_LIMIT_RUNNING = int(os.environ.get("EVAL_LIMIT_RUNNING", "2"))

# --- Budgets: a run stops before a step that could take it past either cap ----------
EVAL_BUDGET_TOKENS = int(os.environ.get("EVAL_BUDGET_TOKENS", "1000000"))
EVAL_BUDGET_USD = float(os.environ.get("EVAL_BUDGET_USD", "5"))

# --- The sweeper ------------------------------------------------------------------
# A running evaluation's worker reports this often, also while it waits for models; a running
# run silent for 3 heartbeats is resumed, whatever its model timeouts (see evaluation/runs.py).
EVAL_HEARTBEAT_S = float(os.environ.get("EVAL_HEARTBEAT_S", "5"))
# A pending evaluation no worker picked up for this long is enqueued again.
EVAL_STALE_AFTER_S = float(os.environ.get("EVAL_STALE_AFTER_S", "30"))
# A run picked up this many times without finishing is marked failed.
EVAL_MAX_ATTEMPTS = int(os.environ.get("EVAL_MAX_ATTEMPTS", "3"))
# A stale run's resume waits in the queue at most this long (a worker drops it after); meanwhile the
# sweeper queues no second one for the run (juryrigged.core.enqueue.enqueue_once).
EVAL_RESUME_EXPIRES_S = float(os.environ.get("EVAL_RESUME_EXPIRES_S", "120"))

# --- Dialectical mode (evaluation/dialectic) --------------------------------------
# The model each judge uses when a request names none.
EVAL_DIALECTIC_JUDGE_MODELS = {
    "Prosecutor": os.environ.get("EVAL_DIALECTIC_PROSECUTOR_MODEL", "openai/gpt-4o"),
    "Defense": os.environ.get("EVAL_DIALECTIC_DEFENSE_MODEL", "anthropic/claude-3.5-sonnet"),
    "TechLead": os.environ.get("EVAL_DIALECTIC_TECHLEAD_MODEL", "google/gemini-2.5-pro"),
}
# Judge calls in flight at once for one audit (3 per criterion: a 10-criterion rubric runs in one wave).
EVAL_DIALECTIC_CONCURRENCY = int(os.environ.get("EVAL_DIALECTIC_CONCURRENCY", "30"))
# Per judge call when a request names none.
EVAL_DIALECTIC_TIMEOUT_MS = int(os.environ.get("EVAL_DIALECTIC_TIMEOUT_MS", "120000"))
EVAL_DIALECTIC_MAX_DOCUMENTS = int(os.environ.get("EVAL_DIALECTIC_MAX_DOCUMENTS", "10"))
EVAL_DIALECTIC_MAX_DOCUMENT_CHARS = int(os.environ.get("EVAL_DIALECTIC_MAX_DOCUMENT_CHARS", "100000"))
EVAL_DIALECTIC_MAX_TOTAL_CHARS = int(os.environ.get("EVAL_DIALECTIC_MAX_TOTAL_CHARS", "200000"))

# The model that titles a new jury evaluation ("" → the request's foreman model, idle meanwhile).
EVAL_TITLE_MODEL = os.environ.get("EVAL_TITLE_MODEL", "")

# --- Inputs: files, archives, web pages, repositories (evaluation/sources) ------------
from juryrigged.product_settings.evaluation_sources import *  # noqa: E402,F401,F403


# --- Batches: one panel over many items (evaluation/batch) --------------------------
# Items of one batch judged at once (a request may ask for fewer, never more).
BATCH_DEFAULT_CONCURRENCY = int(os.environ.get("BATCH_DEFAULT_CONCURRENCY", "4"))
BATCH_MAX_CONCURRENCY = int(os.environ.get("BATCH_MAX_CONCURRENCY", "16"))
# Model calls in flight (not items: a jury item makes several at once, a dialectical one many) for one
# user over all their batches, and for everyone's batches on the configured provider (evaluation/batch/calls.py).
BATCH_USER_CONCURRENCY = int(os.environ.get("BATCH_USER_CONCURRENCY", "48"))
BATCH_PROVIDER_CONCURRENCY = int(os.environ.get("BATCH_PROVIDER_CONCURRENCY", "64"))
BATCH_LIMIT_ACTIVE = int(os.environ.get("BATCH_LIMIT_ACTIVE", "2"))
BATCH_MAX_ITEMS = int(os.environ.get("BATCH_MAX_ITEMS", "10000"))
BATCH_MAX_FILE_BYTES = int(os.environ.get("BATCH_MAX_FILE_BYTES", str(20 * 1024 * 1024)))
# Every batch has a budget; a request that names none gets this one (US dollars).
BATCH_DEFAULT_BUDGET_USD = os.environ.get("BATCH_DEFAULT_BUDGET_USD", "5")
