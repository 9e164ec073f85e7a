"""Before a jury starts, the form shows what it will cost, from the content's size and the models' prices."""

from decimal import Decimal

import pytest
from rest_framework.test import APIClient

from juryrigged.llm.pricing import rates_for

pytestmark = pytest.mark.django_db
URL = "/api/evaluations/estimate"


@pytest.fixture
def api(user, settings):
    settings.LLM_PROVIDER = "openai"  # price as a real endpoint would (the mock is free)
    settings.LLM_API_KEY = "test-key"
    client = APIClient()
    client.force_authenticate(user)
    return client


def body(content, jurors=("openai/gpt-4o-mini", "anthropic/claude-3-haiku", "google/gemini-2.0-flash-001"),
         foreman="mistralai/mistral-small-3.1-24b-instruct"):
    return {"mode": "jury", "modeConfig": {"content": content, "jurorModels": list(jurors), "foremanModel": foreman}}


def test_the_estimate_grows_with_the_content_and_is_priced_per_model(api):
    # given
    short = api.post(URL, body("Short docs."), format="json").json()
    long = api.post(URL, body("Long docs. " * 5000), format="json").json()
    # then every juror, the foreman and the title are priced, and more content costs more
    assert [line["role"] for line in short["lines"]] == ["juror", "juror", "juror", "foreman", "title"]
    assert all(line["priceSource"] == "genai-prices (openrouter)" for line in short["lines"])
    assert 0 < short["aboutUsd"] < short["upToUsd"] < long["upToUsd"]
    juror = long["lines"][0]
    rates = rates_for("openai/gpt-4o-mini")
    expected = (juror["promptTokens"] * rates.prompt + juror["maxCompletionTokens"] * rates.completion) / 1_000_000
    assert Decimal(str(juror["upToUsd"])) == round(expected, 6)


def test_the_cheap_default_panel_costs_a_fraction_of_the_large_one(api):
    content = "Some documentation. " * 2000
    cheap = api.post(URL, body(content), format="json").json()
    large = api.post(URL, body(content, jurors=("openai/o3", "google/gemini-2.5-pro", "anthropic/claude-3.5-sonnet"),
                               foreman="perplexity/sonar-pro"), format="json").json()
    assert cheap["upToUsd"] * 10 < large["upToUsd"]


def test_a_model_without_a_price_makes_the_total_unknown_not_guessed(api):
    data = api.post(URL, body("Docs.", jurors=("openai/gpt-4o-mini", "acme/unknown-1")), format="json").json()
    assert data["aboutUsd"] is None and data["upToUsd"] is None
    assert data["unpricedModels"] == ["acme/unknown-1"]
    assert data["lines"][1]["priceSource"] == "unknown"


def test_a_bad_request_is_a_400_with_the_fields(api):
    response = api.post(URL, {"mode": "jury", "modeConfig": {"content": 5, "jurorModels": "x"}}, format="json")
    assert response.status_code == 400
    fields = response.json()["fields"]
    assert set(fields) == {"modeConfig.content", "modeConfig.jurorModels", "modeConfig.foremanModel"}


def test_the_form_asks_for_the_estimate(client, user):
    client.force_login(user)
    html = client.get("/evaluate/").content.decode()
    assert 'id="cost-estimate"' in html and 'data-url="/api/evaluations/estimate"' in html


def test_an_uploaded_file_is_counted_as_the_run_fits_it_and_pages_are_listed_not_counted(api, settings, monkeypatch):
    import json
    import socket

    from django.core.files.uploadedfile import SimpleUploadedFile

    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: [(2, 1, 6, "", ("93.184.216.34", 443))])
    # given the same pasted text alone, and with a file attached (multipart, as the form sends it)
    notes = ("## Retry policy\n\nEvery call is retried three times with jittered backoff. " * 300).encode()
    alone = api.post(URL, body("Review the attached design."), format="json").json()
    config = body("Review the attached design.")
    config["modeConfig"]["sources"] = [{"kind": "url", "url": "https://example.com/design"}]
    with_file = api.post(URL, {"payload": json.dumps(config),
                               "files": [SimpleUploadedFile("design.md", notes, content_type="text/markdown")]},
                         format="multipart")
    # then the file's text is in every juror's prompt (it costs more), and the page is named as not counted
    assert with_file.status_code == 200, with_file.json()
    data = with_file.json()
    assert data["filesIncluded"] == 1 and data["filesCut"] == 0
    assert data["lines"][0]["promptTokens"] > alone["lines"][0]["promptTokens"] + 3000
    assert data["upToUsd"] > alone["upToUsd"]
    assert data["notCounted"] == ["https://example.com/design"] and alone["notCounted"] == []
    # and a file alone (no pasted text) is estimated; past the context it is cut as the run cuts it
    settings.EVAL_SOURCE_CONTEXT_TOKENS = 500
    only = body("")
    cut = api.post(URL, {"payload": json.dumps(only),
                         "files": [SimpleUploadedFile("design.md", notes, content_type="text/markdown")]},
                   format="multipart").json()
    assert cut["filesIncluded"] == 0 and cut["filesCut"] == 1
    assert cut["lines"][0]["promptTokens"] < data["lines"][0]["promptTokens"]
