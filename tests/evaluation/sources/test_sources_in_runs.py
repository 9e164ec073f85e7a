"""Both modes take every kind of source through the API: stored snapshots, progress events, 4xx refusals."""

import base64
import hashlib
import json
import re

import pytest

from evaluation.dialectic.results import load_result
from evaluation.runs import run_dispatch
from evaluation.models import Conversation, DeliberationStage, Message, RunSource
from evaluation.sources.services import SOURCES
from juryrigged import realtime
from tests.evaluation.conftest import jury_body
from tests.evaluation.sources.fixtures import (ARTICLE, PROJECT, git_repository, make_pdf, make_tar_gz, make_zip,
                                              web_server)

pytestmark = pytest.mark.django_db
ONE = [{"id": "a", "name": "Security", "description": "No hard-coded secrets or unsafe calls.",
        "successPattern": "Clean.", "failurePattern": "Secrets."}]


def file_source(name, data):
    return {"kind": "file", "name": name, "dataBase64": base64.b64encode(data).decode()}


def dialectic_body(sources, **config):
    return {"mode": "dialectic", "modeConfig": {"rubric": ONE, "sources": sources, **config}}


def types(message):
    return [e.type for e in realtime.events_after(message.stream)]


@pytest.fixture
def local_web(settings):
    settings.EVAL_SOURCE_ALLOWED_HOSTS = ["localhost"]


def test_a_jury_judges_an_uploaded_pdf_and_zip_with_a_note_of_what_it_read(api, jury):
    # given
    pdf = make_pdf(["Ledger design", "The ledger is append-only."])
    body = jury_body(content="", sources=[file_source("report.pdf", pdf),
                                          file_source("project.zip", make_zip(PROJECT))])
    # when
    response = api.post("/api/evaluations", body, format="json")
    run = Message.objects.get(pk=response.json()["messageId"])
    run_dispatch(message_id=run.pk)
    # then
    assert response.status_code == 202
    present = DeliberationStage.objects.get(message=run, stage_type="present").content
    assert present.startswith("[Attached sources: 4 file(s) included; ")
    assert "The ledger is append-only." in present and "def main():" in present
    assert "### project.zip › src/util.js" in present
    juror_prompt = next(r for r in jury.provider.requests if r.purpose == "eval.juror").messages
    assert "The ledger is append-only." in json.dumps(juror_prompt)
    assert run.conversation.messages.get(role="user").content == "The attached sources: report.pdf, project.zip"
    run.refresh_from_db()
    assert run.status == "complete"


def test_a_jury_cuts_files_past_the_context_budget_and_says_so(api, jury, settings):
    settings.EVAL_SOURCE_CONTEXT_TOKENS = 120
    files = {"a.md": b"# A\n" + b"alpha " * 40, "b.md": b"# B\n" + b"beta " * 200}
    response = api.post("/api/evaluations", jury_body(sources=[file_source("p.zip", make_zip(files))]), format="json")
    run = Message.objects.get(pk=response.json()["messageId"])
    run_dispatch(message_id=run.pk)
    present = DeliberationStage.objects.get(message=run, stage_type="present").content
    assert "1 file(s) included, 1 cut to fit the model's context (b.md)" in present
    assert "beta beta" not in present and "alpha alpha" in present
    run.refresh_from_db()
    assert run.config["sourcesContext"]["cutFiles"] == ["b.md"]
    read = api.get(f"/api/evaluations/{run.pk}").json()["sourcesRead"]
    assert read.startswith("The jury read 1 of 2 files, ")
    assert read.endswith("cut to fit the model's context: b.md.")


