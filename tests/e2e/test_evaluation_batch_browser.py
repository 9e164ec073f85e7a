"""A batch in a browser: upload a labelled CSV, see the estimate, watch the progress bar fill,
and read the results table and how often the jury agreed with people."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot

pytestmark = pytest.mark.browser

ROWS = [("The refund is processed within 5 days; you will get an email.", "APPROVE"),
        ("Try turning it off and on.", "REJECT"),
        ("Open Settings > Account > Reset password, then follow the email link.", "APPROVE"),
        ("We cannot help with that.", "REJECT"),
        ("Your plan renews monthly; change it under Billing.", "REVISE"),
        ("Exports are CSV; the button is on the Reports page.", "APPROVE")]


def test_a_user_uploads_a_csv_and_watches_the_batch_to_its_results(page, phone_page, tmp_path):
    # given a labelled CSV of support answers
    csv_file = tmp_path / "support-answers.csv"
    csv_file.write_text("content,question,label\n" + "".join(f'"{c}","A customer asks",{label}\n' for c, label in ROWS))
    login(page)
    page.goto("/evaluate/batches/")
    expect(page.get_by_role("heading", name="Batches", exact=True)).to_be_visible()
    # when the file is chosen, the estimate appears before anything starts
    page.get_by_label("Items file (CSV or JSONL)").set_input_files(str(csv_file))
    expect(page.locator("#estimate")).to_contain_text("6 judgements")
    screenshot(page, "batch-form")
    page.get_by_role("button", name="Start the batch").click()
    page.wait_for_url(re.compile(r"/evaluate/batches/[0-9a-f-]+/$"))
    # then the progress bar fills to the end and the results table lists every item
    expect(page.locator("#batch-status")).to_have_text("Complete", timeout=90000)
    expect(page.get_by_role("progressbar", name="Items judged")).to_have_attribute("aria-valuenow", "6")
    expect(page.locator("#items-table tbody tr")).to_have_count(6)
    expect(page.locator("#confusion")).to_be_visible()
    expect(page.locator("#report")).to_contain_text("Cohen's κ")
    screenshot(page, "batch-complete")
    # and each item's full evaluation is one click away
    page.locator("#items-table tbody tr").first.get_by_role("link", name=re.compile("Open")).click()
    expect(page).to_have_url(re.compile(r"/evaluate/[0-9a-f-]+/$"))
    # and the page reads on a phone
    login(phone_page)
    phone_page.goto("/evaluate/batches/")
    phone_page.locator(".history-item a").first.click()
    expect(phone_page.locator("#items-table")).to_be_visible()
    screenshot(phone_page, "batch-phone")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the batch page scrolls sideways on a phone ({width}px)"
