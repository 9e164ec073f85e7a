"""Bad input never crashes: every body, query and form a client can send gets a 4xx in the JSON error shape.

PostgreSQL refuses NUL characters in text, Python's json accepts lone surrogates and
recurses on nesting; each of these was a 500 before the shared parser and middleware.
"""

import json

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.test import Client

from courtroom.models import CourtSession
from evaluation.models import Conversation, Message
from tests.evaluation.conftest import jury_body
from tests.evaluation.dialectic.support import body as dialectic_body

pytestmark = pytest.mark.django_db

NUL = "\u0000"
TOPIC = "The defendant ate the last slice of office birthday cake"


@pytest.fixture(autouse=True)
def _fresh_counters():
    cache.clear()  # quota counters live in the cache (Redis in CI), not in the test database
    yield
    cache.clear()


@pytest.fixture
def client():
    user = get_user_model().objects.create_user("alice")
    client = Client(raise_request_exception=False)
    client.force_login(user)
    return client


def post_json(client, path, body, method="post"):
    raw = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return getattr(client, method)(path, raw, content_type="application/json")


def assert_refused(response, status=400, code=None):
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert set(body) >= {"code", "error"} and body["error"]
    if code:
        assert body["code"] == code


@pytest.mark.parametrize("body", [
    {"topic": f"{TOPIC}{NUL}"},
    {"topic": TOPIC, "sentenceOptions": [f"Sweep{NUL} the floor", "Buy a new cake"]},
], ids=["topic", "sentenceOptions"])
def test_it_refuses_a_nul_character_in_a_new_court_session(client, body):
    assert_refused(post_json(client, "/api/court/sessions", body), code="INVALID_TEXT")
    assert CourtSession.objects.count() == 0


def test_a_refused_court_session_uses_none_of_the_create_quota(client, settings):
    # given a quota of one session
    settings.COURT_CREATE_MAX_PER_WINDOW = 1
    # when a NUL topic and a too-short topic are refused
    assert_refused(post_json(client, "/api/court/sessions", {"topic": f"{TOPIC}{NUL}"}))
    assert_refused(post_json(client, "/api/court/sessions", {"topic": "short"}), code="INVALID_TOPIC")
    # then the one allowed session can still be created
    assert post_json(client, "/api/court/sessions", {"topic": TOPIC}).status_code == 201
    assert_refused(post_json(client, "/api/court/sessions", {"topic": TOPIC}), status=429, code="RATE_LIMITED")


def test_it_refuses_a_lone_surrogate_in_a_court_topic(client):
    raw = '{"topic": "abc \\ud800 def ghi jkl mno"}'
    assert_refused(post_json(client, "/api/court/sessions", raw), code="INVALID_TEXT")
    assert CourtSession.objects.count() == 0


def _nul_in(path: str, body: dict) -> dict:
    body = json.loads(json.dumps(body))
    *parents, last = path.split(".")
    node = body
    for key in parents:
        node = node[int(key)] if key.isdigit() else node[key]
    node[last] = node[last] + NUL
    return body


@pytest.mark.parametrize("body", [
    _nul_in("question", jury_body()),
    _nul_in("modeConfig.content", jury_body()),
    _nul_in("modeConfig.documents.0.name", dialectic_body()),
    _nul_in("modeConfig.documents.0.text", dialectic_body()),
], ids=["question", "content", "document name", "document text"])
def test_it_refuses_a_nul_character_in_an_evaluation(client, body):
    assert_refused(post_json(client, "/api/evaluations", body), code="INVALID_TEXT")
    assert Message.objects.count() == 0


def test_it_refuses_a_nul_character_in_a_conversation_title(client):
    conversation = Conversation.objects.create(user=get_user_model().objects.get(), mode="jury")
    response = post_json(client, f"/api/conversations/{conversation.pk}", {"title": f"Mine{NUL}"}, method="patch")
    assert_refused(response, code="INVALID_TEXT")
    conversation.refresh_from_db()
    assert conversation.title == ""


@pytest.mark.parametrize("parameter", ["q", "mode", "verdict"])
def test_it_refuses_a_nul_character_in_a_query_parameter(client, parameter):
    assert_refused(client.get(f"/api/conversations?{parameter}=%00"), code="INVALID_TEXT")


def test_a_page_refuses_a_nul_character_in_a_query_parameter_without_crashing(client):
    assert client.get("/evaluate/history/?q=a%00b").status_code == 400


def test_a_page_form_refuses_a_nul_character_without_crashing(client):
    response = client.post("/court/", {"topic": f"{TOPIC}{NUL}", "case_type": "criminal"})
    assert response.status_code == 400
    assert CourtSession.objects.count() == 0


