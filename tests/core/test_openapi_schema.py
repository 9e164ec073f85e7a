"""The OpenAPI schema describes every endpoint: no "unable to guess serializer", no operationId clash."""

import pytest
from django.core.management import call_command
from django.test import Client

pytestmark = pytest.mark.django_db


def test_the_schema_generates_without_a_warning_or_an_error(tmp_path):
    # --fail-on-warn turns any generator warning or error (a guessed serializer, a clash) into a failure
    call_command("spectacular", "--fail-on-warn", "--file", str(tmp_path / "schema.yaml"))
    assert "/api/court/sessions" in (tmp_path / "schema.yaml").read_text()


def test_the_api_docs_page_loads():
    response = Client().get("/api/docs/")
    assert response.status_code == 200
    assert b"swagger-ui" in response.content
