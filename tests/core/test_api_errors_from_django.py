"""Errors Django itself answers on an /api/ path (the CSRF refusal, a plain view's 405, a form it cannot read)
come in the API's JSON error shape, never Django's HTML page or an empty body."""

import pytest
from django.test import Client


@pytest.fixture
def csrf_client():
    return Client(enforce_csrf_checks=True)


@pytest.mark.parametrize("path", ["/api/health", "/api/metrics", "/api/streams/court.1/events"])
def test_a_post_without_a_csrf_token_to_a_plain_api_view_is_a_json_403(csrf_client, path):
    # given a plain (non-DRF) view under /api/, when a client posts to it without a CSRF token
    response = csrf_client.post(path, "{}", content_type="application/json")
    # then the refusal is the JSON shape, and names CSRF
    assert response.status_code == 403
    assert response["Content-Type"].startswith("application/json")
    assert response.json()["code"] == "CSRF_FAILED" and "CSRF" in response.json()["error"]


def test_a_page_still_gets_djangos_csrf_page(csrf_client, db):
    response = csrf_client.post("/accounts/login/", {"username": "a", "password": "b"})
    assert response.status_code == 403 and response["Content-Type"].startswith("text/html")


@pytest.mark.parametrize("method", ["options", "put", "delete"])
def test_a_method_a_plain_api_view_does_not_take_is_a_json_405_with_allow(client, method):
    response = getattr(client, method)("/api/health")
    assert response.status_code == 405
    assert response.json() == {"code": "METHOD_NOT_ALLOWED", "error": "Method not allowed."}
    assert response["Allow"] == "GET"


def test_a_success_that_is_not_json_is_left_alone(client, db):
    response = client.get("/api/metrics")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/plain")