@pytest.mark.parametrize("path", ["/api/evaluations", "/api/court/sessions"])
def test_it_refuses_deeply_nested_json(client, path):
    raw = "[" * 5000 + "]" * 5000
    assert_refused(post_json(client, path, raw), code="INVALID_JSON")
    raw = '{"a":' * 5000 + "1" + "}" * 5000
    assert_refused(post_json(client, path, raw), code="INVALID_JSON")


def test_a_too_large_body_is_answered_in_the_json_error_shape(client, settings):
    raw = json.dumps({"topic": "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 500_000)})
    assert_refused(post_json(client, "/api/court/sessions", raw), status=413, code="BODY_TOO_LARGE")


async def test_the_guard_refuses_under_asgi_too(async_client):
    response = await async_client.get("/api/streams/court.1/events?after=%00")
    assert_refused(response, code="INVALID_TEXT")


def test_a_nul_character_in_a_stream_name_is_refused(client):
    assert_refused(client.get("/api/streams/court.%00/events"), code="INVALID_TEXT")


@pytest.mark.parametrize("raw", ['{"topic": NaN}', '{"topic": 1e999}', '{"topic": "x"', b'{"topic": "\xff"}'])
def test_it_refuses_json_the_database_cannot_store(client, raw):
    assert_refused(post_json(client, "/api/court/sessions", raw), code="INVALID_JSON")


def _audit_form(**fields):
    return {"doc_name": ["notes.md"], "doc_text": ["Some notes about the design."], "rubric_choice": "code-review",
            "question": "", **fields}


def test_an_uploaded_file_with_a_nul_past_its_first_bytes_never_crashes_the_form(client):
    from django.core.files.uploadedfile import SimpleUploadedFile

    # given a text file whose NUL hides past the first few kilobytes
    upload = SimpleUploadedFile("notes.txt", b"plain text\n" * 1000 + b"\x00 and more\n", content_type="text/plain")
    # when the audit form is posted with it
    response = client.post("/evaluate/audit/", _audit_form(files=[upload]))
    # then the run starts, and the worker reads the file's text with the NUL left out
    from evaluation.sources.services import run_sources

    assert response.status_code == 302
    run = Message.objects.get(role="assistant")
    assert run_sources(run)[0].files[0].text.endswith(" and more\n")
    stored = json.dumps(run.stages.get(stage_type="sources").parsed_data)
    assert "and more" in stored and "\\u0000" not in stored


@pytest.mark.parametrize("rubric", ['[{"id": "a\\u0000"}]', "[" * 5000 + "]" * 5000])
def test_a_custom_rubric_that_cannot_be_stored_is_a_form_error(client, rubric):
    response = client.post("/evaluate/audit/", _audit_form(rubric_choice="custom", custom_rubric=rubric))
    assert response.status_code == 400
    assert b"The custom rubric" in response.content
    assert Message.objects.count() == 0


def test_an_evaluation_start_refuses_text_a_mode_let_through(client):
    # given a mode's validator that passed a NUL along (the service is the last door before the database)
    from evaluation import services
    from evaluation.modes import Validated
    from juryrigged.core.errors import DomainError

    user = get_user_model().objects.get()
    # when
    with pytest.raises(DomainError) as refused:
        services.evaluation_start(user=user, mode="jury", request=Validated("q", "content\x00", {"content": "x"}))
    # then
    assert refused.value.code == "INVALID_TEXT"
    assert Message.objects.count() == 0


@pytest.mark.parametrize("content_type, body", [
    ("multipart/form-data", b"no boundary"),
    ("multipart/form-data; boundary=B", b'--B\r\nContent-Disposition: form-data; name="file"; filename="'
     + b"a" * 1000 + b'.txt"\r\n\r\nhello\r\n--B--\r\n'),
    ("application/x-www-form-urlencoded", b"&".join(b"f%d=1" % i for i in range(2000))),
])
def test_a_form_django_cannot_read_is_the_guards_400_not_a_logged_traceback(client, content_type, body, caplog):
    # given a form Django refuses to parse (no boundary, a part's headers past 1 KiB, too many fields)
    # when it is posted to the API, then the guard answers 400 INVALID_FORM itself: nothing reaches the view,
    # and no traceback is logged for what a client did
    response = client.generic("POST", "/api/court/sessions", body, content_type=content_type)
    assert_refused(response, code="INVALID_FORM")
    assert not [record for record in caplog.records if record.exc_info]
    assert CourtSession.objects.count() == 0
