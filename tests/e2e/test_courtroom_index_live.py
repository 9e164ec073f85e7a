"""The session list at /court/ is live: a session started elsewhere appears on an open
index page, its row changes as the trial moves on and moves to the recent sessions when
it ends, without a reload."""

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot
from tests.e2e.test_courtroom_browser import start_session

pytestmark = pytest.mark.browser

TOPIC = "A parrot is accused of repeating the neighbour's secrets"


def test_a_session_started_elsewhere_appears_and_moves_on_the_open_index(page, phone_page):
    # given a viewer with the session list open (and a marker a reload would erase)
    page.goto("/court/")
    expect(page.get_by_role("heading", name="Live now")).to_be_visible()
    page.evaluate("window.__sameDocument = true")
    expect(page.locator(".session-item").filter(has_text=TOPIC)).to_have_count(0)
    # when someone else starts a session
    start_session(phone_page, TOPIC)
    # then its row appears under "Live now", announced politely
    row = page.locator("#live-list .session-item").filter(has_text=TOPIC)
    expect(row).to_be_visible()
    expect(page.get_by_role("status").filter(has_text="New session")).to_contain_text(TOPIC)
    # and the row follows the trial into its phases, its status and line count updated in place
    expect(row.locator('[data-field="status"]')).to_have_text("running")
    expect(row.locator('[data-field="phase"]')).to_have_text("Jury verdict vote", timeout=60000)
    expect(row.locator('[data-field="turns"]')).not_to_have_text("0 lines")
    screenshot(page, "court-index-live")
    # when the trial ends, its row moves to "Recent sessions" with the verdict
    recent = page.locator("#recent-list .session-item").filter(has_text=TOPIC)
    expect(recent.locator('[data-field="status"]')).to_have_text("completed", timeout=60000)
    expect(recent).to_contain_text("verdict: Not guilty")
    expect(page.locator("#live-list .session-item").filter(has_text=TOPIC)).to_have_count(0)
    expect(page.get_by_role("status").filter(has_text="Session finished")).to_contain_text(TOPIC)
    assert page.evaluate("window.__sameDocument") is True
    page.wait_for_timeout(500)  # let the moved row's fade-in finish before the picture
    screenshot(page, "court-index-live-finished")