def test_a_web_page_is_fetched_by_the_worker_with_progress_and_stored_once(api, jury, local_web):
    with web_server({"/post": (200, {"Content-Type": "text/html"}, ARTICLE)}) as base:
        # given
        response = api.post("/api/evaluations", jury_body(content="", sources=[{"kind": "url", "url": f"{base}/post"}]),
                            format="json")
        run = Message.objects.get(pk=response.json()["messageId"])
        # when
        run_dispatch(message_id=run.pk)
    # then
    assert types(run)[:2] == ["source_progress", "sources_complete"]
    events = {e.type: e.payload.get("data") for e in realtime.events_after(run.stream)}
    progress = [e.payload["data"]["message"] for e in realtime.events_after(run.stream) if e.type == "source_progress"]
    assert progress[0] == f"fetching {base}/post…"
    assert progress[1].startswith("The jury read 1 of 1 files, ")
    summary = events["sources_complete"]["sources"][0]
    assert summary["kind"] == "url" and summary["origin"] == f"{base}/post" and summary["fetchedAt"]
    assert len(summary["contentHash"]) == 64
    stage = DeliberationStage.objects.get(message=run, stage_type=SOURCES)
    assert "retries failed webhooks" in stage.parsed_data["fetched"][0]["texts"][0]["text"]
    assert "retries failed webhooks" in DeliberationStage.objects.get(message=run, stage_type="present").content


def test_a_resumed_run_reuses_the_stored_page_without_fetching_again(api, jury, local_web):
    # given: the page was fetched and stored, then the worker died before the jury
    with web_server({"/post": (200, {"Content-Type": "text/html"}, ARTICLE)}) as base:
        response = api.post("/api/evaluations", jury_body(sources=[{"kind": "url", "url": f"{base}/post"}]),
                            format="json")
        run = Message.objects.get(pk=response.json()["messageId"])
        from evaluation.sources.services import run_sources
        run_sources(run)
    DeliberationStage.objects.filter(message=run).exclude(stage_type=SOURCES).delete()
    # when: the server is gone, and the run goes on
    run_dispatch(message_id=run.pk)
    # then
    run.refresh_from_db()
    assert run.status == "complete"
    assert types(run).count("sources_complete") == 1


def test_a_page_that_fails_in_the_worker_fails_the_run_with_the_reason(api, jury, local_web):
    with web_server({}) as base:
        response = api.post("/api/evaluations", jury_body(sources=[{"kind": "url", "url": f"{base}/gone"}]),
                            format="json")
        run = Message.objects.get(pk=response.json()["messageId"])
        run_dispatch(message_id=run.pk)
    run.refresh_from_db()
    assert run.status == "failed" and "answered HTTP 404" in run.error
    assert types(run)[-1] == "error"
    assert not DeliberationStage.objects.filter(message=run).exists()


def test_a_dialectic_audit_of_a_cloned_repository_makes_evidence_of_each_file(api, scripted_llm, settings, tmp_path):
    # given
    settings.EVAL_SOURCE_ALLOW_FILE_URLS = True
    files = {**PROJECT, "src/config.py": b'API_KEY = "sk-abcdefghijklmnopqrstuvwx"\n'}
    url = git_repository(str(tmp_path), files)
    scripted_llm.default = json.dumps({"score": 3, "argument": "So.", "citedEvidence": ["NO_EVIDENCE"]})
    response = api.post("/api/evaluations", dialectic_body([{"kind": "repository", "url": url}]), format="json")
    run = Message.objects.get(pk=response.json()["messageId"])
    # when
    run_dispatch(message_id=run.pk)
    # then
    run.refresh_from_db()
    assert run.status == "complete"
    progress = [e.payload["data"]["message"] for e in realtime.events_after(run.stream) if e.type == "source_progress"]
    assert progress == ["cloning…", "reading 8 files…", "extracting evidence from 4 files…"]
    result = load_result(run)
    assert {e["document"] for e in result["evidence"]} >= {"src/app.py", "src/config.py"}
    config_doc = next(d for d in result["documents"] if d["name"] == "src/config.py")
    assert "sk-abcdefghijklmnopqrstuvwx" not in config_doc["text"]  # the dialog shows it redacted
    assert "sk…" in config_doc["text"]
    assert result["sources"][0]["revision"] and result["sources"][0]["files"] == 4


def test_evidence_on_a_pdf_cites_its_page(api, scripted_llm):
    scripted_llm.default = json.dumps({"score": 3, "argument": "So.", "citedEvidence": ["NO_EVIDENCE"]})
    pdf = make_pdf(["Overview", "The ledger must never lose a committed transaction."])
    response = api.post("/api/evaluations", dialectic_body([file_source("report.pdf", pdf)]), format="json")
    run = Message.objects.get(pk=response.json()["messageId"])
    run_dispatch(message_id=run.pk)
    claims = [e for e in load_result(run)["evidence"] if e["class"] == "claim"]
    assert claims and claims[0]["page"] == 2 and claims[0]["location"]["page"] == 2


