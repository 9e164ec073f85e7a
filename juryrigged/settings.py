"""JuryRigged settings: one module, driven by the environment, read top to bottom.

Every setting and its default is listed in the README. The embedded default needs
nothing set: SQLite, the in-memory channel layer, an in-process Celery worker and
the offline mock model. DATABASE_URL and REDIS_URL switch to the production shape.
"""

import os
from pathlib import Path

from juryrigged import env as envmod

ENV = os.environ
BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = ENV.get("SECRET_KEY", "dev-insecure-secret-key-change-me-in-production")
DEBUG = envmod.as_bool(ENV.get("DEBUG"), default=True)
ALLOWED_HOSTS = envmod.as_list(ENV.get("ALLOWED_HOSTS"), ["127.0.0.1", "localhost", "testserver"])
# Who may read /api/metrics: "public", "staff" (a logged-in staff session) or "token"
# (Authorization: Bearer <METRICS_TOKEN>, for a Prometheus scraper). Unset: public only when DEBUG.
METRICS_ACCESS = envmod.metrics_access(ENV, debug=DEBUG)
METRICS_TOKEN = ENV.get("METRICS_TOKEN", "")
CSRF_TRUSTED_ORIGINS = envmod.as_list(
    ENV.get("CSRF_TRUSTED_ORIGINS"), ["http://127.0.0.1:8000", "http://localhost:8000"]
)
CSRF_FAILURE_VIEW = "juryrigged.core.views.csrf_failure"  # the JSON error shape on /api/, Django's page elsewhere

# Not "daphne": its app only swaps `runserver` for its own and loads Twisted and autobahn (~24 MB) into every
# process; the production server and `manage.py serve` are uvicorn (issue 28).
INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "channels",
    "juryrigged.core",
    "juryrigged.llm",
    "juryrigged.realtime",
    "courtroom",
    "evaluation",
    "game",
]

MIDDLEWARE = [
    "juryrigged.core.metrics.RequestMetricsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "juryrigged.core.middleware.SiteNotFoundMiddleware",  # DEBUG on: the site's 404, not the URL list
    "juryrigged.core.middleware.ApiErrorShapeMiddleware",  # Django's own 4xx on /api/ in the JSON error shape
    "juryrigged.core.static.StaticFilesMiddleware",
    "juryrigged.core.inputs.InputGuardMiddleware",  # NUL, surrogates, oversized bodies: refused once, here
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "juryrigged.urls"
ASGI_APPLICATION = "juryrigged.asgi.application"
WSGI_APPLICATION = None

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "juryrigged.core.context.site",
            ],
        },
    },
]

DATABASES = {"default": envmod.database_config(ENV, BASE_DIR)}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
REDIS_URL = ENV.get("REDIS_URL", "")
CACHES = envmod.cache_config(ENV)
CHANNEL_LAYERS = envmod.channel_layers_config(ENV)

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"
# Serve straight from the finders: no collectstatic step in the one-command run.
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = DEBUG

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
        "rest_framework.authentication.TokenAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "juryrigged.core.errors.api_exception_handler",
    "DEFAULT_PARSER_CLASSES": [
        "juryrigged.core.inputs.JSONParser",  # refuses NUL, lone surrogates, deep nesting, NaN
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "DEFAULT_PAGINATION_CLASS": "juryrigged.core.pagination.Pagination",
    "PAGE_SIZE": 20,
    # DRF's, with Markdown loaded by the first page that shows a description (juryrigged/core/descriptions.py).
    "VIEW_DESCRIPTION_FUNCTION": "juryrigged.core.descriptions.view_description",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "JuryRigged API",
    "DESCRIPTION": "Live AI courtroom, LLM evaluation juries and the courtroom game.",
    "VERSION": "0.1.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Applies the views' annotations first: they wait for the first schema (juryrigged/core/openapi.py).
    "DEFAULT_GENERATOR_CLASS": "juryrigged.core.openapi_schema.SchemaGenerator",
}

