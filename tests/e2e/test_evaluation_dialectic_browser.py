"""Dialectical audit in the browser: run an audit from the form, watch the matrix fill, read the report."""

import re
import uuid

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot

pytestmark = pytest.mark.browser


def _sign_up(page) -> str:
    # A fresh user: the per-user evaluation limits are not shared with other browser tests.
    username = f"auditor{uuid.uuid4().hex[:8]}"
    page.goto("/accounts/signup/")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password", exact=True).fill("a-long-passphrase-2026")
    page.get_by_label("Password confirmation").fill("a-long-passphrase-2026")
    page.get_by_role("button", name="Sign up").click()
    expect(page.locator(".account-name")).to_have_text(username)
    return username


def _run_example_audit(page, shot="dialectic-form"):
    page.goto("/evaluate/")
    page.get_by_role("link", name="Run a dialectical audit").click()
    expect(page.get_by_role("heading", name="Audit an artifact")).to_be_visible()
    page.get_by_role("button", name="Load an example").click()
    expect(page.get_by_label("Name").nth(1)).to_have_value("src/exporter.py")
    screenshot(page, shot)
    page.get_by_role("button", name="Start the audit").click()
    page.wait_for_url(re.compile(r"/evaluate/[0-9a-f-]{36}/$"))


def test_an_audit_runs_live_and_its_report_reads_back(page):
    # given
    _sign_up(page)
    # when
    _run_example_audit(page)
    # then: the matrix fills in and the audit completes
    matrix = page.locator("#dlg-matrix")
    expect(matrix.locator("tbody tr")).to_have_count(7)
    expect(page.locator("#dlg-status-text")).to_contain_text("Complete", timeout=60000)
    expect(matrix.locator("tbody tr").first.locator(".dlg-chip").first).to_be_visible()
    security = page.locator("#row-security")
    expect(security.locator(".dlg-chief")).to_contain_text("security cap")
    expect(page.locator("#dlg-evidence")).to_contain_text("security violation")
    expect(page.locator("#dlg-global-score")).to_have_text(re.compile(r"^[1-5]\.\d$"))
    screenshot(page, "dialectic-result")
    # the prosecutor's argument opens, and a cited evidence id opens the quoted passage
    security.locator("td[data-label=Prosecutor] .dlg-details > summary").click()
    expect(security.locator("td[data-label=Prosecutor] .dlg-details > div .dlg-argument")).to_be_visible()
    security.locator("td[data-label=Prosecutor] .dlg-details > div .dlg-ev").first.click()
    dialog = page.locator("#dlg-passage")
    expect(dialog).to_be_visible()
    expect(dialog.locator(".dlg-hit").first).to_be_visible()
    expect(dialog).to_contain_text("SECURITY_VIOLATION")
    screenshot(page, "dialectic-passage")
    dialog.get_by_role("button", name="Close").click()
    # the rulings show the chief justice's rules in order, and the remediation plan is there
    ruling = page.locator("#ruling-security")
    expect(ruling.locator(".dlg-log li")).to_have_count(6)
    expect(ruling.locator(".dlg-log li").nth(2)).to_contain_text("Security cap")
    expect(page.locator("#dlg-plan li").first).to_be_visible()
    # reloading shows exactly the stored result
    page.reload()
    expect(page.locator("#dlg-status-text")).to_contain_text("Complete")
    expect(page.locator("#row-security .dlg-chief")).to_contain_text("security cap")
    # the Markdown report downloads
    with page.expect_download() as download:
        page.get_by_role("link", name="Download Markdown report").click()
    with open(download.value.path(), encoding="utf-8") as report:
        text = report.read()
    assert text.startswith("# Code review: docs/design.md +1")
    assert "## Remediation plan" in text
    # and the audit is in the shared history
    page.goto("/evaluate/history/")
    expect(page.get_by_role("link", name="Code review: docs/design.md +1")).to_be_visible()
    screenshot(page, "dialectic-history")


def test_the_audit_result_reads_well_on_a_phone(phone_page):
    # given
    _sign_up(phone_page)
    # when
    _run_example_audit(phone_page, "dialectic-form-phone")
    expect(phone_page.locator("#dlg-status-text")).to_contain_text("Complete", timeout=60000)
    # then
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the audit page scrolls sideways on a phone ({width}px)"
    expect(phone_page.locator("#row-security td[data-label=TechLead]")).to_be_visible()
    screenshot(phone_page, "dialectic-result-phone")
    cell = phone_page.locator("#row-security td[data-label=TechLead]")
    cell.locator(".dlg-details > summary").click()
    cell.locator(".dlg-details > div .dlg-ev").first.click()
    expect(phone_page.locator("#dlg-passage .dlg-hit").first).to_be_visible()
    phone_page.screenshot(path="test-artifacts/dialectic-passage-phone.png")


def test_the_form_shows_the_audit_cost_live_with_an_uploaded_file(page, phone_page, tmp_path):
    # given an empty form
    _sign_up(page)
    page.goto("/evaluate/audit/")
    estimate = page.locator("#cost-estimate")
    expect(estimate).to_contain_text("not yet — at least one document")
    # when the example is loaded, then a file attached
    page.get_by_role("button", name="Load an example").click()
    expect(estimate).to_contain_text("auditing 2 documents")
    expect(estimate).to_contain_text(": $0 — no model key is set")  # the served app runs the offline mock
    source = tmp_path / "notes.md"
    source.write_text("# Notes\n\nThe worker retries failed jobs. See `src/exporter.py`.\n")
    page.set_input_files("#id_files", str(source))
    # then the estimate follows: the uploaded file is a third document
    expect(estimate).to_contain_text("auditing 3 documents")
    # and a web page the server cannot reach is named before the run, as the submit would
    page.fill("#id_source_url", "https://unreachable.invalid/design")
    expect(estimate).to_contain_text("Estimated cost: not yet — unreachable.invalid could not be resolved")
    screenshot(page, "dialectic-form-estimate")
    # and on a phone
    phone_page.context.add_cookies(page.context.cookies())
    phone_page.goto("/evaluate/audit/")
    phone_page.get_by_role("button", name="Load an example").click()
    expect(phone_page.locator("#cost-estimate")).to_contain_text("auditing 2 documents")
    phone_page.locator("#cost-estimate").scroll_into_view_if_needed()
    screenshot(phone_page, "dialectic-form-estimate-phone")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390


def test_an_audit_of_a_document_with_no_evidence_says_so_instead_of_extracting_forever(page):
    # given a document the extractor finds nothing in (no headings, claims, code or references)
    _sign_up(page)
    page.goto("/evaluate/audit/")
    page.locator("#doc-name-1").fill("words.txt")
    page.locator("#doc-text-1").fill("the jury court witness evidence verdict sentence appeal docket motion\n" * 5)
    # when it is audited, followed live
    page.get_by_role("button", name="Start the audit").click()
    page.wait_for_url(re.compile(r"/evaluate/[0-9a-f-]{36}/$"))
    expect(page.locator("#dlg-status-text")).to_contain_text("Complete", timeout=60000)
    # then the evidence card says there is none (it used to spin on "Extracting evidence…" for good)
    evidence = page.locator("#dlg-evidence")
    expect(evidence).to_contain_text("0 evidence items from 0 of the 1 document(s) read")
    expect(evidence).not_to_contain_text("Extracting evidence")
