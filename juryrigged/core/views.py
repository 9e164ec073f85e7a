import hmac
import logging

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.core.exceptions import RequestDataTooBig
from django.db import connection
from django.http import HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.views.csrf import csrf_failure as django_csrf_failure
from django.views.decorators.http import require_GET

from juryrigged.core import accounts
from juryrigged.core import metrics as metrics_mod
from juryrigged.core.accounts import SignupForm
from juryrigged.core.errors import json_error
from juryrigged.core.redirects import next_on_this_site

logger = logging.getLogger(__name__)


def home(request):
    return render(request, "core/home.html")


def signup(request):
    """Sign-up, throttled per address (429, JSON for a client that asks for it), e-mail confirmed when configured."""
    if request.user.is_authenticated:
        return redirect("home")
    form = SignupForm(request.POST or None)
    if request.method == "POST":
        throttled = accounts.signup_throttled(request)
        if throttled:
            return _signup_refused(request, form, throttled)
        if form.is_valid():
            user = accounts.signup_create(request, form)
            if settings.ACCOUNT_EMAIL_VERIFICATION:
                return render(request, "registration/signup_sent.html", {"email": user.email})
            login(request, user)
            messages.success(request, f"Welcome, {user.username}. Your account is ready.")
            return redirect(_next_on_this_site(request) or "home")
    return render(request, "registration/signup.html", {"form": form}, status=400 if form.errors else 200)


def _signup_refused(request, form, throttled) -> HttpResponse:
    if "application/json" in request.headers.get("Accept", ""):
        return json_error(429, "RATE_LIMITED", throttled.message, limit="signupPerAddress",
                          retryAfterMs=throttled.retry_after_s * 1000)
    response = render(request, "registration/signup.html", {"form": form, "refused": throttled.message}, status=429)
    response["Retry-After"] = str(throttled.retry_after_s)
    return response


def signup_verify(request, uidb64: str, token: str):
    user = accounts.signup_verify(uidb64, token)
    if user is None:
        return render(request, "registration/signup_sent.html", {"invalid": True}, status=400)
    login(request, user)
    messages.success(request, f"Welcome, {user.username}. Your address is confirmed and your account is ready.")
    return redirect("home")


def _next_on_this_site(request) -> str | None:
    """?next= when it stays on this site (anything else would make sign-up an open redirect)."""
    return next_on_this_site(request, request.GET.get("next", ""))


def _check_database() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        return "ok"
    except Exception as exc:  # reported, not raised: this is the health check
        logger.warning("health: database unreachable: %s", exc)
        return "error"


def _check_redis() -> str:
    if not settings.REDIS_URL:
        return "not_configured"
    import redis  # redis-py (about 0.1 s to import): only where REDIS_URL is set

    try:
        redis.Redis.from_url(settings.REDIS_URL, socket_timeout=2, socket_connect_timeout=2).ping()
        return "ok"
    except redis.RedisError as exc:
        logger.warning("health: redis unreachable: %s", exc)
        return "error"


@require_GET
def health(request):
    """Liveness plus reachability of the database and (when configured) Redis."""
    checks = {"database": _check_database(), "redis": _check_redis()}
    healthy = all(value in ("ok", "not_configured") for value in checks.values())
    body = {"status": "ok" if healthy else "degraded", **checks, "llmProvider": settings.LLM_PROVIDER}
    return JsonResponse(body, status=200 if healthy else 503)


def _metrics_refusal(request) -> JsonResponse | None:
    """None when METRICS_ACCESS lets this request read the metrics, else the 401/403 answer."""
    access = settings.METRICS_ACCESS
    if access == "public":
        return None
    if access == "token":
        sent = request.headers.get("Authorization", "")
        if settings.METRICS_TOKEN and hmac.compare_digest(sent, f"Bearer {settings.METRICS_TOKEN}"):
            return None
        response = json_error(401, "NOT_AUTHENTICATED", "Send Authorization: Bearer <METRICS_TOKEN>.")
        response["WWW-Authenticate"] = 'Bearer realm="metrics"'
        return response
    if request.user.is_authenticated and request.user.is_staff:  # "staff" (and any unknown value: closed)
        return None
    return json_error(403, "FORBIDDEN", "The metrics are for staff.")


@require_GET
def metrics(request):
    """Prometheus text; who may read it is METRICS_ACCESS (public, staff or token)."""
    if refusal := _metrics_refusal(request):
        return refusal
    return HttpResponse(metrics_mod.render(), content_type="text/plain; version=0.0.4; charset=utf-8")


def _wants_json(request) -> bool:
    return request.path.startswith("/api/") or "application/json" in request.headers.get("Accept", "")


def not_found(request, exception=None):
    if _wants_json(request):
        return JsonResponse({"code": "NOT_FOUND", "error": "Not found."}, status=404)
    return render(request, "404.html", status=404)


def bad_request(request, exception=None):
    """Django's 400 (a SuspiciousOperation such as a too-large body) in the house's shapes."""
    if isinstance(exception, RequestDataTooBig):
        status, code, message = 413, "BODY_TOO_LARGE", "The request body is too large."
    else:
        status, code, message = 400, "BAD_REQUEST", "The request could not be read."
    if _wants_json(request):
        return json_error(status, code, message)
    return render(request, "400.html", {"message": message}, status=status)


def csrf_failure(request, reason=""):
    """CSRF_FAILURE_VIEW: the API's JSON 403 on an API path, Django's own page elsewhere."""
    if _wants_json(request):
        return json_error(403, "CSRF_FAILED", f"CSRF verification failed: {reason}")
    return django_csrf_failure(request, reason)


def server_error(request):
    if _wants_json(request):
        return JsonResponse({"code": "SERVER_ERROR", "error": "Something went wrong on our side."}, status=500)
    return render(request, "500.html", status=500)
