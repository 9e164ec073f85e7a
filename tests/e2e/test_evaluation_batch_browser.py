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


CODE_ROWS = [("app.py", "def total(items):\n    return sum(i.price for i in items)\n", "APPROVE", 4),
             ("db.py", "password = 'hunter2'\nquery = 'SELECT * FROM users WHERE id=' + user_id\n", "REJECT", 1),
             ("notes.md", "# Design\n\nThe cache is described in cache.md.\n", "REVISE", 3)]


def test_a_user_runs_a_dialectical_batch_and_opens_an_audit_at_desktop_and_phone_width(page, phone_page, tmp_path):
    # given a labelled CSV of files to audit (a filename column names each document; label_security is 1–5)
    import csv

    csv_file = tmp_path / "files.csv"
    with csv_file.open("w", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["content", "filename", "label", "label_security"])
        for name, text, label, security in CODE_ROWS:
            writer.writerow([text, name, label, security])
    login(page)
    page.goto("/evaluate/batches/")
    # when the dialectical mode is chosen, the jury's fields give way to the rubric and the judges
    page.get_by_label("Dialectical").check()
    expect(page.get_by_label("Rubric")).to_be_visible()
    expect(page.get_by_label("Foreman")).to_be_hidden()
    page.get_by_label("Rubric").select_option(label="Code review (7 criteria)")
    page.get_by_label("Items file (CSV or JSONL)").set_input_files(str(csv_file))
    # then the estimate counts three judges per criterion before anything starts
    expect(page.locator("#estimate")).to_contain_text("3 judgements × 21 model calls (up to 42")
    screenshot(page, "batch-dialectic-form")
    page.get_by_role("button", name="Start the batch").click()
    page.wait_for_url(re.compile(r"/evaluate/batches/[0-9a-f-]+/$"))
    batch_url = page.url
    # and the batch runs to its end: a column per criterion, the global score, how the mapping works
    expect(page.locator("#batch-status")).to_have_text("Complete", timeout=120000)
    expect(page.get_by_role("progressbar", name="Items judged")).to_have_attribute("aria-valuenow", "3")
    expect(page.locator("#items-table tbody tr")).to_have_count(3)
    expect(page.locator("#items-table thead")).to_contain_text("Security")
    expect(page.locator("#items-table thead")).to_contain_text("Global")
    expect(page.locator("#mapping")).to_contain_text("APPROVE from 4.0")
    expect(page.locator("#report")).to_contain_text("The chief justice against people's labels")
    screenshot(page, "batch-dialectic-complete")
    # and the results filter by one criterion's score
    page.get_by_label("Score of").select_option(label="Security")
    page.get_by_label("Score at least").fill("1")
    page.get_by_role("button", name="Filter").click()
    expect(page).to_have_url(re.compile(r"criterion=security"))
    expect(page.locator("#items-table tbody tr")).to_have_count(3)
    # and each item's full audit is one click away
    page.locator("#items-table tbody tr").first.get_by_role("link", name=re.compile("Open")).click()
    expect(page).to_have_url(re.compile(r"/evaluate/[0-9a-f-]+/$"))
    expect(page.get_by_text("Prosecutor").first).to_be_visible()
    # and the batch page reads on a phone without scrolling sideways
    login(phone_page)
    phone_page.goto(batch_url)
    expect(phone_page.locator("#items-table")).to_be_visible()
    screenshot(phone_page, "batch-dialectic-phone")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the dialectical batch page scrolls sideways on a phone ({width}px)"
    phone_page.goto("/evaluate/batches/")
    phone_page.get_by_label("Dialectical").check()
    expect(phone_page.get_by_label("Rubric")).to_be_visible()
    screenshot(phone_page, "batch-dialectic-form-phone")
    assert phone_page.evaluate("document.documentElement.scrollWidth") <= 390


def test_disagreements_are_marked_and_a_second_panel_is_compared_at_desktop_and_phone_width(page, phone_page,
                                                                                             tmp_path):
    # given a judged, labelled batch
    csv_file = tmp_path / "labelled.csv"
    csv_file.write_text("content,question,label\n" + "".join(f'"{c}","A customer asks",{label}\n' for c, label in ROWS))
    login(page)
    page.goto("/evaluate/batches/")
    page.get_by_label("Name", exact=True).fill("Two panels")
    page.get_by_label("Items file (CSV or JSONL)").set_input_files(str(csv_file))
    expect(page.locator("#estimate")).to_contain_text("6 judgements")
    page.get_by_role("button", name="Start the batch").click()
    page.wait_for_url(re.compile(r"/evaluate/batches/[0-9a-f-]+/$"))
    expect(page.locator("#batch-status")).to_have_text("Complete", timeout=90000)
    first_url = page.url
    # then every labelled verdict carries a pass/fail mark
    expect(page.locator("#items-table .mark")).to_have_count(len(ROWS))
    wrong = page.locator("#items-table .mark-bad").count()
    # and "disagreements only" keeps the items marked wrong or split
    page.get_by_label("Show").select_option("any")
    page.get_by_role("button", name="Filter").click()
    split = page.locator("#items-table .split-mark").count()
    assert page.locator("#items-table tbody tr").count() >= max(wrong, split)
    screenshot(page, "batch-disagreements")
    # when the first item is re-run with another panel
    page.goto(first_url)
    for box in page.locator("#rerun-form input[name=jurorModels]").all():
        box.uncheck()
    for model in ("qwen/qwen-2.5-72b-instruct", "deepseek/deepseek-chat", "openai/gpt-4o"):
        page.locator(f"#rerun-form input[value='{model}']").check()
    page.locator("#items-table tbody tr").first.get_by_role("button", name=re.compile("Re-run")).click()
    page.wait_for_url(re.compile(r"/evaluate/batches/[0-9a-f-]+/$"))
    assert page.url != first_url
    expect(page.locator("#batch-status")).to_have_text("Complete", timeout=90000)
    # then the two runs are side by side
    page.get_by_role("link", name="Compare the two runs").click()
    expect(page.get_by_role("heading", name="Two panels, the same items")).to_be_visible()
    expect(page.locator("#runs-table tbody tr")).to_have_count(1)
    expect(page.locator("#runs-summary")).to_contain_text("Judged by both")
    screenshot(page, "batch-runs-compared")
    url = page.url
    login(phone_page)
    phone_page.goto(url)
    expect(phone_page.locator("#runs-table tbody tr")).to_have_count(1)
    screenshot(phone_page, "batch-runs-compared-phone")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the comparison scrolls sideways on a phone ({width}px)"
    phone_page.goto(first_url)
    expect(phone_page.locator("#items-table")).to_be_visible()
    screenshot(phone_page, "batch-disagreements-phone")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the batch page scrolls sideways on a phone ({width}px)"
