"""The history shows exactly what each run judged: every source's hash, URL and fetch time, files read and
skipped with why, and how much was read in tokens — not just the sources' names."""

import hashlib
import html as html_lib
import json

import pytest

from evaluation.models import Message, RunSource
from evaluation.runs import run_dispatch
from evaluation.sources.selectors import runs_judged
from tests.evaluation.conftest import jury_body
from tests.evaluation.sources.fixtures import ARTICLE, PROJECT, make_pdf, make_zip, web_server
from tests.evaluation.sources.test_sources_in_runs import dialectic_body, file_source

pytestmark = pytest.mark.django_db


def _history(client, user) -> str:
    client.force_login(user)
    response = client.get("/evaluate/history/")
    assert response.status_code == 200
    return html_lib.unescape(response.content.decode())


def test_a_jury_run_shows_each_snapshot_and_the_tokens_it_read(api, jury, client, user):
    # given a jury run of a PDF and a zip, judged
    pdf, archive = make_pdf(["Ledger design", "The ledger is append-only."]), make_zip(PROJECT)
    body = jury_body(content="", sources=[file_source("report.pdf", pdf), file_source("project.zip", archive)])
    run = Message.objects.get(pk=api.post("/api/evaluations", body, format="json").json()["messageId"])
    run_dispatch(message_id=run.pk)
    # when
    page = _history(client, user)
    # then: the full content hash of each snapshot, the uploads' own hash, files read and skipped with why
    summaries = [row.summary for row in RunSource.objects.filter(message=run)]
    assert summaries[0]["contentHash"] in page and summaries[1]["contentHash"] in page
    assert hashlib.sha256(pdf).hexdigest()[:12] in page and hashlib.sha256(archive).hexdigest()[:12] in page
    assert "<code>src/app.py</code>" in page and "<code>report.pdf</code>" in page
    assert "<code>node_modules/left-pad/index.js</code> <span class=\"muted\">— vendored or build output" in page
    # and how much the jury read, in tokens
    note = Message.objects.get(pk=run.pk).config["sourcesContext"]
    assert f"The jury read 4 of 4 files, {note['tokens']:,} tokens of {note['totalTokens']:,}." in page
    assert note["tokens"] > 0


def test_a_cut_run_says_what_was_cut_to_fit(api, jury, client, user, settings):
    settings.EVAL_SOURCE_CONTEXT_TOKENS = 60
    files = {"README.md": b"# Read me\n\nShort.\n", "src/big.py": b"def f():\n    return 1\n" * 80}
    body = jury_body(content="", sources=[file_source("p.zip", make_zip(files))])
    run = Message.objects.get(pk=api.post("/api/evaluations", body, format="json").json()["messageId"])
    run_dispatch(message_id=run.pk)
    page = _history(client, user)
    assert "The jury read 1 of 2 files" in page and "cut to fit the model's context: src/big.py" in page


def test_a_web_page_shows_its_url_and_fetch_time(api, jury, client, user, settings):
    settings.EVAL_SOURCE_ALLOWED_HOSTS = ["localhost"]
    with web_server({"/post": (200, {"Content-Type": "text/html"}, ARTICLE)}) as base:
        body = jury_body(sources=[{"kind": "url", "url": f"{base}/post"}])
        run = Message.objects.get(pk=api.post("/api/evaluations", body, format="json").json()["messageId"])
        run_dispatch(message_id=run.pk)
    page = _history(client, user)
    summary = RunSource.objects.get(message=run).summary
    assert f"<strong>{base}/post</strong>" in page
    assert f'fetched <time datetime="{summary["fetchedAt"]}">' in page and summary["contentHash"] in page


def test_an_audit_shows_how_much_its_judges_read(api, scripted_llm, client, user):
    scripted_llm.default = json.dumps({"score": 3, "argument": "So.", "citedEvidence": ["NO_EVIDENCE"]})
    body = dialectic_body([file_source("project.zip", make_zip(PROJECT))])
    run = Message.objects.get(pk=api.post("/api/evaluations", body, format="json").json()["messageId"])
    run_dispatch(message_id=run.pk)
    page = _history(client, user)
    assert "Read 3 document(s)" in page and "tokens)." in page


def test_a_run_not_read_yet_says_so(api, client, user):
    body = jury_body(sources=[file_source("notes.md", b"# Notes\n")])
    api.post("/api/evaluations", body, format="json")
    page = _history(client, user)
    assert "<strong>notes.md</strong>" in page and "not read yet" in page


def test_the_history_reads_what_was_judged_in_two_queries_without_texts_or_raw_bytes(
        api, jury, django_assert_num_queries):
    # given three judged runs
    runs = []
    for index in range(3):
        body = jury_body(content="", sources=[file_source(f"n{index}.md", b"# Notes\n\nFine.\n")])
        runs.append(api.post("/api/evaluations", body, format="json").json()["messageId"])
        run_dispatch(message_id=runs[-1])
    # when / then
    with django_assert_num_queries(2) as queries:
        judged = runs_judged(runs)
    assert all('"raw"' not in q["sql"] for q in queries.captured_queries)
    assert [judged[Message.objects.get(pk=r).pk]["sources"][0]["origin"] for r in runs] == ["n0.md", "n1.md", "n2.md"]
    assert "texts" not in judged[Message.objects.get(pk=runs[0]).pk]["sources"][0]
