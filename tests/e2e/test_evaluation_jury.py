"""Jury mode in a real browser: submit content, watch the juror cards arrive, find it in the history."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot

pytestmark = pytest.mark.browser

CONTENT = """## GET /api/users

Returns a list of users. Accepts optional query parameters:
- `limit` (number): Maximum results to return
- `offset` (number): Pagination offset

Response: 200 OK with JSON array of user objects."""


def submit_jury(page, content=CONTENT, question="Write API documentation for the users endpoint"):
    page.goto("/evaluate/")
    page.get_by_label("Content to evaluate").fill(content)
    page.get_by_label("Original question").fill(question)
    page.get_by_role("button", name="Convene the jury").click()
    page.wait_for_url(re.compile(r"/evaluate/[0-9a-f-]{36}/$"))


def test_a_user_submits_content_watches_the_jurors_and_finds_it_in_the_history(page):
    # given
    login(page)
    page.goto("/evaluate/")
    page.get_by_label("Content to evaluate").fill(CONTENT)
    expect(page.locator("#cost-estimate")).to_contain_text("Estimated cost: $0 — no model key is set")
    screenshot(page, "evaluation-jury-form")
    # when
    submit_jury(page)
    # then every juror card fills in with a verdict badge and a chart
    cards = page.locator(".juror-card")
    expect(cards).to_have_count(3)
    for index in range(3):
        expect(cards.nth(index).locator(".juror-verdict .badge")).to_have_text(re.compile("APPROVE|REVISE|REJECT"))
        expect(cards.nth(index).locator("canvas")).to_be_visible()
    expect(page.locator("#jury-summary")).to_be_visible()
    expect(page.locator("#foreman-body")).to_contain_text("Jury Verdict Report")
    expect(page.get_by_role("status").filter(has_text="Complete")).to_be_visible()
    title = page.locator("#jury-title").inner_text()
    assert title and title != "Jury evaluation"
    expect(page.locator("#summary-rows tr")).to_have_count(5)
    page.locator(".juror-card").first.get_by_text("Full assessment").click()
    expect(page.locator(".juror-card").first.locator(".markdown table")).to_be_visible()
    page.wait_for_timeout(1200)  # let the charts finish drawing before the picture
    screenshot(page, "evaluation-jury-result")
    # and it is in the history
    page.get_by_role("link", name="All evaluations").click()
    expect(page.get_by_role("heading", name="Your evaluations")).to_be_visible()
    expect(page.get_by_role("link", name=title).first).to_be_visible()
    screenshot(page, "evaluation-history")
    page.get_by_role("link", name=title).first.click()
    expect(page.locator("#jury-title")).to_have_text(title)


def test_invalid_input_shows_messages_next_to_the_fields(page):
    login(page)
    page.goto("/evaluate/")
    page.get_by_label("anthropic/claude-3-haiku", exact=True).uncheck()
    page.get_by_label("google/gemini-2.0-flash-001", exact=True).uncheck()
    page.get_by_role("button", name="Convene the jury").click()
    expect(page.get_by_role("alert").first).to_contain_text("Content to evaluate is required")
    expect(page.locator("#form-errors")).to_contain_text("Jury mode requires at least 3 juror models")
    screenshot(page, "evaluation-jury-form-errors")


def test_the_result_page_uses_tabs_on_a_phone(phone_page):
    login(phone_page)
    submit_jury(phone_page)
    expect(phone_page.locator("#foreman-body")).to_contain_text("Jury Verdict Report")
    tabs = phone_page.get_by_role("tab")
    expect(tabs).to_have_count(3)
    expect(phone_page.locator("#juror-0")).to_be_visible()
    expect(phone_page.locator("#juror-1")).to_be_hidden()
    tabs.nth(1).click()
    expect(phone_page.locator("#juror-1")).to_be_visible()
    expect(phone_page.locator("#juror-0")).to_be_hidden()
    phone_page.wait_for_timeout(1200)
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    screenshot(phone_page, "evaluation-jury-result-phone")


def estimate_for_pasted_text(page):
    """The jury form, logged in, with CONTENT pasted: its cost estimate once it shows a figure."""
    login(page)
    page.goto("/evaluate/")
    page.get_by_label("Content to evaluate").fill(CONTENT)
    estimate = page.locator("#cost-estimate")
    expect(estimate).to_contain_text("Estimated cost: $0")
    return estimate


def test_the_cost_estimate_counts_an_attached_file_and_fits_a_phone(page):
    # given the jury form with text pasted
    estimate = estimate_for_pasted_text(page)
    expect(estimate).not_to_contain_text("attached files")
    # when a file is attached
    notes = ("## Retry policy\n\nRetried. " * 200).encode()
    page.get_by_label("Files").set_input_files(files=[{"name": "design.md", "mimeType": "text/markdown",
                                                       "buffer": notes}])
    # then the estimate counts the file as the jurors will read it (the form no longer says it is not counted)
    expect(estimate).to_contain_text("Counts the attached files as the jurors will read them (1 included)")
    expect(estimate).not_to_contain_text("Attached files are not counted")
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        estimate.scroll_into_view_if_needed()
        screenshot(page, f"evaluation-jury-form-estimate-file-{width}")
        wide = page.evaluate("""(w) => Array.from(document.querySelectorAll('body *')).filter(
            (e) => e.getBoundingClientRect().right > w + 1).map((e) => e.tagName + '#' + e.id + '.' + e.className
            + ':' + Math.round(e.getBoundingClientRect().right)).slice(0, 8)""", width)
        assert page.evaluate("document.documentElement.scrollWidth") <= width, wide


def test_the_cost_estimate_says_why_when_a_page_is_refused_instead_of_keeping_the_last_figure(page):
    # given the jury form showing an estimate for pasted text
    estimate = estimate_for_pasted_text(page)
    # when a web page the run would refuse is given (a private address: the fetcher never reads one)
    page.locator('input[name="source_url"]').fill("http://10.0.0.1/internal/notes")
    # then the estimate says why there is no figure, and no longer shows the old one as if it were current
    expect(estimate).to_contain_text("Estimated cost: not yet — ")
    expect(estimate).not_to_contain_text("$0")
    screenshot(page, "evaluation-jury-form-estimate-refused")
    # and when the page is removed, the figure comes back
    page.locator('input[name="source_url"]').fill("")
    expect(estimate).to_contain_text("Estimated cost: $0")