# --- Celery -----------------------------------------------------------------
_celery = envmod.celery_config(ENV)
CELERY_BROKER_URL = _celery["broker_url"]
CELERY_BROKER_TRANSPORT_OPTIONS = _celery["broker_transport_options"]
CELERY_BROKER_TRANSPORT = _celery.get("broker_transport")
CELERY_RESULT_BACKEND = _celery["result_backend"]
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_ALWAYS_EAGER = envmod.as_bool(ENV.get("CELERY_TASK_ALWAYS_EAGER"))
# Broker loss (a Redis restart): connect and reconnect without end rather than exit, and, as Celery 5
# recommends with late acks, cancel the tasks running when the connection drops: their messages are
# redelivered (a visibility timeout later at most) and the tasks are idempotent, where finishing them
# would ack on a dead channel. docs/operations-faults.md tells the whole story.
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_CONNECTION_RETRY = True
CELERY_BROKER_CONNECTION_MAX_RETRIES = None
CELERY_BROKER_CHANNEL_ERROR_RETRY = True
CELERY_WORKER_CANCEL_LONG_RUNNING_TASKS_ON_CONNECTION_LOSS = True
# Periodic sweepers resume overdue work after a crash or restart. Each entry is a
# task path; beat runs it every SWEEP_INTERVAL_S and worker start-up runs it once.
SWEEP_INTERVAL_S = float(ENV.get("SWEEP_INTERVAL_S", "5"))
JURYRIGGED_SWEEPERS = [
    "courtroom.tasks.sweep_sessions",
    "courtroom.tasks.sweep_votes",
    "evaluation.tasks.sweep_evaluations",
    "evaluation.tasks.sweep_batches",
    "game.tasks.sweep_games",
]

# --- The LLM door --------------------------------------------------------------
LLM_API_KEY = envmod.llm_api_key(ENV)
LLM_BASE_URL = ENV.get("LLM_BASE_URL", "https://openrouter.ai/api/v1")
LLM_DEFAULT_MODEL = ENV.get("LLM_DEFAULT_MODEL", "openai/gpt-4o-mini")
# "openai" (any OpenAI-compatible endpoint) or "mock"; the mock is the default without a key.
LLM_PROVIDER = ENV.get("LLM_PROVIDER") or ("openai" if LLM_API_KEY else "mock")
LLM_TIMEOUT_S = float(ENV.get("LLM_TIMEOUT_S", "60"))
# Retries of a transient provider error (connection, 429, 5xx), done by the door inside the call's
# deadline; the SDK's own retries are always off.
LLM_MAX_RETRIES = int(ENV.get("LLM_MAX_RETRIES", "2"))
# Ask the provider for each call's cost (OpenRouter's `usage: {include: true}`); on by default for OpenRouter.
LLM_ASK_COST = envmod.as_bool(ENV.get("LLM_ASK_COST"), default="openrouter.ai" in LLM_BASE_URL)
# How long a model's refusal of a structured-output format (strict schema, JSON schema) is remembered.
LLM_SCHEMA_FALLBACK_TTL_S = float(ENV.get("LLM_SCHEMA_FALLBACK_TTL_S", "3600"))
# The mock answers after a short, prompt-derived pause so live pages visibly fill in.
LLM_MOCK_LATENCY_MS = int(ENV.get("LLM_MOCK_LATENCY_MS", "400"))
# Daily spending limits (UTC days; juryrigged/llm/spending.py). The defaults of the admin's "Spending limits" row,
# which staff change there: what one user's model calls (evaluations, court sessions, games) may spend and use,
# and what the whole site may spend.
SPEND_USER_DAILY_USD = ENV.get("SPEND_USER_DAILY_USD", "10")
SPEND_USER_DAILY_TOKENS = int(ENV.get("SPEND_USER_DAILY_TOKENS", "20000000"))
SPEND_SITE_DAILY_USD = ENV.get("SPEND_SITE_DAILY_USD", "100")
# Requests may name any model id, not only known ones (the offered and default models, and any the price data
# prices). Off: the default of the admin's row, where staff may also list extra ids.
SPEND_ALLOW_ANY_MODEL = envmod.as_bool(ENV.get("SPEND_ALLOW_ANY_MODEL"), default=False)
# Sign-up: at most this many accounts from one address (django-ratelimit's rate: "5/h", "20/d").
SIGNUP_RATE = ENV.get("SIGNUP_RATE", "5/h")
# Sign-up asks for an e-mail address and the account works once its link is followed. Off by default:
# the embedded demo has no mail server (EMAIL_BACKEND and its EMAIL_* settings are Django's own).
ACCOUNT_EMAIL_VERIFICATION = envmod.as_bool(ENV.get("ACCOUNT_EMAIL_VERIFICATION"), default=False)
EMAIL_BACKEND = ENV.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
# Prices come from the provider's reported cost, else the genai-prices data for the endpoint
# (LLM_PRICE_PROVIDER names its provider id there when the base URL is not one it knows), else "unknown".
LLM_PRICE_PROVIDER = ENV.get("LLM_PRICE_PROVIDER", "")
# The most a call may write (`max_tokens`), by purpose; the most specific entry wins
# (`court.turn.answer` → `court.turn` → `*`). Override entries with
# LLM_MAX_TOKENS="eval.juror=3000,court.turn=500".
LLM_MAX_TOKENS = {
    "*": 1024,
    "court.turn": 350,          # a line of the show (COURT_TURN_MAX_CHARS ≈ 225 tokens)
    "court.turn.answer": 200,   # a witness answer (COURT_WITNESS_MAX_CHARS)
    "court.turn.ruling": 450,   # the judge's ruling
    "eval.juror": 3000,         # a juror's assessment (reasoning models spend part of it thinking)
    "eval.foreman": 3000,       # the foreman's report
    "eval.title": 40,
    "dialectic.opinion": 1500,  # one judge's structured opinion on one criterion
    "game.juror_statement": 300,
    "game.for_cause": 300,
    "game.ruling": 450,
    "game.witness": 300,
    "game.opponent": 400,
    **envmod.as_int_map(ENV.get("LLM_MAX_TOKENS")),
}

