"""The moderation queue (Django admin) updates live: a line one moderator redacts appears in another
moderator's open queue without a reload, and a moderator with lines selected is offered the update
instead of having the list move under them."""

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, login, screenshot

pytestmark = pytest.mark.browser
REDACTED = "/admin/courtroom/flaggedturn/?moderation=redacted"


def redact_the_first_line(page) -> str:
    """Redact the newest not-yet-redacted line from the 'all lines' view; returns its dialogue."""
    page.goto("/admin/courtroom/flaggedturn/?moderation=clean")
    row = page.locator("#result_list tbody tr").first
    text = row.locator("td.field-text").inner_text()
    row.locator("input.action-select").check()
    page.locator("select[name=action]").select_option("redact_turns")
    page.locator("#changelist-form button[name=index]").click()  # "Go"
    expect(page.locator(".messagelist")).to_contain_text("Redacted 1 line(s)")
    return text


def test_a_line_redacted_elsewhere_appears_in_an_open_queue_without_a_reload(browser, app_url, page, phone_page):
    # given two moderators: one watching the redacted lines on a phone, one working on a laptop
    # (a line must exist: a session is opened first)
    login(page, "staff", "staff-demo-pass")
    login(phone_page, "staff", "staff-demo-pass")
    page.goto("/court/")
    page.get_by_label("Topic").fill("A magpie is accused of hoarding the town's spoons")
    page.get_by_role("button", name="Open court").click()
    expect(page.locator("#transcript li").first).to_be_visible(timeout=30000)
    phone_page.goto(REDACTED)
    phone_page.evaluate("window.__sameDocument = true")  # lost if the page reloads
    before = phone_page.locator("#result_list tbody tr").count()
    # when the laptop moderator redacts a line
    text = redact_the_first_line(page)
    # then the phone's queue shows it within a poll or two, without reloading, and says so
    expect(phone_page.locator("#result_list tbody tr")).to_have_count(before + 1, timeout=15000)
    expect(phone_page.locator("#result_list")).to_contain_text(text[:40])
    expect(phone_page.locator("#moderation-live")).to_contain_text("List updated at")
    expect(phone_page.locator("#toolbar")).to_contain_text(f"{before + 1} result")  # the search bar's count too
    assert phone_page.evaluate("window.__sameDocument") is True
    phone_page.screenshot(path=str(ARTIFACTS / "moderation-queue-live-390.png"), full_page=True)
    # and Django's select-all still works on the redrawn list
    phone_page.locator("#action-toggle").check()
    expect(phone_page.locator("#result_list tbody input.action-select:checked")).to_have_count(before + 1)
    # when the phone moderator has lines selected and another line is redacted
    redact_the_first_line(page)
    # then the list does not move under them: the change is offered
    offer = phone_page.get_by_role("button", name="Show the changes")
    expect(offer).to_be_visible(timeout=15000)
    expect(phone_page.locator("#result_list tbody tr")).to_have_count(before + 1)
    page.goto(REDACTED)
    screenshot(page, "moderation-queue-live-1280")
    offer.click()
    expect(phone_page.locator("#result_list tbody tr")).to_have_count(before + 2)