@pytest.mark.parametrize("source, status, code", [
    ({"kind": "url", "url": "http://127.0.0.1:8000/admin"}, 403, "SOURCE_FORBIDDEN"),
    ({"kind": "url", "url": "http://169.254.169.254/latest/meta-data/"}, 403, "SOURCE_FORBIDDEN"),
    ({"kind": "url", "url": "ftp://example.com/x"}, 400, "UNSUPPORTED_SOURCE"),
    ({"kind": "repository", "url": "file:///etc"}, 403, "SOURCE_FORBIDDEN"),
    ({"kind": "file", "name": "p.zip", "dataBase64": base64.b64encode(make_zip({"../x.py": b"1"})).decode()}, 422,
     "UNSAFE_ARCHIVE"),
    ({"kind": "file", "name": "a.md", "dataBase64": "not base64!"}, 400, "SOURCE_REFUSED"),
    ({"kind": "floppy"}, 400, "SOURCE_REFUSED"),
])
@pytest.mark.parametrize("mode", ["jury", "dialectic"])
def test_a_refused_source_is_a_clear_4xx_and_nothing_is_stored(api, mode, source, status, code):
    body = jury_body(sources=[source]) if mode == "jury" else dialectic_body([source])
    response = api.post("/api/evaluations", body, format="json")
    assert response.status_code == status
    assert response.json()["code"] == code
    assert list(response.json()["fields"]) == ["modeConfig.sources[0]"]
    assert not Conversation.objects.exists() and not Message.objects.exists() and not RunSource.objects.exists()


def test_an_upload_over_the_cap_is_413(api, settings):
    settings.EVAL_SOURCE_MAX_UPLOAD_BYTES = 1000
    response = api.post("/api/evaluations", jury_body(sources=[file_source("a.md", b"x" * 2000)]), format="json")
    assert response.status_code == 413 and response.json()["code"] == "SOURCE_TOO_LARGE"
    assert not Message.objects.exists()


def test_too_many_sources_are_refused(api, settings):
    settings.EVAL_SOURCE_MAX_SOURCES = 1
    sources = [file_source("a.md", b"# a\n"), file_source("b.md", b"# b\n")]
    response = api.post("/api/evaluations", jury_body(sources=sources), format="json")
    assert response.status_code == 400 and "At most 1 sources" in response.json()["error"]


