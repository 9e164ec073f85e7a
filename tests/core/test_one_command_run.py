"""The one-command run: the site's own 404 with DEBUG on, CSRF origins that follow `serve --port`,
and /api/metrics restricted by METRICS_ACCESS."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from juryrigged.core.management.commands.serve import trusted_origins

pytestmark = pytest.mark.django_db


def test_a_missing_page_shows_the_sites_404_even_with_debug_on(settings):
    # given local development
    settings.DEBUG = True
    # when a page that does not exist is asked for
    response = Client().get("/no-such-page/")
    # then it is the site's page, not Django's list of URL patterns
    assert response.status_code == 404
    assert b"Nothing here" in response.content
    assert b"URLconf" not in response.content


def test_a_missing_api_path_is_a_json_404_with_debug_on(settings):
    settings.DEBUG = True
    response = Client().get("/api/no-such-endpoint")
    assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")


def test_csrf_trusted_origins_follow_the_port_served():
    assert trusted_origins("127.0.0.1", 9001) == ["http://127.0.0.1:9001", "http://localhost:9001"]
    assert trusted_origins("0.0.0.0", 8080) == ["http://127.0.0.1:8080", "http://localhost:8080"]
    assert "http://jury.local:8000" in trusted_origins("jury.local", 8000)


def test_a_form_post_from_the_served_port_passes_the_csrf_check(settings):
    # given the server runs on another port than the default
    settings.CSRF_TRUSTED_ORIGINS = trusted_origins("127.0.0.1", 9001)
    settings.ALLOWED_HOSTS = ["127.0.0.1"]
    client = Client(enforce_csrf_checks=True)
    token = client.get("/accounts/login/", HTTP_HOST="127.0.0.1:9001").cookies["csrftoken"].value
    # when a browser on localhost posts the login form with its Origin
    response = client.post("/accounts/login/", {"username": "nobody", "password": "x", "csrfmiddlewaretoken": token},
                           HTTP_HOST="127.0.0.1:9001", HTTP_ORIGIN="http://localhost:9001")
    # then the CSRF check passes (the form is answered, not refused with 403)
    assert response.status_code == 200


@pytest.mark.parametrize("access,caller,status", [
    ("public", None, 200), ("staff", None, 403), ("staff", "user", 403), ("staff", "staff", 200),
    ("token", None, 401), ("token", "wrong", 401), ("token", "right", 200),
])
def test_metrics_access_follows_the_setting(settings, access, caller, status):
    settings.METRICS_ACCESS, settings.METRICS_TOKEN = access, "s3cret"
    client = Client()
    headers = {}
    if caller in ("user", "staff"):
        client.force_login(get_user_model().objects.create_user(caller, is_staff=caller == "staff"))
    elif caller:
        headers["HTTP_AUTHORIZATION"] = "Bearer s3cret" if caller == "right" else "Bearer nope"
    assert client.get("/api/metrics", **headers).status_code == status