# --- Realtime -----------------------------------------------------------------
SSE_HEARTBEAT_S = float(ENV.get("SSE_HEARTBEAT_S", "15"))
# The live headcount of a stream's viewers (realtime.presence): changes are pushed at most once per
# REALTIME_PRESENCE_MS; a process's count expires after REALTIME_PRESENCE_TTL_S unless refreshed
# (every third of it), so a killed server leaves no ghosts for longer than that.
REALTIME_PRESENCE_MS = int(ENV.get("REALTIME_PRESENCE_MS", "1000"))
REALTIME_PRESENCE_TTL_S = float(ENV.get("REALTIME_PRESENCE_TTL_S", "30"))
# Number of reverse proxies in front of the server whose X-Forwarded-For is trusted.
TRUSTED_PROXY_COUNT = int(ENV.get("TRUSTED_PROXY_COUNT", "0"))
# Pending connections the server's listening socket holds (the kernel caps it at somaxconn).
LISTEN_BACKLOG = int(ENV.get("LISTEN_BACKLOG", "4096"))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "filters": {"no_websocket_handshakes": {"()": "juryrigged.core.logs.NoWebsocketHandshakes"}},
    "root": {"handlers": ["console"], "level": ENV.get("LOG_LEVEL", "INFO")},
    "loggers": {
        # uvicorn logs every websocket join here at INFO (juryrigged/core/logs.py); Django reads this after
        # uvicorn's own logging config, which keeps its handler (the filter is added, its level unchanged).
        "uvicorn.error": {"filters": ["no_websocket_handshakes"]},
        "django.db.backends": {"level": "WARNING"},
        "daphne": {"level": "WARNING"},
        "celery": {"level": "WARNING"},
        # The in-memory broker has no host name; kombu warns about it on every start.
        "kombu.connection": {"level": "ERROR"},
    },
}

# --- Product settings (each app documents its own in the README's table) ---------
from juryrigged.product_settings.courtroom import *  # noqa: E402,F401,F403
from juryrigged.product_settings.evaluation import *  # noqa: E402,F401,F403
from juryrigged.product_settings.game import *  # noqa: E402,F401,F403