def test_the_jury_form_takes_uploads_and_shows_refusals_on_the_form(client, user):
    from django.core.files.uploadedfile import SimpleUploadedFile

    client.force_login(user)
    # when
    bad = client.post("/evaluate/", {"content": "", "jurorModels": ["a/1", "a/2", "a/3"], "foremanModel": "a/f",
                                     "files": [SimpleUploadedFile("p.zip", make_zip({"../x.py": b"1"}))]})
    good = client.post("/evaluate/", {"content": "", "jurorModels": ["a/1", "a/2", "a/3"], "foremanModel": "a/f",
                                      "files": [SimpleUploadedFile("notes.md", b"# Notes\n\nAll good.\n")]})
    # then
    assert bad.status_code == 422
    assert re.search(r"leaves its folder", bad.content.decode())
    assert good.status_code == 302
    run = Message.objects.get(role="assistant")
    data = b"# Notes\n\nAll good.\n"
    assert run.config["modeConfig"]["sources"] == [
        {"kind": "file", "name": "notes.md", "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}]
    assert bytes(RunSource.objects.get(message=run).raw) == data


def test_the_result_page_shows_what_was_read_and_skipped(client, user, jury):
    # given
    client.force_login(user)
    client.post("/evaluate/", {"content": "", "jurorModels": ["a/1", "a/2", "a/3"], "foremanModel": "a/f",
                               "files": [__import__("django.core.files.uploadedfile", fromlist=["x"])
                                         .SimpleUploadedFile("project.zip", make_zip(PROJECT))]})
    run = Message.objects.get(role="assistant")
    pending = client.get(f"/evaluate/{run.pk}/").content.decode()
    # when
    run_dispatch(message_id=run.pk)
    html = client.get(f"/evaluate/{run.pk}/").content.decode()
    # then: before the worker, the upload is named as pending; after, what was read and skipped
    assert "project.zip" in pending and "<code>src/app.py</code>" not in pending
    assert 'id="eval-sources"' in html and "project.zip" in html
    assert "<code>src/app.py</code>" in html
    assert "<code>node_modules/left-pad/index.js</code> <span class=\"muted\">— vendored or build output" in html
    summary = RunSource.objects.get(message=run).summary
    assert summary["contentHash"][:12] in html


def test_the_api_takes_multipart_uploads_beside_a_json_payload(api):
    # given
    from django.core.files.uploadedfile import SimpleUploadedFile
    payload = json.dumps(jury_body(content=""))
    pdf = SimpleUploadedFile("report.pdf", make_pdf(["Ledger", "Append-only."]), content_type="application/pdf")
    # when
    response = api.post("/api/evaluations", {"payload": payload, "files": [pdf]}, format="multipart")
    # then
    assert response.status_code == 202
    run = Message.objects.get(pk=response.json()["messageId"])
    assert run.config["modeConfig"]["sources"][0]["name"] == "report.pdf"
    assert RunSource.objects.get(message=run).raw_bytes == pdf.size


def test_a_json_body_past_the_upload_size_is_a_json_413(api, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    response = api.post("/api/evaluations", jury_body(sources=[file_source("a.md", b"# a\n" * 1000)]), format="json")
    assert response.status_code == 413 and response.json()["code"] == "SOURCE_TOO_LARGE"


def test_the_council_stream_answers_a_body_past_the_upload_size_with_a_json_413(client, user, settings):
    from rest_framework.authtoken.models import Token

    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    token = Token.objects.create(user=user).key
    body = json.dumps(jury_body(sources=[file_source("a.md", b"# a\n" * 1000)]))
    response = client.post("/api/council/stream", body, content_type="application/json",
                           HTTP_AUTHORIZATION=f"Token {token}")
    assert response.status_code == 413
    assert json.loads(response.content)["code"] == "SOURCE_TOO_LARGE"
    assert not Message.objects.exists()


def test_the_evidence_dialog_loads_a_source_file_redacted_and_only_for_its_owner(client, user, other_user,
                                                                               scripted_llm):
    # given
    from evaluation.dialectic.selectors import find_preset
    from evaluation.dialectic.validation import validate_request
    from evaluation import services
    from evaluation.sources.intake import request_sources

    files = {"README.md": b"# R\n", "src/config.py": b'TOKEN = "ghp_abcdefghijklmnopqrstuvwx"\n'}
    body = dialectic_body([file_source("p.zip", make_zip(files))])
    validated = validate_request(body, find_preset=find_preset, sources=request_sources(body))
    run = services.evaluation_start(user=user, mode="dialectic", request=validated)
    run_dispatch(message_id=run.pk)
    url = f"/evaluate/audit/{run.pk}/document"
    # when
    client.force_login(user)
    mine = client.get(url, {"name": "src/config.py"})
    missing = client.get(url, {"name": "nope.py"})
    client.force_login(other_user)
    theirs = client.get(url, {"name": "src/config.py"})
    # then
    assert mine.status_code == 200, mine.content
    assert mine.json() == {"name": "src/config.py", "text": 'TOKEN = "gh…"\n'}
    assert missing.status_code == 404 and theirs.status_code == 404


def test_a_repository_url_is_checked_again_by_the_worker(api, jury, settings, tmp_path):
    # given: file:// repositories were allowed when the run started, and no longer are
    settings.EVAL_SOURCE_ALLOW_FILE_URLS = True
    url = git_repository(str(tmp_path), {"README.md": b"# R\n"})
    response = api.post("/api/evaluations", jury_body(sources=[{"kind": "repository", "url": url}]), format="json")
    run = Message.objects.get(pk=response.json()["messageId"])
    settings.EVAL_SOURCE_ALLOW_FILE_URLS = False
    # when
    run_dispatch(message_id=run.pk)
    # then
    run.refresh_from_db()
    assert run.status == "failed" and "file:// repositories are not allowed" in run.error


def test_an_upload_is_stored_raw_and_converted_by_the_worker_with_progress(api, jury):
    # given
    pdf, archive = make_pdf(["Ledger design", "The ledger is append-only."]), make_zip(PROJECT)
    body = jury_body(content="", sources=[file_source("report.pdf", pdf), file_source("project.zip", archive)])
    # when the request is answered
    response = api.post("/api/evaluations", body, format="json")
    run = Message.objects.get(pk=response.json()["messageId"])
    # then only the raw uploads are stored: nothing was converted yet
    rows = list(RunSource.objects.filter(message=run))
    assert [(r.name, bytes(r.raw), r.raw_sha256, r.summary) for r in rows] == [
        ("report.pdf", pdf, hashlib.sha256(pdf).hexdigest(), None),
        ("project.zip", archive, hashlib.sha256(archive).hexdigest(), None)]
    assert not DeliberationStage.objects.filter(message=run).exists()
    # when the worker runs it
    run_dispatch(message_id=run.pk)
    # then it converted them, said so on the stream, and kept what was read in place of the raw bytes
    progress = [e.payload["data"]["message"] for e in realtime.events_after(run.stream) if e.type == "source_progress"]
    assert progress[:4] == ["reading report.pdf…", "unpacking project.zip…", "reading 7 files…",
                            progress[3]] and progress[3].startswith("The jury read 4 of 4 files")
    rows = list(RunSource.objects.filter(message=run))
    assert [r.raw for r in rows] == [None, None]
    assert rows[0].summary["included"] == [{"path": "report.pdf", "language": "PDF", "bytes": len(pdf), "pages": 2}]
    vendored = {"path": "node_modules/left-pad/index.js", "reason": "vendored or build output"}
    assert vendored in rows[1].summary["skipped"]
    run.refresh_from_db()
    assert run.status == "complete"


@pytest.mark.parametrize("name, data, words", [
    ("report.pdf", b"%PDF-1.4 but nothing of a PDF after it", "not a readable PDF"),
    ("project.tar.gz", make_tar_gz({"../../etc/cron.d/x": b"* * * * * root sh"}), "leaves its folder"),
    ("project.tar.gz", make_tar_gz({"a.py": b"x = 1\n"})[:40], "not a readable archive"),
])
def test_an_upload_the_gate_can_see_is_broken_is_refused_at_upload_not_in_the_worker(api, jury, name, data, words):
    # when an upload whose listing or structure is broken is sent
    response = api.post("/api/evaluations", jury_body(sources=[file_source(name, data)]), format="json")
    # then it is a 422 naming the source and the reason, and no run exists to fail later
    assert response.status_code == 422 and words in response.json()["error"]
    assert list(response.json()["fields"]) == ["modeConfig.sources[0]"]
    assert not Message.objects.exists() and not jury.provider.requests


def test_a_second_refused_upload_stores_nothing_of_the_first(api):
    sources = [file_source("notes.md", b"# fine\n"), file_source("p.zip", make_zip({"/etc/passwd": b"x"}))]
    response = api.post("/api/evaluations", jury_body(sources=sources), format="json")
    assert response.status_code == 422 and response.json()["code"] == "UNSAFE_ARCHIVE"
    assert list(response.json()["fields"]) == ["modeConfig.sources[1]"]
    assert not Message.objects.exists() and not RunSource.objects.exists()


def test_the_audit_page_names_an_uploaded_document_before_the_worker_reads_it(api, client, user):
    # given an audit of an uploaded file only, not yet run (the page a submit lands on)
    body = dialectic_body([file_source("design.md", b"# Design\n\nThe queue retries three times.\n")])
    run = Message.objects.get(pk=api.post("/api/evaluations", body, format="json").json()["messageId"])
    client.force_login(user)
    # when
    page = client.get(f"/evaluate/{run.pk}/").content.decode()
    # then the header's document line names the upload (it used to be an empty "Documents: ·")
    line = page[page.index("Documents:"):page.index("· Judges:")]
    assert "<code>design.md</code>" in line
