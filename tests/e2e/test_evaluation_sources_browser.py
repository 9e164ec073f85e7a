"""Files in the browser: upload a PDF and a zip to a jury and to an audit, read what was judged."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot
from tests.e2e.test_evaluation_dialectic_browser import _sign_up
from tests.evaluation.sources.fixtures import PROJECT, make_pdf, make_zip

pytestmark = pytest.mark.browser
SECRET = "sk-abcdefghijklmnopqrstuvwx"


def _files():
    pdf = make_pdf(["Ledger design", "The ledger is append-only and every entry is signed."])
    project = make_zip({**PROJECT, "src/config.py": f'API_KEY = "{SECRET}"\n'.encode()})
    return [{"name": "report.pdf", "mimeType": "application/pdf", "buffer": pdf},
            {"name": "project.zip", "mimeType": "application/zip", "buffer": project}]


def test_a_jury_judges_an_uploaded_pdf_and_zip(page):
    # given
    _sign_up(page)
    page.goto("/evaluate/")
    page.get_by_label("Files").set_input_files(_files())
    screenshot(page, "sources-jury-form")
    # when
    page.get_by_role("button", name="Convene the jury").click()
    page.wait_for_url(re.compile(r"/evaluate/[0-9a-f-]{36}/$"))
    # then: the sources card lists what was read and skipped, and the jury completes
    card = page.locator("#eval-sources")
    expect(card).to_contain_text("report.pdf")
    expect(card).to_contain_text("project.zip")
    card.get_by_text(re.compile(r"Files read \(\d+\) and skipped")).first.click()
    expect(card).to_contain_text("node_modules/left-pad/index.js")
    expect(card).to_contain_text("vendored or build output")
    expect(page.get_by_role("status").filter(has_text="Complete")).to_be_visible(timeout=60000)
    message_id = page.url.rstrip("/").rsplit("/", 1)[1]
    presented = page.request.get(f"/api/evaluations/{message_id}").json()["presentation"]["content"]
    assert "every entry is signed" in presented and "def main():" in presented
    screenshot(page, "sources-jury-result")


def test_an_audit_of_an_uploaded_zip_shows_evidence_with_the_secret_redacted(page, phone_page):
    # given
    _sign_up(page)
    page.goto("/evaluate/audit/")
    page.get_by_label("Files").set_input_files(_files())
    # when
    page.get_by_role("button", name="Start the audit").click()
    page.wait_for_url(re.compile(r"/evaluate/[0-9a-f-]{36}/$"))
    # then
    expect(page.locator("#dlg-status-text")).to_contain_text("Complete", timeout=60000)
    expect(page.locator("#dlg-coverage")).to_contain_text("Read 5 document(s)")
    page.get_by_text("Show all evidence").click()
    secret_item = page.locator(".dlg-evidence-list li").filter(has_text="hard-coded secret").first
    expect(secret_item).to_be_visible()
    secret_item.locator(".dlg-ev").click()
    dialog = page.locator("#dlg-passage")
    expect(dialog.locator(".dlg-hit").first).to_contain_text('API_KEY = "sk…"')
    expect(dialog).not_to_contain_text(SECRET)
    expect(page.locator("body")).not_to_contain_text(SECRET)
    screenshot(page, "sources-audit-dialog")
    dialog.get_by_role("button", name="Close").click()
    # and on a phone the page reads too
    phone_page.context.add_cookies(page.context.cookies())
    phone_page.goto(page.url)
    expect(phone_page.locator("#eval-sources")).to_contain_text("project.zip")
    phone_page.locator("#eval-sources").get_by_text(re.compile(r"Files read \(\d+\) and skipped")).first.click()
    phone_page.locator("#eval-sources").screenshot(path=str(screenshot(phone_page, "sources-audit-phone")
                                                          .with_name("sources-card-phone.png")))


# Records every text the Sources card's progress line shows, from before the page's scripts run.
RECORD_PROGRESS = """
window.__progress = [];
new MutationObserver(function () {
  const line = document.getElementById("sources-progress");
  const text = line ? line.textContent.trim() : "";
  if (text && window.__progress[window.__progress.length - 1] !== text) window.__progress.push(text);
}).observe(document, {subtree: true, childList: true, characterData: true});
"""


def test_uploads_are_read_by_the_worker_with_progress_and_the_history_shows_what_was_judged(page, phone_page):
    # given
    _sign_up(page)
    page.add_init_script(RECORD_PROGRESS)
    page.goto("/evaluate/audit/")
    page.get_by_label("Files").set_input_files(_files())
    # when
    page.get_by_role("button", name="Start the audit").click()
    page.wait_for_url(re.compile(r"/evaluate/[0-9a-f-]{36}/$"))
    page.locator("#eval-sources").screenshot(path=str(screenshot(page, "sources-progress-live")))
    # then the card shows the worker's progress, in order, over the run's stream
    expect(page.locator("#dlg-status-text")).to_contain_text("Complete", timeout=60000)
    progress = page.evaluate("window.__progress")
    steps = [text for text in progress if not text.startswith("Waiting")]
    assert steps[:5] == ["reading report.pdf…", "unpacking project.zip…", "reading 8 files…",
                         "Read 5 files from 2 source(s).", "extracting evidence from 5 files…"], progress
    # and the list of what was read arrived without a reload
    card = page.locator("#eval-sources")
    card.get_by_text(re.compile(r"Files read \(4\) and skipped")).first.click()
    expect(card).to_contain_text("node_modules/left-pad/index.js")
    screenshot(page, "sources-progress-result")
    # when the history is opened
    page.goto("/evaluate/history/")
    judged = page.locator(".history-judged").first
    judged.locator("summary").first.click()
    # then it shows the snapshot: full hashes, files read and skipped with why, how much was read
    expect(judged).to_contain_text(re.compile(r"hash [0-9a-f]{64}"))
    expect(judged).to_contain_text("upload SHA-256")
    expect(judged).to_contain_text(re.compile(r"Read 5 document\(s\), [\d,]+ evidence item\(s\)"))
    judged.get_by_text(re.compile(r"Files read \(4\) and skipped")).click()
    expect(judged).to_contain_text("vendored or build output")
    expect(judged).not_to_contain_text(SECRET)
    screenshot(page, "sources-history")
    # and on a phone the history reads without scrolling sideways
    phone_page.context.add_cookies(page.context.cookies())
    phone_page.goto("/evaluate/history/")
    phone_judged = phone_page.locator(".history-judged").first
    phone_judged.locator("summary").first.click()
    phone_judged.get_by_text(re.compile(r"Files read \(4\) and skipped")).click()
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    screenshot(phone_page, "sources-history-phone")


def test_a_refused_upload_marks_the_sources_group_not_the_empty_url_fields(page):
    # given a user on the jury form
    _sign_up(page)
    page.goto("/evaluate/")
    # when they attach an empty file and submit
    page.set_input_files("#id_files", files=[{"name": "empty.txt", "mimeType": "text/plain", "buffer": b""}])
    page.get_by_role("button", name="Convene the jury").click()
    expect(page.locator("#sources_error")).to_contain_text("empty.txt is empty")
    # then the sources group is outlined, and the untouched URL fields keep their normal border
    # (they were outlined in red, as if the page or repository address were wrong)
    red = "rgb(180, 35, 24)"
    border = "el => getComputedStyle(el).borderTopColor"
    assert page.locator("fieldset.sources-fields").evaluate(border) == red
    assert page.locator("#id_source_url").evaluate(border) != red
    assert page.locator("#id_repository_url").evaluate(border) != red
